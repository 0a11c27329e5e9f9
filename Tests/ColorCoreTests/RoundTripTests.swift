import Testing
@testable import ColorCore

@Suite struct RoundTripTests {
    /// A random color in a space, drawn within that space's sRGB-ish ranges (and a little beyond,
    /// for the unbounded spaces), away from powerless hues.
    static func randomComponents(in space: ColorSpace, using rng: inout SplitMix64) -> SIMD3<Double> {
        func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        switch space {
        case .hsl: return SIMD3(r(0...359.99), r(0.05...1), r(0.05...0.95))
        case .hsb: return SIMD3(r(0...359.99), r(0.05...1), r(0.05...1))
        case .hwb: return SIMD3(r(0...359.99), r(0...0.45), r(0...0.45))
        case .lab: return SIMD3(r(1...99), r(-100...100), r(-100...100))
        case .lch: return SIMD3(r(1...99), r(1...120), r(0...359.99))
        case .oklab: return SIMD3(r(0.05...0.99), r(-0.3...0.3), r(-0.3...0.3))
        case .oklch: return SIMD3(r(0.05...0.99), r(0.01...0.35), r(0...359.99))
        case .xyzD65, .xyzD50: return SIMD3(r(0.01...0.95), r(0.01...1), r(0.01...1))
        default: return SIMD3(r(-0.2...1.2), r(-0.2...1.2), r(-0.2...1.2))  // extended RGB
        }
    }

    @Test(arguments: ColorSpace.allCases)
    func everySpaceRoundTripsThroughEveryOther(_ source: ColorSpace) {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let start = Color(source, Self.randomComponents(in: source, using: &rng))
            for middle in ColorSpace.allCases {
                // HSL/HWB/HSB are defined for the sRGB cube; extended RGB through them is not a
                // round trip CSS promises, so they see only in-gamut colors.
                if [.hsl, .hwb, .hsb].contains(middle), !start.isInGamut(of: .srgb, tolerance: 0) { continue }
                let back = start.converted(to: middle).converted(to: source)
                let error = componentError(back.components, start.components, hueIndex: source.hueIndex)
                let scale = [.lab, .lch].contains(source) ? 100.0 : 1.0
                #expect(error <= 1e-9 * scale, "\(source) \(start.components) via \(middle) came back as \(back.components)")
            }
        }
    }

    /// Grays from Lab, LCH, OKLab and OKLCH, white and black included, are grays in HSL and HSB:
    /// saturation 0 and a powerless hue, not the noise of their conversion divided by the
    /// vanishing min(l, 1 − l) near white (which gave saturation 2 for oklch(1 0 0)).
    @Test(arguments: ["lab(L% 0 0)", "lch(L% 0 40)", "oklab(L% 0 0)", "oklch(L% 0 270)", "hwb(90 L% calc)"])
    func graysStayGrayInHSLAndHSB(_ template: String) throws {
        for lightness in stride(from: 0.0, through: 100, by: 0.5) {
            let text: String
            if template.hasPrefix("hwb") {
                text = "hwb(90 \(lightness)% \(100 - lightness)%)"
            } else {
                text = template.replacingOccurrences(of: "L", with: "\(lightness)")
            }
            let color = try Color(parsing: text)
            let hsl = color.components(in: .hsl), hsb = color.components(in: .hsb)
            #expect(hsl.y.magnitude < 1e-6 && (hsl.x.isNaN || hsl.y == 0), "\(text) → hsl \(hsl)")
            #expect(hsb.y.magnitude < 1e-4, "\(text) → hsb \(hsb)")
        }
    }

    @Test func cmykRoundTripsAndFollowsTheArticleFormula() {
        var rng = SplitMix64(seed: 11)
        for _ in 0..<1000 {
            let rgb = SIMD3(Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng),
                            Double.random(in: 0...1, using: &rng))
            let cmyk = CMYK(srgb: rgb)
            #expect(abs(cmyk.black - (1 - rgb.max())) < 1e-15)
            #expect(componentError(cmyk.srgb, rgb) < 1e-12)
            let color = Color(cyan: cmyk.cyan, magenta: cmyk.magenta, yellow: cmyk.yellow, black: cmyk.black)
            #expect(componentError(color.srgb, rgb) < 1e-12)
        }
        #expect(CMYK(srgb: SIMD3(0, 0, 0)) == CMYK(cyan: 0, magenta: 0, yellow: 0, black: 1))
        #expect(CMYK(srgb: SIMD3(1, 0, 0)) == CMYK(cyan: 0, magenta: 1, yellow: 1, black: 0))
    }

    @Test func hexRoundTripsEveryByte() throws {
        for value in stride(from: UInt32(0), through: 0xffffff, by: 0x010307) {
            let color = Color(rgb: value)
            let hex = color.hexString
            #expect(hex == "#" + String(value, radix: 16).leftPadded(to: 6))
            #expect(try Color(parsingHex: hex) == color)
        }
    }

    @Test func outOfRangeValuesSurviveConversion() {
        let wide = Color(.displayP3, 1, 0, 0)
        let srgb = wide.converted(to: .srgb)
        #expect(srgb.components.x > 1 && srgb.components.y < 0)
        #expect(componentError(srgb.converted(to: .displayP3).components, SIMD3(1, 0, 0)) < 1e-12)
        #expect(!wide.isInGamut(of: .srgb))
        #expect(wide.isInGamut(of: .displayP3))
    }

    @Test func swiftUIInitialisersMatchTheirModels() {
        let hsb = Color(hue: 0.5, saturation: 1, brightness: 1)
        #expect(componentError(hsb.srgb, SIMD3(0, 1, 1)) < 1e-15)
        #expect(Color(hue: 1, saturation: 1, brightness: 1).components.x == 0)  // a full turn is red
        #expect(Color(hue: -0.25, saturation: 1, brightness: 1).components.x == 270)
        #expect(abs(Color(hue: 0.75, saturation: 0.5, brightness: 0.8).hsb.hue - 0.75) < 1e-12)
        #expect(Color(white: 0.5).srgb == SIMD3(0.5, 0.5, 0.5))
        #expect(Color(red8: 255, green8: 128, blue8: 0).hexString == "#ff8000")
    }

    @Test func graysHavePowerlessHues() {
        for space in [ColorSpace.hsl, .hsb, .hwb, .lch, .oklch] {
            for gray in [0.0, 0.25, 0.5, 1.0] {
                let c = Color(white: gray).components(in: space)
                #expect(c[space.hueIndex!].isNaN, "gray \(gray) in \(space): \(c)")
            }
            #expect(!Color(red: 1, green: 0, blue: 0).components(in: space)[space.hueIndex!].isNaN)
        }
    }
}
