import Foundation
import Testing
@testable import ColorCore

/// CSS Color 5 as the parser reads it: the spec's worked examples, properties over sweeps of
/// colors, weights and expressions, and hostile strings. The reference vectors (coloraide and
/// Chromium) are checked in CSSColor5VectorTests.
@Suite struct CSSColor5Tests {
    private func parse(_ text: String) throws -> Color { try Color(parsing: text) }

    // MARK: color-mix(): the spec's examples

    @Test func specExamplesOfColorMix() throws {
        // css-color-5 §3: peru 40% and palegoldenrod in lch; teal 65% and olive. The spec works
        // from its inputs rounded to 3 decimals, so its results are good to about 0.01.
        let peru = try parse("color-mix(in lch, peru 40%, palegoldenrod)")
        #expect(peru.space == .lch)
        #expect(componentError(peru.components, SIMD3(79.7256, 40.448, 84.771), hueIndex: 2) < 1e-2, "\(peru.components)")
        let teal = try parse("color-mix(in lch, teal 65%, olive)")
        #expect(componentError(teal.components, SIMD3(49.4429, 40.4830, 162.5452), hueIndex: 2) < 1e-2, "\(teal.components)")
        // The six spellings of one 50/50 mix, and the translucent one.
        let forms = ["color-mix(in lch, purple 50%, plum 50%)", "color-mix(in lch, purple 50%, plum)",
                     "color-mix(in lch, purple, plum 50%)", "color-mix(in lch, purple, plum)",
                     "color-mix(in lch, plum, purple)", "color-mix(in lch, purple 80%, plum 80%)"]
        for form in forms {
            let color = try parse(form)
            #expect(componentError(color.srgb, SIMD3(0.6851, 0.3601, 0.6829)) < 2e-4, "\(form): \(color.srgb)")
            #expect(color.opacity == 1)
        }
        let translucent = try parse("color-mix(in lch, purple 30%, plum 30%)")
        #expect(abs(translucent.opacity - 0.6) < 1e-12)
        #expect(componentError(translucent.srgb, SIMD3(0.6851, 0.3601, 0.6829)) < 2e-4)
        // White and black in three spaces: lch(50% 0 0), xyz's lighter gray, sRGB's 50%.
        #expect(abs(try parse("color-mix(in lch, white, black)").components(in: .lab).x - 50) < 1e-9)
        #expect(abs(try parse("color-mix(in xyz, white, black)").components(in: .lab).x - 76.07) < 0.01)
        #expect(componentError(try parse("color-mix(in srgb, white, black)").srgb, SIMD3(0.5, 0.5, 0.5)) < 1e-12)
    }

    @Test func theInterpolationMethodIsOptionalAndDefaultsToOKLab() throws {
        var rng = SplitMix64(seed: 51)
        for _ in 0..<50 {
            let a = randomHex(&rng), b = randomHex(&rng)
            let implicit = try parse("color-mix(\(a) 30%, \(b))")
            let explicit = try parse("color-mix(in oklab, \(a) 30%, \(b))")
            #expect(implicit == explicit && implicit.space == .oklab)
        }
    }

    // MARK: color-mix() of N colors

