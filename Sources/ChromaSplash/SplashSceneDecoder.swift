import ChromaPNG
import ChromaRaster
import ColorCore
import Foundation

/// Reads the `splash` section of a scene file: a splash timeline in JSON.
///
/// ```json
/// {"splash": {"size": [200, 100], "fills": ["#0000ff", "#ff0000", {"linear": {…}}], "animation": "circle",
///             "duration": 0.5, "fps": 60, "hold": 0, "starts": [0, 0.3], "easing": "easeInOut",
///             "softEdge": 0, "cornerRadius": 10, "shadow": true, "background": "#ffffff", "depth": 8}}
/// ```
/// `fills` take the paints of scene files (colors and gradients); `shadow` is `true` (the
/// article's) or `{"color": C, "radius": R, "x": X, "y": Y}`. Errors name the JSON path.
public enum SplashSceneDecoder {
    static let keys = ["size", "fills", "animation", "duration", "fps", "hold", "starts", "easing", "softEdge",
                       "cornerRadius", "shadow", "background", "depth"]

    /// The timeline of a scene file's `splash` section, or nil when the file has none.
    /// - Throws: ``SceneError`` naming the path of the bad value.
    public static func decode(_ data: Data) throws -> SplashTimeline? {
        guard case .object(let root) = try SceneDecoder.parseJSON(data), let section = root["splash"] else { return nil }
        if root.count > 1 {
            let others = root.keys.filter { $0 != "splash" }.sorted().joined(separator: ", ")
            throw SceneError(path: "", message: "a splash scene has only a splash section; unexpected \(others)")
        }
        let splash = try Fields(section, path: "splash", keys: keys)
        let size = try splash.numbers("size", count: 2)
        guard size.allSatisfy({ $0 == $0.rounded() && $0 >= 1 && $0 <= Double(SceneDecoder.maximumDimension) }) else {
            throw SceneError(path: "splash.size", message: "expected [width, height], whole numbers of pixels from 1 to \(SceneDecoder.maximumDimension)")
        }
        guard case .array(let fillValues)? = splash["fills"] else {
            throw SceneError(path: "splash.fills", message: "expected an array of colors or gradients")
        }
        let fills = try fillValues.enumerated().map { try SceneDecoder.decodePaint($1, path: "splash.fills[\($0)]") }
        var shadow: SplashCard.Shadow? = nil
        switch splash["shadow"] {
        case nil, .bool(false)?: shadow = nil
        case .bool(true)?: shadow = .article
        case .object?:
            let fields = try Fields(splash["shadow"]!, path: "splash.shadow", keys: ["color", "radius", "x", "y"])
            let article = SplashCard.Shadow.article
            shadow = SplashCard.Shadow(color: try fields.color("color") ?? article.color, radius: try fields.number("radius") ?? article.radius,
                                       x: try fields.number("x") ?? 0, y: try fields.number("y") ?? article.y)
        default:
            throw SceneError(path: "splash.shadow", message: "expected true, false or {\"color\": …, \"radius\": …, \"x\": …, \"y\": …}")
        }
        let card = SplashCard(width: Int(size[0]), height: Int(size[1]), cornerRadius: try splash.number("cornerRadius") ?? 0,
                              shadow: shadow, background: try splash.color("background"))
        let depth = try splash.number("depth") ?? 8
        guard depth == 8 || depth == 16 else { throw SceneError(path: "splash.depth", message: "depth \(depth) is not supported; expected 8 or 16") }
        let fps = try splash.number("fps") ?? 60
        guard fps == fps.rounded(), abs(fps) < 1e9 else { throw SceneError(path: "splash.fps", message: "expected a whole number of frames per second, found \(fps)") }
        do {
            let timeline = SplashTimeline(
                fills: fills, animation: try SplashAnimation(parsing: try splash.string("animation") ?? "leftToRight"),
                duration: try splash.number("duration") ?? 0.5, hold: try splash.number("hold") ?? 0,
                starts: try splash["starts"].map { _ in try splash.numbers("starts", count: nil) },
                easing: try Easing(parsing: try splash.string("easing") ?? "easeInOut"), fps: Int(fps),
                softness: try splash.number("softEdge") ?? 0, card: card, depth: depth == 16 ? .sixteen : .eight)
            try timeline.validate()
            return timeline
        } catch let error as SplashError {
            throw SceneError(path: "splash", message: error.message)
        }
    }

    /// An object's members, read with their paths.
    private struct Fields {
        let members: [String: SceneJSON]
        let path: String

        init(_ json: SceneJSON, path: String, keys: [String]) throws {
            guard case .object(let members) = json else { throw SceneError(path: path, message: "expected an object, found \(json.typeName)") }
            for key in members.keys.sorted() where !keys.contains(key) {
                throw SceneError(path: path, message: "unknown key '\(key)'; expected \(keys.joined(separator: ", "))")
            }
            self.members = members
            self.path = path
        }

        subscript(key: String) -> SceneJSON? { members[key] }

        func error(_ key: String, _ message: String) -> SceneError { SceneError(path: "\(path).\(key)", message: message) }

        func number(_ key: String) throws -> Double? {
            guard let value = members[key] else { return nil }
            guard case .number(let n) = value, n.isFinite else { throw error(key, "expected a number, found \(value.typeName)") }
            return n
        }

        func string(_ key: String) throws -> String? {
            guard let value = members[key] else { return nil }
            guard case .string(let text) = value else { throw error(key, "expected a string, found \(value.typeName)") }
            return text
        }

        func color(_ key: String) throws -> Color? {
            guard let text = try string(key) else { return nil }
            do { return try Color(parsing: text) } catch let parseError as ColorParseError {
                throw error(key, "expected a color string: \(parseError.description)")
            }
        }

        func numbers(_ key: String, count: Int?) throws -> [Double] {
            guard case .array(let items)? = members[key], count == nil || items.count == count else {
                throw error(key, count.map { "expected an array of \($0) numbers" } ?? "expected an array of numbers")
            }
            return try items.enumerated().map { i, item in
                guard case .number(let n) = item, n.isFinite else {
                    throw SceneError(path: "\(path).\(key)[\(i)]", message: "expected a number, found \(item.typeName)")
                }
                return n
            }
        }
    }
}
