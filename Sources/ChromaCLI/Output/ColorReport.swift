import ChromaJSON
import ChromaLimits
import ColorCore
import Foundation

/// A color in every model, as `chroma convert` prints it.
///
/// Units in `--json`: hues in degrees [0, 360), null when powerless; HSB, HSL, HWB, CMYK and RGB
/// components 0…1 (unclamped for colors outside sRGB); Lab L 0…100; OKLab L 0…1; XYZ with white
/// Y = 1. `hex` is brought into sRGB and rounded to 8 bits, and so is CMYK (device CMYK, the
/// articles' formula): by CSS Color 4's gamut mapping (`--gamut map`, the default), or by
/// clipping each channel (`--gamut clip`, what browsers paint today). `--json` shows both
/// (`"gamut"`, and `"srgb8"` with `"map"` and `"clip"`).
///
/// Every string it prints reads back (`Color(parsing:)`, every command) to the same color: the
/// text rows are each model's CSS form (`hsb()` for HSB, `device-cmyk()` for CMYK), and the
/// field called `css` holds CSS (the color's own CSS function, or `rgb()`/`color(srgb …)` for an
/// HSB color, which CSS lacks).
///
/// An adaptive color (SwiftUI's `.blue`, `light-dark()`) is reported in one appearance (light
/// unless `--appearance` says otherwise), with its four appearances listed; a name that means
/// one color with a leading dot and another without (`.blue`, `blue`) shows the other too.
struct ColorReport {
    /// The models, in output order, with the space that supplies their components.
    static let models: [(key: String, space: ColorSpace?)] = [
        ("srgb", .srgb), ("srgb-linear", .srgbLinear), ("display-p3", .displayP3),
        ("hsb", .hsb), ("hsl", .hsl), ("hwb", .hwb), ("cmyk", nil),
        ("xyz-d65", .xyzD65), ("xyz-d50", .xyzD50), ("lab", .lab), ("lch", .lch),
        ("oklab", .oklab), ("oklch", .oklch),
    ]

    /// The color as read, perhaps adaptive.
    let input: Color
    /// The appearance the models are reported in.
    let environment: EnvironmentValues
    /// The argument as typed, to tell `.blue` from `blue`.
    let typed: String

    /// How a color outside sRGB is brought into it for hex, HSB, HSL, HWB and CMYK.
    let gamut: GamutMode

    init(color: Color, environment: EnvironmentValues = EnvironmentValues(), typed: String = "", gamut: GamutMode = .map) {
        input = color
        self.environment = environment
        self.typed = typed
        self.gamut = gamut
    }

    /// The plain color in the reported appearance.
    var color: Color { input.resolvedColor(in: environment) }

    /// The color brought into sRGB as `gamut` says (itself when it lies in sRGB).
    var srgbColor: Color { srgbColor(gamut) }

    /// The color brought into sRGB by one method.
    func srgbColor(_ mode: GamutMode) -> Color {
        inSRGB ? color : color.gamutMapped(to: .srgb, method: mode.method)
    }

    /// The components of one model: three, or four for CMYK.
    func values(_ space: ColorSpace?) -> [Double] {
        guard let space else {
            let cmyk = srgbColor.cmyk
            return [cmyk.cyan, cmyk.magenta, cmyk.yellow, cmyk.black]
        }
        let c = color.components(in: space)
        return [c.x, c.y, c.z]
    }

    /// One model as a string that reads back: `color(srgb …)`, `hsb(…)`, `device-cmyk(…)`, `lab(…)`.
    /// HSB, HSL and HWB strings are sRGB-gamut syntaxes (CSS clamps them), so for a color outside
    /// sRGB they are written, as hex and CMYK are, from the color mapped into sRGB.
    func string(_ space: ColorSpace?) -> String {
        guard let space else { return srgbColor.deviceCMYKString(decimals: 6) }
        if space == .srgb { return Self.srgbFunction(color) }   // rgb() is the css row's form
        if [.hsb, .hsl, .hwb].contains(space), !inSRGB { return srgbColor.cssString(in: space, decimals: 6) }
        return Self.withinLimit(color, in: space).cssString(in: space, decimals: 6)
    }

    /// The color in `space`, its components clamped to ±``Color/componentLimit`` as CSS clamps
    /// `calc(infinity)`, so the row reads back: a color at the limit in one space (sRGB 10⁶)
    /// can be far beyond it in another (linear sRGB 2·10¹⁴), which no reader takes.
    static func withinLimit(_ color: Color, in space: ColorSpace) -> Color {
        let c = color.components(in: space)
        guard [c.x, c.y, c.z].contains(where: { abs($0) > Color.componentLimit }) else { return color }
        func clamp(_ v: Double) -> Double { v.isNaN ? v : min(max(v, -Color.componentLimit), Color.componentLimit) }
        return Color(space, clamp(c.x), clamp(c.y), clamp(c.z), opacity: color.opacity)
    }

    /// Whether some row's components were clamped to the limit (``withinLimit(_:in:)``).
    var clampsSomeRow: Bool {
        Self.models.contains { _, space in
            guard let space else { return false }
            let c = color.components(in: space)
            return [c.x, c.y, c.z].contains { abs($0) > Color.componentLimit }
        }
    }

