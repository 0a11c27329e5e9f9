/// A token of a CSS color string, as CSS Syntax 3 cuts one, restricted to what color and
/// gradient syntax use: the one CSS tokenizer of the package (ChromaCSS reads `<image>` strings
/// with it).
package enum CSSToken: Equatable, Sendable {
    /// A bare number.
    case number(Double)
    /// A number with `%`.
    case percentage(Double)
    /// A number with a unit (`deg`, `rad`, …), the unit lowercased.
    case dimension(Double, String)
    /// An identifier, lowercased (`none`, `from`, a channel keyword, a space name).
    case ident(String)
    /// An identifier followed directly by `(`, lowercased: the start of a function.
    case function(String)
    /// `#` and the characters after it (a hex code), lowercased.
    case hash(String)
    /// `.` and a name after it: SwiftUI's named color, with its case kept (`.accentColor`).
    case swiftUIName(String)
    /// `(` not directly after a name.
    case openParenthesis
    /// `)`.
    case closeParenthesis
    /// `,`.
    case comma
    /// `/`, `*`, `+` or `-` standing alone.
    case delimiter(Character)

    static let slash = CSSToken.delimiter("/")

    /// The token as error messages quote it, in single quotes as it was written (names
    /// lowercased), its number written by `number`: `'12px'`, `'rgb('`, `'#ff8800'`, `')'`.
    package func quoted(writingNumbers number: (Double) -> String) -> String {
        switch self {
        case .number(let v): return "'\(number(v))'"
        case .percentage(let v): return "'\(number(v))%'"
        case .dimension(let v, let unit): return "'\(number(v))\(unit)'"
        case .ident(let name): return "'\(name)'"
        case .function(let name): return "'\(name)('"
        case .hash(let name): return "'#\(name)'"
        case .swiftUIName(let name): return "'.\(name)'"
        case .openParenthesis: return "'('"
        case .closeParenthesis: return "')'"
        case .comma: return "','"
        case .delimiter(let c): return "'\(c)'"
        }
    }

    /// A token, whether whitespace came before it (calc() needs a space around `+` and `-`) and
    /// where it stands in the text.
    package struct Spanned: Equatable, Sendable {
        /// What the token is.
        package var token: CSSToken
        /// Whether whitespace or a comment came before it.
        package var spaceBefore: Bool
        /// The UTF-8 offset of its first byte in the text, from 0.
        package var start: Int
        /// The UTF-8 offset just after its last byte.
        package var end: Int
    }

    /// Why a string could not be cut into tokens.
    package struct TokenizeError: Error {
        /// The offending character, or the whole number when it is too large.
        package var text: String
        /// The UTF-8 offset of `text` (of the `/*` for an unclosed comment), from 0.
        package var offset: Int
        /// Whether `text` is a number beyond a Double's range (`1e309`).
        package var tooLarge = false
        /// Whether a `/*` comment is never closed.
        package var unclosedComment = false
        /// The innermost function open where it happened, if any (`rgb`).
        package var function: String?
    }

    /// Cuts a color string into tokens. ASCII only: any other character is refused by name.
    package static func tokenize(_ text: String) -> Result<[Spanned], TokenizeError> {
        var scanner = Scanner(bytes: Array(text.utf8))
        return scanner.run()
    }

    private struct Scanner {
        let bytes: [UInt8]
        var i = 0
        var tokens: [Spanned] = []
        var functions: [String] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        func byte(_ offset: Int = 0) -> UInt8? {
            let j = i + offset
            return j < bytes.count ? bytes[j] : nil
        }

        static func isDigit(_ b: UInt8?) -> Bool { b.map { $0 >= 48 && $0 <= 57 } ?? false }
        static func isLetter(_ b: UInt8?) -> Bool { b.map { ($0 | 0x20) >= 97 && ($0 | 0x20) <= 122 } ?? false }
        static func isNameStart(_ b: UInt8?) -> Bool { isLetter(b) || b == UInt8(ascii: "_") }
        static func isName(_ b: UInt8?) -> Bool { isNameStart(b) || isDigit(b) || b == UInt8(ascii: "-") }
        static func isSpace(_ b: UInt8) -> Bool { b == 32 || b == 9 || b == 10 || b == 13 || b == 12 }

        func failure(_ text: String, tooLarge: Bool = false) -> Result<[Spanned], TokenizeError> {
            .failure(TokenizeError(text: text, offset: i, tooLarge: tooLarge, function: functions.last))
        }

        mutating func run() -> Result<[Spanned], TokenizeError> {
            var space = false
            while let b = byte() {
                if Self.isSpace(b) {
                    space = true
                    i += 1
                    continue
                }
                let token: CSSToken
                let start = i
                switch b {
                case UInt8(ascii: ","): token = .comma; i += 1
                case UInt8(ascii: "("): token = .openParenthesis; functions.append(""); i += 1
                case UInt8(ascii: ")"): token = .closeParenthesis; if !functions.isEmpty { functions.removeLast() }; i += 1
                case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                    // A comment is whitespace.
                    var end = i + 2
                    while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
                    guard end + 1 < bytes.count else { return .failure(TokenizeError(text: "/*", offset: i, unclosedComment: true, function: functions.last)) }
                    i = end + 2
                    space = true
                    continue
                case UInt8(ascii: "/"), UInt8(ascii: "*"): token = .delimiter(Character(UnicodeScalar(b))); i += 1
                case UInt8(ascii: "#"):
                    i += 1
                    let start = i
                    while Self.isName(byte()) { i += 1 }
                    token = .hash(String(decoding: bytes[start..<i], as: UTF8.self).lowercased())
                case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                    if startsNumber() {
                        switch scanNumeric() {
                        case .success(let t): token = t
                        case .failure(let e): return .failure(e)
                        }
                    } else if b == UInt8(ascii: "-"), Self.isNameStart(byte(1)) || byte(1) == UInt8(ascii: "-") {
                        token = scanName()
                    } else if b == UInt8(ascii: "."), Self.isNameStart(byte(1)) {
                        i += 1
                        let start = i
                        while Self.isName(byte()) { i += 1 }
                        token = .swiftUIName(String(decoding: bytes[start..<i], as: UTF8.self))
                    } else {
                        token = .delimiter(Character(UnicodeScalar(b)))
                        i += 1
                    }
                default:
                    if Self.isDigit(b) {
                        switch scanNumeric() {
                        case .success(let t): token = t
                        case .failure(let e): return .failure(e)
                        }
                    } else if Self.isNameStart(b) {
                        token = scanName()
                    } else {
                        return failure(unexpectedCharacter())
                    }
                }
                tokens.append(Spanned(token: token, spaceBefore: space, start: start, end: i))
                space = false
            }
            return .success(tokens)
        }

        /// The character at `i` as text, a whole UTF-8 sequence when it is not ASCII.
        func unexpectedCharacter() -> String {
            var end = i + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return String(decoding: bytes[i..<end], as: UTF8.self)
        }

        /// Whether a number starts at `i`: a digit, or a sign or a point before one.
        func startsNumber() -> Bool {
            guard let b = byte() else { return false }
            if Self.isDigit(b) { return true }
            if b == UInt8(ascii: ".") { return Self.isDigit(byte(1)) }
            if b == UInt8(ascii: "+") || b == UInt8(ascii: "-") {
                return Self.isDigit(byte(1)) || (byte(1) == UInt8(ascii: ".") && Self.isDigit(byte(2)))
            }
            return false
        }

        mutating func scanName() -> CSSToken {
            let start = i
            while Self.isName(byte()) { i += 1 }
            let name = String(decoding: bytes[start..<i], as: UTF8.self).lowercased()
            if byte() == UInt8(ascii: "(") {
                i += 1
                functions.append(name)
                return .function(name)
            }
            return .ident(name)
        }

        /// A number with its `%` or unit; infinite numbers (`1e309`) are refused as too large.
        mutating func scanNumeric() -> Result<CSSToken, TokenizeError> {
            let start = i
            if byte() == UInt8(ascii: "+") || byte() == UInt8(ascii: "-") { i += 1 }
            while Self.isDigit(byte()) { i += 1 }
            if byte() == UInt8(ascii: "."), Self.isDigit(byte(1)) {
                i += 1
                while Self.isDigit(byte()) { i += 1 }
            }
            if let e = byte(), e | 0x20 == UInt8(ascii: "e") {
                var j = 1
                if byte(1) == UInt8(ascii: "+") || byte(1) == UInt8(ascii: "-") { j = 2 }
                if Self.isDigit(byte(j)) {
                    i += j
                    while Self.isDigit(byte()) { i += 1 }
                }
            }
            let text = String(decoding: bytes[start..<i], as: UTF8.self)
            guard let value = Double(text) else {
                return .failure(TokenizeError(text: text, offset: start, function: functions.last))
            }
            guard value.isFinite else {
                return .failure(TokenizeError(text: text, offset: start, tooLarge: true, function: functions.last))
            }
            if byte() == UInt8(ascii: "%") {
                i += 1
                return .success(.percentage(value))
            }
            guard Self.isNameStart(byte()) else { return .success(.number(value)) }
            let unitStart = i
            while Self.isLetter(byte()) { i += 1 }
            return .success(.dimension(value, String(decoding: bytes[unitStart..<i], as: UTF8.self).lowercased()))
        }
    }
}