    /// In a rectangular space the stack of pairwise mixes is the premultiplied weighted average,
    /// whatever the order: checked over random colors (with alpha), weights and counts 1…6.
    @Test(arguments: ["srgb", "srgb-linear", "display-p3", "lab", "oklab", "xyz-d65", "xyz-d50", "rec2020"])
    func mixingManyColorsIsTheirWeightedAverage(_ spaceName: String) throws {
        let space = ColorSpace(rawValue: spaceName)!
        var rng = SplitMix64(seed: UInt64(spaceName.utf8.count) * 977)
        for _ in 0..<40 {
            let count = Int.random(in: 1...6, using: &rng)
            var colors: [Color] = []
            var percentages: [Double?] = []
            for _ in 0..<count {
                let alpha = Bool.random(using: &rng) ? 1 : Double.random(in: 0.1...1, using: &rng)
                colors.append(Color(.srgb, randomUnit(&rng), opacity: alpha))
                percentages.append(Bool.random(using: &rng) ? nil : Double(Int.random(in: 0...100, using: &rng)))
            }
            let items = zip(colors, percentages).map { "\($0.cssString(decimals: 12))\($1.map { " \(Int($0))%" } ?? "")" }
            let css = "color-mix(in \(spaceName), \(items.joined(separator: ", ")))"
            let mixed: Color
            do {
                mixed = try parse(css)
            } catch {
                Issue.record("\(css): \(error)")
                continue
            }
            let (weights, multiplier) = Color.normalizedMixPercentages(percentages)
            var sum = SIMD3<Double>(), alpha = 0.0, total = 0.0
            for (color, weight) in zip(colors, weights) {
                sum += color.components(in: space) * color.opacity * weight
                alpha += color.opacity * weight
                total += weight
            }
            let expectedAlpha = total > 0 ? alpha / total : colors.map(\.opacity).reduce(0, +) / Double(count)
            if total > 0 {
                #expect(componentError(mixed.components, sum / alpha) < 1e-9, "\(css): \(mixed.components) vs \(sum / alpha)")
            }
            #expect(abs(mixed.opacity - expectedAlpha * multiplier) < 1e-9, "\(css): alpha \(mixed.opacity)")
        }
    }

    @Test func percentagesNormalizeAsTheDraftSays() {
        func check(_ given: [Double?], _ weights: [Double], _ multiplier: Double) {
            let (w, m) = Color.normalizedMixPercentages(given)
            #expect(zip(w, weights).allSatisfy { abs($0 - $1) < 1e-12 } && abs(m - multiplier) < 1e-12, "\(given) → \(w), \(m)")
        }
        check([nil, nil, nil], [100.0 / 3, 100.0 / 3, 100.0 / 3], 1)
        check([20, nil, nil], [20, 40, 40], 1)
        check([20, 30, 10], [100.0 / 3, 50, 100.0 / 6], 0.6)
        check([70, 50, nil], [70 / 1.2, 50 / 1.2, 0], 1)
        check([0, 0, 0], [0, 0, 0], 0)
        check([50], [100], 0.5)
        check([nil], [100], 1)
        check([100, nil], [100, 0], 1)
    }

    @Test func oneColorMixIsTheColorInTheSpaceWithItsShareAsAlpha() throws {
        let half = try parse("color-mix(in oklch, red 50%)")
        #expect(half.space == .oklch && abs(half.opacity - 0.5) < 1e-12)
        #expect(componentError(half.srgb, SIMD3(1, 0, 0)) < 1e-9)
        #expect(try parse("color-mix(in srgb, red)") == Color(.srgb, 1, 0, 0))
    }

    @Test func hueMethodsTakeTheirArcAtEveryStep() throws {
        // Red (29°) to lime (142°) to blue (264°) in OKLCH: shorter arcs climb through yellow
        // and cyan; 'longer hue' goes round the other way at each step.
        let shorter = try parse("color-mix(in oklch, red, lime, blue)")
        let longer = try parse("color-mix(in oklch longer hue, red, lime, blue)")
        let red = try parse("red").components(in: .oklch).z, lime = try parse("lime").components(in: .oklch).z
        let blue = try parse("blue").components(in: .oklch).z
        let firstShort = (red + lime) / 2
        let expectedShort = firstShort + (blue - firstShort) / 3
        #expect(abs(shorter.components.z - expectedShort) < 1e-9, "\(shorter.components.z) vs \(expectedShort)")
        let firstLong = Hue.normalized((red + 360 + lime) / 2)  // 29+360 and 142: the long way
        var a = firstLong, b = blue
        if 0 < b - a && b - a < 180 { a += 360 } else if -180 < b - a && b - a <= 0 { b += 360 }
        let expectedLong = Hue.normalized(a + (b - a) / 3)
        #expect(abs(longer.components.z - expectedLong) < 1e-9, "\(longer.components.z) vs \(expectedLong)")
    }

