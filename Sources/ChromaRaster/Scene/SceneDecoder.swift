import ChromaLimits
import ChromaPNG
import ColorCore
import Foundation

/// Reads scene files (JSON, format in docs/SCENES.md). Every error names the JSON path of the
/// bad value and what was expected there; unknown keys are errors.
public enum SceneDecoder {
    /// The largest width or height a scene may have, in pixels.
    public static let maximumDimension = 65535

    /// Decodes layers this module does not know (text, swatches), for modules built on it:
    /// given a layer's JSON object, its path and the canvas, returns its layers, or nil when the
    /// object is not of its kind.
    public typealias LayerDecoder = @Sendable (_ json: SceneJSON, _ path: String, _ canvas: Rect) throws -> [Layer]?

    /// Decodes a scene from JSON bytes.
    /// - Parameter layerDecoder: decodes the layer kinds of other modules (see ``LayerDecoder``).
    /// - Throws: ``SceneError``.
    public static func decode(_ data: Data, layerDecoder: LayerDecoder? = nil) throws -> Scene {
        try scene(Node(json: parseJSON(data), path: ""), layerDecoder: layerDecoder)
    }

    /// Decodes one paint (a color string or a gradient object) from a JSON value, for other
    /// documents that embed paints. Error paths start with `path`.
    /// - Throws: ``SceneError``.
    public static func decodePaint(_ json: SceneJSON, path: String) throws -> Paint {
        try paint(Node(json: json, path: path))
    }

    /// Parses JSON bytes into a value.
    /// - Throws: ``SceneError`` for malformed JSON.
    public static func parseJSON(_ data: Data) throws -> SceneJSON {
        let depth = nestingDepth(data)
        do {
            try ResourceLimits.check(depth, .nesting, "the file")
        } catch let error as ResourceLimitError {
            throw SceneError(path: "", message: error.description)
        }
        do {
            return try JSONDecoder().decode(SceneJSON.self, from: data)
        } catch {
            throw SceneError(path: "", message: "malformed JSON: \(Self.describe(error))")
        }
    }

    /// The deepest nesting of lists and objects in JSON bytes, brackets inside strings aside;
    /// measured before parsing so that a deep file cannot exhaust the parser's stack.
    static func nestingDepth(_ data: Data) -> Int {
        var depth = 0, deepest = 0, inString = false, escaped = false
        for byte in data {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1; deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }

    /// Checks a resource limit, reporting an excess as a ``SceneError`` at `node`.
    private static func limit(_ value: Int, _ limit: ResourceLimits.Limit, _ what: @autoclosure () -> String, at node: Node) throws {
        do {
            try ResourceLimits.check(value, limit, what())
        } catch let error as ResourceLimitError {
            throw node.error(error.description)
        }
    }

    private static func describe(_ error: Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return underlying ?? context.debugDescription
        }
        return "\(error)"
    }

    // MARK: The scene

    private static func scene(_ node: Node, layerDecoder: LayerDecoder?) throws -> Scene {
        let object = try node.object(keys: ["width", "height", "background", "depth", "dither", "colorProfile", "layers"])
        let width = try object.required("width").dimension()
        let height = try object.required("height").dimension()
        try limit(width * height, .pixels, "the canvas \(width)×\(height)", at: node)
        var scene = Scene(width: width, height: height)
        if let background = object["background"] { scene.background = try background.color() }
        if let depth = object["depth"] {
            switch try depth.integer() {
            case 8: scene.depth = .eight
            case 16: scene.depth = .sixteen
            case let other: throw depth.error("depth \(other) is not supported; expected 8 or 16")
            }
        }
        if let dither = object["dither"] { scene.dither = try dither.bool() }
        if let profile = object["colorProfile"] {
            switch try profile.string() {
            case "srgb": scene.colorProfile = .srgb
            case "display-p3": scene.colorProfile = .displayP3
            case let other: throw profile.error("unknown color profile '\(other)'; expected srgb or display-p3")
            }
        }
        let canvas = scene.bounds
        if let layers = object["layers"] {
            scene.layers = try layers.array().flatMap { node -> [Layer] in
                if let layerDecoder, let decoded = try layerDecoder(node.json, node.path, canvas) { return decoded }
                return [try layer(node, canvas: canvas)]
            }
        }
        return scene
    }

