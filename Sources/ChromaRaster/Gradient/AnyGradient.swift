import ColorCore

extension Gradient {
    /// The space a gradient or a mix interpolates in, as SwiftUI's `Gradient.ColorSpace`:
    /// `.device` (gamma-encoded sRGB, SwiftUI's default for gradients) or `.perceptual` (OKLab,
    /// the default of `Color.mix(with:by:in:)`), or any other space of the color core (`.oklch`,
    /// `.displayP3`…). So `a.mix(with: b, by: 0.3, in: Gradient.ColorSpace.perceptual)` compiles.
    public typealias ColorSpace = ColorCore.ColorSpace

    /// The gradient interpolated in a space, as SwiftUI's `colorSpace(_:)`:
    /// `Gradient(colors: [.red, .blue]).colorSpace(.perceptual)`.
    public func colorSpace(_ space: ColorSpace) -> AnyGradient {
        AnyGradient(self).colorSpace(space)
    }
}

/// A gradient with its interpolation space, as SwiftUI's `AnyGradient`: what
/// `Gradient.colorSpace(_:)` and `Color.gradient` give. As a fill of its own (``CanvasFill``) it
/// runs from the top of the bounds to the bottom, as SwiftUI fills a shape with one; the
/// `.linearGradient(_:startPoint:endPoint:)` family places it otherwise.
public struct AnyGradient: Hashable, Sendable {
    /// The colors and locations.
    public var gradient: Gradient
    /// The interpolation space; `.device` unless set.
    public var space: Gradient.ColorSpace

    /// A gradient interpolated in device sRGB, as SwiftUI's `AnyGradient(_:)`.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
        space = .device
    }

    /// The same gradient interpolated in another space, as SwiftUI's `colorSpace(_:)`.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        var copy = self
        copy.space = space
        return copy
    }

    /// The interpolation settings of ``space`` (shorter hue arcs, premultiplied alpha).
    public var interpolation: ColorInterpolation { ColorInterpolation(space: space) }
}

extension Color {
    /// A gradient made from this color, as SwiftUI's `Color.gradient` (`Color.blue.gradient`):
    /// from the color lightened a little at the top to the color itself at the bottom.
    ///
    /// SwiftUI does not document its exact shades; here the top is the color mixed 16% toward
    /// white in OKLab (a step up in lightness, hue kept). An adaptive color stays adaptive.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [mix(with: .white, by: 0.16, in: .perceptual), self]))
    }
}
