import ChromaLimits
import ChromaPalette
import ChromaRaster
import ChromaText
import ColorCore

/// A sheet of generated palettes: one strip of touching swatches per palette, each swatch
/// labelled with its tone or step and its hex, the palette's name to the left; then, for
/// schemes, a grid of labelled role swatches per scheme (light, dark).
public struct ToneSheet: Sendable {
    /// One labelled swatch.
    public struct Cell: Sendable {
        /// The label: a tone, a step name or a role.
        public var label: String
        /// The swatch's color (drawn in sRGB; a wider color is mapped and labelled `P3`).
        public var color: Color
        /// A labelled swatch.
        public init(label: String, color: Color) {
            self.label = label
            self.color = color
        }
    }

    /// One palette: a strip of cells.
    public struct Row: Sendable {
        /// The palette's name, left of the strip.
        public var title: String
        /// The steps, left to right (at most ``ToneSheet/maximumCellsPerRow``).
        public var cells: [Cell]
        /// A strip.
        public init(title: String, cells: [Cell]) {
            self.title = title
            self.cells = cells
        }
    }

    /// One scheme: a titled grid of role cells.
    public struct Section: Sendable {
        /// The heading above the grid.
        public var title: String
        /// The roles, in reading order (at most ``ToneSheet/maximumSchemeCells``).
        public var cells: [Cell]
        /// A titled grid.
        public init(title: String, cells: [Cell]) {
            self.title = title
            self.cells = cells
        }
    }

    /// The palettes, one strip each, top to bottom (at most ``maximumRows``).
    public var rows: [Row]
    /// The schemes under the strips.
    public var schemes: [Section]
    /// A title above everything.
    public var title: String?
    /// The page.
    public var background: Color
    /// The label font.
    public var font: Font
    /// The font of titles, palette names and swatch labels.
    public var boldFont: Font

    /// A sheet; ``validate()`` checks its size before drawing.
    public init(rows: [Row], schemes: [Section] = [], title: String? = nil, background: Color = ChartInk.sheetPage,
                font: Font = .dejaVuSans, boldFont: Font = .dejaVuSansBold) {
        self.rows = rows
        self.schemes = schemes
        self.title = title
        self.background = background
        self.font = font
        self.boldFont = boldFont
    }

    /// The most rows, cells in a row, and cells in a scheme a sheet takes.
    public static let maximumRows = 64, maximumCellsPerRow = 101, maximumSchemeCells = 256

    private static let gap = 24.0, cellHeight = 64.0, minimumCellWidth = 60.0, labelSize = 12.0, hexSize = 10.0
    private static let roleHeight = 56.0, titleHeight = 44.0, sectionTitleHeight = 34.0

    private struct Layout {
        var rowTitleWidth: Double, cellWidth: Double, roleWidth: Double, roleColumns: Int
        var width: Int, height: Int
    }

    /// Checks the sheet's size, naming what is too large or empty.
    public func validate() throws {
        guard !rows.isEmpty, rows.allSatisfy({ !$0.cells.isEmpty }) else { throw PaletteError("the sheet has an empty palette") }
        guard rows.count <= Self.maximumRows else { throw PaletteError("\(rows.count) palettes on one sheet; at most \(Self.maximumRows)") }
        if let row = rows.first(where: { $0.cells.count > Self.maximumCellsPerRow }) {
            throw PaletteError("the palette '\(row.title.prefix(40))' has \(row.cells.count) steps; a sheet takes at most \(Self.maximumCellsPerRow)")
        }
        if let section = schemes.first(where: { $0.cells.count > Self.maximumSchemeCells }) {
            throw PaletteError("the scheme '\(section.title.prefix(40))' has \(section.cells.count) roles; a sheet takes at most \(Self.maximumSchemeCells)")
        }
        let size = layout()
        let side = InputRange.canvasSide.maximum
        guard size.width <= side, size.height <= side else {
            throw PaletteError("the sheet needs a \(size.width)×\(size.height) canvas, over \(side) pixels a side")
        }
    }