    private static func layer(_ node: Node, canvas: Rect) throws -> Layer {
        let object = try node.object(keys: ["paint", "shape", "clip", "opacity"])
        var layer = Layer(paint: try paint(object.required("paint")))
        if let shape = object["shape"] { layer.shape = try self.shape(shape, canvas: canvas) }
        if let clip = object["clip"] { layer.clip = try self.shape(clip, canvas: canvas) }
        if let opacity = object["opacity"] { layer.opacity = try opacity.number(in: 0...1) }
        return layer
    }

    // MARK: Paints

    private static func paint(_ node: Node) throws -> Paint {
        if case .string = node.json { return .solid(try node.color()) }
        let (kind, body) = try node.singleKey(["linear", "radial", "elliptical", "angular", "mesh"],
                                              expected: "a color string or an object with one key: linear, radial, elliptical, angular or mesh")
        switch kind {
        case "mesh":
            return .mesh(try mesh(body))
        case "linear":
            let object = try body.object(keys: ["start", "end", "stops", "spread", "colorSpace", "hue"])
            let style = try gradientStyle(object)
            return .linear(LinearGradient(gradient: style.gradient, startPoint: try object.required("start").point(),
                                          endPoint: try object.required("end").point(), spread: style.spread,
                                          interpolation: style.interpolation))
        case "radial":
            let object = try body.object(keys: ["center", "startCenter", "startRadius", "endRadius", "stops", "spread", "colorSpace", "hue"])
            let style = try gradientStyle(object)
            return .radial(RadialGradient(
                gradient: style.gradient, center: try object["center"]?.point() ?? .unit(.center),
                startRadius: try object["startRadius"]?.number(in: 0...) ?? 0,
                endRadius: try object.required("endRadius").number(in: 0...),
                startCenter: try object["startCenter"]?.point(), spread: style.spread, interpolation: style.interpolation))
        case "elliptical":
            let object = try body.object(keys: ["center", "startRadiusFraction", "endRadiusFraction", "stops", "spread", "colorSpace", "hue"])
            let style = try gradientStyle(object)
            return .elliptical(EllipticalGradient(
                gradient: style.gradient, center: try object["center"]?.point() ?? .unit(.center),
                startRadiusFraction: try object["startRadiusFraction"]?.number(in: 0...) ?? 0,
                endRadiusFraction: try object["endRadiusFraction"]?.number(in: 0...) ?? 0.5,
                spread: style.spread, interpolation: style.interpolation))
        default:
            let object = try body.object(keys: ["center", "startAngle", "endAngle", "from", "stops", "spread", "colorSpace", "hue"])
            let style = try gradientStyle(object)
            let center = try object["center"]?.point() ?? .unit(.center)
            if let from = object["from"] {
                if object["startAngle"] != nil || object["endAngle"] != nil {
                    throw from.error("give either from (CSS, 0° up) or startAngle/endAngle (SwiftUI, 0° along +x), not both")
                }
                return .angular(AngularGradient(gradient: style.gradient, center: center, from: .degrees(try from.number()),
                                                spread: style.spread, interpolation: style.interpolation))
            }
            let start = try object["startAngle"]?.number() ?? 0
            let end = try object["endAngle"]?.number() ?? 360
            guard end > start else {
                throw (object["endAngle"] ?? body).error("endAngle \(end) must be greater than startAngle \(start)")
            }
            return .angular(AngularGradient(gradient: style.gradient, center: center, startAngle: .degrees(start),
                                            endAngle: .degrees(end), spread: style.spread, interpolation: style.interpolation))
        }
    }

