import ChromaJSON
import ChromaLimits
import ColorCore
import Foundation

/// A gradient token (DTCG 2025.10, `$type: gradient`): stops of a color and a position 0…1,
/// each a value or an alias (`"{brand.primary}"`), the whole token an alias to another
/// gradient too; a position outside 0…1 is clamped, as the format says.
///
/// The format gives no geometry. Chroma reads it from the token's `$extensions` under the key
/// ``extensionKey`` (`"dev.chroma"`), every member optional:
///
/// ```json
/// "$extensions": { "dev.chroma": { "kind": "radial", "center": [0.3, 0.4], "interpolation": "oklch",
///                                  "hue": "longer", "width": 640, "height": 320 } }
/// ```
///
/// - `kind`: `linear` (default), `radial` (a circle to the farthest corner) or `conic`;
/// - `angle`: degrees, for linear (CSS's: 90, the default, runs left to right, as the format's
///   examples draw) and conic (where it starts, default 0, up);
/// - `center`: `[x, y]` as fractions of the canvas, for radial and conic (default the middle);
/// - `interpolation`: the space colors are mixed in, any of CSS's (`oklab`, `oklch`, `srgb`,
///   `display-p3`…); without it CSS's rule (sRGB when every stop is a legacy sRGB color, OKLab
///   otherwise);
/// - `hue`: `shorter` (default), `longer`, `increasing` or `decreasing`, for a polar space;
/// - `width`, `height`: the canvas in pixels when `chroma render` draws the token (default
///   512 × 128 for linear, 512 × 512 otherwise).
public struct DesignTokenGradient: Hashable, Sendable {
    /// One stop.
    public struct Stop: Hashable, Sendable {
        /// The color at the stop.
        public var color: Color
        /// The position along the gradient, 0…1.
        public var position: Double
    }

    /// The `$extensions` key Chroma's geometry is under.
    public static let extensionKey = "dev.chroma"

    /// The token's path, dotted.
    public var name: String
    /// The stops, in the token's order.
    public var stops: [Stop]
    /// `linear`, `radial` or `conic`.
    public var kind: String = "linear"
    /// Degrees (linear: the CSS angle, 90 left to right; conic: where it starts).
    public var angle: Double?
    /// The center, fractions of the canvas (radial, conic).
    public var center: (x: Double, y: Double)?
    /// The interpolation space's CSS name, or nil for CSS's default.
    public var interpolation: String?
    /// The hue interpolation method's CSS name, or nil.
    public var hue: String?
    /// The canvas in pixels, when the token gives it.
    public var width: Int?
    /// The canvas in pixels, when the token gives it.
    public var height: Int?

    /// The canvas `chroma render` draws the token on.
    public var size: (width: Int, height: Int) {
        (width ?? 512, height ?? (kind == "linear" ? 128 : 512))
    }

    /// The gradient as a CSS image (`linear-gradient(in oklab 90deg, color(…) 0%, …)`), which
    /// ChromaCSS draws; every color written in its own space, so none is clipped on the way.
    public var css: String {
        var head: [String] = []
        let center = self.center.map { "at \(DecimalFormat.string($0.x * 100, maxFractionDigits: 4))% \(DecimalFormat.string($0.y * 100, maxFractionDigits: 4))%" }
        switch kind {
        case "radial": head.append("circle farthest-corner" + (center.map { " " + $0 } ?? ""))
        case "conic": head.append(["from \(DecimalFormat.string(angle ?? 0, maxFractionDigits: 6))deg", center].compactMap { $0 }.joined(separator: " "))
        default: head.append("\(DecimalFormat.string(angle ?? 90, maxFractionDigits: 6))deg")
        }
        if let interpolation { head.append("in \(interpolation)" + (hue.map { " \($0) hue" } ?? "")) }
        let stops = self.stops.map { stop in
            let space = DesignTokenColor.writtenSpace(stop.color)
            return stop.color.cssString(in: space == .hwb || space == .hsl ? .srgb : space, decimals: 9)
                + " " + DecimalFormat.string(stop.position * 100, maxFractionDigits: 6) + "%"
        }
        let function = kind == "radial" ? "radial-gradient" : kind == "conic" ? "conic-gradient" : "linear-gradient"
        return function + "(" + ([head.joined(separator: " ")] + stops).joined(separator: ", ") + ")"
    }

    public static func == (a: Self, b: Self) -> Bool { a.css == b.css && a.name == b.name && a.size == b.size }
    public func hash(into hasher: inout Hasher) { hasher.combine(name); hasher.combine(css) }

