/// A declaration's value as CSS Syntax reads it, the one reading the CSS and the Tailwind palette
/// readers share: a trailing `!important` (a `!`, any whitespace, then `important` in any case;
/// CSS Syntax 3, "consume a declaration") is not part of the value.
enum StylesheetDeclaration {
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
