/// Reads CSS Color 4 color strings: named colors, `transparent`, hex, and the functions
/// `rgb()`/`rgba()`, `hsl()`/`hsla()`, `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()` and
/// `color()`, in legacy comma and modern space syntax, with `none` and `/ alpha`; CSS Color 5's
/// `device-cmyk()` and `light-dark()`; `hsb()`/`hsv()`, written as `hsl()` is, for the HSB model
/// of the articles; and SwiftUI's named colors after a leading dot (`.blue`, `.primary`), where a
/// bare name stays CSS's (`blue` is #0000ff, `.blue` SwiftUI's adaptive #007aff).
///
/// Out-of-range values are treated as CSS Color 4 treats them at parse time: sRGB-gamut
/// syntaxes (`rgb`, `hsl`, `hwb`) and alpha clamp to their ranges, Lab and OKLab lightness
/// clamps to 0…100% and chroma to ≥ 0; `color()` components are not clamped.
struct CSSColorParser {
    let input: String

    func parse() throws -> Color {
        let text = input.trimmingWhitespace()
        let lower = text.lowercased()
        guard !lower.isEmpty else { throw error("expected a color: a name, a hex code or a CSS color function") }
        if lower.hasPrefix(".") { return try swiftUIColor(String(text.dropFirst())) }
        if lower == "transparent" { return .clear }
        if let rgb = CSSNamedColors.table[lower] { return Color(rgb: rgb) }
        if let open = lower.firstIndex(of: "(") {
            guard lower.hasSuffix(")") else { throw error("missing ')' at the end") }
            let name = String(String(lower[..<open]).trimmingWhitespace())
            let arguments = lower[lower.index(after: open)..<lower.index(before: lower.endIndex)]
            return try parseFunction(name, arguments)
        }
        var digits = Substring(lower)
        if digits.hasPrefix("#") {
            digits = digits.dropFirst()
        } else if digits.hasPrefix("0x") {
            digits = digits.dropFirst(2)
        }
        if let color = Color.hexDigits(digits) { return color }
        if lower.hasPrefix("#") || lower.hasPrefix("0x") {
            if let bad = digits.first(where: { !$0.isHexDigit }) {
                throw error("'\(bad)' is not a hex digit; expected 3, 4, 6 or 8 of 0-9 and a-f (#rgb, #rgba, #rrggbb or #rrggbbaa)")
            }
            throw error("expected 3, 4, 6 or 8 hex digits (#rgb, #rgba, #rrggbb or #rrggbbaa), found \(digits.count)")
        }
        if lower.allSatisfy(\.isHexDigit) {
            throw error("neither a color name nor a hex code; expected one of the 148 CSS named colors "
                + "or 3, 4, 6 or 8 hex digits (#rgb, #rgba, #rrggbb or #rrggbbaa)")
        }
        throw error("unknown color name; expected one of the 148 CSS named colors, a hex code "
            + "such as #ff8800, or a function such as rgb(), hsl(), oklch() or color()")
    }

    private func error(_ reason: String) -> ColorParseError {
        ColorParseError(input: input, reason: reason)
    }

    /// SwiftUI's named color after the dot, case-insensitively (`.accentcolor` is `.accentColor`).
    private func swiftUIColor(_ name: String) throws -> Color {
        if let color = Color.swiftUINamed[name] { return color }
        if let key = Color.swiftUINamed.keys.first(where: { $0.lowercased() == name.lowercased() }) {
            return Color.swiftUINamed[key]!
        }
        throw error("unknown SwiftUI color; expected one of ." + Color.swiftUINames.joined(separator: ", .")
            + " (a leading dot names SwiftUI's color; without it a name is CSS's)")
    }

    /// CSS Color 5's `light-dark(light, dark)`: two colors separated by a comma at the top level.
    private func parseLightDark(_ arguments: Substring) throws -> Color {
        var depth = 0
        var split: Substring.Index? = nil
        for index in arguments.indices {
            switch arguments[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 0:
                guard split == nil else { throw error("light-dark() takes exactly two colors, light then dark, found more") }
                split = index
            default: break
            }
        }
        guard let split else { throw error("light-dark() takes two colors separated by a comma: light-dark(light, dark)") }
        // The original spelling of each side, for case-sensitive SwiftUI names.
        let offset = { (i: Substring.Index) in arguments.distance(from: arguments.startIndex, to: i) }
        let source = input.trimmingWhitespace()
        let open = source.firstIndex(of: "(")!
        let body = source[source.index(after: open)..<source.index(before: source.endIndex)]
        let splitInBody = body.index(body.startIndex, offsetBy: offset(split))
        let lightText = String(body[..<splitInBody]), darkText = String(body[body.index(after: splitInBody)...])
        func side(_ text: String, _ which: String) throws -> Color {
            if text.lowercased().contains("light-dark") {
                throw error("light-dark() inside light-dark(); expected a plain color on each side")
            }
            do {
                return try CSSColorParser(input: text).parse()
            } catch let inner as ColorParseError {
                throw error("the \(which) color of light-dark(): \(inner.reason)")
            }
        }
        return Color(light: try side(lightText, "light"), dark: try side(darkText, "dark"))
    }

