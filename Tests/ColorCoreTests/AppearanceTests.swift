import Testing
@testable import ColorCore

/// Light, dark and increased contrast; SwiftUI's names after a dot; `light-dark()`; the near-black
/// HSB warning's intent.
@Suite struct AppearanceTests {
    let dark = EnvironmentValues(colorScheme: .dark)
    let lightIncreased = EnvironmentValues(colorScheme: .light, colorSchemeContrast: .increased)
    let darkIncreased = EnvironmentValues(colorScheme: .dark, colorSchemeContrast: .increased)

    @Test func leadingDotNamesSwiftUIsColorBareNamesStayCSS() throws {
        #expect(try Color(parsing: ".blue") == .blue && (try Color(parsing: "blue")).hexString == "#0000ff")
        #expect(try Color(parsing: " .indigo ").hexString == "#5856d6")
        #expect(try Color(parsing: ".accentcolor") == .accentColor && (try Color(parsing: ".PRIMARY")) == .primary)
        for name in Color.swiftUINames {
            #expect(try Color(parsing: "." + name) == Color.swiftUINamed[name]!, "\(name)")
        }
        #expect(throws: ColorParseError.self) { try Color(parsing: ".rebeccapurple") }
        #expect(throws: ColorParseError.self) { try Color(parsing: ".") }
    }

    @Test func everySystemColorHasFourValues() {
        for name in Color.swiftUINames where !["black", "white", "clear"].contains(name) {
            let color = Color.swiftUINamed[name]!
            #expect(color.isAdaptive && color.swiftUIName == name, "\(name)")
            #expect(color.resolvedColor(in: .light) == color.plain)
        }
        #expect(Color.red.resolvedColor(in: dark).hexString == "#ff453a")
        #expect(Color.red.resolvedColor(in: lightIncreased).hexString == "#d70015")
        #expect(Color.red.resolvedColor(in: darkIncreased).hexString == "#ff6961")
        #expect(!Color.black.isAdaptive && !Color(red: 1, green: 0, blue: 0).isAdaptive)
    }

    @Test func lightDarkReadsTwoColors() throws {
        let color = try Color(parsing: "light-dark(#ffffff, rgb(0 0 0 / 50%))")
        #expect(color.hexString == "#ffffff" && color.resolvedColor(in: dark).hexString == "#00000080")
        let nested = try Color(parsing: "LIGHT-DARK(.blue, .indigo)")
        #expect(nested.resolvedColor(in: darkIncreased).hexString == "#7d7aff")
        #expect(nested.resolvedColor(in: lightIncreased).hexString == "#0040dd")
        // Nested, each side is taken for its own appearance (as browsers resolve it).
        let inner = try Color(parsing: "light-dark(light-dark(red, blue), light-dark(lime, white))")
        #expect(inner.hexString == "#ff0000" && inner.resolvedColor(in: dark).hexString == "#ffffff")
        for bad in ["light-dark(red)", "light-dark(red, blue, green)", "light-dark(red, nope)", "light-dark(red blue, green)", "light-dark()"] {
            #expect(throws: ColorParseError.self, "\(bad)") { try Color(parsing: bad) }
        }
    }

    @Test func opacityAndMixKeepAdapting() {
        let faded = Color.blue.opacity(0.5)
        #expect(faded.resolvedColor(in: dark).hexString == "#0a84ff80" && faded.swiftUIName == nil)
        #expect(Color(light: .white, dark: .black).mix(with: .red, by: 0, in: .device).resolvedColor(in: dark).hexString == "#000000")
        var edited = Color.blue
        edited.opacity = 0.5
        #expect(!edited.isAdaptive)   // a direct edit makes a plain color
    }

    @Test func hexIntegersAboveTwentyFourBitsCarryAlpha() {
        #expect(Color(hex: 0xabcdef55).hexString == "#abcdef55")
        #expect(Color(hex: 0xabcdef).hexString == "#abcdef")
        #expect(Color(hex: 0x0100_0000).hexString == "#01000000")
        #expect(Color(hex: 0xffffffff, opacity: 0.5).resolvedOpacity == 0.5)
    }

    @Test func fractionIntent() {
        let intent = Color.likelyFractionIntent(of: "hsb(0.58 0.17 1.0)")
        #expect(intent?.meant == "hsb(208.8 17% 100%)" && intent?.writtenHex == "#030303" && intent?.meantHex == "#d4eaff")
        #expect(Color.likelyFractionIntent(of: "hsl(120 1 0.5 / 0.5)")?.meant == "hsl(120 100% 50% / 0.5)")
        #expect(Color.likelyFractionIntent(of: "hsva(0.5 0.5 0.5)")?.meant == "hsv(180 50% 50%)")
        #expect(Color.likelyFractionIntent(of: "hsl(0.5, 0.5, 0.5)") == nil)   // legacy commas need %: an error, not a warning
        for quiet in ["hsb(209 17% 100%)", "hsl(0 0 0)", "hsl(120 50% 0.5)", "rgb(0.5 0.5 0.5)", "hsb(10 20 30)", "not a color", "hsb(0.5 0 1"] {
            #expect(Color.likelyFractionIntent(of: quiet) == nil, "\(quiet)")
        }
    }
}
