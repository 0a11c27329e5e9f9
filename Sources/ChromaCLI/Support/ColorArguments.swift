import ChromaLimits

/// Colors and labels given on the command line are held to the same limits as those read from a
/// file: at most ``ResourceLimits/paletteColors`` colors, each text at most
/// ``ResourceLimits/textLength`` characters. Checked before any is parsed.
enum ColorArguments {
    /// Checks a list of color texts given by `option` (such as "--colors").
    /// - Throws: ``ResourceLimitError`` (exit 65) naming the option and the limit.
    static func check(_ texts: [some StringProtocol], option: String) throws {
        try ResourceLimits.check(texts.count, .paletteColors, option)
        for (index, text) in texts.enumerated() {
            try ResourceLimits.check(text.count, .textLength, "color \(index + 1) of \(option)")
        }
    }

    /// Checks one text given by `option`, such as a title or a color.
    static func check(text: String?, option: String) throws {
        try ResourceLimits.check(text?.count ?? 0, .textLength, option)
    }

    /// Splits a comma-separated list given by `option` after checking its length in
    /// characters, so a huge argument is refused before it is split.
    static func split(_ list: String, option: String) throws -> [Substring] {
        let most = ResourceLimits.product(ResourceLimits.current.paletteColors, ResourceLimits.current.textLength + 1)
        try ResourceLimits.check(list.utf8.count, .textLength, option + " as a whole (\(most) characters at most)")
        let items = list.split(separator: ",", omittingEmptySubsequences: false)
        try check(items, option: option)
        return items
    }
}