    /// The gradient tokens of a design-token file, in file order.
    /// - Throws: ``PaletteError`` naming the token path (a stop that is not an object, a color
    ///   or position alias to a token of another type, a cycle, an unknown kind).
    public static func read(_ data: Data) throws -> [DesignTokenGradient] {
        let tree = try DesignTokenTree(PaletteJSON.parse(data))
        let resolutions = try tree.resolvedAll()
        var gradients: [DesignTokenGradient] = []
        for (index, token) in tree.tokens.enumerated() where resolutions[index].type == "gradient" {
            let end = tree.tokens[resolutions[index].token]
            guard case .array(let items) = end.value else {
                throw PaletteError("\(quoted: token.name): the gradient is \(DesignTokenColor.kind(end.value)); expected an array of stops {\"color\": …, \"position\": 0…1}")
            }
            guard items.count >= 1 else { throw PaletteError("\(quoted: token.name): the gradient has no stops") }
            do {
                try ResourceLimits.check(items.count, .stops, "the gradient")
            } catch let error as ResourceLimitError {
                throw PaletteError("\(quoted: token.name): \(error.description)")
            }
            var stops: [Stop] = []
            for (number, item) in items.enumerated() {
                let at = "\(token.name) stop \(number + 1)"
                guard case .object = item, let colorValue = item["color"], let positionValue = item["position"] else {
                    throw PaletteError("\(quoted: at): expected an object with color and position, found \(DesignTokenColor.kind(item))")
                }
                let color = try tree.value(colorValue, of: "color", in: at)
                let position = try tree.value(positionValue, of: "number", in: at)
                guard case .number(let p) = position.value else {
                    throw PaletteError("\(quoted: at): position is \(message: DesignTokenColor.describe(position.value)); expected a number 0…1")
                }
                stops.append(Stop(color: try DesignTokenColor.read(color.value, name: at), position: min(max(p, 0), 1)))
            }
            var gradient = DesignTokenGradient(name: token.name, stops: stops)
            if let text = token.metadata?.extensions ?? end.metadata?.extensions {
                try gradient.readGeometry(PaletteJSON.parse(Data(text.utf8))[extensionKey])
            }
            gradients.append(gradient)
        }
        return gradients
    }

    /// Reads Chroma's `$extensions` member.
    private mutating func readGeometry(_ value: JSON?) throws {
        guard let value else { return }
        let at = "\(name) $extensions.\(Self.extensionKey)"
        guard case .object = value else { throw PaletteError("\(quoted: at): expected an object, found \(DesignTokenColor.kind(value))") }
        func number(_ key: String, _ range: ClosedRange<Double>) throws -> Double? {
            guard let member = value[key] else { return nil }
            guard case .number(let n) = member, range.contains(n) else {
                throw PaletteError("\(quoted: at): \(key) is \(message: DesignTokenColor.describe(member)); expected a number \(DecimalFormat.string(range.lowerBound, maxFractionDigits: 3))…\(DecimalFormat.string(range.upperBound, maxFractionDigits: 3))")
            }
            return n
        }
        func word(_ key: String, _ allowed: [String]) throws -> String? {
            guard let member = value[key] else { return nil }
            guard case .string(let text) = member, allowed.contains(text) else {
                throw PaletteError("\(quoted: at): \(key) is \(message: DesignTokenColor.describe(member)); expected one of \(allowed.joined(separator: ", "))")
            }
            return text
        }
        kind = try word("kind", ["linear", "radial", "conic"]) ?? "linear"
        angle = try number("angle", -36000...36000)
        interpolation = try word("interpolation", Self.interpolationSpaces)
        hue = try word("hue", ["shorter", "longer", "increasing", "decreasing"])
        if let member = value["center"] {
            guard case .array(let items) = member, items.count == 2, case .number(let x) = items[0], case .number(let y) = items[1],
                  x.isFinite, y.isFinite, abs(x) <= 100, abs(y) <= 100 else {
                throw PaletteError("\(quoted: at): center is \(message: DesignTokenColor.describe(member)); expected [x, y], fractions of the canvas")
            }
            center = (x, y)
        }
        width = try number("width", 1...16384).map { Int($0) }
        height = try number("height", 1...16384).map { Int($0) }
    }

    /// The spaces CSS gradients interpolate in.
    static let interpolationSpaces = ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "lab", "oklab",
                                      "xyz", "xyz-d50", "xyz-d65", "hsl", "hwb", "lch", "oklch"]
}
