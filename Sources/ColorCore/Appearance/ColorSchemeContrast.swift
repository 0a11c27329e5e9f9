/// The contrast the viewer asked for, as SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: String, CaseIterable, Hashable, Sendable {
    /// Standard contrast (the default).
    case standard
    /// Increased contrast (the accessibility setting): system colors take their
    /// higher-contrast values.
    case increased
}
