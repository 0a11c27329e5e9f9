import ChromaPalette
import ChromaRaster
import ColorCore
import Foundation

/// The `--simulate` part of a palette sheet: one row of swatches as people with normal vision
/// see the palette, then one row per color vision deficiency (Machado et al. 2009), so the
/// colors that merge are side by side. Its size grows linearly with the number of colors.
struct SimulationSection {
    let colors: [Color]
    /// Severity 0 … 1 of the simulated deficiencies.
    let severity: Double

    static let labelWidth = 132.0, rowGap = 6.0

    /// The side of one swatch: 32 pixels up to 24 colors, 24 above.
    var cell: Double { colors.count <= 24 ? 32 : 24 }

    var title: String {
        severity >= 1 ? "Color vision (Machado et al. 2009)" : PrintfFormat.string("Color vision (Machado et al. 2009, severity %.2f)", severity)
    }

    /// The width the section needs, its title included, excluding the sheet's margins.
    func width(_ sheet: SheetBuilder) -> Double {
        max(Self.labelWidth + Double(colors.count) * cell, sheet.width(title, size: 15, bold: true))
    }

    /// Draws the section with its top-left corner at `origin`; returns its height.
    func draw(into sheet: inout SheetBuilder, at origin: Point, ink: Color) -> Double {
        sheet.text(title, size: 15, in: Rect(x: origin.x, y: origin.y, width: width(sheet), height: 24), color: ink, bold: true)
        var y = origin.y + 30
        let rows: [(String, ColorVisionDeficiency?)] = [("normal vision", nil)] + ColorVisionDeficiency.allCases.map { ($0.rawValue, $0) }
        for (label, deficiency) in rows {
            sheet.text(label, size: 12, in: Rect(x: origin.x, y: y, width: Self.labelWidth - 8, height: cell), color: ink)
            for (index, color) in colors.enumerated() {
                let shown = deficiency.map { color.simulating($0, severity: severity).gamutMapped(to: .srgb, method: .clip) } ?? color
                sheet.fill(Rect(x: origin.x + Self.labelWidth + Double(index) * cell, y: y, width: cell, height: cell), shown)
            }
            y += cell + Self.rowGap
        }
        return y - origin.y
    }
}