    @Test func mixingAdaptiveColorsAdapts() throws {
        let mixed = try parse("color-mix(in srgb, light-dark(white, black), red 50%, .blue 0%)")
        #expect(mixed.isAdaptive)
        let light = mixed.resolvedColor(in: .light), dark = mixed.resolvedColor(in: .dark)
        #expect(componentError(light.components, SIMD3(1, 0.5, 0.5)) < 1e-12, "\(light.components)")
        #expect(componentError(dark.components, SIMD3(0.5, 0, 0)) < 1e-12, "\(dark.components)")
    }

    // MARK: Relative colors

    /// `F(from X k1 k2 k3 / alpha)` with the channel keywords in order is X, for every function
    /// and random colors with alpha, in and out of sRGB.
    @Test(arguments: ["rgb", "rgba", "hsl", "hsla", "hwb", "hsb", "lab", "lch", "oklab", "oklch",
                      "color(srgb", "color(srgb-linear", "color(display-p3", "color(a98-rgb", "color(prophoto-rgb",
                      "color(rec2020", "color(xyz", "color(xyz-d50", "color(xyz-d65"])
    func relativeIdentityIsTheOrigin(_ function: String) throws {
        var rng = SplitMix64(seed: UInt64(function.utf8.count) * 131)
        let keywords: String
        switch function {
        case "rgb", "rgba": keywords = "r g b"
        case "hsl", "hsla": keywords = "h s l"
        case "hwb": keywords = "h w b"
        case "hsb": keywords = "h s b"
        case "lab", "oklab": keywords = "l a b"
        case "lch", "oklch": keywords = "l c h"
        default: keywords = function.hasPrefix("color(xyz") ? "x y z" : "r g b"
        }
        let polarSRGB = ["hsl", "hsla", "hwb", "hsb"].contains(function)
        for i in 0..<30 {
            let wide = i % 3 == 2 && !polarSRGB
            let origin = wide
                ? Color(.oklch, Double.random(in: 0.2...0.9, using: &rng), Double.random(in: 0.05...0.35, using: &rng),
                        Double.random(in: 0..<360, using: &rng), opacity: Double.random(in: 0...1, using: &rng))
                : Color(.srgb, randomUnit(&rng), opacity: i % 2 == 0 ? 1 : Double.random(in: 0...1, using: &rng))
            let originText = origin.cssString(in: .oklch, decimals: 15)
            let css = function.hasPrefix("color(")
                ? "color(from \(originText) \(function.dropFirst(6)) \(keywords) / alpha)"
                : "\(function)(from \(originText) \(keywords))"
            let color = try parse(css)
            #expect(componentError(color.components(in: .xyzD65), origin.components(in: .xyzD65)) < 1e-9, "\(css)")
            #expect(abs(color.opacity - origin.opacity) < 1e-12, "\(css): alpha \(color.opacity)")
        }
    }