    // MARK: Functions

    private func parseFunction(_ name: String, _ arguments: Substring) throws -> Color {
        if name == "light-dark" { return try parseLightDark(arguments) }
        let tokens: [CSSToken]
        switch CSSToken.tokenize(arguments) {
        case .success(let t): tokens = t
        case .failure(let e) where e.tooLarge:
            throw error("number \(e.text) in \(name)() is out of range; expected components of magnitude at most \(Self.componentLimitText)")
        case .failure(let e): throw error("unexpected '\(e.text)' in the arguments of \(name)()")
        }
        switch name {
        case "rgb", "rgba": return try parseRGB(name, tokens)
        case "hsl", "hsla": return try parseHSL(name, tokens, space: .hsl)
        case "hsb", "hsv", "hsba", "hsva": return try parseHSL(name, tokens, space: .hsb)
        case "device-cmyk": return try parseDeviceCMYK(tokens)
        case "hwb": return try parseModern(name, tokens, space: .hwb, kinds: [.hue, .percent100, .percent100])
        case "lab": return try parseModern(name, tokens, space: .lab, kinds: [.lightness(100), .signed(125), .signed(125)])
        case "lch": return try parseModern(name, tokens, space: .lch, kinds: [.lightness(100), .chroma(150), .hue])
        case "oklab": return try parseModern(name, tokens, space: .oklab, kinds: [.lightness(1), .signed(0.4), .signed(0.4)])
        case "oklch": return try parseModern(name, tokens, space: .oklch, kinds: [.lightness(1), .chroma(0.4), .hue])
        case "color": return try parseColorFunction(tokens)
        default:
            throw error("unknown function \(name)(); expected rgb, rgba, hsl, hsla, hsb, hsv, hwb, lab, lch, oklab, oklch, color, device-cmyk or light-dark")
        }
    }

    /// How one argument position reads numbers and percentages.
    private enum Kind {
        /// A hue: a number (degrees) or an angle.
        case hue
        /// A lightness whose 100% is the given number; clamped to 0…that.
        case lightness(Double)
        /// A chroma whose 100% is the given number; clamped to ≥ 0.
        case chroma(Double)
        /// A signed axis (Lab a/b) whose 100% is the given number.
        case signed(Double)
        /// A 0…100 number or percentage (HWB whiteness, HSL saturation), scaled to 0…1 and clamped.
        case percent100
        /// An RGB channel in `color()`: number or percentage, 100% = 1, unclamped.
        case unit
    }

    private func parseModern(_ name: String, _ tokens: [CSSToken], space: ColorSpace, kinds: [Kind]) throws -> Color {
        let (values, alpha) = try splitModern(name, tokens)
        var components = SIMD3<Double>()
        for i in 0..<3 {
            components[i] = try resolve(values[i], kinds[i], function: name, position: i)
        }
        return Color(space, components, opacity: try resolveAlpha(alpha, function: name))
    }

    /// Splits modern syntax, `a b c [/ alpha]`, into three values and an optional alpha.
    private func splitModern(_ name: String, _ tokens: [CSSToken]) throws -> ([CSSToken], CSSToken?) {
        if tokens.contains(.comma) {
            throw error("\(name)() takes space-separated values (commas are only for legacy rgb() and hsl())")
        }
        let parts = tokens.split(separator: .slash, omittingEmptySubsequences: false)
        guard parts.count <= 2 else { throw error("more than one '/' in \(name)()") }
        guard parts[0].count == 3 else {
            throw error("\(name)() needs 3 components before the optional '/ alpha', found \(parts[0].count)")
        }
        if parts.count == 2 {
            guard parts[1].count == 1 else { throw error("expected one alpha value after '/' in \(name)()") }
            return (Array(parts[0]), parts[1].first)
        }
        return (Array(parts[0]), nil)
    }

    /// ``Color/componentLimit`` as messages write it: an unclamped component (a `color()`
    /// channel, a Lab axis, a chroma) may not exceed it, in its own unit after `%` is resolved.
    private static var componentLimitText: String { format(Color.componentLimit) }

    private func resolve(_ token: CSSToken, _ kind: Kind, function: String, position: Int) throws -> Double {
        let label = "component \(position + 1) of \(function)()"
        let value = try resolveUnchecked(token, kind, label: label)
        guard value.isNaN || abs(value) <= Color.componentLimit else {
            throw error("\(label) is out of range (\(Self.describe(token))); expected a magnitude of at most \(Self.componentLimitText)")
        }
        return value
    }

