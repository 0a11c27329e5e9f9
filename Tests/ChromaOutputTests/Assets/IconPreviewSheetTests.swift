import ChromaAssetModel
import ChromaRaster
import ColorCore
import Testing
@testable import ChromaOutput

/// The contact sheet: every icon as written and under each mask its platform applies, light and
/// dark; outside a mask only the page shows, and every label is drawn.
@Suite struct IconPreviewSheetTests {
    /// Labels drawn as solid bars as wide as a glyph per character, so a test can find them.
    static let bars: IconPreviewSheet.Labeler = { text, size, origin, color in
        Layer(paint: .solid(color), shape: .rect(Rect(x: origin.x, y: origin.y - size * 0.7, width: size * 0.5 * Double(text.count), height: size * 0.7)))
    }

    /// The files of an app icon with macOS sizes, an adaptive icon with a foreground, a launcher
    /// icon, a splash icon and web icons, from scenes that differ light and dark.
    static func files() throws -> [AssetFile] {
        let scenes = AssetScenes.all(64, 64, [.any, .dark])
        let foreground = AppearanceScenes(MaskTests.disk(108, reach: 0.25))
        var files = try AppIconPlan.files(folder: "/x/AppIcon.appiconset", scenes: scenes, macOS: true)
        files += try AndroidResourcesPlan.files(res: "/x/res", kind: .adaptive, name: nil, scenes: AssetScenes.all(108, 108, [.any, .dark]), foreground: foreground)
        files += try AndroidResourcesPlan.files(res: "/x/res", kind: .launcher, name: nil, scenes: scenes)
        files += try AndroidResourcesPlan.files(res: "/x/res", kind: .splash, name: nil, scenes: AssetScenes.all(64, 96, [.any, .dark]),
                                                splash: .init(icon: AppearanceScenes(MaskTests.disk(64, reach: 0.3))))
        files += try WebIconsPlan.files(folder: "/x/web", scenes: AssetScenes.all(64, 64, [.any]))
        files += try IconComposerPlan.files(folder: "/x/AppIcon.icon", scenes: scenes)
        return files
    }

