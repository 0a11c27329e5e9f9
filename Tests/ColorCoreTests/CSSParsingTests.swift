import Testing
@testable import ColorCore

@Suite struct CSSParsingTests {
    /// Each string and the sRGB components (0…255) and alpha it must read as.
    static let valid: [(String, SIMD3<Double>, Double)] = [
        ("red", SIMD3(255, 0, 0), 1),
        ("RebeccaPurple", SIMD3(102, 51, 153), 1),
        ("  aliceblue ", SIMD3(240, 248, 255), 1),
        ("transparent", SIMD3(0, 0, 0), 0),
        ("#f80", SIMD3(255, 136, 0), 1),
        ("#F808", SIMD3(255, 136, 0), 0x88 / 255),
        ("#ff8800", SIMD3(255, 136, 0), 1),
        ("#ff880080", SIMD3(255, 136, 0), 128 / 255),
        ("0xff8800", SIMD3(255, 136, 0), 1),
        ("ff8800", SIMD3(255, 136, 0), 1),
        ("rgb(255, 136, 0)", SIMD3(255, 136, 0), 1),
        ("rgba(255, 136, 0, 0.5)", SIMD3(255, 136, 0), 0.5),
        ("rgb(100%, 0%, 50%)", SIMD3(255, 0, 127.5), 1),
        ("rgb(255 136 0)", SIMD3(255, 136, 0), 1),
        ("rgb(255 136 0 / 25%)", SIMD3(255, 136, 0), 0.25),
        ("RGB(255 100% 0 / .5)", SIMD3(255, 255, 0), 0.5),
        ("rgb(300 -20 0)", SIMD3(255, 0, 0), 1),  // clamped at parse time
        ("rgb(1e2 0 0)", SIMD3(100, 0, 0), 1),
        ("hsl(120, 100%, 50%)", SIMD3(0, 255, 0), 1),
        ("hsla(120, 100%, 50%, 0.3)", SIMD3(0, 255, 0), 0.3),
        ("hsl(120deg 100% 25%)", SIMD3(0, 127.5, 0), 1),
        ("hsl(0.5turn 100 50)", SIMD3(0, 255, 255), 1),
        ("hsl(3.14159265358979rad 100% 50%)", SIMD3(0, 255, 255), 1),
        ("hsl(200grad 100% 50%)", SIMD3(0, 255, 255), 1),
        ("hsl(-120 100% 50%)", SIMD3(0, 0, 255), 1),
        ("hwb(0 0% 0%)", SIMD3(255, 0, 0), 1),
        ("hwb(120 50% 50%)", SIMD3(127.5, 127.5, 127.5), 1),
        ("lab(100 0 0)", SIMD3(255, 255, 255), 1),
        ("lab(0% 0 0 / 0.5)", SIMD3(0, 0, 0), 0.5),
        ("lch(100% 0 0)", SIMD3(255, 255, 255), 1),
        ("oklab(1 0 0)", SIMD3(255, 255, 255), 1),
        ("oklab(100% 0% 0%)", SIMD3(255, 255, 255), 1),
        ("oklch(0% 0 0)", SIMD3(0, 0, 0), 1),
        ("color(srgb 1 0.5 0)", SIMD3(255, 127.5, 0), 1),
        ("color(srgb 100% 50% 0% / 50%)", SIMD3(255, 127.5, 0), 0.5),
        ("color(srgb-linear 1 1 1)", SIMD3(255, 255, 255), 1),
        ("color(display-p3 1 1 1)", SIMD3(255, 255, 255), 1),
        ("color(xyz-d65 0.9504559270516716 1 1.0890577507598784)", SIMD3(255, 255, 255), 1),
        ("color(xyz 0 0 0)", SIMD3(0, 0, 0), 1),
        ("color(xyz-d50 0.9642956764295677 1 0.8251046025104602)", SIMD3(255, 255, 255), 1),
        ("color(a98-rgb 1 1 1)", SIMD3(255, 255, 255), 1),
        ("color(prophoto-rgb 1 1 1)", SIMD3(255, 255, 255), 1),
        ("color(rec2020 0 0 0)", SIMD3(0, 0, 0), 1),
    ]

