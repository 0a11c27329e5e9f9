import ChromaLimits

/// The one JSON reader: strict RFC 8259 text into a ``JSON`` value, objects in file order. No
/// comments, no trailing commas, no NaN or infinities, no number out of a `Double`'s range, no
/// key twice in one object, valid UTF-8 only. The length is checked before anything is read and
/// each list or object's depth before it is entered, so neither a huge nor a deep text exhausts
/// memory or the stack; every error names the line and column of the fault and what was found.
public struct JSONReader {
    private let bytes: [UInt8]
    private var index = 0
    private let maximumDepth: Int
    private let subject: String
    /// The keys and array positions leading to the value being read, for errors.
    private var path: [String] = []

    /// The nesting limit in force: ``ResourceLimits/nesting`` (64 unless raised with
    /// `CHROMA_MAX_NESTING`), at most ``ResourceLimits/nestingCeiling``.
    public static var currentMaximumDepth: Int { min(ResourceLimits.current.nesting, ResourceLimits.nestingCeiling) }

    /// Reads `bytes`, which must hold one JSON value and nothing else but white space.
    /// - Parameters:
    ///   - maximumDepth: the most levels of lists and objects, 1 or more; the current nesting
    ///     limit unless given.
    ///   - maximumBytes: the longest text read, in bytes; no limit unless given.
    ///   - subject: what the text is, for the nesting message ("the document", "the file").
    /// - Throws: ``JSONReadError`` naming the line and column of the first fault.
    public static func parse(_ bytes: [UInt8], maximumDepth: Int = currentMaximumDepth, maximumBytes: Int = .max,
                             subject: String = "the document") throws(JSONReadError) -> JSON {
        guard bytes.count <= maximumBytes else {
            throw JSONReadError(kind: .size(limit: maximumBytes), path: [], line: 0, column: 0,
                                description: "\(subject) is \(bytes.count) bytes of JSON, over the limit of \(maximumBytes) bytes")
        }
        var reader = JSONReader(bytes: bytes, maximumDepth: max(maximumDepth, 1), subject: subject)
        reader.skipSpace()
        let value = try reader.value(depth: 1)
        reader.skipSpace()
        guard reader.index == bytes.count else { throw reader.fault("expected the end of the document") }
        return value
    }

    private init(bytes: [UInt8], maximumDepth: Int, subject: String) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.subject = subject
    }

    /// The line and column (characters, not bytes) of ``index``.
    private var place: (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return (line, column)
    }

    private func fault(_ message: String, kind: JSONReadError.Kind = .syntax) -> JSONReadError {
        let (line, column) = place
        let found = index < bytes.count ? Self.describe(bytes[index]) : "the end of the document"
        return JSONReadError(kind: kind, path: path, line: line, column: column,
                             description: "malformed JSON at line \(line), column \(column): \(message), found \(found)")
    }

    private static func describe(_ byte: UInt8) -> String {
        if (0x21...0x7E).contains(byte) { return "'\(Character(UnicodeScalar(byte)))'" }
        return "byte 0x" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
    }

    private mutating func skipSpace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 { index += 1 }
    }

    private mutating func value(depth: Int) throws(JSONReadError) -> JSON {
        guard index < bytes.count else { throw fault("expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw fault("expected a value")
        }
    }

    /// Refuses a list or object at `depth` beyond ``maximumDepth``, before it is entered.
    private func checkDepth(_ depth: Int) throws(JSONReadError) {
        guard depth <= maximumDepth else {
            let (line, column) = place
            throw JSONReadError(kind: .nesting(limit: maximumDepth), path: path, line: line, column: column,
                                description: JSONReadError.nestingMessage(deeperThan: maximumDepth, in: subject))
        }
    }

    private mutating func object(depth: Int) throws(JSONReadError) -> JSON {
        try checkDepth(depth)
        index += 1
        var object = JSONObject()
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(object)
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fault("expected a key in double quotes") }
            let keyStart = index
            let key = try string()
            guard object[key] == nil else {
                index = keyStart
                throw fault("the key \(Self.quote(key)) appears twice in one object", kind: .duplicateKey(key))
            }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fault("expected ':' after a key") }
            index += 1
            skipSpace()
            path.append(key)
            object[key] = try value(depth: depth + 1)
            path.removeLast()
            skipSpace()
            guard index < bytes.count else { throw fault("expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: "}") else { throw fault("expected ',' or '}'") }
            index += 1
            return .object(object)
        }
    }

    /// A key as a message quotes it: at most 60 characters, control characters escaped.
    private static func quote(_ key: String) -> String {
        var shown = ""
        for (count, scalar) in key.unicodeScalars.enumerated() {
            if count == 60 { shown += "…"; break }
            if scalar == "\n" { shown += "\\n" } else if scalar == "\t" { shown += "\\t" } else if scalar == "\r" { shown += "\\r" } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                shown += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else if scalar == "\"" || scalar == "\\" {
                shown += "\\" + String(scalar)
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return "\"" + shown + "\""
    }

    private mutating func array(depth: Int) throws(JSONReadError) -> JSON {
        try checkDepth(depth)
        index += 1
        var items: [JSON] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipSpace()
            path.append(String(items.count))
            items.append(try value(depth: depth + 1))
            path.removeLast()
            skipSpace()
            guard index < bytes.count else { throw fault("expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: "]") else { throw fault("expected ',' or ']'") }
            index += 1
            return .array(items)
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONReadError) {
        let count = word.utf8CodeUnitCount
        let matches = index + count <= bytes.count
            && word.withUTF8Buffer { bytes[index..<index + count].elementsEqual($0) }
        guard matches else { throw fault("expected a value") }
        index += count
    }

    private mutating func digits() -> Int {
        let first = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - first
    }

    private mutating func number() throws(JSONReadError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { throw fault("expected a digit") }
        if bytes[index] == UInt8(ascii: "0") { index += 1 } else if digits() == 0 { throw fault("expected a digit") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw fault("expected a digit after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw fault("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            let end = index
            index = start
            var error = fault("a number")
            error.description = "malformed JSON at line \(error.line), column \(error.column): the number \(text.prefix(40))"
                + "\(end - start > 40 ? "…" : "") is too large for a 64-bit float; expected a finite number"
            throw error
        }
        return value
    }

    private mutating func string() throws(JSONReadError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        while true {
            guard index < bytes.count else { throw fault("expected '\"' to end the string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                try flush(from: runStart, into: &scalars)
                index += 1
                return String(scalars)
            }
            guard byte >= 0x20 else { throw fault("a control character inside a string; write it as an escape") }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            try flush(from: runStart, into: &scalars)
            index += 1
            guard index < bytes.count else { throw fault("expected an escape") }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{c}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800...0xDBFF).contains(code) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw fault("expected the second half of a surrogate pair")
                    }
                    index += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw fault("expected the second half of a surrogate pair") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw fault("a lone surrogate escape") }
                scalars.append(scalar)
            default:
                index -= 1
                throw fault("expected an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
            }
            runStart = index
        }
    }

    /// Appends the unescaped bytes from `start` to ``index``, which must be UTF-8.
    private func flush(from start: Int, into scalars: inout String.UnicodeScalarView) throws(JSONReadError) {
        guard let text = String(validating: bytes[start..<index], as: UTF8.self) else {
            throw fault("the string is not valid UTF-8")
        }
        scalars.append(contentsOf: text.unicodeScalars)
    }

    private mutating func hex4() throws(JSONReadError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw fault("expected four hex digits") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw fault("expected four hex digits")
            }
            code = code << 4 | UInt32(digit)
            index += 1
        }
        return code
    }
}
