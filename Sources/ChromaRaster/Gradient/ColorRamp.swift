import ColorCore
import Foundation

/// A gradient baked for rendering: a piecewise-linear function from t in 0…1 to premultiplied
/// RGBA in the output space, within a fifth of an 8-bit level of the exact color everywhere.
///
/// The exact color is ``GradientEvaluator``'s: interpolated by the color core, brought into
/// the output gamut by the gamut mode. ``RampSampler`` picks the breakpoints: one segment per
/// interval where the color is a straight line (device interpolation of in-gamut stops), more
/// where it curves, many near a gamut edge. A hard stop is two breakpoints at one t.
///
/// Two ways to read it: ``color(at:)``, a point sample, and ``filtered(at:halfWidth:spread:)``,
/// which anti-aliases: where the pixel's footprint crosses a jump (a hard stop, or the wrap of
/// a repeating ramp whose ends differ) it takes the mean over the footprint from an exact
/// integral; elsewhere it point-samples, as Skia and cairo do.
struct ColorRamp: Sendable {
    /// Breakpoint locations, ascending, from 0 to 1.
    private(set) var locations: [Float]
    /// Premultiplied colors at the breakpoints.
    private(set) var colors: [PremultipliedColor]
    /// The same in flat memory, for the per-pixel lookups.
    let table: RampTable
    /// Where the function jumps (hard stops between different colors), ascending, within 0…1.
    let jumps: [Float]
    /// Whether the function jumps somewhere (a hard stop), so point samples alias.
    var hasDiscontinuity: Bool { !jumps.isEmpty }

    /// The premultiplied colors at t = 0 and t = 1 (after a hard stop there).
    var first: PremultipliedColor { table.color(at: 0) }
    var last: PremultipliedColor { colors[colors.count - 1] }
    /// Whether a repeating ramp jumps where it wraps from 1 to 0.
    var wraps: Bool { first != last }
    /// Whether every color of the ramp is opaque.
    var isOpaque: Bool { colors.allSatisfy { $0.alpha >= 1 } }

    init(gradient: Gradient, interpolation: ColorInterpolation, outputSpace: ColorSpace, gamut: GamutMode = .map) {
        self.init(GradientEvaluator(gradient: gradient, interpolation: interpolation, outputSpace: outputSpace, gamut: gamut))
    }

    init(_ evaluator: GradientEvaluator) {
        let stops = evaluator.gradient.stops
        let pinned = GradientEvaluator.pinned
        var locations: [Float] = [0]
        // The first color as the first interval sees it (a missing component filled from the next stop).
        var colors: [PremultipliedColor] = [stops.count > 1 ? evaluator.color(interval: 0, fraction: 0) : evaluator.stopColor(0)]
        if pinned(stops[0].location) > 0 {
            locations.append(Float(pinned(stops[0].location)))
            colors.append(colors[0])
        }
        var jumps: [Float] = []
        for i in 0..<(stops.count - 1) {
            let t0 = pinned(stops[i].location), t1 = pinned(stops[i + 1].location)
            if t1 <= t0 {
                // A hard stop: the next color starts at the same place.
                locations.append(Float(t1))
                colors.append(evaluator.stopColor(i + 1))
                if colors[colors.count - 1] != colors[colors.count - 2] { jumps.append(Float(t1)) }
                continue
            }
            // The interpolated color at the start may differ from the stop's own (a missing
            // component filled from the other stop): a jump there too.
            let start = evaluator.color(interval: i, fraction: 0)
            if (start.simd - colors[colors.count - 1].simd).magnitudeMax > RampSampler.tolerance {
                locations.append(Float(t0))
                colors.append(start)
                jumps.append(Float(t0))
            }
            if let hint = evaluator.hint(i), hint <= 0 || hint >= 1 {
                // A hint on a stop: the colors switch there, a hard stop.
                let end = evaluator.color(interval: i, fraction: 1), at = Float(hint <= 0 ? t0 : t1)
                if hint >= 1 { locations.append(at); colors.append(start) }
                locations += [at, Float(t1)]
                colors += [end, end]
                if end != start { jumps.append(at) }
                continue
            }
            RampSampler.sample(from: t0, to: t1, straight: evaluator.isLinear(interval: i),
                               exact: { evaluator.color(interval: i, fraction: $0) },
                               pattern: { evaluator.gamutPattern(interval: i, fraction: $0) },
                               locations: &locations, colors: &colors)
        }
        if locations.last! < 1 {  // the last color continues to 1
            locations.append(1)
            colors.append(colors.last!)
        }
        self.locations = locations
        self.colors = colors
        self.jumps = jumps
        table = RampTable(locations: locations, colors: colors)
    }

    /// The color at t, which must be within 0…1 (apply the spread mode first).
    @inline(__always)
    func color(at t: Float) -> PremultipliedColor { table.color(at: t) }