    private static func mesh(_ node: Node) throws -> MeshGradient {
        let object = try node.object(keys: ["width", "height", "points", "colors", "smoothsColors", "monotone", "patches",
                                            "colorSpace", "hue", "background"])
        let interpolation = try colorInterpolation(object)
        let background = try object["background"]?.color() ?? .clear
        var mesh: MeshGradient
        if let patchesNode = object["patches"] {
            for key in ["width", "height", "points", "colors", "smoothsColors", "monotone"] where object[key] != nil {
                throw object[key]!.error("a mesh of patches takes no \(key); give either patches or a grid (width, height, points, colors)")
            }
            let patches = try patchesNode.array().map { patchNode -> MeshPatch in
                let patch = try patchNode.object(keys: ["sides", "colors", "interior"])
                let sidesNode = try patch.required("sides")
                let sides = try sidesNode.array().map { try $0.array().map { try $0.pixelPoint() } }
                guard sides.count == 4, sides.allSatisfy({ $0.count == 4 }) else {
                    throw sidesNode.error("expected four sides of four points each, [[P0, c, c, P1], [P1, c, c, P2], [P2, c, c, P3], [P3, c, c, P0]]")
                }
                let colorsNode = try patch.required("colors")
                let colors = try colorsNode.array().map { try $0.color() }
                guard colors.count == 4 else { throw colorsNode.error("expected four corner colors, found \(colors.count)") }
                let interior = try patch["interior"].map { node -> [Point] in
                    let points = try node.array().map { try $0.pixelPoint() }
                    guard points.count == 4 else { throw node.error("expected four interior points, found \(points.count)") }
                    return points
                }
                for k in 0..<4 where sides[k][3] != sides[(k + 1) % 4][0] {
                    throw sidesNode.error("side \(k) ends where side \((k + 1) % 4) does not start; each side must start at the previous side's end")
                }
                return MeshPatch(sides: sides, colors: colors, interior: interior)
            }
            guard !patches.isEmpty else { throw patchesNode.error("a mesh needs at least one patch") }
            mesh = MeshGradient(patches: patches, interpolation: interpolation, background: background)
        } else {
            let widthNode = try object.required("width"), heightNode = try object.required("height")
            let width = try widthNode.integer(), height = try heightNode.integer()
            for (value, valueNode) in [(width, widthNode), (height, heightNode)] {
                guard value >= 2 else { throw valueNode.error("\(value) vertices; a mesh needs at least 2 each way") }
                try limit(value, .meshSide, "the mesh grid \(width)×\(height)", at: valueNode)
            }
            let pointsNode = try object.required("points")
            let points = try pointsNode.array().map(meshPoint)
            guard points.count == width * height else { throw pointsNode.error("\(points.count) points for a \(width)×\(height) grid; expected \(width * height)") }
            let colorsNode = try object.required("colors")
            let colors = try colorsNode.array().map { try $0.color() }
            guard colors.count == width * height else { throw colorsNode.error("\(colors.count) colors for a \(width)×\(height) grid; expected \(width * height)") }
            mesh = MeshGradient(width: width, height: height, points: points, colors: colors,
                                smoothsColors: try object["smoothsColors"]?.bool() ?? true, monotone: try object["monotone"]?.bool() ?? false,
                                interpolation: interpolation, background: background)
        }
        return mesh
    }

    private static func meshPoint(_ node: Node) throws -> MeshPoint {
        if case .array = node.json { return MeshPoint(position: try node.pixelPoint()) }
        let object = try node.object(keys: ["position", "leadingControlPoint", "topControlPoint", "trailingControlPoint", "bottomControlPoint"])
        return MeshPoint(position: try object.required("position").pixelPoint(),
                         leadingControlPoint: try object["leadingControlPoint"]?.pixelPoint(),
                         topControlPoint: try object["topControlPoint"]?.pixelPoint(),
                         trailingControlPoint: try object["trailingControlPoint"]?.pixelPoint(),
                         bottomControlPoint: try object["bottomControlPoint"]?.pixelPoint())
    }

    /// The `colorSpace` and `hue` keys of a gradient or mesh: device interpolation unless given.
    private static func colorInterpolation(_ object: Object) throws -> ColorInterpolation {
        var interpolation = ColorInterpolation.device
        if let space = object["colorSpace"] {
            let name = try space.string()
            guard let value = ColorSpace(name: name) else {
                throw space.error("unknown color space '\(name)'; expected device, perceptual or a CSS space such as oklab, oklch, srgb-linear")
            }
            interpolation.space = value
        }
        if let hue = object["hue"] {
            let name = try hue.string()
            guard let method = HueInterpolationMethod(rawValue: name) else {
                throw hue.error("unknown hue method '\(name)'; expected shorter, longer, increasing or decreasing")
            }
            interpolation.hue = method
        }
        return interpolation
    }

