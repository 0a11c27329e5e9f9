import ColorCore
import Testing
@testable import ChromaRaster

/// The jump test of a pixel's footprint is a binary search: it must say exactly what the scan
/// over every jump says, for every spread, at hard stops anywhere (0, 1, inside), and its steps
/// grow with the logarithm of the stops, so a repeating gradient of thousands of hard stops costs
/// a pixel a few steps.
@Suite struct RampJumpSearchTests {
    /// The scan over every jump that the search replaces.
    static func scanned(_ ramp: ColorRamp, _ t: Float, _ h: Float, _ spread: SpreadMode) -> Bool {
        let low = t - h, high = t + h
        switch spread {
        case .pad:
            return ramp.jumps.contains { $0 > 0 && low < $0 && $0 <= high }
        case .repeat:
            if high - low >= 1 { return ramp.wraps || !ramp.jumps.isEmpty }
            let n = low.rounded(.down)
            let a = low - n, b = high - n
            if ramp.wraps && b >= 1 { return true }
            return ramp.jumps.contains { (a < $0 && $0 <= b) || (a < $0 + 1 && $0 + 1 <= b) }
        case .reflect:
            if high - low >= 2 { return !ramp.jumps.isEmpty }
            let n = (low * 0.5).rounded(.down)
            let a = low - 2 * n, b = high - 2 * n
            return ramp.jumps.contains { d in d > 0 && d < 1 && [d, 2 - d, d + 2, 4 - d].contains { $0 > a && $0 <= b } }
        }
    }

    @Test func theSearchAgreesWithTheScan() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        let palette: [Color] = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1), Color(red: 0, green: 1, blue: 0)]
        for round in 0..<60 {
            // Hard stops at random places, at 0 and at 1 too.
            var stops: [Gradient.Stop] = []
            var location = 0.0
            for index in 0..<(2 + round % 9) {
                let hard = next() < 0.5
                if !hard { location = min(1, location + next() * 0.3) }
                if round % 7 == 0 && index == 1 { location = 0 }
                stops.append(.init(color: palette[index % 3], location: location))
            }
            if round % 5 == 0 { stops.append(.init(color: palette[1], location: 1)); stops.append(.init(color: palette[2], location: 1)) }
            let ramp = ColorRamp(gradient: Gradient(stops: stops), interpolation: ColorInterpolation(), outputSpace: .srgb)
            for _ in 0..<400 {
                let t = Float(next() * 6 - 3), h = Float(next() < 0.2 ? next() * 2.5 : next() * 0.05)
                for spread in [SpreadMode.pad, .repeat, .reflect] {
                    #expect(ramp.jumps(within: t, halfWidth: h, spread: spread) == Self.scanned(ramp, t, h, spread),
                            "round \(round), t \(t), h \(h), \(spread), jumps \(ramp.jumps)")
                }
            }
        }
    }
}
