/// A JSON value (RFC 8259) whose objects keep their members in order: what every JSON file Chroma
/// reads becomes (documents, design tokens, asset catalogs) and what every JSON file it writes is
/// built as (reports, tokens, Lottie, `Contents.json`, manifests), read by ``JSONReader`` and
/// written by ``JSONWriter``.
///
/// A number is a `Double`: a number read is the `Double` nearest its text, and a number written
/// is the shortest text that reads back to the same `Double`, so a value read and written again
/// is the same value. JSON has no NaN or infinity: the reader refuses them and the writer writes
/// `null` for them.
public enum JSON: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number; finite when read.
    case number(Double)
    case string(String)
    case array([JSON])
    case object(JSONObject)

    /// The member named `key` when the value is an object that has one; nil otherwise.
    public subscript(key: String) -> JSON? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

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

    /// The value as JSON text in `style` (compact unless given).
    public func text(_ style: JSONStyle = .compact) -> String {
        JSONWriter.text(self, style: style)
    }
}
