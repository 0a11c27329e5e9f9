import ChromaLimits
import ChromaCharts
import ChromaPalette
import ChromaRaster

/// Swatch grid layers:
///
/// ```json
/// {"swatches": {"colors": ["#1e3c72", "coral"], "at": [0, 80], "columns": 4, "size": 96, "spacing": 16,
///               "labels": ["name", "hex"], "cornerRadius": 16}}
/// ```
enum SwatchesSection {
    static func layers(_ node: DocumentNode) throws -> [Layer] {
        let layer = try node.object(keys: ["swatches"])
        let swatchesNode = try layer.required("swatches")
        let fields = try swatchesNode.object(keys: ["colors", "at", "columns", "size", "spacing", "labels", "cornerRadius"])
        var sheet = PaletteSheet(palette: Palette(entries: try fields.required("colors").paletteEntries()),
                                 labels: try fields["labels"]?.sheetLabels() ?? [.name, .hex],
                                 columns: try fields["columns"]?.integer(in: .columns) ?? 6,
                                 swatchSize: try fields["size"]?.integer(in: .swatchSize) ?? 128,
                                 spacing: try fields["spacing"]?.integer(in: .spacing) ?? 20,
                                 cornerRadius: try fields["cornerRadius"]?.length() ?? 18)
        sheet.origin = try fields["at"]?.pixelPoint() ?? .zero
        do {
            try sheet.validate()
        } catch let failure as PaletteError {
            throw swatchesNode.error(failure.message)
        }
        return sheet.chart().scene.layers
    }
}
