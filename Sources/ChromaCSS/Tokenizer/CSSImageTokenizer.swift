/// Splits a CSS `<image>` string into ``CSSImageToken``s: the subset of CSS Syntax 3's
/// tokenizer gradients need (identifiers, functions, numbers, percentages, dimensions, hashes,
/// commas, slashes, parentheses), with offsets for error messages. Comments are skipped.
struct CSSImageTokenizer {
    let characters: [Character]

    init(_ text: String) {
        characters = Array(text)
    }

    /// The tokens, or a ``CSSParseError`` at the first character that starts no token.
    func tokens() throws(CSSParseError) -> [CSSImageToken] {
        var tokens: [CSSImageToken] = []
        var i = 0
        while i < characters.count {
            let c = characters[i]
            let start = i
            if c.isWhitespace {
                i += 1
                continue
            }
            if c == "/", i + 1 < characters.count, characters[i + 1] == "*" {
                guard let close = commentEnd(after: i + 2) else {
                    throw CSSParseError(offset: i, "unterminated comment; expected '*/'")
                }
                i = close
                continue
            }
            func single(_ kind: CSSImageToken.Kind) {
                tokens.append(CSSImageToken(kind: kind, start: start, end: start + 1))
                i += 1
            }
            switch c {
            case ",": single(.comma)
            case "/": single(.slash)
            case "(": single(.openParenthesis)
            case ")": single(.closeParenthesis)
            case "#":
                let end = nameEnd(from: i + 1)
                guard end > i + 1 else { throw CSSParseError(offset: i, "expected hex digits after '#'") }
                tokens.append(CSSImageToken(kind: .hash(String(characters[(i + 1)..<end]).lowercased()), start: i, end: end))
                i = end
            default:
                if startsNumber(at: i) {
                    let (value, afterNumber) = try number(at: i)
                    i = afterNumber
                    if i < characters.count, characters[i] == "%" {
                        tokens.append(CSSImageToken(kind: .percentage(value), start: start, end: i + 1))
                        i += 1
                    } else if startsName(at: i) {
                        let end = nameEnd(from: i)
                        tokens.append(CSSImageToken(kind: .dimension(value, String(characters[i..<end]).lowercased()), start: start, end: end))
                        i = end
                    } else {
                        tokens.append(CSSImageToken(kind: .number(value), start: start, end: i))
                    }
                } else if startsName(at: i) {
                    let end = nameEnd(from: i)
                    let name = String(characters[i..<end]).lowercased()
                    if end < characters.count, characters[end] == "(" {
                        tokens.append(CSSImageToken(kind: .function(name), start: start, end: end + 1))
                        i = end + 1
                    } else {
                        tokens.append(CSSImageToken(kind: .ident(name), start: start, end: end))
                        i = end
                    }
                } else if c == "+" || c == "-" || c == "*" {
                    single(.delimiter(c))
                } else {
                    throw CSSParseError(offset: i, "unexpected '\(c)'; expected a gradient such as linear-gradient(red, blue)")
                }
            }
        }
        return tokens
    }

    private func commentEnd(after start: Int) -> Int? {
        var i = start
        while i + 1 < characters.count {
            if characters[i] == "*" && characters[i + 1] == "/" { return i + 2 }
            i += 1
        }
        return nil
    }

    private func isNameCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "-" || c == "_" || !c.isASCII
    }

    private func startsName(at i: Int) -> Bool {
        guard i < characters.count else { return false }
        let c = characters[i]
        if c.isLetter || c == "_" || (!c.isASCII && !c.isWhitespace) { return true }
        if c == "-", i + 1 < characters.count {
            let next = characters[i + 1]
            return next.isLetter || next == "_" || next == "-"
        }
        return false
    }

    private func nameEnd(from start: Int) -> Int {
        var i = start
        while i < characters.count, isNameCharacter(characters[i]) { i += 1 }
        return i
    }

    private func isDigit(_ i: Int) -> Bool {
        i < characters.count && characters[i].isASCII && characters[i].isNumber
    }

    private func startsNumber(at i: Int) -> Bool {
        var j = i
        if j < characters.count, characters[j] == "+" || characters[j] == "-" { j += 1 }
        if isDigit(j) { return true }
        return j < characters.count && characters[j] == "." && isDigit(j + 1)
    }

    /// A CSS number (sign, digits, fraction, exponent) and the offset after it.
    private func number(at start: Int) throws(CSSParseError) -> (Double, Int) {
        var i = start
        if characters[i] == "+" || characters[i] == "-" { i += 1 }
        while isDigit(i) { i += 1 }
        if i < characters.count, characters[i] == ".", isDigit(i + 1) {
            i += 1
            while isDigit(i) { i += 1 }
        }
        if i < characters.count, characters[i] == "e" || characters[i] == "E" {
            var j = i + 1
            if j < characters.count, characters[j] == "+" || characters[j] == "-" { j += 1 }
            if isDigit(j) {
                i = j
                while isDigit(i) { i += 1 }
            }
        }
        let text = String(characters[start..<i])
        guard let value = Double(text), value.isFinite else {
            throw CSSParseError(offset: start, "the number \(text) is out of range; expected a finite number")
        }
        return (value, i)
    }
}
