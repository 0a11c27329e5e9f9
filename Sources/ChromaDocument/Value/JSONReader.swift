import ChromaLimits

/// A strict JSON reader (RFC 8259) into ``DocumentValue``: no comments, no trailing commas,
/// no NaN, no duplicate keys, valid UTF-8 only. Nesting is checked against the resource limit
/// as it is entered, so a deep document cannot exhaust the stack, and errors name the line and
/// column.
struct JSONReader {
    private let bytes: [UInt8]
    private var index = 0
    private let depthLimit: Int

    /// Parses a whole document.
    /// - Throws: ``DocumentError`` (path empty) naming the line and column of the first fault.
    static func parse(_ bytes: [UInt8]) throws -> DocumentValue {
        var reader = JSONReader(bytes: bytes, depthLimit: min(ResourceLimits.current.nesting, ResourceLimits.nestingCeiling))
        reader.skipSpace()
        let value = try reader.value(depth: 1)
        reader.skipSpace()
        guard reader.index == bytes.count else { throw reader.fault("expected the end of the document") }
        return value
    }

    private init(bytes: [UInt8], depthLimit: Int) {
        self.bytes = bytes
        self.depthLimit = depthLimit
    }

    private func fault(_ message: String) -> DocumentError {
        var line = 1, column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        let found = index < bytes.count ? Self.describe(bytes[index]) : "the end of the document"
        return DocumentError(path: "", message: "malformed JSON at line \(line), column \(column): \(message), found \(found)")
    }

    private static func describe(_ byte: UInt8) -> String {
        if (0x21...0x7E).contains(byte) { return "'\(Character(UnicodeScalar(byte)))'" }
        return "byte 0x" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private mutating func value(depth: Int) throws -> DocumentValue {
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

    private func checkDepth(_ depth: Int) throws {
        guard depth <= depthLimit else { throw DocumentError.nesting(deeperThan: depthLimit, at: "") }
    }

    private mutating func object(depth: Int) throws -> DocumentValue {
        try checkDepth(depth)
        index += 1
        var object = DocumentObject()
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
                throw fault("the key \(DocumentValue.quote(key)) appears twice in one object")
            }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fault("expected ':' after a key") }
            index += 1
            skipSpace()
            object[key] = try value(depth: depth + 1)
            skipSpace()
            guard index < bytes.count else { throw fault("expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: "}") else { throw fault("expected ',' or '}'") }
            index += 1
            return .object(object)
        }
    }

    private mutating func array(depth: Int) throws -> DocumentValue {
        try checkDepth(depth)
        index += 1
        var items: [DocumentValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipSpace()
            items.append(try value(depth: depth + 1))
            skipSpace()
            guard index < bytes.count else { throw fault("expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: "]") else { throw fault("expected ',' or ']'") }
            index += 1
            return .array(items)
        }
    }

    private mutating func literal(_ word: String) throws {
        let count = word.utf8.count
        let matches = index + count <= bytes.count && bytes[index..<index + count].elementsEqual(word.utf8)
        guard matches else { throw fault("expected a value") }
        index += count
    }

    private mutating func number() throws -> Double {
        let start = index
        func digits() -> Int {
            let first = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - first
        }
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
            error.message = "malformed JSON: the number \(text.prefix(40))\(end - start > 40 ? "…" : "") is too large for a 64-bit float"
            throw error
        }
        return value
    }

    private mutating func string() throws -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(_ reader: JSONReader, upTo end: Int) throws {
            guard let text = String(validating: reader.bytes[runStart..<end], as: UTF8.self) else {
                throw reader.fault("the string is not valid UTF-8")
            }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while true {
            guard index < bytes.count else { throw fault("expected '\"' to end the string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                try flush(self, upTo: index)
                index += 1
                return String(scalars)
            }
            guard byte >= 0x20 else { throw fault("a control character inside a string; write it as an escape") }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            try flush(self, upTo: index)
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

    private mutating func hex4() throws -> UInt32 {
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
