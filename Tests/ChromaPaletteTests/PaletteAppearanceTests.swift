import ColorCore
import Foundation
import Testing
@testable import ChromaPalette

/// Adaptive colors read from a stylesheet keep their appearances when a palette is written:
/// NAME and NAME-dark (and the high-contrast pair when it differs), which asset catalogs put
/// back together as one colorset with a dark appearance.
@Suite struct PaletteAppearanceTests {
    @Test func adaptiveEntriesExpandIntoNamedAppearances() throws {
        let css = ":root {\n  --surface: light-dark(#ffffff, #121212);\n  --accent: .blue;\n  --plain: #3366cc;\n}\n"
        let palette = try PaletteReader.read(Data(css.utf8), format: .css).expandingAppearances()
        #expect(palette.entries.map(\.name) == ["surface", "surface-dark", "accent", "accent-dark", "accent-high-contrast",
                                                "accent-dark-high-contrast", "plain"])
        #expect(palette.entries.map(\.color.hexString) == ["#ffffff", "#121212", "#007aff", "#0a84ff", "#0040dd", "#409cff", "#3366cc"])
        let sets = AssetCatalog.colorSets(palette)
        let surface = try #require(sets.first { $0.name == "surface" })
        #expect(surface.dark?.hexString == "#121212" && surface.highContrast == nil)
        let accent = try #require(sets.first { $0.name == "accent" })
        #expect(accent.dark?.hexString == "#0a84ff" && accent.darkHighContrast?.hexString == "#409cff")
        // A palette without adaptive colors is unchanged; an unnamed adaptive color gets a name.
        let plain = Palette(entries: [.init(color: Color(rgb: 0x123456))])
        #expect(plain.expandingAppearances() == plain)
        let unnamed = Palette(entries: [.init(color: try Color(parsing: "light-dark(red, blue)"))]).expandingAppearances()
        #expect(unnamed.entries.map(\.name) == ["color-1", "color-1-dark"])
    }
}
