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

    public static func < (a: AssetAppearance, b: AssetAppearance) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// Reads a comma-separated list such as `any,dark,high-contrast` (`light` is `any`); each
    /// appearance at most once, `any` always included, in the order of ``allCases``.
    /// - Throws: ``OutputError/badAppearances(_:reason:)`` naming the bad item.
    public static func list(parsing text: String) throws -> [AssetAppearance] {
        var result: [AssetAppearance] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = item.trimmingCharacters(in: .whitespaces).lowercased()
            guard let appearance = AssetAppearance(rawValue: name == "light" ? "any" : name) else {
                throw OutputError.badAppearances(text, reason: "'\(item)' is not an appearance; expected any, dark, high-contrast or dark-high-contrast")
            }
            guard !result.contains(appearance) else {
                throw OutputError.badAppearances(text, reason: "\(appearance.rawValue) is named twice")
            }
            result.append(appearance)
        }
        if !result.contains(.any) { result.append(.any) }
        return result.sorted()
    }
}

extension AssetAppearance {
    /// The environment a scene is drawn in for this appearance: light or dark, standard or
    /// increased contrast.
    public var environment: EnvironmentValues {
        EnvironmentValues(colorScheme: isDark ? .dark : .light, colorSchemeContrast: isHighContrast ? .increased : .standard)
    }
}
