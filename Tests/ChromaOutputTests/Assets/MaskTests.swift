import ChromaRaster
import ColorCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PNGSpecDecoder
import Testing
@testable import ChromaOutput

/// Masks and safe zones: macOS's icon grid, web maskable icons, Android adaptive foregrounds,
/// monochrome layers and Android 12 splash icons keep their content where no mask cuts it.
@Suite struct MaskTests {
    /// Every pixel whose center lies farther than `radius` from the image center is transparent.
    static func expectClear(_ png: SpecPNG.Image, outsideRadius radius: Double, _ what: String) {
        let w = png.header.width, h = png.header.height, s = png.defaultImage.samples
        for y in 0..<h {
            for x in 0..<w where hypot(Double(x) + 0.5 - Double(w) / 2, Double(y) + 0.5 - Double(h) / 2) > radius && s[4 * (y * w + x) + 3] != 0 {
                Issue.record("\(what): pixel (\(x), \(y)) outside the circle of \(radius) px has alpha \(s[4 * (y * w + x) + 3])")
                return
            }
        }
    }

    /// Every pixel whose center lies within `radius` of the image center is opaque.
    static func expectOpaque(_ png: SpecPNG.Image, insideRadius radius: Double, _ what: String) {
        let w = png.header.width, h = png.header.height, s = png.defaultImage.samples, top: UInt16 = png.header.bitDepth == 16 ? 65535 : 255
        for y in 0..<h {
            for x in 0..<w where hypot(Double(x) + 0.5 - Double(w) / 2, Double(y) + 0.5 - Double(h) / 2) < radius && s[4 * (y * w + x) + 3] != top {
                Issue.record("\(what): pixel (\(x), \(y)) inside the circle of \(radius) px has alpha \(s[4 * (y * w + x) + 3])")
                return
            }
        }
    }

    /// A square scene of `side` whose one layer is a disk of `reach` × side radius, or a full
    /// square with `reach` ≥ 0.71.
    static func disk(_ side: Int, reach: Double, color: Color = Color(rgb: 0xf0a020)) -> Scene {
        let c = Double(side) / 2
        let shape: Shape = reach >= 0.71 ? .rect(Rect(x: 0, y: 0, width: Double(side), height: Double(side))) : .circle(center: Point(x: c, y: c), radius: reach * Double(side))
        return Scene(width: side, height: side, layers: [Layer(paint: .solid(color), shape: shape)])
    }

    @Test func theIOSShapeIsTheMacOSBodyOnTheWholeCanvas() throws {
        // The 824² body of the 1024 macOS canvas and the iOS shape of an 824 canvas cover the
        // same pixels: one shape, full bleed on iOS, inset on macOS.
        let renderer = Renderer(threads: 2)
        func alpha(_ mask: IconMask, side: Int) -> RenderedImage {
            renderer.renderImage(Scene(width: side, height: side, dither: false,
                                       layers: [Layer(paint: .solid(Color(.srgb, 1, 1, 1)), shape: mask.shape(side: Double(side)))]))
        }
        let iOS = alpha(.iOS, side: 824), macOS = alpha(.macOS, side: 1024)
        var worst = 0
        for y in 0..<824 {
            for x in 0..<824 {
                worst = max(worst, abs(Int(iOS.bytes[4 * (y * 824 + x) + 3]) - Int(macOS.bytes[4 * ((y + 100) * 1024 + x + 100) + 3])))
            }
        }
        #expect(worst <= 1, "the shapes differ by \(worst)/255")
        // Full bleed: the edges' middles are covered, the corners cut.
        #expect(iOS.bytes[4 * 412 + 3] == 255 && iOS.bytes[4 * (412 * 824) + 3] == 255)
        #expect(iOS.bytes[3] == 0 && iOS.bytes[4 * (824 * 824 - 1) + 3] == 0)
    }

