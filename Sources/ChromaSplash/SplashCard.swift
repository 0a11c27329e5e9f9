import ChromaLimits
import ChromaRaster
import ColorCore

/// The card the splash plays on, as the reference article shows it: a size, a corner radius and
/// an optional drop shadow, on a page background.
public struct SplashCard: Hashable, Sendable {
    /// A drop shadow, as SwiftUI's `shadow(color:radius:x:y:)`.
    public struct Shadow: Hashable, Sendable {
        public var color: Color
        /// The blur radius in pixels.
        public var radius: Double
        public var x: Double
        public var y: Double

        public init(color: Color, radius: Double, x: Double, y: Double) {
            self.color = color
            self.radius = radius
            self.x = x
            self.y = y
        }

        /// The article's shadow: black at 20%, radius 10, 4 pixels down.
        public static let article = Shadow(color: Color.black.opacity(0.2), radius: 10, x: 0, y: 4)
    }

    /// The card's width in pixels.
    public var width: Int
    /// The card's height in pixels.
    public var height: Int
    /// The corner radius in pixels (circular corners).
    public var cornerRadius: Double
    /// The drop shadow, if any.
    public var shadow: Shadow?
    /// The page around the card: transparent by default, white when there is a shadow.
    public var background: Color?

    public init(width: Int, height: Int, cornerRadius: Double = 0, shadow: Shadow? = nil, background: Color? = nil) {
        self.width = width
        self.height = height
        self.cornerRadius = cornerRadius
        self.shadow = shadow
        self.background = background
    }

    /// Room around the card for its shadow: 1.5 blur radii (three standard deviations) plus
    /// the offset, in whole pixels; saturating (at 2³⁰) for shadows ``validate()`` refuses.
    public var margin: Int {
        guard let shadow else { return 0 }
        return Int.clamping(1.5 * shadow.radius + max(abs(shadow.x), abs(shadow.y)), rounded: .up, to: 0...(1 << 30))
    }

    /// The canvas: the card and its margin on every side (saturating, as ``margin``).
    public var canvasSize: (width: Int, height: Int) {
        let room = 2 * margin
        return (ResourceLimits.sum(max(0, width), room), ResourceLimits.sum(max(0, height), room))
    }

    /// Checks the card: its size and its canvas (the card and the shadow's margin) within
    /// ``InputRange/canvasSide`` a side, the corner radius and the shadow's radius
    /// (``InputRange/length``), and the shadow's offset (``InputRange/coordinate``).
    /// - Throws: ``SplashError`` naming the bad value.
    public func validate() throws {
        let side = InputRange.canvasSide.maximum
        try SplashError.check(Double(width), .canvasSide, "size[0]")
        try SplashError.check(Double(height), .canvasSide, "size[1]")
        try SplashError.check(cornerRadius, .length, "cornerRadius")
        if cornerRadius > maximumCornerRadius {
            throw SplashError(message: "cornerRadius \(InputRange.format(cornerRadius)) is more than half the card's shorter side; expected at most "
                + "\(InputRange.format(maximumCornerRadius)) for the \(width)×\(height) card (that much makes its short sides round)")
        }
        guard let shadow else { return }
        try SplashError.check(shadow.radius, .length, "shadow.radius")
        try SplashError.check(shadow.x, .coordinate, "shadow.x")
        try SplashError.check(shadow.y, .coordinate, "shadow.y")
        let canvas = canvasSize
        guard canvas.width <= side, canvas.height <= side else {
            throw SplashError(message: "the shadow (radius \(InputRange.format(shadow.radius)), offset \(InputRange.format(shadow.x)), \(InputRange.format(shadow.y))) makes the canvas \(canvas.width)×\(canvas.height), "
                + "over \(side) pixels a side; the margin is 1.5 × radius + the larger offset")
        }
    }

    /// The largest corner radius the card takes, in pixels: half its shorter side, where the
    /// corners meet (a circle for a square card, a capsule otherwise).
    public var maximumCornerRadius: Double { Double(min(width, height)) / 2 }

    /// The card's rectangle on the canvas.
    public var rect: Rect { Rect(x: Double(margin), y: Double(margin), width: Double(width), height: Double(height)) }
}
