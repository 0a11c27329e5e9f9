extension SIMD8 where Scalar == Float {
    /// The angles of the vectors (x, y), lane by lane, in turns, −½…½ (atan2 / 2π): an odd
    /// polynomial for atan on 0…1 in turns (terms up to a¹⁵, a near-minimax fit to within
    /// 6 × 10⁻⁹ turn; evaluated in Float, within 5 × 10⁻⁸ turn of atan2, about the spacing of
    /// Floats near ½, which `AngleTests` checks) after the octant symmetries. No libm call, no double precision, no
    /// branch: selects only, so eight lanes cost about what one does. (0, 0) gives 0.
    ///
    /// 5 × 10⁻⁸ turn moves a point 0.015 pixel at 46,341 pixels from the center (the far corner
    /// of a 65535² canvas), two steps of Float coordinates there.
    @inline(__always)
    static func turns(y: Self, x: Self) -> Self {
        let zero = Self.zero
        // Selects, not pointwiseMax: the standard library's is a loop over the lanes.
        let ax = x.replacing(with: zero - x, where: x .< 0), ay = y.replacing(with: zero - y, where: y .< 0)
        let steep = ay .> ax
        let high = ax.replacing(with: ay, where: steep), low = ay.replacing(with: ax, where: steep)
        let a = (low / high).replacing(with: 0, where: .!(high .> 0))
        let s = a * a
        let c = AtanTurns.self
        var p = Self(repeating: c.a15)
        p = p * s + c.a13
        p = p * s + c.a11
        p = p * s + c.a9
        p = p * s + c.a7
        p = p * s + c.a5
        p = p * s + c.a3
        p = p * s + c.a1
        let r0 = p * a
        let r1 = r0.replacing(with: 0.25 - r0, where: steep)
        let r2 = r1.replacing(with: 0.5 - r1, where: x .< 0)
        return r2.replacing(with: zero - r2, where: y .< 0)
    }
}

extension Float {
    /// The angle of the vector (x, y) in turns, −½…½: one lane of
    /// `SIMD8.turns(y:x:)`, so scalar and vector paths agree to the bit.
    @inline(__always)
    static func turns(y: Float, x: Float) -> Float {
        SIMD8<Float>.turns(y: SIMD8(repeating: y), x: SIMD8(repeating: x))[0]
    }
}

/// The coefficients of ``SIMD8/turns(y:x:)``'s odd polynomial, atan(a) / 2π ≈ Σ aₖ aᵏ for a in
/// 0…1, named by power; the C kernels take them from here so both evaluate the same Floats.
enum AtanTurns {
    static let a15: Float = -0.000_645_304_04
    static let a13: Float = 0.003_479_596_5
    static let a11: Float = -0.008_898_721
    static let a9: Float = 0.015_346_033
    static let a7: Float = -0.022_136_271
    static let a5: Float = 0.031_745_944
    static let a3: Float = -0.053_046_122
    static let a1: Float = 0.159_154_83
}
