/// CSS Color 5: relative colors, `color-mix()`, `contrast-color()` and `light-dark()`.
///
/// Each takes colors and makes one; when any color it takes adapts to light and dark (a
/// `light-dark()`, SwiftUI's `.blue`), the result adapts too: it is made once per appearance
/// from the values for that appearance.
extension CSSColorParser {
    // MARK: Relative colors

    /// The channel keywords of a relative color function, and how its positions read.
    private struct RelativeForm {
        var space: ColorSpace
        /// The keyword of each component, and the factor from the space's unit to CSS's.
        var channels: [(name: String, scale: Double)]
        var kinds: [Kind]
    }

    private func relativeForm(_ name: String) throws -> RelativeForm {
        let percent = 100.0
        switch name {
        case "rgb", "rgba":
            return RelativeForm(space: .srgb, channels: [("r", 255), ("g", 255), ("b", 255)],
                                kinds: [.rgb255Unclamped, .rgb255Unclamped, .rgb255Unclamped])
        case "hsl", "hsla":
            return RelativeForm(space: .hsl, channels: [("h", 1), ("s", percent), ("l", percent)],
                                kinds: [.hue, .percent100Unclamped, .percent100Unclamped])
        case "hsb", "hsv", "hsba", "hsva":
            return RelativeForm(space: .hsb, channels: [("h", 1), ("s", percent), (name.hasPrefix("hsv") ? "v" : "b", percent)],
                                kinds: [.hue, .percent100Unclamped, .percent100Unclamped])
        case "hwb":
            return RelativeForm(space: .hwb, channels: [("h", 1), ("w", percent), ("b", percent)],
                                kinds: [.hue, .percent100Unclamped, .percent100Unclamped])
        case "lab", "lch", "oklab", "oklch":
            let function = Self.modernFunctions[name]!
            let names = function.space.componentNames
            return RelativeForm(space: function.space, channels: names.map { ($0, 1) }, kinds: function.kinds)
        case "device-cmyk", "cmyk":
            throw error("\(name)() has no relative form; expected 'from' only in rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or color()")
        default:
            throw error("unknown function \(name)(); expected \(Self.functionNames)")
        }
    }

    /// `FUNCTION(from ORIGIN c1 c2 c3 [/ alpha])` (CSS Color 5 §4): the origin converted to the
    /// function's space gives each channel keyword its value (a number in the function's own
    /// units: 0–255 for rgb(), 0–100 for saturation and lightness; a missing component is 0),
    /// which the channels may use as they are or in math functions. An omitted alpha is the
    /// origin's.
    func parseRelative(_ name: String, _ arguments: [CSSComponentValue]) throws -> Color {
        guard arguments.count >= 2, !arguments[1].is(.comma) else {
            throw error("expected a color after 'from' in \(name)()")
        }
        var rest = Array(arguments.dropFirst(2))
        if rest.contains(where: { $0.is(.comma) }) {
            throw error("relative \(name)() takes space-separated values after the origin color, without commas")
        }
        var form: RelativeForm
        if name == "color" {
            guard let spaceName = rest.first?.ident else {
                throw error("relative color() needs a color space after the origin color, such as color(from red display-p3 r g b)")
            }
            let (space, _) = try colorFunctionSpace([.ident(spaceName)])
            rest.removeFirst()
            let names = space == .xyzD65 || space == .xyzD50 ? ["x", "y", "z"] : ["r", "g", "b"]
            form = RelativeForm(space: space, channels: names.map { ($0, 1) }, kinds: [.unit, .unit, .unit])
        } else {
            form = try relativeForm(name)
        }
        let origin = try wrapping("the origin color of \(name)()") { try color(arguments[1]) }
        return try Color.combiningAppearances(of: [origin]) { resolved in
            let origin = resolved[0]
            // In its own space the origin is taken as written: a hue at chroma 0 stays.
            let components = origin.space == form.space ? origin.components : origin.components(in: form.space)
            var keywords: [String: Double] = [:]
            for (i, channel) in form.channels.enumerated() {
                keywords[channel.name] = components[i].isNaN ? 0 : components[i] * channel.scale
            }
            let alpha = origin.opacity.isNaN ? 0 : origin.opacity
            keywords["alpha"] = alpha
            let tokens = try scalars(rest, function: name, keywords: keywords)
            return try parseModern(name, tokens, space: form.space, kinds: form.kinds, defaultAlpha: alpha)
        }
    }

    // MARK: color-mix()

    /// The spaces `color-mix()` mixes in: CSS's interpolation spaces, the linear forms of the
    /// wide RGB spaces, and `hsb`.
    private static let mixSpaces: [ColorSpace] = [.srgb, .srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .a98RGBLinear,
                                                  .prophotoRGB, .prophotoRGBLinear, .rec2020, .rec2020Linear, .lab, .oklab,
                                                  .xyzD65, .xyzD50, .hsl, .hwb, .lch, .oklch, .hsb]