    @Test(arguments: 0..<valid.count)
    func readsValidColor(_ index: Int) throws {
        let (input, rgb255, alpha) = Self.valid[index]
        let color = try Color(parsing: input)
        let srgb = color.components(in: .srgb) * 255
        #expect(componentError(srgb, rgb255) < 1e-6, "\(input) read as \(srgb)")
        #expect(abs(color.opacity - alpha) < 1e-12, "\(input) alpha \(color.opacity)")
    }

    @Test func keepsTheSourceSpaceAndNone() throws {
        let color = try Color(parsing: "oklch(70% 0.1 none / none)")
        #expect(color.space == .oklch)
        #expect(color.components.x == 0.7 && color.components.y == 0.1 && color.components.z.isNaN)
        #expect(color.opacity.isNaN)
        let rgb = try Color(parsing: "rgb(none 10 20)")
        #expect(rgb.components.x.isNaN)
        let lab = try Color(parsing: "lab(150 50% -100%)")
        #expect(lab.components == SIMD3(100, 62.5, -125))  // L clamped, a/b percent of 125
        let lch = try Color(parsing: "lch(50 -10 400)")
        #expect(lch.components == SIMD3(50, 0, 40))  // chroma clamped to 0, hue wrapped
        let p3 = try Color(parsing: "color(display-p3 1.2 -0.1 0.5)")
        #expect(p3.components == SIMD3(1.2, -0.1, 0.5))  // color() is not clamped
    }

    static let invalid: [(String, String)] = [
        ("", "expected a color"),
        ("   ", "expected a color"),
        ("notacolor", "unknown color name"),
        ("#ff88000", "expected 3, 4, 6 or 8 hex digits"),
        ("#gg0000", "'g' is not a hex digit"),
        ("#zzzzzz", "'z' is not a hex digit"),
        ("#", "expected 3, 4, 6 or 8 hex digits"),
        ("0x12", "expected 3, 4, 6 or 8 hex digits"),
        ("rgb(255 0)", "needs 3 components"),
        ("rgb(255 0 0 0)", "needs 3 components"),
        ("rgb(255, 0, 0", "missing ')'"),
        ("rgb(255, 0%, 0)", "not a mix"),
        ("rgb(255, 0, 0, 0.5, 1)", "3 or 4 comma-separated"),
        ("rgb(255, none, 0)", "'none' is not allowed"),
        ("rgb(255 0 0 / 0.5 / 1)", "more than one '/'"),
        ("rgb(255 0 0 /)", "one alpha value"),
        ("rgb(255 0 0 / red)", "as the alpha"),
        ("rgb(10deg 0 0)", "component 1 of rgb()"),
        ("hsl(120, 100, 50%)", "needs percentages"),
        ("hsl(120 100% 50% 20%)", "needs 3 components"),
        ("hsl(120foo 100% 50%)", "unknown angle unit 'foo'"),
        ("hwb(120, 0%, 0%)", "space-separated"),
        ("lab(50 10deg 0)", "component 2 of lab()"),
        ("oklch(0.5 0.1 50%)", "component 3 of oklch()"),
        ("color(foo 1 1 1)", "unknown color() space 'foo'"),
        ("color(hsl 1 1 1)", "unknown color() space 'hsl'"),
        ("color(1 1 1)", "needs a color space first"),
        ("colour(srgb 1 1 1)", "unknown function colour()"),
        ("rgb(1 2 3 $)", "unexpected '$'"),
        ("rgb(- 2 3)", "unexpected '-'"),
        // Numbers beyond what any conversion can carry: refused by name, never a silent #000000.
        ("color(srgb 1e308 0 0)", "component 1 of color() is out of range (number 1e+308); expected a magnitude of at most 1000000"),
        ("color(srgb 1000001 0 0)", "(number 1000001)"),
        ("color(display-p3 0 -1e7 0)", "component 2 of color() is out of range"),
        ("color(srgb 0 0 1e9%)", "component 3 of color() is out of range (percentage 1000000000%)"),
        ("lab(50 1e308 0)", "component 2 of lab() is out of range"),
        ("lab(50 0 -1e300)", "component 3 of lab() is out of range"),
        ("lch(50 1e308 1e308)", "component 2 of lch() is out of range"),
        ("oklab(0.5 1e7 0)", "component 2 of oklab() is out of range"),
        ("oklch(0.5 1e308 30)", "component 2 of oklch() is out of range"),
        ("oklch(0.5 0.2 1e308turn)", "component 3 of oklch() is out of range ('1e+308turn'); expected an angle of finite degrees"),
        ("rgb(1e309 0 0)", "number 1e309 in rgb() is out of range"),
        ("hsl(-1e400 50% 50%)", "number -1e400 in hsl() is out of range"),
        ("color(srgb 0 0 0 / 1e999)", "number 1e999 in color() is out of range"),
    ]

