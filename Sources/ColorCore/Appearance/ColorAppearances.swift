/// The four values of a color that adapts to its environment: light and dark, each at standard
/// and increased contrast, and the name it was made from (`blue` for SwiftUI's `.blue`), if any.
///
/// Shared, immutable storage behind ``Color``: a plain color has none, and copying a color
/// copies a reference.
final class ColorAppearances: Hashable, Sendable {
    /// The SwiftUI name (`blue`, `primary`…) or nil for a color made otherwise.
    let name: String?
    /// Light appearance, standard contrast (also the color's own components).
    let light: Color
    /// Dark appearance, standard contrast.
    let dark: Color
    /// Light appearance, increased contrast.
    let lightIncreased: Color
    /// Dark appearance, increased contrast.
    let darkIncreased: Color

    init(name: String?, light: Color, dark: Color, lightIncreased: Color, darkIncreased: Color) {
        self.name = name
        self.light = light.plain
        self.dark = dark.plain
        self.lightIncreased = lightIncreased.plain
        self.darkIncreased = darkIncreased.plain
    }

    /// The value for an environment.
    func color(in environment: EnvironmentValues) -> Color {
        switch (environment.colorScheme, environment.colorSchemeContrast) {
        case (.light, .standard): return light
        case (.dark, .standard): return dark
        case (.light, .increased): return lightIncreased
        case (.dark, .increased): return darkIncreased
        }
    }

    /// The four values with `transform` applied to each; the name is dropped.
    func map(_ transform: (Color) -> Color) -> ColorAppearances {
        ColorAppearances(name: nil, light: transform(light), dark: transform(dark),
                         lightIncreased: transform(lightIncreased), darkIncreased: transform(darkIncreased))
    }

    static func == (a: ColorAppearances, b: ColorAppearances) -> Bool {
        a === b || (a.name == b.name && a.light == b.light && a.dark == b.dark
            && a.lightIncreased == b.lightIncreased && a.darkIncreased == b.darkIncreased)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(dark)
        hasher.combine(darkIncreased)
    }
}
