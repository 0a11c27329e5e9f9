import ColorCore
import Testing
@testable import ChromaCSS

/// Reading CSS: what each form means, and the position and wording of each error.
@Suite struct CSSParserTests {
    func gradient(_ css: String) throws -> CSSGradient {
        let image = try CSSImage(parsing: css)
        #expect(image.count == 1)
        return image.gradients[0]
    }

    @Test(arguments: [
        ("linear-gradient(red, blue)", CSSGradient.Direction.to(horizontal: 0, vertical: 1)),
        ("linear-gradient(to left, red, blue)", .to(horizontal: -1, vertical: 0)),
        ("linear-gradient(to top right, red, blue)", .to(horizontal: 1, vertical: -1)),
        ("linear-gradient(to right top, red, blue)", .to(horizontal: 1, vertical: -1)),
        ("linear-gradient(to bottom left in oklab, red, blue)", .to(horizontal: -1, vertical: 1)),
        ("linear-gradient(45deg, red, blue)", .angle(45)),
        ("linear-gradient(100grad, red, blue)", .angle(90)),
        ("linear-gradient(0.5turn, red, blue)", .angle(180)),
        ("linear-gradient(-1.5turn, red, blue)", .angle(-540)),
        ("linear-gradient(0, red, blue)", .angle(0)),
        ("LINEAR-GRADIENT(TO RIGHT, RED, BLUE)", .to(horizontal: 1, vertical: 0)),
    ])
    func directions(_ css: String, _ expected: CSSGradient.Direction) throws {
        #expect(try gradient(css).geometry == .linear(expected))
    }

    @Test func radians() throws {
        guard case .linear(.angle(let degrees)) = try gradient("linear-gradient(3.14159265rad, red, blue)").geometry else {
            Issue.record("not an angle"); return
        }
        #expect(abs(degrees - 180) < 1e-6)
    }

    @Test func stopsHintsAndDoublePositions() throws {
        let g = try gradient("linear-gradient(red 0 30%, 40%, blue 50px, green 20%)")
        #expect(g.elements.count == 4)
        #expect(g.elements[0] == .color(Color(.srgb, 1, 0, 0), positions: [.fraction(0), .fraction(0.3)]))
        #expect(g.elements[1] == .hint(.fraction(0.4)))
        #expect(g.elements[2] == .color(Color(.srgb, 0, 0, 1), positions: [.pixels(50)]))
        guard case .color(_, let positions) = g.elements[3] else { Issue.record("not a color"); return }
        #expect(positions == [.fraction(0.2)])
        #expect(g.allColorsLegacy)
        #expect(g.resolvedInterpolation.space == .srgb)
    }

    @Test(arguments: [
        ("linear-gradient(red, blue)", true), ("linear-gradient(#f00, rgb(0 0 255), hsl(0 100% 50%), hwb(0 0% 0%))", true),
        ("linear-gradient(transparent, rgba(0,0,0,0.5))", true), ("linear-gradient(red, oklch(70% 0.1 200))", false),
        ("linear-gradient(red, color(srgb 1 0 0))", false), ("linear-gradient(lab(50 10 10), red)", false),
    ])
    func legacyColorsInterpolateInSRGB(_ css: String, _ legacy: Bool) throws {
        let g = try gradient(css)
        #expect(g.allColorsLegacy == legacy)
        #expect(g.resolvedInterpolation.space == (legacy ? .srgb : .oklab))
        #expect(g.resolvedInterpolation.premultiplied)
    }

    @Test(arguments: ["srgb", "srgb-linear", "display-p3", "display-p3-linear", "a98-rgb", "prophoto-rgb", "rec2020", "lab",
                      "oklab", "xyz", "xyz-d50", "xyz-d65", "hsl", "hwb", "lch", "oklch"])
    func everySpace(_ name: String) throws {
        let g = try gradient("linear-gradient(in \(name), red, blue)")
        #expect(g.interpolation?.space == CSSPreludeParser.spaces[name])
        let after = try gradient("linear-gradient(90deg in \(name), red, blue)")
        #expect(after.interpolation == g.interpolation)
    }

