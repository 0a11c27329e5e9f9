/// The one JSON writer: a ``JSON`` value as text in a ``JSONStyle``.
public enum JSONWriter {
    /// `value` as JSON text laid out in `style`.
    public static func text(_ value: JSON, style: JSONStyle) -> String {
        var out = ""
        switch style.layout {
        case .compact: compact(value, into: &out, style)
        case .indented: block(value, into: &out, style, indent: 0)
        case .xcode:
            block(value, into: &out, style, indent: 0)
            out += "\n"
        }
        return out
    }

    /// A number as JSON writes it: integers below 10¹⁵ in magnitude without a fraction (`0` for
    /// ±0), others in Swift's shortest form that reads back to the same `Double` (`0.5`, `1e-05`,
    /// `1e+21`), `null` for NaN and the infinities, which JSON cannot hold.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    private static func scalar(_ value: JSON, into out: inout String, _ style: JSONStyle) -> Bool {
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let number): out += Self.number(number)
        case .string(let text): JSONString.append(text, to: &out, escapingSlash: style.escapesSlash)
        case .array, .object: return false
        }
        return true
    }

    private static func compact(_ value: JSON, into out: inout String, _ style: JSONStyle) {
        if scalar(value, into: &out, style) { return }
        switch value {
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                compact(item, into: &out, style)
            }
            out += "]"
        case .object(let object):
            out += "{"
            for (index, key) in object.keys.enumerated() {
                if index > 0 { out += "," }
                JSONString.append(key, to: &out, escapingSlash: style.escapesSlash)
                out += ":"
                compact(object.values[index], into: &out, style)
            }
            out += "}"
        default: break
        }
    }

    private static func isScalar(_ value: JSON) -> Bool {
        switch value {
        case .array, .object: false
        default: true
        }
    }

    /// The indented layouts, `.indented` and `.xcode`, which differ only in the colon, the
    /// order of keys, empty containers and arrays of scalars. `indent` counts spaces.
    private static func block(_ value: JSON, into out: inout String, _ style: JSONStyle, indent: Int) {
        if scalar(value, into: &out, style) { return }
        let xcode = style.layout == .xcode
        let entries: [(key: String?, value: JSON)]
        let (open, end): (String, String)
        switch value {
        case .array(let items) where !xcode && items.allSatisfy(isScalar):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += ", " }
                _ = scalar(item, into: &out, style)
            }
            out += "]"
            return
        case .array(let items):
            entries = items.map { (nil, $0) }
            (open, end) = ("[", "]")
        case .object(let object):
            entries = (xcode ? object.keys.sorted() : object.keys).map { ($0, object[$0]!) }
            (open, end) = ("{", "}")
        default: return
        }
        let pad = String(repeating: " ", count: indent + 2), close = String(repeating: " ", count: indent)
        guard !entries.isEmpty else {
            out += xcode ? open + "\n\n" + close + end : open + end
            return
        }
        out += open + "\n"
        for (index, entry) in entries.enumerated() {
            out += pad
            if let key = entry.key {
                JSONString.append(key, to: &out, escapingSlash: style.escapesSlash)
                out += xcode ? " : " : ": "
            }
            block(entry.value, into: &out, style, indent: indent + 2)
            out += index == entries.count - 1 ? "\n" : ",\n"
        }
        out += close + end
    }
}
