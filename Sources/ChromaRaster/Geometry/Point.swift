/// A point in pixels: x to the right, y down, origin at the top-left corner of the canvas.
/// Pixel (i, j) covers the square from (i, j) to (i + 1, j + 1) and is sampled at its center,
/// (i + 0.5, j + 0.5), as Skia and cairo do.
public struct Point: Hashable, Sendable {
    /// Pixels from the left edge.
    public var x: Double
    /// Pixels from the top edge.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

    /// The dot product with another point taken as a vector.
    public func dot(_ other: Point) -> Double { x * other.x + y * other.y }
    /// The length of the point taken as a vector.
    public var length: Double { (x * x + y * y).squareRoot() }
    /// Whether both coordinates are finite.
    public var isFinite: Bool { x.isFinite && y.isFinite }
}
