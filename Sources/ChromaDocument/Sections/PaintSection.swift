import ChromaLimits
import ChromaCSS
import ChromaRaster
import ColorCore

/// Paints: a color string, or an object with one key — linear, radial, elliptical, angular,
/// mesh, or css (a CSS Images 4 gradient string, drawn as the browsers draw it) — holding the
/// gradient (docs/SCENES.md).
enum PaintSection {
    static let kinds = ["linear", "radial", "elliptical", "angular", "mesh", "css"]

    /// The paints of a paint value, bottom first: one, or for a CSS list one per image (the
    /// first image of the list on top). CSS geometry resolves against `box`, the shape or canvas
    /// the paint fills.
    static func paints(_ node: DocumentNode, box: Rect) throws -> [Paint] {
        guard case .object(let object) = node.value, object.count == 1, let text = object["css"] else { return [try paint(node, box: box)] }
        let cssNode = node.child(text, path: node.path(of: "css"))
        let css = try cssNode.string()
        do {
            return try CSSImage(parsing: css).paints(in: box).reversed()
        } catch {
            throw cssNode.error("expected a CSS gradient: \(DocumentValue.escape(error.description, limit: 200))")
        }
    }

    /// One paint; a CSS value must hold one image.
    static func paint(_ node: DocumentNode, box: Rect) throws -> Paint {
        if case .string = node.value { return .solid(try node.color()) }
        let (kind, body) = try node.singleKey(kinds, expected: "a color string or an object with one key: \(DocumentError.list(kinds))")
        switch kind {
        case "mesh":
            return .mesh(try MeshSection.mesh(body, box: box))
        case "css":
            let paints = try paints(node, box: box)
            guard paints.count == 1 else { throw node.error("expected one CSS image here, found a list of \(paints.count)") }
            return paints[0]
        case "linear":
            let fields = try body.object(keys: ["start", "end"] + styleKeys)
            let style = try self.style(fields)
            let units = try fields["units"]?.units() ?? .pixels
            let start = try fields.required("start").point(units: units), end = try fields.required("end").point(units: units)
            if fields["units"] == nil { body.warnIfUnitLike([start, end], box: box, what: "the start and end points") }
            return .linear(LinearGradient(gradient: style.gradient, startPoint: start, endPoint: end, spread: style.spread,
                                          interpolation: style.interpolation, gamut: style.gamut))
        case "radial":
            let fields = try body.object(keys: ["center", "startCenter", "startRadius", "endRadius"] + styleKeys)
            let style = try self.style(fields)
            let units = try fields["units"]?.units() ?? .pixels
            let center = try fields["center"]?.point(units: units) ?? .unit(.center)
            let startCenter = try fields["startCenter"]?.point(units: units)
            if fields["units"] == nil { body.warnIfUnitLike([center] + (startCenter.map { [$0] } ?? []), box: box, what: "the centers") }
            return .radial(RadialGradient(
                gradient: style.gradient, center: center,
                startRadius: try fields["startRadius"]?.length() ?? 0, endRadius: try fields.required("endRadius").length(),
                startCenter: startCenter, spread: style.spread, interpolation: style.interpolation,
                gamut: style.gamut))
        case "elliptical":
            let fields = try body.object(keys: ["center", "startRadiusFraction", "endRadiusFraction"] + styleKeys)
            let style = try self.style(fields)
            let center = try fields["center"]?.point(units: try fields["units"]?.units() ?? .pixels) ?? .unit(.center)
            if fields["units"] == nil { body.warnIfUnitLike([center], box: box, what: "the center's coordinates") }
            return .elliptical(EllipticalGradient(
                gradient: style.gradient, center: center,
                startRadiusFraction: try fields["startRadiusFraction"]?.number(in: .radiusFraction) ?? 0,
                endRadiusFraction: try fields["endRadiusFraction"]?.number(in: .radiusFraction) ?? 0.5,
                spread: style.spread, interpolation: style.interpolation, gamut: style.gamut))
        default:
            return .angular(try angular(body, box: box))
        }
    }

