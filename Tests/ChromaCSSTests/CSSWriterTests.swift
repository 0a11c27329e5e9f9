import ChromaRaster
import ColorCore
import Testing
@testable import ChromaCSS

/// The CSS writer: what Chroma draws, written as CSS and read back, draws the same pixels.
@Suite struct CSSWriterTests {
    static let red = Color(.srgb, 1, 0, 0), blue = Color(.srgb, 0, 0, 1)

    static let w = 72, h = 40

    static func gradient(_ colors: [Color], _ locations: [Double]? = nil) -> Gradient {
        guard let locations else { return Gradient(colors: colors) }
        return Gradient(stops: zip(colors, locations).map { Gradient.Stop(color: $0, location: $1) })
    }

    static let warm = gradient([Color(.srgb, 0.12, 0.24, 0.45), Color(.srgb, 1, 0.5, 0.37), .white], [0.1, 0.6, 0.9])
    static let hard = gradient([red, red, blue, blue], [0, 0.5, 0.5, 1])

    static let paints: [(String, Paint)] = [
        ("linear", .linear(LinearGradient(gradient: warm, startPoint: .unit(.leading), endPoint: .unit(.trailing)))),
        ("linear-diagonal", .linear(LinearGradient(gradient: warm, startPoint: .pixels(Point(x: 10, y: 5)), endPoint: .pixels(Point(x: 50, y: 33))))),
        ("linear-outside", .linear(LinearGradient(gradient: warm, startPoint: .pixels(Point(x: -30, y: 50)), endPoint: .pixels(Point(x: 40, y: -8))))),
        ("linear-repeat", .linear(LinearGradient(gradient: warm, startPoint: .pixels(Point(x: 5, y: 0)), endPoint: .pixels(Point(x: 25, y: 4)), spread: .repeat))),
        ("linear-reflect", .linear(LinearGradient(gradient: warm, startPoint: .pixels(Point(x: 5, y: 0)), endPoint: .pixels(Point(x: 25, y: 4)), spread: .reflect))),
        ("linear-hard", .linear(LinearGradient(gradient: hard, startPoint: .unit(.top), endPoint: .unit(.bottom)))),
        ("linear-oklch", .linear(LinearGradient(gradient: warm, startPoint: .unit(.topLeading), endPoint: .unit(.bottomTrailing),
                                                interpolation: ColorInterpolation(space: .oklch, hue: .longer), gamut: .clip))),
        ("radial", .radial(RadialGradient(gradient: warm, center: .unit(.center), startRadius: 4, endRadius: 30))),
        ("radial-reflect", .radial(RadialGradient(gradient: warm, center: .pixels(Point(x: 20, y: 10)), startRadius: 3, endRadius: 12, spread: .reflect))),
        ("radial-lab", .radial(RadialGradient(gradient: warm, center: .unit(.bottomLeading), endRadius: 60, interpolation: .init(space: .lab)))),
        ("elliptical", .elliptical(EllipticalGradient(gradient: warm, center: .unit(.center), startRadiusFraction: 0.1, endRadiusFraction: 0.5))),
        ("elliptical-frame", .elliptical(EllipticalGradient(gradient: warm, center: .pixels(Point(x: 30, y: 20)), endRadiusFraction: 0.5,
                                                            spread: .repeat, frame: Rect(x: 0, y: 0, width: 30, height: 12)))),
        ("angular-full", .angular(AngularGradient(gradient: warm, center: .unit(.center), startAngle: .degrees(20), endAngle: .degrees(380)))),
        ("angular-over", .angular(AngularGradient(gradient: warm, center: .unit(.center), startAngle: .degrees(-30), endAngle: .degrees(500)))),
        ("angular-gap", .angular(AngularGradient(gradient: warm, center: .pixels(Point(x: 30, y: 18)), startAngle: .degrees(45), endAngle: .degrees(200)))),
        ("angular-repeat", .angular(AngularGradient(gradient: warm, center: .unit(.center), startAngle: .degrees(0), endAngle: .degrees(90), spread: .repeat))),
        ("angular-reflect", .angular(AngularGradient(gradient: warm, center: .unit(.center), startAngle: .degrees(10), endAngle: .degrees(100), spread: .reflect))),
        ("angular-css-from", .angular(AngularGradient(gradient: warm, center: .unit(.center), from: .degrees(45), interpolation: .perceptual))),
        ("solid", .solid(Color(.oklch, 0.7, 0.1, 200))),
    ]

