import ColorCore
import Foundation

/// A gradient baked for rendering: a piecewise-linear function from t in 0…1 to premultiplied
/// RGBA in the output space, clipped per color to its gamut.
///
/// Between stops interpolated in the output space itself (the device space) the function is
/// exactly linear, so each interval is one segment; other spaces, hues and color hints are
/// sampled at ``samplesPerInterval`` points. A hard stop is two breakpoints at one t.
///
/// Two ways to read it: ``color(at:)``, a point sample, and ``filtered(at:halfWidth:spread:)``,
/// the mean over a window from an exact integral, which anti-aliases hard stops and seams.
struct ColorRamp: Sendable {
    /// Samples per stop interval when the interpolation is not linear in the output space.
    static let samplesPerInterval = 96

    /// Breakpoint locations, ascending, from 0 to 1.
    private(set) var locations: [Float]
    /// Premultiplied colors at the breakpoints.
    private(set) var colors: [SIMD4<Float>]
    /// The same in flat memory, for the per-pixel lookups.
    private let table: RampTable
    /// Whether the function jumps somewhere (a hard stop), so point samples alias.
    let hasDiscontinuity: Bool

    /// The premultiplied colors at t = 0 and t = 1.
    var first: SIMD4<Float> { colors[0] }
    var last: SIMD4<Float> { colors[colors.count - 1] }
    /// Whether every color of the ramp is opaque.
    var isOpaque: Bool { colors.allSatisfy { $0.w >= 1 } }

    init(gradient: Gradient, interpolation: ColorInterpolation, outputSpace: ColorSpace) {
        // Locations outside 0…1 are pinned to it, as Skia does; before the first stop and after
        // the last, the end colors continue.
        let stops = gradient.stops
        func scaled(_ location: Double) -> Double { Swift.min(Swift.max(location, 0), 1) }

        func output(_ color: Color) -> SIMD4<Float> {
            let c = color.components(in: outputSpace)
            func clip(_ v: Double) -> Float { Float(v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1)) }
            let alpha = clip(color.resolvedOpacity)
            return SIMD4(clip(c.x) * alpha, clip(c.y) * alpha, clip(c.z) * alpha, alpha)
        }

        var locations: [Float] = [0]
        var colors: [SIMD4<Float>] = [output(stops[0].color)]
        if scaled(stops[0].location) > 0 {
            locations.append(Float(scaled(stops[0].location)))
            colors.append(colors[0])
        }
        var jumps = false
        if stops.count > 1 {
            for i in 0..<(stops.count - 1) {
                let t0 = scaled(stops[i].location), t1 = scaled(stops[i + 1].location)
                if t1 <= t0 {
                    // A hard stop: the next color starts at the same place.
                    locations.append(Float(t1))
                    colors.append(output(stops[i + 1].color))
                    jumps = jumps || colors[colors.count - 1] != colors[colors.count - 2]
                    continue
                }
                let interpolator = ColorInterpolator(from: stops[i].color, to: stops[i + 1].color, in: interpolation)
                let hint = gradient.hints[i].map { (scaled($0) - t0) / (t1 - t0) }
                let linear = interpolation.space == outputSpace && interpolation.premultiplied && hint == nil
                let samples = linear ? 1 : Self.samplesPerInterval
                for k in 1...samples {
                    let fraction = Double(k) / Double(samples)
                    locations.append(Float(t0 + (t1 - t0) * fraction))
                    colors.append(output(interpolator.color(at: Self.hinted(fraction, hint))))
                }
            }
        }
        if locations.last! < 1 {  // the last color continues to 1
            locations.append(1)
            colors.append(colors.last!)
        }
        self.locations = locations
        self.colors = colors
        hasDiscontinuity = jumps

        table = RampTable(locations: locations, colors: colors)
    }

    /// CSS Images 4's color-hint curve: the fraction where the hint makes the colors meet halfway.
    static func hinted(_ fraction: Double, _ hint: Double?) -> Double {
        guard let hint else { return fraction }
        if hint <= 0 { return fraction > 0 ? 1 : 0 }
        if hint >= 1 { return fraction < 1 ? 0 : 1 }
        return pow(fraction, log(0.5) / log(hint))
    }

    /// The color at t, which must be within 0…1 (apply the spread mode first).
    @inline(__always)
    func color(at t: Float) -> SIMD4<Float> { table.color(at: t) }

    /// The colors at `count` values of t, each within 0…1 or NaN (transparent black).
    func colors(at parameters: UnsafePointer<Float>, count: Int, into out: UnsafeMutablePointer<SIMD4<Float>>) {
        let table = self.table
        if table.count == 2 {
            // One segment: a straight line through two colors, no lookup.
            let base = table.bases[0], slope = table.slopes[0], start = table.locations[0]
            for i in 0..<count {
                let t = parameters[i]
                out[i] = t.isNaN ? .zero : base + slope * (t - start)
            }
        } else {
            for i in 0..<count {
                let t = parameters[i]
                out[i] = t.isNaN ? .zero : table.color(at: t)
            }
        }
    }

    /// ∫₀ᵗ of the ramp extended over all t by a spread mode.
    @inline(__always)
    private func integral(_ t: Float, spread: SpreadMode) -> SIMD4<Float> {
        let whole = table.integrals[table.count - 1]
        switch spread {
        case .pad:
            if t <= 0 { return first * t }
            if t >= 1 { return whole + last * (t - 1) }
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

    /// The mean color over [t − h, t + h] of the spread-extended ramp: a box filter as wide as
    /// the pixel's footprint along the gradient. Falls back to a point sample for tiny windows.
    @inline(__always)
    func filtered(at t: Float, halfWidth h: Float, spread: SpreadMode) -> SIMD4<Float> {
        if !(h > 1e-5) { return color(at: spread.apply(t)) }
        return (integral(t + h, spread: spread) - integral(t - h, spread: spread)) / (2 * h)
    }
}
