import Foundation
import Testing
@testable import ChromaPalette

/// The CSS and the Tailwind palette readers read `!important` as CSS Syntax does, and alike: a
/// `!`, any whitespace or comment, then `important` in any case ends the value; anything else
/// after the color is no color.
@Suite struct StylesheetImportantTests {
    /// The color each reader reads for `--brand: VALUE;` (`--color-brand` in a theme), nil when
    /// it reads none.
    static func read(_ value: String) -> (css: String?, tailwind: String?) {
        let css = try? PaletteReader.read(Data(":root {\n  --brand: \(value);\n}\n".utf8), format: .css)
        let tailwind = try? PaletteReader.read(Data("@theme {\n  --color-brand: \(value);\n}\n".utf8), format: .tailwind)
        return (css?.entries.first?.color.hexString, tailwind?.entries.first?.color.hexString)
    }

    @Test(arguments: ["#ff8800 !important", "#ff8800!important", "#ff8800 ! important", "#ff8800 !IMPORTANT", "#ff8800 !  Important  ",
                      "#ff8800\t!\timportant", "#ff8800 !/* why */important", "#ff8800 /* a */ ! /* b */ important", "rgb(255 136 0) ! important",
                      "#ff8800"])
    func importantEndsTheValueInBothReaders(_ value: String) {
        let read = Self.read(value)
        #expect(read.css == "#ff8800" && read.tailwind == "#ff8800", "\(value): \(read)")
    }

    @Test(arguments: ["#ff8800 important", "#ff8800 !importantx", "#ff8800 !!", "#ff8800 ! impor tant", "#ff8800 -important", "!important"])
    func anythingElseAfterTheColorIsNoColorInEither(_ value: String) {
        let read = Self.read(value)
        #expect(read.css == nil && read.tailwind == nil, "\(value): \(read)")
    }

    @Test func theValueKeepsWhatComesBeforeTheBang() {
        #expect(StylesheetDeclaration.withoutImportant(" red ! important ") == " red")
        #expect(StylesheetDeclaration.withoutImportant("var(--x) !IMPORTANT") == "var(--x)")
        #expect(StylesheetDeclaration.withoutImportant("important") == "important")
        #expect(StylesheetDeclaration.withoutImportant("a important") == "a important")
        #expect(StylesheetDeclaration.withoutImportant("") == "")
        #expect(StylesheetDeclaration.withoutImportant(String(repeating: "!", count: 10_000) + "important").count == 9_999)
    }

    /// Both readers read comments alike: anywhere, even inside a value, as whitespace; `/*/` does
    /// not close one; one never closed is an error naming the line it opens on.
    @Test(arguments: [1, 2, 7])
    func commentsReadAlikeInBothReaders(_ line: Int) {
        let padding = String(repeating: "\n", count: line - 1)
        for value in ["/* a */#ff8800", "#ff8800/**/", "#ff8800 /*/ still a comment; */", "rgb(255/*r*/136 /* g\n */ 0)"] {
            let read = Self.read(value)
            #expect(read.css == "#ff8800" && read.tailwind == "#ff8800", "\(value): \(read)")
        }
        for (text, format) in [(padding + "/* open :root { --brand: red; }", PaletteFormat.css), (padding + "/* open @theme { --color-brand: red; }", .tailwind)] {
            do {
                _ = try PaletteReader.read(Data(text.utf8), format: format)
                Issue.record("\(format): an unclosed comment read")
            } catch let error as PaletteError {
                #expect(error.message.contains("line \(line): a comment is never closed"), "\(format): \(error.message)")
            } catch {
                Issue.record("\(format): \(error)")
            }
        }
        #expect((try? StylesheetDeclaration.blankingComments(Array("a/* b */c".utf8))) == Array("a       c".utf8))
        #expect((try? StylesheetDeclaration.blankingComments(Array("a/* \n */c".utf8))) == Array("a   \n   c".utf8))
    }
}
