/// A ``ColorRamp``'s breakpoints in flat memory, for the per-pixel lookups: no bounds checks,
/// no reference counting and no division in the loop.
final class RampTable: @unchecked Sendable {
    /// Breakpoints, ≥ 2.
    let count: Int
    /// Equal slices of 0…1 indexed by ``buckets``: a power of two, at least 1024 and at least
    /// twice the breakpoints (up to 2¹⁶), so a lookup walks a segment or two.
    let bucketCount: Int
    /// Breakpoint locations, ascending, from 0 to 1.
    let locations: UnsafeMutablePointer<Float>
    /// Premultiplied colors at the breakpoints.
    let colors: UnsafeMutablePointer<SIMD4<Float>>
    /// Per segment: the color at its start (its end color when it has no width).
    let bases: UnsafeMutablePointer<SIMD4<Float>>
    /// Per segment: the change of color per unit of t (zero when it has no width).
    let slopes: UnsafeMutablePointer<SIMD4<Float>>
    /// ∫₀^location of the ramp, at each breakpoint.
    let integrals: UnsafeMutablePointer<SIMD4<Float>>
    /// For each slice of 0…1, the first segment that reaches into it.
    let buckets: UnsafeMutablePointer<Int32>

    init(locations: [Float], colors: [PremultipliedColor]) {
        count = locations.count
        var buckets = 1024
        while buckets < 2 * count && buckets < 65_536 { buckets *= 2 }
        bucketCount = buckets
        self.locations = .allocate(capacity: count)
        self.locations.initialize(from: locations, count: count)
        self.colors = .allocate(capacity: count)
        self.colors.initialize(from: colors.map(\.simd), count: count)
        bases = .allocate(capacity: count)
        slopes = .allocate(capacity: count)
        integrals = .allocate(capacity: count)
        self.buckets = .allocate(capacity: bucketCount + 1)
        integrals[0] = .zero
        for i in 0..<(count - 1) {
            let width = locations[i + 1] - locations[i]
            let c0 = self.colors[i], c1 = self.colors[i + 1]
            bases[i] = width > 0 ? c0 : c1
            slopes[i] = width > 0 ? (c1 - c0) / width : .zero
            integrals[i + 1] = integrals[i] + (c1 + c0) * (0.5 * width)
        }
        bases[count - 1] = self.colors[count - 1]
        slopes[count - 1] = .zero
        var segment = 0
        for b in 0...bucketCount {
            let t = Float(b) / Float(bucketCount)
            while segment < count - 2 && locations[segment + 1] <= t { segment += 1 }
            self.buckets[b] = Int32(segment)
        }
    }

    deinit {
        locations.deallocate()
        colors.deallocate()
        bases.deallocate()
        slopes.deallocate()
        integrals.deallocate()
        buckets.deallocate()
    }

    /// The segment containing t (0…1): the last i with locations[i] ≤ t, below the final breakpoint.
    @inline(__always)
    func segment(_ t: Float) -> Int {
        // Clamped before the conversion: a t outside 0…1 (or NaN, which gives 0) must not trap.
        let scaled = t * Float(bucketCount)
        let bucket = scaled > 0 ? Swift.min(scaled, Float(bucketCount)) : 0
        var i = Int(buckets[Int(truncatingIfNeeded: Int32(bucket))])
        let lastSegment = count &- 2
        while i < lastSegment && locations[i &+ 1] <= t { i &+= 1 }
        return i
    }

    /// The color at t, which must be within 0…1.
    @inline(__always)
    func color(at t: Float) -> PremultipliedColor {
        let i = segment(t)
        return PremultipliedColor(premultiplied: bases[i] + slopes[i] * (t - locations[i]))
    }

    /// The colors at `count` values of t, each within 0…1 or NaN (transparent black): what
    /// ``color(at:)`` gives, but one segment lookup for eight pixels whose t all lie in one
    /// segment, as neighbouring pixels of a smooth gradient mostly do (the eight colors are then
    /// the same line's, computed alike, so the result is the same to the bit).
    func colors(at parameters: UnsafePointer<Float>, count n: Int, into out: UnsafeMutablePointer<PremultipliedColor>) {
        let lastSegment = count &- 2
        var i = 0
        while i &+ 8 <= n {
            let t = UnsafeRawPointer(parameters + i).loadUnaligned(as: SIMD8<Float>.self)
            let a = t.lowHalf, b = t.highHalf  // selects: the standard library's pointwiseMin is a loop
            let low4 = a.replacing(with: b, where: b .< a), high4 = a.replacing(with: b, where: b .> a)
            let low = Swift.min(Swift.min(low4.x, low4.y), Swift.min(low4.z, low4.w))
            let high = Swift.max(Swift.max(high4.x, high4.y), Swift.max(high4.z, high4.w))
            let s = segment(low)
            if all(t .== t), s == lastSegment || high < locations[s &+ 1] {  // no NaN, one segment
                let base = bases[s], slope = slopes[s], start = locations[s]
                for k in 0..<8 { out[i &+ k] = PremultipliedColor(premultiplied: base + slope * (t[k] - start)) }
            } else {
                for k in i..<(i &+ 8) { out[k] = parameters[k].isNaN ? .transparent : color(at: parameters[k]) }
            }
            i &+= 8
        }
        for k in i..<n { out[k] = parameters[k].isNaN ? .transparent : color(at: parameters[k]) }
    }

    /// ∫₀ᵗ of the ramp for t in 0…1.
    @inline(__always)
    func integral01(_ t: Float) -> SIMD4<Float> {
        let i = segment(t)
        let d = t - locations[i]
        return integrals[i] + colors[i] * d + slopes[i] * (0.5 * d * d)
    }
}
