import Testing
@testable import ColorCore

@Suite struct HarmonyAndContrastTests {
    @Test func harmoniesInHSBFollowTheArticleWithHuesWrapped() {
        let base = Color(hueDegrees: 350, saturation: 0.8, brightness: 0.9)
        func hues(_ scheme: HarmonyScheme) -> [Double] {
            base.harmony(scheme).map { $0.components.x }
        }
        #expect(hues(.complementary) == [350, 170])
        #expect(zip(hues(.analogous), [350, 4.4, 335.6]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(hues(.triadic) == [350, 110, 230])
        #expect(hues(.splitComplementary) == [350, 140, 200])
        #expect(hues(.tetradic) == [350, 50, 170, 230])
        #expect(hues(.square) == [350, 80, 170, 260])
        let mono = base.harmony(.monochromatic)
        #expect(mono.map(\.components.x) == [350, 350, 350, 350])
        #expect(zip(mono.map(\.components.y), [0.8, 0.64, 0.48, 0.32]).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(mono.allSatisfy { $0.components.z == 0.9 })
        // Hue 0 minus 4% wraps to 345.6, not a negative hue.
        let red = Color(hue: 0, saturation: 1, brightness: 1).harmony(.analogous)
        #expect(abs(red[2].components.x - 345.6) < 1e-9)
    }

    @Test func harmoniesInOKLCHKeepLightnessAndChroma() throws {
        let base = try Color(parsing: "oklch(0.7 0.12 200)")
        let colors = base.harmony(.triadic, in: .oklch)
        #expect(colors.count == 3)
        for (color, hue) in zip(colors, [200.0, 320, 80]) {
            #expect(color.space == .oklch)
            #expect(componentError(color.components, SIMD3(0.7, 0.12, hue), hueIndex: 2) < 1e-9)
        }
    }

    @Test func contrastFollowsWCAG() throws {
        #expect(abs(Color.black.contrastRatio(with: .white) - 21) < 1e-12)
        #expect(Color.white.contrastRatio(with: .white) == 1)
        let gray = try Color(parsing: "#777")
        #expect(abs(gray.contrastRatio(with: .white) - gray.contrastRatio(with: .black)) > 0)
        #expect(abs(gray.contrastRatio(with: .white) - 4.478) < 1e-3)  // the well-known #777 on white
        #expect(Color(rgb: 0xffff00).preferredTextColor == .black)
        #expect(Color(rgb: 0x000080).preferredTextColor == .white)
        #expect(abs(Color.white.relativeLuminance - 1) < 1e-12)
    }

    @Test func gamutMappingReducesChromaAndKeepsLightnessAndHue() throws {
        let vivid = try Color(parsing: "oklch(0.7 0.4 150)")
        #expect(!vivid.isInGamut(of: .srgb))
        let mapped = vivid.gamutMapped(to: .srgb)
        #expect(mapped.space == .srgb && mapped.isInGamut(of: .srgb))
        let lch = mapped.components(in: .oklch)
        #expect(abs(lch.x - 0.7) < 0.02 && abs(lch.z - 150) < 5 && lch.y < 0.4, "\(lch)")
        #expect(try Color(parsing: "oklch(1.2 0.2 40)").gamutMapped().components == SIMD3(1, 1, 1))
        #expect(try Color(parsing: "oklch(0 0.2 40)").gamutMapped().components == SIMD3(0, 0, 0))
        let inGamut = try Color(parsing: "#336699")
        #expect(componentError(inGamut.gamutMapped().components, inGamut.srgb) < 1e-15)
        #expect(Color(.displayP3, 1, 0, 0).hexString == Color(.displayP3, 1, 0, 0).gamutMapped().hexString)
        // HSL destination maps through sRGB.
        #expect(vivid.gamutMapped(to: .hsl).space == .hsl)
    }
}
