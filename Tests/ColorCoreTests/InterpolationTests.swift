import Testing
@testable import ColorCore

@Suite struct InterpolationTests {
    @Test(arguments: ColorSpace.allCases)
    func endpointsAreExactInEverySpace(_ space: ColorSpace) throws {
        let a = try Color(parsing: "#3366cc80"), b = try Color(parsing: "orange")
        let start = a.mix(with: b, by: 0, in: space)
        let end = a.mix(with: b, by: 1, in: space)
        #expect(componentError(start.srgb, a.srgb) < 1e-9, "\(space)")
        #expect(componentError(end.srgb, b.srgb) < 1e-9, "\(space)")
        #expect(abs(start.opacity - a.opacity) < 1e-12 && end.opacity == 1)
        #expect(start.space == space)
    }

    @Test func deviceMixIsTheMidpointOfEncodedSRGB() {
        let mixed = Color(red: 1, green: 0, blue: 0).mix(with: Color(red: 0, green: 0, blue: 1), by: 0.5, in: .device)
        #expect(mixed.components == SIMD3(0.5, 0, 0.5))
        let quarter = Color(red: 1, green: 0, blue: 0).mix(with: Color(red: 0, green: 0, blue: 1), by: 0.25, in: .device)
        #expect(quarter.components == SIMD3(0.75, 0, 0.25))
    }

    @Test func perceptualIsTheDefaultAndIsOKLab() {
        let a = Color.black, b = Color.white
        let mixed = a.mix(with: b, by: 0.5)
        #expect(mixed.space == .oklab)
        #expect(abs(mixed.components.x - 0.5) < 1e-9)
    }

    @Test func premultipliedAlphaKeepsTransparentEndsFromTintingTheMix() throws {
        // Transparent black mixed with opaque red: premultiplied, the color stays red.
        let mixed = Color.clear.mix(with: Color(red: 1, green: 0, blue: 0), by: 0.5, in: .srgb)
        #expect(componentError(mixed.components, SIMD3(1, 0, 0)) < 1e-12)
        #expect(mixed.opacity == 0.5)
        // Without premultiplication it darkens halfway.
        let straight = Color.clear.mix(with: Color(red: 1, green: 0, blue: 0), by: 0.5,
                                       using: ColorInterpolation(space: .srgb, premultiplied: false))
        #expect(componentError(straight.components, SIMD3(0.5, 0, 0)) < 1e-12)
    }

    @Test func powerlessHueTakesTheOtherColorsHue() throws {
        let blue = try Color(parsing: "blue")
        let blueHue = blue.components(in: .oklch).z
        for t in [0.1, 0.5, 0.9] {
            let mixed = Color.white.mix(with: blue, by: t, in: .oklch)
            #expect(abs(mixed.components.z - blueHue) < 1e-9, "white→blue at \(t) swung to hue \(mixed.components.z)")
        }
        let hsl = Color.white.mix(with: blue, by: 0.5, in: .hsl)
        #expect(hsl.components.x == 240)
    }

    @Test func missingComponentsTakeTheOtherValueAndCarryAcrossAnalogousSpaces() throws {
        let a = try Color(parsing: "oklch(0.6 none 30)")
        let b = try Color(parsing: "oklch(0.8 0.2 90)")
        let mixed = a.mix(with: b, by: 0.5, in: .oklch)
        #expect(componentError(mixed.components, SIMD3(0.7, 0.2, 60)) < 1e-12)
        // HSL's missing lightness is analogous to OKLCH's lightness, so it carries over.
        let hsl = try Color(parsing: "hsl(120 50% none)")
        let carried = hsl.mix(with: b, by: 0.25, in: .oklch)
        #expect(abs(carried.components.x - 0.8) < 1e-12)
        // Missing on both sides stays missing.
        let both = a.mix(with: try Color(parsing: "oklch(0.8 none 90)"), by: 0.5, in: .oklch)
        #expect(both.components.y.isNaN)
        // A missing alpha takes the other's.
        let alpha = try Color(parsing: "rgb(0 0 0 / none)").mix(with: try Color(parsing: "rgb(0 0 0 / 0.4)"), by: 0.5, in: .srgb)
        #expect(abs(alpha.opacity - 0.4) < 1e-12)
    }

