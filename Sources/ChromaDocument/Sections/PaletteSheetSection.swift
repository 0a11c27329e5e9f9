import ChromaLimits
import ChromaCharts
import ChromaFiles
import ChromaPalette
import ColorCore

/// A palette sheet document:
///
/// ```json
/// {"palette": {"colors": ["#1e3c72", "coral"] | "from": "sunset.gpl", "labels": ["name", "hex"],
///              "columns": 4, "size": 128, "spacing": 20, "title": "Sunset", "background": "#f7f7f7"}}
/// ```
/// `from` is relative to the document's folder.
enum PaletteSheetSection {
    static func chart(_ node: DocumentNode, context: DocumentContext) throws -> Chart {
        let fields = try node.object(keys: ["colors", "from", "labels", "columns", "size", "spacing", "title", "background", "scale"])
        let palette: Palette
        if let from = fields["from"] {
            guard !fields.has("colors") else { throw node.error("give colors or from, not both") }
            let path = try context.resolve(from)
            do {
                palette = try PaletteReader.read(contentsOf: path)
            } catch let failure as PaletteError {
                throw from.error(failure.redacted)
            } catch let failure as FileError {
                throw from.error(failure.message)
            } catch let failure as InputError {
                throw from.error(failure.description)
            }
        } else if let colors = fields["colors"] {
            palette = Palette(entries: try colors.paletteEntries())
        } else {
            throw node.error("missing key \"colors\" or \"from\"")
        }
        let sheet = PaletteSheet(palette: palette, labels: try fields["labels"]?.sheetLabels() ?? [.name, .hex],
                                 columns: try fields["columns"]?.integer(in: .columns) ?? 6,
                                 swatchSize: try fields["size"]?.integer(in: .swatchSize) ?? 128,
                                 spacing: try fields["spacing"]?.integer(in: .spacing) ?? 20,
                                 title: try fields["title"]?.label() ?? palette.name.map { String($0.prefix(200)) },
                                 background: try fields["background"]?.color() ?? Color(white: 0.97))
        do {
            try sheet.validate()
        } catch let failure as PaletteError {
            throw node.error(failure.message)
        }
        return sheet.chart().scaled(by: try fields["scale"]?.scale() ?? 1)
    }
}
