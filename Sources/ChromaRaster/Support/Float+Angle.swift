extension Float {
    /// The angle of the vector (x, y) in turns, −½…½ (atan2 / 2π), from an odd polynomial for
    /// atan on 0…1 (terms up to a¹¹, fitted to within 1.7 × 10⁻⁶ radian, 2.7 × 10⁻⁷ turn) and
    /// the octant symmetries: no libm call, no double precision, branches the compiler turns
    /// into selects. (0, 0) gives 0.
    @inline(__always)
    static func turns(y: Float, x: Float) -> Float {
        let ax = abs(x), ay = abs(y)
        let high = Swift.max(ax, ay), low = Swift.min(ax, ay)
        let ratio = low / high
        let a = high > 0 ? ratio : 0
        let s = a * a
        var p: Float = -0.011724919
        p = p * s + 0.052661806
        p = p * s - 0.11643944
        p = p * s + 0.19354537
        p = p * s - 0.3326236
        p = p * s + 0.99997723
        let r0 = p * a
        let r1 = ay > ax ? 1.5707964 - r0 : r0
        let r2 = x < 0 ? 3.1415927 - r1 : r1
        return (y < 0 ? -r2 : r2) * 0.15915494
    }
}
