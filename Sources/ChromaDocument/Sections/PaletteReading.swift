import ChromaLimits
import ChromaCharts
import ChromaPalette

/// The parts palette sheets and swatch grids share: colors as palette entries, label kinds.
extension DocumentNode {
    /// An array of color strings as palette entries (a name for every color not written in hex),
    /// checked against the palette color limit first.
    func paletteEntries() throws -> [Palette.Entry] {
        try array(limit: .paletteColors, what: "the palette").map { item in
            let color = try item.color()
            let text = try item.string()
            return Palette.Entry(name: text.hasPrefix("#") ? nil : text, color: color)
        }
    }

    /// An array of label kinds: name, hex, rgb, hsb, oklch…
    func sheetLabels() throws -> [PaletteSheet.Label] {
        try array().map { try $0.choice("label", PaletteSheet.Label.self) }
    }
}
