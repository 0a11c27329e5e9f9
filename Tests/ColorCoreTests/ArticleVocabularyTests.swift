import Testing
@testable import ColorCore

/// The articles' own color vocabulary as strings: `hsb()`/`hsv()` and CSS Color 5's
/// `device-cmyk()`, read, written back and read again, over a sweep of values.
@Suite struct ArticleVocabularyTests {
    @Test func hsbAndHSVReadAsTheHSBModel() throws {
        for (text, expected) in [("hsb(200 50% 80%)", SIMD3(200.0, 0.5, 0.8)), ("hsv(200deg 50% 80%)", SIMD3(200.0, 0.5, 0.8)),
                                 ("hsb(0.25turn 100% 100%)", SIMD3(90.0, 1, 1)), ("HSB(200, 50%, 80%)", SIMD3(200.0, 0.5, 0.8)),
                                 ("hsb(-30 120% -5%)", SIMD3(330.0, 1, 0)), ("hsb(3.14159265rad 10% 20%)", SIMD3(180.0, 0.1, 0.2))] {
            let color = try Color(parsing: text)
            #expect(color.space == .hsb && componentError(color.components, expected, hueIndex: 0) < 1e-6, "\(text): \(color.components)")
        }
        let none = try Color(parsing: "hsb(none 0% 50% / none)")
        #expect(none.components.x.isNaN && none.opacity.isNaN)
        #expect(try Color(parsing: "hsv(120 100% 100% / 25%)").opacity == 0.25)
        // The article's example: hue 0.5 of the circle at full saturation and brightness is cyan.
        #expect(try Color(parsing: "hsb(180 100% 100%)").hexString == "#00ffff")
    }

    @Test func deviceCMYKReadsTheArticlesFormula() throws {
        #expect(try Color(parsing: "device-cmyk(0 0.5 1 0)").hexString == Color(cyan: 0, magenta: 0.5, yellow: 1, black: 0).hexString)
        #expect(try Color(parsing: "device-cmyk(0% 0% 0% 100%)").hexString == "#000000")
        #expect(try Color(parsing: "device-cmyk(0, 0, 0, 0, 0.5)").opacity == 0.5)
        let clamped = try Color(parsing: "device-cmyk(2 -1 0.5 0 / 30%)")
        #expect(clamped.components == Color(cyan: 1, magenta: 0, yellow: 0.5, black: 0).components && clamped.opacity == 0.3)
        for bad in ["device-cmyk(1 2)", "device-cmyk(1 2 3 4 5)", "device-cmyk(1 0 0 0deg)", "device-cmyk(0, 0 0 0)"] {
            #expect(throws: ColorParseError.self, "\(bad)") { try Color(parsing: bad) }
        }
    }

    @Test func stringsRoundTripOverASweep() throws {
        var random = SplitMix64(seed: 17)
        for _ in 0..<2_000 {
            let color = Color(.srgb, SIMD3(random.unit(), random.unit(), random.unit()), opacity: (random.unit() * 100).rounded() / 100)
            let hsb = try Color(parsing: color.cssString(in: .hsb))
            #expect(componentError(hsb.components(in: .srgb), color.components) < 1e-6, "\(color.cssString(in: .hsb))")
            let cmyk = try Color(parsing: color.deviceCMYKString(decimals: 6))
            #expect(componentError(cmyk.components(in: .srgb), color.components) < 1e-5, "\(color.deviceCMYKString())")
            #expect(abs(hsb.opacity - color.opacity) < 1e-9 && abs(cmyk.opacity - color.opacity) < 1e-9)
        }
    }

    @Test func cmykOfAColorOutsideSRGBIsGamutMappedFirst() throws {
        for text in ["color(display-p3 0 1 0)", "oklch(90% 0.4 140)", "lab(50 120 -120)", "color(rec2020 1 0 0)", "color(srgb 1.5 -0.2 0.3)"] {
            let ink = try Color(parsing: text).cmyk
            for value in [ink.cyan, ink.magenta, ink.yellow, ink.black] {
                #expect((0...1).contains(value), "\(text): \(ink)")
            }
        }
    }
}