    private func layout() -> Layout {
        let builder = SheetBuilder(font: font, boldFont: boldFont)
        let rowTitleWidth = (rows.map { builder.width($0.title, size: 14, bold: true) }.max() ?? 0).rounded(.up) + 16
        let widestCellLabel = rows.flatMap(\.cells).map { max(builder.width($0.label, size: Self.labelSize), builder.width(GeneratedHex.text($0.color), size: Self.hexSize)) }.max() ?? 0
        let cellWidth = max(Self.minimumCellWidth, (widestCellLabel + 12).rounded(.up))
        let mostCells = rows.map(\.cells.count).max() ?? 0
        let stripWidth = rowTitleWidth + Double(mostCells) * cellWidth
        let widestRole = schemes.flatMap(\.cells).map { builder.width($0.label, size: Self.labelSize, bold: true) }.max() ?? 0
        let roleWidth = max(120, (widestRole + 20).rounded(.up))
        let roleColumns = max(1, min(8, Int((max(stripWidth, 4 * roleWidth) + 8) / (roleWidth + 8))))
        let sectionsWidth = Double(roleColumns) * (roleWidth + 8) - 8
        let width = Self.gap * 2 + max(stripWidth, sectionsWidth)
        var height = Self.gap * 2 + (title == nil ? 0 : Self.titleHeight) + Double(rows.count) * (Self.cellHeight + 8)
        for section in schemes {
            let sectionRows = (section.cells.count + roleColumns - 1) / roleColumns
            height += Self.gap + Self.sectionTitleHeight + Double(sectionRows) * (Self.roleHeight + 8)
        }
        return Layout(rowTitleWidth: rowTitleWidth, cellWidth: cellWidth, roleWidth: roleWidth, roleColumns: roleColumns,
                      width: Int(width.rounded(.up)), height: Int(height.rounded(.up)))
    }

    /// The sheet.
    public func chart() -> Chart {
        let layout = self.layout()
        var sheet = SheetBuilder(font: font, boldFont: boldFont, page: background)
        let ink = ChartInk.text(on: background)
        var y = Self.gap
        if let title {
            sheet.text(title, size: 22, in: Rect(x: Self.gap, y: y, width: Double(layout.width) - 2 * Self.gap, height: 32), color: ink, bold: true)
            y += Self.titleHeight
        }
        for row in rows {
            sheet.text(row.title, size: 14, in: Rect(x: Self.gap, y: y, width: layout.rowTitleWidth, height: Self.cellHeight), color: ink, bold: true)
            for (index, cell) in row.cells.enumerated() {
                let box = Rect(x: Self.gap + layout.rowTitleWidth + Double(index) * layout.cellWidth, y: y, width: layout.cellWidth, height: Self.cellHeight)
                sheet.fill(box, cell.color)
                let cellInk = cell.color.preferredTextColor
                sheet.text(cell.label, size: Self.labelSize, in: Rect(x: box.minX, y: box.minY + 10, width: box.width, height: 20),
                           alignment: .center, color: cellInk, bold: true)
                sheet.text(GeneratedHex.text(cell.color), size: Self.hexSize, in: Rect(x: box.minX, y: box.minY + 34, width: box.width, height: 18),
                           alignment: .center, color: cellInk)
            }
            y += Self.cellHeight + 8
        }
        for section in schemes {
            y += Self.gap
            sheet.text(section.title, size: 16, in: Rect(x: Self.gap, y: y, width: Double(layout.width) - 2 * Self.gap, height: 26), color: ink, bold: true)
            y += Self.sectionTitleHeight
            for (index, cell) in section.cells.enumerated() {
                let column = index % layout.roleColumns, line = index / layout.roleColumns
                let box = Rect(x: Self.gap + Double(column) * (layout.roleWidth + 8), y: y + Double(line) * (Self.roleHeight + 8),
                               width: layout.roleWidth, height: Self.roleHeight)
                sheet.fill(box, cell.color, cornerRadius: 8)
                let cellInk = cell.color.preferredTextColor
                sheet.text(cell.label, size: Self.labelSize, in: Rect(x: box.minX + 10, y: box.minY + 8, width: box.width - 20, height: 20),
                           color: cellInk, bold: true)
                sheet.text(GeneratedHex.text(cell.color), size: Self.hexSize, in: Rect(x: box.minX + 10, y: box.minY + 30, width: box.width - 20, height: 18),
                           color: cellInk)
            }
            y += Double((section.cells.count + layout.roleColumns - 1) / layout.roleColumns) * (Self.roleHeight + 8)
        }
        return sheet.chart(width: layout.width, height: layout.height, background: background)
    }
}

/// A swatch's label text: `#rrggbb`, or `P3` plus the nearest hex for a color sRGB cannot show.
enum GeneratedHex {
    static func text(_ color: Color) -> String {
        color.isInGamut(of: .srgb, tolerance: 1e-6) ? color.hexString : "P3 " + color.hexString
    }
}
