/// Colors that adapt to light and dark appearance and to increased contrast.
extension Color {
    /// A color with a light and a dark value, CSS Color 5's `light-dark(light, dark)`.
    ///
    /// Each side keeps its own increased-contrast value: `Color(light: .blue, dark: .indigo)`
    /// at increased contrast in the dark is `.indigo`'s dark increased-contrast value.
    public init(light: Color, dark: Color) {
        self.init(light: light, dark: dark,
                  lightIncreasedContrast: light.resolvedColor(in: EnvironmentValues(colorScheme: .light, colorSchemeContrast: .increased)),
                  darkIncreasedContrast: dark.resolvedColor(in: EnvironmentValues(colorScheme: .dark, colorSchemeContrast: .increased)))
    }

    /// A color with all four values: light and dark, at standard and increased contrast (an
    /// asset catalog's four appearances). Each value is resolved for its own appearance first.
    public init(light: Color, dark: Color, lightIncreasedContrast: Color, darkIncreasedContrast: Color) {
        self.init(name: nil,
                  light: light.resolvedColor(in: .light),
                  dark: dark.resolvedColor(in: .dark),
                  lightIncreased: lightIncreasedContrast.resolvedColor(in: EnvironmentValues(colorScheme: .light, colorSchemeContrast: .increased)),
                  darkIncreased: darkIncreasedContrast.resolvedColor(in: EnvironmentValues(colorScheme: .dark, colorSchemeContrast: .increased)))
    }

    /// An adaptive color from its four plain values, named when it is one of SwiftUI's.
    init(name: String?, light: Color, dark: Color, lightIncreased: Color, darkIncreased: Color) {
        self = light.plain
        appearances = ColorAppearances(name: name, light: light, dark: dark,
                                       lightIncreased: lightIncreased, darkIncreased: darkIncreased)
    }

    /// The plain color this color is in an environment: itself when it does not adapt,
    /// otherwise its value for that appearance and contrast (in the space that value was made in).
    public func resolvedColor(in environment: EnvironmentValues) -> Color {
        guard let appearances else { return self }
        return appearances.color(in: environment)
    }

    /// Whether the color has values for other appearances (SwiftUI's system and semantic colors,
    /// `light-dark()`, ``init(light:dark:)``) that differ from its light value.
    public var isAdaptive: Bool {
        guard let appearances else { return false }
        let light = appearances.light
        return appearances.dark != light || appearances.lightIncreased != light || appearances.darkIncreased != light
    }

    /// SwiftUI's name for the color (`blue`, `primary`, `accentColor`…) when it is one of
    /// SwiftUI's named colors, as given; nil otherwise (also after ``opacity(_:)`` or a mix).
    public var swiftUIName: String? { appearances?.name }

    /// The color without its other appearances: its light, standard-contrast value.
    var plain: Color {
        guard appearances != nil else { return self }
        var copy = self
        copy.appearances = nil
        return copy
    }

    /// The color `make` builds from `colors`: once from the colors as they are when none of them
    /// adapts, otherwise once per appearance from the colors' values for it, so that the result
    /// adapts as they do (a mix of `.blue` and white is lighter blue in light and in dark).
    static func combiningAppearances(of colors: [Color], _ make: ([Color]) throws -> Color) rethrows -> Color {
        guard colors.contains(where: { $0.appearances != nil }) else { return try make(colors) }
        func made(_ environment: EnvironmentValues) throws -> Color {
            try make(colors.map { $0.resolvedColor(in: environment) })
        }
        let increased = ColorSchemeContrast.increased
        return Color(name: nil, light: try made(.light), dark: try made(.dark),
                     lightIncreased: try made(EnvironmentValues(colorScheme: .light, colorSchemeContrast: increased)),
                     darkIncreased: try made(EnvironmentValues(colorScheme: .dark, colorSchemeContrast: increased)))
    }

    /// The color with `transform` applied to the value of every appearance.
    func mapAppearances(_ transform: (Color) -> Color) -> Color {
        guard let appearances else { return transform(self) }
        let mapped = appearances.map(transform)
        var result = mapped.light
        result.appearances = mapped
        return result
    }
}