    @Test func everyIconKindHasOneRowWithTheMasksOfItsPlatform() throws {
        let rows = IconPreviewSheet.rows(try Self.files().compactMap(\.preview))
        #expect(rows.map(\.title) == ["iOS app icon: AppIcon.png", "macOS app icon: AppIcon-mac-*.png", "Android adaptive: mipmap-*/ic_launcher",
                                      "Android themed: mipmap-*/ic_launcher_monochrome",
                                      "Android launcher: mipmap-*/ic_launcher.png", "Android 12 splash icon: drawable/splash_icon.xml",
                                      "Web icon (any): icon-512.png", "Web maskable: icon-maskable-512.png", "Icon Composer: AppIcon.icon"])
        let masks = Dictionary(uniqueKeysWithValues: rows.map { ($0.title, $0.light.masks) })
        #expect(masks["Android adaptive: mipmap-*/ic_launcher"] == [.circle, .squircle, .roundedSquare, .teardrop])
        #expect(masks["Web maskable: icon-maskable-512.png"] == [.circle, .squircle, .roundedSquare, .teardrop, .maskable])
        #expect(masks["macOS app icon: AppIcon-mac-*.png"] == [.macOS])
        #expect(masks["Android themed: mipmap-*/ic_launcher_monochrome"] == [.circle, .squircle, .roundedSquare, .teardrop])
        // Apple's icons under the shape iOS gives them (an Icon Composer document included),
        // not a launcher's rounded square.
        #expect(masks["Icon Composer: AppIcon.icon"] == [.iOS])
        #expect(masks["iOS app icon: AppIcon.png"] == [.iOS])
        // Icons with a dark variant show it on the dark half (the splash icon on the night
        // window color); web and macOS icons have none.
        for row in rows {
            let expectsDark = !row.title.hasPrefix("Web") && !row.title.hasPrefix("macOS")
            #expect((row.dark.appearance == .dark) == expectsDark, "\(row.title)")
        }
    }

    @Test func outsideEveryMaskTheSheetIsThePageAndInsideTheIconShows() throws {
        let previews = try Self.files().compactMap(\.preview)
        let rows = IconPreviewSheet.rows(previews)
        let image = try IconPreviewSheet.image(previews, labeler: Self.bars, threads: 2)
        let layout = IconPreviewSheet.Layout(rows: rows.count)
        #expect(image.width == layout.width && image.height == layout.height && image.depth == .eight)
        let side = IconPreviewSheet.Layout.cell
        let renderer = Renderer(threads: 2)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.bytes[4 * (y * image.width + x)..<4 * (y * image.width + x) + 3]) }
        func bytes(_ color: Color) -> [UInt8] {
            let c = color.components(in: .srgb)
            return [c.x, c.y, c.z].map { UInt8(($0 * 255).rounded()) }
        }
        for (index, row) in rows.enumerated() {
            for dark in [false, true] {
                let page = bytes(dark ? IconPreviewSheet.darkPage : IconPreviewSheet.lightPage)
                let masks = (dark ? row.dark : row.light).masks
                for (column, mask) in IconPreviewSheet.columns.enumerated() {
                    let origin = layout.cell(row: index, column: column, dark: dark)
                    let coverage = mask.map { renderer.renderImage(Scene(width: side, height: side, layers: [Layer(paint: .solid(.black), shape: $0.shape(side: Double(side)))])) }
                    var outside = 0, drawn = 0
                    for y in 0..<side {
                        for x in 0..<side {
                            let inMask = coverage.map { $0.bytes[4 * (y * side + x) + 3] > 0 } ?? true
                            let applies = mask == nil || masks.contains(mask!)
                            let p = pixel(origin.x + x, origin.y + y)
                            if !inMask || !applies {
                                outside += 1
                                if p != page {
                                    Issue.record("\(row.title), \(dark ? "dark" : "light"), \(mask?.rawValue ?? "as written"): pixel (\(x), \(y)) outside the mask is \(p), not the page \(page)")
                                    return
                                }
                            } else if p != page {
                                drawn += 1
                            }
                        }
                    }
                    let applies = mask == nil || masks.contains(mask!)
                    #expect(!applies || drawn > side * side / 4, "\(row.title) \(mask?.rawValue ?? "as written"): only \(drawn) pixels of the icon show")
                    if mask != nil, applies { #expect(outside > 0, "\(row.title): the \(mask!.rawValue) mask cuts nothing") }
                }
            }
        }
        // Every row title, both halves' names and every column name are drawn.
        let ink = bytes(IconPreviewSheet.lightPage)
        for index in rows.indices {
            let y = layout.cell(row: index, column: 0, dark: false).y + IconPreviewSheet.Layout.cell / 2
            #expect(pixel(IconPreviewSheet.Layout.margin + 2, y) != ink, "row \(index)'s title is missing")
        }
        for dark in [false, true] {
            let page = bytes(dark ? IconPreviewSheet.darkPage : IconPreviewSheet.lightPage)
            for column in IconPreviewSheet.columns.indices {
                let x = layout.cell(row: 0, column: column, dark: dark).x + 2
                #expect(pixel(x, IconPreviewSheet.Layout.margin + IconPreviewSheet.Layout.header - 8) != page, "column \(column)'s name is missing")
            }
            #expect(pixel(layout.halfX(dark: dark) + IconPreviewSheet.Layout.gap + 2, IconPreviewSheet.Layout.margin + 12) != page)
        }
    }

    @Test func assetsWithoutIconsHaveNoSheet() throws {
        let files = try ImageSetPlan.files(folder: "/x/Splash.imageset", scenes: AssetScenes.all(20, 30, [.any]))
        #expect(throws: OutputError.noIconsToPreview) { try IconPreviewSheet.png(files.compactMap(\.preview), labeler: Self.bars, threads: 1) }
    }

    @Test func theThemedIconIsTheSilhouetteTintedLightAndDark() throws {
        let previews = try Self.files().compactMap(\.preview)
        let rows = IconPreviewSheet.rows(previews)
        let image = try IconPreviewSheet.image(previews, labeler: Self.bars, threads: 2)
        let layout = IconPreviewSheet.Layout(rows: rows.count)
        let index = try #require(rows.firstIndex { $0.title.hasPrefix("Android themed") })
        func pixel(_ x: Int, _ y: Int) -> SIMD3<Int> { let i = 4 * (y * image.width + x); return SIMD3(Int(image.bytes[i]), Int(image.bytes[i + 1]), Int(image.bytes[i + 2])) }
        func rgb(_ color: Color) -> SIMD3<Int> { let c = color.components(in: .srgb); return SIMD3(Int((c.x * 255).rounded()), Int((c.y * 255).rounded()), Int((c.z * 255).rounded())) }
        let cell = IconPreviewSheet.Layout.cell
        for dark in [false, true] {
            let tint = AndroidResourcesPlan.themedTints[dark]!
            for column in [0, 1] {  // as written, and under the circle
                let origin = layout.cell(row: index, column: column, dark: dark)
                // The foreground's disk (reach 0.25 of 108 dp, seen through 72 dp) is the ink; around it, the tint's background.
                #expect(pixel(origin.x + cell / 2, origin.y + cell / 2) == rgb(tint.ink), "\(dark ? "dark" : "light"): the center is \(pixel(origin.x + cell / 2, origin.y + cell / 2))")
                #expect(pixel(origin.x + cell / 2, origin.y + 8) == rgb(tint.background), "\(dark ? "dark" : "light"): the tint's background")
            }
            // The themed icon differs from the adaptive icon's colors: it is drawn anew, tinted.
            #expect(rgb(tint.ink) != rgb(tint.background))
        }
    }

    @Test func theIconComposerRowComposesTheLayersOverTheFill() throws {
        let previews = try Self.files().compactMap(\.preview)
        let rows = IconPreviewSheet.rows(previews)
        let image = try IconPreviewSheet.image(previews, labeler: Self.bars, threads: 2)
        let layout = IconPreviewSheet.Layout(rows: rows.count)
        let index = try #require(rows.firstIndex { $0.title == "Icon Composer: AppIcon.icon" })
        #expect(rows[index].dark.appearance == .dark && rows[index].light.appearance == .any)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { let i = 4 * (y * image.width + x); return Array(image.bytes[i..<i + 3]) }
        let cell = IconPreviewSheet.Layout.cell
        for dark in [false, true] {
            let origin = layout.cell(row: index, column: 0, dark: dark)
            // The accent layer over the left half, the fill (the scene's background) on the right.
            let accent = AssetScenes.accents[dark ? .dark : .any]!.components(in: .srgb)
            #expect(pixel(origin.x + cell / 4, origin.y + cell / 2) == [accent.x, accent.y, accent.z].map { UInt8(($0 * 255).rounded()) }, "\(dark)")
            #expect(pixel(origin.x + 3 * cell / 4, origin.y + cell / 2) == [0x20, 0x80, 0x60], "\(dark)")
        }
        // A scene whose bottom layer is a two-color linear gradient: the fill is the gradient, and the cell shows it.
        var gradient = AssetScenes.scene(64, 64, .any)
        gradient.layers.insert(Layer(paint: .linear(LinearGradient(gradient: Gradient(colors: [Color(rgb: 0xff0000), Color(rgb: 0x0000ff)]), startPoint: .unit(.top), endPoint: .unit(.bottom)))), at: 0)
        let files = try IconComposerPlan.files(folder: "/x/G.icon", scenes: AppearanceScenes(gradient))
        let drawing = try #require(files.compactMap(\.preview).first).draw(64)
        let drawn = try drawing.rendered(threads: 2)
        drawn.withBand { band in
            #expect(band.rgba(x: 48, y: 0).x > 0.9 && band.rgba(x: 48, y: 63).z > 0.9, "top red, bottom blue: \(band.rgba(x: 48, y: 0)) \(band.rgba(x: 48, y: 63))")
        }
    }
}

