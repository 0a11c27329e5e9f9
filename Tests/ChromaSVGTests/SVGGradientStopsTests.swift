import ChromaRaster
@testable import ChromaSVG
import ColorCore
import Testing

/// The gradient stops: SVG's interpolation of the written (8-bit) stops, straight or
/// premultiplied, stays within 0.8/255 of Chroma's ramp (itself within 0.2/255 of the exact
/// color), in every interpolation space, with as few stops as that takes.
@Suite struct SVGGradientStopsTests {
    static func worst(_ stops: [SVGGradientStops.Stop], against ramp: GradientRamp, samples: Int = 4096) -> Double {
        var worst = 0.0
        for k in 0...samples {
            let t = Double(k) / Double(samples)
            // The stops around t (the last at t or before, for a hard stop the later one).
            guard let i = stops.lastIndex(where: { $0.offset <= t }) else { continue }
            let a = stops[i], b = i + 1 < stops.count ? stops[i + 1] : stops[i]
            if b.offset == a.offset, i + 1 < stops.count { continue }  // exactly on a hard stop
            let f = b.offset > a.offset ? (t - a.offset) / (b.offset - a.offset) : 0
            let s = a.color + (b.color - a.color) * f
            let straight = SIMD4(s.x * s.w, s.y * s.w, s.z * s.w, s.w)
            let pa = SIMD4(a.color.x * a.color.w, a.color.y * a.color.w, a.color.z * a.color.w, a.color.w)
            let pb = SIMD4(b.color.x * b.color.w, b.color.y * b.color.w, b.color.z * b.color.w, b.color.w)
            let premultiplied = pa + (pb - pa) * f
            let exact = ramp.color(at: t)
            for drawn in [straight, premultiplied] {
                let d = drawn - exact
                worst = max(worst, max(max(abs(d.x), abs(d.y)), max(abs(d.z), abs(d.w))))
            }
        }
        return worst
    }

    static func style(_ colors: [String], in space: ColorSpace, hue: HueInterpolationMethod = .shorter, premultiplied: Bool = true,
                      gamut: GamutMode = .map) -> GradientStyle {
        GradientStyle(gradient: Gradient(colors: colors.map { try! Color(parsing: $0) }),
                      interpolation: ColorInterpolation(space: space, hue: hue, premultiplied: premultiplied), gamut: gamut)
    }

    static let stopLists = [
        ["#ff0000", "#0044ff"], ["#1e3c72", "#ff7e5f", "#ffee00"], ["white", "black"],
        ["rgb(255 0 0 / 0.1)", "rgb(0 255 128 / 0.9)", "transparent"], ["oklch(70% 0.3 150)", "oklch(60% 0.25 20)"],
        ["#000", "#fff", "#000", "#fff", "#000"],
    ]

    @Test(arguments: [ColorSpace.srgb, .srgbLinear, .displayP3, .rec2020, .oklab, .oklch, .lab, .lch, .hsl, .hwb, .xyzD65])
    func everySpaceStaysWithinBudget(space: ColorSpace) {
        for colors in Self.stopLists {
            for hue in [HueInterpolationMethod.shorter, .longer] {
                for gamut in [GamutMode.map, .clip] {
                    let ramp = GradientRamp(Self.style(colors, in: space, hue: hue, gamut: gamut), outputSpace: .srgb)
                    let stops = SVGGradientStops.stops(for: ramp)
                    let worst = Self.worst(stops, against: ramp)
                    #expect(worst <= SVGGradientStops.budget + 1e-9, "\(space) \(hue) \(gamut) \(colors): \(worst * 255)/255 with \(stops.count) stops")
                    #expect(stops.first?.offset == 0 && stops.last?.offset == 1)
                    #expect(zip(stops, stops.dropFirst()).allSatisfy { $0.offset <= $1.offset })
                }
            }
        }
    }

    @Test func sRGBGradientsOfOpaqueColorsNeedOnlyTheirStops() {
        for colors in [["#ff0000", "#0044ff"], ["#1e3c72", "#ff7e5f", "#ffee00"], ["#000", "#fff", "#000", "#fff", "#000"]] {
            let stops = SVGGradientStops.stops(for: GradientRamp(Self.style(colors, in: .srgb), outputSpace: .srgb))
            #expect(stops.count == colors.count, "\(colors): \(stops.count) stops")
        }
    }

    @Test func fewerStopsThanTheRampHasBreakpoints() {
        let ramp = GradientRamp(Self.style(["#ff0000", "#0044ff", "#ffee00"], in: .oklch), outputSpace: .srgb)
        let stops = SVGGradientStops.stops(for: ramp)
        #expect(stops.count < ramp.breakpoints.count, "\(stops.count) stops for \(ramp.breakpoints.count) breakpoints")
        #expect(stops.count * 2 <= ramp.breakpoints.count, "\(stops.count) stops for \(ramp.breakpoints.count) breakpoints")
    }

    @Test func hardStopsStayHard() throws {
        let red = try Color(parsing: "#ff0000"), blue = try Color(parsing: "#0000ff")
        let gradient = try Gradient(elements: [.color(red, location: 0), .color(red, location: 0.5), .color(blue, location: 0.5),
                                               .color(blue, location: 1)])
        let ramp = GradientRamp(GradientStyle(gradient: gradient, interpolation: ColorInterpolation(space: .oklch)), outputSpace: .srgb)
        let stops = SVGGradientStops.stops(for: ramp)
        #expect(stops.map(\.offset) == [0, 0.5, 0.5, 1], "\(stops)")
        #expect(SVGColor.hex(stops[1].color) == "#ff0000" && SVGColor.hex(stops[2].color) == "#0000ff")
    }

    @Test func shadowProfilesFollowTheErrorFunction() {
        for sigma in [0.5, 4, 12, 40] {
            for tolerance in [0.25 / 255, 2.0 / 255] {
                let profile = SVGShadowProfile(start: 30, end: 130, sigma: sigma, from: 0, to: 160, tolerance: tolerance)
                let stops = profile.stops()
                var worst = 0.0
                for k in 0...3200 {
                    let u = Double(k) / 3200
                    let i = stops.lastIndex { $0.0 <= u }!
                    let (u0, v0) = stops[i], (u1, v1) = stops[min(i + 1, stops.count - 1)]
                    let v = u1 > u0 ? v0 + (v1 - v0) * (u - u0) / (u1 - u0) : v0
                    worst = max(worst, abs(v - profile.coverage(u * 160)))
                }
                #expect(worst <= tolerance * 1.01, "σ \(sigma): \(worst * 255)/255 with \(stops.count) stops")
            }
        }
    }
}
