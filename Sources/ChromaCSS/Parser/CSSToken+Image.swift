import ColorCore

/// How a CSS `<image>` string meets ColorCore's tokenizer: the same tokens as a color string,
/// with the characters gradients have no use for refused and every offset counted in characters.
extension CSSToken {
    /// The tokens of `text`, their `start` and `end` as 0-based character offsets.
    /// - Throws: ``CSSParseError`` at the first character that starts no token (any non-ASCII
    ///   character, a lone `.`, a SwiftUI name), an unclosed comment, a `#` without hex digits or
    ///   a number beyond a Double's range.
    static func imageTokens(_ text: String) throws(CSSParseError) -> [Spanned] {
        let characterOffset = CharacterOffsets(text)
        let spanned: [Spanned]
        switch tokenize(text) {
        case .success(let tokens):
            spanned = tokens
        case .failure(let error):
            let offset = characterOffset[error.offset]
            if error.unclosedComment { throw CSSParseError(offset: offset, "unterminated comment; expected '*/'") }
            if error.tooLarge { throw CSSParseError(offset: offset, "the number \(error.text) is out of range; expected a finite number") }
            throw unexpected(error.text, at: offset)
        }
        var tokens: [Spanned] = []
        tokens.reserveCapacity(spanned.count)
        for var token in spanned {
            token.start = characterOffset[token.start]
            token.end = characterOffset[token.end]
            switch token.token {
            case .hash(""):
                throw CSSParseError(offset: token.start, "expected hex digits after '#'")
            case .swiftUIName, .delimiter("."):
                throw unexpected(".", at: token.start)
            default:
                tokens.append(token)
            }
        }
        return tokens
    }

    private static func unexpected(_ text: String, at offset: Int) -> CSSParseError {
        CSSParseError(offset: offset, "expected a gradient such as linear-gradient(red, blue), found '\(text)'")
    }
}

extension CSSToken.Spanned {
    /// The token as the error messages quote it (`'12px'`, `'rgb('`), numbers as CSS writes them.
    var quoted: String { token.quoted { CSSNumber.string($0) } }
}

/// UTF-8 offsets of a text turned into character offsets: the identity for the usual text, a
/// table when a character takes more than one byte (`\r\n`, any non-ASCII character).
private struct CharacterOffsets {
    private let table: [Int]?

    init(_ text: String) {
        guard text.utf8.count != text.count else {
            table = nil
            return
        }
        var table: [Int] = []
        table.reserveCapacity(text.utf8.count + 1)
        for (index, character) in text.enumerated() {
            table.append(contentsOf: repeatElement(index, count: character.utf8.count))
        }
        table.append(text.count)
        self.table = table
    }

    subscript(utf8Offset: Int) -> Int { table?[utf8Offset] ?? utf8Offset }
}
