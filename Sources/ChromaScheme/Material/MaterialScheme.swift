/// A Material 3 dynamic color scheme: every role's color for a seed, a variant, light or dark,
/// and a contrast level, as Google's material-color-utilities computes it with its default
/// (2021) color spec.
public struct MaterialScheme: Sendable {
    /// The seed color.
    public let seed: HCT
    /// How the seed becomes palettes and roles.
    public let variant: MaterialVariant
    /// Dark appearance when true.
    public let isDark: Bool
    /// The contrast level, −1 (reduced) … 0 (standard) … 1 (high).
    public let contrastLevel: Double
    /// The six tonal palettes the roles take their colors from.
    public let palettes: MaterialPalettes

    /// A scheme. `contrastLevel` is clamped to −1 … 1 (see ``validContrastLevels``; NaN reads as 0).
    public init(seed: HCT, variant: MaterialVariant = .tonalSpot, isDark: Bool, contrastLevel: Double = 0) {
        self.init(seed: seed, variant: variant, isDark: isDark, contrastLevel: contrastLevel,
                  palettes: MaterialPalettes(seed: seed, variant: variant))
    }

    /// A scheme over palettes already made for the seed and variant (light and dark share them).
    public init(seed: HCT, variant: MaterialVariant, isDark: Bool, contrastLevel: Double, palettes: MaterialPalettes) {
        self.seed = seed
        self.variant = variant
        self.isDark = isDark
        self.contrastLevel = contrastLevel.isNaN ? 0 : min(max(contrastLevel, -1), 1)
        self.palettes = palettes
    }

    /// The contrast levels a scheme accepts.
    public static let validContrastLevels: ClosedRange<Double> = -1...1

    /// The color of one role.
    public func color(_ role: MaterialRole) -> ARGB {
        var resolver = RoleToneResolver(scheme: self)
        return resolver.color(role)
    }

    /// Every role's color, in ``MaterialRole`` order.
    public var colors: [(role: MaterialRole, color: ARGB)] {
        var resolver = RoleToneResolver(scheme: self)
        return MaterialRole.allCases.map { ($0, resolver.color($0)) }
    }
}
