import ChromaFiles
import ChromaLimits
import ChromaRaster
import ChromaText
import Foundation

/// Text layers:
///
/// ```json
/// {"text": {"string": "Sunset", "at": [24, 48], "size": 32, "weight": "bold", "font": "path.ttf"}, "paint": "#1e3c72"}
/// {"text": {"string": "Centered", "box": [0, 0, 512, 64], "align": "center", "size": 24}}
/// ```
/// Text takes any paint (black by default) and an opacity; `at` is the start of the baseline,
/// or `box` centres the line vertically and aligns it (leading, center, trailing). A relative
/// `font` path is read from the document's folder.
enum TextSection {
    static func layer(_ node: DocumentNode, context: DocumentContext) throws -> Layer {
        let layer = try node.object(keys: ["text", "paint", "opacity"])
        let textNode = try layer.required("text")
        let text = try textNode.object(keys: ["string", "at", "box", "align", "size", "weight", "font"])
        let content = try text.required("string").label()
        let size = try text["size"]?.number(in: .textSize) ?? 16
        let weight = try text["weight"]?.choice("weight", among: ["regular", "bold"]) ?? "regular"
        let face: Font
        if let fontNode = text["font"] {
            let path = try context.resolve(fontNode)
            // Only a regular file (after links): a FIFO or a device would block or feed FreeType
            // without end.
            do { try InputFile.requireRegularFile(path) } catch let failure as FileError {
                throw fontNode.error(failure.message)
            }
            do {
                face = try Font(path: path)
            } catch let failure as FontError {
                throw fontNode.error(failure.message)
            }
        } else {
            face = weight == "bold" ? .dejaVuSansBold : .dejaVuSans
        }
        let missing = face.missingCharacters(in: content)
        if !missing.isEmpty {
            context.warnings.list.append(DocumentError(path: textNode.path(of: "string"),
                message: "\(face.name) has no glyph for \(Font.describe(missing)); they are drawn as boxes. Give \"font\" a font file that has them"))
        }
        let origin: Point, width: Double
        if let boxNode = text["box"] {
            let layout = face.layout(content, size: size, in: try boxNode.rect(),
                                     alignment: try text["align"]?.choice("alignment", TextAlignment.self) ?? .leading)
            origin = layout.origin
            width = layout.width
        } else if let at = text["at"] {
            origin = try at.pixelPoint()
            width = face.width(of: content, size: size)
        } else {
            throw textNode.error("missing key \"at\" (the baseline's start) or \"box\"")
        }
        let box = Rect(x: origin.x, y: origin.y - size, width: max(width, 1), height: size * 1.25)
        let paint = try layer["paint"].map { try PaintSection.paint($0, box: box) } ?? .solid(.black)
        let opacity = try layer["opacity"]?.number(in: .fraction) ?? 1
        return face.layer(for: content, size: size, at: origin, paint: paint, opacity: opacity)
    }
}
