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
}