    @Test(arguments: [1, 7, 64, 300])
    func macOSIconsFollowAppleGridAtEverySize(_ side: Int) throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let scene = AssetScenes.scene(side, side, .any)
        try AssetOutput(path: folder.path + "/AppIcon.appiconset", kind: .appIcon(macOS: true)).write(AppearanceScenes(scene), threads: 2)
        for size in AppIconPlan.macSizes {
            for scale in [1, 2] {
                let px = size * scale
                let png = try AssetChecks.png(folder.path + "/AppIcon.appiconset/AppIcon-mac-\(size)\(scale == 2 ? "@2x" : "").png")
                #expect(png.header.width == px && png.header.colorType == 6, "\(px)")
                let body = MacIconGrid.body(side: Double(px))
                #expect(MacIconGrid.bodies[px] != nil, "\(px) is one of the template's sizes")
                let s = png.defaultImage.samples
                func alpha(_ x: Int, _ y: Int) -> UInt16 { s[4 * (y * px + x) + 3] }
                // The opaque pixels are exactly the body's rectangle, less its rounded corners.
                var minX = px, maxX = -1, minY = px, maxY = -1
                for y in 0..<px {
                    for x in 0..<px where alpha(x, y) == 255 {
                        (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
                    }
                }
                #expect(Double(minX) == body.minX && Double(maxX + 1) == body.maxX && Double(minY) == body.minY && Double(maxY + 1) == body.maxY,
                        "\(px): opaque box \(minX)…\(maxX) × \(minY)…\(maxY), body \(body)")
                // Outside the body only the shadow: at most its 30 %, and nothing beyond its reach.
                let reach = (MacIconGrid.shadowOffset1024 + 1.5 * MacIconGrid.shadowBlur1024) * Double(px) / 1024 + 1
                for y in 0..<px {
                    for x in 0..<px {
                        let outside = Double(x) + 1 <= body.minX || Double(x) >= body.maxX || Double(y) + 1 <= body.minY || Double(y) >= body.maxY
                        guard outside else { continue }
                        let far = Double(x) + 1 <= body.minX - reach || Double(x) >= body.maxX + reach || Double(y) + 1 <= body.minY - reach || Double(y) >= body.maxY + reach
                        if far, alpha(x, y) != 0 { Issue.record("\(px): (\(x), \(y)) beyond the shadow has alpha \(alpha(x, y))"); return }
                        if alpha(x, y) > 78 { Issue.record("\(px): (\(x), \(y)) outside the body has alpha \(alpha(x, y))"); return }
                    }
                }
                // The corner of the body's rectangle is cut by the continuous corner.
                if px >= 32 { #expect(alpha(Int(body.minX), Int(body.minY)) < 255, "\(px): the corner is not rounded") }
            }
        }
    }

    @Test(arguments: [0.2, 0.45, 0.49])
    func maskableForegroundStaysInsideTheSafeCircle(_ reach: Double) throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let background = Scene(width: 48, height: 48, background: Color(rgb: 0x204080))
        let notes = AssetNotes()
        let files = try AssetOutput(path: folder.path + "/web", kind: .web).files(for: AppearanceScenes(background), foreground: AppearanceScenes(Self.disk(48, reach: reach)), notes: notes)
        try AssetWriter(threads: 2).write(files)
        let png = try AssetChecks.png(folder.path + "/web/icon-maskable-512.png")
        #expect(png.header.colorType == 2)
        let s = png.defaultImage.samples
        for y in 0..<512 {
            for x in 0..<512 where hypot(Double(x) + 0.5 - 256, Double(y) + 0.5 - 256) > 0.4 * 512 + 1 {
                let i = 4 * (y * 512 + x)
                guard s[i] == 0x20, s[i + 1] == 0x40, s[i + 2] == 0x80 else { Issue.record("\(reach): (\(x), \(y)) outside the safe circle is not the background"); return }
            }
        }
        // The center is the foreground; a foreground that reached beyond was shrunk, with one line.
        #expect(s[4 * (256 * 512 + 256)] == 0xf0)
        #expect(notes.lines.count == (reach > 0.4 ? 1 : 0), "\(notes.lines)")
        if reach > 0.4 { #expect(notes.lines[0].contains("icon-maskable-512.png") && notes.lines[0].contains("from the center")) }
        #expect(try AssetChecks.png(folder.path + "/web/icon-512.png").defaultImage.samples != s, "the maskable icon differs from icon-512")
    }