    /// Every component at the edge of what is accepted, in every unclamped position, converts to
    /// finite sRGB and a hex code: the limit keeps cubes, powers and matrices finite.
    @Test(arguments: ["color(srgb X Y Z)", "color(srgb-linear X Y Z)", "color(display-p3 X Y Z)", "color(a98-rgb X Y Z)",
                      "color(prophoto-rgb X Y Z)", "color(rec2020 X Y Z)", "color(xyz-d50 X Y Z)", "color(xyz X Y Z)",
                      "lab(50 Y Z)", "lch(50 Y 30)", "oklab(0.5 Y Z)", "oklch(0.5 Y 30)", "lab(X% Y Z)", "oklch(X% Y 1e6deg)"])
    func extremeAcceptedComponentsStayFinite(_ template: String) throws {
        for x in [-1e6, -1, 0, 1e-300, 1e6] { for y in [-1e6, 0, 1e6] { for z in [-1e6, 1e6] {
            let text = template.replacingOccurrences(of: "X", with: "\(x)").replacingOccurrences(of: "Y", with: "\(y)")
                .replacingOccurrences(of: "Z", with: "\(z)")
            let color = try Color(parsing: text)
            let srgb = color.converted(to: .srgb).components
            #expect(srgb.x.isFinite && srgb.y.isFinite && srgb.z.isFinite, "\(text) → \(srgb)")
            #expect(color.hexString.count == 7, "\(text) → \(color.hexString)")
        } } }
    }

    @Test(arguments: invalid.map(\.0))
    func rejectsInvalidColorWithAClearMessage(_ input: String) {
        expectRefusal(input, containing: Self.invalid.first { $0.0 == input }!.1)
    }

    @Test func hexInitialiserIsExplicitAboutLayout() throws {
        #expect(Color(rgb: 0xabcdef).hexString == "#abcdef")
        #expect(Color(rgb: 0xabcdef).opacity == 1)
        #expect(Color(rgba: 0xabcdef80).hexString == "#abcdef80")
        #expect(try Color(parsingHex: "0XABCDEF").hexString == "#abcdef")
        #expect(throws: ColorParseError.self) { try Color(parsingHex: "red") }
        #expect(throws: ColorParseError.self) { try Color(parsingHex: "#12345") }
    }

    @Test func cssStringsReadBack() throws {
        var rng = SplitMix64(seed: 3)
        for space in ColorSpace.allCases {
            for _ in 0..<20 {
                let rgb = SIMD3(Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng),
                                Double.random(in: 0...1, using: &rng))
                let color = Color(.srgb, rgb, opacity: Double.random(in: 0...1, using: &rng))
                let css = color.cssString(in: space, decimals: 10)
                let back = try Color(parsing: css)
                #expect(componentError(back.srgb, rgb) < 1e-7, "\(css)")
                #expect(abs(back.opacity - color.opacity) < 1e-9)
            }
        }
        #expect(Color(rgb: 0xff8800).cssString() == "rgb(255 136 0)")
        #expect(Color(rgb: 0xff8800, opacity: 0.5).cssString(in: .hsl, decimals: 2) == "hsl(32 100% 50% / 0.5)")
        #expect(Color(.displayP3, 1, 0, 0).cssString(in: .srgb, decimals: 3) == "color(srgb 1.093 -0.227 -0.15)")
        #expect(try Color(parsing: "oklch(50% 0.1 none)").cssString(in: .oklch) == "oklch(0.5 0.1 none)")
    }
}
