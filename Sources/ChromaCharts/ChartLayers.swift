import ChromaLimits
import ChromaPalette
import ChromaRaster
import ChromaText
import ColorCore
import Foundation

/// The scene-file layers of text and swatches:
///
/// ```json
/// {"text": {"string": "Sunset", "at": [24, 48], "size": 32, "weight": "bold", "font": "path.ttf"}, "paint": "#1e3c72"}
/// {"text": {"string": "Centered", "box": [0, 0, 512, 64], "align": "center", "size": 24}}
/// {"swatches": {"colors": ["#1e3c72", "coral"], "at": [0, 80], "columns": 4, "size": 96, "spacing": 16,
///               "labels": ["name", "hex"], "cornerRadius": 16}}
/// ```
/// Text takes any paint (black by default) and an opacity; `at` is the start of the baseline,
/// or `box` centres the line vertically and aligns it (leading, center, trailing).
public enum ChartLayers {
    /// Decodes a text or swatches layer, or returns nil for other layers.
    @Sendable
    public static func decode(_ json: SceneJSON, path: String, canvas: Rect) throws -> [Layer]? {
        guard case .object(let members) = json else { return nil }
        if let text = members["text"] { return [try textLayer(members, text, path: path)] }
        if let swatches = members["swatches"] { return try swatchLayers(members, swatches, path: path) }
        return nil
    }

    private static func error(_ path: String, _ message: String) -> SceneError { SceneError(path: path, message: message) }

    private static func object(_ json: SceneJSON, path: String, keys: [String]) throws -> [String: SceneJSON] {
        guard case .object(let members) = json else { throw error(path, "expected an object, found \(json.typeName)") }
        for key in members.keys.sorted() where !keys.contains(key) {
            throw error(path, "unknown key '\(key)'; expected \(keys.joined(separator: ", "))")
        }
        return members
    }

    private static func number(_ json: SceneJSON?, path: String, default value: Double, range: ClosedRange<Double>) throws -> Double {
        guard let json else { return value }
        guard case .number(let n) = json, n.isFinite else { throw error(path, "expected a number, found \(json.typeName)") }
        guard range.contains(n) else { throw error(path, "\(n) is outside \(range.lowerBound)…\(range.upperBound)") }
        return n
    }

    private static func string(_ json: SceneJSON?, path: String) throws -> String? {
        guard let json else { return nil }
        guard case .string(let text) = json else { throw error(path, "expected a string, found \(json.typeName)") }
        return text
    }

    private static func numbers(_ json: SceneJSON?, path: String, count: Int) throws -> [Double]? {
        guard let json else { return nil }
        guard case .array(let items) = json, items.count == count else { throw error(path, "expected \(count) numbers") }
        return try items.enumerated().map { i, item in
            guard case .number(let n) = item, n.isFinite else { throw error("\(path)[\(i)]", "expected a number, found \(item.typeName)") }
            return n
        }
    }

    private static func font(_ json: SceneJSON?, weight: String, path: String) throws -> Font {
        if let file = try string(json, path: path + ".font") {
            do { return try Font(path: file) } catch let failure as FontError { throw error(path + ".font", failure.message) }
        }
        return weight == "bold" ? .dejaVuSansBold : .dejaVuSans
    }

