import ChromaLimits
import Foundation

/// A JSON value whose objects keep their members in file order (design-token files list colors
/// in the order their authors chose, which a palette must keep).
enum OrderedJSON {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([OrderedJSON])
    case object([(String, OrderedJSON)])

    subscript(key: String) -> OrderedJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// Parses JSON text; errors name the byte offset. Lists and objects may nest at most
    /// ``ResourceLimits/nesting`` deep (64 unless raised), checked before each level is
    /// entered, so a deep file is an error, not a stack overflow.
    static func parse(_ data: Data) throws -> OrderedJSON {
        var parser = Parser(bytes: [UInt8](data), maximumDepth: min(ResourceLimits.current.nesting, ResourceLimits.nestingCeiling))
        parser.skipSpace()
        let value = try parser.value()
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected data after the JSON value") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        let maximumDepth: Int
        var index = 0
        /// Lists and objects open around the current value.
        var depth = 0

        func error(_ message: String) -> PaletteError { PaletteError("malformed JSON at byte \(index): \(message)") }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0a, 0x0d].contains(bytes[index]) { index += 1 }
        }

        mutating func expect(_ byte: UInt8) throws {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else { throw error("expected '\(Character(Unicode.Scalar(byte)))'") }
            index += 1
        }

        /// Enters a list or an object, refusing one level deeper than ``maximumDepth``.
        mutating func enter() throws {
            depth += 1
            guard depth <= maximumDepth else {
                do { try ResourceLimits.check(depth, .nesting, "the file") } catch let excess as ResourceLimitError { throw error(excess.description) }
                throw error("\(depth) levels of nesting, over the limit of \(maximumDepth)")
            }
        }

        mutating func value() throws -> OrderedJSON {
            skipSpace()
            guard index < bytes.count else { throw error("the data ends where a value was expected") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                try enter()
                defer { depth -= 1 }
                index += 1
                var members: [(String, OrderedJSON)] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                while true {
                    skipSpace()
                    guard case .string(let key) = try value() else { throw error("expected a member name in quotes") }
                    try expect(UInt8(ascii: ":"))
                    members.append((key, try value()))
                    skipSpace()
                    guard index < bytes.count else { throw error("an object is never closed") }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    try expect(UInt8(ascii: "}"))
                    return .object(members)
                }
            case UInt8(ascii: "["):
                try enter()
                defer { depth -= 1 }
                index += 1
                var items: [OrderedJSON] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
                while true {
                    items.append(try value())
                    skipSpace()
                    guard index < bytes.count else { throw error("an array is never closed") }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    try expect(UInt8(ascii: "]"))
                    return .array(items)
                }
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t") where bytes[index...].starts(with: Array("true".utf8)):
                index += 4; return .bool(true)
            case UInt8(ascii: "f") where bytes[index...].starts(with: Array("false".utf8)):
                index += 5; return .bool(false)
            case UInt8(ascii: "n") where bytes[index...].starts(with: Array("null".utf8)):
                index += 4; return .null
            default:
                let start = index
                while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
                guard index > start, let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
                    index = start
                    throw error("unexpected '\(Character(Unicode.Scalar(bytes[start])))'")
                }
                guard number.isFinite else {
                    let text = String(decoding: bytes[start..<Swift.min(index, start + 40)], as: UTF8.self)
                    index = start
                    throw error("the number \(text) is out of range; expected a finite number")
                }
                return .number(number)
            }
        }

        mutating func string() throws -> String {
            index += 1  // the opening quote
            var units: [UInt16] = []
            var raw: [UInt8] = []
            func flushRaw() { units += String(decoding: raw, as: UTF8.self).utf16; raw = [] }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") { flushRaw(); return String(decoding: units, as: UTF16.self) }
                if byte != UInt8(ascii: "\\") { raw.append(byte); continue }
                flushRaw()
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "n"): units.append(10)
                case UInt8(ascii: "t"): units.append(9)
                case UInt8(ascii: "r"): units.append(13)
                case UInt8(ascii: "b"): units.append(8)
                case UInt8(ascii: "f"): units.append(12)
                case UInt8(ascii: "u"):
                    guard index + 4 <= bytes.count, let code = UInt16(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
                        throw error("a \\u escape needs four hex digits")
                    }
                    units.append(code)
                    index += 4
                default: units.append(UInt16(escape))
                }
            }
            throw error("a string is never closed")
        }
    }
}
