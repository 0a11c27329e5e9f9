import ChromaLimits

/// A shape given by its signed distance in pixels (negative inside), for shapes that grow and
/// for soft edges: coverage ramps from 1 to 0 across the edge over `max(1, softness)` pixels,
/// which for a hard edge (softness 0) is the pixel-area anti-aliasing of a straight edge.
public enum DistanceField: Hashable, Sendable {
    /// The side of a line against its normal: inside where (p − point)·normal ≤ 0.
    /// `normal` must have length 1.
    case halfPlane(point: Point, normal: Point)
    /// A disc.
    case circle(center: Point, radius: Double)
    /// A diamond (a square turned 45°): |x − cx| + |y − cy| ≤ radius.
    case diamond(center: Point, radius: Double)
    /// A rectangle with circular corners of `radius` pixels (0 up to half its shorter side): a
    /// rounded shape with a soft edge (the macOS icon body's shadow).
    case roundedRect(Rect, radius: Double)

    /// The signed distance of a point to the edge (negative inside).
    @inline(__always)
    func distance(x: Double, y: Double) -> Double {
        switch self {
        case .halfPlane(let point, let normal):
            return (x - point.x) * normal.x + (y - point.y) * normal.y
        case .circle(let center, let radius):
            let dx = x - center.x, dy = y - center.y
            return (dx * dx + dy * dy).squareRoot() - radius
        case .diamond(let center, let radius):
            // The L1 ball's edges lie at 45°: the Euclidean distance to them is the L1 excess / √2.
            return (abs(x - center.x) + abs(y - center.y) - radius) * 0.7071067811865476
        case .roundedRect(let rect, let radius):
            // The distance to the inner rectangle the corners are drawn around, less the radius.
            let r = max(0, min(radius, rect.width / 2, rect.height / 2))
            let qx = abs(x - rect.center.x) - (rect.width / 2 - r), qy = abs(y - rect.center.y) - (rect.height / 2 - r)
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            return outside + min(max(qx, qy), 0) - r
        }
    }
}

/// Per-row coverage of a distance field, confined to a rectangle.
struct DistanceFieldCoverage: Sendable {
    let field: DistanceField
    let inverseWidth: Double
    let rows: Range<Int>
    let columns: Range<Int>

    init(field: DistanceField, softness: Double, bounds: Rect, width: Int, height: Int) {
        self.field = field
        inverseWidth = 1 / max(1, softness)
        // Saturating: bounds far off the canvas (or not finite) give empty ranges, never a trap.
        let top = Int.clamping(bounds.minY, rounded: .down, to: 0...height)
        rows = top..<max(top, Int.clamping(bounds.maxY, rounded: .up, to: 0...height))
        let left = Int.clamping(bounds.minX, rounded: .down, to: 0...width)
        columns = left..<max(left, Int.clamping(bounds.maxX, rounded: .up, to: 0...width))
    }

    /// Adds the field's coverage of row y inside its bounds to `coverage`.
    func coverage(row y: Int, into coverage: UnsafeMutablePointer<Float>) -> Range<Int> {
        guard rows.contains(y) else { return 0..<0 }
        let cy = Double(y) + 0.5
        for x in columns {
            let d = field.distance(x: Double(x) + 0.5, y: cy)
            coverage[x] += Float(min(max(0.5 - d * inverseWidth, 0), 1))
        }
        return columns
    }
}