    /// The colors at `count` values of t, each within 0…1 or NaN (transparent black).
    func colors(at parameters: UnsafePointer<Float>, count: Int, into out: UnsafeMutablePointer<PremultipliedColor>) {
        let table = self.table
        if table.count == 2 {
            // One segment: a straight line through two colors, no lookup.
            let base = table.bases[0], slope = table.slopes[0], start = table.locations[0]
            for i in 0..<count {
                let t = parameters[i]
                out[i] = PremultipliedColor(premultiplied: t.isNaN ? .zero : base + slope * (t - start))
            }
        } else {
            table.colors(at: parameters, count: count, into: out)
        }
    }

    /// ∫₀ᵗ of the ramp extended over all t by a spread mode.
    @inline(__always)
    private func integral(_ t: Float, spread: SpreadMode) -> SIMD4<Float> {
        let whole = table.integrals[table.count - 1]
        switch spread {
        case .pad:
            if t <= 0 { return first.simd * t }
            if t >= 1 { return whole + last.simd * (t - 1) }
            return table.integral01(t)
        case .repeat:
            let n = t.wholeBelow
            return whole * n + table.integral01(t - n)
        case .reflect:
            let n = (t * 0.5).wholeBelow
            let u = t - 2 * n  // 0..<2
            let part = u <= 1 ? table.integral01(u) : whole * 2 - table.integral01(2 - u)
            return whole * (2 * n) + part
        }
    }

    /// Whether the spread-extended ramp jumps inside (t − h, t + h]. Each test is a binary
    /// search of ``jumps``, so a ramp of thousands of hard stops (a fine repeating gradient
    /// unrolled over a turn) costs a pixel a few steps, not one per stop.
    @inline(__always)
    func jumps(within t: Float, halfWidth h: Float, spread: SpreadMode) -> Bool {
        let low = t - h, high = t + h
        switch spread {
        case .pad:
            // A hard stop at 0 does not show: the color before 0 is the one after the stop.
            return jump(after: max(low, 0), atMost: high, below: .infinity)
        case .repeat:
            if high - low >= 1 { return wraps || !jumps.isEmpty }
            let n = low.wholeBelow
            let a = low - n, b = high - n  // 0 ≤ a < 1, a ≤ b < 2
            if wraps && b >= 1 { return true }
            return jump(after: a, atMost: b, below: .infinity) || jump(after: a - 1, atMost: b - 1, below: .infinity)
        case .reflect:
            if high - low >= 2 { return !jumps.isEmpty }
            let n = (low * 0.5).wholeBelow
            let a = low - 2 * n, b = high - 2 * n  // 0 ≤ a < 2, a ≤ b < 4
            // Hard stops at 0 or 1 do not show: reflection meets the same side of them. The
            // images of a jump d in each half period: d, 2 − d, d + 2, 4 − d.
            return jump(after: max(a, 0), atMost: b, below: 1) || jump(from: max(2 - b, 0), before: 2 - a, below: 1)
                || jump(after: max(a - 2, 0), atMost: b - 2, below: 1) || jump(from: max(4 - b, 0), before: 4 - a, below: 1)
        }
    }

    /// Whether a jump d lies in (low, high] and below `limit`.
    @inline(__always)
    private func jump(after low: Float, atMost high: Float, below limit: Float) -> Bool {
        guard low < high else { return false }
        return jumps.withUnsafeBufferPointer { list in
            var lo = 0, hi = list.count  // the first index whose jump is > low
            while lo < hi {
                let mid = (lo &+ hi) >> 1
                if list[mid] > low { hi = mid } else { lo = mid &+ 1 }
            }
            return lo < list.count && list[lo] <= high && list[lo] < limit
        }
    }

    /// Whether a jump d lies in [low, high) and below `limit`, with d > 0.
    @inline(__always)
    private func jump(from low: Float, before high: Float, below limit: Float) -> Bool {
        guard low < high else { return false }
        return jumps.withUnsafeBufferPointer { list in
            var lo = 0, hi = list.count  // the first index whose jump is ≥ low and > 0
            while lo < hi {
                let mid = (lo &+ hi) >> 1
                if list[mid] >= low && list[mid] > 0 { hi = mid } else { lo = mid &+ 1 }
            }
            return lo < list.count && list[lo] < high && list[lo] < limit
        }
    }

    /// The color for a pixel whose footprint spans [t − h, t + h] of the spread-extended ramp:
    /// the mean over it (a box filter) where it crosses a jump, else the point sample at t.
    @inline(__always)
    func filtered(at t: Float, halfWidth h: Float, spread: SpreadMode) -> PremultipliedColor {
        if !(h > 1e-5) || !jumps(within: t, halfWidth: h, spread: spread) { return color(at: spread.apply(t)) }
        return PremultipliedColor(premultiplied: (integral(t + h, spread: spread) - integral(t - h, spread: spread)) / (2 * h))
    }
}
