/// Material 3's dynamic scheme variants (the 2021 color spec): how the seed becomes the six
/// tonal palettes and how roles pick their tones.
public enum MaterialVariant: String, CaseIterable, Hashable, Sendable {
    /// The default: a calm primary of the seed's hue (chroma 36), tertiary 60° on.
    case tonalSpot
    /// The seed's own chroma; tertiary from the temperature model's analogous colors.
    case content
    /// Like content, with containers at the seed's tone; tertiary the temperature complement.
    case fidelity
    /// Colorful: primary at the most chroma each tone has; secondary and tertiary hues rotated.
    case vibrant
    /// Playful: primary 240° from the seed; rotated secondary and tertiary.
    case expressive
    /// Grays only.
    case monochrome
    /// Near-grays of the seed's hue.
    case neutral
    /// The seed's hue at chroma 48; gray neutrals.
    case rainbow
    /// Primary and secondary 50° before the seed's hue, tertiary at it.
    case fruitSalad

    /// Whether roles follow the seed closely (content and fidelity).
    var isFidelity: Bool { self == .content || self == .fidelity }

    /// The names accepted on the command line, for messages.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// The six tonal palettes of a scheme, in ``MaterialPaletteName`` order.
public struct MaterialPalettes: Sendable {
    /// The accent palette of primary roles.
    public let primary: TonalPalette
    /// The quieter accent of secondary roles.
    public let secondary: TonalPalette
    /// The contrasting accent of tertiary roles.
    public let tertiary: TonalPalette
    /// Surfaces and text.
    public let neutral: TonalPalette
    /// Surface variants and outlines.
    public let neutralVariant: TonalPalette
    /// Error roles: hue 25, chroma 84.
    public let error: TonalPalette

    /// The palettes a variant makes from a seed in a spec. In the 2021 spec they do not depend
    /// on light or dark or the contrast level; in 2025 some of tonal spot's and expressive's do.
    public init(seed: HCT, variant: MaterialVariant, spec: MaterialSpec = .spec2021, isDark: Bool = false) {
        if spec.effective(for: variant) == .spec2025 {
            self = Self.spec2025(seed: seed, variant: variant, isDark: isDark)
        } else {
            self.init(spec2021Seed: seed, variant: variant)
        }
    }

    init(primary: TonalPalette, secondary: TonalPalette, tertiary: TonalPalette,
         neutral: TonalPalette, neutralVariant: TonalPalette, error: TonalPalette) {
        self.primary = primary
        self.secondary = secondary
        self.tertiary = tertiary
        self.neutral = neutral
        self.neutralVariant = neutralVariant
        self.error = error
    }

    /// The seed's hue turned by the rotation of the hue range it falls in: `rotations[i]` for
    /// `breakpoints[i] ≤ hue < breakpoints[i + 1]` (degrees; none when no range holds it).
    static func rotatedHue(_ seed: HCT, _ breakpoints: [Double], _ rotations: [Double]) -> Double {
        sanitizedDegrees(seed.hue + (piecewise(seed, breakpoints, rotations) ?? 0))
    }

    /// `values[i]` for the range `breakpoints[i] ≤ hue < breakpoints[i + 1]` the seed's hue falls
    /// in (taken modulo 360), or nil.
    static func piecewise(_ seed: HCT, _ breakpoints: [Double], _ values: [Double]) -> Double? {
        for i in 0..<min(breakpoints.count - 1, values.count) where seed.hue >= breakpoints[i] && seed.hue < breakpoints[i + 1] {
            return sanitizedDegrees(values[i])
        }
        return nil
    }

