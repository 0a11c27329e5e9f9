import ChromaLimits

/// Scenes drawn at another resolution: every length is multiplied, so shapes, glyph outlines and
/// gradients are rasterized at the new size, crisp, never resampled (`--scale 2` for a 2× image).
extension Scene {
    /// The scene at `factor` times its size: the canvas is `width × factor` by `height × factor`,
    /// rounded to whole pixels (at least 1), and every coordinate, length and radius is multiplied;
    /// unit points, angles, colors and opacities are unchanged.
    /// - Precondition: `factor` is within `InputRange/scale` (1× to 4×).
    public func scaled(by factor: Double) -> Scene {
        precondition(InputRange.scale.contains(factor), "scale \(factor): \(InputRangeError(value: factor, range: .scale))")
        guard factor != 1 else { return self }
        return scaled(by: factor, width: max(1, Int((Double(width) * factor).rounded())),
                      height: max(1, Int((Double(height) * factor).rounded())))
    }

    /// The scene drawn on a canvas of `width` × `height` pixels with every coordinate, length
    /// and radius multiplied by `factor`: the sizes an asset destination fixes (a 1024-pixel
    /// icon, a 1.5× Android density) rather than a scale a person gives.
    /// - Precondition: `factor` is finite and above 0; `width` and `height` are 1…`InputRange/canvasSide`.
    public func scaled(by factor: Double, width: Int, height: Int) -> Scene {
        precondition(factor.isFinite && factor > 0, "scale \(factor) is not a finite positive number")
        precondition((1...InputRange.canvasSide.maximum).contains(width) && (1...InputRange.canvasSide.maximum).contains(height), "canvas \(width)×\(height)")
        var copy = self
        copy.width = width
        copy.height = height
        guard factor != 1 else { return copy }
        copy.layers = layers.map { layer in
            var scaled = layer
            scaled.paint = layer.paint.scaled(by: factor)
            scaled.shape = layer.shape?.scaled(by: factor)
            scaled.clip = layer.clip?.scaled(by: factor)
            scaled.text = layer.text.map { $0.scaled(by: factor) }
            return scaled
        }
        return copy
    }
}

extension Rect {
    /// The rectangle with its origin and size multiplied.
    public func scaled(by factor: Double) -> Rect {
        Rect(x: minX * factor, y: minY * factor, width: width * factor, height: height * factor)
    }
}

extension AnchorPoint {
    /// Pixels multiplied; unit points unchanged.
    public func scaled(by factor: Double) -> AnchorPoint {
        if case .pixels(let point) = self { return .pixels(point * factor) }
        return self
    }
}

extension Path {
    /// The path with every point multiplied.
    public func scaled(by factor: Double) -> Path {
        var path = Path()
        for element in elements {
            switch element {
            case .move(let p): path.move(to: p * factor)
            case .line(let p): path.addLine(to: p * factor)
            case .quadCurve(let c, let p): path.addQuadCurve(to: p * factor, control: c * factor)
            case .curve(let c1, let c2, let p): path.addCurve(to: p * factor, control1: c1 * factor, control2: c2 * factor)
            case .close: path.closeSubpath()
            }
        }
        return path
    }
}

extension Shape {
    /// The shape with every coordinate and length multiplied.
    public func scaled(by factor: Double) -> Shape {
        switch self {
        case .rect(let r): .rect(r.scaled(by: factor))
        case .roundedRect(let r, let radius, let style): .roundedRect(r.scaled(by: factor), cornerRadius: radius * factor, style: style)
        case .ellipse(let r): .ellipse(r.scaled(by: factor))
        case .circle(let center, let radius): .circle(center: center * factor, radius: radius * factor)
        case .path(let path, let rule): .path(path.scaled(by: factor), fillRule: rule)
        case .field(let field, let softness, let bounds): .field(field.scaled(by: factor), softness: softness * factor, bounds: bounds.scaled(by: factor))
        }
    }
}

extension DistanceField {
    /// The field with its geometry multiplied.
    public func scaled(by factor: Double) -> DistanceField {
        switch self {
        case .halfPlane(let point, let normal): .halfPlane(point: point * factor, normal: normal)
        case .circle(let center, let radius): .circle(center: center * factor, radius: radius * factor)
        case .diamond(let center, let radius): .diamond(center: center * factor, radius: radius * factor)
        case .roundedRect(let rect, let radius): .roundedRect(rect.scaled(by: factor), radius: radius * factor)
        }
    }
}

extension Paint {
    /// The paint with its pixel geometry multiplied.
    public func scaled(by factor: Double) -> Paint {
        switch self {
        case .solid:
            return self
        case .linear(var g):
            g.startPoint = g.startPoint.scaled(by: factor)
            g.endPoint = g.endPoint.scaled(by: factor)
            return .linear(g)
        case .radial(var g):
            g.center = g.center.scaled(by: factor)
            g.startCenter = g.startCenter?.scaled(by: factor)
            g.startRadius *= factor
            g.endRadius *= factor
            return .radial(g)
        case .elliptical(var g):
            g.center = g.center.scaled(by: factor)
            g.frame = g.frame?.scaled(by: factor)
            return .elliptical(g)
        case .angular(var g):
            g.center = g.center.scaled(by: factor)
            return .angular(g)
        case .shadow(var shadow):
            shadow.rect = shadow.rect.scaled(by: factor)
            shadow.radius *= factor
            return .shadow(shadow)
        case .mesh(let mesh):
            // Unit points follow the canvas by themselves.
            return mesh.coordinates == .unit ? self : .mesh(mesh.transformed { $0 * factor })
        }
    }
}
