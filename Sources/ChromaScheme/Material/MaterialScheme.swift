/// A Material 3 dynamic color scheme: every role's color for a seed, a variant, a color spec,
/// light or dark, and a contrast level, as Google's material-color-utilities computes it (phone
/// platform).
public struct MaterialScheme: Sendable {
    /// The seed color.
    public let seed: HCT
    /// How the seed becomes palettes and roles.
    public let variant: MaterialVariant
    /// The spec the scheme follows: the one asked for, except that variants the 2025 spec does
    /// not define follow 2021 (``MaterialSpec/effective(for:)``).
    public let spec: MaterialSpec
    /// Dark appearance when true.
    public let isDark: Bool
    /// The contrast level, −1 (reduced) … 0 (standard) … 1 (high).
    public let contrastLevel: Double
    /// The six tonal palettes the roles take their colors from.
    public let palettes: MaterialPalettes

    /// A scheme. `contrastLevel` is clamped to −1 … 1 (see ``validContrastLevels``; NaN reads as 0).
    public init(seed: HCT, variant: MaterialVariant = .tonalSpot, spec: MaterialSpec = .spec2021,
                isDark: Bool, contrastLevel: Double = 0) {
        self.init(seed: seed, variant: variant, spec: spec, isDark: isDark, contrastLevel: contrastLevel,
                  palettes: MaterialPalettes(seed: seed, variant: variant, spec: spec, isDark: isDark))
    }

    /// A scheme over palettes already made for the seed, variant, spec and appearance (in the
    /// 2021 spec light and dark share them; in 2025 some differ).
    public init(seed: HCT, variant: MaterialVariant, spec: MaterialSpec = .spec2021, isDark: Bool,
                contrastLevel: Double, palettes: MaterialPalettes) {
        self.seed = seed
        self.variant = variant
        self.spec = spec.effective(for: variant)
        self.isDark = isDark
        self.contrastLevel = contrastLevel.isNaN ? 0 : min(max(contrastLevel, -1), 1)
        self.palettes = palettes
    }

    /// The contrast levels a scheme accepts.
    public static let validContrastLevels: ClosedRange<Double> = -1...1

    /// The roles the scheme has, in ``MaterialRole`` order (the Dim roles only in 2025).
    public var roles: [MaterialRole] { MaterialRole.roles(in: spec) }

    /// The color of one role; nil for a role the scheme's spec lacks (a Dim role in 2021).
    public func color(_ role: MaterialRole) -> ARGB? {
        guard spec == .spec2025 || !role.isSpec2025Only else { return nil }
        var resolver = RoleToneResolver(scheme: self)
        return resolver.color(role)
    }

    /// Every role's color, in ``roles`` order.
    public var colors: [(role: MaterialRole, color: ARGB)] {
        var resolver = RoleToneResolver(scheme: self)
        return roles.map { ($0, resolver.color($0)) }
    }

    /// The same seed, variant, spec and palettes, light at standard contrast: the 2025 fixed
    /// roles take their tones from it.
    var lightStandard: MaterialScheme {
        MaterialScheme(seed: seed, variant: variant, spec: spec, isDark: false, contrastLevel: 0, palettes: palettes)
    }
}
