import Foundation

/// One axis of a box shadow: how much of a Gaussian-blurred interval covers each point,
/// ½ (erf((x − start) / (σ√2)) − erf((x − end) / (σ√2))), as Chroma's `BoxShadow` computes it,
/// over the span `from`…`to`, as gradient stops (offsets 0…1 across the span) whose straight
/// lines stay within ``tolerance`` of it.
struct SVGShadowProfile {
    /// The blurred interval, in pixels.
    var start: Double, end: Double
    /// The Gaussian's standard deviation in pixels, > 0.
    var sigma: Double
    /// The span the stops cover, in pixels (to > from).
    var from: Double, to: Double
    /// The largest departure of the stops' straight lines from the profile, in coverage (0…1):
    /// the writer gives each axis 0.4/255 of the shadow's own opacity.
    var tolerance: Double
    /// The narrowest piece, in fractions of the span.
    static let minimumWidth = 1.0 / 16_384

    /// The coverage at x (pixels), 0…1.
    func coverage(_ x: Double) -> Double {
        let k = 1 / (sigma * 2.0.squareRoot())
        return 0.5 * (erf((x - start) * k) - erf((x - end) * k))
    }

    /// The stops: (offset 0…1, coverage 0…1), offsets ascending.
    func stops() -> [(Double, Double)] {
        let width = to - from
        func at(_ u: Double) -> Double { coverage(from + u * width) }
        // Knots where the profile bends most: the interval's ends and the span's ends.
        var knots = [0.0, 1.0]
        for x in [start, end] where x > from && x < to { knots.append((x - from) / width) }
        knots.sort()
        var out: [(Double, Double)] = [(0, at(0))]
        func refine(_ u0: Double, _ v0: Double, _ u1: Double, _ v1: Double) {
            var worst = 0.0
            for q in 1...3 {
                let u = u0 + (u1 - u0) * Double(q) / 4
                worst = max(worst, abs(v0 + (v1 - v0) * Double(q) / 4 - at(u)))
            }
            if worst > tolerance, u1 - u0 > Self.minimumWidth {
                let um = (u0 + u1) / 2, vm = at(um)
                refine(u0, v0, um, vm)
                refine(um, vm, u1, v1)
            } else {
                out.append((u1, v1))
            }
        }
        for (a, b) in zip(knots, knots.dropFirst()) where b > a {
            // Four pieces to start with, so no bend between probes is missed.
            for k in 0..<4 {
                let u0 = a + (b - a) * Double(k) / 4, u1 = a + (b - a) * Double(k + 1) / 4
                refine(u0, at(u0), u1, at(u1))
            }
        }
        return out
    }
}
