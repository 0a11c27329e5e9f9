import ChromaRaster
import ColorCore
import Foundation

/// The charts of hsb-palettes-and-charts.txt, drawn as images with labels.
public enum Charts {
    /// Values 0, step, 2·step, … and 1 (1 is always the last; a step that does not divide 1
    /// leaves a shorter last interval). Steps that divide 1 give exact values: 0.1 gives 0.0…1.0.
    /// A step outside ``stepRange`` is clamped into it (NaN gives 1), so the count stays within
    /// 2…51 values whatever a caller passes.
    static func steps(_ step: Double) -> [Double] {
        let step = step.isNaN ? 1 : min(max(step, stepRange.lowerBound), stepRange.upperBound)
        let divisions = (1 / step).rounded()
        if abs(divisions * step - 1) < 1e-9 { return (0...Int(divisions)).map { Double($0) / divisions } }
        return stride(from: 0.0, to: 1 - 1e-9, by: step).map { $0 } + [1]
    }

    /// The accepted steps: 0.02 (51 values) to 1 (just 0 and 1).
    public static let stepRange: ClosedRange<Double> = 0.02...1

    static func label(_ value: Double) -> String { String(format: "%.1f", value) }

    /// The RGB grid: red rows × green columns, each cell a stack of blue values from 0 (top) to 1.
    /// - Parameter step: the spacing of values, 0.02…1 (0.1 gives 11 values, as the article).
    public static func rgbGrid(step: Double = 0.1) -> Chart {
        let values = steps(step)
        return stackedGrid(values: values, stack: values, strip: values.count <= 11 ? 5 : 3, titles: ("Red", "Green", "Blue"),
                           color: { Color(red: $0, green: $1, blue: $2) }) { sheet, x, top, cellHeight in
            // Blue runs from 0 at the top of each cell to 1 at its bottom.
            sheet.text("0.0", size: 11, in: Rect(x: x, y: Double(top), width: 40, height: 16))
            sheet.fill(Rect(x: x + 6, y: Double(top + 20), width: 2, height: Double(cellHeight - 40)), Color(white: 0.3))
            sheet.text("↓", size: 13, in: Rect(x: x, y: Double(top + cellHeight - 28), width: 14, height: 14), alignment: .center)
            sheet.text("1.0", size: 11, in: Rect(x: x, y: Double(top + cellHeight - 14), width: 40, height: 16))
        }
    }

    /// The HSB grid: hue rows × saturation columns, each cell a stack of brightness values from
    /// 1.0 down to 0.5 (as the article), or down to 0 with `fullBrightness`.
    public static func hsbGrid(step: Double = 0.1, fullBrightness: Bool = false) -> Chart {
        let values = steps(step)
        let brightness = values.filter { fullBrightness || $0 >= 0.5 - 1e-9 }.reversed().map { $0 }
        return stackedGrid(values: values, stack: brightness, strip: brightness.count <= 6 ? 8 : 5,
                           titles: ("Hue", "Saturation", "Brightness"),
                           color: { Color(hue: $0, saturation: $1, brightness: $2) }) { sheet, x, top, cellHeight in
            sheet.text(label(brightness.first!), size: 11, in: Rect(x: x, y: Double(top), width: 40, height: 16))
            sheet.text("↓", size: 13, in: Rect(x: x, y: Double(top + cellHeight / 2 - 7), width: 14, height: 14), alignment: .center)
            sheet.text(label(brightness.last!), size: 11, in: Rect(x: x, y: Double(top + cellHeight - 14), width: 40, height: 16))
        }
    }

    /// The layout both grids share: `values` as rows and as columns, each cell a vertical stack
    /// of `stack` values in strips `strip` pixels high, titles over the rows, the columns and
    /// the legend column, and the legend drawn by `legend` at its x, the grid's top and the
    /// cell height.
    private static func stackedGrid(values: [Double], stack: [Double], strip: Int, titles: (row: String, column: String, stack: String),
                                    color: (Double, Double, Double) -> Color,
                                    legend: (inout SheetBuilder, Double, Int, Int) -> Void) -> Chart {
        let cell = 40, gap = 2
        let cellHeight = strip * stack.count
        var sheet = SheetBuilder()
        // The legend column fits its title, so nothing is clipped at the edge.
        let left = 56, top = 64, legendWidth = max(72, Int(sheet.width(titles.stack, size: 15, bold: true).rounded(.up)) + 24)
        let width = left + values.count * (cell + gap) + legendWidth
        let height = top + values.count * (cellHeight + gap) + 16
        sheet.text(titles.row, size: 15, in: Rect(x: 8, y: 8, width: Double(left - 12), height: 24), alignment: .trailing, bold: true)
        sheet.text(titles.column, size: 15, in: Rect(x: Double(left), y: 8, width: Double(values.count * (cell + gap)), height: 24),
                   alignment: .center, bold: true)
        sheet.text(titles.stack, size: 15, in: Rect(x: Double(width - legendWidth + 8), y: 8, width: Double(legendWidth - 12), height: 24), bold: true)
        for (c, value) in values.enumerated() {
            sheet.text(label(value), size: 11, in: Rect(x: Double(left + c * (cell + gap)), y: 36, width: Double(cell), height: 20), alignment: .center)
        }
        for (r, row) in values.enumerated() {
            let y = top + r * (cellHeight + gap)
            sheet.text(label(row), size: 11, in: Rect(x: 8, y: Double(y), width: Double(left - 16), height: Double(cellHeight)), alignment: .trailing)
            for (c, column) in values.enumerated() {
                let x = left + c * (cell + gap)
                for (k, level) in stack.enumerated() {
                    sheet.fill(Rect(x: Double(x), y: Double(y + k * strip), width: Double(cell), height: Double(strip)), color(row, column, level))
                }
            }
        }
        legend(&sheet, Double(width - legendWidth + 8), top, cellHeight)
        return sheet.chart(width: width, height: height, background: .white)
    }
}
