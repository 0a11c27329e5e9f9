import ColorCore

/// A color in the output space with its red, green and blue multiplied by its alpha: what the
/// rendering path carries from paints through compositing (tiny-skia's `PremultipliedColor`).
///
/// Channels are floats in 0…1 (channels ≤ alpha for a valid color). Sums and scalings of
/// premultiplied colors are the operations compositing and filtering need, so they are defined
/// here; a ``StraightColor`` has to be converted with ``StraightColor/premultiplied()`` first,
/// and back with ``demultiplied()``, so the two cannot be mixed up by accident.
struct PremultipliedColor: Hashable, Sendable {
    /// r·a, g·a, b·a, a.
    var simd: SIMD4<Float>

    /// Wraps components that are already premultiplied.
    @inline(__always)
    init(premultiplied simd: SIMD4<Float>) { self.simd = simd }

    /// Transparent black.
    static let transparent = PremultipliedColor(premultiplied: .zero)

    /// The alpha, 0…1.
    @inline(__always)
    var alpha: Float { simd.w }

    /// The straight color: channels divided by alpha (transparent black stays black).
    func demultiplied() -> StraightColor {
        let a = simd.w
        guard a > 0 else { return StraightColor(red: 0, green: 0, blue: 0, alpha: 0) }
        return StraightColor(red: simd.x / a, green: simd.y / a, blue: simd.z / a, alpha: a)
    }

    @inline(__always)
    static func + (a: Self, b: Self) -> Self { Self(premultiplied: a.simd + b.simd) }
    @inline(__always)
    static func - (a: Self, b: Self) -> Self { Self(premultiplied: a.simd - b.simd) }
    /// Scales every channel, alpha too: coverage, opacity, or a weight of a blend.
    @inline(__always)
    static func * (a: Self, k: Float) -> Self { Self(premultiplied: a.simd * k) }
    @inline(__always)
    static func / (a: Self, k: Float) -> Self { Self(premultiplied: a.simd / k) }

    /// Source-over: this color over `destination`.
    @inline(__always)
    func over(_ destination: Self) -> Self { Self(premultiplied: simd + destination.simd * (1 - simd.w)) }
}

extension PremultipliedColor {
    /// A color as it is drawn in an output RGB space: brought into its gamut by `gamut`, then
    /// premultiplied by its opacity (a missing opacity reads as 0, as CSS Color 4 resolves it).
    init(_ color: Color, in outputSpace: ColorSpace, gamut: GamutMode) {
        let c = color.gamutMapped(to: outputSpace, method: gamut.method).components
        func unit(_ v: Double) -> Float { Float(v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1)) }
        self = StraightColor(red: unit(c.x), green: unit(c.y), blue: unit(c.z), alpha: unit(color.resolvedOpacity)).premultiplied()
    }
}
