import ColorCore

/// A gradient's colors along t as the renderer draws them, for outputs that draw gradients
/// themselves (SVG): the breakpoints of the baked ramp (`ColorRamp`, chosen by
/// `RampSampler` so that the straight line between neighbours stays within 0.2/255 of the
/// exact color) and the ramp's color at any t.
public struct GradientRamp: Sendable {
    private let ramp: ColorRamp

    /// Bakes a gradient's stops, interpolation and gamut mode for an output color space.
    public init(_ style: GradientStyle, outputSpace: OutputColorSpace) {
        ramp = ColorRamp(gradient: style.gradient, interpolation: style.interpolation, outputSpace: outputSpace.colorSpace,
                         gamut: style.gamut)
    }

    /// The breakpoints, ascending in location (0…1, two at one location for a hard stop), each
    /// with its premultiplied red, green, blue and alpha in the output space (0…1). Between
    /// neighbours the ramp is the straight line.
    public var breakpoints: [(location: Double, color: SIMD4<Double>)] {
        zip(ramp.locations, ramp.colors).map { (Double($0), SIMD4<Double>($1.simd)) }
    }

    /// The premultiplied color (0…1 each) at t, clamped to 0…1.
    public func color(at t: Double) -> SIMD4<Double> {
        SIMD4<Double>(ramp.color(at: Float(min(max(t.isNaN ? 0 : t, 0), 1))).simd)
    }
}
