import ChromaAssetModel
import ChromaRaster
import ColorCore
import Testing
@testable import ChromaOutput

/// iOS startup images: the scene contained on each screen, the bars beside or above and below it
/// continuing its own edges, so a gradient shows no band at the seams and a flat scene's bars
/// are its background.
@Suite struct StartupImageTests {
    /// A splash-shaped scene whose color runs from top to bottom.
    static func vertical(_ top: Color, _ bottom: Color, width: Int = 320, height: Int = 568) -> Scene {
        Scene(width: width, height: height, background: .clear, layers: [
            Layer(paint: .linear(LinearGradient(gradient: Gradient(colors: [top, bottom]), startPoint: .unit(.top), endPoint: .unit(.bottom)))),
            Layer(paint: .solid(Color(rgb: 0xffffff)), shape: .circle(center: Point(x: Double(width) / 2, y: Double(height) / 2), radius: Double(min(width, height)) / 5)),
        ])
    }

    /// The screens tested: bars above and below (a tall iPhone), beside (an iPad), and the
    /// iPhone whose shape is nearly the splash's (bars of a pixel or none).
    static let screens = ["iphone-375x812@3x", "ipad-768x1024@2x", "iphone-375x667@2x"]

    /// The startup images of `scenes` for the tested screens, rendered, with the area the
    /// scene covers (contained, centered, on whole pixels).
    static func images(_ scenes: AppearanceScenes) throws -> [(name: String, image: RenderedImage, area: AssetImage.PixelArea, scene: Scene)] {
        let (_, files) = try WebStartupImages.files(folder: "web", scenes: scenes)
        var out: [(String, RenderedImage, AssetImage.PixelArea, Scene)] = []
        for file in files {
            guard let screen = screens.first(where: { file.path.contains("/" + $0) }), case .image(let image) = file.content else { continue }
            let dark = file.path.hasSuffix("-dark.png")
            let scene = dark ? scenes[.dark]! : scenes.any
            let (width, height) = (image.scene.width, image.scene.height)
            let factor = min(Double(width) / Double(scene.width), Double(height) / Double(scene.height))
            let w = Int((Double(scene.width) * factor + 1e-9).rounded(.down)), h = Int((Double(scene.height) * factor + 1e-9).rounded(.down))
            let area = AssetImage.PixelArea(x: (width - w) / 2, y: (height - h) / 2, width: w, height: h)
            #expect(file.path.hasSuffix(screen + (dark ? "-dark.png" : ".png")))
            out.append((file.path, try image.rendered(threads: 2), area, scene))
        }
        #expect(out.count == screens.count * scenes.variants.count)
        return out
    }

