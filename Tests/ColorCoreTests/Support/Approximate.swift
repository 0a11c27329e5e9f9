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
