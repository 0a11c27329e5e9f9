import ColorCore

/// SwiftUI's initialisers, with unit points relative to the shape (or canvas) painted.
extension LinearGradient {
    /// `LinearGradient(gradient:startPoint:endPoint:)`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: gradient, startPoint: .unit(startPoint), endPoint: .unit(endPoint))
    }

    /// `LinearGradient(colors:startPoint:endPoint:)`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: .unit(startPoint), endPoint: .unit(endPoint))
    }

    /// `LinearGradient(stops:startPoint:endPoint:)`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: .unit(startPoint), endPoint: .unit(endPoint))
    }
}

extension RadialGradient {
    /// `RadialGradient(gradient:center:startRadius:endRadius:)`, radii in pixels.
    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: gradient, center: .unit(center), startRadius: startRadius, endRadius: endRadius)
    }

    /// `RadialGradient(colors:center:startRadius:endRadius:)`.
    public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: .unit(center), startRadius: startRadius, endRadius: endRadius)
    }

    /// `RadialGradient(stops:center:startRadius:endRadius:)`, radii in pixels.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(stops: stops), center: .unit(center), startRadius: startRadius, endRadius: endRadius)
    }
}

extension EllipticalGradient {
    /// `EllipticalGradient(gradient:center:startRadiusFraction:endRadiusFraction:)`.
    public init(gradient: Gradient, center: UnitPoint, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) {
        self.init(gradient: gradient, center: .unit(center), startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// `EllipticalGradient(colors:center:startRadiusFraction:endRadiusFraction:)`: radii as
    /// fractions of the bounds' size (0.5 touches the edges).
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: .unit(center), startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    /// `EllipticalGradient(stops:center:startRadiusFraction:endRadiusFraction:)`.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: .unit(center), startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }
}

extension AngularGradient {
    /// `AngularGradient(gradient:center:startAngle:endAngle:)`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: gradient, center: .unit(center), startAngle: startAngle, endAngle: endAngle)
    }

    /// `AngularGradient(colors:center:startAngle:endAngle:)`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: .unit(center), startAngle: startAngle, endAngle: endAngle)
    }

    /// `AngularGradient(stops:center:startAngle:endAngle:)`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(stops: stops), center: .unit(center), startAngle: startAngle, endAngle: endAngle)
    }

    /// `AngularGradient(gradient:center:angle:)`, SwiftUI's conic gradient: one full turn that
    /// starts at `angle` (0° along +x, clockwise on screen) and ends at `angle` + 360°.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: .unit(center), startAngle: angle, endAngle: .degrees(angle.degrees + 360))
    }

    /// `AngularGradient(colors:center:angle:)`: a full turn from `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// `AngularGradient(stops:center:angle:)`: a full turn from `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
}

/// SwiftUI's name for anything that fills a shape; here, every ``CanvasFill``. The static
/// gradient functions below (`.linearGradient(…)`, `.conicGradient(…)`) are found where a
/// `ShapeStyle` (or the gradient type itself) is expected, as in SwiftUI.
public typealias ShapeStyle = CanvasFill

extension CanvasFill where Self == LinearGradient {
    /// `.linearGradient(_:startPoint:endPoint:)`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// `.linearGradient(colors:startPoint:endPoint:)`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// `.linearGradient(stops:startPoint:endPoint:)`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
    /// `.linearGradient(_:startPoint:endPoint:)` of an ``AnyGradient``: interpolated in its space.
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient.gradient, startPoint: .unit(startPoint), endPoint: .unit(endPoint), interpolation: gradient.interpolation)
    }
}

extension CanvasFill where Self == RadialGradient {
    /// `.radialGradient(_:center:startRadius:endRadius:)`, radii in pixels.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// `.radialGradient(colors:center:startRadius:endRadius:)`.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// `.radialGradient(stops:center:startRadius:endRadius:)`.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// `.radialGradient(_:center:startRadius:endRadius:)` of an ``AnyGradient``.
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient {
        RadialGradient(gradient: gradient.gradient, center: .unit(center), startRadius: startRadius, endRadius: endRadius,
                       interpolation: gradient.interpolation)
    }
}

extension CanvasFill where Self == EllipticalGradient {
    /// `.ellipticalGradient(_:center:startRadiusFraction:endRadiusFraction:)`.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: Double = 0,
                                          endRadiusFraction: Double = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// `.ellipticalGradient(colors:center:startRadiusFraction:endRadiusFraction:)`.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: Double = 0,
                                          endRadiusFraction: Double = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// `.ellipticalGradient(stops:center:startRadiusFraction:endRadiusFraction:)`.
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: Double = 0,
                                          endRadiusFraction: Double = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// `.ellipticalGradient(_:center:startRadiusFraction:endRadiusFraction:)` of an ``AnyGradient``.
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: Double = 0,
                                          endRadiusFraction: Double = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient.gradient, center: .unit(center), startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction, interpolation: gradient.interpolation)
    }
}

extension CanvasFill where Self == AngularGradient {
    /// `.angularGradient(_:center:startAngle:endAngle:)`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `.angularGradient(colors:center:startAngle:endAngle:)`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `.angularGradient(stops:center:startAngle:endAngle:)`.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `.angularGradient(_:center:startAngle:endAngle:)` of an ``AnyGradient``.
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient.gradient, center: .unit(center), startAngle: startAngle, endAngle: endAngle,
                        interpolation: gradient.interpolation)
    }
    /// `.conicGradient(_:center:angle:)`: a full turn from `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    /// `.conicGradient(colors:center:angle:)`: a full turn from `angle`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    /// `.conicGradient(stops:center:angle:)`: a full turn from `angle`.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
    /// `.conicGradient(_:center:angle:)` of an ``AnyGradient``: a full turn from `angle`.
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient.gradient, center: .unit(center), startAngle: angle, endAngle: .degrees(angle.degrees + 360),
                        interpolation: gradient.interpolation)
    }
}

/// Anything that can fill a canvas: a color, a gradient, a mesh.
public protocol CanvasFill: Sendable {
    /// The fill as a paint.
    var paint: Paint { get }
}

extension Color: CanvasFill {
    public var paint: Paint { .solid(self) }
}

extension LinearGradient: CanvasFill {
    public var paint: Paint { .linear(self) }
}

extension RadialGradient: CanvasFill {
    public var paint: Paint { .radial(self) }
}

extension EllipticalGradient: CanvasFill {
    public var paint: Paint { .elliptical(self) }
}

extension AngularGradient: CanvasFill {
    public var paint: Paint { .angular(self) }
}

extension MeshGradient: CanvasFill {
    public var paint: Paint { .mesh(self) }
}

extension AnyGradient: CanvasFill {
    /// From the top of the bounds to the bottom, in the gradient's space.
    public var paint: Paint {
        .linear(LinearGradient(gradient: gradient, startPoint: .unit(.top), endPoint: .unit(.bottom), interpolation: interpolation))
    }
}

extension Color.Resolved: CanvasFill {
    public var paint: Paint { .solid(Color(self)) }
}
