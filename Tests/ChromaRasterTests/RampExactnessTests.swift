import ColorCore
import Foundation
import Testing
@testable import ChromaRaster

/// Every pixel of a gradient against the color core's own per-pixel evaluation
/// (`Color.mix(with:by:using:gamut:in:)`, which interpolates and then maps or clips into the
/// output gamut): random stops, spaces, hue methods, hints, hard stops, spreads, gamut modes
/// and output spaces, from a fixed seed.
@Suite struct RampExactnessTests {
    /// SplitMix64: a seeded sequence, so a failure names a case that can be replayed.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
        mutating func uniform(_ range: ClosedRange<Double>) -> Double { range.lowerBound + unit() * (range.upperBound - range.lowerBound) }
        mutating func pick<T>(_ values: [T]) -> T { values[Int(next() % UInt64(values.count))] }
    }

    static let spaces: [ColorSpace] = [.srgb, .srgbLinear, .displayP3, .a98RGB, .rec2020, .xyzD65, .xyzD50,
                                       .lab, .lch, .oklab, .oklch, .hsl, .hwb, .hsb]
    static let casesPerSpace = 40
    static let width = 320

    /// One random gradient across a row of `width` pixels.
    struct Case: CustomStringConvertible {
        var gradient: Gradient
        var interpolation: ColorInterpolation
        var spread: SpreadMode
        var gamut: GamutMode
        var output: ColorSpace
        var startX: Double, endX: Double
        var description: String {
            let stops = gradient.stops.map { "\($0.color.cssString(in: $0.color.space)) \($0.location)" }.joined(separator: ", ")
            return "[\(stops)] hints \(gradient.hints) in \(interpolation.space) \(interpolation.hue) \(spread) \(gamut) → \(output), x \(startX)…\(endX)"
        }
    }

    static func randomCase(_ g: inout Generator, space: ColorSpace) -> Case {
        func color() -> Color {
            switch g.next() % 4 {
            case 0: return Color(.oklch, g.uniform(0.3...0.95), g.uniform(0.1...0.37), g.uniform(0...360))  // often outside sRGB
            case 1: return Color(.displayP3, g.unit(), g.unit(), g.unit())
            default: return Color(.srgb, g.unit(), g.unit(), g.unit())
            }
        }
        let count = 2 + Int(g.next() % 4)
        var elements: [Gradient.Element] = []
        var location = g.uniform(-0.1...0.2)
        for k in 0..<count {
            if k > 0 {
                let hard = g.next() % 6 == 0
                let next = hard ? location : location + g.uniform(0.05...0.5)
                // Hints (within 0…1, where locations are not pinned).
                if !hard && location >= 0 && next <= 1 && g.next() % 4 == 0 { elements.append(.hint(location + (next - location) * g.uniform(0.1...0.9))) }
                location = next
            }
            elements.append(.color(color(), location: location))
        }
        let gradient = try! Gradient(elements: elements)
        let hue = g.pick(HueInterpolationMethod.allCases)
        let spread = g.pick(SpreadMode.allCases)
        let gamut = g.pick(GamutMode.allCases)
        let output: ColorSpace = g.next() % 4 == 0 ? .displayP3 : .srgb
        // A period of 24…400 pixels, starting anywhere near the row.
        let period = g.uniform(24...400) * (g.next() % 5 == 0 ? -1 : 1)
        let startX = g.uniform(-100...Double(width) * 0.6)
        return Case(gradient: gradient, interpolation: ColorInterpolation(space: space, hue: hue), spread: spread,
                    gamut: gamut, output: output, startX: startX, endX: startX + period)
    }

    /// The exact color at t of the spread-extended gradient: the color core's mix of the two
    /// stops around t, fitted into the output gamut, premultiplied.
    static func exact(_ c: Case, _ t: Double) -> SIMD4<Double> {
        var u: Double
        switch c.spread {
        case .pad: u = min(max(t, 0), 1)
        case .repeat: u = t - t.rounded(.down)
        case .reflect:
            u = t - 2 * (t / 2).rounded(.down)
            if u > 1 { u = 2 - u }
        }
        let stops = c.gradient.stops
        func pinned(_ x: Double) -> Double { min(max(x, 0), 1) }
        // The interval holding u: the last one starting at or before it, among intervals with width.
        var interval = 0, found = false
        for i in 0..<(stops.count - 1) where pinned(stops[i + 1].location) > pinned(stops[i].location) {
            if !found || pinned(stops[i].location) <= u { interval = i; found = true }
        }
        let mixed: Color
        let firstLocation = pinned(stops[0].location), lastLocation = pinned(stops[stops.count - 1].location)
        if !found || u < firstLocation || u >= lastLocation {
            // Before the first stop its color continues, after the last stop the last color.
            let stop = u >= lastLocation ? stops[stops.count - 1] : stops[0]
            mixed = stop.color.gamutMapped(to: c.output, method: c.gamut.method)
        } else {
            let t0 = pinned(stops[interval].location), t1 = pinned(stops[interval + 1].location)
            var f = min(max((u - t0) / (t1 - t0), 0), 1)
            if let hint = c.gradient.hints[interval] {
                let h = (pinned(hint) - t0) / (t1 - t0)
                f = h <= 0 ? (f > 0 ? 1 : 0) : h >= 1 ? (f < 1 ? 0 : 1) : pow(f, log(0.5) / log(h))
            }
            mixed = stops[interval].color.mix(with: stops[interval + 1].color, by: f, using: c.interpolation,
                                              gamut: c.gamut, in: c.output)
        }
        let a = mixed.resolvedOpacity
        return SIMD4(mixed.components.x * a, mixed.components.y * a, mixed.components.z * a, a)
    }

    /// Where the spread-extended gradient may jump between lo and hi: the stops' locations and
    /// the ends, in every period the window reaches.
    static func breakpoints(_ c: Case, _ lo: Double, _ hi: Double) -> [Double] {
        let locations = c.gradient.stops.map { min(max($0.location, 0), 1) } + [0, 1]
        var result: [Double] = []
        // n + l for repeat, 2n ± l for reflect: n from below both lo and lo / 2 to above hi.
        let first = Int(min(lo, lo / 2).rounded(.down)) - 2, last = Int(max(hi, hi / 2).rounded(.up)) + 2
        for n in first...last {
            for l in locations {
                let candidates: [Double] = switch c.spread {
                case .pad: n == 0 ? [l] : []
                case .repeat: [Double(n) + l]
                case .reflect: [Double(2 * n) + l, Double(2 * n) - l]
                }
                result += candidates.filter { $0 > lo && $0 < hi }
            }
        }
        return result.sorted()
    }

    /// The reference for the pixel whose footprint is [t − h, t + h]: its exact mean where the
    /// gradient jumps inside (the renderer anti-aliases there), else the exact color at t.
    static func reference(_ c: Case, t: Double, h: Double) -> SIMD4<Double> {
        let cuts = breakpoints(c, t - h, t + h)
        let jumps = cuts.contains { b in
            let d = exact(c, b - 1e-12) - exact(c, b + 1e-12)
            return max(abs(d.x), abs(d.y), abs(d.z), abs(d.w)) > 0.5 / 255
        }
        guard jumps else { return exact(c, t) }
        // Midpoint rule on each smooth piece.
        let edges = [t - h] + cuts + [t + h]
        var sum = SIMD4<Double>.zero
        for (a, b) in zip(edges, edges.dropFirst()) where b > a {
            let n = 24
            for k in 0..<n { sum += exact(c, a + (b - a) * (Double(k) + 0.5) / Double(n)) * ((b - a) / Double(n)) }
        }
        return sum / (2 * h)
    }

    /// The largest difference, in 8-bit levels, between the rendered row and the references.
    static func worstError(_ c: Case) -> (levels: Double, pixel: Int, detail: String) {
        let paint = Paint.linear(LinearGradient(gradient: c.gradient, startPoint: .pixels(Point(x: c.startX, y: 0)),
                                                endPoint: .pixels(Point(x: c.endX, y: 0)), spread: c.spread,
                                                interpolation: c.interpolation, gamut: c.gamut))
        let scene = Scene(width: width, height: 1, background: .black, dither: false,
                          colorProfile: c.output == .displayP3 ? .displayP3 : .srgb, layers: [Layer(paint: paint)])
        let pixels = Renderer().renderPixels(scene)
        var worst = (levels: 0.0, pixel: 0, detail: "")
        let h = 0.5 / abs(c.endX - c.startX)
        for x in 0..<width {
            let t = (Double(x) + 0.5 - c.startX) / (c.endX - c.startX)
            let r = reference(c, t: t, h: h)
            // Over opaque black the premultiplied color is what the pixel shows.
            for k in 0..<3 {
                let error = abs(Double(pixels[x * 4 + k]) - r[k] * 255)
                if error > worst.levels {
                    worst = (error, x, "t \(t), ours \(pixels[x * 4 ..< x * 4 + 3].map { $0 }), exact \((0..<3).map { r[$0] * 255 })")
                }
            }
        }
        return worst
    }

    @Test(arguments: spaces)
    func everyPixelIsWithinOneLevelOfTheColorCore(_ space: ColorSpace) {
        var g = Generator(state: 0x18_2026 &+ UInt64(Self.spaces.firstIndex(of: space)!) &* 7919)
        var worst = 0.0
        for index in 0..<Self.casesPerSpace {
            let c = Self.randomCase(&g, space: space)
            let (error, pixel, detail) = Self.worstError(c)
            worst = max(worst, error)
            #expect(error <= 1, "case \(index) in \(space): \(error) levels off at x = \(pixel) (\(detail)): \(c)")
        }
        print("ramp exactness \(space.rawValue): max \(String(format: "%.3f", worst)) levels over \(Self.casesPerSpace) random gradients × \(Self.width) pixels")
    }
}