    private func resolveUnchecked(_ token: CSSToken, _ kind: Kind, label: String) throws -> Double {
        switch (token, kind) {
        case (.ident("none"), _):
            return .nan
        case (.number(let v), .hue):
            return Hue.normalized(v)
        case (.dimension(let v, let unit), .hue):
            guard let degrees = Self.degrees(v, unit) else {
                throw error("unknown angle unit '\(unit)' in \(label); expected deg, rad, grad or turn")
            }
            guard degrees.isFinite else {
                throw error("\(label) is out of range (\(Self.describe(token))); expected an angle of finite degrees")
            }
            return Hue.normalized(degrees)
        case (.number(let v), .lightness(let full)):
            return min(max(v, 0), full)
        case (.percentage(let p), .lightness(let full)):
            return min(max(p / 100 * full, 0), full)
        case (.number(let v), .chroma):
            return max(v, 0)
        case (.percentage(let p), .chroma(let full)):
            return max(p / 100 * full, 0)
        case (.number(let v), .signed):
            return v
        case (.percentage(let p), .signed(let full)):
            return p / 100 * full
        case (.number(let v), .percent100), (.percentage(let v), .percent100):
            return min(max(v / 100, 0), 1)
        case (.number(let v), .unit):
            return v
        case (.percentage(let p), .unit):
            return p / 100
        default:
            throw error("unexpected \(Self.describe(token)) as \(label); expected \(Self.expectation(kind))")
        }
    }

    private func resolveAlpha(_ token: CSSToken?, function: String) throws -> Double {
        switch token {
        case nil: return 1
        case .ident("none"): return .nan
        case .number(let v): return min(max(v, 0), 1)
        case .percentage(let p): return min(max(p / 100, 0), 1)
        case let other?:
            throw error("unexpected \(Self.describe(other)) as the alpha of \(function)(); expected a number 0…1 or a percentage")
        }
    }

    private static func degrees(_ value: Double, _ unit: String) -> Double? {
        switch unit {
        case "deg": return value
        case "rad": return value * 180 / .pi
        case "grad": return value * 0.9
        case "turn": return value * 360
        default: return nil
        }
    }

    private static func describe(_ token: CSSToken) -> String {
        switch token {
        case .number(let v): return "number \(format(v))"
        case .percentage(let v): return "percentage \(format(v))%"
        case .dimension(let v, let u): return "'\(format(v))\(u)'"
        case .ident(let s): return "'\(s)'"
        case .comma: return "','"
        case .slash: return "'/'"
        }
    }

    /// A number as it was most likely typed: `1000001`, not `1000001.0`; `1e+308` as Swift prints it.
    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    private static func expectation(_ kind: Kind) -> String {
        switch kind {
        case .hue: return "a hue (a number of degrees or an angle such as 90deg, 0.25turn)"
        case .lightness, .signed, .chroma, .percent100, .unit: return "a number, a percentage or none"
        }
    }

    // MARK: rgb() and hsl(), with their legacy comma syntax

    private func parseRGB(_ name: String, _ tokens: [CSSToken]) throws -> Color {
        if tokens.contains(.comma) {
            let values = try splitLegacy(name, tokens)
            let allNumbers = values[0..<3].allSatisfy { if case .number = $0 { true } else { false } }
            let allPercent = values[0..<3].allSatisfy { if case .percentage = $0 { true } else { false } }
            guard allNumbers || allPercent else {
                throw error("legacy \(name)() needs three numbers (0–255) or three percentages, not a mix")
            }
            return Color(.srgb, try rgbChannels(Array(values[0..<3]), name),
                         opacity: try resolveAlpha(values.count == 4 ? values[3] : nil, function: name))
        }
        let (values, alpha) = try splitModern(name, tokens)
        return Color(.srgb, try rgbChannels(values, name), opacity: try resolveAlpha(alpha, function: name))
    }

    private func rgbChannels(_ values: [CSSToken], _ name: String) throws -> SIMD3<Double> {
        var channels = SIMD3<Double>()
        for i in 0..<3 {
            switch values[i] {
            case .number(let v): channels[i] = min(max(v / 255, 0), 1)
            case .percentage(let p): channels[i] = min(max(p / 100, 0), 1)
            case .ident("none"): channels[i] = .nan
            case let other:
                throw error("unexpected \(Self.describe(other)) as component \(i + 1) of \(name)(); expected a number 0–255, a percentage or none")
            }
        }
        return channels
    }

