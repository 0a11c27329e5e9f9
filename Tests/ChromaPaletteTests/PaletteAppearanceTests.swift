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

    /// CSS writes one property per color (names that fold to one get a suffix and keep their
    /// spelling in a comment), and wide colors as oklch(); design tokens as the Display P3
    /// object form; both read back to the same colors and names.
    @Test func stylesheetsAndTokensKeepEveryColor() throws {
        let wide = try Color(parsing: "color(display-p3 0 1 0)")
        let palette = Palette(name: "t", entries: [.init(name: "brand", color: Color(rgb: 0xff0000)), .init(name: "Brand", color: Color(rgb: 0x0000ff)),
                                                   .init(name: "brand-", color: Color(rgb: 0x00ff00)), .init(name: "wide", color: wide)])
        let css = String(decoding: PaletteWriter.data(palette, format: .css), as: UTF8.self)
        #expect(css.contains("--brand: #ff0000;") && css.contains("--brand-2: #0000ff; /* Brand */") && css.contains("--wide: oklch("))
        let back = try PaletteReader.read(Data(css.utf8), format: .css)
        #expect(back.entries.map(\.name) == ["brand", "Brand", "brand-", "wide"])
        #expect(back.entries.prefix(3).map(\.color.hexString) == ["#ff0000", "#0000ff", "#00ff00"])
        #expect(back.entries[3].color.components(in: .displayP3).y > 0.999 && !back.entries[3].color.isInGamut(of: .srgb))
        let tokens = String(decoding: PaletteWriter.data(palette, format: .json), as: UTF8.self)
        #expect(tokens.contains("\"colorSpace\": \"display-p3\""))
        let fromTokens = try PaletteReader.read(Data(tokens.utf8), format: .json)
        let p3 = fromTokens.entries[3].color.components(in: .displayP3)
        #expect(abs(p3.x) < 1e-6 && abs(p3.y - 1) < 1e-6 && abs(p3.z) < 1e-6)
    }
}
