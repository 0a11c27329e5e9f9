/// A JSON value with ordered object keys, written by hand so output is stable and numbers are
/// printed unrounded (Swift's shortest round-trip form).
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func == (a: JSONValue, b: JSONValue) -> Bool {
        a.serialized() == b.serialized()
    }

    /// A number, or null when it is NaN or infinite (JSON has neither).
    static func finite(_ value: Double) -> JSONValue {
        value.isFinite ? .number(value) : .null
    }

    /// The value as JSON text, indented by two spaces per level.
    func serialized(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent + 1)
        let closePad = String(repeating: "  ", count: indent)
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(var v):
            // Conversion noise below 1e-12 in magnitude (a gray's OKLab a of 5.55e-14) and
            // negative zero are written as 0; JSON has no NaN or infinity.
            guard v.isFinite else { return "null" }
            if abs(v) < 1e-12 { v = 0 }
            if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
            return "\(v)"
        case .string(let s): return Self.quote(s)
        case .array(let values):
            // Arrays of scalars stay on one line; they are components.
            if values.allSatisfy({ if case .array = $0 { false } else if case .object = $0 { false } else { true } }) {
                return "[" + values.map { $0.serialized() }.joined(separator: ", ") + "]"
            }
            if values.isEmpty { return "[]" }
            return "[\n" + values.map { pad + $0.serialized(indent: indent + 1) }.joined(separator: ",\n")
                + "\n" + closePad + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            return "{\n" + members.map { pad + Self.quote($0.0) + ": " + $0.1.serialized(indent: indent + 1) }
                .joined(separator: ",\n") + "\n" + closePad + "}"
        }
    }

    private static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    out += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
