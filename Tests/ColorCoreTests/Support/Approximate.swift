import Foundation
@testable import ColorCore

/// The largest absolute difference between two component vectors, where NaN matches only NaN
/// (a NaN against a number counts as an infinite error). Hues (index `hueIndex`) are compared
/// on the circle.
func componentError(_ a: SIMD3<Double>, _ b: SIMD3<Double>, hueIndex: Int? = nil) -> Double {
    var worst = 0.0
    for i in 0..<3 {
        if a[i].isNaN || b[i].isNaN {
            if a[i].isNaN != b[i].isNaN { return .infinity }
            continue
        }
        var d = abs(a[i] - b[i])
        if i == hueIndex { d = min(d, 360 - d) }
        worst = max(worst, d)
    }
    return worst
}

/// A seeded generator (SplitMix64), so random tests are the same on every run and machine.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
