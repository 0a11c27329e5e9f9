import Chroma
import Testing

/// Snippets written from Apple's documentation pages for `Color`, `Color.Resolved`,
/// `Color.RGBColorSpace`, `EnvironmentValues.colorScheme` and `colorSchemeContrast`, as SwiftUI
/// code; each is followed by the value SwiftUI gives. Every line marked `// snippet` counts.
@Suite struct ColorCorpusTests {
    let light = EnvironmentValues()

    // MARK: Color (developer.apple.com/documentation/swiftui/color)

    @Test func colorInitializers() {
        let orange = Color(red: 1, green: 0.5, blue: 0) // snippet
        let r = orange.resolve(in: light)
        #expect(close(r.red, 1) && close(r.green, 0.5) && close(r.blue, 0) && r.opacity == 1)

        let translucent = Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5) // snippet
        #expect(close(translucent.resolve(in: light).red, 0.2) && translucent.resolve(in: light).opacity == 0.5)

        let linearGray = Color(.sRGBLinear, red: 0.5, green: 0.5, blue: 0.5) // snippet
        #expect(close(linearGray.resolve(in: light).red, 0.735357) && close(linearGray.resolve(in: light).linearRed, 0.5))

        let p3Red = Color(.displayP3, red: 1, green: 0, blue: 0) // snippet
        let p3 = p3Red.resolve(in: light)
        // Display P3's red lies outside sRGB: extended sRGB components beyond 0…1.
        #expect(close(p3.red, 1.0931, 1e-3) && close(p3.green, -0.2267, 1e-3) && close(p3.blue, -0.1501, 1e-3))

        let gray = Color(white: 0.5) // snippet
        #expect(close(gray.resolve(in: light).green, 0.5))

        let veil = Color(.sRGB, white: 1, opacity: 0.25) // snippet
        #expect(close(veil.resolve(in: light).blue, 1) && veil.resolve(in: light).opacity == 0.25)

        let hsbRed = Color(hue: 0, saturation: 1, brightness: 1) // snippet
        #expect(hsbRed.resolve(in: light) == Color.Resolved(red: 1, green: 0, blue: 0))

        let darkGreen = Color(hue: 1.0 / 3, saturation: 1, brightness: 0.5, opacity: 0.8) // snippet
        let g = darkGreen.resolve(in: light)
        #expect(close(g.red, 0) && close(g.green, 0.5) && close(g.blue, 0) && close(g.opacity, 0.8))