    @Test(arguments: [0.2, 0.4])
    func adaptiveForegroundAndMonochromeInsideTheSafeCircleAtEveryDensity(_ reach: Double) throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let res = folder.path + "/res"
        let notes = AssetNotes()
        let files = try AssetOutput(path: res, kind: .android(.adaptive))
            .files(for: AssetScenes.all(108, 108, [.any]), foreground: AppearanceScenes(Self.disk(108, reach: reach)), notes: notes)
        try AssetWriter(threads: 2).write(files)
        #expect(notes.lines.count == (reach > 33.0 / 108 ? 1 : 0), "\(notes.lines)")
        for (density, scale) in AndroidResourcesPlan.densities {
            let safe = 33 * scale + 1
            for layer in ["foreground", "monochrome"] {
                let png = try AssetChecks.png(res + "/mipmap-\(density)/ic_launcher_\(layer).png")
                Self.expectClear(png, outsideRadius: safe, "\(layer) \(density)")
                Self.expectOpaque(png, insideRadius: min(reach * 108 * scale, 30 * scale) - 1.5, "\(layer) \(density)")
            }
        }
        try AndroidAndWebTests.checkXML(res + "/mipmap-anydpi-v26/ic_launcher_round.xml", root: "adaptive-icon")
        #expect(try String(contentsOfFile: res + "/mipmap-anydpi-v26/ic_launcher_round.xml", encoding: .utf8)
            == String(contentsOfFile: res + "/mipmap-anydpi-v26/ic_launcher.xml", encoding: .utf8))
    }

    @Test func withoutAForegroundThereIsNoMonochromeLayerAndOneLineSaysWhy() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let notes = AssetNotes()
        try AssetWriter(threads: 2).write(try AssetOutput(path: folder.path + "/res", kind: .android(.adaptive)).files(for: AssetScenes.all(9, 9, [.any]), notes: notes))
        #expect(!folder.files.contains { $0.contains("monochrome") })
        let xml = try String(contentsOfFile: folder.path + "/res/mipmap-anydpi-v26/ic_launcher.xml", encoding: .utf8)
        #expect(!xml.contains("monochrome") && xml.contains("@android:color/transparent"))
        // One line says why; the scene's half reaching its corners is drawn into the safe circle with its own line.
        #expect(notes.lines.filter { $0.contains("no monochrome") }.count == 1 && notes.lines.count == 2, "\(notes.lines)")
    }

    @Test(arguments: [false, true])
    func androidSplashScreenResources(_ iconBackground: Bool) throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let res = folder.path + "/res"
        // An angular gradient has no VectorDrawable: the icon is a PNG at every density.
        let icon = AppearanceScenes(appearances: [.any, .dark]) { appearance in
            var disk = Self.disk(30, reach: 0.45)
            let colors = appearance == .dark ? [Color(rgb: 0x80c0ff), Color(rgb: 0xc0e0ff)] : [Color(rgb: 0x103060), Color(rgb: 0x306090)]
            disk.layers[0].paint = .angular(AngularGradient(gradient: Gradient(colors: colors)))
            return disk
        }
        let options = AndroidSplashPlan.Options(icon: icon, iconBackground: iconBackground ? [.any: Color(rgb: 0xffffff), .dark: Color(rgb: 0x000000)] : [:],
                                                appTheme: "Theme.Tide")
        let notes = AssetNotes()
        let scenes = AppearanceScenes(appearances: [.any, .dark]) { AssetScenes.scene(36, 64, $0, background: $0 == .dark ? Color(rgb: 0x101820) : Color(rgb: 0xf0f4f8)) }
        try AssetWriter(threads: 2).write(try AssetOutput(path: res, kind: .android(.splash)).files(for: scenes, splash: options, notes: notes))
        #expect(notes.lines.count == 1 && notes.lines[0].contains("splash icon"), "\(notes.lines)")
        let side = iconBackground ? 240.0 : 288.0, safe = iconBackground ? 80.0 : 96.0
        for (density, scale) in AndroidResourcesPlan.densities {
            for night in ["", "night-"] {
                let png = try AssetChecks.png(res + "/drawable-\(night)\(density)/splash_icon.png")
                #expect(png.header.width == Int((side * scale).rounded()), "\(night)\(density)")
                Self.expectClear(png, outsideRadius: safe * scale + 1, "splash icon \(night)\(density)")
                Self.expectOpaque(png, insideRadius: safe * scale * 0.9, "splash icon \(night)\(density)")
            }
        }
        for file in ["values/splash.xml", "values-night/splash.xml"] { try AndroidAndWebTests.checkXML(res + "/" + file, root: "resources") }
        try AndroidAndWebTests.checkXML(res + "/drawable/splash_background.xml", root: "layer-list")
        let theme = try SplashThemeReader(res + "/values/splash.xml")
        let night = try SplashThemeReader(res + "/values-night/splash.xml")
        #expect(theme.style == AndroidSplashPlan.themeName("splash") && theme.style == "Theme.Splash.Starting")
        #expect(AndroidResourceReference.splashThemeParents.contains(theme.parent ?? "") && (theme.parent == "Theme.SplashScreen.IconBackground") == iconBackground)
        #expect(Set(theme.items.keys).isSubset(of: AndroidResourceReference.splashThemeItems), "\(theme.items.keys)")
        #expect(theme.items["windowSplashScreenBackground"] == "@color/splash_background" && theme.items["windowSplashScreenAnimatedIcon"] == "@drawable/splash_icon")
        #expect(theme.items["postSplashScreenTheme"] == "@style/Theme.Tide")
        #expect((theme.items["windowSplashScreenIconBackgroundColor"] != nil) == iconBackground)
        // Every color the theme names is defined, day and night, opaque.
        for (_, value) in theme.items where value.hasPrefix("@color/") {
            let name = String(value.dropFirst(7))
            #expect(theme.colors[name]?.count == 7 && night.colors[name]?.count == 7, "\(name)")
        }
        #expect(theme.colors["splash_background"] == "#F0F4F8" && night.colors["splash_background"] == "#101820")
        #expect(night.style == nil)
        let layers = try String(contentsOfFile: res + "/drawable/splash_background.xml", encoding: .utf8)
        #expect(layers.contains("@color/splash_background") && layers.contains("android:gravity=\"center\"") && !layers.contains("\"fill\""))
    }

    /// The style, its items and the colors of a `values` file.
    struct SplashThemeReader {
        var style: String?, parent: String?, items: [String: String] = [:], colors: [String: String] = [:]

        init(_ path: String) throws {
            let delegate = Delegate()
            let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: path)))
            parser.delegate = delegate
            #expect(parser.parse())
            (style, parent, items, colors) = (delegate.style, delegate.parent, delegate.items, delegate.colors)
        }

        final class Delegate: NSObject, XMLParserDelegate {
            var style: String?, parent: String?, items: [String: String] = [:], colors: [String: String] = [:]
            var current: (kind: String, name: String)?, text = ""
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                if name == "style" { (style, parent) = (attributes["name"], attributes["parent"]) }
                if name == "item" || name == "color" { current = (name, attributes["name"] ?? ""); text = "" }
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
                guard let item = current, item.kind == name else { return }
                if name == "item" { items[item.name] = text } else { colors[item.name] = text }
                current = nil
            }
        }
    }
}
