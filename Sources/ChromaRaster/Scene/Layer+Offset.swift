/// Layers moved on the canvas and paints pinned to pixels: how an output renders one layer of a
/// scene alone, into a canvas of its own that starts elsewhere (an SVG's embedded image).
extension Paint {
    /// The paint with every unit point resolved in `bounds` (the shape or canvas it fills), so
    /// it paints the same pixels whatever shape it is later given; an elliptical gradient keeps
    /// `bounds` as its frame.
    public func pinned(to bounds: Rect) -> Paint {
        func pin(_ point: AnchorPoint) -> AnchorPoint { .pixels(point.resolved(in: bounds)) }
        switch self {
        case .solid, .shadow:
            return self
        case .linear(var g):
            g.startPoint = pin(g.startPoint)
            g.endPoint = pin(g.endPoint)
            return .linear(g)
        case .radial(var g):
            g.center = pin(g.center)
            g.startCenter = g.startCenter.map(pin)
            return .radial(g)
        case .elliptical(var g):
            g.center = pin(g.center)
            g.frame = g.frame ?? bounds
            return .elliptical(g)
        case .angular(var g):
            g.center = pin(g.center)
            return .angular(g)
        case .mesh(let mesh):
            return .mesh(mesh.resolved(in: bounds))
        }
    }

    /// The paint moved by `offset` pixels; unit points (which follow the bounds) are unchanged.
    public func offset(by offset: Point) -> Paint {
        func move(_ point: AnchorPoint) -> AnchorPoint {
            if case .pixels(let p) = point { return .pixels(p + offset) }
            return point
        }
        switch self {
        case .solid:
            return self
        case .shadow(var shadow):
            shadow.rect.origin = shadow.rect.origin + offset
            return .shadow(shadow)
        case .linear(var g):
            g.startPoint = move(g.startPoint)
            g.endPoint = move(g.endPoint)
            return .linear(g)
        case .radial(var g):
            g.center = move(g.center)
            g.startCenter = g.startCenter.map(move)
            return .radial(g)
        case .elliptical(var g):
            g.center = move(g.center)
            if let frame = g.frame { g.frame = Rect(x: frame.minX + offset.x, y: frame.minY + offset.y, width: frame.width, height: frame.height) }
            return .elliptical(g)
        case .angular(var g):
            g.center = move(g.center)
            return .angular(g)
        case .mesh(let mesh):
            return mesh.coordinates == .unit ? self : .mesh(mesh.transformed { $0 + offset })
        }
    }
}

extension Shape {
    /// The shape moved by `offset` pixels.
    public func offset(by offset: Point) -> Shape {
        func move(_ r: Rect) -> Rect { Rect(x: r.minX + offset.x, y: r.minY + offset.y, width: r.width, height: r.height) }
        switch self {
        case .rect(let r): return .rect(move(r))
        case .roundedRect(let r, let radius, let style): return .roundedRect(move(r), cornerRadius: radius, style: style)
        case .ellipse(let r): return .ellipse(move(r))
        case .circle(let center, let radius): return .circle(center: center + offset, radius: radius)
        case .path(let path, let rule): return .path(path.offset(by: offset), fillRule: rule)
        case .field(let field, let softness, let bounds): return .field(field.offset(by: offset), softness: softness, bounds: move(bounds))
        }
    }
}

extension Path {
    /// The path with every point moved by `offset`.
    public func offset(by offset: Point) -> Path {
        var path = Path()
        for element in elements {
            switch element {
            case .move(let p): path.move(to: p + offset)
            case .line(let p): path.addLine(to: p + offset)
            case .quadCurve(let c, let p): path.addQuadCurve(to: p + offset, control: c + offset)
            case .curve(let c1, let c2, let p): path.addCurve(to: p + offset, control1: c1 + offset, control2: c2 + offset)
            case .close: path.closeSubpath()
            }
        }
        return path
    }
}

extension DistanceField {
    /// The field moved by `offset` pixels.
    public func offset(by offset: Point) -> DistanceField {
        switch self {
        case .halfPlane(let point, let normal): .halfPlane(point: point + offset, normal: normal)
        case .circle(let center, let radius): .circle(center: center + offset, radius: radius)
        case .diamond(let center, let radius): .diamond(center: center + offset, radius: radius)
        case .roundedRect(let rect, let radius): .roundedRect(Rect(x: rect.minX + offset.x, y: rect.minY + offset.y, width: rect.width, height: rect.height), radius: radius)
        }
    }
}

extension Layer {
    /// The layer moved by `offset` pixels: shape, clip, pixel points of its paint and its text.
    /// Unit points of the paint follow the shape (or, with no shape, the canvas, which does not
    /// move: pin the paint first with ``Paint/pinned(to:)`` for a layer without a shape).
    public func offset(by offset: Point) -> Layer {
        Layer(paint: paint.offset(by: offset), shape: shape?.offset(by: offset), clip: clip?.offset(by: offset), opacity: opacity,
              text: text.map { TextRun(string: $0.string, origin: $0.origin + offset, size: $0.size, advance: $0.advance,
                                       family: $0.family, bold: $0.bold) })
    }
}