    @Test func channelKeywordsAreNumbersInTheFunctionsUnits() throws {
        let origin = "rgb(51 102 204 / 0.5)"
        // rgb(): 0–255; hsl()/hwb(): 0–100; lab(): L 0–100; oklab(): L 0–1.
        #expect(componentError(try parse("rgb(from \(origin) calc(r + 1) calc(g * 2) calc(b / 4))").srgb * 255,
                               SIMD3(52, 204, 51)) < 1e-9)
        let hsl = try parse("hsl(from \(origin) calc(h + 180) calc(s / 2) l)")
        let base = try parse(origin).components(in: .hsl)
        #expect(componentError(hsl.components, SIMD3(Hue.normalized(base.x + 180), base.y / 2, base.z), hueIndex: 0) < 1e-9)
        let lab = try parse("lab(from \(origin) calc(l - 10) a b)")
        #expect(abs(lab.components.x - (try parse(origin).components(in: .lab).x - 10)) < 1e-9)
        let oklch = try parse("oklch(from \(origin) calc(l + 0.1) calc(c * 0) h / calc(alpha * 2))")
        #expect(abs(oklch.components.x - (try parse(origin).components(in: .oklch).x + 0.1)) < 1e-9)
        #expect(oklch.components.y == 0 && oklch.opacity == 1)
        // Percentages read as their function reads them; keywords may swap places.
        #expect(try parse("rgb(from red 50% g b)").srgb == SIMD3(0.5, 0, 0))
        #expect(try parse("hsl(from red h 50% l)") == (try parse("hsl(from red h 50 l)")))
        #expect(try parse("rgb(from red b r g)").srgb == SIMD3(0, 1, 0))
        // An omitted alpha is the origin's; a missing origin component is 0.
        #expect(try parse("rgb(from \(origin) r g b)").opacity == 0.5)
        #expect(try parse("rgb(from rgb(none 20 30) r g b)").srgb.x == 0)
        #expect(try parse("rgb(from rgb(10 20 30 / none) r g b / alpha)").opacity == 0)
        // `none` as a channel of the result stays missing.
        #expect(try parse("oklch(from red none c h)").components.x.isNaN)
    }

    @Test func relativeSRGBFunctionsAreNotClampedOthersAreAsWhenWritten() throws {
        #expect(try parse("rgb(from red calc(r * 2) g b)").components == SIMD3(2, 0, 0))
        #expect(componentError(try parse("hsl(from red h calc(s * 2) l)").srgb, SIMD3(1.5, -0.5, -0.5)) < 1e-12)
        #expect(try parse("rgb(from red 300 -5 b)").components.y == -5.0 / 255)
        #expect(try parse("oklch(from red calc(l * 2) c h)").components.x == 1)
        #expect(try parse("lch(from red l calc(c * -1) h)").components.y == 0)
        #expect(try parse("rgb(300 -5 0)").components == SIMD3(1, 0, 0))  // not relative: clamped
    }

    @Test func mathFunctionsEvaluateAsCSSValuesSays() throws {
        func channel(_ expression: String) throws -> Double {
            try parse("color(srgb \(expression) 0 0)").components.x
        }
        let cases: [(String, Double)] = [
            ("calc(1 + 2 * 3)", 7), ("calc((1 + 2) * 3)", 9), ("calc(10 / 4)", 2.5), ("calc(1 - -2)", 3),
            ("calc(2*3)", 6), ("min(3, 1, 2)", 1), ("max(3, 1, 2)", 3), ("clamp(1, 5, 3)", 3), ("clamp(4, 1, 3)", 4),
            ("round(2.5)", 3), ("round(-2.5)", -2), ("round(up, 2.1, 1)", 3), ("round(down, -2.1, 1)", -3),
            ("round(to-zero, -2.9, 1)", -2), ("round(nearest, 17, 5)", 15), ("round(18, 5)", 20),
            ("mod(-7, 3)", 2), ("rem(-7, 3)", -1), ("mod(7, -3)", -2), ("abs(-4)", 4), ("sign(-4)", -1), ("sign(0)", 0),
            ("calc(sin(90deg))", 1), ("calc(cos(0))", 1), ("calc(tan(45deg))", 1), ("calc(asin(1) / 1deg)", 90),
            ("calc(acos(1) / 1deg)", 0), ("calc(atan(1) / 1deg)", 45), ("calc(atan2(1, -1) / 1deg)", 135),
            ("calc(1turn / 1deg)", 360), ("calc(1rad / 1deg)", 180 / .pi), ("pow(2, 10)", 1024), ("sqrt(16)", 4),
            ("hypot(3, 4)", 5), ("log(e)", 1), ("log(8, 2)", 3), ("exp(0)", 1), ("calc(e)", M_E), ("calc(pi)", .pi),
            ("calc(NaN)", 0), ("calc(infinity)", Color.componentLimit), ("calc(-infinity)", -Color.componentLimit),
            ("calc(1e300 * 1e300)", Color.componentLimit), ("calc(0 / 0)", 0), ("calc(1 / 0)", Color.componentLimit),
            ("calc(50% * 2)", 1), ("calc(100% - 20%)", 0.8), ("min(10%, 20%)", 0.1),
        ]
        for (expression, expected) in cases {
            let value = try channel(expression)
            #expect(abs(value - expected) < 1e-12 * max(1, abs(expected)), "\(expression) = \(value), expected \(expected)")
        }
        // Angles in a hue, and an infinite angle (Chromium: 0°).
        #expect(try parse("oklch(0.5 0.1 calc(0.25turn + 10deg))").components.z == 100)
        #expect(try parse("oklch(0.5 0.1 calc(infinity * 1deg))").components.z == 0)
        #expect(try parse("rgb(calc(255 / 2) 0 0)").components.x == 0.5)
        #expect(try parse("rgb(calc(255), calc(0), 0)").components.x == 1)
    }

    // MARK: contrast-color()

    /// Every gray level and random colors: white or black, whichever has the higher WCAG 2.1
    /// contrast (white on a tie); grays switch once, from white to black.
    @Test func contrastColorIsTheBetterOfWhiteAndBlack() throws {
        var previous = "#ffffff"
        var switches = 0
        for level in 0...255 {
            let hex = String(format: "#%02x%02x%02x", level, level, level)
            let result = try parse("contrast-color(\(hex))").hexString
            let gray = try parse(hex)
            let expected = gray.contrastRatio(with: .black) > gray.contrastRatio(with: .white) ? "#000000" : "#ffffff"
            #expect(result == expected, "\(hex) → \(result)")
            if result != previous { switches += 1 }
            previous = result
        }
        #expect(switches == 1)
        // Chromium: #757575 → white, #767676 and #777 → black; alpha is ignored.
        #expect(try parse("contrast-color(#757575)").hexString == "#ffffff")
        #expect(try parse("contrast-color(#767676)").hexString == "#000000")
        #expect(try parse("contrast-color(rgb(255 0 0 / 0.1))").hexString == "#000000")
        let adaptive = try parse("contrast-color(light-dark(white, black))")
        #expect(adaptive.resolvedColor(in: .light).hexString == "#000000" && adaptive.resolvedColor(in: .dark).hexString == "#ffffff")
    }

    // MARK: Nesting

    @Test func colorsNestInEachOther() throws {
        let nested = try parse("oklch(from color-mix(in srgb, contrast-color(rgb(from navy r g b)), oklch(from red l c calc(h + 120)) 25%) calc(l * 0.9) c h)")
        let inner = try parse("color-mix(in srgb, white, oklch(from red l c calc(h + 120)) 25%)").components(in: .oklch)
        #expect(componentError(nested.components, SIMD3(inner.x * 0.9, inner.y, inner.z), hueIndex: 2) < 1e-9)
        #expect(try parse("rgb(from #0af r g b)").hexString == "#00aaff")
        #expect(try parse("color-mix(in srgb, .red, #00f 25%)").isAdaptive)
    }

    /// The CSS form of any mix reads back as the same color, also beyond hsl()'s and hwb()'s
    /// ranges (written as color(srgb …) there); comments are whitespace.
    @Test func cssFormsReadBackAndCommentsAreSpace() throws {
        var rng = SplitMix64(seed: 77)
        for space in ["hsl", "hwb", "hsb", "oklch", "lab", "srgb", "display-p3"] {
            for _ in 0..<40 {
                let wide = "color(display-p3 \(Double.random(in: -0.2...1.2, using: &rng)) \(Double.random(in: 0...1, using: &rng)) \(Double.random(in: 0...1, using: &rng)))"
                let mix = try parse("color-mix(in \(space), \(wide) \(Int.random(in: 0...100, using: &rng))%, \(randomHex(&rng)))")
                let back = try parse(mix.cssString(in: mix.space, decimals: 12))
                #expect(componentError(back.components(in: .xyzD65), mix.components(in: .xyzD65)) < 1e-9, "\(mix.cssString(in: mix.space))")
            }
        }
        #expect(try parse("color-mix(in srgb, red/* a comment */, /**/blue)") == (try parse("color-mix(in srgb, red, blue)")))
        #expect(throws: ColorParseError.self) { try parse("rgb(1 2 3 /* never closed") }
    }

    // MARK: Refusals

    static let invalid: [(String, String)] = [
        ("color-mix(in srgb, red 150%, blue)", "percentage 150% of color 1 of color-mix() is outside 0%…100%"),
        ("color-mix(in srgb, red -1%, blue)", "is outside 0%…100%"),
        ("color-mix(in srgb, red 40, blue)", "number 40 after color 1 of color-mix(); expected a percentage such as 40%"),
        ("color-mix(in srgb, red 10% 20%, blue)", "is followed by percentage 20%"),
        ("color-mix(in srgb longer hue, red, blue)", "'longer hue' needs a space with a hue"),
        ("color-mix(in cmyk, red, blue)", "unknown color space 'cmyk' in color-mix()"),
        ("color-mix(in, red, blue)", "expected a color space after 'in'"),
        ("color-mix(in srgb red, blue)", "expected ',' or '<method> hue' after 'in srgb'"),
        ("color-mix(in srgb, red,, blue)", "expected color 2 of color-mix(), found nothing"),
        ("color-mix(in srgb)", "needs at least one color"),
        ("color-mix()", "needs at least one color"),
        ("color-mix(in srgb, 20%, blue)", "color 1 of color-mix() has a percentage but no color"),
        ("color-mix(in srgb, notacolor, blue)", "color 1 of color-mix(): unknown color name 'notacolor'"),
        ("color-mix(in srgb, red calc(50), blue)", "gives number 50; expected a percentage"),
        ("rgb(from red, r, g, b)", "without commas"),
        ("rgb(from red r g)", "needs 3 components"),
        ("rgb(from red r g b 1)", "needs 3 components"),
        ("rgb(from red calc(r+5) g b)", "'+' and '-' need a space on each side"),
        ("rgb(from red calc(r + 10%) g b)", "cannot add a percentage to a number"),
        ("hsl(from red calc(h + 1turn) s l)", "cannot add an angle to a number"),
        ("oklab(from red l calc(-a) b)", "unknown keyword '-a' in calc()"),
        ("rgb(from red x g b)", "unexpected 'x' as component 1 of rgb()"),
        ("rgb(from red calc(x) g b)", "unknown keyword 'x' in calc(); expected a number, e, pi, infinity or a channel keyword (alpha, b, g, r)"),
        ("rgb(from)", "expected a color after 'from'"),
        ("rgb(from currentcolor r g b)", "currentcolor takes the color of an element"),
        ("device-cmyk(from red c m y k)", "device-cmyk() has no relative form"),
        ("color(from red r g b)", "unknown color() space 'r'"),
        ("color(from red)", "needs a color space after the origin color"),
        ("rgb(r g b)", "unexpected 'r' as component 1 of rgb()"),
        ("rgb(calc(1 + ) 0 0)", "expected a value after '+' at the end of calc()"),
        ("rgb(calc() 0 0)", "expected a value in calc(), found nothing"),
        ("rgb(calc(1 2) 0 0)", "expected an operator before number 2"),
        ("rgb(calc(2% * 2%) 0 0)", "cannot multiply a percentage by a percentage"),
        ("rgb(calc(1px) 0 0)", "unit 'px' in calc()"),
        ("rgb(pow(2%, 2) 0 0)", "pow() takes numbers, found a percentage"),
        ("rgb(clamp(1, 2) 0 0)", "clamp() takes 3 comma-separated arguments, found 2"),
        ("rgb(min(1, 2%) 0 0)", "min() mixes a number with a percentage"),
        ("rgb(round(2%) 0 0)", "round() of a percentage needs a step of the same type"),
        ("rgb(foo(1) 0 0)", "unexpected foo() in rgb()"),
        ("rgb(calc(foo(1)) 0 0)", "foo() inside calc()"),
        ("rgb((1) 0 0)", "parentheses group values only inside calc()"),
        ("contrast-color()", "contrast-color() needs a color"),
        ("contrast-color(red, blue)", "contrast-color() takes one color, found ','"),
        ("contrast-color(red max)", "found 'max' after it"),
        ("light-dark(red)", "light-dark() takes two colors separated by a comma"),
        ("light-dark(red, blue, green)", "exactly two colors"),
        ("light-dark(red blue, green)", "the light color of light-dark(): expected one color, found 'blue' after it"),
        ("rgb(1 2 3))", "unexpected ')' without a '(' before it"),
        ("rgb(1 2 3) red", "unexpected 'red' after the color"),
        ("rgb(1 2 3 é)", "unexpected 'é' in the arguments of rgb()"),
    ]

    @Test(arguments: invalid.map(\.0))
    func refusesWithAClearMessage(_ input: String) {
        expectRefusal(input, containing: Self.invalid.first { $0.0 == input }!.1)
    }

    /// Hostile strings end in a parse error or a finite color, quickly: deep nesting is refused
    /// before it recurses, long mixes and huge numbers are fine.
    @Test func hostileStringsAreRefusedOrFinite() throws {
        for depth in [31, 32, 33, 100, 10_000, 200_000] {
            let text = "rgb(" + String(repeating: "calc(", count: depth) + "1" + String(repeating: ")", count: depth) + " 0 0)"
            if let color = try? parse(text) {
                #expect(depth < CSSComponentValue.maximumDepth && color.components.x == 1.0 / 255)
            } else {
                #expect(depth >= CSSComponentValue.maximumDepth)
            }
            let origins = String(repeating: "rgb(from ", count: depth) + "red" + String(repeating: " r g b)", count: depth)
            #expect((try? parse(origins)) == nil || depth <= CSSComponentValue.maximumDepth)
            let blocks = "rgb(calc(" + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + ") 0 0)"
            #expect((try? parse(blocks)) == nil || depth < CSSComponentValue.maximumDepth)
        }
        // A math function's percentage is clamped into 0…100%, as Chromium computes it.
        #expect(try parse("color-mix(in srgb, red calc(1e308 * 10%), blue)") == (try parse("color-mix(in srgb, red 100%, blue)")))
        #expect(try parse("color-mix(in srgb, red calc(-10%), blue)") == (try parse("color-mix(in srgb, red 0%, blue)")))
        let many = "color-mix(in oklch, " + Array(repeating: "red", count: 5_000).joined(separator: ", ") + ", blue)"
        let mixed = try parse(many)
        #expect(mixed.srgb.x.isFinite && mixed.srgb.z.isFinite)
        for number in ["1e308", "-1e308", "1e-320", "0", "-0", "NaN", "infinity", "-infinity", "1e6", "123456789"] {
            for template in ["rgb(from red calc(r * NUM) g b)", "oklch(from red l calc(c * NUM) calc(h * NUM))",
                             "lab(from red calc(l + NUM) calc(a * NUM) b / calc(alpha * NUM))",
                             "color(from red xyz calc(x * NUM) y z)", "hsl(from red calc(h * NUM) calc(s * NUM) l)",
                             "color-mix(in oklch, red clamp(0%, calc(NUM * 1%), 100%), blue)"] {
                let text = template.replacingOccurrences(of: "NUM", with: number)
                guard let color = try? parse(text) else { continue }
                let xyz = color.components(in: .xyzD65)
                #expect(xyz.x.isFinite && xyz.y.isFinite && xyz.z.isFinite, "\(text) → \(xyz)")
                #expect(color.hexString.count == 7 || color.hexString.count == 9, "\(text)")
            }
        }
    }

    // MARK: Helpers

    private func randomUnit(_ rng: inout SplitMix64) -> SIMD3<Double> {
        SIMD3(Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng))
    }

    private func randomHex(_ rng: inout SplitMix64) -> String {
        String(format: "#%06x", Int.random(in: 0...0xffffff, using: &rng))
    }
}
