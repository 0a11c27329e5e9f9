import ChromaLimits
import ChromaRaster
import ColorCore
import Foundation

/// The charts of hsb-palettes-and-charts.txt, drawn as images with labels.
public enum Charts {
    /// Values 0, step, 2·step, … and 1 (1 is always the last; a step that does not divide 1
    /// leaves a shorter last interval). Steps that divide 1 give exact values: 0.1 gives 0.0…1.0.
    /// A step outside ``InputRange/chartStep`` is clamped into it (NaN gives 1), so the count stays within
    /// 2…51 values whatever a caller passes.
    static func steps(_ step: Double) -> [Double] {
        let range = InputRange.chartStep
        let step = step.isNaN ? 1 : min(max(step, range.lowerBound), range.upperBound)
        let divisions = (1 / step).rounded()
        if abs(divisions * step - 1) < 1e-9 { return (0...Int(divisions)).map { Double($0) / divisions } }
        return stride(from: 0.0, to: 1 - 1e-9, by: step).map { $0 } + [1]
    }

    /// A value as an axis shows it: with as many decimals as the step needs (0.1 → 0.3,
    /// 0.25 → 0.25, 0.05 → 0.05), at least one, at most three.
    static func label(_ value: Double, step: Double) -> String {
        PrintfFormat.string("%.\(decimals(step))f", value)
    }

    /// The decimals that write every multiple of `step` exactly: 1 for 0.1 or 0.5, 2 for 0.25 or
    /// 0.05, 3 at most.
    static func decimals(_ step: Double) -> Int {
        for digits in 1...3 {
            let scaled = step * pow(10, Double(digits))
            if abs(scaled - scaled.rounded()) < 1e-6 { return digits }
        }
        return 3
    }

    /// The smallest height of a grid row in pixels, so that row labels (11 pixels) never touch.
    static let minimumRowHeight = 18
    /// The height the stack legend (top value, arrow, bottom value) needs, in pixels.
    static let legendHeight = 56

    /// The RGB grid: red rows × green columns, each cell a stack of blue values from 0 (top) to 1.
    /// - Parameter step: the spacing of values, 0.02…1 (0.1 gives 11 values, as the article).
    public static func rgbGrid(step: Double = 0.1) -> Chart {
        let values = steps(step)
        return stackedGrid(values: values, stack: values, step: step, strip: values.count <= 11 ? 5 : 3, titles: ("Red", "Green", "Blue"),
                           color: { Color(red: $0, green: $1, blue: $2) })
    }

    /// The HSB grid: hue rows × saturation columns, each cell a stack of brightness values from
    /// 1.0 down to 0.5 (as the article), or down to 0 with `fullBrightness`.
    /// - Parameter lowestBrightness: the stack's last value instead, 0…1 (clamped; NaN gives
    ///   0): the stack keeps its number of strips (those of 1.0 down to 0.5, or to 0 with
    ///   `fullBrightness`), evenly spaced from 1.0 down to it, so every value draws a chart of
    ///   one size (the grid's brightness swept, darker or lighter).
    public static func hsbGrid(step: Double = 0.1, fullBrightness: Bool = false, lowestBrightness: Double? = nil) -> Chart {
        let values = steps(step)
        var brightness = values.filter { fullBrightness || $0 >= 0.5 - 1e-9 }.reversed().map { $0 }
        var labelStep = step
        if let lowestBrightness {
            let lowest = lowestBrightness.isNaN ? 0 : min(max(lowestBrightness, 0), 1), count = brightness.count
            brightness = (0..<count).map { count == 1 ? 1 : 1 - (1 - lowest) * Double($0) / Double(count - 1) }
            // The legend's last value with the step's decimals when it is on the step, else two.
            labelStep = abs((lowest / step).rounded() * step - lowest) < 1e-9 ? step : 0.01
        }
        return stackedGrid(values: values, stack: brightness, step: step, strip: brightness.count <= 6 ? 8 : 5,
                           titles: ("Hue", "Saturation", "Brightness"), note: ["hue: a fraction", "of a turn, 1 = 360°"], stackLabelStep: labelStep,
                           color: { Color(hue: $0, saturation: $1, brightness: $2) })
    }