    private static func gradientStyle(_ object: Object) throws -> GradientStyle {
        let stopsNode = try object.required("stops")
        let stopNodes = try stopsNode.array()
        try limit(stopNodes.count, .stops, "the gradient", at: stopsNode)
        let elements = try stopNodes.map(stop)
        let gradient: Gradient
        do {
            gradient = try Gradient(elements: elements)
        } catch let error as GradientError {
            throw stopsNode.error(error.message)
        }
        let interpolation = try colorInterpolation(object)
        var spread = SpreadMode.pad
        if let node = object["spread"] {
            let name = try node.string()
            guard let mode = SpreadMode(rawValue: name) else { throw node.error("unknown spread '\(name)'; expected pad, repeat or reflect") }
            spread = mode
        }
        return GradientStyle(gradient: gradient, spread: spread, interpolation: interpolation)
    }

    private static func stop(_ node: Node) throws -> Gradient.Element {
        switch node.json {
        case .string:
            return .color(try node.color(), location: nil)
        case .object(let members) where members.keys.contains("hint"):
            let object = try node.object(keys: ["hint"])
            return .hint(try object.required("hint").number())
        case .object:
            let object = try node.object(keys: ["color", "location"])
            return .color(try object.required("color").color(), location: try object["location"]?.number())
        default:
            throw node.error("expected a color string, {\"color\": …, \"location\": …} or {\"hint\": …}, found \(node.json.typeName)")
        }
    }

    // MARK: Shapes

    private static func shape(_ node: Node, canvas: Rect) throws -> Shape {
        if case .object(let members) = node.json, members.keys.contains("path") {
            let object = try node.object(keys: ["path", "fillRule"])
            let dataNode = try object.required("path")
            let path: Path
            do {
                path = try SVGPathParser.parse(try dataNode.string())
            } catch let error as SVGPathError {
                throw dataNode.error(error.message)
            }
            var rule = FillRule.nonZero
            if let ruleNode = object["fillRule"] {
                let name = try ruleNode.string()
                guard let value = FillRule(rawValue: name) else { throw ruleNode.error("unknown fill rule '\(name)'; expected nonZero or evenOdd") }
                rule = value
            }
            return .path(path, fillRule: rule)
        }
        let (kind, body) = try node.singleKey(["rect", "roundedRect", "ellipse", "circle", "path"],
                                              expected: "an object with one key: rect, roundedRect, ellipse, circle or path")
        switch kind {
        case "rect":
            return .rect(try body.rect())
        case "ellipse":
            return .ellipse(try body.rect())
        case "roundedRect":
            let object = try body.object(keys: ["rect", "cornerRadius", "style"])
            var style = RoundedCornerStyle.circular
            if let node = object["style"] {
                let name = try node.string()
                guard let value = RoundedCornerStyle(rawValue: name) else { throw node.error("unknown corner style '\(name)'; expected circular or continuous") }
                style = value
            }
            return .roundedRect(try object.required("rect").rect(), cornerRadius: try object.required("cornerRadius").number(in: 0...), style: style)
        default:
            let object = try body.object(keys: ["center", "radius"])
            let center = try object["center"]?.point() ?? .unit(.center)
            return .circle(center: center.resolved(in: canvas), radius: try object.required("radius").number(in: 0...))
        }
    }

    // MARK: Reading values with their paths

    private struct Node {
        let json: SceneJSON
        let path: String

        func error(_ message: String) -> SceneError { SceneError(path: path, message: message) }

        func object(keys: [String]) throws -> Object {
            guard case .object(let members) = json else { throw error("expected an object, found \(json.typeName)") }
            for key in members.keys.sorted() where !keys.contains(key) {
                throw error("unknown key '\(key)'; expected \(keys.joined(separator: ", "))")
            }
            return Object(members: members, path: path)
        }

