import ChromaRaster
import ColorCore

/// Paints: a color string, or an object with one key — linear, radial, elliptical, angular or
/// mesh — holding the gradient (docs/SCENES.md).
enum PaintSection {
    static let kinds = ["linear", "radial", "elliptical", "angular", "mesh"]

    static func paint(_ node: DocumentNode) throws -> Paint {
        if case .string = node.value { return .solid(try node.color()) }
        let (kind, body) = try node.singleKey(kinds, expected: "a color string or an object with one key: \(DocumentError.list(kinds))")
        switch kind {
        case "mesh":
            return .mesh(try MeshSection.mesh(body))
        case "linear":
            let fields = try body.object(keys: ["start", "end"] + styleKeys)
            let style = try self.style(fields)
            return .linear(LinearGradient(gradient: style.gradient, startPoint: try fields.required("start").point(),
                                          endPoint: try fields.required("end").point(), spread: style.spread,
                                          interpolation: style.interpolation))
        case "radial":
            let fields = try body.object(keys: ["center", "startCenter", "startRadius", "endRadius"] + styleKeys)
            let style = try self.style(fields)
            return .radial(RadialGradient(
                gradient: style.gradient, center: try fields["center"]?.point() ?? .unit(.center),
                startRadius: try fields["startRadius"]?.length() ?? 0, endRadius: try fields.required("endRadius").length(),
                startCenter: try fields["startCenter"]?.point(), spread: style.spread, interpolation: style.interpolation))
        case "elliptical":
            let fields = try body.object(keys: ["center", "startRadiusFraction", "endRadiusFraction"] + styleKeys)
            let style = try self.style(fields)
            return .elliptical(EllipticalGradient(
                gradient: style.gradient, center: try fields["center"]?.point() ?? .unit(.center),
                startRadiusFraction: try fields["startRadiusFraction"]?.number(in: 0...1_000) ?? 0,
                endRadiusFraction: try fields["endRadiusFraction"]?.number(in: 0...1_000) ?? 0.5,
                spread: style.spread, interpolation: style.interpolation))
        default:
            return .angular(try angular(body))
        }
    }

    private static func angular(_ body: DocumentNode) throws -> AngularGradient {
        let fields = try body.object(keys: ["center", "startAngle", "endAngle", "from"] + styleKeys)
        let style = try self.style(fields)
        let center = try fields["center"]?.point() ?? .unit(.center)
        if let from = fields["from"] {
            if fields.has("startAngle") || fields.has("endAngle") {
                throw from.error("give either from (CSS, 0° up) or startAngle/endAngle (SwiftUI, 0° along +x), not both")
            }
            return AngularGradient(gradient: style.gradient, center: center, from: .degrees(try from.angle()),
                                   spread: style.spread, interpolation: style.interpolation)
        }
        let start = try fields["startAngle"]?.angle() ?? 0
        let end = try fields["endAngle"]?.angle() ?? 360
        guard end > start else {
            throw (fields["endAngle"] ?? body).error("endAngle \(DocumentValue.format(end)) must be greater than startAngle \(DocumentValue.format(start))")
        }
        return AngularGradient(gradient: style.gradient, center: center, startAngle: .degrees(start),
                               endAngle: .degrees(end), spread: style.spread, interpolation: style.interpolation)
    }

    /// The keys every gradient kind shares.
    static let styleKeys = ["stops", "spread", "colorSpace", "hue"]

    private struct Style {
        var gradient: Gradient
        var spread: SpreadMode
        var interpolation: ColorInterpolation
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
                     interpolation: try interpolation(fields))
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
            return .hint(try fields.required("hint").number(in: DocumentRanges.location))
        case .object:
            let fields = try node.object(keys: ["color", "location"])
            return .color(try fields.required("color").color(), location: try fields["location"]?.number(in: DocumentRanges.location))
        default:
            throw node.expected("a color string, {\"color\": …, \"location\": …} or {\"hint\": …}")
        }
    }
}
