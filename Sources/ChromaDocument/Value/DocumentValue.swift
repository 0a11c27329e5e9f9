import ChromaLimits
/// One value of a parsed document, JSON's six kinds, whichever syntax it was written in (JSON or
/// YAML). Objects keep their keys in the order written. Decoding is strict: a number is never
/// read as a Boolean or the other way round.
public enum DocumentValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A finite number (readers refuse NaN and infinities before they get here).
    case number(Double)
    case string(String)
    case array([DocumentValue])
    case object(DocumentObject)

    /// A short name of the value's kind, for error messages: "a number", "an object".
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

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

/// A document's object: keys in the order written, each once.
public struct DocumentObject: Hashable, Sendable {
    /// The keys, in the order written.
    public private(set) var keys: [String] = []
    private var values: [String: DocumentValue] = [:]

    /// An empty object.
    public init() {}

    /// Members, in the order given; a repeated key keeps its last value.
    public init(_ members: [(String, DocumentValue)]) {
        for (key, value) in members { self[key] = value }
    }

    /// The number of members.
    public var count: Int { keys.count }

    /// The value of `key`, if present. Setting a new key appends it; setting nil is not supported.
    public subscript(key: String) -> DocumentValue? {
        get { values[key] }
        set {
            guard let newValue else { return }
            if values.updateValue(newValue, forKey: key) == nil { keys.append(key) }
        }
    }

    /// The members, in the order written.
    public var members: [(key: String, value: DocumentValue)] { keys.map { ($0, values[$0]!) } }
}
