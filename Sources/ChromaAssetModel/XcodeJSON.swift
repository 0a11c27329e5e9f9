/// JSON as Xcode writes an asset catalog's `Contents.json`: keys in alphabetical order,
/// `"key" : value`, two spaces of indent per level, one value per line, a newline at the end.
/// Only the kinds those files (and Icon Composer's `icon.json`, written the same way) use:
/// strings, numbers, booleans, arrays, objects and null.
public indirect enum XcodeJSON: Hashable, Sendable {
    case string(String)
    case integer(Int)
    /// A finite number, written in its shortest form (`0.5`, `1`).
    case number(Double)
    /// `null` (Icon Composer's `"blur-material" : null`).
    case null
    case boolean(Bool)
    case array([XcodeJSON])
    case object([String: XcodeJSON])

    /// The `info` object Xcode writes in every `Contents.json`: author `xcode`, version 1.
    public static let info = XcodeJSON.object(["author": .string("xcode"), "version": .integer(1)])

    /// The `Contents.json` of a catalog or a group folder: only `info`.
    public static let folderContents = XcodeJSON.object(["info": info])

    /// The file's text, ending in a newline.
    public var text: String {
        var out = ""
        write(into: &out, indent: 0)
        return out + "\n"
    }

    private func write(into out: inout String, indent: Int) {
        let pad = String(repeating: " ", count: indent + 2), close = String(repeating: " ", count: indent)
        switch self {
        case .string(let value): out += Self.quoted(value)
        case .integer(let value): out += String(value)
        case .number(let value):
            let finite = value.isFinite ? value : 0
            out += finite == finite.rounded() && abs(finite) < 1e15 ? String(Int(finite)) : String(finite)
        case .null: out += "null"
        case .boolean(let value): out += value ? "true" : "false"
        case .array(let items):
            guard !items.isEmpty else { out += "[\n\n\(close)]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += pad
                item.write(into: &out, indent: indent + 2)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += close + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{\n\n\(close)}"; return }
            out += "{\n"
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                out += pad + Self.quoted(key) + " : "
                members[key]!.write(into: &out, indent: indent + 2)
                out += index == keys.count - 1 ? "\n" : ",\n"
            }
            out += close + "}"
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped, `/` as Xcode writes it (`\/`).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/": out += "\\/"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
