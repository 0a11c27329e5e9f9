import ChromaOutput
import ChromaPNG
import ChromaRaster
import ColorCore
import Foundation
import Testing
@testable import ChromaText

@Suite struct FontTests {
    @Test func measuredWidthIsTheSumOfAdvancesAndKerning() {
        let font = Font.dejaVuSans
        // Advances add up: the width of a string is the widths of its parts, less their kerning.
        let a = font.width(of: "Hello", size: 32), b = font.width(of: ", Chroma", size: 32)
        #expect(abs(font.width(of: "Hello, Chroma", size: 32) - (a + b)) < 1e-9)
        // Width scales linearly with size.
        #expect(abs(font.width(of: "Swatch", size: 48) - 1.5 * font.width(of: "Swatch", size: 32)) < 1e-9)
        // DejaVu Sans kerns "AV": the pair is narrower than its letters apart.
        #expect(font.width(of: "AV", size: 100) < font.width(of: "A", size: 100) + font.width(of: "V", size: 100) - 1)
        // The advance of one glyph: DejaVu Sans's "H" is 1540 of 2048 units.
        #expect(abs(font.width(of: "H", size: 2048) - 1540) < 1e-9)
        #expect(font.width(of: "", size: 20) == 0)
    }

    /// The characters a font lacks, each once and in order; invisible ones never count.
    @Test func missingCharactersAreThoseWithoutAGlyph() {
        let font = Font.dejaVuSans
        #expect(font.missingCharacters(in: "Hello, Ünïcødé ✓ Ωμέγα Кириллица").isEmpty)
        #expect(font.missingCharacters(in: "").isEmpty)
        #expect(font.missingCharacters(in: "赤い色 赤 🎨") == ["赤", "い", "色", "🎨"])
        // Whitespace, controls, joiners, direction marks and variation selectors draw nothing.
        #expect(font.missingCharacters(in: "a\u{00A0}b\tc\u{200D}d\u{200F}e\u{FE0F}f\u{0007}").isEmpty)
        #expect(font.missingCharacters(in: String(repeating: "漢", count: 5000)) == ["漢"])
        #expect(Font.describe(["赤", "🎨"]) == "'赤' (U+8D64), '🎨' (U+1F3A8)")
        #expect(Font.describe(["a", "b", "c", "d", "e", "f"]) == "'a' (U+0061), 'b' (U+0062), 'c' (U+0063), 'd' (U+0064) and 2 more")
        #expect(Font.dejaVuSans.name == "DejaVu Sans" && Font.dejaVuSansBold.name == "DejaVu Sans Bold")
        // Invisible characters the font lacks draw nothing and take no width: no boxes.
        let invisible = "a\u{0A}b\u{0007}c\u{200D}d\u{FE0F}"
        #expect(font.width(of: invisible, size: 20) == font.width(of: "abcd", size: 20))
        #expect(font.path(for: invisible, size: 20, at: Point(x: 0, y: 20)) == font.path(for: "abcd", size: 20, at: Point(x: 0, y: 20)))
    }

    @Test func textRendersInsideItsMeasuredBox() throws {
        let font = Font.dejaVuSans
        let text = "Typography AVA 0123"
        let size = 28.0
        let width = font.width(of: text, size: size)
        let (ascent, descent) = font.verticalMetrics(size: size)
        let origin = Point(x: 10, y: 10 + ascent)
        let path = font.path(for: text, size: size, at: origin)
        let scene = Scene(width: Int(width) + 20, height: Int(ascent + descent) + 20, background: .white,
                          layers: [Layer(paint: .linear(LinearGradient(gradient: Gradient(colors: [Color(rgb: 0x1e3c72), Color(rgb: 0xff7e5f)]),
                                                                       startPoint: .unit(.leading), endPoint: .unit(.trailing))),
                                         shape: .path(path, fillRule: .nonZero))])
        let png = try Renderer().render(scene, to: .memory)!
        try Data(png).write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "chroma-text-test.png"))
        let image = try PNGReader.decode(png)
        var inkMinX = Int.max, inkMaxX = Int.min, ink = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].x < 250 {
                ink += 1
                inkMinX = min(inkMinX, x)
                inkMaxX = max(inkMaxX, x)
            }
        }
        #expect(ink > 500)
        #expect(inkMinX >= 9 && inkMaxX <= Int(10 + width + 2), "ink \(inkMinX)…\(inkMaxX), box 10…\(10 + width)")
        #expect(Double(inkMaxX - inkMinX) > width * 0.9)
    }

    @Test func missingFontFilesAreClearErrors() {
        #expect { try Font(path: "/nonexistent/font.ttf") } throws: { ($0 as? FontError)?.message == "cannot open font '/nonexistent/font.ttf': no such file" }
        let notAFont = NSTemporaryDirectory() + "chroma-not-a-font.ttf"
        _ = FileManager.default.createFile(atPath: notAFont, contents: Data("not a font".utf8))
        #expect { try Font(path: notAFont) } throws: { ($0 as? FontError)?.message.hasPrefix("cannot read font '\(notAFont)'") == true }
    }
}