    @Test(arguments: HueInterpolationMethod.allCases)
    func hueMethods(_ method: HueInterpolationMethod) throws {
        for space in ["hsl", "hwb", "lch", "oklch"] {
            #expect(try gradient("conic-gradient(in \(space) \(method.rawValue) hue, red, blue)").interpolation?.hue == method)
        }
    }

    @Test func radialForms() throws {
        #expect(try gradient("radial-gradient(red, blue)").geometry == .radial(shape: nil, size: nil, center: .center))
        #expect(try gradient("radial-gradient(circle, red, blue)").geometry == .radial(shape: .circle, size: nil, center: .center))
        #expect(try gradient("radial-gradient(closest-corner ellipse, red, blue)").geometry
            == .radial(shape: .ellipse, size: .extent(.closestCorner), center: .center))
        #expect(try gradient("radial-gradient(10px, red, blue)").geometry == .radial(shape: nil, size: .lengths(.pixels(10), nil), center: .center))
        #expect(try gradient("radial-gradient(10% 2em at left, red, blue)").geometry
            == .radial(shape: nil, size: .lengths(.percent(10), .pixels(32)), center: CSSPosition(x: .start, y: .center)))
        #expect(try gradient("conic-gradient(from 0.25turn at 10px 20%, red, blue)").geometry
            == .conic(fromDegrees: 90, center: CSSPosition(x: .init(fromEnd: false, offset: .pixels(10)), y: .init(fromEnd: false, offset: .percent(20)))))
    }

    @Test(arguments: [
        ("center", CSSPosition.center),
        ("left", CSSPosition(x: .start, y: .center)),
        ("bottom", CSSPosition(x: .center, y: .end)),
        ("top right", CSSPosition(x: .end, y: .start)),
        ("right top", CSSPosition(x: .end, y: .start)),
        ("center bottom", CSSPosition(x: .center, y: .end)),
        ("bottom center", CSSPosition(x: .center, y: .end)),
        ("25% 75%", CSSPosition(x: .init(fromEnd: false, offset: .percent(25)), y: .init(fromEnd: false, offset: .percent(75)))),
        ("left 10px", CSSPosition(x: .start, y: .init(fromEnd: false, offset: .pixels(10)))),
        ("right 10px bottom 20%", CSSPosition(x: .init(fromEnd: true, offset: .pixels(10)), y: .init(fromEnd: true, offset: .percent(20)))),
        ("bottom 20% right 10px", CSSPosition(x: .init(fromEnd: true, offset: .pixels(10)), y: .init(fromEnd: true, offset: .percent(20)))),
    ])
    func positions(_ text: String, _ expected: CSSPosition) throws {
        #expect(try gradient("radial-gradient(at \(text), red, blue)").geometry == .radial(shape: nil, size: nil, center: expected))
    }

    @Test func listsLayerFirstOnTop() throws {
        let image = try CSSImage(parsing: "linear-gradient(red, blue), /* a comment */ conic-gradient(red, blue) , repeating-radial-gradient(red, blue 10px)")
        #expect(image.count == 3)
        #expect(image.gradients[2].repeating)
        let layers = try image.layers(width: 10, height: 10)
        guard case .angular? = layers.dropFirst().first?.paint else { Issue.record("the middle gradient is not in the middle"); return }
        guard case .linear? = layers.last?.paint else { Issue.record("the first gradient is not on top"); return }
    }

    /// Each bad input, the 1-based position the error names, and a fragment of its message.
    @Test(arguments: [
        ("", 1, "expected a gradient"),
        ("   ", 1, "expected a gradient"),
        ("red", 1, "expected a gradient function"),
        ("linear-gradient(red, blue,)", 27, "expected a color stop after ',', found ')'"),
        ("linear-gradient(,red, blue)", 17, "expected a color stop after 'linear-gradient(', found ','"),
        ("linear-gradient(red)", 20, "expected at least two color stops"),
        ("linear-gradient(to, red, blue)", 19, "expected a side or corner after 'to'"),
        ("linear-gradient(to left right, red, blue)", 25, "expected ',' or 'in <color space>'"),
        ("linear-gradient(45px, red, blue)", 17, "a color hint cannot come first"),
        ("linear-gradient(in cmyk, red, blue)", 20, "expected a color space after 'in'"),
        ("linear-gradient(in srgb longer hue, red, blue)", 25, "a hue method needs a polar space"),
        ("linear-gradient(in oklch longer, red, blue)", 32, "expected 'hue' after 'longer'"),
        ("linear-gradient(red, 10%, 20%, blue)", 27, "two color hints in a row"),
        ("linear-gradient(10%, red, blue)", 17, "a color hint cannot come first"),
        ("linear-gradient(red, blue, 10%)", 28, "a color hint cannot come last"),
        ("linear-gradient(red 1% 2% 3%, blue)", 27, "expected ',' after the color stop"),
        ("linear-gradient(red, 10% blue)", 22, "expected a color before the position"),
        ("linear-gradient(red, 10% 20%, blue)", 26, "expected ',' after the color hint"),
        ("linear-gradient(red blue, green)", 21, "expected a position or ',' after the color"),
        ("linear-gradient(red 10vw, blue)", 21, "unsupported length unit 'vw'"),
        ("linear-gradient(red, rgb(300 0), blue)", 22, "invalid color 'rgb(300 0)'"),
        ("linear-gradient(red, currentcolor)", 22, "'currentcolor'"),
        ("linear-gradient(red, blue", 26, "expected ')' to close linear-gradient("),
        ("linear-gradient(red, blue) red", 28, "expected ',' between images"),
        ("linear-gradient(red, blue),", 27, "expected an image after ','"),
        ("radial-gradient(circle 10px 20px, red, blue)", 24, "a circle takes one radius"),
        ("radial-gradient(ellipse 10px, red, blue)", 25, "an ellipse takes two radii"),
        ("radial-gradient(circle 10%, red, blue)", 24, "a circle's radius cannot be a percentage"),
        ("radial-gradient(-10px 5px, red, blue)", 17, "a radius cannot be negative"),
        ("radial-gradient(at, red, blue)", 19, "expected a position after 'at'"),
        ("radial-gradient(at left 10px top, red, blue)", 20, "takes 1, 2 or 4 values, found 3"),
        ("radial-gradient(at 10px left, red, blue)", 20, "expected a position such as"),
        ("conic-gradient(from red, blue)", 21, "expected the angle after 'from'"),
        ("conic-gradient(red 10px, blue)", 20, "expected an angle or a percentage"),
        ("sparkle-gradient(red, blue)", 1, "unknown image function 'sparkle-gradient('"),
        ("linear-gradient(red 1e999px, blue)", 21, "out of range"),
        ("linear-gradient(red ¤, blue)", 21, "found '¤'"),
        ("linear-gradient(red /* open, blue)", 21, "unterminated comment"),
        ("linear-gradient(red, #, blue)", 22, "expected hex digits after '#'"),
    ])
    func errorsNameThePosition(_ css: String, _ position: Int, _ fragment: String) {
        do {
            _ = try CSSImage(parsing: css)
            Issue.record("'\(css)' was accepted")
        } catch {
            #expect(error.position == position, "\(css): \(error)")
            #expect(error.description.contains(fragment), "\(css): \(error)")
            #expect(error.description.hasPrefix("at \(position): "))
        }
    }

    @Test func textLengthIsLimited() {
        let long = "linear-gradient(" + String(repeating: "red, ", count: 300_000) + "blue)"
        #expect(throws: CSSParseError.self) { try CSSImage(parsing: long) }
    }
}
