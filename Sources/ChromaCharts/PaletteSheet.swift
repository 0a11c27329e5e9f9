import ChromaLimits
import ChromaPalette
import ChromaRaster
import ChromaText
import ColorCore
import Foundation

/// A sheet of rounded swatches with labels: the image of a palette for docs and reviews.
///
/// Labels sit inside each swatch, in black or white, whichever contrasts more; swatches widen
/// and grow taller as their labels need, so no label is ever clipped.
public struct PaletteSheet: Sendable {
    /// What a swatch's label lines show.
    public enum Label: String, CaseIterable, Sendable {
        case name, hex, rgb, hsb, hsl, cmyk, oklch
    }

    public var palette: Palette
    /// The label lines, top to bottom (the name, when a color has one, in bold).
    public var labels: [Label]
    /// Swatches per row, within ``InputRange/columns`` (1…64).
    public var columns: Int
    /// The swatch's width and height in pixels, within ``InputRange/swatchSize`` (16…1024; more when labels need it).
    public var swatchSize: Int
    /// Pixels between swatches and around the sheet, within ``InputRange/spacing`` (0…256).
    public var spacing: Int
    /// The swatches' corner radius in pixels, within ``InputRange/length``.
    public var cornerRadius: Double
    /// A title above the swatches.
    public var title: String?
    /// The page.
    public var background: Color
    /// Where the sheet's top-left corner sits on a larger canvas (its swatches start one spacing in).
    public var origin: Point = .zero
    /// The appearance the sheet shows: adaptive colors (`light-dark()`, SwiftUI's `.blue`) are
    /// drawn, labelled and rated for contrast with their values for it. Light by default.
    public var environment = EnvironmentValues()
    /// The label font (DejaVu Sans by default); names use its bold face when it has one here.
    public var font: Font
    public var boldFont: Font
    /// Adds an N×N grid of text samples, each cell's text in one color on another, with the
    /// WCAG 2 ratio and the level it meets.
    public var contrastGrid = false
    /// Adds a row of swatches per color vision deficiency (protanopia, deuteranopia,
    /// tritanopia), under a row as normal vision sees them.
    public var simulate = false
    /// The severity of the simulated deficiencies, within ``InputRange/fraction`` (1: dichromacy).
    public var severity = 1.0

    public init(palette: Palette, labels: [Label] = [.name, .hex], columns: Int = 6, swatchSize: Int = 128, spacing: Int = 20,
                cornerRadius: Double = 18, title: String? = nil, background: Color = ChartInk.sheetPage,
                font: Font = .dejaVuSans, boldFont: Font? = nil) {
        self.palette = palette
        self.labels = labels
        self.columns = columns
        self.swatchSize = swatchSize
        self.spacing = spacing
        self.cornerRadius = cornerRadius
        self.title = title
        self.background = background
        self.font = font
        self.boldFont = boldFont ?? (font === Font.dejaVuSans ? .dejaVuSansBold : font)
    }

    /// Checks the settings, naming the first bad one.
    public func validate() throws {
        func fail(_ message: String) -> PaletteError { PaletteError(message) }
        guard !palette.entries.isEmpty else { throw fail("the palette is empty; give at least one color") }
        func check(_ value: Double, _ range: InputRange, _ name: String) throws {
            do { try range.check(value) } catch { throw fail("\(name): \(error)") }
        }
        try check(Double(columns), .columns, "columns")
        try check(Double(swatchSize), .swatchSize, "size")
        try check(Double(spacing), .spacing, "spacing")
        try check(severity, .fraction, "severity")
        if contrastGrid, palette.entries.count > 64 { throw fail("a contrast grid takes at most 64 colors; the palette has \(palette.entries.count)") }
        try check(cornerRadius, .length, "cornerRadius")
        if let title, title.count > 200 { throw fail("the title has \(title.count) characters; at most 200") }
        do {
            try ResourceLimits.check(palette.entries.count, .paletteColors, "the palette")
        } catch let error as ResourceLimitError {
            throw fail(error.description)
        }
        // The canvas, measured before anything is drawn: a sheet over the largest side is refused
        // here, in time linear in the colors, not after laying out thousands of swatches.
        let size = layout().canvas
        let side = InputRange.canvasSide.maximum
        guard size.width <= side, size.height <= side else {
            throw fail("the sheet of \(palette.entries.count) colors in \(min(columns, palette.entries.count)) columns needs a "
                + "\(size.width)×\(size.height) canvas, over \(side) pixels a side; use more columns, a smaller swatch size or fewer colors")
        }
        do {
            try ResourceLimits.check(ResourceLimits.product(size.width, size.height), .pixels, "the sheet \(size.width)×\(size.height)")
        } catch let error as ResourceLimitError {
            throw fail(error.description)
        }
    }

    /// The sheet's measurements: each color's label lines, the cell size, the grid and the canvas.
    private struct Layout {
        var lines: [[(Label, String)]]
        var cellWidth: Double
        var cellHeight: Double
        var columns: Int
        var canvas: (width: Int, height: Int)
    }

    private static let labelSize = 13.0, lineHeight = 18.0, padding = 12.0

