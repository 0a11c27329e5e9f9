import ChromaJSON
import ChromaLimits

/// One value of a parsed document, JSON's six kinds, whichever syntax it was written in (JSON or
/// YAML): the one ordered ``JSON`` value. Objects keep their keys in the order written. Decoding
/// is strict: a number is never read as a Boolean or the other way round.
public typealias DocumentValue = JSON

/// A document's object: keys in the order written, each once (``JSONObject``).
public typealias DocumentObject = JSONObject

extension JSON {
    /// The value as an error message shows it: its kind, and for scalars the value itself,
    /// cut to ``DocumentValue/quotedLimit`` characters with control characters escaped, so a
    /// hostile document cannot flood or drive the terminal.
    public var described: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): DocumentValue.format(value)
        case .string(let text): "the string " + DocumentValue.quote(text)
        case .array(let items): "an array of \(items.count)"
        case .object(let object): "an object with \(object.count) key\(object.count == 1 ? "" : "s")"
        }
    }

    /// The most characters of input an error message quotes.
    public static let quotedLimit = 60

    /// Text in double quotes for a message: at most ``quotedLimit`` characters (then "…"), with
    /// quotes, backslashes and control characters escaped.
    public static func quote(_ text: String) -> String {
        "\"" + escape(text, limit: quotedLimit, quotes: true) + "\""
    }

    /// Text made safe for a terminal line: at most `limit` characters (then "…"), backslashes
    /// and control characters (C0, DEL, C1) escaped, and double quotes when `quotes` is true.
    public static func escape(_ text: String, limit: Int, quotes: Bool = false) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                result += "…"
                break
            }
            count += 1
            switch scalar {
            case "\"" where quotes: result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || (0x7f...0x9f).contains(scalar.value) {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// A number as a message shows it: whole numbers without ".0", others in Swift's shortest form.
    public static func format(_ value: Double) -> String { InputRange.format(value) }
}
