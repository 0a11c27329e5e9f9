/// A token of a CSS color function's argument list.
enum CSSToken: Equatable {
    /// A bare number.
    case number(Double)
    /// A number with `%`.
    case percentage(Double)
    /// A number with a unit (`deg`, `rad`, …), the unit lowercased.
    case dimension(Double, String)
    /// An identifier, lowercased (`none`, a space name in `color()`).
    case ident(String)
    case comma
    case slash

    /// Splits an argument list into tokens, or returns a message naming the first bad character.
    static func tokenize(_ text: Substring) -> Result<[CSSToken], TokenizeError> {
        var tokens: [CSSToken] = []
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if c.isWhitespace {
                i = text.index(after: i)
            } else if c == "," {
                tokens.append(.comma)
                i = text.index(after: i)
            } else if c == "/" {
                tokens.append(.slash)
                i = text.index(after: i)
            } else if c.isNumber || c == "." || c == "+" || c == "-" {
                guard let (number, end) = scanNumber(text, from: i) else {
                    return .failure(TokenizeError(text: String(c)))
                }
                guard number.isFinite else {
                    return .failure(TokenizeError(text: String(text[i..<end]), tooLarge: true))
                }
                i = end
                if i < text.endIndex, text[i] == "%" {
                    tokens.append(.percentage(number))
                    i = text.index(after: i)
                } else {
                    let unitEnd = text[i...].firstIndex(where: { !$0.isLetter }) ?? text.endIndex
                    let unit = text[i..<unitEnd]
                    tokens.append(unit.isEmpty ? .number(number) : .dimension(number, unit.lowercased()))
                    i = unitEnd
                }
            } else if c.isLetter || c == "_" {
                let end = text[i...].firstIndex(where: { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
                    ?? text.endIndex
                tokens.append(.ident(text[i..<end].lowercased()))
                i = end
            } else {
                return .failure(TokenizeError(text: String(c)))
            }
        }
        return .success(tokens)
    }

    /// Scans a CSS number (sign, digits, fraction, exponent) and returns it with the index after
    /// it; the number is infinite where it is beyond a Double's range (`1e309`).
    private static func scanNumber(_ text: Substring, from start: Substring.Index) -> (Double, Substring.Index)? {
        var i = start
        func peek(_ offset: Int = 0) -> Character? {
            guard let j = text.index(i, offsetBy: offset, limitedBy: text.endIndex), j < text.endIndex else { return nil }
            return text[j]
        }
        if let c = peek(), c == "+" || c == "-" { i = text.index(after: i) }
        var digits = 0
        while let c = peek(), c.isASCII, c.isNumber { i = text.index(after: i); digits += 1 }
        if peek() == ".", let next = peek(1), next.isASCII, next.isNumber {
            i = text.index(after: i)
            while let c = peek(), c.isASCII, c.isNumber { i = text.index(after: i); digits += 1 }
        }
        guard digits > 0 else { return nil }
        if let e = peek(), e == "e" || e == "E" {
            var j = 1
            if let s = peek(1), s == "+" || s == "-" { j = 2 }
            if let d = peek(j), d.isASCII, d.isNumber {
                i = text.index(i, offsetBy: j)
                while let c = peek(), c.isASCII, c.isNumber { i = text.index(after: i) }
            }
        }
        guard let value = Double(text[start..<i]) else { return nil }
        return (value, i)
    }

    struct TokenizeError: Error {
        /// The offending character, or the whole number when it is too large.
        var text: String
        /// Whether `text` is a number beyond a Double's range.
        var tooLarge = false
    }
}
