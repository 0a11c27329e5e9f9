import Foundation

extension OrderedJSON {
    /// The value as compact JSON text, members in their order: what Chroma writes back for a
    /// token's `$extensions`.
    var text: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): OrderedJSON.numberText(value)
        case .string(let value): OrderedJSON.quoted(value)
        case .array(let items): "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { OrderedJSON.quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    /// A finite number as JSON: integers without a fraction, others in Swift's shortest form
    /// that reads back to the same `Double` (so a written component is the one read).
    static func numberText(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A string in JSON quotes, escaped as Foundation's JSON writer escapes it.
    static func quoted(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])) ?? Data("[\"\"]".utf8)
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }
}
