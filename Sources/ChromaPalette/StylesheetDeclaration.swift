/// What the CSS and the Tailwind palette readers share of a stylesheet's syntax, read once: its
/// comments (``blankingComments(_:)``), and a declaration's value as CSS Syntax reads it, without
/// a trailing `!important` (a `!`, any whitespace, then `important` in any case; CSS Syntax 3,
/// "consume a declaration").
enum StylesheetDeclaration {
    /// The custom property a declaration sets (`--brand: #ff8800 !important`), read the one way
    /// both palette readers read it: the text between two of `{`, `;` and `}` (comments already
    /// blanked), trimmed, starting with `--`, cut at its first `:`; the name after `--` and the
    /// value both trimmed, the value without a trailing `!important`. Nil for any other
    /// declaration (`color: red`, a selector, an empty one).
    static func customProperty(_ declaration: Substring) -> (name: String, value: String)? {
        let trimmed = PaletteReader.trimmed(declaration)
        guard trimmed.hasPrefix("--"), let colon = trimmed.firstIndex(of: ":") else { return nil }
        let name = PaletteReader.trimmed(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<colon])
        let value = PaletteReader.trimmed(Substring(withoutImportant(String(trimmed[trimmed.index(after: colon)...]))))
        return (String(name), String(value))
    }

    /// `value` (comments already blanked, ends trimmed or not) without a trailing `!important`;
    /// `value` itself when it has none.
    static func withoutImportant(_ value: String) -> String {
        let keyword = "important"
        let text = Self.trimmingTrailingSpace(Substring(value))
        guard text.count > keyword.count, text.suffix(keyword.count).lowercased() == keyword else { return value }
        let beforeKeyword = Self.trimmingTrailingSpace(text.dropLast(keyword.count))
        guard beforeKeyword.last == "!" else { return value }
        return String(Self.trimmingTrailingSpace(beforeKeyword.dropLast()))
    }

    /// A stylesheet's UTF-8 bytes with every `/* comment */` replaced by spaces, its line feeds
    /// kept (so line numbers and offsets stay), in one pass; the one comment reading of both
    /// palette readers. A comment's end is looked for after its start: `/*/` does not close it.
    /// - Throws: ``PaletteError`` naming the line of a comment that is never closed.
    static func blankingComments(_ bytes: [UInt8]) throws -> [UInt8] {
        var out = bytes
        var index = 0, line = 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            guard bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") else {
                index += 1
                continue
            }
            let opened = line
            out[index] = UInt8(ascii: " ")
            out[index + 1] = UInt8(ascii: " ")
            index += 2
            while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")) {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 } else { out[index] = UInt8(ascii: " ") }
                index += 1
            }
            guard index < bytes.count else { throw PaletteError("line \(opened): a comment is never closed") }
            out[index] = UInt8(ascii: " ")
            out[index + 1] = UInt8(ascii: " ")
            index += 2
        }
        return out
    }

    /// CSS whitespace: space, tab, line feed, carriage return, form feed.
    static func isSpace(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == "\n" || character == "\r" || character == "\u{0C}" || character == "\r\n"
    }

    private static func trimmingTrailingSpace(_ text: Substring) -> Substring {
        var text = text
        while let last = text.last, isSpace(last) { text.removeLast() }
        return text
    }
}
