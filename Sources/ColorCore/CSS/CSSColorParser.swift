/// Reads CSS color strings: CSS Color 4's named colors, `transparent`, hex, and the functions
/// `rgb()`/`rgba()`, `hsl()`/`hsla()`, `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()` and
/// `color()`, in legacy comma and modern space syntax, with `none`, `/ alpha` and math functions
/// (`calc()`, `min()`, `round()`, …) in any channel; CSS Color 5's relative colors
/// (`oklch(from X calc(l + 0.1) c h)`), `color-mix()` of one or more colors, `contrast-color()`,
/// `light-dark()` and `device-cmyk()`; `hsb()`/`hsv()`, written as `hsl()` is, for the HSB
/// model of the articles; and SwiftUI's named colors after a leading dot (`.blue`, `.primary`),
/// where a bare name stays CSS's (`blue` is #0000ff, `.blue` SwiftUI's adaptive #007aff).
/// Functions nest to ``CSSComponentValue/maximumDepth`` levels.
///
/// Out-of-range values are treated as CSS Color 4 treats them at parse time: sRGB-gamut
/// syntaxes (`rgb`, `hsl`, `hwb`) and alpha clamp to their ranges, Lab and OKLab lightness
/// clamps to 0…100% and chroma to ≥ 0; `color()` components are not clamped. A relative
/// `rgb()`, `hsl()` or `hwb()` is not clamped either (as Chromium computes it).
struct CSSColorParser {
    let input: String
    /// The custom properties `var()` reads, when the string comes from a stylesheet.
    var variables: CSSVariables? = nil

    func parse() throws -> Color {
        let text = String(input.trimmingWhitespace())
        let lower = text.lowercased()
        guard !lower.isEmpty else { throw error("expected a color: a name, a hex code or a CSS color function") }
        if !lower.contains("(") && !lower.contains(")") { return try parseWord(text, lower) }
        let values = try componentValues(text)
        guard let first = values.first else { throw error("expected a color: a name, a hex code or a CSS color function") }
        guard values.count == 1 else {
            throw error("unexpected \(Self.describe(values[1])) after the color; expected one color")
        }
        return try color(first)
    }

    func error(_ reason: String) -> ColorParseError {
        ColorParseError(input: input, reason: reason)
    }

    /// A color written without parentheses: a name, `transparent`, hex with `#`, `0x` or no
    /// prefix, or a SwiftUI name after a dot.
    private func parseWord(_ text: String, _ lower: String) throws -> Color {
        if lower.hasPrefix(".") { return try swiftUIColor(String(text.dropFirst())) }
        if lower == "transparent" { return .clear }
        if lower == "currentcolor" {
            throw error("currentcolor takes the color of an element, and there is none here; expected a color")
        }
        if let rgb = CSSNamedColors.table[lower] { return Color(rgb: rgb) }
        var digits = Substring(lower)
        if digits.hasPrefix("#") {
            digits = digits.dropFirst()
        } else if digits.hasPrefix("0x") {
            digits = digits.dropFirst(2)
        }
        // In a stylesheet, as in CSS, a hex color needs its '#': `--weight: 700` is no color.
        if variables != nil, !lower.hasPrefix("#") {
            throw error("not a CSS color; expected a name, a #hex code or a color function (in a stylesheet a hex color starts with #)")
        }
        if let color = Color.hexDigits(digits) { return color }
        if lower.hasPrefix("#") || lower.hasPrefix("0x") { throw hexError(digits) }
        if lower.allSatisfy(\.isHexDigit) {
            throw error("neither a color name nor a hex code; expected one of the 148 CSS named colors "
                + "or 3, 4, 6 or 8 hex digits (#rgb, #rgba, #rrggbb or #rrggbbaa)")
        }
        throw error("unknown color name; expected one of the 148 CSS named colors, a hex code "
            + "such as #ff8800, or a function such as rgb(), hsl(), oklch() or color()")
    }

    private func hexError(_ digits: Substring) -> ColorParseError {
        if let bad = digits.first(where: { !$0.isHexDigit }) {
            return error("'\(bad)' is not a hex digit; expected 3, 4, 6 or 8 of 0-9 and a-f (#rgb, #rgba, #rrggbb or #rrggbbaa)")
        }
        return error("expected 3, 4, 6 or 8 hex digits (#rgb, #rgba, #rrggbb or #rrggbbaa), found \(digits.count)")
    }