    /// Measures the sheet (one pass over the colors; text widths from the font's advances).
    private func layout() -> Layout {
        let sheet = SheetBuilder(font: font, boldFont: boldFont)
        let labelSize = Self.labelSize, lineHeight = Self.lineHeight, padding = Self.padding
        let lines = palette.entries.map { entry in labels.compactMap { label in Self.text(label, for: entry).map { (label, $0) } } }
        let widest = lines.joined().map { sheet.width($0.1, size: labelSize, bold: $0.0 == .name) }.max() ?? 0
        let mostLines = lines.map(\.count).max() ?? 0
        let cellWidth = max(Double(swatchSize), (widest + 2 * padding).rounded(.up))
        let labelBlock = Double(mostLines) * lineHeight + padding
        let cellHeight = max(Double(swatchSize), (labelBlock + 0.4 * Double(swatchSize)).rounded(.up))
        let columns = max(1, min(self.columns, palette.entries.count))
        let rows = (palette.entries.count + columns - 1) / columns
        let gap = Double(spacing)
        let titleHeight = title == nil ? 0.0 : 52
        let width = Int.clamping(gap + Double(columns) * (cellWidth + gap), to: 0...Int.max)
        let height = Int.clamping(gap + titleHeight + Double(rows) * (cellHeight + gap), to: 0...Int.max)
        return Layout(lines: lines, cellWidth: cellWidth, cellHeight: cellHeight, columns: columns, canvas: (width, height))
    }

    /// The text of one label line for a color (nil when it has nothing to show, a name-less color).
    public static func text(_ label: Label, for entry: Palette.Entry) -> String? {
        let color = entry.color
        func pct(_ v: Double) -> String { PrintfFormat.string("%.0f%%", v * 100) }
        switch label {
        case .name: return entry.name
        case .hex: return color.hexString
        case .rgb:
            let c = color.rgba8
            return "rgb(\(c.r) \(c.g) \(c.b))"
        case .hsb:
            let c = color.gamutMapped(to: .hsb).components
            return PrintfFormat.string("hsb(%.0f ", c.x.isNaN ? 0 : c.x) + pct(c.y) + " " + pct(c.z) + ")"
        case .hsl:
            let c = color.gamutMapped(to: .hsl).components
            return PrintfFormat.string("hsl(%.0f ", c.x.isNaN ? 0 : c.x) + pct(c.y) + " " + pct(c.z) + ")"
        case .cmyk:
            let k = CMYK(srgb: color.gamutMapped(to: .srgb).components)
            return "device-cmyk(" + [k.cyan, k.magenta, k.yellow, k.black].map { PrintfFormat.string("%.0f%%", $0 * 100) }.joined(separator: " ") + ")"
        case .oklch:
            let c = color.components(in: .oklch)
            return PrintfFormat.string("oklch(%.3f %.3f %.1f)", c.x, c.y, c.z.isNaN ? 0 : c.z)
        }
    }

    /// The sheet, with its swatches and labels, in its ``environment``.
    public func chart() -> Chart {
        var resolved = self
        resolved.palette.entries = palette.entries.map { Palette.Entry(name: $0.name, color: $0.color.resolvedColor(in: environment)) }
        resolved.background = background.resolvedColor(in: environment)
        var chart = resolved.drawn()
        chart.scene.environment = environment
        return chart
    }

    /// The sheet of plain colors.
    private func drawn() -> Chart {
        var sheet = SheetBuilder(font: font, boldFont: boldFont, page: background)
        let labelSize = Self.labelSize, lineHeight = Self.lineHeight, padding = Self.padding
        let layout = self.layout()
        let lines = layout.lines, cellWidth = layout.cellWidth, cellHeight = layout.cellHeight, columns = layout.columns
        var (width, height) = layout.canvas
        let gap = Double(spacing)
        let titleHeight = title == nil ? 0.0 : 52
        if let title {
            sheet.text(title, size: 24, in: Rect(x: origin.x + gap, y: origin.y + gap, width: Double(width) - 2 * gap, height: 36),
                       color: background.preferredTextColor, bold: true)
        }
        for (index, entry) in palette.entries.enumerated() {
            let x = origin.x + gap + Double(index % columns) * (cellWidth + gap)
            let y = origin.y + gap + titleHeight + Double(index / columns) * (cellHeight + gap)
            let box = Rect(x: x, y: y, width: cellWidth, height: cellHeight)
            let first = sheet.layers.count
            sheet.shadow(under: box, radius: 8, offset: 3, opacity: 0.18)
            sheet.fill(box, entry.color, cornerRadius: cornerRadius)
            let ink = entry.color.preferredTextColor
            let entryLines = lines[index]
            for (line, (label, text)) in entryLines.enumerated() {
                let lineTop = box.maxY - padding / 2 - Double(entryLines.count - line) * lineHeight
                sheet.text(text, size: labelSize, in: Rect(x: x + padding, y: lineTop, width: cellWidth - 2 * padding, height: lineHeight),
                           color: ink, bold: label == .name)
            }
            // The swatch is the cell: its shadow, fill and labels, named as the palette names it.
            sheet.swatches[sheet.swatches.count - 1].layers = first..<sheet.layers.count
            sheet.swatches[sheet.swatches.count - 1].name = entry.name
        }
        let ink = background.preferredTextColor
        if simulate {
            let section = SimulationSection(colors: palette.entries.map(\.color), severity: severity)
            height += Int(section.draw(into: &sheet, at: Point(x: origin.x + max(gap, 16), y: origin.y + Double(height) + 8), ink: ink).rounded(.up)) + 8
            width = max(width, Int((section.width(sheet) + 2 * max(gap, 16)).rounded(.up)))
        }
        if contrastGrid {
            let section = ContrastGridSection(entries: palette.entries)
            height += Int(section.draw(into: &sheet, at: Point(x: origin.x + max(gap, 16), y: origin.y + Double(height) + 16), ink: ink).rounded(.up)) + 16 + Int(max(gap, 16))
            width = max(width, Int((section.width(sheet) + 2 * max(gap, 16)).rounded(.up)))
        }
        var chart = sheet.chart(width: width, height: height, background: background, title: title ?? palette.name ?? "Palette")
        chart.palette = palette
        return chart
    }
}