    private static func angular(_ body: DocumentNode, box: Rect) throws -> AngularGradient {
        let fields = try body.object(keys: ["center", "startAngle", "endAngle", "from"] + styleKeys)
        let style = try self.style(fields)
        let center = try fields["center"]?.point(units: try fields["units"]?.units() ?? .pixels) ?? .unit(.center)
        if fields["units"] == nil { body.warnIfUnitLike([center], box: box, what: "the center's coordinates") }
        if let from = fields["from"] {
            if fields.has("startAngle") || fields.has("endAngle") {
                throw from.error("give either from (CSS, 0° up) or startAngle/endAngle (SwiftUI, 0° along +x), not both")
            }
            return AngularGradient(gradient: style.gradient, center: center, from: .degrees(try from.angle()),
                                   spread: style.spread, interpolation: style.interpolation, gamut: style.gamut)
        }
        let start = try fields["startAngle"]?.angle() ?? 0
        let end = try fields["endAngle"]?.angle() ?? 360
        guard end > start else {
            throw (fields["endAngle"] ?? body).error("endAngle \(DocumentValue.format(end)) must be greater than startAngle \(DocumentValue.format(start))")
        }
        return AngularGradient(gradient: style.gradient, center: center, startAngle: .degrees(start),
                               endAngle: .degrees(end), spread: style.spread, interpolation: style.interpolation, gamut: style.gamut)
    }

    /// The keys every gradient kind shares.
    static let styleKeys = ["stops", "spread", "colorSpace", "hue", "gamut", "units"]

    private struct Style {
        var gradient: Gradient
        var spread: SpreadMode
        var interpolation: ColorInterpolation
        var gamut: GamutMode
    }

    private static func style(_ fields: DocumentFields) throws -> Style {
        let stopsNode = try fields.required("stops")
        let elements = try stopsNode.array(limit: .stops, what: "the gradient").map(stop)
        let gradient: Gradient
        do {
            gradient = try Gradient(elements: elements)
        } catch let failure as GradientError {
            throw stopsNode.error(failure.message)
        }
        return Style(gradient: gradient, spread: try fields["spread"]?.choice("spread", SpreadMode.self) ?? .pad,
                     interpolation: try interpolation(fields), gamut: try gamut(fields))
    }

    /// The `gamut` key of a gradient or mesh: map (CSS Color 4's gamut mapping, the default) or clip.
    static func gamut(_ fields: DocumentFields) throws -> GamutMode {
        try fields["gamut"]?.choice("gamut mode", GamutMode.self) ?? .map
    }

    /// The `colorSpace` and `hue` keys of a gradient or mesh: device interpolation unless given.
    static func interpolation(_ fields: DocumentFields) throws -> ColorInterpolation {
        var interpolation = ColorInterpolation.device
        if let space = fields["colorSpace"] {
            let name = try space.string()
            guard let value = ColorSpace(name: name) else {
                throw DocumentError.unknownName(name, at: space.path, kind: "color space",
                                                expected: ["device", "perceptual"] + ColorSpace.allCases.map(\.rawValue))
            }
            interpolation.space = value
        }
        if let hue = fields["hue"] { interpolation.hue = try hue.choice("hue method", HueInterpolationMethod.self) }
        return interpolation
    }

    private static func stop(_ node: DocumentNode) throws -> Gradient.Element {
        switch node.value {
        case .string:
            return .color(try node.color(), location: nil)
        case .object(let object) where object["hint"] != nil:
            let fields = try node.object(keys: ["hint"])
            return .hint(try fields.required("hint").number(in: .location))
        case .object:
            let fields = try node.object(keys: ["color", "location"])
            return .color(try fields.required("color").color(), location: try fields["location"]?.number(in: .location))
        default:
            throw node.expected("a color string, {\"color\": …, \"location\": …} or {\"hint\": …}")
        }
    }
}
