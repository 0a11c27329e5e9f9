import ChromaPalette
import ChromaRaster
import ColorCore
import Testing
@testable import ChromaCharts

/// Every chart's labels fit: each label box lies inside the canvas and touches no other, at every
/// step, scale, and for palettes with many colors and long names. Values are written with as many
/// decimals as the step needs.
@Suite struct ChartLayoutTests {
    static let steps: [Double] = [0.02, 0.03, 0.05, 0.1, 0.125, 0.2, 0.25, 0.3, 1.0 / 3, 0.5, 0.7, 1]

    /// The first two labels that overlap or leave the canvas, described; nil when all fit.
    static func layoutFault(_ chart: Chart) -> String? {
        let canvas = chart.scene.bounds
        let boxes = chart.labels
        for label in boxes {
            let b = label.box
            if b.minX < canvas.minX - 1e-9 || b.minY < canvas.minY - 1e-9 || b.maxX > canvas.maxX + 1e-9 || b.maxY > canvas.maxY + 1e-9 {
                return "'\(label.text)' at \(b) leaves the \(canvas.width)×\(canvas.height) canvas"
            }
        }
        for i in boxes.indices {
            for j in boxes.indices where j > i {
                let a = boxes[i].box, b = boxes[j].box
                if a.minX < b.maxX, b.minX < a.maxX, a.minY < b.maxY, b.minY < a.maxY {
                    return "'\(boxes[i].text)' at \(a) overlaps '\(boxes[j].text)' at \(b)"
                }
            }
        }
        return nil
    }

    @Test(arguments: steps)
    func gridLabelsFitAtEveryStep(step: Double) {
        for chart in [Charts.rgbGrid(step: step), Charts.hsbGrid(step: step), Charts.hsbGrid(step: step, fullBrightness: true)] {
            #expect(Self.layoutFault(chart) == nil, "step \(step): \(Self.layoutFault(chart) ?? "")")
            for scale in [1.5, 2, 4] {
                #expect(Self.layoutFault(chart.scaled(by: scale)) == nil, "step \(step) at \(scale)×")
            }
        }
    }

    @Test func axisLabelsShowTheStepsDecimals() {
        let quarter = Set(Charts.rgbGrid(step: 0.25).labels.map(\.text))
        #expect(quarter.isSuperset(of: ["0.00", "0.25", "0.50", "0.75", "1.00"]) && !quarter.contains("0.2"))
        let twentieth = Set(Charts.hsbGrid(step: 0.05).labels.map(\.text))
        #expect(twentieth.isSuperset(of: ["0.00", "0.05", "0.95", "1.00"]))
        #expect(Set(Charts.rgbGrid(step: 0.1).labels.map(\.text)).isSuperset(of: ["0.0", "0.3", "1.0"]))
        #expect(Charts.decimals(0.125) == 3 && Charts.decimals(1) == 1 && Charts.decimals(0.02) == 2)
    }

    @Test func titlesNeverRunTogether() {
        for step in [1.0, 0.5] {
            let chart = Charts.hsbGrid(step: step)
            let hue = chart.labels.first { $0.text == "Hue" }!.box, saturation = chart.labels.first { $0.text == "Saturation" }!.box
            #expect(hue.maxX + 4 <= saturation.minX, "step \(step): \(hue) and \(saturation)")
        }
    }

    @Test(arguments: [1, 3, 12, 40, 200])
    func paletteSheetsFitWithLongNames(count: Int) throws {
        var random = SplitMix64(seed: UInt64(count))
        let entries = (0..<count).map { i in
            Palette.Entry(name: i % 3 == 0 ? "A very long color name number \(i) for the sheet" : "c\(i)", color: Color.random(using: &random))
        }
        for columns in [1, 4, 6] {
            let sheet = PaletteSheet(palette: Palette(entries: entries), labels: [.name, .hex, .oklch], columns: columns, title: "Palette of \(count)")
            try sheet.validate()
            let chart = sheet.chart()
            #expect(Self.layoutFault(chart) == nil, "\(count) colors, \(columns) columns: \(Self.layoutFault(chart) ?? "")")
        }
    }

    @Test func everyOtherChartFits() {
        for chart in [Charts.strips(), Charts.wheel(hue: 200), Charts.wheel(hue: -30), Charts.harmonies(of: .teal, model: .oklch),
                      Charts.mixing(pairs: [(.red, .blue), (.white, .black), (.yellow, .purple)])] {
            #expect(Self.layoutFault(chart) == nil, "\(Self.layoutFault(chart) ?? "")")
        }
    }
}
