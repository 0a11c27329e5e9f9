import ChromaSVG

/// A JSON value written with its members in the order given and numbers at fixed decimals
/// (``SVGNumber``), so the same animation always gives the same bytes.
enum JSONNode {
    case number(Double, decimals: Int)
    case int(Int)
    case string(String)
    case bool(Bool)
    case array([JSONNode])
    case object([(String, JSONNode)])

    /// A number at 3 decimals (coordinates, times in frames).
    static func n(_ value: Double) -> JSONNode { .number(value, decimals: 3) }
    /// A number at 4 decimals (colors, easing handles, stop offsets).
    static func u(_ value: Double) -> JSONNode { .number(value, decimals: 4) }
    /// An array of numbers at 3 decimals.
    static func ns(_ values: [Double]) -> JSONNode { .array(values.map(n)) }
    /// An array of numbers at 4 decimals.
    static func us(_ values: [Double]) -> JSONNode { .array(values.map(u)) }

    /// The compact text.
    var text: String {
        var out = ""
        write(into: &out)
        return out
    }

    func write(into out: inout String) {
        switch self {
        case .number(let value, let decimals): out += SVGNumber.format(value, decimals: decimals)
        case .int(let value): out += String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .string(let value): Self.quote(value, into: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                Self.quote(key, into: &out)
                out += ":"
                value.write(into: &out)
            }
            out += "}"
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped.
    static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
