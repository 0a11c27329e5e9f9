/// Interpolates between two colors, CSS Color 4 §12: the engine shared by mixing and gradients.
///
/// The work that does not depend on the position is done once, in the initialiser: both colors
/// are converted into the interpolation space (a missing component carries over to its analogous
/// component, §12.2), a component missing on one side takes the other side's value, alpha is
/// premultiplied and hues are fixed up for the hue method. ``color(at:)`` is then a plain lerp.
public struct ColorInterpolator: Sendable {
    /// The settings this interpolator was made with.
    public let interpolation: ColorInterpolation
    private let start: SIMD3<Double>
    private let end: SIMD3<Double>
    private let startAlpha: Double
    private let endAlpha: Double

    /// Prepares an interpolation from `start` (t = 0) to `end` (t = 1).
    public init(from start: Color, to end: Color, in interpolation: ColorInterpolation = .perceptual) {
        self.interpolation = interpolation
        let space = interpolation.space
        var a = start.interpolationComponents(in: space)
        var b = end.interpolationComponents(in: space)
        for i in 0..<3 {
            if a[i].isNaN { a[i] = b[i] } else if b[i].isNaN { b[i] = a[i] }
        }
        var alphaA = start.opacity, alphaB = end.opacity
        if alphaA.isNaN { alphaA = alphaB } else if alphaB.isNaN { alphaB = alphaA }

        if interpolation.premultiplied {
            for i in 0..<3 where i != space.hueIndex {
                if !alphaA.isNaN { a[i] *= alphaA }
                if !alphaB.isNaN { b[i] *= alphaB }
            }
        }
        if let h = space.hueIndex, !a[h].isNaN, !b[h].isNaN {
            (a[h], b[h]) = interpolation.hue.fixUp(Hue.normalized(a[h]), Hue.normalized(b[h]))
        }
        self.start = a
        self.end = b
        self.startAlpha = alphaA
        self.endAlpha = alphaB
    }

    /// The color at `t`: 0 gives the start color, 1 the end color, values between mix them,
    /// values outside extrapolate. The result is in the interpolation space; a component missing
    /// on both sides stays missing.
    public func color(at t: Double) -> Color {
        var c = start * (1 - t) + end * t
        let alpha = startAlpha * (1 - t) + endAlpha * t
        let space = interpolation.space
        if interpolation.premultiplied, !alpha.isNaN, alpha != 0 {
            for i in 0..<3 where i != space.hueIndex { c[i] /= alpha }
        }
        if let h = space.hueIndex { c[h] = Hue.normalized(c[h]) }
        return Color(space, c, opacity: alpha)
    }
}

extension Color {
    /// The components in a space as interpolation sees them (CSS Color 4 §12.2): powerless hues
    /// are missing (NaN), and components missing in this color stay missing where the
    /// destination has an analogous component. The components without an analogue on either
    /// side form a set of their own: when all of this color's are missing, all of the
    /// destination's are (`lab(50 none none)` in LCH has no chroma and no hue). In its own
    /// space a color is returned as it is.
    public func interpolationComponents(in destination: ColorSpace) -> SIMD3<Double> {
        guard destination != space else { return components }
        var result = components(in: destination)
        let sourceCategories = space.componentCategories
        let destinationCategories = destination.componentCategories
        for i in 0..<3 where components[i].isNaN && sourceCategories[i] != .other {
            if let j = destinationCategories.firstIndex(of: sourceCategories[i]) { result[j] = .nan }
        }
        let shared = sourceCategories.filter { $0 != .other && destinationCategories.contains($0) }
        let sourceRest = (0..<3).filter { !shared.contains(sourceCategories[$0]) }
        let destinationRest = (0..<3).filter { !shared.contains(destinationCategories[$0]) }
        if !sourceRest.isEmpty, !destinationRest.isEmpty, sourceRest.allSatisfy({ components[$0].isNaN }) {
            for j in destinationRest { result[j] = .nan }
        }
        return result
    }
}