        /// An object with exactly one of `keys`, and that key's value.
        func singleKey(_ keys: [String], expected: String) throws -> (String, Node) {
            guard case .object(let members) = json, members.count == 1, let (key, value) = members.first else {
                throw error("expected \(expected), found \(json.typeName)\(caseObjectCount)")
            }
            guard keys.contains(key) else { throw error("unknown key '\(key)'; expected \(expected)") }
            return (key, Node(json: value, path: path + "." + key))
        }

        private var caseObjectCount: String {
            if case .object(let members) = json { return " with \(members.count) keys" }
            return ""
        }

        func array() throws -> [Node] {
            guard case .array(let values) = json else { throw error("expected an array, found \(json.typeName)") }
            return values.enumerated().map { Node(json: $1, path: "\(path)[\($0)]") }
        }

        func string() throws -> String {
            guard case .string(let value) = json else { throw error("expected a string, found \(json.typeName)") }
            return value
        }

        func bool() throws -> Bool {
            guard case .bool(let value) = json else { throw error("expected true or false, found \(json.typeName)") }
            return value
        }

        func number() throws -> Double {
            guard case .number(let value) = json else { throw error("expected a number, found \(json.typeName)") }
            guard value.isFinite else { throw error("expected a finite number, found \(value)") }
            return value
        }

        func number(in range: ClosedRange<Double>) throws -> Double {
            let value = try number()
            guard range.contains(value) else { throw error("\(value) is outside \(range.lowerBound)…\(range.upperBound)") }
            return value
        }

        func number(in range: PartialRangeFrom<Double>) throws -> Double {
            let value = try number()
            guard range.contains(value) else { throw error("\(value) is negative; expected \(range.lowerBound) or more") }
            return value
        }

        func integer() throws -> Int {
            let value = try number()
            guard value == value.rounded(), abs(value) < 1e15 else { throw error("expected a whole number, found \(value)") }
            return Int(value)
        }

        func dimension() throws -> Int {
            let value = try integer()
            guard (1...SceneDecoder.maximumDimension).contains(value) else {
                throw error("size \(value) is outside 1…\(SceneDecoder.maximumDimension) pixels")
            }
            return value
        }

        func color() throws -> Color {
            let text = try string()
            do {
                return try Color(parsing: text)
            } catch let parseError as ColorParseError {
                throw error("expected a color string: \(parseError.description)")
            }
        }

        func point() throws -> AnchorPoint {
            switch json {
            case .string(let name):
                guard let unit = UnitPoint.named[name] else {
                    throw error("unknown point '\(name)'; expected [x, y] in pixels or one of \(UnitPoint.named.keys.sorted().joined(separator: ", "))")
                }
                return .unit(unit)
            case .array(let values):
                guard values.count == 2 else { throw error("expected [x, y], found \(values.count) numbers") }
                let items = try array()
                return .pixels(Point(x: try items[0].number(), y: try items[1].number()))
            default:
                throw error("expected [x, y] in pixels or a unit point name such as \"center\", found \(json.typeName)")
            }
        }

        func pixelPoint() throws -> Point {
            let items = try array()
            guard items.count == 2 else { throw error("expected [x, y] in pixels, found \(items.count) numbers") }
            return Point(x: try items[0].number(), y: try items[1].number())
        }

        func rect() throws -> Rect {
            let items = try array()
            guard items.count == 4 else { throw error("expected [x, y, width, height], found \(items.count) numbers") }
            let width = try items[2].number(in: 0...), height = try items[3].number(in: 0...)
            return Rect(x: try items[0].number(), y: try items[1].number(), width: width, height: height)
        }
    }

    private struct Object {
        let members: [String: SceneJSON]
        let path: String

        subscript(key: String) -> Node? {
            members[key].map { Node(json: $0, path: path.isEmpty ? key : path + "." + key) }
        }

        func required(_ key: String) throws -> Node {
            guard let node = self[key] else {
                throw SceneError(path: path, message: "missing key '\(key)'")
            }
            return node
        }
    }
}
