import ChromaLimits
import ChromaPalette
import ChromaRaster
import ColorCore
import Foundation

/// Scene files that describe a chart or a palette sheet instead of layers:
///
/// ```json
/// {"chart": {"kind": "hsb", "step": 0.1, "fullBrightness": false}}
/// {"chart": {"kind": "wheel", "hue": 200}}
/// {"chart": {"kind": "harmony", "color": "#3366cc", "model": "oklch"}}
/// {"chart": {"kind": "mixing", "pairs": [["red", "blue"], ["white", "#0000ff"]]}}
/// {"palette": {"colors": ["#1e3c72", "coral"] | "from": "sunset.gpl", "labels": ["name", "hex"],
///              "columns": 4, "size": 128, "spacing": 20, "title": "Sunset", "background": "#f7f7f7"}}
/// ```
/// A palette's `from` is relative to the scene file's folder.
public enum ChartDocument {
    /// The scene of a chart or palette document, or nil for other scene files.
    /// - Throws: ``SceneError`` naming the JSON path of the bad value.
    public static func decode(_ data: Data, folder: String) throws -> Scene? {
        guard case .object(let root) = try SceneDecoder.parseJSON(data) else { return nil }
        if let chart = root["chart"] { return try self.chart(chart, others: root.count).scene }
        if let palette = root["palette"] { return try self.palette(palette, others: root.count, folder: folder).scene }
        return nil
    }

    private static func error(_ path: String, _ message: String) -> SceneError { SceneError(path: path, message: message) }

    private static func fields(_ json: SceneJSON, _ path: String, _ keys: [String]) throws -> [String: SceneJSON] {
        guard case .object(let members) = json else { throw error(path, "expected an object, found \(json.typeName)") }
        for key in members.keys.sorted() where !keys.contains(key) {
            throw error(path, "unknown key '\(key)'; expected \(keys.joined(separator: ", "))")
        }
        return members
    }

    private static func number(_ json: SceneJSON?, _ path: String, _ fallback: Double) throws -> Double {
        guard let json else { return fallback }
        guard case .number(let n) = json, n.isFinite else { throw error(path, "expected a number, found \(json.typeName)") }
        return n
    }

    private static func string(_ json: SceneJSON?, _ path: String) throws -> String? {
        guard let json else { return nil }
        guard case .string(let text) = json else { throw error(path, "expected a string, found \(json.typeName)") }
        return text
    }

    /// A string drawn as text: checked against the text length limit.
    private static func label(_ json: SceneJSON?, _ path: String) throws -> String? {
        guard let text = try string(json, path) else { return nil }
        do {
            try ResourceLimits.check(text.count, .textLength, "the text")
        } catch let failure as ResourceLimitError {
            throw error(path, failure.description)
        }
        return text
    }

    private static func color(_ json: SceneJSON?, _ path: String) throws -> Color? {
        guard let text = try string(json, path) else { return nil }
        do { return try Color(parsing: text) } catch let failure as ColorParseError {
            throw error(path, "expected a color string: \(failure.description)")
        }
    }

    static func chart(_ json: SceneJSON, others: Int) throws -> Chart {
        guard others == 1 else { throw error("", "a chart document has only a chart section") }
        let f = try fields(json, "chart", ["kind", "step", "fullBrightness", "hue", "color", "model", "pairs"])
        let kind = try string(f["kind"], "chart.kind") ?? ""
        switch kind {
        case "rgb", "hsb":
            let step = try number(f["step"], "chart.step", 0.1)
            guard Charts.stepRange.contains(step) else {
                throw error("chart.step", "\(step) is outside \(Charts.stepRange.lowerBound)…\(Charts.stepRange.upperBound)")
            }
            var full = false
            if case .bool(let value)? = f["fullBrightness"] { full = value } else if f["fullBrightness"] != nil {
                throw error("chart.fullBrightness", "expected true or false")
            }
            return kind == "rgb" ? Charts.rgbGrid(step: step) : Charts.hsbGrid(step: step, fullBrightness: full)
        case "strips":
            return Charts.strips()
        case "wheel":
            return Charts.wheel(hue: try number(f["hue"], "chart.hue", 180))
        case "harmony":
            let model = try string(f["model"], "chart.model") ?? "hsb"
            guard let harmonyModel = HarmonyModel(rawValue: model) else { throw error("chart.model", "unknown model '\(model)'; expected hsb or oklch") }
            return Charts.harmonies(of: try color(f["color"], "chart.color") ?? Color(rgb: 0x3366cc), model: harmonyModel)
        case "mixing":
            guard case .array(let items)? = f["pairs"], !items.isEmpty, items.count <= 32 else {
                throw error("chart.pairs", "expected 1 to 32 pairs of colors, [[A, B], …]")
            }
            let pairs = try items.enumerated().map { i, item -> (Color, Color) in
                guard case .array(let two) = item, two.count == 2, let a = try color(two[0], "chart.pairs[\(i)][0]"),
                      let b = try color(two[1], "chart.pairs[\(i)][1]")
                else { throw error("chart.pairs[\(i)]", "expected a pair of colors, [A, B]") }
                return (a, b)
            }
            return Charts.mixing(pairs: pairs)
        default:
            throw error("chart.kind", "unknown chart '\(kind)'; expected rgb, hsb, strips, wheel, harmony or mixing")
        }
    }

    static func palette(_ json: SceneJSON, others: Int, folder: String) throws -> Chart {
        guard others == 1 else { throw error("", "a palette document has only a palette section") }
        let f = try fields(json, "palette", ["colors", "from", "labels", "columns", "size", "spacing", "title", "background"])
        let palette: Palette
        if let from = try string(f["from"], "palette.from") {
            guard f["colors"] == nil else { throw error("palette", "give colors or from, not both") }
            let path = from.hasPrefix("/") ? from : folder + "/" + from
            do { palette = try PaletteReader.read(contentsOf: path) } catch let failure as PaletteError { throw error("palette.from", failure.message) }
        } else {
            guard case .array(let items)? = f["colors"] else { throw error("palette", "missing key 'colors' or 'from'") }
            palette = Palette(entries: try items.enumerated().map { i, item in
                guard case .string(let text) = item else { throw error("palette.colors[\(i)]", "expected a color string, found \(item.typeName)") }
                return Palette.Entry(name: text.hasPrefix("#") ? nil : text, color: try color(item, "palette.colors[\(i)]")!)
            })
        }
        var labels: [PaletteSheet.Label] = [.name, .hex]
        if let labelList = f["labels"] {
            guard case .array(let names) = labelList else { throw error("palette.labels", "expected an array of label names") }
            labels = try names.enumerated().map { i, item in
                guard case .string(let name) = item, let label = PaletteSheet.Label(rawValue: name) else {
                    throw error("palette.labels[\(i)]", "expected one of " + PaletteSheet.Label.allCases.map(\.rawValue).joined(separator: ", "))
                }
                return label
            }
        }
        let sheet = PaletteSheet(palette: palette, labels: labels, columns: Int(try number(f["columns"], "palette.columns", 6)),
                                 swatchSize: Int(try number(f["size"], "palette.size", 128)), spacing: Int(try number(f["spacing"], "palette.spacing", 20)),
                                 title: try label(f["title"], "palette.title"),
                                 background: try color(f["background"], "palette.background") ?? Color(white: 0.97))
        do { try sheet.validate() } catch let failure as PaletteError { throw error("palette", failure.message) }
        return sheet.chart()
    }
}
