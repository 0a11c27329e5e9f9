import ChromaLimits
import ChromaPalette
@testable import ChromaRaster
import ColorCore
import Testing
@testable import ChromaCharts

/// Sheets and charts whose canvas would pass the largest side are refused before any layout,
/// and their work grows linearly with the colors: each row of pixels visits only the layers
/// near it.
@Suite struct SheetLimitTests {
    func palette(_ count: Int) -> Palette {
        Palette(entries: (0..<count).map { Palette.Entry(name: "c\($0)", color: Color(rgb: UInt32(truncatingIfNeeded: $0 &* 2_654_435_761) & 0xffffff)) })
    }

    @Test(arguments: [(10_000, 1), (2_000, 1), (500, 6), (6_000, 64)])
    func aSheetOverTheLargestSideIsRefusedUpFront(count: Int, columns: Int) {
        let sheet = PaletteSheet(palette: palette(count), labels: [.name, .hex, .rgb, .oklch], columns: columns)
        let rows = (count + columns - 1) / columns
        let refused: Bool
        do { try sheet.validate(); refused = false } catch { refused = "\(error)".contains("over 65535 pixels a side") }
        // A cell is at least 128 + 20 pixels tall and wide.
        let tooLarge = rows * 148 + 20 > 65535 || min(columns, count) * 148 + 20 > 65535
        if tooLarge { #expect(refused, "\(count) colors in \(columns) columns") }
        if !refused { #expect(sheet.chart().scene.height <= 65535) }
    }

    @Test func aSheetOverThePaletteLimitIsRefused() {
        let sheet = PaletteSheet(palette: palette(ResourceLimits().paletteColors + 1), labels: [.hex], columns: 64, swatchSize: 16, spacing: 0)
        #expect { try sheet.validate() } throws: { "\($0)".contains("CHROMA_MAX_PALETTE_COLORS") }
    }

    @Test func everyLayerOfAManySwatchChartIsVisitedOnlyNearItsRows() {
        // The finest documented RGB chart: 51³ swatches. Rendering one row visits the layers of
        // its tile and the tall ones, a small fraction of them.
        let chart = Charts.rgbGrid(step: 0.02)
        #expect(chart.scene.layers.count > 132_651)
        let prepared = PreparedScene(chart.scene)
        let most = (0..<chart.scene.height).map { prepared.rowIndex.capacity(row: $0) }.max() ?? 0
        #expect(most > 0 && most < chart.scene.layers.count / 20, "\(most) of \(chart.scene.layers.count) layers")
    }

    @Test(arguments: [Double.nan, 0, -1, 1e-300, 0.019, 1.5, .infinity])
    func stepsOutsideTheRangeAreClamped(_ step: Double) {
        let values = Charts.steps(step)
        #expect((2...51).contains(values.count) && values.first == 0 && values.last == 1, "\(step): \(values.count)")
    }
}
