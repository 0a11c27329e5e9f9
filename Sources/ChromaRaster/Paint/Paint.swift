import ColorCore

/// What fills a shape: a solid color or a gradient.
public enum Paint: Hashable, Sendable {
    /// One color.
    case solid(Color)
    /// A linear gradient.
    case linear(LinearGradient)
    /// A radial gradient (two circles, as canvas and cairo).
    case radial(RadialGradient)
    /// An elliptical gradient fitted to the layer's bounds, as SwiftUI's `EllipticalGradient`.
    case elliptical(EllipticalGradient)
    /// An angular (conic) gradient, as SwiftUI's `AngularGradient`.
    case angular(AngularGradient)
    /// A blurred rectangle's shadow.
    case shadow(BoxShadow)
    /// A mesh gradient: SwiftUI's grid or cairo's patches.
    case mesh(MeshGradient)

    /// Whether the paint is a gradient (gradients are dithered by default).
    public var isGradient: Bool {
        switch self {
        case .solid, .shadow: return false
        default: return true
        }
    }
}

/// The settings every gradient kind shares.
public struct GradientStyle: Hashable, Sendable {
    /// The colors along the gradient.
    public var gradient: Gradient
    /// What is painted beyond 0…1.
    public var spread: SpreadMode
    /// The interpolation space and hue method; premultiplied alpha always.
    public var interpolation: ColorInterpolation
    /// What happens to colors outside the output gamut (sRGB, or Display P3 for a P3 scene).
    /// `GamutMode/map` (the default for Chroma's gradients) maps them as CSS Color 4 does, for
    /// a smooth result; `GamutMode/clip` clamps each channel, as browsers draw CSS gradients.
    /// Gradients of in-gamut stops interpolated in the output space never leave the gamut, so
    /// the mode changes nothing there.
    public var gamut: GamutMode

    /// Creates gradient settings; by default pad, device (sRGB) interpolation as SwiftUI, and
    /// gamut mapping.
    public init(gradient: Gradient, spread: SpreadMode = .pad, interpolation: ColorInterpolation = .device,
                gamut: GamutMode = .map) {
        self.gradient = gradient
        self.spread = spread
        self.interpolation = interpolation
        self.gamut = gamut
    }
}

/// A linear gradient from a start point (t = 0) to an end point (t = 1), as SwiftUI's
/// `LinearGradient(gradient:startPoint:endPoint:)`. Lines perpendicular to start→end share a color.
/// If the points coincide the gradient is the last color (with pad) or the mean color.
public struct LinearGradient: Hashable, Sendable {
    public var style: GradientStyle
    public var startPoint: AnchorPoint
    public var endPoint: AnchorPoint

    public init(gradient: Gradient, startPoint: AnchorPoint, endPoint: AnchorPoint,
                spread: SpreadMode = .pad, interpolation: ColorInterpolation = .device, gamut: GamutMode = .map) {
        style = GradientStyle(gradient: gradient, spread: spread, interpolation: interpolation, gamut: gamut)
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
}

/// A radial gradient between two circles, as canvas's `createRadialGradient` and cairo: t = 0
/// on the start circle, 1 on the end circle, circles in between interpolated. With one center
/// (the default) it is SwiftUI's `RadialGradient(gradient:center:startRadius:endRadius:)`.
/// Pixels no circle reaches are transparent.
public struct RadialGradient: Hashable, Sendable {
    public var style: GradientStyle
    /// The center of the end circle (and of the start circle unless `startCenter` is given).
    public var center: AnchorPoint
    /// The start circle's center, for the two-circle form.
    public var startCenter: AnchorPoint?
    /// The start radius in pixels, ≥ 0.
    public var startRadius: Double
    /// The end radius in pixels, ≥ 0.
    public var endRadius: Double

    public init(gradient: Gradient, center: AnchorPoint, startRadius: Double = 0, endRadius: Double,
                startCenter: AnchorPoint? = nil, spread: SpreadMode = .pad, interpolation: ColorInterpolation = .device, gamut: GamutMode = .map) {
        style = GradientStyle(gradient: gradient, spread: spread, interpolation: interpolation, gamut: gamut)
        self.center = center
        self.startCenter = startCenter
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
}

/// An elliptical gradient, as SwiftUI's `EllipticalGradient`: the ellipse is the layer's bounds
/// scaled about `center`, and the radii are fractions of the bounds' size (0.5 touches the edges).
public struct EllipticalGradient: Hashable, Sendable {
    public var style: GradientStyle
    public var center: AnchorPoint
    /// The start radius as a fraction of the bounds' width and height.
    public var startRadiusFraction: Double
    /// The end radius as a fraction of the bounds' width and height.
    public var endRadiusFraction: Double
    /// The rectangle whose width and height the radii are fractions of, in pixels; nil for the
    /// layer's bounds. A CSS ellipse with radii rx, ry is a frame of 2rx × 2ry and 0.5.
    public var frame: Rect?

    public init(gradient: Gradient, center: AnchorPoint = .unit(.center), startRadiusFraction: Double = 0,
                endRadiusFraction: Double = 0.5, spread: SpreadMode = .pad, interpolation: ColorInterpolation = .device,
                gamut: GamutMode = .map, frame: Rect? = nil) {
        style = GradientStyle(gradient: gradient, spread: spread, interpolation: interpolation, gamut: gamut)
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
        self.frame = frame
    }
}

/// An angular (conic) gradient, as SwiftUI's `AngularGradient(gradient:center:startAngle:endAngle:)`:
/// 0° points along +x and angles grow clockwise on screen. A span under 360° leaves a gap where,
/// with pad, the end colors meet halfway across it (SwiftUI's documented behaviour); with repeat
/// or reflect the gradient repeats around the turn. A span over 360° shows its last full turn.
public struct AngularGradient: Hashable, Sendable {
    public var style: GradientStyle
    public var center: AnchorPoint
    public var startAngle: Angle
    public var endAngle: Angle

    public init(gradient: Gradient, center: AnchorPoint = .unit(.center), startAngle: Angle = .zero,
                endAngle: Angle = .degrees(360), spread: SpreadMode = .pad, interpolation: ColorInterpolation = .device, gamut: GamutMode = .map) {
        style = GradientStyle(gradient: gradient, spread: spread, interpolation: interpolation, gamut: gamut)
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// A CSS `conic-gradient(from …)`: `from` is measured from straight up, clockwise.
    public init(gradient: Gradient, center: AnchorPoint = .unit(.center), from: Angle,
                spread: SpreadMode = .pad, interpolation: ColorInterpolation = .device, gamut: GamutMode = .map) {
        self.init(gradient: gradient, center: center, startAngle: .degrees(from.degrees - 90),
                  endAngle: .degrees(from.degrees + 270), spread: spread, interpolation: interpolation, gamut: gamut)
    }
}