    /// The largest difference of two pixels' color channels, 0…1.
    static func difference(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> Double {
        max(abs(a.x - b.x), abs(a.y - b.y), abs(a.z - b.z))
    }

    @Test(arguments: [false, true])
    func everySeamContinuesTheSceneEdgeNextToIt(dither: Bool) throws {
        func scene(_ top: UInt32, _ bottom: UInt32) -> Scene {
            var scene = Self.vertical(Color(rgb: top), Color(rgb: bottom))
            scene.dither = dither
            return scene
        }
        // Light and dark: a sky to sea gradient, and a night one.
        let scenes = AppearanceScenes(appearances: [.any, .dark]) { $0 == .dark ? scene(0x101848, 0x402060) : scene(0xbfe0ff, 0x2a6fc2) }
        let tolerance = (dither ? 2.0 : 1.0) / 255 + 1e-9
        for (name, image, area, scene) in try Self.images(scenes) {
            // The scene alone at the area's size: what each seam must continue.
            let alone = Renderer(threads: 2).renderImage(scene.scaled(by: Double(area.width) / Double(scene.width), width: area.width, height: area.height))
            try image.withBand { band in
                try alone.withBand { own in
                    #expect(band.rgba(x: 0, y: 0).w == 1, "\(name) is opaque")
                    if area.y > 0 {
                        // Above and below: the seam row beside the scene's first and last rows.
                        for x in stride(from: area.x, to: area.x + area.width, by: 7) {
                            let top = band.rgba(x: x, y: area.y - 1), bottom = band.rgba(x: x, y: area.y + area.height)
                            #expect(Self.difference(top, own.rgba(x: x - area.x, y: 0)) <= tolerance, "\(name): row \(area.y - 1) at \(x): \(top)")
                            #expect(Self.difference(bottom, own.rgba(x: x - area.x, y: area.height - 1)) <= tolerance, "\(name): row \(area.y + area.height) at \(x): \(bottom)")
                            // The bar's far edge too: the whole bar continues the edge.
                            #expect(Self.difference(band.rgba(x: x, y: 0), top) <= tolerance && Self.difference(band.rgba(x: x, y: band.height - 1), bottom) <= tolerance)
                        }
                    }
                    if area.x > 0 {
                        // Beside: the seam column beside the scene's first and last columns, at every row.
                        for y in stride(from: area.y, to: area.y + area.height, by: 5) {
                            let left = band.rgba(x: area.x - 1, y: y), right = band.rgba(x: area.x + area.width, y: y)
                            #expect(Self.difference(left, own.rgba(x: 0, y: y - area.y)) <= tolerance, "\(name): column \(area.x - 1) at row \(y): \(left)")
                            #expect(Self.difference(right, own.rgba(x: area.width - 1, y: y - area.y)) <= tolerance, "\(name): column \(area.x + area.width) at row \(y): \(right)")
                            #expect(Self.difference(band.rgba(x: 0, y: y), left) <= tolerance && Self.difference(band.rgba(x: band.width - 1, y: y), right) <= tolerance)
                        }
                        // A vertical gradient: the bars' top and bottom differ as the scene's do (no one color).
                        #expect(Self.difference(band.rgba(x: 0, y: area.y), band.rgba(x: 0, y: area.y + area.height - 1)) > 0.15, "\(name): the bar beside is one color")
                    }
                }
            }
        }
    }

    @Test(arguments: [(0xbfe0ff, 0x2a6fc2), (0x101848, 0x402060), (0x000000, 0x030303)] as [(UInt32, UInt32)])
    func barsCarryTheDitherOnWithoutStripes(top: UInt32, bottom: UInt32) throws {
        // With the 2×2 ordered dither, the scene's edge column alternates between two offsets
        // row by row; continued one pixel per row, a bar beside it would be stripes two pixels
        // apart. Continued with the dither's parity, each 2×2 block of the bar next to the seam
        // has the mean of the scene's own block at the seam, in every row pair, on both sides
        // and above and below.
        var scene = Self.vertical(Color(rgb: top), Color(rgb: bottom))
        scene.dither = true
        var dithered = 0
        for (name, image, area, _) in try Self.images(AppearanceScenes(scene)) {
            image.withBand { band in
                func mean(_ xs: [Int], _ ys: [Int]) -> SIMD4<Double> {
                    var sum = SIMD4<Double>.zero
                    for x in xs { for y in ys { sum += band.rgba(x: x, y: y) } }
                    return sum / Double(xs.count * ys.count)
                }
                if area.x >= 2, area.width >= 2 {
                    let (x0, x1) = (area.x, area.x + area.width)
                    for y in stride(from: area.y, to: area.y + area.height - 1, by: 2) {
                        if band.rgba(x: x0, y: y) != band.rgba(x: x0 + 1, y: y) { dithered += 1 }
                        #expect(Self.difference(mean([x0 - 2, x0 - 1], [y, y + 1]), mean([x0, x0 + 1], [y, y + 1])) < 1e-9, "\(name): left bar at row \(y)")
                        #expect(Self.difference(mean([x1, x1 + 1], [y, y + 1]), mean([x1 - 2, x1 - 1], [y, y + 1])) < 1e-9, "\(name): right bar at row \(y)")
                    }
                }
                if area.y >= 2, area.height >= 2 {
                    let (y0, y1) = (area.y, area.y + area.height)
                    for x in stride(from: area.x, to: area.x + area.width - 1, by: 2) {
                        #expect(Self.difference(mean([x, x + 1], [y0 - 2, y0 - 1]), mean([x, x + 1], [y0, y0 + 1])) < 1e-9, "\(name): bar above at column \(x)")
                        #expect(Self.difference(mean([x, x + 1], [y1, y1 + 1]), mean([x, x + 1], [y1 - 2, y1 - 1])) < 1e-9, "\(name): bar below at column \(x)")
                    }
                }
            }
        }
        // The gradients change slowly enough across a row that the dither shows at the seam.
        if top != 0 { #expect(dithered > 0, "no dithered row at the seam: the test would not see stripes") }
    }

    @Test(arguments: [(320, 568), (600, 300), (100, 400), (1, 1), (2000, 60)])
    func aFlatSceneHasBarsOfItsBackground(width: Int, height: Int) throws {
        let background = Color(rgb: 0x2a6fc2)
        let scene = Scene(width: width, height: height, background: background, layers: [
            Layer(paint: .solid(Color(rgb: 0xffd040)), shape: .circle(center: Point(x: Double(width) / 2, y: Double(height) / 2), radius: Double(min(width, height)) / 4)),
        ])
        for (name, image, area, _) in try Self.images(AppearanceScenes(scene)) {
            #expect(area.width >= 1 && area.height >= 1 && area.x + area.width <= image.width && area.y + area.height <= image.height)
            image.withBand { band in
                let expected = SIMD4<Double>(0x2a, 0x6f, 0xc2, 0xff) / 255
                for (x, y) in [(0, 0), (band.width - 1, band.height - 1), (band.width / 2, 0), (0, band.height / 2), (band.width - 1, band.height / 2)] {
                    #expect(Self.difference(band.rgba(x: x, y: y), expected) <= 1.0 / 255 + 1e-9, "\(name) at \(x),\(y): \(band.rgba(x: x, y: y))")
                }
            }
        }
    }
}
