import ChromaLimits
import ChromaRaster

/// Shapes: rect, roundedRect, ellipse, circle, or an SVG path with its fill rule.
enum ShapeSection {
    private static let kinds = ["rect", "roundedRect", "ellipse", "circle", "path"]

    static func shape(_ node: DocumentNode, canvas: Rect) throws -> Shape {
        if case .object(let object) = node.value, object["path"] != nil {
            let fields = try node.object(keys: ["path", "fillRule"])
            let dataNode = try fields.required("path")
            let path: Path
            do {
                path = try SVGPathParser.parse(try dataNode.string())
            } catch let failure as SVGPathError {
                throw dataNode.error(failure.message)
            }
            return .path(path, fillRule: try fields["fillRule"]?.choice("fill rule", FillRule.self) ?? .nonZero)
        }
        let (kind, body) = try node.singleKey(kinds, expected: "an object with one key: \(DocumentError.list(kinds))")
        switch kind {
        case "rect":
            return .rect(try body.rect())
        case "ellipse":
            return .ellipse(try body.rect())
        case "roundedRect":
            let fields = try body.object(keys: ["rect", "cornerRadius", "style"])
            let rect = try fields.required("rect").rect()
            let radiusNode = try fields.required("cornerRadius")
            let radius = try radiusNode.length()
            // Past half the shorter side the corners would meet and the rectangle become a capsule
            // without a word; the card of a splash is held to the same bound.
            let most = min(rect.width, rect.height) / 2
            guard radius <= most else {
                throw radiusNode.error("\(InputRange.format(radius)) is more than half the rectangle's shorter side; expected at most "
                    + "\(InputRange.format(most)) for a \(InputRange.format(rect.width))×\(InputRange.format(rect.height)) rectangle (that much makes its short sides round)")
            }
            return .roundedRect(rect, cornerRadius: radius, style: try fields["style"]?.choice("corner style", RoundedCornerStyle.self) ?? .circular)
        default:
            let fields = try body.object(keys: ["center", "radius"])
            let center = try fields["center"]?.point() ?? .unit(.center)
            return .circle(center: center.resolved(in: canvas), radius: try fields.required("radius").length())
        }
    }
}
