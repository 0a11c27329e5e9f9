import ColorCore
import Testing
@testable import ChromaRaster

@Suite struct GradientTests {
    let red = Color(rgb: 0xff0000), green = Color(rgb: 0x00ff00), blue = Color(rgb: 0x0000ff)

    @Test func colorsAreSpacedEvenlyAsSwiftUI() {
        let gradient = Gradient(colors: [red, green, blue, red])
        #expect(gradient.stops.map(\.location) == [0, 1.0 / 3, 2.0 / 3, 1])
        #expect(Gradient(colors: [red]).stops.map(\.location) == [0])
    }

    @Test func cssFixUpFillsAndOrdersLocations() throws {
        // First and last default to 0 and 1; the run between is spaced evenly.
        let a = try Gradient(elements: [.color(red, location: nil), .color(green, location: nil), .color(blue, location: 0.8),
                                        .color(red, location: nil), .color(green, location: nil)])
        #expect(a.stops.map(\.location) == [0, 0.4, 0.8, 0.9, 1])
        // A location below an earlier one moves up to it: a hard stop.
        let b = try Gradient(elements: [.color(red, location: 0.6), .color(blue, location: 0.3)])
        #expect(b.stops.map(\.location) == [0.6, 0.6] && b.hasHardStop)
        // A missing location between pinned ones sits halfway.
        let c = try Gradient(elements: [.color(red, location: 0.2), .color(green, location: nil), .color(blue, location: 0.4)])
        #expect(abs(c.stops[1].location - 0.3) < 1e-12)
        // Hints are kept per interval.
        let d = try Gradient(elements: [.color(red, location: nil), .hint(0.25), .color(blue, location: nil)])
        #expect(d.hints == [0.25])
        #expect(throws: GradientError.self) { try Gradient(elements: []) }
        #expect(throws: GradientError.self) { try Gradient(elements: [.hint(0.5), .color(red, location: nil)]) }
        #expect(throws: GradientError.self) { try Gradient(elements: [.color(red, location: nil), .hint(0.5)]) }
        #expect(throws: GradientError.self) {
            try Gradient(elements: [.color(red, location: nil), .hint(0.3), .hint(0.6), .color(blue, location: nil)])
        }
        #expect(throws: GradientError.self) { try Gradient(elements: [.color(red, location: .nan)]) }
    }

    /// A gradient with no extent paints its last color with pad and its mean color with repeat or
    /// reflect, whatever its kind: coincident linear points, equal radii at one center (any
    /// radius, 0 included), a zero elliptical span. Never a silently transparent image.
    @Test(arguments: [0.0, 2, 1e5])
    func aGradientWithNoExtentPaintsItsLastOrMeanColor(radius: Double) {
        let gradient = Gradient(colors: [red, blue])
        for spread in SpreadMode.allCases {
            let paints: [Paint] = [
                .linear(LinearGradient(gradient: gradient, startPoint: .pixels(Point(x: radius, y: 3)), endPoint: .pixels(Point(x: radius, y: 3)), spread: spread)),
                .radial(RadialGradient(gradient: gradient, center: .unit(.center), startRadius: radius, endRadius: radius, spread: spread)),
                .elliptical(EllipticalGradient(gradient: gradient, startRadiusFraction: radius, endRadiusFraction: radius, spread: spread)),
            ]
            for paint in paints {
                let pixels = Renderer(threads: 1).renderImage(Scene(width: 7, height: 5, dither: false, layers: [Layer(paint: paint)])).bytes
                // The mean of red and blue is 127.5 per channel: either rounding is exact.
                let expected: [ClosedRange<UInt8>] = spread == .pad ? [0...0, 0...0, 255...255, 255...255] : [127...128, 0...0, 127...128, 255...255]
                for pixel in stride(from: 0, to: pixels.count, by: 4) {
                    let ok = (0..<4).allSatisfy { expected[$0].contains(pixels[pixel + $0]) }
                    #expect(ok, "\(paint) \(spread): \(Array(pixels[pixel..<pixel + 4]))")
                    if !ok { break }
                }
            }
        }
    }

    /// A solid color outside the output gamut is drawn as its CSS gamut-mapped color: the
    /// color its hex code names, so a palette sheet's label matches its swatch.
    @Test(arguments: ["color(srgb 1.5 0.5 -0.2)", "color(display-p3 1 0 0)", "oklch(70% 0.4 150)", "lab(50 120 -90)", "#336699"])
    func anOutOfGamutSolidIsDrawnAsItsHexCode(_ text: String) throws {
        let color = try Color(parsing: text)
        let pixels = Renderer(threads: 1).renderImage(Scene(width: 1, height: 1, dither: false, layers: [Layer(paint: .solid(color))])).bytes
        let hex = String(color.hexString.dropFirst())
        let expected = stride(from: 0, to: 6, by: 2).map { UInt8(hex.dropFirst($0).prefix(2), radix: 16)! }
        #expect(zip(pixels.prefix(3), expected).allSatisfy { abs(Int($0) - Int($1)) <= 1 }, "\(text): \(pixels) vs \(color.hexString)")
    }

    func ramp(_ gradient: Gradient, _ interpolation: ColorInterpolation = .device) -> ColorRamp {
        ColorRamp(gradient: gradient, interpolation: interpolation, outputSpace: .srgb)
    }

    @Test func deviceRampIsExactlyLinearAndPadsBeyondItsStops() throws {
        let r = ramp(try Gradient(elements: [.color(red, location: 0.25), .color(blue, location: 0.75)]))
        #expect(r.color(at: 0).simd == SIMD4(1, 0, 0, 1))
        #expect(r.color(at: 0.25).simd == SIMD4(1, 0, 0, 1))
        #expect(r.color(at: 0.5).simd == SIMD4(0.5, 0, 0.5, 1))
        #expect(r.color(at: 1).simd == SIMD4(0, 0, 1, 1))
        #expect(!r.hasDiscontinuity)
    }

    @Test func hintsMoveTheMidpoint() throws {
        let hinted = ramp(try Gradient(elements: [.color(.black, location: nil), .hint(0.25), .color(.white, location: nil)]))
        #expect(abs(hinted.color(at: 0.25).simd.x - 0.5) < 2e-3)
        #expect(hinted.color(at: 0.5).simd.x > 0.6)
    }

    @Test func perceptualRampFollowsTheColorCore() {
        let r = ramp(Gradient(colors: [.white, blue]), .perceptual)
        // Mapped per color into sRGB, as the ramp stores it.
        let expected = Color.white.mix(with: blue, by: 0.37, using: .perceptual, gamut: .map, in: .srgb).components
        let got = r.color(at: 0.37).simd
        #expect(abs(Double(got.x) - expected.x) < 1e-3 && abs(Double(got.z) - expected.z) < 1e-3)
    }

    @Test func premultipliedInterpolationNextToATransparentStop() {
        // Red to transparent blue: premultiplied, the color stays red as it fades.
        let r = ramp(Gradient(colors: [red, blue.opacity(0)]))
        let middle = r.color(at: 0.5).simd
        #expect(abs(middle.w - 0.5) < 1e-6 && abs(middle.x - 0.5) < 1e-6 && middle.z == 0)
    }

    @Test func hardStopsAreBoxFilteredAcrossThePixel() throws {
        let r = ramp(Gradient(stops: [.init(color: red, location: 0), .init(color: red, location: 0.5),
                                      .init(color: blue, location: 0.5), .init(color: blue, location: 1)]))
        #expect(r.hasDiscontinuity)
        // A pixel centered on the stop is half and half; a quarter past it, a quarter red.
        let centered = r.filtered(at: 0.5, halfWidth: 0.01, spread: .pad).simd
        #expect(abs(centered.x - 0.5) < 1e-5 && abs(centered.z - 0.5) < 1e-5)
        let past = r.filtered(at: 0.505, halfWidth: 0.01, spread: .pad).simd
        #expect(abs(past.x - 0.25) < 1e-4)
        // Away from the stop the filter changes nothing.
        let away = r.filtered(at: 0.2, halfWidth: 0.01, spread: .pad).simd
        #expect(abs(away.x - 1) < 1e-5 && away.y == 0 && away.z == 0 && abs(away.w - 1) < 1e-5)
    }

    @Test func spreadModesMapEveryParameterIntoTheRamp() {
        #expect(SpreadMode.pad.apply(-0.5) == 0 && SpreadMode.pad.apply(1.5) == 1)
        #expect(SpreadMode.repeat.apply(1.25) == 0.25 && SpreadMode.repeat.apply(-0.25) == 0.75)
        #expect(SpreadMode.reflect.apply(1.25) == 0.75 && SpreadMode.reflect.apply(-0.25) == 0.25)
        #expect(SpreadMode.reflect.apply(2.25) == 0.25)
        // The filtered ramp is periodic for repeat and mirrored for reflect.
        let r = ramp(Gradient(colors: [.black, .white]))
        let a = r.filtered(at: 0.3, halfWidth: 0.05, spread: .repeat).simd, b = r.filtered(at: 2.3, halfWidth: 0.05, spread: .repeat).simd
        #expect(abs(a.x - b.x) < 1e-4)
        let c = r.filtered(at: 1.7, halfWidth: 0.05, spread: .reflect).simd
        #expect(abs(c.x - a.x) < 1e-4)
    }

    @Test func theIssuesOKLCHRampIsWithinALevelOfTheColorCoreAtEveryPixel() {
        // #00ff00 → #ff00ff in OKLCH over 256 pixels: was 8–9 levels off at both ends.
        let from = Color(rgb: 0x00ff00), to = Color(rgb: 0xff00ff)
        let interpolation = ColorInterpolation(space: .oklch)
        for gamut in GamutMode.allCases {
            let r = ColorRamp(gradient: Gradient(colors: [from, to]), interpolation: interpolation, outputSpace: .srgb, gamut: gamut)
            var worst = 0.0
            for x in 0..<256 {
                let t = (Double(x) + 0.5) / 256
                let exact = from.mix(with: to, by: t, using: interpolation, gamut: gamut, in: .srgb).components
                let got = r.color(at: Float(t)).simd
                for k in 0..<3 { worst = max(worst, abs(Double(got[k]) - exact[k]) * 255) }
            }
            #expect(worst <= 0.25, "\(gamut): \(worst) levels")
        }
    }

    @Test func mappingKeepsLightnessAndHueAndDiffersFromClipping() {
        // OKLCH red to blue passes far outside sRGB; mapped colors keep their OKLCH lightness and
        // hue (to the final clip's hundredths and degrees) and differ from clipped ones.
        let interpolation = ColorInterpolation(space: .oklch)
        let from = Color(.oklch, 0.63, 0.26, 29), to = Color(.oklch, 0.45, 0.31, 264)
        let gradient = Gradient(colors: [from, to])
        var drift: [GamutMode: (lightness: Double, hue: Double)] = [:]
        let ramps = GamutMode.allCases.map {
            ColorRamp(gradient: gradient, interpolation: interpolation, outputSpace: .srgb, gamut: $0)
        }
        let apart = (1..<40).map { k -> Float in
            let t = Float(k) / 40
            return (ramps[0].color(at: t).simd - ramps[1].color(at: t).simd).magnitudeMax * 255
        }.max()!
        #expect(apart > 4, "map and clip differ by at most \(apart) levels")
        for gamut in GamutMode.allCases {
            let r = ColorRamp(gradient: gradient, interpolation: interpolation, outputSpace: .srgb, gamut: gamut)
            var worst = (lightness: 0.0, hue: 0.0)
            for k in 1..<40 {
                let t = Double(k) / 40
                let wanted = from.mix(with: to, by: t, using: interpolation).components
                let c = r.color(at: Float(t)).simd
                let got = Color(.srgb, Double(c.x), Double(c.y), Double(c.z)).components(in: .oklch)
                let d = abs(got.z - wanted.z).truncatingRemainder(dividingBy: 360)
                worst.lightness = max(worst.lightness, abs(got.x - wanted.x))
                worst.hue = max(worst.hue, min(d, 360 - d))
            }
            drift[gamut] = worst
        }
        let mapped = drift[.map]!
        #expect(mapped.lightness < 0.02 && mapped.hue < 3, "mapped drift \(mapped)")
    }

    @Test func aDeviceRampOfInGamutStopsIsOneSegmentPerInterval() {
        let r = ramp(Gradient(colors: [red, green, blue]))
        #expect(r.locations == [0, 0.5, 1])
        // Out-of-gamut stops are not a straight line once mapped: more breakpoints.
        let wide = ramp(Gradient(colors: [Color(.displayP3, 0, 1, 0), Color(.displayP3, 1, 0, 1)]))
        #expect(wide.locations.count > 3)
    }

    @Test func onlyPixelsAcrossAJumpAreBoxFiltered() {
        // A repeating ramp with inner stops: point samples at the inner kinks (as Skia and cairo),
        // the mean only across the wrap.
        let r = ramp(Gradient(stops: [.init(color: red, location: 0), .init(color: green, location: 0.15),
                                      .init(color: blue, location: 0.35), .init(color: .white, location: 1)]))
        for t: Float in [0.15, 0.35, 1.15, -0.65] {
            #expect(!r.jumps(within: t, halfWidth: 0.02, spread: .repeat))
            #expect(r.filtered(at: t, halfWidth: 0.02, spread: .repeat) == r.color(at: SpreadMode.repeat.apply(t)))
        }
        #expect(r.jumps(within: 1.01, halfWidth: 0.02, spread: .repeat))
        #expect(r.jumps(within: -0.005, halfWidth: 0.02, spread: .repeat))
        #expect(r.jumps(within: 0.5, halfWidth: 0.6, spread: .repeat))
        // Reflect never jumps at its ends; pad never at all without a hard stop.
        #expect(!r.jumps(within: 1, halfWidth: 0.05, spread: .reflect) && !r.jumps(within: 1, halfWidth: 0.05, spread: .pad))
        // A hard stop jumps in every period, mirrored for reflect.
        let hard = ramp(Gradient(stops: [.init(color: red, location: 0), .init(color: red, location: 0.3),
                                         .init(color: blue, location: 0.3), .init(color: blue, location: 1)]))
        #expect(hard.jumps == [0.3])
        #expect(hard.jumps(within: 2.3, halfWidth: 0.01, spread: .repeat) && !hard.jumps(within: 2.5, halfWidth: 0.01, spread: .repeat))
        #expect(hard.jumps(within: 1.7, halfWidth: 0.01, spread: .reflect) && hard.jumps(within: 2.3, halfWidth: 0.01, spread: .reflect))
        #expect(!hard.jumps(within: 1.3, halfWidth: 0.01, spread: .reflect))
        #expect(hard.jumps(within: 0.3, halfWidth: 0.01, spread: .pad) && !hard.jumps(within: 1.3, halfWidth: 0.01, spread: .pad))
    }
}
