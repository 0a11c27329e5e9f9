/// What a color is resolved against, as SwiftUI's `EnvironmentValues`: the appearance and the
/// contrast. A picture has one appearance, so every render is given one (light by default).
///
/// ```swift
/// var environment = EnvironmentValues()
/// environment.colorScheme = .dark
/// let resolved = Color.blue.resolve(in: environment)   // #0a84ff
/// ```
public struct EnvironmentValues: Hashable, Sendable {
    /// Light or dark; `.light` by default.
    public var colorScheme: ColorScheme
    /// Standard or increased contrast; `.standard` by default. (Settable here, where SwiftUI
    /// reads it from the system, because there is no system to read it from.)
    public var colorSchemeContrast: ColorSchemeContrast

    /// The default environment: light appearance, standard contrast.
    public init() {
        colorScheme = .light
        colorSchemeContrast = .standard
    }

    /// An environment with a given appearance and contrast.
    public init(colorScheme: ColorScheme, colorSchemeContrast: ColorSchemeContrast = .standard) {
        self.colorScheme = colorScheme
        self.colorSchemeContrast = colorSchemeContrast
    }

    /// Light appearance, standard contrast.
    public static let light = EnvironmentValues(colorScheme: .light)
    /// Dark appearance, standard contrast.
    public static let dark = EnvironmentValues(colorScheme: .dark)

    /// Reads an appearance as the command line and documents write it: `light`, `dark`,
    /// `light-increased` or `dark-increased` (the contrast after a hyphen), ignoring case.
    /// Returns nil for anything else.
    public init?(appearance name: String) {
        let parts = name.lowercased().split(separator: "-", maxSplits: 1).map(String.init)
        guard let scheme = parts.first.flatMap(ColorScheme.init(name:)) else { return nil }
        var contrast = ColorSchemeContrast.standard
        if parts.count == 2 {
            guard let read = ColorSchemeContrast(rawValue: parts[1]) else { return nil }
            contrast = read
        }
        self.init(colorScheme: scheme, colorSchemeContrast: contrast)
    }

    /// The appearance as ``init(appearance:)`` reads it: `light`, `dark`, `light-increased` or
    /// `dark-increased`.
    public var appearanceName: String {
        colorSchemeContrast == .standard ? colorScheme.rawValue : "\(colorScheme.rawValue)-increased"
    }

    /// The words the command line and documents accept for an appearance.
    public static let appearanceNames = ["light", "dark", "light-increased", "dark-increased"]
}