extension IconPreviewSheetTests {
    @Test func aDarkSplashIconBesideAPlainSceneShowsOnTheDarkHalf() throws {
        // The splash scene has no night colors (no values-night file); its icon has a dark form.
        let icon = AppearanceScenes(appearances: [.any, .dark]) { MaskTests.disk(64, reach: 0.3, color: Color(rgb: $0 == .dark ? 0xffffff : 0x102030)) }
        let files = try AndroidResourcesPlan.files(res: "/x/res", kind: .splash, name: nil, scenes: AssetScenes.all(64, 96, [.any]), splash: .init(icon: icon))
        #expect(!files.contains { $0.path.contains("values-night") })
        let rows = IconPreviewSheet.rows(files.compactMap(\.preview))
        #expect(rows.count == 1 && rows[0].dark.appearance == .dark, "\(rows.map(\.title))")
        // Drawn on the day window color, which the night keeps: the icon's center is white.
        let drawn = try #require(rows.first?.dark).draw(96)
        let pixel = Renderer(threads: 2).renderImage(drawn.scene)
        let center = (48 * pixel.width + 48) * 4
        #expect(Array(pixel.bytes[center..<center + 3]) == [255, 255, 255], "\(Array(pixel.bytes[center..<center + 4]))")
        let corner = Array(pixel.bytes[0..<4])
        #expect(corner[3] == 255 && corner != [255, 255, 255, 255], "the window color behind: \(corner)")
    }
}
