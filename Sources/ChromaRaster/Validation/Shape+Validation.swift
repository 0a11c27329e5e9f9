import ChromaLimits

/// Checks of geometry against ``InputRange`` and ``ResourceLimits``, shared by the model types'
/// `validate(at:)`: each names the path of the bad value (`layers[2].shape.circle.radius`) and
/// what was expected, in one ``SceneError``.
enum GeometryCheck {
    /// A number checked against `range`; an error is the range's message at `path`.
    static func check(_ value: Double, _ range: InputRange, at path: String) throws {
        do {
            try range.check(value)
        } catch {
            throw SceneError(path: path, message: error.description)
        }
    }

    /// A coordinate: finite and within ``InputRange/coordinate``.
    static func coordinate(_ value: Double, at path: String) throws { try check(value, .coordinate, at: path) }

    /// A length or radius: finite and within ``InputRange/length``.
    static func length(_ value: Double, at path: String) throws { try check(value, .length, at: path) }

    /// A point: both coordinates.
    static func point(_ p: Point, at path: String) throws {
        try coordinate(p.x, at: path + "[0]")
        try coordinate(p.y, at: path + "[1]")
    }

    /// A rectangle: its origin, its size, and its far corner.
    static func rect(_ r: Rect, at path: String) throws {
        try point(r.origin, at: path)
        try length(r.width, at: path + "[2]")
        try length(r.height, at: path + "[3]")
        try reach(r.width, "width", from: "x \(InputRange.format(r.minX))", reaching: [r.maxX], room: [InputRange.coordinate.upperBound - r.minX],
                  shape: "rectangle", at: path + "[2]")
        try reach(r.height, "height", from: "y \(InputRange.format(r.minY))", reaching: [r.maxY], room: [InputRange.coordinate.upperBound - r.minY],
                  shape: "rectangle", at: path + "[3]")
    }

    /// A circle: its center, its radius, and how far it reaches.
    static func circle(center: Point, radius: Double, at path: String) throws {
        try point(center, at: path + ".center")
        try length(radius, at: path + ".radius")
        let bound = InputRange.coordinate.upperBound
        try reach(radius, "radius", from: "the center (\(InputRange.format(center.x)), \(InputRange.format(center.y)))",
                  reaching: [center.x - radius, center.x + radius, center.y - radius, center.y + radius],
                  room: [bound - abs(center.x), bound - abs(center.y)], shape: "circle", at: path + ".radius")
    }

    /// Refuses a size that is in range alone but carries its shape beyond ``InputRange/coordinate``
    /// from where it starts, naming the size as given, where it starts, how far it reaches and the
    /// largest size that fits: "the radius 1000000 around the center (32, 32) reaches 1000032;
    /// expected the circle within -1000000 to 1000000 pixels (a radius up to 999968 here)".
    /// - Parameters:
    ///   - reaching: The coordinates the shape's edges reach.
    ///   - room: The largest sizes that keep each edge in range; the smallest is named.
    static func reach(_ size: Double, _ name: String, from origin: String, reaching edges: [Double], room: [Double],
                      shape: String, at path: String) throws {
        guard let edge = edges.first(where: { !InputRange.coordinate.contains($0) }) else { return }
        let range = InputRange.coordinate
        throw SceneError(path: path, message: "the \(name) \(InputRange.format(size)) \(name == "radius" ? "around" : "from") \(origin) reaches "
            + "\(InputRange.format(edge)); expected the \(shape) within \(InputRange.format(range.lowerBound)) to \(InputRange.format(range.upperBound)) "
            + "\(range.unit) (a \(name) up to \(InputRange.format(max(0, room.min() ?? 0))) here)")
    }

    /// A point of a paint: pixels, or a unit point within ±``InputRange/coordinate`` units.
    static func anchor(_ a: AnchorPoint, at path: String) throws {
        switch a {
        case .pixels(let p): try point(p, at: path)
        case .unit(let u): try point(Point(x: u.x, y: u.y), at: path)
        }
    }

    /// Converts a ``ResourceLimitError`` into a ``SceneError`` at `path`.
    static func limit(_ value: Int, _ limit: ResourceLimits.Limit, _ what: @autoclosure () -> String, at path: String) throws {
        do {
            try ResourceLimits.check(value, limit, what())
        } catch let error as ResourceLimitError {
            throw SceneError(path: path, message: error.description)
        }
    }
}

extension Shape {
    /// Checks every coordinate and length (finite, within `InputRange`) and a path's command
    /// count (`ResourceLimits/pathSegments`).
    /// - Parameter path: The shape's path in its document, for the error.
    /// - Throws: ``SceneError`` naming the first bad value.
    public func validate(at path: String = "shape") throws {
        switch self {
        case .rect(let r): try GeometryCheck.rect(r, at: path + ".rect")
        case .ellipse(let r): try GeometryCheck.rect(r, at: path + ".ellipse")
        case .roundedRect(let r, let radius, _):
            try GeometryCheck.rect(r, at: path + ".roundedRect.rect")
            try GeometryCheck.length(radius, at: path + ".roundedRect.cornerRadius")
        case .circle(let center, let radius): try GeometryCheck.circle(center: center, radius: radius, at: path + ".circle")
        case .path(let p, _): try p.validate(at: path + ".path")
        case .field(let field, let softness, let bounds):
            try GeometryCheck.length(softness, at: path + ".softness")
            try GeometryCheck.rect(bounds, at: path + ".bounds")
            switch field {
            case .halfPlane(let point, let normal):
                try GeometryCheck.point(point, at: path + ".point")
                guard abs(normal.length - 1) < 1e-6 else {
                    throw SceneError(path: path + ".normal", message: "the normal (\(normal.x), \(normal.y)) must have length 1")
                }
            case .circle(let center, let radius), .diamond(let center, let radius):
                try GeometryCheck.point(center, at: path + ".center")
                try GeometryCheck.coordinate(radius, at: path + ".radius")
            case .roundedRect(let rect, let radius):
                try GeometryCheck.rect(rect, at: path + ".rect")
                try GeometryCheck.length(radius, at: path + ".radius")
            }
        }
    }
}

extension Path {
    /// Checks the command count against `ResourceLimits/pathSegments` and every point
    /// (control points included) against `InputRange/coordinate`.
    /// - Throws: ``SceneError`` naming the command, as `path.elements[12]`.
    public func validate(at path: String = "path") throws {
        try GeometryCheck.limit(elements.count, .pathSegments, "the path", at: path)
        for (index, element) in elements.enumerated() {
            let at = "\(path).elements[\(index)]"
            switch element {
            case .move(let p), .line(let p): try GeometryCheck.point(p, at: at)
            case .quadCurve(let c, let p):
                try GeometryCheck.point(c, at: at)
                try GeometryCheck.point(p, at: at)
            case .curve(let c1, let c2, let p):
                try GeometryCheck.point(c1, at: at)
                try GeometryCheck.point(c2, at: at)
                try GeometryCheck.point(p, at: at)
            case .close: break
            }
        }
    }
}
