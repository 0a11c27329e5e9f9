import ColorCore
import Foundation
import Testing
@testable import ChromaPalette

/// Photoshop .aco, Android colors.xml, Tailwind v4 @theme and Xcode asset catalogs.
@Suite struct AppFormatTests {
    /// The bytes of Adobe's "Color Swatches" description, spelled out: version 1 section
    /// (version, count, then space + 4 values per color), version 2 section (the same, then a
    /// 32-bit length in UTF-16 units counting the final NUL, the units, the NUL).
    @Test func acoIsWrittenByteByByteAsTheSpecificationDescribes() throws {
        let palette = Palette(name: "dropped", entries: [
            .init(name: "Ré", color: Color(rgb: 0xff8000)),
            .init(color: Color(rgb: 0x0a0b0c)),
        ])
        let v1: [UInt8] = [0, 1, 0, 2,
                           0, 0, 0xff, 0xff, 0x80, 0x80, 0x00, 0x00, 0, 0,   // RGB 65535, 32896 (128 × 257), 0
                           0, 0, 0x0a, 0x0a, 0x0b, 0x0b, 0x0c, 0x0c, 0, 0]
        let v2: [UInt8] = [0, 2, 0, 2,
                           0, 0, 0xff, 0xff, 0x80, 0x80, 0x00, 0x00, 0, 0,
                           0, 0, 0, 3, 0, 0x52, 0, 0xe9, 0, 0,                // "Ré" + NUL: 3 units
                           0, 0, 0x0a, 0x0a, 0x0b, 0x0b, 0x0c, 0x0c, 0, 0,
                           0, 0, 0, 8] + Array("#0a0b0c".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xff)] } + [0, 0]
        #expect([UInt8](PaletteWriter.data(palette, format: .aco)) == v1 + v2)
        let back = try PaletteReader.read(Data(v1 + v2), format: .aco)
        #expect(back.entries.map(\.name) == ["Ré", "#0a0b0c"])
        #expect(back.entries.map(\.color.hexString) == ["#ff8000", "#0a0b0c"])
        // A file with only the version 1 section: unnamed colors.
        let old = try PaletteReader.read(Data(v1), format: .aco)
        #expect(old.entries.map(\.name) == [nil, nil] && old.entries.map(\.color.hexString) == ["#ff8000", "#0a0b0c"])
    }

    @Test func acoReadsEveryColorSpace() throws {
        func one(_ space: UInt16, _ w: UInt16, _ x: UInt16, _ y: UInt16, _ z: UInt16) throws -> Color {
            let words = [1, 1, space, w, x, y, z]
            return try #require(PaletteReader.read(Data(words.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xff)] }), format: .aco).entries.first).color
        }
        #expect(try one(1, 0, 65535, 65535, 0).hexString == "#ff0000")                  // HSB red
        #expect(try one(1, 21845, 65535, 65535, 0).hexString == "#00ff00")              // HSB 120°
        #expect(try one(2, 0, 65535, 65535, 65535).hexString == "#00ffff")              // CMYK: 0 is full cyan ink
        #expect(try one(2, 65535, 65535, 65535, 0).hexString == "#000000")              // full black ink
        #expect(try one(7, 10000, 0, 0, 0).hexString == "#ffffff")                      // Lab L 100
        let lab = try one(7, 5000, UInt16(bitPattern: -2000), 3000, 0).components(in: .lab)
        #expect(abs(lab.x - 50) < 1e-9 && abs(lab.y + 20) < 1e-9 && abs(lab.z - 30) < 1e-9)
        #expect(try one(8, 0, 0, 0, 0).hexString == "#ffffff")                          // no gray ink
        #expect(try one(8, 10000, 0, 0, 0).hexString == "#000000")
        #expect(try one(8, 7500, 0, 0, 0).hexString == "#404040")                       // "75% Gray"
    }

    @Test func malformedACOFilesNameTheByte() {
        let cases: [([UInt8], String)] = [
            ([], "byte 0: the file is empty"),
            ([0, 3, 0, 0], "byte 0: ACO version 3 is not supported"),
            ([0, 1, 0xff, 0xff, 0, 0], "byte 2: 65535 colors cannot fit"),
            ([0, 1, 0, 1, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0], "byte 4: color space 4 is not supported"),
            ([0, 1, 0, 1, 0, 7, 0x27, 0x11, 0, 0, 0, 0, 0, 0], "Lab lightness 10001 is out of range"),
            ([0, 1, 0, 0, 0, 2, 0, 0, 0xff], "byte 8: 1 bytes follow the last section"),
            ([0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0], "the second section must be version 2 with the same 1 colors"),
            ([0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff], "byte 14: a name of 4294967295 UTF-16 units runs past"),
            ([0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 0, 0x41, 0, 0, 0, 0], "byte 14: a name of 9 UTF-16 units runs past"),
        ]
        for (bytes, message) in cases {
            expectPaletteError(message, input: "\(bytes)") { _ = try PaletteReader.read(Data(bytes), format: .aco) }
        }
    }

    @Test func androidColorsAreAlphaFirstAndFollowReferences() throws {
        let xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- Brand <colors> -->
            <resources xmlns:tools="http://schemas.android.com/tools">
                <color name="primary">#FF6200EE</color>
                <color name="half_red">#80FF0000</color>
                <color name="short">#f0a</color>
                <color name="short_alpha">#8f0a</color>
                <string name="app_name">Ignored &amp; skipped</string>
                <color name="accent" tools:ignore="UnusedResources">@color/primary</color>
                <color name="quoted">
                    #0080FF
                </color>
            </resources>
            """
        let palette = try PaletteReader.read(Data(xml.utf8), format: .android)
        #expect(palette.entries.map(\.name) == ["primary", "half_red", "short", "short_alpha", "accent", "quoted"])
        #expect(palette.entries.map(\.color.hexString) == ["#6200ee", "#ff000080", "#ff00aa", "#ff00aa88", "#6200ee", "#0080ff"])
        let written = String(decoding: PaletteWriter.data(palette, format: .android), as: UTF8.self)
        #expect(written.contains("<color name=\"half_red\">#80FF0000</color>"))
        #expect(written.contains("<color name=\"primary\">#6200EE</color>"))
        #expect(try PaletteReader.read(Data(written.utf8), format: .android).entries.map(\.color.hexString) == palette.entries.map(\.color.hexString))
        #expect(AndroidColors.resourceName("2 Brand/Blue", 0) == "color_2_brand_blue")
        #expect(AndroidColors.resourceName("onSurfaceVariant", 0) == "on_surface_variant")
        #expect(AndroidColors.resourceName("surfaceContainerHigh2x", 0) == "surface_container_high2x")
        #expect(AndroidColors.resourceName("default", 0) == "default_" && AndroidColors.resourceName("Class", 0) == "class_")
        #expect(AndroidColors.resourceName("日本", 4) == "color_5" && AndroidColors.resourceName("URLColor", 0) == "urlcolor")
    }

    @Test func malformedAndroidFilesNameTheLine() {
        let cases: [(String, String)] = [
            ("<colors></colors>", "no <resources> element"),
            ("<resources>\n<color>#fff</color></resources>", "line 2: a <color> has no name attribute"),
            ("<resources>\n<color name=\"a\">red</color></resources>", "line 2: color 'a' is 'red'; expected #RGB"),
            ("<resources>\n<color name=\"a\">#12345</color></resources>", "expected #RGB, #ARGB"),
            ("<resources><color name=\"a\">@color/b</color></resources>", "refers to '@color/b', which is not in the file"),
            ("<resources><color name=\"a\">@color/b</color><color name=\"b\">@color/a</color></resources>", "a cycle"),
            ("<resources>\n<!-- open", "line 2: a comment is never closed"),
            ("<resources><color name=\"a\">#fff</resources>", "expected text and the closing tag of 'color', found '/resources'"),
            ("<resources><color name=a>#fff</color></resources>", "must be quoted"),
            ("<resources><color name=\"a\">&bogus;</color></resources>", "unknown character reference '&bogus;'"),
            ("<resources><color name=\"a\"/></resources>", "color 'a' has no value"),
        ]
        for (xml, message) in cases {
            expectPaletteError(message, input: xml) { _ = try PaletteReader.read(Data(xml.utf8), format: .android) }
        }
    }

    @Test func tailwindThemesReadVariablesAndReferences() throws {
        let css = """
            @import "tailwindcss";
            /* brand */
            @theme {
              --color-*: initial;
              --font-display: "Satoshi", sans-serif;
              --color-brand-500: oklch(0.72 0.11 221.19);
              --color-mint: #10b981;
              --color-primary: var(--color-mint);
              @keyframes spin { to { transform: rotate(360deg); } }
              --color-last: rgb(0 0 0)
            }
            .button { --color-outside: red; }
            """
        let palette = try PaletteReader.read(Data(css.utf8), format: .tailwind)
        #expect(palette.entries.map(\.name) == ["brand-500", "mint", "primary", "last"])
        #expect(palette.entries[1].color.hexString == "#10b981" && palette.entries[2].color == palette.entries[1].color)
        // A .css file with an @theme block is read as Tailwind.
        #expect(try PaletteReader.read(Data(css.utf8), format: .css) == palette)
        // Written: sRGB as hex, wider colors as oklch, nothing clipped.
        let wide = Palette(name: "Brand", entries: [.init(name: "Brand 500", color: Color(.displayP3, 0, 1, 0)), .init(color: Color(rgb: 0x10b981))])
        let written = String(decoding: PaletteWriter.data(wide, format: .tailwind), as: UTF8.self)
        #expect(written.hasPrefix("/* Brand */\n@theme {\n  --color-brand-500: oklch("))
        #expect(written.hasSuffix("  --color-color-2: #10b981;\n}\n"))
        let back = try PaletteReader.read(Data(written.utf8), format: .tailwind)
        #expect(back.entries[0].color.deltaEOK(wide.entries[0].color) < 1e-4)
    }

    @Test func malformedTailwindFilesNameTheLine() {
        let cases: [(String, String)] = [
            (":root { --color-a: red; }", "no @theme block"),
            ("@theme {\n  --color-a: red;\n  --color-b: nope;\n}", "line 3: '--color-b': invalid color 'nope'"),
            ("@theme {\n  --color-a: var(--color-z);\n}", "line 2: '--color-a': invalid color 'var(--color-z)': var(--color-z) refers to --color-z, which no declaration defines"),
            ("@theme {\n  --color-a: var(--color-b);\n  --color-b: var(--color-a);\n}", "var() references go round in a circle: --color-"),
            ("@theme {\n  --color-a: red;\n  --color-b: color-mix(in oklab, var(--color-a) 40%, var(--color-c));\n}", "line 3: '--color-b': invalid color"),
            ("@theme {\n  --color-a: red;\n", "line 1: the @theme block is never closed"),
            ("@theme\n", "line 1: @theme has no '{' block"),
            ("@theme { /* open\n", "line 1: a comment is never closed"),
        ]
        for (css, message) in cases {
            expectPaletteError(message, input: css) { _ = try PaletteReader.read(Data(css.utf8), format: .tailwind) }
        }
    }

    /// Every format to every format and back: colors always survive (8-bit sRGB), names where
    /// both formats hold names (text holds none; Android and Tailwind rewrite them).
    @Test(arguments: PaletteFormat.allCases)
    func everyFormatConvertsToEveryOther(_ first: PaletteFormat) throws {
        let palette = PaletteFormatTests.palette
        let once = try PaletteReader.read(PaletteWriter.data(palette, format: first), format: first)
        for second in PaletteFormat.allCases {
            let twice = try PaletteReader.read(PaletteWriter.data(once, format: second), format: second)
            #expect(twice.entries.map(\.color.hexString) == palette.entries.map(\.color.hexString), "\(first) → \(second)")
            if [first, second].allSatisfy({ [.gpl, .json, .ase, .aco].contains($0) }) {
                #expect(twice.entries.map(\.name) == palette.entries.map(\.name), "\(first) → \(second)")
            }
        }
    }
}
