import Foundation
import Testing
@testable import ChromaPalette

/// Errors show what to fix: a parse error in a palette quotes the offending text, escaped and at
/// most 40 characters, with its line and column; the message names the same line a person
/// sees in an editor, over typos, indentation, long lines, control characters and quotes.
@Suite struct PaletteErrorExcerptTests {
    static let typos = ["notacolor", "#ff00zz", "rgb(300 0 0", "oklch(70% 0.2)", "#12345", "bleu", "hsl(120deg 50%)",
                        String(repeating: "x", count: 39), String(repeating: "y", count: 40), String(repeating: "z", count: 500),
                        "red\u{1B}[2J", "it's", "back\\slash", "\u{202E}evil", "tab\there", "ünïcødé", "#ff0000ff00"]

    @Test func excerptIsEscapedAndAtMost40Characters() {
        for text in Self.typos + ["", "a", "\u{0}", String(repeating: "\u{7}", count: 20), String(repeating: "é", count: 41)] {
            let excerpt = PaletteError.excerpt(text)
            #expect(excerpt.count <= PaletteError.excerptLength, "\(text.debugDescription) → \(excerpt)")
            #expect(!excerpt.unicodeScalars.contains { $0.value < 0x20 || (0x7f...0x9f).contains($0.value) || $0 == "\u{202E}" }, "\(excerpt.debugDescription)")
            #expect(!excerpt.replacingOccurrences(of: "\\'", with: "").contains("'"), "\(excerpt)")
            let plain = !text.unicodeScalars.contains { $0.value < 0x20 || $0 == "'" || $0 == "\\" || $0.value >= 0x7f && $0.value <= 0x9f || $0 == "\u{202E}" }
            if plain && text.count <= 40 { #expect(excerpt == text) }
            if plain && text.count > 40 { #expect(excerpt == String(text.prefix(39)) + "…") }
        }
        #expect(PaletteError.excerpt("red\u{1B}[2J") == "red\\u{1B}[2J")
        #expect(PaletteError.excerpt("it's") == "it\\'s")
    }

    @Test(arguments: [0, 1, 4, 7])
    func aPlainListQuotesTheTypoWithLineAndColumn(indent: Int) throws {
        for (index, typo) in Self.typos.enumerated() {
            let before = Array(repeating: "#00ff00", count: index % 4)
            let text = (["red"] + before + [String(repeating: " ", count: indent) + typo + "  ", "blue"]).joined(separator: "\n")
            let line = 2 + before.count
            #expect {
                try PaletteReader.read(Data(text.utf8), format: .text)
            } throws: { error in
                guard let error = error as? PaletteError else { return false }
                let expected = "line \(line), column \(indent + 1): invalid color '\(PaletteError.excerpt(typo.trimmingCharacters(in: .whitespaces)))': "
                let ok = error.excerpted.hasPrefix(expected)
                if !ok { Issue.record("\(typo.debugDescription): \(error.excerpted)") }
                return ok
            }
        }
    }

    @Test func aGIMPPaletteQuotesTheBadLine() throws {
        for (index, bad) in ["255 0", "300 0 0 Red", "a b c", "12 13 14\u{7}"].enumerated() {
            let text = "GIMP Palette\nName: t\n" + String(repeating: "0 0 0 black\n", count: index) + "  " + bad + "\n"
            #expect {
                try PaletteReader.read(Data(text.utf8), format: .gpl)
            } throws: { error in
                let message = (error as? PaletteError)?.excerpted ?? ""
                return message.hasPrefix("line \(3 + index), column 3: ") && message.contains("found '\(PaletteError.excerpt(bad.trimmingCharacters(in: .controlCharacters)))'")
                    || message.contains("found '\(PaletteError.excerpt(bad))'")
            }
        }
    }
}
