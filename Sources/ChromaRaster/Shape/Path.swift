import ChromaLimits
import Foundation

/// A path of straight and Bézier segments in pixels, as SVG and Core Graphics build them.
/// For filling, every subpath is closed implicitly.
public struct Path: Hashable, Sendable {
    /// One drawing command.
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quadCurve(control: Point, end: Point)
        case curve(control1: Point, control2: Point, end: Point)
        case close
    }

    /// The commands, in order.
    public private(set) var elements: [Element] = []
    private var current = Point.zero
    private var subpathStart = Point.zero

    /// An empty path.
    public init() {}

    /// Starts a subpath.
    public mutating func move(to p: Point) {
        elements.append(.move(p))
        current = p
        subpathStart = p
    }

    /// A straight segment.
    public mutating func addLine(to p: Point) {
        elements.append(.line(p))
        current = p
    }

    /// A quadratic Bézier segment.
    public mutating func addQuadCurve(to p: Point, control: Point) {
        elements.append(.quadCurve(control: control, end: p))
        current = p
    }

    /// A cubic Bézier segment.
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        elements.append(.curve(control1: control1, control2: control2, end: p))
        current = p
    }

    /// Closes the subpath back to its start.
    public mutating func closeSubpath() {
        elements.append(.close)
        current = subpathStart
    }

    /// The end of the last command (the start of a new subpath after a close).
    public var currentPoint: Point { current }

    /// Whether every coordinate is finite.
    public var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): return p.isFinite
            case .quadCurve(let c, let p): return c.isFinite && p.isFinite
            case .curve(let c1, let c2, let p): return c1.isFinite && c2.isFinite && p.isFinite
            case .close: return true
            }
        }
    }

    /// The bounding box of all points and control points (nil for an empty path).
    public var controlBounds: Rect? {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let c, let p): points += [c, p]
            case .curve(let c1, let c2, let p): points += [c1, c2, p]
            case .close: break
            }
        }
        guard let first = points.first else { return nil }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The path as closed polygons, curves flattened to within `tolerance` pixels. A curve whose
    /// control points all lie outside `visible` (grown by a pixel) is kept as its control
    /// polygon, which winds the same everywhere outside the curve's hull, so geometry far off
    /// the canvas costs three points, not thousands.
    func polygons(tolerance: Double = 0.02, within visible: Rect? = nil) -> [[Point]] {
        var polygons: [[Point]] = []
        var polygon: [Point] = []
        var current = Point.zero
        // At most about two million points in all: paths of many curves flatten each more coarsely.
        let curves = elements.reduce(0) { count, element in
            switch element { case .quadCurve, .curve: count + 1; default: count }
        }
        let cap = min(4096, max(16, 2_000_000 / max(1, curves)))
        func finish() {
            if polygon.count > 2 { polygons.append(polygon) }
            polygon = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                polygon = [p]
                current = p
            case .line(let p):
                if polygon.isEmpty { polygon = [current] }
                polygon.append(p)
                current = p
            case .quadCurve(let c, let p):
                if polygon.isEmpty { polygon = [current] }
                // A quadratic is the cubic with controls two-thirds of the way to its control.
                let c1 = current + (c - current) * (2.0 / 3), c2 = p + (c - p) * (2.0 / 3)
                Self.flatten(current, c1, c2, p, tolerance: tolerance, cap: cap, visible: visible, into: &polygon)
                current = p
            case .curve(let c1, let c2, let p):
                if polygon.isEmpty { polygon = [current] }
                Self.flatten(current, c1, c2, p, tolerance: tolerance, cap: cap, visible: visible, into: &polygon)
                current = p
            case .close:
                if let start = polygon.first { current = start }
                finish()
            }
        }
        finish()
        return polygons
    }

    /// The segments a cubic is flattened into: Wang's formula, 1…4096 (NaN and huge bends
    /// clamp, never trap).
    static func flatteningSegments(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double) -> Int {
        let d1 = p0 - p1 * 2 + p2, d2 = p1 - p2 * 2 + p3
        let bend = max(d1.length, d2.length)
        return Int.clamping((0.75 * bend / tolerance).squareRoot(), rounded: .up, to: 1...4096)
    }

    /// Appends points along a cubic, with a segment count from Wang's formula; a cubic wholly
    /// outside `visible` (grown by a pixel) appends its control polygon.
    private static func flatten(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double, cap: Int, visible: Rect?,
                                into points: inout [Point]) {
        if let visible {
            let xs = [p0.x, p1.x, p2.x, p3.x], ys = [p0.y, p1.y, p2.y, p3.y]
            if xs.max()! < visible.minX - 1 || xs.min()! > visible.maxX + 1 || ys.max()! < visible.minY - 1 || ys.min()! > visible.maxY + 1 {
                points += [p1, p2, p3]
                return
            }
        }
        let segments = min(cap, flatteningSegments(p0, p1, p2, p3, tolerance: tolerance))
        for i in 1...segments {
            let t = Double(i) / Double(segments), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            points.append(Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
        }
    }
}
