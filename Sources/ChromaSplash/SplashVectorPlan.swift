import ChromaRaster
import ColorCore

/// A splash timeline as a vector output draws it: the card, the page, the shadow, and one layer
/// per fill, each shown over a span of time, each new fill's shape growing from its outline at
/// progress 0 to its outline at progress 1 with the timeline's easing. In card pixels (before
/// the timeline's ``SplashTimeline/scale``), seconds, and colors resolved in the timeline's
/// environment. Lottie and Android's AnimatedVectorDrawable are both written from it.
///
/// The layers show exactly what ``SplashTimeline/scene(atFrame:)`` draws at every instant:
/// fill k shows from the start of transition k (fill 0 from the start) until transition k + 1
/// has ended, when the fill above it covers the card and it is dropped.
public struct SplashVectorPlan: Sendable {
    /// One fill's layer.
    public struct Layer: Sendable {
        /// The fill, its colors resolved in the timeline's environment.
        public var paint: Paint
        /// When the layer appears, in seconds (0 for the first fill).
        public var appears: Double
        /// When the layer is dropped, in seconds (the timeline's end for the last fill).
        public var disappears: Double
        /// The growing shape of a fill after the first; nil for the first, which fills the card.
        public var growth: Growth?
    }

    /// A shape growing from ``from`` (progress 0) to ``to`` (progress 1): paths with the same
    /// commands, each point moving linearly with progress.
    public struct Growth: Sendable {
        /// The outline at progress 0.
        public var from: Path
        /// The outline at progress 1.
        public var to: Path
        /// When the transition starts, in seconds.
        public var start: Double
        /// How long it lasts, in seconds.
        public var duration: Double

        /// The outline at a progress (beyond 0…1 too, for a spring's overshoot): every point
        /// of ``from`` moved toward its twin in ``to``.
        public func outline(progress p: Double) -> Path {
            var path = Path()
            for (a, b) in zip(from.elements, to.elements) {
                func mix(_ u: Point, _ v: Point) -> Point { u + (v - u) * p }
                switch (a, b) {
                case (.move(let u), .move(let v)): path.move(to: mix(u, v))
                case (.line(let u), .line(let v)): path.addLine(to: mix(u, v))
                case (.quadCurve(let c, let u), .quadCurve(let d, let v)): path.addQuadCurve(to: mix(u, v), control: mix(c, d))
                case (.curve(let c1, let c2, let u), .curve(let d1, let d2, let v)):
                    path.addCurve(to: mix(u, v), control1: mix(c1, d1), control2: mix(c2, d2))
                default: path.closeSubpath()
                }
            }
            return path
        }
    }

    /// The fills' layers, bottom first.
    public var layers: [Layer]
    /// The card's rectangle in the canvas.
    public var cardRect: Rect
    /// The card's shape (a rectangle, or a rectangle with circular corners): every layer is
    /// clipped to it.
    public var cardShape: Shape
    /// Whether the card has rounded corners (so a clip other than its rectangle is needed).
    public var roundedCard: Bool
    /// The card's drop shadow, in canvas pixels, if any.
    public var shadow: BoxShadow?
    /// The page behind the card (clear for none), resolved.
    public var background: Color
    /// The canvas before scaling, in pixels.
    public var canvasSize: (width: Int, height: Int)
    /// How many times the canvas is drawn (``SplashTimeline/scale``).
    public var scale: Double
    /// The easing of every transition.
    public var easing: Easing
    /// The timeline's length in seconds (without the last frame's own showing).
    public var totalDuration: Double

    /// The plan of a valid timeline (call ``SplashTimeline/validate()`` first).
    public init(_ timeline: SplashTimeline) {
        let card = timeline.card
        let rect = card.rect
        let environment = timeline.environment
        cardRect = rect
        roundedCard = card.cornerRadius > 0
        cardShape = roundedCard ? .roundedRect(rect, cornerRadius: card.cornerRadius, style: .circular) : .rect(rect)
        shadow = card.shadow.map { shadow in
            BoxShadow(rect: Rect(x: rect.minX + shadow.x, y: rect.minY + shadow.y, width: rect.width, height: rect.height),
                      radius: shadow.radius, color: shadow.color.resolvedColor(in: environment))
        }
        background = timeline.background.resolvedColor(in: environment)
        canvasSize = card.canvasSize
        scale = timeline.scale
        easing = timeline.easing
        totalDuration = timeline.totalDuration
        let starts = timeline.startTimes
        let ends = starts.map { $0 + timeline.duration }
        layers = timeline.fills.enumerated().map { k, paint in
            let growth = k == 0 ? nil : Growth(from: timeline.animation.outline(progress: 0, in: rect),
                                               to: timeline.animation.outline(progress: 1, in: rect),
                                               start: starts[k - 1], duration: timeline.duration)
            return Layer(paint: paint.resolvingColors(in: environment), appears: k == 0 ? 0 : starts[k - 1],
                         disappears: k < ends.count ? ends[k] : .infinity, growth: growth)
        }
    }
}
