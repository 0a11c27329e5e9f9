/// A position relative to a rectangle, as SwiftUI's `UnitPoint`: (0, 0) is the top-leading
/// corner, (1, 1) the bottom-trailing one (left-to-right layout).
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal fraction, 0 (leading) … 1 (trailing); values outside lie outside.
    public var x: Double
    /// The vertical fraction, 0 (top) … 1 (bottom).
    public var y: Double

    /// The top-leading corner, (0, 0), as SwiftUI's `UnitPoint()`.
    public init() {
        self.init(x: 0, y: 0)
    }

    /// Creates a unit point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// SwiftUI's names for the unit points, for scene files and the command line.
    public static let named: [String: UnitPoint] = [
        "zero": .zero, "center": .center, "leading": .leading, "trailing": .trailing, "top": .top,
        "bottom": .bottom, "topLeading": .topLeading, "topTrailing": .topTrailing,
        "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]
}

/// A point given either in pixels or relative to the bounds it is drawn in.
public enum AnchorPoint: Hashable, Sendable {
    /// Absolute pixels.
    case pixels(Point)
    /// A unit point of the layer's bounds (its shape's bounding box, or the canvas).
    case unit(UnitPoint)

    /// The point in pixels for given bounds.
    public func resolved(in bounds: Rect) -> Point {
        switch self {
        case .pixels(let p): return p
        case .unit(let u): return bounds.point(at: u)
        }
    }
}
