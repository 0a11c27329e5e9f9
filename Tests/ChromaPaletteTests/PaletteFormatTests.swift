import ColorCore
import ChromaFiles
import Foundation
import Testing
@testable import ChromaPalette

@Suite struct PaletteFormatTests {
    static let palette = Palette(name: "Sunset", entries: [
        .init(name: "Deep Navy", color: Color(rgb: 0x1e3c72)),
        .init(name: "coral", color: Color(rgb: 0xff7e5f)),
        .init(name: "sand", color: Color(rgb: 0xfeb47b)),
        .init(name: "mint-2", color: Color(rgb: 0x1dd1a1)),
    ])

    @Test(arguments: PaletteFormat.allCases)
    func palettesRoundTrip(_ format: PaletteFormat) throws {
        let data = PaletteWriter.data(Self.palette, format: format)
        let back = try PaletteReader.read(data, format: format)
        #expect(back.entries.map(\.color.hexString) == Self.palette.entries.map(\.color.hexString), "\(format)")
        switch format {
        case .text:
            #expect(back.entries.allSatisfy { $0.name == nil })
        case .css:
            #expect(back.entries.map(\.name) == Self.palette.entries.map(\.name) && back.name == "Sunset")
        case .tailwind:
            #expect(back.entries.map(\.name) == ["deep-navy", "coral", "sand", "mint-2"])
        case .android:
            #expect(back.entries.map(\.name) == ["deep_navy", "coral", "sand", "mint_2"])
        default:
            #expect(back.entries.map(\.name) == Self.palette.entries.map(\.name), "\(format)")
        }
        if [.gpl, .ase, .json, .aco, .android, .tailwind].contains(format) == false { return }
        #expect(try PaletteReader.read(PaletteWriter.data(back, format: format), format: format) == back)
    }

    @Test func readsWhatOtherToolsWrite() throws {
        let gpl = "GIMP Palette\nName: Tools\nColumns: 2\n# comment\n255   0   0\tRed\n  0 128 255\n"
        let fromGPL = try PaletteReader.read(Data(gpl.utf8), format: .gpl)
        #expect(fromGPL.name == "Tools" && fromGPL.entries.map(\.color.hexString) == ["#ff0000", "#0080ff"])
        #expect(fromGPL.entries.map(\.name) == ["Red", nil])

        let tokens = ##"{"brand": {"$type": "color", "primary": {"$value": "#336699"}, "accent": {"$value": {"colorSpace": "srgb", "components": [1, 0.5, 0]}}},"##
            + ##" "space": {"small": {"$type": "dimension", "$value": "4px"}}}"##
        let fromTokens = try PaletteReader.read(Data(tokens.utf8), format: .json)
        #expect(fromTokens.entries.map(\.name) == ["brand.primary", "brand.accent"])  // file order
        #expect(fromTokens.entries.map(\.color.hexString) == ["#336699", "#ff8000"])

        let css = "/* brand */\n:root {\n  --brand: #336699;\n  --gap: 4px;\n  --accent: rgb(255 128 0);\n}\n.dark { --brand: oklch(70% 0.1 200); }"
        let fromCSS = try PaletteReader.read(Data(css.utf8), format: .css)
        #expect(fromCSS.entries.map(\.name) == ["brand", "accent", "brand"])

        let text = "#ff0000\n\n// a comment\nrebeccapurple\nhsl(120 100% 25%)\n"
        #expect(try PaletteReader.read(Data(text.utf8), format: .text).entries.count == 3)
    }

    @Test func invalidFilesNameThePosition() {
        let cases: [(PaletteFormat, [UInt8], String)] = [
            (.gpl, Array("JASC-PAL\n".utf8), "line 1: expected 'GIMP Palette'"),
            (.gpl, Array("GIMP Palette\n255 0 0 red\n300 0 0 bad\n".utf8), "line 3, column 1: expected three numbers 0–255"),
            (.text, Array("#ff0000\nnot-a-color\n".utf8), "line 2, column 1: invalid color 'not-a-color'"),
            (.css, Array(":root { --gap: 4px; }".utf8), "no custom property holds a color"),
            (.css, Array(":root { /* never closed --a: red; }".utf8), "line 1: a comment is never closed"),
            (.json, Array("{\"a\": {\"$type\": \"color\", \"$value\": \"nope\"}}".utf8), "'a': invalid color 'nope'"),
            (.json, Array("[1, 2]".utf8), "expected a JSON object"),
            (.json, Array("{".utf8), "malformed JSON"),
            (.ase, Array("RIFF".utf8), "byte 0: not an ASE file"),
            (.ase, Array("ASEF".utf8) + [0, 1, 0, 0, 0, 0, 0, 1, 0x12, 0x34, 0, 0, 0, 0], "byte 12: unknown ASE block type 0x1234"),
            (.ase, Array("ASEF".utf8) + [0, 1, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 40, 0, 2], "byte 18: the file ends inside a block"),
            (.text, Array("\n\n".utf8), "the palette has no colors"),
        ]
        for (format, bytes, fragment) in cases {
            #expect {
                try PaletteReader.read(Data(bytes), format: format)
            } throws: { error in
                guard let error = error as? PaletteError else { return false }
                // What the file holds is quoted in the message, and only there: the redacted
                // message keeps the position and what was expected.
                return error.message.contains(fragment) && !error.redacted.contains("nope")
            }
        }
        #expect { try PaletteReader.read(contentsOf: "/tmp/palette.xyz") } throws: { ($0 as? PaletteError)?.message.contains("cannot tell the palette format") == true }
        #expect { try PaletteReader.read(contentsOf: "/nonexistent/p.gpl") } throws: { ($0 as? FileError)?.message.contains("no such file") == true }
    }
}
