import ColorCore

/// A color in every model, as `chroma convert` prints it.
///
/// Units: hues in degrees [0, 360), null (or `none` in text) when powerless; HSB, HSL, HWB,
/// CMYK and RGB components 0…1 (unclamped for colors outside sRGB); Lab L 0…100; OKLab L 0…1;
/// XYZ with white Y = 1. `hex` is gamut-mapped into sRGB (CSS Color 4) and rounded to 8 bits, and
/// so is CMYK (device CMYK, the articles' formula). The strings — the color's own CSS form,
/// `hsb()` and `device-cmyk()` — read back with `Color(parsing:)`.
struct ColorReport {
    /// The models, in output order, with the space that supplies their components.
    static let models: [(key: String, space: ColorSpace?)] = [
        ("srgb", .srgb), ("srgb-linear", .srgbLinear), ("display-p3", .displayP3),
        ("hsb", .hsb), ("hsl", .hsl), ("hwb", .hwb), ("cmyk", nil),
        ("xyz-d65", .xyzD65), ("xyz-d50", .xyzD50), ("lab", .lab), ("lch", .lch),
        ("oklab", .oklab), ("oklch", .oklch),
    ]

    let color: Color

    /// The components of one model: three, or four for CMYK.
    func values(_ space: ColorSpace?) -> [Double] {
        guard let space else {
            let cmyk = color.cmyk
            return [cmyk.cyan, cmyk.magenta, cmyk.yellow, cmyk.black]
        }
        let c = color.components(in: space)
        return [c.x, c.y, c.z]
    }

    var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("hex", .string(color.hexString)),
            ("alpha", .finite(color.resolvedOpacity)),
        ]
        for (key, space) in Self.models {
            members.append((key, .array(values(space).map(JSONValue.finite))))
        }
        members.append(("strings", .object(strings.map { ($0.0, .string($0.1)) })))
        return .object(members)
    }

    /// The color as strings: its own CSS form, `hsb()` and `device-cmyk()`.
    var strings: [(String, String)] {
        [("css", color.cssString(in: color.space, decimals: 6)), ("css-hsb", color.cssString(in: .hsb, decimals: 4)),
         ("device-cmyk", color.deviceCMYKString())]
    }

    /// Aligned lines: `model  components`, then the CSS form.
    var text: String {
        var rows: [(String, String)] = [("hex", color.hexString), ("alpha", DecimalFormat.string(color.resolvedOpacity, maxFractionDigits: 4))]
        for (key, space) in Self.models {
            rows.append((key, values(space).map { DecimalFormat.string($0, maxFractionDigits: 6) }.joined(separator: " ")))
        }
        rows += strings
        let width = rows.map(\.0.count).max()!
        return rows.map { $0.0.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.1 }
            .joined(separator: "\n")
    }
}
