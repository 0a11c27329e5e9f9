extension StringProtocol {
    /// The text without the blanks at either end: tabs and the Unicode space separators (the
    /// characters Foundation's `CharacterSet.whitespaces` holds), read with the standard library
    /// alone, so reading a setting at start-up never reaches Foundation's string bridging.
    package var trimmedOfSpaces: String {
        let text = Substring(self)
        guard let first = text.firstIndex(where: { !$0.isBlank }) else { return "" }
        let last = text.lastIndex(where: { !$0.isBlank })!
        return String(text[first...last])
    }
}

private extension Character {
    /// A tab or a single space separator (Unicode category Zs).
    var isBlank: Bool {
        if self == "\t" { return true }
        let scalars = unicodeScalars
        return scalars.count == 1 && scalars.first!.properties.generalCategory == .spaceSeparator
    }
}
