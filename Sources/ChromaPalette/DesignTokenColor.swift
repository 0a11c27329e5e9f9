import ChromaJSON
import ColorCore

/// A design token's color value, DTCG 2025.10 (the Design Tokens Color Module): an object
/// `{"colorSpace": …, "components": [c1, c2, c3], "alpha": a, "hex": "#rrggbb"}`, each component
/// a number or `"none"`, alpha 0…1 (1 when absent), `hex` a six-digit sRGB fallback; or, as
/// older files write it, a CSS color string (`"#ff8800"`, `"oklch(0.7 0.1 30)"`).
///
/// Components are in the format's units, which are CSS's: `hsl` and `hwb` give saturation,
/// lightness, whiteness and blackness as 0…100 (Chroma holds 0…1); every other space as
/// ``ColorCore/ColorSpace`` holds it (`lab` L 0…100, `oklch` L 0…1, hues in degrees).
enum DesignTokenColor {
    /// The format's color spaces, in the order the color module lists them.
    static let spaces: [ColorSpace] = [.srgb, .srgbLinear, .hsl, .hwb, .lab, .lch, .oklab, .oklch, .displayP3, .a98RGB,
                                       .prophotoRGB, .rec2020, .xyzD65, .xyzD50]

    /// The factor from the format's unit to Chroma's, per component.
    static func scale(_ space: ColorSpace) -> SIMD3<Double> {
        space == .hsl || space == .hwb ? SIMD3(1, 0.01, 0.01) : SIMD3(1, 1, 1)
    }

    /// Reads a color value (not an alias: the tree resolves those first).
    /// - Throws: ``PaletteError`` naming `name`, the token's path.
    static func read(_ value: JSON, name: String) throws -> Color {
        switch value {
        case .string(let text):
            let color: Color
            do { color = try Color(parsing: text) } catch let error as ColorParseError {
                throw PaletteError.color(error, at: "").quotedPrefix(name)
            } catch {
                throw PaletteError("\(quoted: name): invalid color")
            }
            // NaN is CSS's `none` (a missing component); an infinity is never a color.
            guard !color.components.x.isInfinite, !color.components.y.isInfinite, !color.components.z.isInfinite,
                  !color.opacity.isInfinite else {
                throw PaletteError("\(quoted: name): the color has a component that is not a finite number")
            }
            return color
        case .object:
            return try object(value, name: name)
        default:
            throw PaletteError("\(quoted: name): the color is \(kind(value)); expected an object {\"colorSpace\": …, \"components\": [3 numbers]} or a color string")
        }
    }

    private static func object(_ value: JSON, name: String) throws -> Color {
        var alpha = 1.0
        if let given = value["alpha"] {
            guard case .number(let a) = given, a >= 0, a <= 1 else {
                throw PaletteError("\(quoted: name): alpha is \(message: describe(given)); expected a number from 0 to 1")
            }
            alpha = a
        }
        var fallback: Color?
        if let hex = value["hex"] {
            guard case .string(let text) = hex, text.hasPrefix("#"), let color = Color(hex: text), text.count == 7 || text.count == 4 else {
                throw PaletteError("\(quoted: name): hex is \(message: describe(hex)); expected a six-digit CSS hex color such as \"#ff8800\"")
            }
            fallback = Color(color.space, color.components, opacity: alpha)
        }
        guard let spaceValue = value["colorSpace"] else {
            if let fallback { return fallback }
            throw PaletteError("\(quoted: name): the color has no colorSpace; expected one of \(spaceList)")
        }
        guard case .string(let spaceName) = spaceValue else {
            throw PaletteError("\(quoted: name): colorSpace is \(kind(spaceValue)); expected a string, one of \(spaceList)")
        }
        guard let space = spaces.first(where: { $0.rawValue == spaceName }) else {
            // A space a later version of the format may add: the hex fallback is what it is for.
            if let fallback { return fallback }
            throw PaletteError("\(quoted: name): unknown color space \(quoted: spaceName); expected one of \(spaceList)")
        }
        guard let componentsValue = value["components"] else {
            throw PaletteError("\(quoted: name): the color has no components; expected 3 numbers for \(spaceName)")
        }
        guard case .array(let items) = componentsValue else {
            throw PaletteError("\(quoted: name): components is \(kind(componentsValue)); expected an array of 3 numbers for \(spaceName)")
        }
        guard items.count == 3 else {
            throw PaletteError("\(quoted: name): \(items.count) components; expected 3 for \(spaceName)")
        }
        var numbers = SIMD3<Double>()
        for (index, item) in items.enumerated() {
            switch item {
            case .number(let n):
                guard n.isFinite, abs(n) <= Color.componentLimit else {
                    throw PaletteError("\(quoted: name): component \(index + 1) is \(n); expected a finite number of magnitude at most \(Int(Color.componentLimit))")
                }
                numbers[index] = n * scale(space)[index]
            case .string("none"):
                numbers[index] = .nan
            default:
                throw PaletteError("\(quoted: name): component \(index + 1) is \(message: describe(item)); expected a number or \"none\"")
            }
        }
        return Color(space, numbers, opacity: alpha)
    }

    /// The space a color is written in: its own when the format has it; HSB as HSL; a linear
    /// RGB space other than sRGB's as XYZ D65 (both linear, so nothing is lost).
    static func writtenSpace(_ color: Color) -> ColorSpace {
        if spaces.contains(color.space) { return color.space }
        return color.space == .hsb ? .hsl : .xyzD65
    }

    /// The color as the format's object, in its own space when the format has one, with
    /// `alpha` when not opaque and the `hex` fallback (gamut-mapped sRGB). A missing component
    /// is written `"none"`; every number is written so that it reads back as the same `Double`.
    static func write(_ color: Color) -> String {
        let space = writtenSpace(color)
        let raw = space == color.space ? color.components : color.components(in: space)
        let factor = scale(space)
        let components = (0..<3).map { raw[$0].isNaN ? "\"none\"" : JSONWriter.number(raw[$0] / factor[$0]) }
        var out = "{ \"colorSpace\": \"\(space.rawValue)\", \"components\": [\(components.joined(separator: ", "))]"
        if color.opacity != 1 { out += ", \"alpha\": \(JSONWriter.number(color.resolvedOpacity))" }
        out += ", \"hex\": \"\(String(color.hexString.prefix(7)))\" }"
        return out
    }

    /// The spaces, for messages.
    static var spaceList: String { spaces.map(\.rawValue).joined(separator: ", ") }

    /// What kind of JSON value a value is, for messages.
    static func kind(_ value: JSON) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array(let items): "an array of \(items.count)"
        case .object: "an object"
        }
    }

    /// A value for a message: short scalars as written, containers by their kind.
    static func describe(_ value: JSON) -> PaletteMessage {
        switch value {
        case .number(let n): "\(JSONWriter.number(n))"
        case .string(let s): "\(quoted: s.count > 40 ? String(s.prefix(40)) + "…" : s)"
        case .bool(let b): "\(b)"
        default: "\(kind(value))"
        }
    }
}