    static func render(_ paint: Paint) -> [UInt16] {
        Renderer(threads: 1).renderPixels(Scene(width: w, height: h, dither: false, layers: [Layer(paint: paint)]))
    }

    /// Pixels may differ where the seams and hard stops are anti-aliased along a different path;
    /// everywhere else they agree within 1/255.
    @Test(arguments: paints.map { $0.0 })
    func roundTripDrawsTheSamePixels(_ name: String) throws {
        let paint = Self.paints.first { $0.0 == name }!.1
        let css = try CSSWriter.css(for: paint, width: Double(Self.w), height: Double(Self.h))
        let back = try CSSImage(parsing: css).layers(width: Self.w, height: Self.h)
        #expect(back.count == 1)
        let a = Self.render(paint), b = Self.render(back[0].paint)
        let differences = zip(a, b).map { abs(Int($0) - Int($1)) }
        // A hue sweep is sampled 96 times per interval by ChromaRaster's ramp, while the CSS
        // reader adds exact stops inside each interval to follow Chromium: up to 3/255 apart.
        let tolerance = name == "linear-oklch" ? 3 : 1
        let off = differences.filter { $0 > tolerance }.count
        print("css-round-trip \(name): \(off) samples off by more than \(tolerance)/255, largest \(differences.max()!)/255")
        let limit = name.hasPrefix("angular") || name.hasSuffix("hard") ? Self.w + Self.h : 0
        #expect(off <= limit, "\(name): \(css): \(off) samples differ by more than \(tolerance), up to \(differences.max()!)")
    }

    @Test func cssText() throws {
        let paint = Paint.linear(LinearGradient(gradient: Gradient(colors: [Self.red, Self.blue]), startPoint: .unit(.leading),
                                                endPoint: .unit(.trailing), interpolation: ColorInterpolation(space: .oklch, hue: .increasing)))
        #expect(try CSSWriter.css(for: paint, width: 100, height: 50)
            == "linear-gradient(90deg in oklch increasing hue, rgb(255 0 0) 0px, rgb(0 0 255) 100px)")
        let conic = Paint.angular(AngularGradient(gradient: Gradient(colors: [Self.red, Self.blue]), center: .unit(.center), from: .degrees(45)))
        #expect(try CSSWriter.css(for: conic, width: 100, height: 50)
            == "conic-gradient(from 45deg at 50px 25px in srgb, rgb(255 0 0) 0deg, rgb(0 0 255) 360deg)")
    }

    /// Found by fuzz-css: a repeating conic gradient of 1° is written as 720 stops, longer than
    /// the text limit, so reading it back is refused with the limit's error, not a crash.
    @Test func unrolledConicCSSOverTheTextLimitIsRefused() throws {
        let paints = try CSSImage(parsing: "repeating-conic-gradient(red 0, blue 1deg)").paints(width: 16, height: 16)
        let css = try CSSWriter.css(for: paints[0], width: 16, height: 16)
        #expect(css.count > 4096)
        do {
            _ = try CSSImage(parsing: css)
            Issue.record("a \(css.count)-character CSS image was read")
        } catch {
            #expect(error.position == 0 && error.message.contains("CHROMA_MAX_TEXT_LENGTH"), "\(error)")
        }
    }

    @Test func pathsWithoutCSSFormAreRefused() {
        let g = Gradient(colors: [Self.red, Self.blue])
        let refused: [Paint] = [
            .radial(RadialGradient(gradient: g, center: .unit(.center), startRadius: 5, endRadius: 20, startCenter: .unit(.zero))),
            .radial(RadialGradient(gradient: g, center: .unit(.center), startRadius: 20, endRadius: 5)),
            .linear(LinearGradient(gradient: g, startPoint: .unit(.zero), endPoint: .unit(.trailing), interpolation: .init(space: .hsb))),
            .linear(LinearGradient(gradient: g, startPoint: .unit(.zero), endPoint: .unit(.trailing), interpolation: .init(space: .oklab, premultiplied: false))),
            .linear(LinearGradient(gradient: g, startPoint: .unit(.center), endPoint: .unit(.center), spread: .repeat)),
            .angular(AngularGradient(gradient: g, startAngle: .degrees(90), endAngle: .degrees(90))),
            .shadow(BoxShadow(rect: Rect(x: 0, y: 0, width: 4, height: 4), radius: 2, color: .black)),
        ]
        for paint in refused {
            #expect(throws: CSSWriteError.self) { try CSSWriter.css(for: paint, width: 10, height: 10) }
        }
    }
}