    /// `color-mix([in SPACE [METHOD hue]], COLOR [P%], …)` (CSS Color 5 §3): one or more colors,
    /// mixed in OKLab when no space is named. See ``Color/colorMix(_:using:)`` for the
    /// percentages and the order of mixing.
    func parseColorMix(_ arguments: [CSSComponentValue]) throws -> Color {
        var groups = arguments.split(at: .comma)
        var interpolation = ColorInterpolation(space: .oklab)
        if let first = groups.first, first.first?.ident == "in" {
            interpolation = try mixInterpolation(first)
            groups.removeFirst()
        }
        guard !groups.isEmpty, !(groups.count == 1 && groups[0].isEmpty) else {
            throw error("color-mix() needs at least one color, such as color-mix(in oklab, red 40%, blue)")
        }
        var items: [ColorMixItem] = []
        items.reserveCapacity(groups.count)
        for (n, group) in groups.enumerated() {
            let place = "color \(n + 1) of color-mix()"
            guard !group.isEmpty else { throw error("expected \(place), found nothing (an extra ',')") }
            guard group.count <= 2 else {
                throw error("\(place) is followed by \(Self.describe(group[2])); expected a color and an optional percentage, then ','")
            }
            var color: Color?
            var percentage: Double?
            for value in group {
                if let p = try mixPercentage(value, place: place) {
                    guard percentage == nil else { throw error("\(place) has two percentages; expected one") }
                    percentage = p
                } else {
                    guard color == nil else {
                        throw error("\(place) is followed by \(Self.describe(value)); expected a percentage or ','")
                    }
                    color = try wrapping(place) { try self.color(value) }
                }
            }
            guard let color else { throw error("\(place) has a percentage but no color") }
            items.append(ColorMixItem(color, percentage))
        }
        do {
            return try Color.colorMix(items, using: interpolation)
        } catch {
            throw self.error(error.description)
        }
    }

    /// A mix item's percentage, or nil when the value is not one (it is the color then).
    private func mixPercentage(_ value: CSSComponentValue, place: String) throws -> Double? {
        let token: CSSToken
        var calculated = false
        switch value.kind {
        case .token(.percentage):
            token = value.token!
        case .token(.number(let n)):
            throw error("number \(Self.format(n)) after \(place); expected a percentage such as \(Self.format(n))%")
        case .function(let name, let arguments) where CSSCalculation.functions.contains(name):
            token = try calculate(name, try expandingVariables(arguments), keywords: [:], in: "color-mix")
            calculated = true
        default:
            return nil
        }
        guard case .percentage(let p) = token else {
            throw error("the math function after \(place) gives \(Self.describe(token)); expected a percentage")
        }
        // A math function's result is clamped into range, as Chromium computes it; a number
        // written out of range is a mistake.
        if calculated { return min(max(p, 0), 100) }
        guard (0...100).contains(p) else {
            throw error("percentage \(Self.format(p))% of \(place) is outside 0%…100%")
        }
        return p
    }

    /// `in SPACE [METHOD hue]`.
    private func mixInterpolation(_ group: [CSSComponentValue]) throws -> ColorInterpolation {
        let spaces = Self.mixSpaces.map(\.rawValue).joined(separator: ", ") + ", xyz"
        guard group.count >= 2, let spaceName = group[1].ident else {
            throw error("expected a color space after 'in' in color-mix(), such as oklab, oklch or srgb")
        }
        let space: ColorSpace
        switch spaceName {
        case "xyz": space = .xyzD65
        case "hsv": space = .hsb
        default:
            guard let named = ColorSpace(rawValue: spaceName), Self.mixSpaces.contains(named) else {
                throw error("unknown color space '\(spaceName)' in color-mix(); expected one of \(spaces)")
            }
            space = named
        }
        var interpolation = ColorInterpolation(space: space)
        guard group.count > 2 else { return interpolation }
        let methods = HueInterpolationMethod.allCases.map(\.rawValue).joined(separator: ", ")
        guard group.count == 4, let word = group[2].ident, let method = HueInterpolationMethod(rawValue: word),
            group[3].ident == "hue"
        else {
            throw error("expected ',' or '<method> hue' after 'in \(spaceName)' in color-mix(), found \(Self.describe(group[2])); "
                + "methods: \(methods)")
        }
        guard space.hueIndex != nil else {
            throw error("'\(word) hue' needs a space with a hue (hsl, hwb, lch, oklch, hsb); \(spaceName) has none")
        }
        interpolation.hue = method
        return interpolation
    }

    // MARK: contrast-color() and light-dark()

    /// `contrast-color(COLOR)`: white or black, whichever contrasts more (``Color/contrastColor``).
    func parseContrastColor(_ arguments: [CSSComponentValue]) throws -> Color {
        guard arguments.count == 1 else {
            throw error(arguments.isEmpty ? "contrast-color() needs a color"
                : "contrast-color() takes one color, found \(Self.describe(arguments[1])) after it")
        }
        let base = try wrapping("the color of contrast-color()") { try color(arguments[0]) }
        return Color.combiningAppearances(of: [base]) { $0[0].contrastColor }
    }

    /// `light-dark(LIGHT, DARK)`: two colors separated by a comma.
    func parseLightDark(_ arguments: [CSSComponentValue]) throws -> Color {
        let sides = arguments.split(at: .comma)
        guard sides.count <= 2 else { throw error("light-dark() takes exactly two colors, light then dark, found more") }
        guard sides.count == 2 else { throw error("light-dark() takes two colors separated by a comma: light-dark(light, dark)") }
        func side(_ values: [CSSComponentValue], _ which: String) throws -> Color {
            try wrapping("the \(which) color of light-dark()") {
                guard values.count == 1 else {
                    throw error(values.isEmpty ? "expected a color" : "expected one color, found \(Self.describe(values[1])) after it")
                }
                return try color(values[0])
            }
        }
        return Color(light: try side(sides[0], "light"), dark: try side(sides[1], "dark"))
    }

    /// Runs `body`, prefixing the reason of a parse error it throws with where it happened.
    func wrapping<T>(_ place: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let inner as ColorParseError {
            throw error("\(place): \(inner.reason)")
        }
    }
}
