import ColorCore
import Foundation
import Testing
@testable import ChromaPalette

/// Palettes read from stylesheets resolve `var()` in CSS Color 5 strings: a relative color or a
/// mix of another custom property, declared before or after it, as browsers compute them.
@Suite struct StylesheetVariableTests {
    static let declarations = """
          --brand-light: oklch(from var(--brand) calc(l + 0.15) c h);
          --brand: #3366cc;
          --brand-mix: color-mix(in oklab, var(--brand) 60%, white);
          --l: 0.7;
          --brand-teal: oklch(var(--l) 0.1 200);
          --fallback: var(--nope, tomato);
          --on-brand: contrast-color(var(--brand));
          --spacing: 4px;
        """

    static let expected = ["#5e95ff", "#3366cc", "#82a4e4", "#40b1b7", "#ff6347", "#ffffff"]

    @Test func customPropertiesAndTailwindThemesResolveVariables() throws {
        let css = try PaletteReader.read(Data(":root {\n\(Self.declarations)\n}\n".utf8), format: .css)
        #expect(css.entries.map(\.color.hexString) == Self.expected)
        #expect(css.entries.map(\.name) == ["brand-light", "brand", "brand-mix", "brand-teal", "fallback", "on-brand"])
        let theme = Self.declarations.replacingOccurrences(of: "--brand", with: "--color-brand")
            .replacingOccurrences(of: "--fallback", with: "--color-fallback").replacingOccurrences(of: "--on-", with: "--color-on-")
        let tailwind = try PaletteReader.read(Data("@theme {\n\(theme)\n}\n".utf8), format: .tailwind)
        #expect(tailwind.entries.map(\.color.hexString) == Self.expected)
        // Each matches the string with the variable written out.
        #expect(try Color(parsing: "oklch(from #3366cc calc(l + 0.15) c h)").hexString == Self.expected[0])
        #expect(try Color(parsing: "color-mix(in oklab, #3366cc 60%, white)").hexString == Self.expected[2])
    }

    /// A chain declared last to first reads whole, as one declared in order; a name declared
    /// twice is one color with its last value, where it first appears; numbers are no colors.
    @Test func chainsInAnyOrderDuplicatesAndNumbers() throws {
        for count in [2, 33, 40, 1_000] {
            var lines = (1..<count).map { "  --c\($0): color-mix(in oklab, var(--c\($0 - 1)) 99%, red);" }
            lines.append("  --c0: #3366cc;")
            let forward = try PaletteReader.read(Data(":root {\n\(lines.reversed().joined(separator: "\n"))\n}\n".utf8), format: .css)
            let backward = try PaletteReader.read(Data(":root {\n\(lines.joined(separator: "\n"))\n}\n".utf8), format: .css)
            #expect(forward.entries.count == count && backward.entries.count == count, "\(count): \(forward.entries.count), \(backward.entries.count)")
            let byName = Dictionary(uniqueKeysWithValues: forward.entries.map { ($0.name ?? "", $0.color.hexString) })
            #expect(backward.entries.allSatisfy { byName[$0.name ?? ""] == $0.color.hexString })
        }
        let twice = try PaletteReader.read(Data(":root {\n  --brand: #3969d9;\n  --accent: var(--brand);\n  --brand: #0081f1;\n}\n".utf8), format: .css)
        #expect(twice.entries.map(\.name) == ["brand", "accent"] && twice.entries.map(\.color.hexString) == ["#0081f1", "#0081f1"])
        let theme = try PaletteReader.read(Data("@theme {\n  --color-brand: #3969d9;\n  --color-brand: #0081f1;\n}\n".utf8), format: .tailwind)
        #expect(theme.entries.map(\.name) == ["brand"] && theme.entries.map(\.color.hexString) == ["#0081f1"])
        let numbers = ":root {\n  --font-weight-bold: 700;\n  --z-modal: 1000;\n  --size: 123456;\n  --r: 255;\n  --x: rgb(var(--r) 0 0);\n  --y: var(--size);\n}\n"
        let read = try PaletteReader.read(Data(numbers.utf8), format: .css)
        #expect(read.entries.map(\.name) == ["x"] && read.entries[0].color.hexString == "#ff0000")
        #expect(throws: PaletteError.self) { try PaletteReader.read(Data("@theme {\n  --color-a: 123456;\n}\n".utf8), format: .tailwind) }
    }

