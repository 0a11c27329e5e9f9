import ChromaLimits
import ChromaRaster
import ChromaSplash
import ColorCore

/// A splash document: a timeline of fills growing over a card.
///
/// ```json
/// {"splash": {"size": [200, 100], "fills": ["#0000ff", "#ff0000", {"linear": {…}}], "animation": "circle",
///             "duration": 0.5, "fps": 60, "hold": 0, "starts": [0, 0.3], "easing": "easeInOut",
///             "softEdge": 0, "cornerRadius": 10, "shadow": true, "background": "#ffffff", "depth": 8,
///             "dither": true, "colorProfile": "srgb", "scale": 1, "frameCount": 31}}
/// ```
/// `fills` take the paints of scene files (colors and gradients); `shadow` is `true` (the
/// article's) or `{"color": C, "radius": R, "x": X, "y": Y}`.
enum SplashSection {
    static let keys = ["size", "fills", "animation", "duration", "fps", "hold", "starts", "easing", "softEdge",
                       "cornerRadius", "shadow", "background", "depth", "dither", "colorProfile", "scale", "frameCount"]

    static func timeline(_ node: DocumentNode) throws -> SplashTimeline {
        let fields = try node.object(keys: keys)
        let sizeNode = try fields.required("size")
        let size = try sizeNode.array(count: 2, of: "[width, height] in pixels").map { try $0.integer(in: .canvasSide) }
        let card = SplashCard(width: size[0], height: size[1], cornerRadius: try fields["cornerRadius"]?.length() ?? 0,
                              shadow: try fields["shadow"].map(shadow) ?? nil, background: try fields["background"]?.color())
        // CSS fills resolve against the card.
        let fills = try fields.required("fills").array().map { try PaintSection.paint($0, box: card.rect) }
        let animationNode = fields["animation"], easingNode = fields["easing"]
        var timeline = SplashTimeline(
            fills: fills, animation: try parse(animationNode, SplashAnimation.init(parsing:)) ?? .leftToRight,
            duration: try fields["duration"]?.number(in: .duration) ?? 0.5,
            hold: try fields["hold"]?.number(in: .seconds) ?? 0,
            starts: try fields["starts"]?.array().map { try $0.number(in: .seconds) },
            easing: try parse(easingNode, Easing.init(parsing:)) ?? .easeInOut,
            fps: try fields["fps"]?.integer(in: .fps) ?? 60,
            softness: try fields["softEdge"]?.length() ?? 0, card: card,
            depth: try fields["depth"].map(SceneSection.depth) ?? .eight)
        timeline.scale = try fields["scale"]?.scale() ?? 1
        timeline.dither = try fields["dither"]?.bool() ?? true
        timeline.colorProfile = try fields["colorProfile"]?.choice("color profile", OutputColorSpace.self) ?? .srgb
        timeline.fixedFrameCount = try fields["frameCount"]?.integer(in: .frameCount)
        do {
            try timeline.validate()
        } catch let failure as SplashError {
            throw node.error(failure.message)
        }
        return timeline
    }

    /// A name that parses into a value, its parse error reported at the node.
    private static func parse<Value>(_ node: DocumentNode?, _ parser: (String) throws -> Value) throws -> Value? {
        guard let node else { return nil }
        do {
            return try parser(try node.string())
        } catch let failure as SplashError {
            throw node.error(failure.message)
        }
    }

    private static func shadow(_ node: DocumentNode) throws -> SplashCard.Shadow? {
        switch node.value {
        case .bool(let on):
            return on ? .article : nil
        case .object:
            let fields = try node.object(keys: ["color", "radius", "x", "y"])
            let article = SplashCard.Shadow.article
            return SplashCard.Shadow(color: try fields["color"]?.color() ?? article.color,
                                     radius: try fields["radius"]?.length() ?? article.radius,
                                     x: try fields["x"]?.coordinate() ?? 0,
                                     y: try fields["y"]?.coordinate() ?? article.y)
        default:
            throw node.expected("true, false or {\"color\": …, \"radius\": …, \"x\": …, \"y\": …}")
        }
    }
}
