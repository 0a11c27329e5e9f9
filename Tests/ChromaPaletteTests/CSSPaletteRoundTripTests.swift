import ColorCore
import Foundation
import Testing
@testable import ChromaPalette

/// CSS export speaks CSS (lower-case kebab custom properties), and a CSS → GPL round trip keeps
/// the palette's name and its color names as written, spaces and capitals included.
@Suite struct CSSPaletteRoundTripTests {
    @Test(arguments: [("Coral Red", "coral-red"), ("deep-navy", "deep-navy"), ("  Sky / Blue 2 ", "sky-blue-2"), ("Ünïcode Grün", "ünïcode-grün"),
                      ("***", "color-1"), ("", "color-1")])
    func propertyNamesAreLowerKebab(name: String, identifier: String) {
        #expect(PaletteWriter.cssIdentifier(name, 0) == identifier)
    }

    @Test func namesSurviveCSSAndBack() throws {
        let palette = Palette(name: "Sunset Brand", entries: [.init(name: "Coral Red", color: Color(rgb: 0xff7f50)),
                                                              .init(name: "deep-navy", color: Color(rgb: 0x1e3c72)),
                                                              .init(name: nil, color: Color(rgb: 0x00ff00))])
        let css = String(decoding: PaletteWriter.data(palette, format: .css), as: UTF8.self)
        #expect(css.contains("--coral-red: #ff7f50; /* Coral Red */") && css.contains("--deep-navy: #1e3c72;\n"))
        let back = try PaletteReader.read(Data(css.utf8), format: .css)
        #expect(back.name == "Sunset Brand")
        #expect(back.entries.map(\.name) == ["Coral Red", "deep-navy", "color-3"])
        #expect(back.entries.map(\.color.hexString) == ["#ff7f50", "#1e3c72", "#00ff00"])
        let gpl = String(decoding: PaletteWriter.data(back, format: .gpl), as: UTF8.self)
        #expect(gpl.contains("Name: Sunset Brand") && gpl.contains("\tCoral Red\n"))
    }
}
