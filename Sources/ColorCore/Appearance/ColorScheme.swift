/// Light or dark appearance, as SwiftUI's `ColorScheme`.
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
    /// The light appearance: dark content on light backgrounds (the default).
    case light
    /// The dark appearance: light content on dark backgrounds.
    case dark

    /// Reads `light` or `dark`, ignoring case; nil for anything else.
    public init?(name: String) {
        self.init(rawValue: name.lowercased())
    }
}