    /// Whether the color lies in sRGB's gamut (within 1e-9).
    var inSRGB: Bool {
        let c = color.components(in: .srgb)
        return [c.x, c.y, c.z].allSatisfy { $0.isNaN || (-1e-9...1 + 1e-9).contains($0) }
    }

    /// `color(srgb r g b)`, components 0…1.
    static func srgbFunction(_ color: Color) -> String {
        let c = color.components(in: .srgb)
        func n(_ v: Double) -> String { v.isNaN ? "none" : DecimalFormat.string(v, maxFractionDigits: 6) }
        let alpha = color.opacity == 1 ? "" : " / " + n(color.resolvedOpacity)
        func limited(_ v: Double) -> Double { v.isNaN ? v : min(max(v, -Color.componentLimit), Color.componentLimit) }
        return "color(srgb \(n(limited(c.x))) \(n(limited(c.y))) \(n(limited(c.z)))\(alpha))"
    }

    /// CSS for the color: its own CSS function, or sRGB's for HSB (CSS has no `hsb()`).
    var css: String {
        let space = color.space == .hsb ? ColorSpace.srgb : color.space
        return Self.withinLimit(color, in: space).cssString(in: space, decimals: 6)
    }

    /// The appearances of an adaptive color, as hex: light, dark, and both at increased contrast.
    var appearances: [(String, String)]? {
        guard input.isAdaptive else { return nil }
        return EnvironmentValues.appearanceNames.map { name in
            (name, input.resolvedColor(in: EnvironmentValues(appearance: name)!).hexString)
        }
    }

    /// The other reading of a name: CSS's for `.blue`, SwiftUI's for `blue`.
    var otherReading: (String, String)? {
        let trimmed = typed.trimmedOfSpaces
        if trimmed.hasPrefix(".") {
            let bare = String(trimmed.dropFirst())
            guard let css = try? Color(parsing: bare) else { return nil }
            return ("also", "\(bare.lowercased()) is CSS's \(css.hexString) (without the dot)")
        }
        guard let swiftUI = try? Color(parsing: "." + trimmed), trimmed.allSatisfy(\.isLetter) else { return nil }
        let light = swiftUI.resolvedColor(in: .light).hexString, dark = swiftUI.resolvedColor(in: .dark).hexString
        return ("also", ".\(swiftUI.swiftUIName ?? trimmed) is SwiftUI's \(light) light, \(dark) dark (with a leading dot)")
    }

    var json: JSON {
        var members: [(String, JSON)] = [
            ("hex", .string(srgbColor.hexString)),
            ("alpha", .finite(color.resolvedOpacity)),
            ("gamut", .string(gamut.rawValue)),
            ("srgb8", .object(JSONObject(GamutMode.allCases.map { ($0.rawValue, JSON.string(srgbColor($0).hexString)) }))),
        ]
        for (key, space) in Self.models {
            members.append((key, .array(values(space).map(JSON.finite))))
        }
        members.append(("strings", .object(JSONObject(strings.map { ($0.0, JSON.string($0.1)) }))))
        if let name = input.swiftUIName { members.append(("swiftui", .string("." + name))) }
        if let appearances {
            members.append(("appearance", .string(environment.appearanceName)))
            members.append(("appearances", .object(JSONObject(appearances.map { ($0.0, JSON.string($0.1)) }))))
        }
        return .object(JSONObject(members))
    }

    /// The color as strings: CSS, `hsb()` and `device-cmyk()`.
    var strings: [(String, String)] {
        [("css", css), ("hsb", color.cssString(in: .hsb, decimals: 4)), ("device-cmyk", srgbColor.deviceCMYKString())]
    }

    /// Aligned lines: `model  string`, each string reading back to the color; then CSS, and for
    /// an adaptive color its appearances.
    var text: String {
        var rows: [(String, String)] = [("hex", srgbColor.hexString), ("alpha", DecimalFormat.string(color.resolvedOpacity, maxFractionDigits: 4))]
        for (key, space) in Self.models {
            rows.append((key, string(space)))
        }
        rows.append(("css", css))
        if !inSRGB {
            let other: GamutMode = gamut == .map ? .clip : .map
            rows.append(("note", gamut == .map
                ? "outside sRGB: hex, hsb, hsl, hwb and cmyk are gamut-mapped into sRGB (CSS Color 4, --gamut map)"
                : "outside sRGB: hex, hsb, hsl, hwb and cmyk are clipped into sRGB, as browsers paint it (--gamut clip)"))
            rows.append(("gamut-" + other.rawValue, srgbColor(other).hexString + (other == .clip ? " (clipped, as browsers paint it)" : " (CSS Color 4 gamut mapping)")))
        }
        if clampsSomeRow {
            rows.append(("note", "components beyond ±\(Int(Color.componentLimit)) are written at that limit, as CSS clamps calc(infinity)"))
        }
        if let name = input.swiftUIName { rows.append(("swiftui", "." + name)) }
        if let appearances {
            rows.append(("appearance", environment.appearanceName))
            rows += appearances
        }
        if let other = otherReading { rows.append(other) }
        let width = rows.map(\.0.count).max()!
        return rows.map { $0.0.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.1 }
            .joined(separator: "\n")
    }
}
