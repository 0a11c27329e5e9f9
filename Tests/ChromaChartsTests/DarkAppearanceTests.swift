import ChromaPalette
import ChromaRaster
import ColorCore
import Testing
@testable import ChromaCharts

/// `--appearance` means something for charts, game cards and sheets: in dark, the page is dark
/// (SwiftUI's system backgrounds), every label that reads on the light page (4.5:1) reads on the
/// dark one too, the image changes, and the game card is SwiftUI's dark screen.
@Suite struct DarkAppearanceTests {
    static let light = EnvironmentValues(appearance: "light")!, dark = EnvironmentValues(appearance: "dark")!

    /// Each chart, drawn for an appearance (a palette sheet resolves its entries in its own).
    static func charts() -> [(String, (EnvironmentValues) -> Chart)] {
        var charts: [(String, (EnvironmentValues) -> Chart)] = []
        for (index, (target, base1, base2, ratio)) in [(0x8a6f7d, 0x007aff, 0xff9500, 0.4), (0xfefefe, 0x000000, 0xffffff, 1)].enumerated() {
            let card = GameCard(target: Color(rgb: UInt32(target)), base1: Color(rgb: UInt32(base1)), base2: Color(rgb: UInt32(base2)),
                                ratio: ratio, score: 87.5).chart()
            charts.append(("game card \(index)", { _ in card }))
        }
        let fixed: [(String, Chart)] = [("strips", Charts.strips()), ("rgb grid", Charts.rgbGrid(step: 0.25)), ("hsb grid", Charts.hsbGrid(step: 0.25)),
                                        ("mixing", Charts.mixing(pairs: [(.red, .blue), (Color(rgb: 0xffff00), Color(rgb: 0x0000ff))]))]
            + [0.3].map { ("wheel \($0)", Charts.wheel(hue: $0)) }
            + [Color(rgb: 0xffcc00), .black].map { ("harmonies \($0.hexString)", Charts.harmonies(of: $0)) }
        for (name, chart) in fixed { charts.append((name, { _ in chart })) }
        for colors in [[0xff6b6b, 0x4d96ff, 0xffffff, 0x000000], [0x1c1c1e, 0xf2f2f7, 0x0a84ff]] {
            let palette = Palette(name: "Brand", entries: colors.map { Palette.Entry(name: String(format: "c%06x", $0), color: Color(rgb: UInt32($0))) })
            for labels in colors.count == 4 ? [[PaletteSheet.Label.name, .hex]] : [[.hex, .rgb, .oklch]] {
                let sheet = PaletteSheet(palette: palette, labels: labels, columns: 3, title: "Brand")
                charts.append(("palette sheet \(colors.count) \(labels.count)", { environment in
                    var copy = sheet
                    copy.environment = environment
                    return copy.chart()
                }))
            }
        }
        let rows = [ToneSheet.Row(title: "Teal", cells: [0, 0.25, 0.5, 0.75, 1].map { ToneSheet.Cell(label: "\($0)", color: Color(white: $0)) })]
        let tones = ToneSheet(rows: rows, title: "Scale").chart()
        charts.append(("tone sheet", { _ in tones }))
        return charts
    }

    static func render(_ chart: Chart, _ environment: EnvironmentValues) -> (scene: Scene, pixels: [UInt16]) {
        var scene = chart.scene
        scene.environment = environment
        let resolved = scene.resolvingColors(in: environment)
        return (resolved, Renderer().renderPixels(resolved))
    }

    @Test func darkPagesAndLabelsThatStillRead() throws {
        for (name, chart) in Self.charts() {
            let (lightScene, lightPixels) = Self.render(chart(Self.light), Self.light)
            let (darkScene, darkPixels) = Self.render(chart(Self.dark), Self.dark)
            #expect(darkScene.background.relativeLuminance < 0.02, "\(name): dark page \(darkScene.background.hexString)")
            #expect(lightScene.background.relativeLuminance > 0.5, "\(name): light page \(lightScene.background.hexString)")
            #expect(lightPixels != darkPixels, "\(name): dark is light")
            // The corner pixel is the page.
            #expect(darkPixels[0] < 40 && darkPixels[1] < 40 && darkPixels[2] < 40, "\(name): corner \(darkPixels[0..<4])")
            // Labels on the page (their runs touch no swatch): each reads, 4.5:1, in both.
            let swatches = chart(Self.dark).swatches.map(\.rect)
            var pageLabels = 0
            for (lightLayer, darkLayer) in zip(lightScene.layers, darkScene.layers) where !darkLayer.text.isEmpty {
                guard case .solid(let lightInk) = lightLayer.paint, case .solid(let darkInk) = darkLayer.paint else { continue }
                let onPage = darkLayer.text.allSatisfy { run in
                    !swatches.contains { $0.minX < run.origin.x + run.advance && run.origin.x < $0.maxX && $0.minY < run.origin.y && run.origin.y - run.size < $0.maxY }
                }
                guard onPage else { continue }
                pageLabels += 1
                #expect(lightInk.contrastRatio(with: lightScene.background) >= 4.5,
                        "\(name): light \(lightInk.hexString) on \(lightScene.background.hexString) is \(lightInk.contrastRatio(with: lightScene.background)):1")
                #expect(darkInk.contrastRatio(with: darkScene.background) >= 4.5,
                        "\(name): \(darkInk.hexString) on \(darkScene.background.hexString) is \(darkInk.contrastRatio(with: darkScene.background)):1")
            }
            #expect(pageLabels > 0, "\(name): no label on the page")
        }
    }

    /// The game card in dark is SwiftUI's dark screen: systemBackground black, white labels, the
    /// slider filled with the dark `.blue` (#0a84ff) and its track `systemGray4` (#3a3a3c).
    @Test(arguments: [0.1, 0.9])
    func gameCardInDarkIsSwiftUIsDarkScreen(_ ratio: Double) throws {
        let chart = GameCard(target: Color(rgb: 0x8a6f7d), base1: .blue.resolvedColor(in: Self.dark), base2: Color(rgb: 0xff9f0a), ratio: ratio, score: 50).chart()
        let (scene, pixels) = Self.render(chart, Self.dark)
        #expect(scene.background.hexString == "#000000")
        var colors = Set<String>()
        for i in stride(from: 0, to: pixels.count, by: 4) {
            colors.insert(String(format: "#%02x%02x%02x", pixels[i], pixels[i + 1], pixels[i + 2]))
        }
        #expect(colors.contains("#000000") && colors.contains("#0a84ff") && colors.contains("#3a3a3c") && colors.contains("#ffffff"))
        #expect(!colors.contains("#007aff"), "the light .blue")
        let textInks = scene.layers.compactMap { layer -> String? in
            guard !layer.text.isEmpty, case .solid(let ink) = layer.paint else { return nil }
            return ink.hexString
        }
        #expect(!textInks.isEmpty && textInks.allSatisfy { $0 == "#ffffff" }, "\(textInks)")
        let (light, _) = Self.render(chart, Self.light)
        #expect(light.background.hexString == "#ffffff")
    }
}
