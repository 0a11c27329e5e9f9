import Testing
@testable import ColorCore

/// What a SwiftUI user types without thinking: system colors, random colors, hex.
@Suite struct SwiftUIColorTests {
    @Test func systemColorsAreTheLightModeValues() {
        let expected: [(Color, String)] = [(.red, "#ff3b30"), (.orange, "#ff9500"), (.yellow, "#ffcc00"), (.green, "#34c759"),
                                          (.mint, "#00c7be"), (.teal, "#30b0c7"), (.cyan, "#32ade6"), (.blue, "#007aff"),
                                          (.indigo, "#5856d6"), (.purple, "#af52de"), (.pink, "#ff2d55"), (.brown, "#a2845e"),
                                          (.gray, "#8e8e93"), (.black, "#000000"), (.white, "#ffffff")]
        for (color, hex) in expected { #expect(color.hexString == hex) }
        #expect(Color.clear.opacity == 0)
    }

    @Test func randomColorsRepeatWithTheSeed() {
        var a = SplitMix64(seed: 42), b = SplitMix64(seed: 42), c = SplitMix64(seed: 43)
        let first = (0..<100).map { _ in Color.random(using: &a) }
        #expect(first == (0..<100).map { _ in Color.random(using: &b) })
        #expect(first != (0..<100).map { _ in Color.random(using: &c) })
        #expect(first.allSatisfy { $0.space == .srgb && $0.opacity == 1 && ($0.components.min() >= 0) && ($0.components.max() <= 1) })
    }

    @Test func hexAsTheArticleWritesIt() {
        #expect(Color(hex: "#1e3c72")?.hexString == "#1e3c72" && Color(hex: "not a color") == nil && Color(hex: "#12345") == nil)
        // Up to 0xFFFFFF the integer is 0xRRGGBB; above, 0xRRGGBBAA (the article's alpha form).
        #expect(Color(hex: 0x1e3c72).hexString == "#1e3c72" && Color(hex: 0xff_1e3c72).hexString == "#ff1e3c72")
        #expect(Color(hex: 0xabcdef55).hexString == "#abcdef55" && Color(hex: 0xffffff).hexString == "#ffffff")
        #expect(Color(hex: 0x1_0000_00ff).hexString == "#0000ff")   // bits above 32 ignored
        #expect(Color(hex: 0xabcdef, opacity: 0.5).opacity == 0.5)
    }
}