        let fromResolved = Color(Color.Resolved(red: 0.25, green: 0.5, blue: 0.75)) // snippet
        let back = fromResolved.resolve(in: light)
        #expect(close(back.red, 0.25) && close(back.green, 0.5) && close(back.blue, 0.75))
    }

    @Test func systemAndSemanticColors() {
        let blue = Color.blue // snippet
        #expect(blue.resolve(in: light).description == "#007AFFFF")
        #expect(blue.resolve(in: environment(.dark)).description == "#0A84FFFF")
        #expect(blue.resolve(in: environment(.light, .increased)).description == "#0040DDFF")
        #expect(blue.resolve(in: environment(.dark, .increased)).description == "#409CFFFF")

        let table: [(Color, String, String)] = [ // snippet
            (.red, "#FF3B30FF", "#FF453AFF"), (.orange, "#FF9500FF", "#FF9F0AFF"), (.yellow, "#FFCC00FF", "#FFD60AFF"),
            (.green, "#34C759FF", "#30D158FF"), (.mint, "#00C7BEFF", "#63E6E2FF"), (.teal, "#30B0C7FF", "#40C8E0FF"),
            (.cyan, "#32ADE6FF", "#64D2FFFF"), (.indigo, "#5856D6FF", "#5E5CE6FF"), (.purple, "#AF52DEFF", "#BF5AF2FF"),
            (.pink, "#FF2D55FF", "#FF375FFF"), (.brown, "#A2845EFF", "#AC8E68FF"), (.gray, "#8E8E93FF", "#8E8E93FF"),
            (.black, "#000000FF", "#000000FF"), (.white, "#FFFFFFFF", "#FFFFFFFF"), (.clear, "#00000000", "#00000000"),
        ]
        for (color, lightValue, darkValue) in table {
            #expect(color.resolve(in: light).description == lightValue)
            #expect(color.resolve(in: environment(.dark)).description == darkValue)
        }

        let text = Color.primary // snippet
        #expect(text.resolve(in: light).description == "#000000FF" && text.resolve(in: environment(.dark)).description == "#FFFFFFFF")

        let caption = Color.secondary // snippet
        #expect(caption.resolve(in: light).description == "#3C3C4399")
        #expect(caption.resolve(in: environment(.dark)).description == "#EBEBF599")
        #expect(caption.resolve(in: environment(.dark, .increased)).description == "#EBEBF5AD")

        let accent = Color.accentColor // snippet
        for scheme in ColorScheme.allCases {
            for contrast in ColorSchemeContrast.allCases {
                #expect(accent.resolve(in: environment(scheme, contrast)) == Color.blue.resolve(in: environment(scheme, contrast)))
            }
        }
    }

    @Test func opacityMultiplies() {
        let halfRed = Color.red.opacity(0.5) // snippet
        #expect(halfRed.resolve(in: light).opacity == 0.5)
        #expect(halfRed.resolve(in: environment(.dark)).description == "#FF453A80")

        let quarter = Color.black.opacity(0.5).opacity(0.5) // snippet
        #expect(quarter.resolve(in: light).opacity == 0.25)
    }

    @Test func mixing() {
        let a = Color.red, b = Color.blue
        let article = a.mix(with: b, by: 0.3, in: Gradient.ColorSpace.perceptual) // snippet
        let byDefault = a.mix(with: b, by: 0.3) // snippet
        let device = a.mix(with: b, by: 0.3, in: .device) // snippet
        #expect(article.resolve(in: light) == byDefault.resolve(in: light))
        #expect(article.resolve(in: light) != device.resolve(in: light))
        // Device mixing is a lerp of the encoded components.
        let d = device.resolve(in: light)
        #expect(close(d.red, Float(1 * 0.7 + 0 * 0.3), 1e-4) && close(d.blue, Float(48.0 / 255 * 0.7 + 1 * 0.3), 1e-4))
        // A mix of system colors resolves each color for the appearance first.
        let darkMix = a.mix(with: b, by: 0.3).resolve(in: environment(.dark))
        let expected = Color(a.resolve(in: environment(.dark))).mix(with: Color(b.resolve(in: environment(.dark))), by: 0.3)
        #expect(same(darkMix, expected.resolve(in: light)))

        let endpoints = (a.mix(with: b, by: 0), a.mix(with: b, by: 1)) // snippet
        #expect(same(endpoints.0.resolve(in: light), a.resolve(in: light)) && same(endpoints.1.resolve(in: light), b.resolve(in: light)))
    }

    @Test func gradientOfAColor() {
        let gradient = Color.blue.gradient // snippet
        #expect(gradient.gradient.stops.count == 2)
        #expect(gradient.gradient.stops.last!.color == Color.blue)
        let top = gradient.gradient.stops[0].color.resolve(in: light)
        let bottom = Color.blue.resolve(in: light)
        #expect(top.red > bottom.red && top.green > bottom.green)   // lighter at the top
        // In the dark it is made of dark blue.
        let px = pixels(gradient, 1, 100, in: environment(.dark))
        #expect(near(pixel(px, width: 1, 0, 99), rgba(0x0a84ff), 3))
    }

    @Test func descriptions() {
        #expect("\(Color.blue)" == ".blue") // snippet
        #expect(String(describing: Color(red: 1, green: 0, blue: 0)) == "#ff0000") // snippet
        #expect(Color(red: 1, green: 0, blue: 0, opacity: 0.5).description == "rgb(255 0 0 / 0.5)")
        #expect(Color.Resolved(red: 1, green: 0, blue: 0).description == "#FF0000FF") // snippet
        // Every description reads back to the same color.
        for color in [Color.blue, .primary, .secondary, Color(red: 0.1, green: 0.2, blue: 0.3), Color(.displayP3, red: 1, green: 0, blue: 0),
                      Color(hue: 0.58, saturation: 0.17, brightness: 1), Color.red.opacity(0.5), Color(light: .white, dark: .black)] {
            let read = try? Color(parsing: color.description)
            #expect(read?.resolve(in: light) == color.resolve(in: light), "\(color)")
            #expect(read?.resolve(in: environment(.dark)) == color.resolve(in: environment(.dark)), "\(color)")
        }
    }

    // MARK: Color.Resolved (developer.apple.com/documentation/swiftui/color/resolved)

    @Test func resolvedComponents() {
        var resolved = Color.Resolved(red: 0.5, green: 0, blue: 1) // snippet
        #expect(close(resolved.linearRed, 0.214041) && resolved.linearBlue == 1 && resolved.opacity == 1)
        resolved.linearGreen = 0.214041 // snippet
        #expect(close(resolved.green, 0.5))
        resolved.red = 1 // snippet
        #expect(close(resolved.linearRed, 1))

        let p3 = Color.Resolved(colorSpace: .displayP3, red: 0, green: 1, blue: 0, opacity: 0.5) // snippet
        #expect(p3.red < 0 && p3.green > 1 && p3.opacity == 0.5)

        let fromLinear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.5, green: 0.5, blue: 0.5) // snippet
        #expect(close(fromLinear.red, 0.735357))

        let set: Set<Color.Resolved> = [Color.red.resolve(in: light), Color.red.resolve(in: light)] // snippet
        #expect(set.count == 1)
    }

    // MARK: Color.RGBColorSpace (developer.apple.com/documentation/swiftui/color/rgbcolorspace)

    @Test func rgbColorSpaces() {
        let spaces: [Color.RGBColorSpace] = [.sRGB, .sRGBLinear, .displayP3] // snippet
        let whites = spaces.map { Color($0, red: 1, green: 1, blue: 1).resolve(in: light) }
        #expect(whites.allSatisfy { close($0.red, 1) && close($0.green, 1) && close($0.blue, 1) })
        let mid = spaces.map { Color($0, white: 0.5).resolve(in: light).red } // snippet
        #expect(close(mid[0], 0.5) && close(mid[1], 0.735357) && close(mid[2], 0.5))
    }

    // MARK: EnvironmentValues (developer.apple.com/documentation/swiftui/environmentvalues/colorscheme,
    // …/colorschemecontrast)

    @Test func environmentValues() {
        var environment = EnvironmentValues() // snippet
        #expect(environment.colorScheme == .light && environment.colorSchemeContrast == .standard)
        environment.colorScheme = .dark // snippet
        #expect(Color.red.resolve(in: environment).description == "#FF453AFF")
        environment.colorSchemeContrast = .increased // snippet
        #expect(Color.red.resolve(in: environment).description == "#FF6961FF")
        environment.colorScheme = .light
        #expect(Color.red.resolve(in: environment).description == "#D70015FF")

        #expect(ColorScheme.allCases == [.light, .dark]) // snippet
        #expect(ColorSchemeContrast.allCases == [.standard, .increased]) // snippet

        let isDark = environment.colorScheme == .dark // snippet
        #expect(!isDark)
    }
}
