import ColorCore

/// One appearance an asset is drawn for: the variants of an asset catalog's `appearances`
/// (`luminosity` dark, `contrast` high) and Android's `-night` resources.
///
/// `any` is the default appearance (light, and every appearance without its own variant).
public enum AssetAppearance: String, CaseIterable, Hashable, Sendable, Comparable {
    /// The default appearance: light, and every appearance without a variant of its own.
    case any
    /// Dark mode.
    case dark
    /// Increased contrast in the default (light) appearance.
    case highContrast = "high-contrast"
    /// Increased contrast in dark mode.
    case darkHighContrast = "dark-high-contrast"

    /// Whether the appearance is a dark one.
    public var isDark: Bool { self == .dark || self == .darkHighContrast }
    /// Whether the appearance asks for increased contrast.
    public var isHighContrast: Bool { self == .highContrast || self == .darkHighContrast }

    /// The part of a file name that marks the variant: empty for `any`, `-dark`, `-high-contrast`,
    /// `-dark-high-contrast`.
    public var fileSuffix: String { self == .any ? "" : "-" + rawValue }

    /// Appearances in the order of ``allCases``.
    public static func < (a: AssetAppearance, b: AssetAppearance) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

extension AssetAppearance {
    /// The environment a scene is drawn in for this appearance: light or dark, standard or
    /// increased contrast.
    public var environment: EnvironmentValues {
        EnvironmentValues(colorScheme: isDark ? .dark : .light, colorSchemeContrast: isHighContrast ? .increased : .standard)
    }
}
