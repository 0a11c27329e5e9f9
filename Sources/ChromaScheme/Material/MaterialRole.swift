/// Material 3's color roles, in the fixed order Chroma writes them: the palette key colors,
/// surfaces, outlines, then primary, secondary, tertiary, error and the fixed roles. Raw values are
/// Material's camelCase names. The Dim roles exist only in the 2025 spec (``roles(in:)``).
public enum MaterialRole: String, CaseIterable, Hashable, Sendable {
    case primaryPaletteKeyColor, secondaryPaletteKeyColor, tertiaryPaletteKeyColor
    case neutralPaletteKeyColor, neutralVariantPaletteKeyColor, errorPaletteKeyColor
    case background, onBackground, surface, surfaceDim, surfaceBright
    case surfaceContainerLowest, surfaceContainerLow, surfaceContainer, surfaceContainerHigh, surfaceContainerHighest
    case onSurface, surfaceVariant, onSurfaceVariant, inverseSurface, inverseOnSurface
    case outline, outlineVariant, shadow, scrim, surfaceTint
    case primary, primaryDim, onPrimary, primaryContainer, onPrimaryContainer, inversePrimary
    case secondary, secondaryDim, onSecondary, secondaryContainer, onSecondaryContainer
    case tertiary, tertiaryDim, onTertiary, tertiaryContainer, onTertiaryContainer
    case error, errorDim, onError, errorContainer, onErrorContainer
    case primaryFixed, primaryFixedDim, onPrimaryFixed, onPrimaryFixedVariant
    case secondaryFixed, secondaryFixedDim, onSecondaryFixed, onSecondaryFixedVariant
    case tertiaryFixed, tertiaryFixedDim, onTertiaryFixed, onTertiaryFixedVariant

    /// Whether the role is one of the six palette key colors (not a UI role; left out of sheets).
    public var isKeyColor: Bool { rawValue.hasSuffix("PaletteKeyColor") }

    /// Whether only the 2025 spec has the role: primaryDim, secondaryDim, tertiaryDim, errorDim.
    public var isSpec2025Only: Bool {
        switch self {
        case .primaryDim, .secondaryDim, .tertiaryDim, .errorDim: return true
        default: return false
        }
    }

    /// Whether the role is a fixed Dim role, which the 2025 spec leaves out of the background
    /// tone rule.
    var isFixedDim: Bool { self == .primaryFixedDim || self == .secondaryFixedDim || self == .tertiaryFixedDim }

    /// The roles a scheme of a spec has, in order: 55 in 2021, 59 in 2025.
    public static func roles(in spec: MaterialSpec) -> [MaterialRole] {
        spec == .spec2025 ? allCases : allCases.filter { !$0.isSpec2025Only }
    }
}