    /// What looks like a color but is not one, and a var() to nothing or in a circle, is left
    /// out and its line noted for a warning; other custom properties (lengths, a var() to a
    /// length) are left out quietly; `!important` is not part of the value.
    @Test func unreadColorsAreNoted() throws {
        let text = ":root {\n  --a: oklch(0.5 0.1 30) garbage;\n  --b: red !important;\n  --c: rgb(var(--nope) 0 0);\n"
            + "  --d: var(--b);\n  --gap: 4px;\n  --e: var(--missing);\n  --f: #12345;\n}\n"
        var notes = PaletteReadNotes()
        let palette = try PaletteReader.read(Data(text.utf8), format: .css, notes: &notes)
        #expect(palette.entries.map(\.name) == ["b", "d"] && palette.entries.allSatisfy { $0.color.hexString == "#ff0000" })
        #expect(notes.unreadColorLines == [2, 4, 7, 8])  // --e: var(--missing) refers to nothing
        #expect(notes.warning(for: "w.css") == "w.css: 4 custom properties are left out (lines 2, 4, 7, 8): they look like a color but do not read as one, or refer to nothing; chroma convert 'VALUE' names what is wrong")
        #expect(PaletteReadNotes().warning(for: "x") == nil)
        let references = ":root {\n  --x: var(--nothing);\n  --a: var(--b);\n  --b: var(--a);\n  --s: var(--s);\n  --gap: var(--len);\n"
            + "  --len: 4px;\n  --ok: red;\n  --f: var(--zz, blue);\n}\n"
        var referenceNotes = PaletteReadNotes()
        let resolved = try PaletteReader.read(Data(references.utf8), format: .css, notes: &referenceNotes)
        #expect(resolved.entries.map(\.name) == ["ok", "f"] && referenceNotes.unreadColorLines == [2, 3, 4, 5])
    }

    /// References that double at every level stop at the expansion budget; a chain of colors
    /// is read once per variable however often it is referred to; cycles are named.
    @Test func hostileReferencesEndQuickly() throws {
        var channels = ":root {\n  --v0: 1;\n"
        for i in 1...40 { channels += "  --v\(i): calc(var(--v\(i - 1)) + var(--v\(i - 1)));\n" }
        channels += "  --c: rgb(var(--v40) 0 0);\n  --ok: red;\n}\n"
        let palette = try PaletteReader.read(Data(channels.utf8), format: .css)
        #expect(palette.entries.map(\.name) == ["ok"])  // --c expands beyond the budget: not a color
        var colors = ":root {\n  --k0: red;\n"
        for i in 1...2_000 { colors += "  --k\(i): color-mix(in srgb, var(--k\(i - 1)), var(--k\(i - 1)));\n" }
        colors += "}\n"
        let chain = try PaletteReader.read(Data(colors.utf8), format: .css)
        #expect(chain.entries.count == 2_001 && chain.entries.allSatisfy { $0.color.hexString == "#ff0000" })
        let variables = CSSVariables(["--a": "var(--b)", "b": "var(--c)", "--c": "var(--a)"])
        #expect(throws: ColorParseError.self) { try Color(parsing: "var(--a)", variables: variables) }
        do {
            _ = try Color(parsing: "rgb(var(--a) 0 0)", variables: variables)
        } catch let error as ColorParseError {
            #expect(error.reason.contains("go round in a circle: --a → --b → --c → --a"), "\(error)")
        }
    }
}