    @Test func hueMethodsTakeTheirArcs() {
        let a = Color(.oklch, 0.7, 0.1, 30), b = Color(.oklch, 0.7, 0.1, 300)
        func hue(_ method: HueInterpolationMethod, _ t: Double) -> Double {
            a.mix(with: b, by: t, in: .oklch, hue: method).components.z
        }
        #expect(abs(hue(.shorter, 0.5) - 345) < 1e-9)  // 30 → -60 through 0
        #expect(abs(hue(.longer, 0.5) - 165) < 1e-9)
        #expect(abs(hue(.increasing, 0.5) - 165) < 1e-9)
        #expect(abs(hue(.decreasing, 0.5) - 345) < 1e-9)
        let c = Color(.oklch, 0.7, 0.1, 300), d = Color(.oklch, 0.7, 0.1, 30)
        #expect(abs(c.mix(with: d, by: 0.5, in: .oklch, hue: .increasing).components.z - 345) < 1e-9)
        #expect(abs(c.mix(with: d, by: 0.5, in: .oklch, hue: .decreasing).components.z - 165) < 1e-9)
    }

    @Test func colorMixNormalisesPercentages() throws {
        let red = try Color(parsing: "red"), blue = try Color(parsing: "blue")
        let srgb = ColorInterpolation(space: .srgb)
        let even = try Color.colorMix(red, nil, blue, nil, using: srgb)
        #expect(even.components == SIMD3(0.5, 0, 0.5))
        let oneGiven = try Color.colorMix(red, 25, blue, nil, using: srgb)
        #expect(componentError(oneGiven.components, SIMD3(0.25, 0, 0.75)) < 1e-12)
        let scaledUp = try Color.colorMix(red, 60, blue, 60, using: srgb)
        #expect(componentError(scaledUp.components, SIMD3(0.5, 0, 0.5)) < 1e-12 && scaledUp.opacity == 1)
        let underHundred = try Color.colorMix(red, 20, blue, 20, using: srgb)
        #expect(abs(underHundred.opacity - 0.4) < 1e-12)
        // Both 0: an even mix made fully transparent (CSS Color 5's editor's draft; Chromium).
        let none = try Color.colorMix(red, 0, blue, 0, using: srgb)
        #expect(none.components == SIMD3(0.5, 0, 0.5) && none.opacity == 0)
        #expect(throws: ColorMixError.self) { try Color.colorMix(red, .nan, blue, nil) }
        #expect(throws: ColorMixError.self) { try Color.colorMix(red, 120, blue, nil) }
        #expect(throws: ColorMixError.self) { try Color.colorMix(red, -5, blue, nil) }
    }

    @Test func interpolatorIsReusableAndMatchesMix() throws {
        let a = try Color(parsing: "#0af"), b = try Color(parsing: "hsl(320 80% 40% / 0.6)")
        let interpolator = ColorInterpolator(from: a, to: b, in: ColorInterpolation(space: .lch, hue: .longer))
        for t in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(interpolator.color(at: t) == a.mix(with: b, by: t, in: .lch, hue: .longer))
        }
    }

    @Test func mixesFitTheOutputGamutByMappingOrClipping() {
        // OKLCH red and blue meet far outside sRGB; fractions swept 0…1 and beyond.
        let red = Color(.oklch, 0.63, 0.26, 29), blue = Color(.oklch, 0.45, 0.31, 264)
        let interpolation = ColorInterpolation(space: .oklch)
        for fraction in [-0.25, 0, 0.1, 0.37, 0.5, 0.81, 1, 1.3] {
            let raw = red.mix(with: blue, by: fraction, using: interpolation)
            for output in [ColorSpace.srgb, .displayP3] {
                let mapped = red.mix(with: blue, by: fraction, using: interpolation, in: output)
                let clipped = red.mix(with: blue, by: fraction, using: interpolation, gamut: .clip, in: output)
                #expect(mapped.space == output && clipped.space == output)
                #expect(all(mapped.components .>= 0) && all(mapped.components .<= 1))
                #expect(mapped == raw.gamutMapped(to: output, method: .css))
                #expect(clipped.components == raw.components(in: output).clamped(lowerBound: .zero, upperBound: .one))
                if raw.isInGamut(of: output) {
                    #expect(componentError(mapped.components, clipped.components) < 1e-9)
                } else {
                    // Mapping keeps the lightness (to the final clip) that clipping gives up.
                    let lightness = raw.components(in: .oklch).x
                    #expect(abs(mapped.components(in: .oklch).x - lightness) < 0.02)
                }
            }
        }
        #expect(GamutMode.map.method == .css && GamutMode.clip.method == .clip)
    }
}
