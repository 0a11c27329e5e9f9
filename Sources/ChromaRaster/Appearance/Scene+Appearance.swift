import ColorCore

/// Adaptive colors (SwiftUI's `.blue`, `light-dark()`) resolved for one appearance, before a
/// scene is drawn: every color of the background, the paints, their gradients and meshes.
extension Scene {
    /// The scene with every color resolved for `environment` (`Color/resolvedColor(in:)`).
    public func resolvingColors(in environment: EnvironmentValues) -> Scene {
        var copy = self
        copy.background = background.resolvedColor(in: environment)
        copy.layers = layers.map { layer in
            var resolved = layer
            resolved.paint = layer.paint.resolvingColors(in: environment)
            return resolved
        }
        return copy
    }

    /// Whether any color of the scene adapts to its environment.
    public var hasAdaptiveColors: Bool {
        background.isAdaptive || layers.contains { $0.paint.hasAdaptiveColors }
    }
}

extension Paint {
    /// The paint with every color resolved for `environment`.
    public func resolvingColors(in environment: EnvironmentValues) -> Paint {
        func style(_ style: GradientStyle) -> GradientStyle {
            var copy = style
            copy.gradient = style.gradient.resolvingColors(in: environment)
            return copy
        }
        switch self {
        case .solid(let color):
            return .solid(color.resolvedColor(in: environment))
        case .linear(var g):
            g.style = style(g.style)
            return .linear(g)
        case .radial(var g):
            g.style = style(g.style)
            return .radial(g)
        case .elliptical(var g):
            g.style = style(g.style)
            return .elliptical(g)
        case .angular(var g):
            g.style = style(g.style)
            return .angular(g)
        case .shadow(var shadow):
            shadow.color = shadow.color.resolvedColor(in: environment)
            return .shadow(shadow)
        case .mesh(let mesh):
            return .mesh(mesh.resolvingColors(in: environment))
        }
    }

    /// Whether any color of the paint adapts to its environment.
    public var hasAdaptiveColors: Bool {
        switch self {
        case .solid(let color): return color.isAdaptive
        case .linear(let g): return g.style.gradient.stops.contains { $0.color.isAdaptive }
        case .radial(let g): return g.style.gradient.stops.contains { $0.color.isAdaptive }
        case .elliptical(let g): return g.style.gradient.stops.contains { $0.color.isAdaptive }
        case .angular(let g): return g.style.gradient.stops.contains { $0.color.isAdaptive }
        case .shadow(let shadow): return shadow.color.isAdaptive
        case .mesh(let mesh):
            if mesh.background.isAdaptive { return true }
            switch mesh.form {
            case .grid(_, _, _, let colors): return colors.contains { $0.isAdaptive }
            case .patches(let patches): return patches.contains { $0.colors.contains { $0.isAdaptive } }
            }
        }
    }
}

extension Gradient {
    /// The gradient with every stop's color resolved for `environment` (locations and hints kept).
    public func resolvingColors(in environment: EnvironmentValues) -> Gradient {
        var copy = self
        copy.replaceColors { $0.resolvedColor(in: environment) }
        return copy
    }
}

extension MeshGradient {
    /// The mesh with every vertex color and its background resolved for `environment`.
    public func resolvingColors(in environment: EnvironmentValues) -> MeshGradient {
        var copy = self
        copy.background = background.resolvedColor(in: environment)
        switch form {
        case .grid(let width, let height, let points, let colors):
            copy.form = .grid(width: width, height: height, points: points, colors: colors.map { $0.resolvedColor(in: environment) })
        case .patches(let patches):
            copy.form = .patches(patches.map {
                MeshPatch(sides: $0.sides, colors: $0.colors.map { $0.resolvedColor(in: environment) }, interior: $0.interior)
            })
        }
        return copy
    }
}