    /// `hsl()`, and `hsb()`/`hsv()` in the same syntax (saturation and brightness as percentages).
    private func parseHSL(_ name: String, _ tokens: [CSSToken], space: ColorSpace) throws -> Color {
        if tokens.contains(.comma) {
            let values = try splitLegacy(name, tokens)
            for i in 1..<3 {
                guard case .percentage = values[i] else {
                    throw error("legacy \(name)() needs percentages for its second and third values, found \(Self.describe(values[i]))")
                }
            }
            let h = try resolve(values[0], .hue, function: name, position: 0)
            let s = try resolve(values[1], .percent100, function: name, position: 1)
            let l = try resolve(values[2], .percent100, function: name, position: 2)
            return Color(space, h, s, l, opacity: try resolveAlpha(values.count == 4 ? values[3] : nil, function: name))
        }
        return try parseModern(name, tokens, space: space, kinds: [.hue, .percent100, .percent100])
    }

    /// CSS Color 5's `device-cmyk(C M Y K [/ alpha])`, each a number 0…1 or a percentage
    /// (clamped), or the legacy comma form; converted naively, `(1 − C)(1 − K)` and so on, as
    /// the articles' CMYK model does (no ICC profile: device CMYK).
    private func parseDeviceCMYK(_ tokens: [CSSToken]) throws -> Color {
        let name = "device-cmyk"
        let values: [CSSToken], alpha: CSSToken?
        if tokens.contains(.comma) {
            let parts = tokens.split(separator: .comma, omittingEmptySubsequences: false)
            guard parts.count == 4 || parts.count == 5, parts.allSatisfy({ $0.count == 1 }) else {
                throw error("legacy \(name)() needs 4 or 5 comma-separated values")
            }
            values = parts.prefix(4).map { $0.first! }
            alpha = parts.count == 5 ? parts[4].first : nil
        } else {
            let parts = tokens.split(separator: .slash, omittingEmptySubsequences: false)
            guard parts.count <= 2, parts[0].count == 4, parts.count == 1 || parts[1].count == 1 else {
                throw error("\(name)() needs 4 components (cyan, magenta, yellow, black) before the optional '/ alpha'")
            }
            values = Array(parts[0])
            alpha = parts.count == 2 ? parts[1].first : nil
        }
        var inks = [Double]()
        for (i, token) in values.enumerated() {
            switch token {
            case .number(let v): inks.append(min(max(v, 0), 1))
            case .percentage(let p): inks.append(min(max(p / 100, 0), 1))
            case .ident("none"): inks.append(0)
            default:
                throw error("unexpected \(Self.describe(token)) as component \(i + 1) of \(name)(); expected a number 0…1, a percentage or none")
            }
        }
        return Color(cyan: inks[0], magenta: inks[1], yellow: inks[2], black: inks[3], opacity: try resolveAlpha(alpha, function: name))
    }

    /// Splits legacy syntax, `a, b, c[, alpha]`, which allows no `none` and no `/`.
    private func splitLegacy(_ name: String, _ tokens: [CSSToken]) throws -> [CSSToken] {
        let parts = tokens.split(separator: .comma, omittingEmptySubsequences: false)
        guard parts.count == 3 || parts.count == 4, parts.allSatisfy({ $0.count == 1 }) else {
            throw error("legacy \(name)() needs 3 or 4 comma-separated values")
        }
        let values = parts.map { $0.first! }
        if values.contains(.ident("none")) {
            throw error("'none' is not allowed in legacy comma syntax of \(name)(); use space-separated values")
        }
        return values
    }

    // MARK: color()

    private func parseColorFunction(_ tokens: [CSSToken]) throws -> Color {
        guard case .ident(let spaceName)? = tokens.first else {
            throw error("color() needs a color space first, such as color(display-p3 1 0 0)")
        }
        let supported: [ColorSpace] = [.srgb, .srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .a98RGBLinear,
                                       .prophotoRGB, .prophotoRGBLinear, .rec2020, .rec2020Linear, .xyzD65, .xyzD50]
        let space: ColorSpace
        if spaceName == "xyz" {
            space = .xyzD65
        } else if let s = ColorSpace(rawValue: spaceName), supported.contains(s) {
            space = s
        } else {
            throw error("unknown color() space '\(spaceName)'; expected one of "
                + supported.map(\.rawValue).joined(separator: ", ") + " or xyz")
        }
        return try parseModern("color", Array(tokens.dropFirst()), space: space, kinds: [.unit, .unit, .unit])
    }
}

extension Color {
    /// Reads any color string the color core understands: a CSS Color 4 color (named color,
    /// `transparent`, `#hex`, `rgb()`, `hsl()`, `hwb()`, `lab()`, `lch()`, `oklab()`,
    /// `oklch()`, `color()`), or hex with a `0x` prefix or no prefix. Case-insensitive.
    /// - Throws: ``ColorParseError`` naming the input and what was expected.
    public init(parsing string: String) throws {
        self = try CSSColorParser(input: string).parse()
    }
}
