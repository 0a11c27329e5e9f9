/// An axis-aligned rectangle in pixels.
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The width in pixels, ≥ 0.
    public var width: Double
    /// The height in pixels, ≥ 0.
    public var height: Double

    /// Creates a rectangle from its top-left corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        self.width = width
        self.height = height
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + width }
    public var maxY: Double { origin.y + height }
    /// The center.
    public var center: Point { Point(x: origin.x + width / 2, y: origin.y + height / 2) }

    /// The point at a unit position: (0, 0) is the top-left corner, (1, 1) the bottom-right.
    public func point(at unit: UnitPoint) -> Point {
        Point(x: origin.x + unit.x * width, y: origin.y + unit.y * height)
    }
}
