import ChromaPalette
import ChromaRaster
import ColorCore
import Testing
@testable import ChromaCharts

/// The contrast grid and the simulation rows of palette sheets.
@Suite struct AccessibilitySheetTests {
    static func palette(_ count: Int) -> Palette {
        Palette(entries: (0..<count).map { (i: Int) -> Palette.Entry in
            let name: String? = i % 2 == 0 ? "color \(i)" : nil
            let brightness: Double = i % 3 == 0 ? 0.4 : 0.9
            return Palette.Entry(name: name, color: Color(hue: Double(i) / Double(count), saturation: 0.7, brightness: brightness))
        })
    }

    @Test(arguments: [1, 3, 12, 40])
    func gridCellsShowTheRatioAndTheBadge(_ count: Int) throws {
        var sheet = PaletteSheet(palette: Self.palette(count))
        sheet.contrastGrid = true
        try sheet.validate()
        let chart = sheet.chart()
        let texts = chart.labels.map(\.text)
        // One "Aa" per off-diagonal cell, and one ratio per cell with its badge.
        #expect(texts.filter { $0 == "Aa" }.count == count * (count - 1))
        let entries = sheet.palette.entries
        for (r, a) in entries.enumerated().prefix(3) {
            for (c, b) in entries.enumerated().prefix(3) where r != c {
                let verdict = WCAGVerdict(a.color, b.color)
                #expect(texts.contains(String(format: "%.2f", verdict.ratio)))
                #expect(texts.contains(verdict.badge))
            }
        }
        // Every label lies inside the canvas.
        for label in chart.labels {
            #expect(label.box.minX >= 0 && label.box.maxX <= Double(chart.scene.width) + 0.5, "\(label.text)")
            #expect(label.box.maxY <= Double(chart.scene.height), "\(label.text)")
        }
    }

    @Test(arguments: [3, 12, 40])
    func simulationRowsHoldEachColorAsEachDeficiencySeesIt(_ count: Int) throws {
        var sheet = PaletteSheet(palette: Self.palette(count))
        let plain = sheet.chart()
        sheet.simulate = true
        sheet.severity = 0.6
        let chart = sheet.chart()
        #expect(chart.swatches.count == plain.swatches.count + 4 * count)
        let added = chart.swatches.suffix(4 * count).map(\.color)
        for (index, entry) in sheet.palette.entries.enumerated() {
            #expect(added[index] == entry.color)
            for (row, deficiency) in ColorVisionDeficiency.allCases.enumerated() {
                let want = entry.color.simulating(deficiency, severity: 0.6).gamutMapped(to: .srgb, method: .clip)
                #expect(added[(row + 1) * count + index] == want)
            }
        }
        #expect(chart.labels.contains { $0.text == "Color vision (Machado et al. 2009, severity 0.60)" })
        // Linear in the number of colors: the section's width grows by one cell per color.
        #expect(chart.scene.height - plain.scene.height < 250)
    }

    @Test func badSettingsAreNamed() {
        var sheet = PaletteSheet(palette: Self.palette(65))
        sheet.contrastGrid = true
        #expect(throws: PaletteError.self) { try sheet.validate() }
        sheet = PaletteSheet(palette: Self.palette(3))
        for severity in [-0.1, 1.1, .nan, .infinity] {
            sheet.severity = severity
            #expect(throws: PaletteError.self) { try sheet.validate() }
        }
    }
}