    /// The layout both grids share: `values` as rows and as columns, each cell a vertical stack
    /// of `stack` values in strips `strip` pixels high (taller when a row would be too short for
    /// its label), titles over the rows, the columns and the legend column, and the legend: the
    /// stack's first value, an arrow and its last, in a block of its own height.
    private static func stackedGrid(values: [Double], stack: [Double], step: Double, strip: Int,
                                    titles: (row: String, column: String, stack: String), note: [String] = [], stackLabelStep: Double? = nil,
                                    color: (Double, Double, Double) -> Color) -> Chart {
        let cell = 40, gap = 2
        let strip = max(strip, (minimumRowHeight + stack.count - 1) / stack.count)
        let cellHeight = strip * stack.count
        var sheet = SheetBuilder()
        // The column title never runs into the row title or the legend: the grid's span is at
        // least its width. The legend column fits its title, so nothing is clipped at the edge.
        let left = 56, top = 64
        let columnTitleWidth = Int(sheet.width(titles.column, size: 15, bold: true).rounded(.up)) + 16
        let span = max(values.count * (cell + gap), columnTitleWidth)
        let noteWidth = note.map { Int(sheet.width($0, size: 11).rounded(.up)) + 16 }.max() ?? 0
        let legendWidth = max(72, Int(sheet.width(titles.stack, size: 15, bold: true).rounded(.up)) + 24, noteWidth)
        let noteHeight = note.isEmpty ? 0 : 12 + 16 * note.count
        let width = left + span + legendWidth
        let height = top + max(values.count * (cellHeight + gap), legendHeight + noteHeight) + 16
        sheet.text(titles.row, size: 15, in: Rect(x: 8, y: 8, width: Double(left - 12), height: 24), alignment: .trailing, bold: true)
        sheet.text(titles.column, size: 15, in: Rect(x: Double(left), y: 8, width: Double(span), height: 24), alignment: .center, bold: true)
        sheet.text(titles.stack, size: 15, in: Rect(x: Double(width - legendWidth + 8), y: 8, width: Double(legendWidth - 12), height: 24), bold: true)
        for (c, value) in values.enumerated() {
            sheet.text(label(value, step: step), size: 11, in: Rect(x: Double(left + c * (cell + gap)), y: 36, width: Double(cell), height: 20),
                       alignment: .center)
        }
        for (r, row) in values.enumerated() {
            let y = top + r * (cellHeight + gap)
            sheet.text(label(row, step: step), size: 11, in: Rect(x: 8, y: Double(y), width: Double(left - 16), height: Double(cellHeight)),
                       alignment: .trailing)
            for (c, column) in values.enumerated() {
                let x = left + c * (cell + gap)
                for (k, level) in stack.enumerated() {
                    sheet.fill(Rect(x: Double(x), y: Double(y + k * strip), width: Double(cell), height: Double(strip)), color(row, column, level))
                }
            }
        }
        // The legend: where the stack starts, an arrow, where it ends (one value: no arrow).
        let x = Double(width - legendWidth + 8)
        sheet.text(label(stack.first!, step: stackLabelStep ?? step), size: 11, in: Rect(x: x, y: Double(top), width: 40, height: 16))
        if stack.count > 1 {
            sheet.text("↓", size: 13, in: Rect(x: x, y: Double(top + legendHeight / 2 - 7), width: 14, height: 14), alignment: .center)
            sheet.text(label(stack.last!, step: stackLabelStep ?? step), size: 11, in: Rect(x: x, y: Double(top + legendHeight - 16), width: 40, height: 16))
        }
        // What the row values mean, where the article labels hue 0…1.
        for (k, line) in note.enumerated() {
            sheet.text(line, size: 11, in: Rect(x: x, y: Double(top + legendHeight + 12 + 16 * k), width: Double(legendWidth - 12), height: 16),
                       color: ChartInk.secondaryText)
        }
        return sheet.chart(width: width, height: height, background: ChartInk.page, title: "\(titles.row), \(titles.column) and \(titles.stack) grid")
    }
}
