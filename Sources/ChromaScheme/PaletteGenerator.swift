import ColorCore

/// One request for generated palettes, as the command line and documents give it: the system
/// and its settings. ``generate(seed:)`` checks every setting and names the first bad one.
public struct PaletteGenerator: Sendable {
    /// The palette systems.
    public enum System: String, CaseIterable, Hashable, Sendable {
        /// Material 3's tonal palettes and light and dark schemes.
        case material
        /// An OKLCH 50…950 scale.
        case scale
        /// Colors at contrast targets against a background.
        case contrast
    }

    /// The palette system.
    public var system: System
    /// Material: the scheme variant.
    public var variant: MaterialVariant = .tonalSpot
    /// Material: the color spec (2025 applies to tonal spot, neutral, vibrant and expressive).
    public var spec: MaterialSpec = .spec2021
    /// Material: the contrast level, −1 … 1.
    public var contrastLevel = 0.0
    /// Material: the palette tones to list, each 0 … 100.
    public var tones = MaterialGeneration.defaultTones
    /// Material: whether the schemes list the palette key colors.
    public var keyColors = false
    /// Scale: the gamut every step lies in.
    public var gamut: OKLCHScale.Gamut = .srgb
    /// Contrast: the targets (nil: the metric's defaults).
    public var targets: [Double]?
    /// Contrast: the background the targets are measured against.
    public var background = Color.white
    /// Contrast: WCAG 2 ratios or APCA Lc.
    public var metric: ContrastSteps.Metric = .wcag
    /// Scale and contrast: the palette's name (nil: the seed's hex digits).
    public var name: String?

    /// A request with every setting at its default.
    public init(system: System = .material) { self.system = system }

    /// The palettes for a seed. Throws ``ScaleError`` naming a bad setting or an unreachable target.
    public func generate(seed: Color) throws -> GeneratedPalette {
        let rampName = name ?? String(seed.hexString.dropFirst())
        switch system {
        case .material:
            return try MaterialGeneration.generate(seed: seed, variant: variant, spec: spec, contrastLevel: contrastLevel, tones: tones, keyColors: keyColors)
        case .scale:
            let scale = try OKLCHScale(seed: seed, gamut: gamut)
            return GeneratedPalette(palettes: [.init(name: rampName, steps: scale.steps.map { (String($0.name), $0.color) })])
        case .contrast:
            let steps = try ContrastSteps(seed: seed, background: background,
                                          targets: targets ?? (metric == .wcag ? ContrastSteps.defaultRatios : ContrastSteps.defaultLc), metric: metric)
            return GeneratedPalette(palettes: [.init(name: rampName, steps: steps.steps.map { (DecimalFormat.string($0.target, maxFractionDigits: 4), $0.color) })])
        }
    }

    /// A one-line title for a sheet of the palettes of a seed.
    public func title(seed: Color) -> String {
        switch system {
        case .material: return "Material 3 · \(variant.rawValue) · \(seed.hexString)"
                + (spec == .spec2021 ? "" : " · spec \(spec.effective(for: variant).name)")
                + (contrastLevel == 0 ? "" : " · contrast \(DecimalFormat.string(contrastLevel, maxFractionDigits: 2))")
        case .scale: return "OKLCH scale · \(seed.hexString) · \(gamut.rawValue)"
        case .contrast: return "\(metric == .wcag ? "WCAG" : "APCA") steps · \(seed.hexString) on \(background.hexString)"
        }
    }
}
