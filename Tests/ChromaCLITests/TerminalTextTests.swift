import Testing
@testable import ChromaCLI

/// Error lines are safe for a terminal: controls escaped, quoted input cut, the line bounded.
@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("invalid color '\u{1B}]0;x\u{07}': unknown", "invalid color '\\u{1B}]0;x\\u{7}': unknown"),
        ("a NUL '\u{0}' here", "a NUL '\\u{0}' here"),
        ("two\nlines\r\tand a tab", "two\\nlines\\r\\tand a tab"),
        ("DEL \u{7F} and C1 \u{9B}", "DEL \\u{7F} and C1 \\u{9B}"),
        ("bidi '\u{202E}evil'", "bidi '\\u{202E}evil'"),
        ("plain 'text', ünïcödé ok", "plain 'text', ünïcödé ok"),
    ])
    func controlCharactersAreEscaped(_ input: String, _ expected: String) {
        #expect(TerminalText.line(input) == expected)
    }

    @Test(arguments: [0, 1, 63, 64, 65, 1000, 100_000, 3_000_000])
    func quotedInputIsCutAndTheLineBounded(_ length: Int) {
        let input = String(repeating: "x", count: length)
        let line = TerminalText.line("invalid color '\(input)': expected a CSS color")
        #expect(line.count <= TerminalText.lineLimit + 1)
        #expect(!line.contains { $0.unicodeScalars.contains { TerminalText.isControl($0) } })
        if length <= TerminalText.quoteLimit {
            #expect(line == "invalid color '\(input)': expected a CSS color")
        } else if length < 4 * TerminalText.lineLimit {
            // Cut inside the quotes, the reason kept.
            #expect(line == "invalid color '\(String(repeating: "x", count: TerminalText.quoteLimit - 1))…': expected a CSS color")
        } else {
            #expect(line.hasPrefix("invalid color '" + String(repeating: "x", count: TerminalText.quoteLimit - 1) + "…"))
        }
    }

    @Test func fileContentsAreNeverQuoted() {
        #expect(TerminalText.withoutQuotes("line 1: invalid color 'SECRET=1\u{0}PATH=/bin': unknown name 'SECRET'")
                == "line 1: invalid color '…': unknown name '…'")
        #expect(TerminalText.withoutQuotes("line 2: found 'unterminated") == "line 2: found '…")
        #expect(TerminalText.withoutQuotes("don't touch apostrophes") == "don't touch apostrophes")
    }
}