    private static func textLayer(_ layer: [String: SceneJSON], _ json: SceneJSON, path: String) throws -> Layer {
        _ = try object(.object(layer), path: path, keys: ["text", "paint", "opacity"])
        let textPath = path + ".text"
        let text = try object(json, path: textPath, keys: ["string", "at", "box", "align", "size", "weight", "font"])
        guard let content = try string(text["string"], path: textPath + ".string") else { throw error(textPath, "missing key 'string'") }
        do {
            try ResourceLimits.check(content.count, .textLength, "the text")
        } catch let failure as ResourceLimitError {
            throw error(textPath + ".string", failure.description)
        }
        let size = try number(text["size"], path: textPath + ".size", default: 16, range: 1...2048)
        let weight = try string(text["weight"], path: textPath + ".weight") ?? "regular"
        guard ["regular", "bold"].contains(weight) else { throw error(textPath + ".weight", "unknown weight '\(weight)'; expected regular or bold") }
        let face = try font(text["font"], weight: weight, path: textPath)
        let width = face.width(of: content, size: size)
        let origin: Point
        if let box = try numbers(text["box"], path: textPath + ".box", count: 4) {
            let align = try string(text["align"], path: textPath + ".align") ?? "leading"
            let (ascent, descent) = face.verticalMetrics(size: size)
            let y = box[1] + (box[3] + ascent - descent) / 2
            switch align {
            case "leading": origin = Point(x: box[0], y: y)
            case "center": origin = Point(x: box[0] + (box[2] - width) / 2, y: y)
            case "trailing": origin = Point(x: box[0] + box[2] - width, y: y)
            default: throw error(textPath + ".align", "unknown alignment '\(align)'; expected leading, center or trailing")
            }
        } else if let at = try numbers(text["at"], path: textPath + ".at", count: 2) {
            origin = Point(x: at[0], y: at[1])
        } else {
            throw error(textPath, "missing key 'at' (the baseline's start) or 'box'")
        }
        let paint = try layer["paint"].map { try SceneDecoder.decodePaint($0, path: path + ".paint") } ?? .solid(.black)
        let opacity = try number(layer["opacity"], path: path + ".opacity", default: 1, range: 0...1)
        return Layer(paint: paint, shape: .path(face.path(for: content, size: size, at: origin), fillRule: .nonZero), opacity: opacity)
    }

    private static func swatchLayers(_ layer: [String: SceneJSON], _ json: SceneJSON, path: String) throws -> [Layer] {
        _ = try object(.object(layer), path: path, keys: ["swatches"])
        let swatchPath = path + ".swatches"
        let fields = try object(json, path: swatchPath, keys: ["colors", "at", "columns", "size", "spacing", "labels", "cornerRadius"])
        guard case .array(let items)? = fields["colors"] else { throw error(swatchPath + ".colors", "expected an array of colors") }
        let entries = try items.enumerated().map { i, item -> Palette.Entry in
            guard case .string(let text) = item else { throw error("\(swatchPath).colors[\(i)]", "expected a color string, found \(item.typeName)") }
            do {
                return Palette.Entry(name: text.hasPrefix("#") ? nil : text, color: try Color(parsing: text))
            } catch let failure as ColorParseError {
                throw error("\(swatchPath).colors[\(i)]", "expected a color string: \(failure.description)")
            }
        }
        var labels: [PaletteSheet.Label] = [.name, .hex]
        if case .array(let names)? = fields["labels"] {
            labels = try names.enumerated().map { i, item in
                guard case .string(let name) = item, let label = PaletteSheet.Label(rawValue: name) else {
                    throw error("\(swatchPath).labels[\(i)]", "expected one of " + PaletteSheet.Label.allCases.map(\.rawValue).joined(separator: ", "))
                }
                return label
            }
        } else if fields["labels"] != nil {
            throw error(swatchPath + ".labels", "expected an array of label names")
        }
        let at = try numbers(fields["at"], path: swatchPath + ".at", count: 2) ?? [0, 0]
        var sheet = PaletteSheet(palette: Palette(entries: entries), labels: labels,
                                 columns: Int(try number(fields["columns"], path: swatchPath + ".columns", default: 6, range: 1...64)),
                                 swatchSize: Int(try number(fields["size"], path: swatchPath + ".size", default: 128, range: 16...1024)),
                                 spacing: Int(try number(fields["spacing"], path: swatchPath + ".spacing", default: 20, range: 0...256)),
                                 cornerRadius: try number(fields["cornerRadius"], path: swatchPath + ".cornerRadius", default: 18, range: 0...1024))
        sheet.origin = Point(x: at[0], y: at[1])
        do { try sheet.validate() } catch let failure as PaletteError { throw error(swatchPath, failure.message) }
        return sheet.chart().scene.layers
    }
}
