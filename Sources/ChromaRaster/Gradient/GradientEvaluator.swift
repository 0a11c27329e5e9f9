import ColorCore
import Foundation

/// The exact color of a gradient at a point of its stop list: the color core's own per-pixel
/// evaluation, which ``ColorRamp`` approximates and is tested against.
///
/// Between stops i and i + 1 at a fraction f (0…1) of the way: the color hint's curve bends f,
/// the color core interpolates in the gradient's space (premultiplied, with its hue method),
/// the result is brought into the output space's gamut by the gamut mode (CSS Color 4 mapping
/// or a per-channel clip), then premultiplied by its alpha (a missing alpha reads as 0).
struct GradientEvaluator: Sendable {
    let gradient: Gradient
    let interpolation: ColorInterpolation
    let outputSpace: ColorSpace
    let gamut: GamutMode
    /// One per stop interval.
    private let interpolators: [ColorInterpolator]

    init(gradient: Gradient, interpolation: ColorInterpolation, outputSpace: ColorSpace, gamut: GamutMode) {
        self.gradient = gradient
        self.interpolation = interpolation
        self.outputSpace = outputSpace
        self.gamut = gamut
        let stops = gradient.stops
        interpolators = zip(stops, stops.dropFirst()).map {
            ColorInterpolator(from: $0.color, to: $1.color, in: interpolation)
        }
    }

    /// A color as it is drawn: in the output gamut, premultiplied.
    func output(_ color: Color) -> PremultipliedColor { PremultipliedColor(color, in: outputSpace, gamut: gamut) }

    /// The color at stop `index` itself.
    func stopColor(_ index: Int) -> PremultipliedColor { output(gradient.stops[index].color) }

    /// The color a fraction 0…1 of the way from stop `interval` to the next.
    func color(interval: Int, fraction: Double) -> PremultipliedColor {
        let hint = self.hint(interval)
        return output(interpolators[interval].color(at: Self.hinted(fraction, hint)))
    }

    /// Which output channels lie below 0 or above 1 before the gamut mode brings the color in
    /// (two bits a channel): where this changes along an interval, the drawn color has a kink.
    func gamutPattern(interval: Int, fraction: Double) -> Int {
        let c = interpolators[interval].color(at: Self.hinted(fraction, hint(interval))).components(in: outputSpace)
        var pattern = 0
        for k in 0..<3 {
            pattern |= (c[k] < 0 ? 1 : 0) << (2 * k)
            pattern |= (c[k] > 1 ? 2 : 0) << (2 * k)
        }
        return pattern
    }

    /// The hint of an interval as a fraction of it, or nil for the plain midpoint.
    func hint(_ interval: Int) -> Double? {
        let t0 = Self.pinned(gradient.stops[interval].location), t1 = Self.pinned(gradient.stops[interval + 1].location)
        guard t1 > t0 else { return nil }
        return gradient.hints[interval].map { (Self.pinned($0) - t0) / (t1 - t0) }
    }

    /// Whether the interval is a straight line in premultiplied output components, so that two
    /// breakpoints give it exactly: interpolated in the output space itself, premultiplied, with
    /// no hint, and both ends inside the gamut.
    func isLinear(interval: Int) -> Bool {
        let stops = gradient.stops
        return interpolation.space == outputSpace && interpolation.premultiplied && hint(interval) == nil
            && stops[interval].color.isInGamut(of: outputSpace) && stops[interval + 1].color.isInGamut(of: outputSpace)
    }

    /// A location pinned to 0…1, as Skia does; before the first stop and after the last, the
    /// end colors continue.
    static func pinned(_ location: Double) -> Double { Swift.min(Swift.max(location, 0), 1) }

    /// CSS Images 4's color-hint curve: the fraction where the hint makes the colors meet halfway.
    static func hinted(_ fraction: Double, _ hint: Double?) -> Double {
        guard let hint else { return fraction }
        if hint <= 0 { return fraction > 0 ? 1 : 0 }
        if hint >= 1 { return fraction < 1 ? 0 : 1 }
        return pow(fraction, log(0.5) / log(hint))
    }
}
