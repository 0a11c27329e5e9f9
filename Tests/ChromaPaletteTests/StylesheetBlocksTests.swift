import Foundation
import Testing
@testable import ChromaPalette

/// The one block reading of the CSS and Tailwind palette readers: blocks with their preludes,
/// lines and depths, custom properties with the block they are directly in, the statements
/// outside every block, and the blocks left open.
@Suite struct StylesheetBlocksTests {
    @Test func propertiesBelongToTheBlockTheyAreDirectlyIn() throws {
        let sheet = try StylesheetBlocks("""
            :root { --a: red; }
            @media (prefers-color-scheme: dark) {
              .dark {
                --a: blue;
              }
              --b: green;
            }
            --c: white;
            """)
        #expect(sheet.blocks.map(\.prelude) == [":root", "@media (prefers-color-scheme: dark)", ".dark"])
        #expect(sheet.blocks.map(\.depth) == [1, 1, 2])
        #expect(sheet.blocks.map(\.line) == [1, 2, 3])
        #expect(sheet.properties.map(\.name) == ["a", "a", "b", "c"])
        #expect(sheet.properties.map(\.block) == [0, 2, 1, nil])
        #expect(sheet.properties.map(\.line) == [1, 4, 6, 8])
        #expect(sheet.unclosedBlocks.isEmpty && sheet.statements.isEmpty)
    }

    /// A declaration's line is the line of its first character, however many lines it spans or
    /// how many blank lines and comments come before it; `\r\n` counts as one line end.
    @Test(arguments: ["\n", "\r\n"])
    func aDeclarationIsOnTheLineItStartsOn(_ newline: String) throws {
        let text = [":root {", "", "  /* a", "  comment */", "  --wide: rgb(", "    1 2 3", "  );", "}"].joined(separator: newline)
        let sheet = try StylesheetBlocks(text)
        #expect(sheet.properties.map(\.line) == [5])
        #expect(sheet.properties.first?.value.hasPrefix("rgb(") == true)
    }

    @Test func statementsAndOpenBlocksAreReported() throws {
        let sheet = try StylesheetBlocks("@import url(a.css);\n@theme\n")
        #expect(sheet.statements.map(\.text) == ["@import url(a.css)", "@theme"])
        #expect(sheet.statements.map(\.line) == [1, 2])
        let open = try StylesheetBlocks("@media print {\n  @theme {\n    --color-a: red;\n")
        #expect(open.unclosedBlocks == [0, 1])
        #expect(open.properties.first?.block == 1)
        #expect(try StylesheetBlocks("}}};;;{").blocks.map(\.prelude) == [""])
    }

    @Test(arguments: [("@theme", true), ("@theme inline", true), ("@theme\tstatic", true), ("@themes", false),
                      ("@THEME", false), (":root", false), ("", false), ("@them", false)])
    func aThemeBlockIsNamedByItsPrelude(_ prelude: String, _ isTheme: Bool) {
        #expect(StylesheetBlocks.isTheme(prelude) == isTheme)
    }

    /// Both readers read the same file through the scanner: a theme nested in another block is
    /// read, a `@keyframes` inside a theme is not, and a rule of the same name twice is two
    /// entries for the CSS reader.
    @Test func bothReadersReadNestedBlocksAlike() throws {
        let text = """
            @media screen {
              @theme inline {
                --color-brand: #ff8800;
                @keyframes spin { --color-inside: red; }
                --color-after: #00ff00;
              }
            }
            .dark { --color-brand: #000000; }
            """
        let tailwind = try PaletteReader.read(Data(text.utf8), format: .tailwind)
        #expect(tailwind.entries.map(\.name) == ["brand", "after"])
        #expect(tailwind.entries.map(\.color.hexString) == ["#ff8800", "#00ff00"])
        let css = try PaletteReader.css(text)  // the CSS reader itself (a .css file with @theme is read as Tailwind)
        #expect(css.entries.map(\.name) == ["color-brand", "color-inside", "color-after", "color-brand"])
        #expect(css.entries.map(\.color.hexString) == ["#ff8800", "#ff0000", "#00ff00", "#000000"])
    }

    /// Hostile shapes: nesting 200,000 deep (no recursion), 100,000 statements, a file of only
    /// separators, and a value of a million characters are read in one pass.
    @Test func hostileShapesAreReadWithoutRecursionOrBlowUp() throws {
        let deep = try StylesheetBlocks(String(repeating: "a{", count: 200_000) + "--x: red;" + String(repeating: "}", count: 200_000))
        #expect(deep.blocks.count == 200_000 && deep.blocks.last?.depth == 200_000 && deep.unclosedBlocks.isEmpty)
        #expect(deep.properties.first?.block == 199_999)
        let statements = try StylesheetBlocks(String(repeating: "@x;", count: 100_000))
        #expect(statements.statements.count == 100_000)
        let separators = try StylesheetBlocks(String(repeating: ";{}", count: 100_000))
        #expect(separators.properties.isEmpty && separators.blocks.count == 100_000)
        let long = try StylesheetBlocks(":root { --v: " + String(repeating: "x", count: 1_000_000) + "; }")
        #expect(long.properties.first?.value.count == 1_000_000)
    }
}
