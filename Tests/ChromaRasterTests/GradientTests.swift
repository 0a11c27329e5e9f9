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

    func ramp(_ gradient: Gradient, _ interpolation: ColorInterpolation = .device) -> ColorRamp {
        ColorRamp(gradient: gradient, interpolation: interpolation, outputSpace: .srgb)
    }

    @Test func deviceRampIsExactlyLinearAndPadsBeyondItsStops() throws {
        let r = ramp(try Gradient(elements: [.color(red, location: 0.25), .color(blue, location: 0.75)]))
        #expect(r.color(at: 0) == SIMD4(1, 0, 0, 1))
        #expect(r.color(at: 0.25) == SIMD4(1, 0, 0, 1))
        #expect(r.color(at: 0.5) == SIMD4(0.5, 0, 0.5, 1))
        #expect(r.color(at: 1) == SIMD4(0, 0, 1, 1))
        #expect(!r.hasDiscontinuity)
    }

    @Test func hintsMoveTheMidpoint() throws {
        let hinted = ramp(try Gradient(elements: [.color(.black, location: nil), .hint(0.25), .color(.white, location: nil)]))
        #expect(abs(hinted.color(at: 0.25).x - 0.5) < 2e-3)
        #expect(hinted.color(at: 0.5).x > 0.6)
    }

    @Test func perceptualRampFollowsTheColorCore() {
        let r = ramp(Gradient(colors: [.white, blue]), .perceptual)
        // Clipped per color to sRGB, as the ramp stores it.
        let expected = Color.white.mix(with: blue, by: 0.37, in: .perceptual).components(in: .srgb)
            .clamped(lowerBound: .zero, upperBound: .one)
        let got = r.color(at: 0.37)
        #expect(abs(Double(got.x) - expected.x) < 1e-3 && abs(Double(got.z) - expected.z) < 1e-3)
    }

    @Test func premultipliedInterpolationNextToATransparentStop() {
        // Red to transparent blue: premultiplied, the color stays red as it fades.
        let r = ramp(Gradient(colors: [red, blue.opacity(0)]))
        let middle = r.color(at: 0.5)
        #expect(abs(middle.w - 0.5) < 1e-6 && abs(middle.x - 0.5) < 1e-6 && middle.z == 0)
    }

    @Test func hardStopsAreBoxFilteredAcrossThePixel() throws {
        let r = ramp(Gradient(stops: [.init(color: red, location: 0), .init(color: red, location: 0.5),
                                      .init(color: blue, location: 0.5), .init(color: blue, location: 1)]))
        #expect(r.hasDiscontinuity)
        // A pixel centered on the stop is half and half; a quarter past it, a quarter red.
        let centered = r.filtered(at: 0.5, halfWidth: 0.01, spread: .pad)
        #expect(abs(centered.x - 0.5) < 1e-5 && abs(centered.z - 0.5) < 1e-5)
        let past = r.filtered(at: 0.505, halfWidth: 0.01, spread: .pad)
        #expect(abs(past.x - 0.25) < 1e-4)
        // Away from the stop the filter changes nothing.
        let away = r.filtered(at: 0.2, halfWidth: 0.01, spread: .pad)
        #expect(abs(away.x - 1) < 1e-5 && away.y == 0 && away.z == 0 && abs(away.w - 1) < 1e-5)
    }

    @Test func spreadModesMapEveryParameterIntoTheRamp() {
        #expect(SpreadMode.pad.apply(-0.5) == 0 && SpreadMode.pad.apply(1.5) == 1)
        #expect(SpreadMode.repeat.apply(1.25) == 0.25 && SpreadMode.repeat.apply(-0.25) == 0.75)
        #expect(SpreadMode.reflect.apply(1.25) == 0.75 && SpreadMode.reflect.apply(-0.25) == 0.25)
        #expect(SpreadMode.reflect.apply(2.25) == 0.25)
        // The filtered ramp is periodic for repeat and mirrored for reflect.
        let r = ramp(Gradient(colors: [.black, .white]))
        let a = r.filtered(at: 0.3, halfWidth: 0.05, spread: .repeat), b = r.filtered(at: 2.3, halfWidth: 0.05, spread: .repeat)
        #expect(abs(a.x - b.x) < 1e-4)
        let c = r.filtered(at: 1.7, halfWidth: 0.05, spread: .reflect)
        #expect(abs(c.x - a.x) < 1e-4)
    }
}
