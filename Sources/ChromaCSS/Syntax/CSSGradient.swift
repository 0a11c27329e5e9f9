import ColorCore

/// One gradient function as written, before the canvas size is known.
struct CSSGradient: Hashable, Sendable {
    /// The kind and its geometry.
    enum Geometry: Hashable, Sendable {
        /// `linear-gradient`: a direction.
        case linear(Direction)
        /// `radial-gradient`: shape, size and center.
        case radial(shape: RadialShape?, size: RadialSize?, center: CSSPosition)
        /// `conic-gradient`: the start angle (degrees, clockwise from up) and the center.
        case conic(fromDegrees: Double, center: CSSPosition)
    }

    /// The direction of a linear gradient.
    enum Direction: Hashable, Sendable {
        /// An angle in degrees: 0 points up, 90 right.
        case angle(Double)
        /// `to <side>` or `to <corner>`: horizontal −1 left, +1 right, 0 none; vertical −1 top, +1 bottom.
        case to(horizontal: Int, vertical: Int)
    }

    /// `circle` or `ellipse`.
    enum RadialShape: String, Hashable, Sendable {
        case circle, ellipse
    }

    /// The size of a radial gradient's ending shape.
    enum RadialSize: Hashable, Sendable {
        /// A keyword size.
        case extent(Extent)
        /// One length (a circle's radius) or two (an ellipse's).
        case lengths(CSSLength, CSSLength?)
    }

    /// The four keyword sizes.
    enum Extent: String, Hashable, Sendable, CaseIterable {
        case closestSide = "closest-side"
        case closestCorner = "closest-corner"
        case farthestSide = "farthest-side"
        case farthestCorner = "farthest-corner"
    }

    /// One element of the stop list.
    enum Element: Hashable, Sendable {
        /// A color stop: the color, and zero, one or two positions.
        case color(Color, positions: [CSSStopPosition])
        /// A color hint.
        case hint(CSSStopPosition)
    }

    var geometry: Geometry
    /// Whether it is a `repeating-` form.
    var repeating: Bool
    /// The `in …` method, or nil for the default.
    var interpolation: ColorInterpolation?
    /// Whether every color is written in a legacy syntax (hex, names, rgb(), hsl(), hwb()), which
    /// makes the default interpolation sRGB rather than OKLab.
    var allColorsLegacy: Bool
    /// The stop list.
    var elements: [Element]
    /// Where the function starts in the input (0-based), for errors found when resolving.
    var offset: Int

    /// The interpolation the gradient uses: the written one, else sRGB for legacy colors and OKLab
    /// otherwise (CSS Images 4 §3.1 with CSS Color 4 §12.1); premultiplied always.
    var resolvedInterpolation: ColorInterpolation {
        interpolation ?? ColorInterpolation(space: allColorsLegacy ? .srgb : .oklab)
    }
}
