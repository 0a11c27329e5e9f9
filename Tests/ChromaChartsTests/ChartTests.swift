import ChromaPalette
import ChromaRaster
import ColorCore
import Testing
@testable import ChromaCharts

@Suite struct ChartTests {
    static let charts: [(String, @Sendable () -> Chart)] = [
        ("rgb", { Charts.rgbGrid() }),
        ("rgb-quarter", { Charts.rgbGrid(step: 0.25) }),
        ("rgb-uneven", { Charts.rgbGrid(step: 0.3) }),
        ("hsb", { Charts.hsbGrid() }),
        ("hsb-full", { Charts.hsbGrid(fullBrightness: true) }),
        ("strips", { Charts.strips() }),
        ("wheel", { Charts.wheel(hue: 200) }),
        ("harmony", { Charts.harmonies(of: Color(rgb: 0x3366cc)) }),
        ("mixing", { Charts.mixing(pairs: [(Color(rgb: 0xff0000), Color(rgb: 0x0000ff))]) }),
        ("palette", {
            PaletteSheet(palette: Palette(entries: [.init(name: "navy", color: Color(rgb: 0x1e3c72)), .init(color: Color(rgb: 0xff7e5f)),
                                                   .init(name: "mint", color: Color(rgb: 0x1dd1a1))]),
                         labels: [.name, .hex, .rgb, .hsb, .hsl, .cmyk, .oklch], columns: 2).chart()
        }),
        ("card", { GameCard(target: Color(rgb: 0xa5376d), base1: Color(rgb: 0xbd2947), base2: Color(rgb: 0x580add), ratio: 0.4, score: 93.3).chart() }),
    ]

    struct Rendered {
        let chart: Chart
        let pixels: [UInt16]
        var width: Int { chart.scene.width }

        func pixel(_ x: Int, _ y: Int) -> SIMD3<Int> {
            let i = (y * width + x) * 4
            return SIMD3(Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]))
        }
    }

    static func render(_ name: String) -> Rendered {
        let chart = charts.first { $0.0 == name }!.1()
        return Rendered(chart: chart, pixels: Renderer().renderPixels(chart.scene))
    }

    @Test(arguments: charts.map(\.0))
    func everySwatchShowsTheColorItClaims(_ name: String) {
        let rendered = Self.render(name)
        let swatches = rendered.chart.swatches
        var checked = 0
        for (index, swatch) in swatches.enumerated() where swatch.color.resolvedOpacity == 1 && swatch.rect.width >= 3 && swatch.rect.height >= 3 {
            var sample = swatch.rect.center
            if rendered.chart.labels.contains(where: { $0.box.contains(sample) }) {
                sample = Point(x: swatch.rect.center.x, y: swatch.rect.minY + min(8, swatch.rect.height / 4))
            }
            // Skip points a later swatch or a label covers.
            if swatches[(index + 1)...].contains(where: { $0.rect.contains(sample) }) { continue }
            if rendered.chart.labels.contains(where: { $0.box.contains(sample) }) { continue }
            let got = rendered.pixel(Int(sample.x), Int(sample.y))
            let want = swatch.color.rgba8
            let difference = got &- SIMD3(Int(want.r), Int(want.g), Int(want.b))
            #expect(difference.magnitude <= 1, "\(name): swatch \(index) at \(swatch.rect) shows \(got), claims \(swatch.color.hexString)")
            checked += 1
        }
        #expect(checked > 0)
        if name == "rgb" { #expect(checked == 11 * 11 * 11) }  // every strip of every cell
        if name == "rgb-uneven" { #expect(checked == 5 * 5 * 5) }  // 0, 0.3, 0.6, 0.9 and 1
        if name == "hsb" { #expect(checked == 11 * 11 * 6) }
    }

    @Test(arguments: charts.map(\.0))
    func everyLabelBoxHoldsGlyphs(_ name: String) {
        let rendered = Self.render(name)
        for label in rendered.chart.labels where !label.text.trimmingCharacters(in: .whitespaces).isEmpty {
            let box = label.box
            var colors: [SIMD3<Int>] = []
            for y in Int(box.minY.rounded(.up))..<Int(box.maxY.rounded(.down)) {
                for x in Int(box.minX.rounded(.up))..<Int(box.maxX.rounded(.down)) where x >= 0 && y >= 0 && x < rendered.width && y < rendered.chart.scene.height {
                    colors.append(rendered.pixel(x, y))
                }
            }
            // Glyph pixels stand out from the box's background by a wide margin.
            let corner = colors.first ?? .zero
            let ink = colors.filter { ($0 &- corner).magnitude > 60 }.count
            #expect(ink >= 4, "\(name): label '\(label.text)' at \(box) has no glyph pixels")
        }
    }

    @Test(arguments: charts.map(\.0))
    func everyLabelLiesInsideTheCanvas(_ name: String) {
        let chart = Self.charts.first { $0.0 == name }!.1()
        for label in chart.labels {
            #expect(label.box.minX >= 0 && label.box.maxX <= Double(chart.scene.width), "\(name): '\(label.text)' is cut at the edge")
            #expect(label.box.minY >= 0 && label.box.maxY <= Double(chart.scene.height), "\(name): '\(label.text)' is cut at the edge")
        }
    }

    @Test func paletteSheetsNeverClipALabel() {
        let long = "a very long swatch name that is wider than the swatch"
        let sheet = PaletteSheet(palette: Palette(entries: [.init(name: long, color: Color(rgb: 0x123456)), .init(name: "x", color: .white)]),
                                 labels: [.name, .oklch, .cmyk], columns: 2, swatchSize: 32)
        let chart = sheet.chart()
        for label in chart.labels {
            let host = chart.swatches.first { $0.rect.contains(label.box.center) }
            #expect(host != nil, "label '\(label.text)' lies outside every swatch")
            if let host {
                #expect(label.box.minX >= host.rect.minX && label.box.maxX <= host.rect.maxX, "'\(label.text)' is clipped")
                #expect(label.box.minY >= host.rect.minY && label.box.maxY <= host.rect.maxY, "'\(label.text)' is clipped")
            }
        }
        #expect(chart.labels.contains { $0.text == long })
    }

    @Test func labelsUseTheContrastingInk() {
        let sheet = PaletteSheet(palette: Palette(colors: [Color(rgb: 0x000000), Color(rgb: 0xffffff)]), labels: [.hex], columns: 2)
        let rendered = Rendered(chart: sheet.chart(), pixels: Renderer().renderPixels(sheet.chart().scene))
        for (label, swatch) in zip(rendered.chart.labels, rendered.chart.swatches) {
            let box = label.box
            let darkest = (Int(box.minY)..<Int(box.maxY)).flatMap { y in (Int(box.minX)..<Int(box.maxX)).map { rendered.pixel($0, y).x } }
            if swatch.color == Color(rgb: 0x000000) { #expect(darkest.max()! > 200) } else { #expect(darkest.min()! < 60) }
        }
    }
}

extension SIMD3 where Scalar == Int {
    /// The largest absolute component.
    var magnitude: Int { Swift.max(Swift.abs(x), Swift.abs(y), Swift.abs(z)) }
}

extension Rect {
    func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }
}
