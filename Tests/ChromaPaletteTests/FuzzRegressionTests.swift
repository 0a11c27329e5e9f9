import Foundation
import Testing
@testable import ChromaPalette

/// Inputs the fuzzers found, kept so that they stay harmless.
@Suite struct FuzzRegressionTests {
    /// A stylesheet with NUL bytes in a property name and two rules, read and written back in
    /// every format (fuzz-palette, crash-fc22cde5).
    @Test func stylesheetWithNULsInNames() throws {
        let bytes: [UInt8] = [47, 42, 47, 10, 58, 114, 111, 111, 116, 32, 123, 10, 32, 32, 45, 45, 75, 68, 101, 101, 112, 45, 35, 46, 78, 32, 45, 45, 68, 117, 115, 107, 45, 114, 97, 108, 58, 32, 35, 102, 102, 55, 101, 53, 102, 59, 10, 32, 32, 45, 45, 83, 97, 110, 0, 1, 0, 0, 100, 58, 32, 35, 59, 10, 125, 10, 55, 98, 32, 10, 32, 59, 45, 45, 72, 32, 83, 117, 110, 115, 101, 116, 32, 42, 47, 10, 58, 114, 111, 111, 116, 32, 123, 10, 32, 32, 45, 45, 75, 68, 101, 101, 112, 45, 35, 46, 78, 32, 45, 45, 68, 117, 115, 107, 45, 114, 97, 108, 58, 32, 35, 102, 102, 55, 101, 53, 102, 59, 10, 32, 32, 45, 45, 83, 97, 110, 0, 1, 0, 0, 100, 58, 32, 35, 59, 10, 125, 10, 55, 98, 32, 10, 32, 59, 45, 45, 72, 97, 122, 38, 58, 32, 35, 102, 100, 102, 98, 102, 98, 59, 10, 125, 10]
        let palette = try PaletteReader.read(Data(bytes), format: .css)
        for format in PaletteFormat.allCases { _ = PaletteWriter.data(palette, format: format) }
        #expect(!palette.entries.isEmpty)
    }

    /// Comments that overlap their own markers: "/*/" opens and does not close; a written
    /// name's comment "; /* */" is empty; "--:" has no name.
    @Test func overlappingCommentMarkers() throws {
        for text in ["/*/ x */\n:root { --a: red; }", "/*/", ":root { --x: red; /* */ }", ":root {\n--:red; /* n */\n--a: red;\n}",
                     "--a:b; /* */\n:root { --c: blue; }", "/**/:root{--d:#fff}"] {
            _ = try? PaletteReader.read(Data(text.utf8), format: .css)
        }
        let named = try PaletteReader.read(Data("/* Sunset */\n:root { --a: red; }".utf8), format: .css)
        #expect(named.name == "Sunset")
        let open = try PaletteReader.read(Data("/*/ x */\n:root { --a: red; }".utf8), format: .css)
        #expect(open.name == "/ x" && open.entries.count == 1)
    }
}
