import ChromaPalette
import ChromaRaster
import ColorCore
import Foundation

/// The `--contrast-grid` part of a palette sheet: an N×N grid where the cell in row r and
/// column c shows text in color r on a background of color c, with the WCAG 2 ratio and the
/// best level it meets ("AAA", "AA", "AA large", "fail"). The diagonal is left as the plain
/// color. Rows are labelled with the color's number and name, columns with the number.
struct ContrastGridSection {
    let entries: [Palette.Entry]

    static let cellWidth = 76.0, cellHeight = 50.0, headerWidth = 150.0, headerHeight = 28.0

    static let title = "WCAG 2 contrast: text color (row) on background (column)"

    /// The width the section needs, its title included, excluding the sheet's margins.
    func width(_ sheet: SheetBuilder) -> Double {
        max(Self.headerWidth + Double(entries.count) * Self.cellWidth, sheet.width(Self.title, size: 15, bold: true))
    }

    /// Draws the grid with its top-left corner at `origin`; returns its height.
    func draw(into sheet: inout SheetBuilder, at origin: Point, ink: Color) -> Double {
        sheet.text(Self.title, size: 15, in: Rect(x: origin.x, y: origin.y, width: width(sheet), height: 24), color: ink, bold: true)
        let top = origin.y + 30 + Self.headerHeight, left = origin.x + Self.headerWidth
        let gridHeight = Double(entries.count) * Self.cellHeight
        // A few layers per color, never per cell: each column is one rectangle, each row's
        // samples one text layer, and its ratios and badges two (black and white ink).
        var inked: [Bool: [SheetBuilder.TextLine]] = [:]
        var rowLabels: [SheetBuilder.TextLine] = []
        for (index, entry) in entries.enumerated() {
            let x = left + Double(index) * Self.cellWidth
            let header = Rect(x: x, y: top - Self.headerHeight, width: Self.cellWidth, height: Self.headerHeight - 4)
            sheet.fill(header, entry.color)
            sheet.fill(Rect(x: x, y: top, width: Self.cellWidth, height: gridHeight), entry.color)
            let white = entry.color.preferredTextColor == .white
            inked[white, default: []].append(.init(string: "\(index + 1)", size: 12, box: header, alignment: .center, bold: true))
            // Row header: the number and the name (or hex), shortened to fit, and a stripe of the color.
            let row = Rect(x: origin.x, y: top + Double(index) * Self.cellHeight, width: Self.headerWidth - 6, height: Self.cellHeight)
            sheet.fill(Rect(x: row.maxX - 10, y: row.minY + 4, width: 6, height: Self.cellHeight - 8), entry.color)
            let label = "\(index + 1)  " + (entry.name ?? entry.color.hexString)
            rowLabels.append(.init(string: Self.shortened(label, to: row.width - 18, size: 12, in: sheet), size: 12,
                                   box: Rect(x: row.minX, y: row.minY, width: row.width - 18, height: row.height)))
        }
        sheet.texts(rowLabels, color: ink)
        sheet.texts(inked[false] ?? [], color: .black)
        sheet.texts(inked[true] ?? [], color: .white)
        for (r, text) in entries.enumerated() {
            // One row's texts per layer: the rasterizer's work per pixel row stays with the
            // layers that reach it.
            var samples: [SheetBuilder.TextLine] = []
            inked = [:]
            for (c, background) in entries.enumerated() where r != c {
                let cell = Rect(x: left + Double(c) * Self.cellWidth, y: top + Double(r) * Self.cellHeight, width: Self.cellWidth, height: Self.cellHeight)
                let verdict = WCAGVerdict(text.color, background.color)
                let white = background.color.preferredTextColor == .white
                samples.append(.init(string: "Aa", size: 17, box: Rect(x: cell.minX + 6, y: cell.minY + 3, width: 30, height: 24), bold: true))
                inked[white, default: []].append(.init(string: PrintfFormat.string("%.2f", verdict.ratio), size: 11,
                                                       box: Rect(x: cell.minX + 34, y: cell.minY + 3, width: cell.width - 40, height: 24), alignment: .trailing))
                inked[white, default: []].append(.init(string: verdict.badge, size: 11,
                                                       box: Rect(x: cell.minX + 6, y: cell.minY + 27, width: cell.width - 12, height: 18), bold: verdict.aa))
            }
            sheet.texts(samples, color: text.color)
            sheet.texts(inked[false] ?? [], color: .black)
            sheet.texts(inked[true] ?? [], color: .white)
        }
        return 30 + Self.headerHeight + Double(entries.count) * Self.cellHeight
    }

    /// The text, cut with an ellipsis to fit a width.
    static func shortened(_ text: String, to width: Double, size: Double, in sheet: SheetBuilder) -> String {
        guard sheet.width(text, size: size) > width else { return text }
        var cut = text
        while cut.count > 1, sheet.width(cut + "…", size: size) > width { cut.removeLast() }
        return cut + "…"
    }
}
