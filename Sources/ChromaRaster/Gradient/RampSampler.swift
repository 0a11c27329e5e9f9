/// Chooses a ramp's breakpoints so that the straight line between neighbours stays within
/// ``tolerance`` of the exact color everywhere: few where the color is a straight line, many
/// near a gamut edge's kink or a steep hint.
///
/// Where the interpolated color crosses the edge of the output gamut (a channel passes 0 or 1),
/// the drawn color has a kink, and a brief excursion out of the gamut is a narrow bump: those
/// places are found first, on ``scanSamples`` points per interval with the cheap unmapped
/// color, and pinned down by bisection; they become breakpoints. Between them, each segment is
/// checked at its quarter points against the exact color; a segment that departs by more is
/// halved, down to ``minimumWidth`` (a true jump, where nothing converges). Intervals that are
/// not known to be straight start from ``initialSegments`` equal pieces, so that a feature
/// between probes is not missed.
enum RampSampler {
    /// The largest departure of a segment from the exact color, in premultiplied channel units
    /// (0…1): a fifth of an 8-bit level, which leaves room for rounding.
    static let tolerance: Float = 0.2 / 255
    /// The narrowest segment, in fractions of an interval.
    static let minimumWidth = 1.0 / 65_536
    /// Equal pieces an interval starts from, unless it is straight.
    static let initialSegments = 16
    /// Points per interval where the gamut edge is looked for.
    static let scanSamples = 1024

    /// Appends, for the interval from `t0` to `t1` (gradient locations), the breakpoints after
    /// its start: `exact(f)` gives the color at fraction f of the interval and `pattern(f)` which
    /// channels are out of range before mapping. The start's color is `exact(0)`, already
    /// appended by the caller.
    static func sample(from t0: Double, to t1: Double, straight: Bool, exact: (Double) -> PremultipliedColor,
                       pattern: (Double) -> Int, locations: inout [Float], colors: inout [PremultipliedColor]) {
        var knots: [Double] = [0]
        if !straight {
            // The gamut edge: between two scan points whose patterns differ, bisect to the change.
            var previous = pattern(0)
            for k in 1...scanSamples {
                let f = Double(k) / Double(scanSamples)
                let current = pattern(f)
                if current != previous {
                    var low = Double(k - 1) / Double(scanSamples), high = f
                    for _ in 0..<24 {
                        let middle = (low + high) / 2
                        if pattern(middle) == previous { low = middle } else { high = middle }
                    }
                    if high > knots[knots.count - 1] && high < 1 { knots.append(high) }
                }
                previous = current
            }
        }
        knots.append(1)
        var start = exact(0)
        for (f0, f1) in zip(knots, knots.dropFirst()) {
            let pieces = straight ? 1 : Swift.max(2, Int((Double(initialSegments) * (f1 - f0)).rounded(.up)))
            for k in 1...pieces {
                let a = f0 + (f1 - f0) * Double(k - 1) / Double(pieces), b = f0 + (f1 - f0) * Double(k) / Double(pieces)
                let end = exact(b)
                refine(a, start, b, end, exact: exact) { f, color in
                    locations.append(Float(t0 + (t1 - t0) * f))
                    colors.append(color)
                }
                start = end
            }
        }
    }

    /// Emits the breakpoints after `f0` up to `f1` (inclusive) for the segment f0…f1.
    private static func refine(_ f0: Double, _ c0: PremultipliedColor, _ f1: Double, _ c1: PremultipliedColor,
                               exact: (Double) -> PremultipliedColor, emit: (Double, PremultipliedColor) -> Void) {
        let width = f1 - f0
        if width > minimumWidth {
            var worst: Float = 0
            var middle = c0
            for q in 1...3 {
                let w = Float(q) / 4
                let e = exact(f0 + width * Double(w))
                if q == 2 { middle = e }
                let chord = c0.simd + (c1.simd - c0.simd) * w
                worst = Swift.max(worst, (chord - e.simd).magnitudeMax)
            }
            if worst > tolerance {
                let fm = f0 + width / 2
                refine(f0, c0, fm, middle, exact: exact, emit: emit)
                refine(fm, middle, f1, c1, exact: exact, emit: emit)
                return
            }
        }
        emit(f1, c1)
    }
}

extension SIMD4<Float> {
    /// The largest absolute component.
    var magnitudeMax: Float {
        let a = Swift.max(abs(x), abs(y)), b = Swift.max(abs(z), abs(w))
        return Swift.max(a, b)
    }
}
