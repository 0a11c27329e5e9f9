/// A color: three components in a ``ColorSpace`` and an opacity.
///
/// A color keeps the space it was made in, so a color read from `oklch(…)` converts back to
/// OKLCH exactly. Components are not clamped: values outside a space's gamut (negative sRGB,
/// chroma beyond sRGB) survive every conversion, and clamping or gamut mapping happens only at
/// output (``Color/hexString``, ``Color/gamutMapped(to:method:)``).
///
/// A component may be NaN, which means *missing* (CSS's `none`, or a powerless hue such as the
/// hue of a gray). A missing component counts as 0 in a conversion, and takes the other color's
/// value in an interpolation, as CSS Color 4 specifies.
///
/// A color may adapt to its environment, as SwiftUI's system colors do: `Color.blue` and a CSS
/// `light-dark(A, B)` carry their dark and increased-contrast values beside the light one.
/// Their components are the light, standard-contrast value; ``resolve(in:)`` and
/// ``resolvedColor(in:)`` pick the value for an ``EnvironmentValues``. Setting ``space``,
/// ``components`` or ``opacity`` directly makes a plain color of the new value.
public struct Color: Sendable {
    /// The space the components are in.
    public var space: ColorSpace { didSet { appearances = nil } }
    /// The three components in ``space``'s order and units; NaN marks a missing component.
    public var components: SIMD3<Double> { didSet { appearances = nil } }
    /// Opacity, 0 (transparent) … 1 (opaque); NaN marks a missing alpha (CSS `/ none`).
    public var opacity: Double { didSet { appearances = nil } }
    /// The values in other appearances, for a color that adapts; nil for a plain color.
    var appearances: ColorAppearances?

    /// Creates a color from components in a space.
    public init(_ space: ColorSpace, _ components: SIMD3<Double>, opacity: Double = 1) {
        self.space = space
        self.components = components
        self.opacity = opacity
        appearances = nil
    }

    /// Creates a color from three components in a space.
    public init(_ space: ColorSpace, _ c0: Double, _ c1: Double, _ c2: Double, opacity: Double = 1) {
        self.init(space, SIMD3(c0, c1, c2), opacity: opacity)
    }

    /// The same color in another space. Powerless hues come out as NaN.
    public func converted(to destination: ColorSpace) -> Color {
        Color(destination, ColorSpace.convert(components, from: space, to: destination), opacity: opacity)
    }

    /// The components in a space (NaN for a powerless hue).
    public func components(in destination: ColorSpace) -> SIMD3<Double> {
        ColorSpace.convert(components, from: space, to: destination)
    }

    /// The opacity as used for drawing, 0…1 as stored: a missing value (`none`) reads as 0,
    /// transparent, as CSS Color 4 §4.4 resolves every missing component once a color is used.
    /// Interpolation fills a missing opacity from the other color first (§12.2).
    public var resolvedOpacity: Double {
        opacity.isNaN ? 0 : opacity
    }

    /// Whether any component or the opacity is missing.
    public var hasMissingComponents: Bool {
        components.x.isNaN || components.y.isNaN || components.z.isNaN || opacity.isNaN
    }
}

extension Color: Equatable {
    /// Exact equality of space, components and opacity, where a missing value equals a missing
    /// value. Compare colors in different spaces by converting them, with a tolerance.
    public static func == (a: Color, b: Color) -> Bool {
        func same(_ x: Double, _ y: Double) -> Bool { x == y || (x.isNaN && y.isNaN) }
        return a.space == b.space && same(a.opacity, b.opacity)
            && same(a.components.x, b.components.x) && same(a.components.y, b.components.y)
            && same(a.components.z, b.components.z) && a.appearances == b.appearances
    }
}

extension Color: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(space)
        for value in [components.x, components.y, components.z, opacity] {
            // All NaNs hash alike, and 0 with -0, so that equal colors hash equally.
            hasher.combine(value.isNaN ? UInt64.max : (value == 0 ? 0 : value.bitPattern))
        }
        hasher.combine(appearances)
    }
}