    /// The string as component values, or an error naming the bad character or nesting.
    func componentValues(_ text: String) throws -> [CSSComponentValue] {
        let tokens: [CSSToken.Spanned]
        switch CSSToken.tokenize(text) {
        case .success(let t): tokens = t
        case .failure(let e):
            let place = e.function.map { $0.isEmpty ? " in parentheses" : " in the arguments of \($0)()" } ?? ""
            if e.unclosedComment { throw error("a comment is never closed; expected '*/'") }
            if e.tooLarge {
                throw error("number \(e.text)\(e.function.map { " in \($0)()" } ?? "") is out of range; "
                    + "expected components of magnitude at most \(Self.componentLimitText)")
            }
            throw error("unexpected '\(e.text)'\(place)")
        }
        switch CSSComponentValue.group(tokens) {
        case .success(let values): return values
        case .failure(.unclosed): throw error("missing ')' at the end")
        case .failure(.unmatchedClose): throw error("unexpected ')' without a '(' before it")
        case .failure(.tooDeep):
            throw error("functions nested more than \(CSSComponentValue.maximumDepth) levels deep; expected a color of a few levels")
        }
    }

    /// A color from one component value: a name, a hex code, a SwiftUI name or a function.
    func color(_ value: CSSComponentValue) throws -> Color {
        switch value.kind {
        case .token(.ident(let name)):
            if name == "transparent" { return .clear }
            if let rgb = CSSNamedColors.table[name] { return Color(rgb: rgb) }
            if name == "currentcolor" {
                throw error("currentcolor takes the color of an element, and there is none here; expected a color")
            }
            throw error("unknown color name '\(name)'; expected one of the 148 CSS named colors, a hex code "
                + "such as #ff8800, or a function such as rgb(), hsl(), oklch() or color()")
        case .token(.hash(let digits)):
            if let color = Color.hexDigits(Substring(digits)) { return color }
            throw hexError(Substring(digits))
        case .token(.swiftUIName(let name)):
            return try swiftUIColor(name)
        case .function("var", let arguments):
            return try variableColor(arguments)
        case .function(let name, let arguments):
            return try parseFunction(name, arguments)
        default:
            throw error("expected a color, found \(Self.describe(value))")
        }
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

    // MARK: Functions

    static let functionNames = "rgb, rgba, hsl, hsla, hsb, hsv, hwb, lab, lch, oklab, oklch, color, device-cmyk (or cmyk), "
        + "color-mix, contrast-color or light-dark"

    private func parseFunction(_ name: String, _ arguments: [CSSComponentValue]) throws -> Color {
        switch name {
        case "light-dark": return try parseLightDark(arguments)
        case "color-mix": return try parseColorMix(arguments)
        case "contrast-color": return try parseContrastColor(arguments)
        default: break
        }
        if arguments.first?.ident == "from" { return try parseRelative(name, arguments) }
        let tokens = try scalars(arguments, function: name)
        switch name {
        case "rgb", "rgba": return try parseRGB(name, tokens)
        case "hsl", "hsla": return try parseHSL(name, tokens, space: .hsl)
        case "hsb", "hsv", "hsba", "hsva": return try parseHSL(name, tokens, space: .hsb)
        // cmyk() is the spelling the color-model article's readers type: the same as device-cmyk().
        case "device-cmyk", "cmyk": return try parseDeviceCMYK(name, tokens)
        case "hwb", "lab", "lch", "oklab", "oklch":
            let function = Self.modernFunctions[name]!
            return try parseModern(name, tokens, space: function.space, kinds: function.kinds)
        case "color":
            let (space, rest) = try colorFunctionSpace(tokens)
            return try parseModern("color", rest, space: space, kinds: [.unit, .unit, .unit])
        default:
            throw error("unknown function \(name)(); expected \(Self.functionNames)")
        }
    }

    /// The functions in modern syntax only, with their space and how each position reads.
    static let modernFunctions: [String: (space: ColorSpace, kinds: [Kind])] = [
        "hwb": (.hwb, [.hue, .percent100, .percent100]),
        "lab": (.lab, [.lightness(100), .signed(125), .signed(125)]),
        "lch": (.lch, [.lightness(100), .chroma(150), .hue]),
        "oklab": (.oklab, [.lightness(1), .signed(0.4), .signed(0.4)]),
        "oklch": (.oklch, [.lightness(1), .chroma(0.4), .hue]),
    ]

    /// The arguments as scalar tokens: math functions evaluated (with a relative color's channel
    /// keywords), channel keywords replaced by their numbers; commas and `/` kept.
    func scalars(_ values: [CSSComponentValue], function: String, keywords: [String: Double] = [:]) throws -> [CSSToken] {
        let values = try expandingVariables(values)
        var tokens: [CSSToken] = []
        tokens.reserveCapacity(values.count)
        for value in values {
            switch value.kind {
            case .token(.ident(let name)) where keywords[name] != nil:
                tokens.append(.number(keywords[name]!))
            case .token(let token):
                tokens.append(token)
            case .function(let name, let arguments) where CSSCalculation.functions.contains(name):
                tokens.append(try calculate(name, arguments, keywords: keywords, in: function))
            case .function(let name, _):
                throw error("unexpected \(name)() in \(function)(); expected a number, a percentage, an angle or a math function such as calc()")
            case .block:
                throw error("unexpected '(' in \(function)(); parentheses group values only inside calc()")
            }
        }
        return tokens
    }

    /// A math function's value as a scalar token. A NaN result becomes 0, a huge finite one the
    /// largest accepted component, and an infinite one stays infinite for ``resolve`` to clamp
    /// (CSS Values 4 §10.9: a top-level calculation censors NaN to 0 and clamps infinities to
    /// the range its context allows).
    func calculate(_ name: String, _ arguments: [CSSComponentValue], keywords: [String: Double], in function: String) throws -> CSSToken {
        let value: CSSCalculation.Value
        do {
            value = try CSSCalculation(keywords: keywords).evaluate(name, arguments)
        } catch {
            throw self.error("\(error.reason) (in \(function)())")
        }
        var number = value.number
        if number.isNaN { number = 0 }
        // An infinite angle has no direction: Chromium makes it 0°. Other infinities stay, for
        // their position to clamp (a hue: 0°; any other component: ±componentLimit).
        if value.unit == .angle, number.isInfinite { number = 0 }
        if number.isFinite { number = min(max(number, -Color.componentLimit), Color.componentLimit) }
        switch value.unit {
        case .number: return .number(number)
        case .percentage: return .percentage(number)
        case .angle: return .dimension(number, "deg")
        }
    }

    /// How one argument position reads numbers and percentages.
    enum Kind {
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
        /// As ``percent100`` but not clamped: a relative `hsl()`/`hwb()`.
        case percent100Unclamped
        /// An sRGB channel, 0…255 or a percentage, not clamped: a relative `rgb()`.
        case rgb255Unclamped
        /// An RGB channel in `color()`: number or percentage, 100% = 1, unclamped.
        case unit
    }

    func parseModern(_ name: String, _ tokens: [CSSToken], space: ColorSpace, kinds: [Kind], defaultAlpha: Double = 1) throws -> Color {
        let (values, alpha) = try splitModern(name, tokens)
        var components = SIMD3<Double>()
        for i in 0..<3 {
            components[i] = try resolve(values[i], kinds[i], function: name, position: i)
        }
        let opacity = alpha == nil ? defaultAlpha : try resolveAlpha(alpha, function: name)
        return Color(space, components, opacity: opacity)
    }

    /// Splits modern syntax, `a b c [/ alpha]`, into three values and an optional alpha.
    private func splitModern(_ name: String, _ tokens: [CSSToken]) throws -> ([CSSToken], CSSToken?) {
        if tokens.contains(.comma) {
            throw error("\(name)() takes space-separated values (commas are only for legacy rgb() and hsl())")
        }
        let parts = tokens.split(separator: CSSToken.slash, omittingEmptySubsequences: false)
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
    static var componentLimitText: String { format(Color.componentLimit) }

    private func resolve(_ token: CSSToken, _ kind: Kind, function: String, position: Int) throws -> Double {
        let label = "component \(position + 1) of \(function)()"
        var value = try resolveUnchecked(token, kind, label: label)
        // Only a math function makes an infinity (the tokenizer refuses 1e309): clamped.
        if value.isInfinite { value = value > 0 ? Color.componentLimit : -Color.componentLimit }
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
            return v.isInfinite ? 0 : Hue.normalized(v)
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
        case (.number(let v), .percent100Unclamped), (.percentage(let v), .percent100Unclamped):
            return v / 100
        case (.number(let v), .rgb255Unclamped):
            return v / 255
        case (.percentage(let p), .rgb255Unclamped):
            return p / 100
        case (.number(let v), .unit):
            return v
        case (.percentage(let p), .unit):
            return p / 100
        default:
            throw error("unexpected \(Self.describe(token)) as \(label); expected \(Self.expectation(kind))")
        }
    }

    func resolveAlpha(_ token: CSSToken?, function: String) throws -> Double {
        switch token {
        case nil: return 1
        case .ident("none"): return .nan
        case .number(let v): return min(max(v, 0), 1)
        case .percentage(let p): return min(max(p / 100, 0), 1)
        case let other?:
            throw error("unexpected \(Self.describe(other)) as the alpha of \(function)(); expected a number 0…1 or a percentage")
        }
    }

    static func degrees(_ value: Double, _ unit: String) -> Double? {
        switch unit {
        case "deg": return value
        case "rad": return value * 180 / .pi
        case "grad": return value * 0.9
        case "turn": return value * 360
        default: return nil
        }
    }

    static func describe(_ token: CSSToken) -> String {
        switch token {
        case .number(let v): return "number \(format(v))"
        case .percentage(let v): return "percentage \(format(v))%"
        default: return token.quoted(writingNumbers: format)
        }
    }

    static func describe(_ value: CSSComponentValue) -> String {
        switch value.kind {
        case .token(let token): return describe(token)
        case .function(let name, _): return "\(name)()"
        case .block: return "'('"
        }
    }

    /// A number as it was most likely typed: `1000001`, not `1000001.0`; `1e+308` as Swift prints it.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    private static func expectation(_ kind: Kind) -> String {
        switch kind {
        case .hue: return "a hue (a number of degrees or an angle such as 90deg, 0.25turn)"
        case .lightness, .signed, .chroma, .percent100, .percent100Unclamped, .rgb255Unclamped, .unit:
            return "a number, a percentage or none"
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
    /// the articles' CMYK model does (no ICC profile: device CMYK). `cmyk()` reads the same.
    private func parseDeviceCMYK(_ name: String, _ tokens: [CSSToken]) throws -> Color {
        let values: [CSSToken], alpha: CSSToken?
        if tokens.contains(.comma) {
            let parts = tokens.split(separator: .comma, omittingEmptySubsequences: false)
            guard parts.count == 4 || parts.count == 5, parts.allSatisfy({ $0.count == 1 }) else {
                throw error("legacy \(name)() needs 4 or 5 comma-separated values")
            }
            values = parts.prefix(4).map { $0.first! }
            alpha = parts.count == 5 ? parts[4].first : nil
        } else {
            let parts = tokens.split(separator: CSSToken.slash, omittingEmptySubsequences: false)
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

    /// The spaces `color()` takes.
    static let colorFunctionSpaces: [ColorSpace] = [.srgb, .srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .a98RGBLinear,
                                                    .prophotoRGB, .prophotoRGBLinear, .rec2020, .rec2020Linear, .xyzD65, .xyzD50]

    /// The space named first in `color()`'s arguments, and the arguments after it.
    func colorFunctionSpace(_ tokens: [CSSToken]) throws -> (ColorSpace, [CSSToken]) {
        guard case .ident(let spaceName)? = tokens.first else {
            throw error("color() needs a color space first, such as color(display-p3 1 0 0)")
        }
        if spaceName == "xyz" { return (.xyzD65, Array(tokens.dropFirst())) }
        guard let space = ColorSpace(rawValue: spaceName), Self.colorFunctionSpaces.contains(space) else {
            throw error("unknown color() space '\(spaceName)'; expected one of "
                + Self.colorFunctionSpaces.map(\.rawValue).joined(separator: ", ") + " or xyz")
        }
        return (space, Array(tokens.dropFirst()))
    }
}

extension Color {
    /// Reads any color string the color core understands: a CSS color (named color,
    /// `transparent`, `#hex`, `rgb()`, `hsl()`, `hwb()`, `lab()`, `lch()`, `oklab()`,
    /// `oklch()`, `color()`, with `calc()` and the other math functions in any channel), CSS
    /// Color 5's relative colors, `color-mix()`, `contrast-color()`, `light-dark()` and
    /// `device-cmyk()` (or `cmyk()`), `hsb()`, a SwiftUI name after a dot (`.blue`), or hex with a `0x` prefix
    /// or no prefix. Case-insensitive, except that a SwiftUI name keeps its case.
    /// - Throws: ``ColorParseError`` naming the input and what was expected.
    public init(parsing string: String) throws {
        self = try CSSColorParser(input: string).parse()
    }
}
