import Foundation

/// How overlapping parts of a path decide what is inside.
public enum FillRule: String, CaseIterable, Hashable, Sendable {
    /// Inside where the winding number is not zero.
    case nonZero
    /// Inside where the winding number is odd.
    case evenOdd
}

/// The corners of a rounded rectangle, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: String, CaseIterable, Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Smooth corners whose curvature grows gradually, approximating SwiftUI's `.continuous`
    /// with a corner-smoothing of 0.6 (the corner reaches 1.6 radii along each edge).
    case continuous
}

/// A fillable shape in pixels.
public enum Shape: Hashable, Sendable {
    case rect(Rect)
    case roundedRect(Rect, cornerRadius: Double, style: RoundedCornerStyle)
    case ellipse(Rect)
    case circle(center: Point, radius: Double)
    case path(Path, fillRule: FillRule)
    /// A distance field inside a bounding rectangle, with an edge `softness` pixels wide
    /// (0 for a crisp, anti-aliased edge).
    case field(DistanceField, softness: Double, bounds: Rect)

    /// The fill rule (non-zero for everything but explicit paths).
    public var fillRule: FillRule {
        if case .path(_, let rule) = self { return rule }
        return .nonZero
    }

    /// The shape's bounding box, which unit points of its paint refer to.
    public var bounds: Rect {
        switch self {
        case .rect(let r), .roundedRect(let r, _, _), .ellipse(let r): return r
        case .circle(let c, let radius): return Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius)
        case .path(let path, _): return path.controlBounds ?? Rect(x: 0, y: 0, width: 0, height: 0)
        case .field(_, _, let bounds): return bounds
        }
    }

    /// The shape as a path (a distance field gives its bounding rectangle).
    public var path: Path {
        switch self {
        case .field(_, _, let bounds):
            return Shape.rect(bounds).path
        case .rect(let r):
            var p = Path()
            p.move(to: r.origin)
            p.addLine(to: Point(x: r.maxX, y: r.minY))
            p.addLine(to: Point(x: r.maxX, y: r.maxY))
            p.addLine(to: Point(x: r.minX, y: r.maxY))
            p.closeSubpath()
            return p
        case .ellipse(let r):
            return Self.ellipse(r)
        case .circle(let c, let radius):
            return Self.ellipse(Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius))
        case .roundedRect(let r, let radius, let style):
            return style == .circular ? Self.circularRoundedRect(r, radius: radius) : Self.continuousRoundedRect(r, radius: radius)
        case .path(let path, _):
            return path
        }
    }

    /// The cubic Bézier constant for a quarter circle.
    static let kappa = 0.5522847498307936

    private static func ellipse(_ r: Rect) -> Path {
        let rx = r.width / 2, ry = r.height / 2, c = r.center
        let kx = rx * kappa, ky = ry * kappa
        var p = Path()
        p.move(to: Point(x: c.x + rx, y: c.y))
        p.addCurve(to: Point(x: c.x, y: c.y + ry), control1: Point(x: c.x + rx, y: c.y + ky), control2: Point(x: c.x + kx, y: c.y + ry))
        p.addCurve(to: Point(x: c.x - rx, y: c.y), control1: Point(x: c.x - kx, y: c.y + ry), control2: Point(x: c.x - rx, y: c.y + ky))
        p.addCurve(to: Point(x: c.x, y: c.y - ry), control1: Point(x: c.x - rx, y: c.y - ky), control2: Point(x: c.x - kx, y: c.y - ry))
        p.addCurve(to: Point(x: c.x + rx, y: c.y), control1: Point(x: c.x + kx, y: c.y - ry), control2: Point(x: c.x + rx, y: c.y - ky))
        p.closeSubpath()
        return p
    }

    private static func circularRoundedRect(_ r: Rect, radius: Double) -> Path {
        let radius = max(0, min(radius, r.width / 2, r.height / 2))
        let k = radius * (1 - kappa)
        var p = Path()
        p.move(to: Point(x: r.minX + radius, y: r.minY))
        p.addLine(to: Point(x: r.maxX - radius, y: r.minY))
        p.addCurve(to: Point(x: r.maxX, y: r.minY + radius), control1: Point(x: r.maxX - k, y: r.minY), control2: Point(x: r.maxX, y: r.minY + k))
        p.addLine(to: Point(x: r.maxX, y: r.maxY - radius))
        p.addCurve(to: Point(x: r.maxX - radius, y: r.maxY), control1: Point(x: r.maxX, y: r.maxY - k), control2: Point(x: r.maxX - k, y: r.maxY))
        p.addLine(to: Point(x: r.minX + radius, y: r.maxY))
        p.addCurve(to: Point(x: r.minX, y: r.maxY - radius), control1: Point(x: r.minX + k, y: r.maxY), control2: Point(x: r.minX, y: r.maxY - k))
        p.addLine(to: Point(x: r.minX, y: r.minY + radius))
        p.addCurve(to: Point(x: r.minX + radius, y: r.minY), control1: Point(x: r.minX, y: r.minY + k), control2: Point(x: r.minX + k, y: r.minY))
        p.closeSubpath()
        return p
    }

    /// Smoothed corners: each corner is a cubic easing into a circular arc and a cubic easing out,
    /// reaching (1 + s) × radius along each edge, with smoothing s = 0.6.
    private static func continuousRoundedRect(_ r: Rect, radius: Double) -> Path {
        let smoothing = 0.6
        let limit = min(r.width, r.height) / 2
        let radius = max(0, min(radius, limit))
        guard radius > 0 else { return Shape.rect(r).path }
        let extent = min((1 + smoothing) * radius, limit)
        let arcDegrees = 90 * (1 - smoothing)
        let arcChord = sin(arcDegrees / 2 * .pi / 180) * radius * 2.0.squareRoot()
        let alpha = (90 - arcDegrees) / 2
        let p3p4 = radius * tan(alpha / 2 * .pi / 180)
        let beta = 45 * smoothing
        let c = p3p4 * cos(beta * .pi / 180)
        let d = c * tan(beta * .pi / 180)
        let b = max(0, (extent - arcChord - c - d) / 3)
        let a = 2 * b
        // The arc between the two easing curves, as one cubic (it spans at most 36°).
        let arcHandle = 4.0 / 3 * tan(arcDegrees * .pi / 180 / 4) * radius

        // One corner in local coordinates (x along the first edge, y along the second), mapped by `map`.
        func corner(_ p: inout Path, _ map: (Double, Double) -> Point) {
            let arcStart = (extent - a - b - c, d)
            let arcEnd = (d, extent - a - b - c)
            p.addCurve(to: map(arcStart.0, arcStart.1), control1: map(extent - a, 0), control2: map(extent - a - b, 0))
            // The arc's handles lie along its tangents (perpendicular to the radius from (r, r)),
            // pointing the way the path travels.
            let chord = (arcEnd.0 - arcStart.0, arcEnd.1 - arcStart.1)
            func tangent(_ q: (Double, Double)) -> (Double, Double) {
                let dx = q.0 - radius, dy = q.1 - radius
                let length = (dx * dx + dy * dy).squareRoot()
                let t = (-dy / length, dx / length)
                return t.0 * chord.0 + t.1 * chord.1 >= 0 ? t : (-t.0, -t.1)
            }
            let t0 = tangent(arcStart), t1 = tangent(arcEnd)
            p.addCurve(to: map(arcEnd.0, arcEnd.1),
                       control1: map(arcStart.0 + t0.0 * arcHandle, arcStart.1 + t0.1 * arcHandle),
                       control2: map(arcEnd.0 - t1.0 * arcHandle, arcEnd.1 - t1.1 * arcHandle))
            p.addCurve(to: map(0, extent), control1: map(0, extent - a - b), control2: map(0, extent - a))
        }
        var p = Path()
        p.move(to: Point(x: r.minX + extent, y: r.minY))
        p.addLine(to: Point(x: r.maxX - extent, y: r.minY))
        corner(&p) { u, v in Point(x: r.maxX - u, y: r.minY + v) }
        p.addLine(to: Point(x: r.maxX, y: r.maxY - extent))
        corner(&p) { u, v in Point(x: r.maxX - v, y: r.maxY - u) }
        p.addLine(to: Point(x: r.minX + extent, y: r.maxY))
        corner(&p) { u, v in Point(x: r.minX + u, y: r.maxY - v) }
        p.addLine(to: Point(x: r.minX, y: r.minY + extent))
        corner(&p) { u, v in Point(x: r.minX + v, y: r.minY + u) }
        p.closeSubpath()
        return p
    }
}
