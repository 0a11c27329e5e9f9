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
}

extension EllipticalGradient {
    /// `EllipticalGradient(gradient:center:startRadiusFraction:endRadiusFraction:)`.
    public init(gradient: Gradient, center: UnitPoint, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) {
        self.init(gradient: gradient, center: .unit(center), startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
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
