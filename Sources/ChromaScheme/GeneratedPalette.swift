import ChromaJSON
import ChromaPalette
import ColorCore

/// The result of generating from a seed: named palettes of named steps and, for Material, the
/// light and dark schemes' roles. Everything keeps a fixed order, the order it is written in.
public struct GeneratedPalette: Sendable {
    /// One palette: its name and its steps (a tone, a step name or a contrast target, and its color).
    public struct Ramp: Sendable {
        /// The palette's name (a JSON key, and the prefix of palette-file names).
        public var name: String
        /// The steps in order: a key (tone 0 … 100, step 50 … 950, or a contrast target) and its color.
        public var steps: [(key: String, color: Color)]
        /// A palette.
        public init(name: String, steps: [(key: String, color: Color)]) {
            self.name = name
            self.steps = steps
        }
    }

    /// One scheme: roles and their colors, in ``MaterialRole`` order.
    public struct Scheme: Sendable {
        /// Material's camelCase role names and their colors.
        public var roles: [(role: String, color: Color)]
        /// A scheme.
        public init(roles: [(role: String, color: Color)]) { self.roles = roles }
    }

    /// The palettes, in their fixed order.
    public var palettes: [Ramp]
    /// The light scheme (Material only).
    public var light: Scheme?
    /// The dark scheme (Material only).
    public var dark: Scheme?

    /// A result; schemes only for Material.
    public init(palettes: [Ramp], light: Scheme? = nil, dark: Scheme? = nil) {
        self.palettes = palettes
        self.light = light
        self.dark = dark
    }

    /// The color as JSON writes it: `#rrggbb` for colors in sRGB, CSS `color(display-p3 …)` for
    /// wider ones.
    public static func text(_ color: Color) -> String {
        if color.space == .displayP3 && !color.isInGamut(of: .srgb, tolerance: 1e-6) {
            let c = color.components
            func n(_ v: Double) -> String { PrintfFormat.string("%.4f", v) }
            return "color(display-p3 \(n(c.x)) \(n(c.y)) \(n(c.z)))"
        }
        return color.hexString
    }

    /// `{"palettes": {NAME: {STEP: "#rrggbb", …}, …}, "schemes": {"light": {ROLE: …}, "dark": {…}}}`,
    /// two-space indented, keys in the palette's fixed order; `schemes` only when there are schemes.
    public func json() -> String {
        func colors(_ pairs: [(String, Color)]) -> JSON { .object(JSONObject(pairs.map { ($0.0, .string(Self.text($0.1))) })) }
        var top: JSONObject = ["palettes": .object(JSONObject(palettes.map { ramp in (ramp.name, colors(ramp.steps.map { ($0.key, $0.color) })) }))]
        if light != nil || dark != nil {
            var schemes = JSONObject()
            if let light { schemes["light"] = colors(light.roles.map { ($0.role, $0.color) }) }
            if let dark { schemes["dark"] = colors(dark.roles.map { ($0.role, $0.color) }) }
            top["schemes"] = .object(schemes)
        }
        return JSON.object(top).text(.pretty) + "\n"
    }

    /// The palette as a palette file holds it: `NAME-STEP` for every step, then every light role
    /// by its name and every dark role as `ROLE-dark` (asset catalogs pair them as appearances).
    public func palette(named name: String? = nil) -> Palette {
        var entries: [Palette.Entry] = []
        for ramp in palettes {
            for step in ramp.steps { entries.append(Palette.Entry(name: "\(ramp.name)-\(step.key)", color: step.color)) }
        }
        if let light { entries += light.roles.map { Palette.Entry(name: $0.role, color: $0.color) } }
        if let dark { entries += dark.roles.map { Palette.Entry(name: "\($0.role)-dark", color: $0.color) } }
        return Palette(name: name, entries: entries)
    }
}
