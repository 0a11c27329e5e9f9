/// A color in the output space with straight (not premultiplied) alpha, channels 0…1: how a
/// resolved color enters the rendering path, before ``premultiplied()``.
struct StraightColor: Hashable, Sendable {
    /// Red, green, blue and alpha, each 0…1.
    var simd: SIMD4<Float>

    init(red: Float, green: Float, blue: Float, alpha: Float) {
        simd = SIMD4(red, green, blue, alpha)
    }

    /// The color with red, green and blue multiplied by alpha.
    @inline(__always)
    func premultiplied() -> PremultipliedColor {
        PremultipliedColor(premultiplied: simd * SIMD4(simd.w, simd.w, simd.w, 1))
    }
}
