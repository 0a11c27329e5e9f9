/// Material 3's color roles (2021 spec), in the fixed order Chroma writes them: the palette key
/// colors, surfaces, outlines, then primary, secondary, tertiary, error and the fixed roles.
/// Raw values are Material's camelCase names.
public enum MaterialRole: String, CaseIterable, Hashable, Sendable {
    case primaryPaletteKeyColor, secondaryPaletteKeyColor, tertiaryPaletteKeyColor
    case neutralPaletteKeyColor, neutralVariantPaletteKeyColor, errorPaletteKeyColor
    case background, onBackground, surface, surfaceDim, surfaceBright
    case surfaceContainerLowest, surfaceContainerLow, surfaceContainer, surfaceContainerHigh, surfaceContainerHighest
    case onSurface, surfaceVariant, onSurfaceVariant, inverseSurface, inverseOnSurface
    case outline, outlineVariant, shadow, scrim, surfaceTint
    case primary, onPrimary, primaryContainer, onPrimaryContainer, inversePrimary
    case secondary, onSecondary, secondaryContainer, onSecondaryContainer
    case tertiary, onTertiary, tertiaryContainer, onTertiaryContainer
    case error, onError, errorContainer, onErrorContainer
    case primaryFixed, primaryFixedDim, onPrimaryFixed, onPrimaryFixedVariant
    case secondaryFixed, secondaryFixedDim, onSecondaryFixed, onSecondaryFixedVariant
    case tertiaryFixed, tertiaryFixedDim, onTertiaryFixed, onTertiaryFixedVariant

    /// Whether the role is one of the six palette key colors (not a UI role; left out of sheets).
    public var isKeyColor: Bool { rawValue.hasSuffix("PaletteKeyColor") }
}