    /// The 2021 spec's palettes.
    private init(spec2021Seed seed: HCT, variant: MaterialVariant) {
        let hue = seed.hue, chroma = seed.chroma
        func rotated(_ breakpoints: [Double], _ rotations: [Double]) -> Double { Self.rotatedHue(seed, breakpoints, rotations) }
        switch variant {
        case .content, .fidelity:
            primary = TonalPalette(hue: hue, chroma: chroma)
            secondary = TonalPalette(hue: hue, chroma: max(chroma - 32.0, chroma * 0.5))
            let cache = TemperatureCache(seed)
            tertiary = TonalPalette(DislikeAnalyzer.fixIfDisliked(variant == .content ? cache.analogous(count: 3, divisions: 6)[2] : cache.complement))
            neutral = TonalPalette(hue: hue, chroma: chroma / 8.0)
            neutralVariant = TonalPalette(hue: hue, chroma: chroma / 8.0 + 4.0)
        case .fruitSalad:
            primary = TonalPalette(hue: sanitizedDegrees(hue - 50.0), chroma: 48.0)
            secondary = TonalPalette(hue: sanitizedDegrees(hue - 50.0), chroma: 36.0)
            tertiary = TonalPalette(hue: hue, chroma: 36.0)
            neutral = TonalPalette(hue: hue, chroma: 10.0)
            neutralVariant = TonalPalette(hue: hue, chroma: 16.0)
        case .monochrome:
            primary = TonalPalette(hue: hue, chroma: 0.0)
            secondary = TonalPalette(hue: hue, chroma: 0.0)
            tertiary = TonalPalette(hue: hue, chroma: 0.0)
            neutral = TonalPalette(hue: hue, chroma: 0.0)
            neutralVariant = TonalPalette(hue: hue, chroma: 0.0)
        case .neutral:
            primary = TonalPalette(hue: hue, chroma: 12.0)
            secondary = TonalPalette(hue: hue, chroma: 8.0)
            tertiary = TonalPalette(hue: hue, chroma: 16.0)
            neutral = TonalPalette(hue: hue, chroma: 2.0)
            neutralVariant = TonalPalette(hue: hue, chroma: 2.0)
        case .rainbow:
            primary = TonalPalette(hue: hue, chroma: 48.0)
            secondary = TonalPalette(hue: hue, chroma: 16.0)
            tertiary = TonalPalette(hue: sanitizedDegrees(hue + 60.0), chroma: 24.0)
            neutral = TonalPalette(hue: hue, chroma: 0.0)
            neutralVariant = TonalPalette(hue: hue, chroma: 0.0)
        case .tonalSpot:
            primary = TonalPalette(hue: hue, chroma: 36.0)
            secondary = TonalPalette(hue: hue, chroma: 16.0)
            tertiary = TonalPalette(hue: sanitizedDegrees(hue + 60.0), chroma: 24.0)
            neutral = TonalPalette(hue: hue, chroma: 6.0)
            neutralVariant = TonalPalette(hue: hue, chroma: 8.0)
        case .expressive:
            primary = TonalPalette(hue: sanitizedDegrees(hue + 240), chroma: 40)
            secondary = TonalPalette(hue: rotated([0, 21, 51, 121, 151, 191, 271, 321, 360], [45, 95, 45, 20, 45, 90, 45, 45, 45]), chroma: 24.0)
            tertiary = TonalPalette(hue: rotated([0, 21, 51, 121, 151, 191, 271, 321, 360], [120, 120, 20, 45, 20, 15, 20, 120, 120]), chroma: 32.0)
            neutral = TonalPalette(hue: sanitizedDegrees(hue + 15), chroma: 8)
            neutralVariant = TonalPalette(hue: sanitizedDegrees(hue + 15), chroma: 12)
        case .vibrant:
            primary = TonalPalette(hue: hue, chroma: 200.0)
            secondary = TonalPalette(hue: rotated([0, 41, 61, 101, 131, 181, 251, 301, 360], [18, 15, 10, 12, 15, 18, 15, 12, 12]), chroma: 24.0)
            tertiary = TonalPalette(hue: rotated([0, 41, 61, 101, 131, 181, 251, 301, 360], [35, 30, 20, 25, 30, 35, 30, 25, 25]), chroma: 32.0)
            neutral = TonalPalette(hue: hue, chroma: 10)
            neutralVariant = TonalPalette(hue: hue, chroma: 12)
        }
        error = TonalPalette(hue: 25.0, chroma: 84.0)
    }

    /// A palette by name.
    public subscript(_ name: MaterialPaletteName) -> TonalPalette {
        switch name {
        case .primary: return primary
        case .secondary: return secondary
        case .tertiary: return tertiary
        case .neutral: return neutral
        case .neutralVariant: return neutralVariant
        case .error: return error
        }
    }
}

/// The names of Material's six tonal palettes, in their fixed order.
public enum MaterialPaletteName: String, CaseIterable, Hashable, Sendable {
    case primary, secondary, tertiary, neutral, neutralVariant, error
}
