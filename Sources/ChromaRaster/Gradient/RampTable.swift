/// A ``ColorRamp``'s breakpoints in flat memory, for the per-pixel lookups: no bounds checks,
/// no reference counting and no division in the loop.
final class RampTable: @unchecked Sendable {
    /// Equal slices of 0…1 indexed by ``buckets``.
    static let bucketCount = 1024

    /// Breakpoints, ≥ 2.
    let count: Int
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

    init(locations: [Float], colors: [SIMD4<Float>]) {
        count = locations.count
        self.locations = .allocate(capacity: count)
        self.locations.initialize(from: locations, count: count)
        self.colors = .allocate(capacity: count)
        self.colors.initialize(from: colors, count: count)
        bases = .allocate(capacity: count)
        slopes = .allocate(capacity: count)
        integrals = .allocate(capacity: count)
        buckets = .allocate(capacity: Self.bucketCount + 1)
        integrals[0] = .zero
        for i in 0..<(count - 1) {
            let width = locations[i + 1] - locations[i]
            bases[i] = width > 0 ? colors[i] : colors[i + 1]
            slopes[i] = width > 0 ? (colors[i + 1] - colors[i]) / width : .zero
            integrals[i + 1] = integrals[i] + (colors[i + 1] + colors[i]) * (0.5 * width)
        }
        bases[count - 1] = colors[count - 1]
        slopes[count - 1] = .zero
        var segment = 0
        for b in 0...Self.bucketCount {
            let t = Float(b) / Float(Self.bucketCount)
            while segment < count - 2 && locations[segment + 1] <= t { segment += 1 }
            buckets[b] = Int32(segment)
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
        let scaled = t * Float(Self.bucketCount)
        let bucket = scaled > 0 ? Swift.min(scaled, Float(Self.bucketCount)) : 0
        var i = Int(buckets[Int(truncatingIfNeeded: Int32(bucket))])
        let lastSegment = count &- 2
        while i < lastSegment && locations[i &+ 1] <= t { i &+= 1 }
        return i
    }

    /// The color at t, which must be within 0…1.
    @inline(__always)
    func color(at t: Float) -> SIMD4<Float> {
        let i = segment(t)
        return bases[i] + slopes[i] * (t - locations[i])
    }

    /// ∫₀ᵗ of the ramp for t in 0…1.
    @inline(__always)
    func integral01(_ t: Float) -> SIMD4<Float> {
        let i = segment(t)
        let d = t - locations[i]
        return integrals[i] + colors[i] * d + slopes[i] * (0.5 * d * d)
    }
}
