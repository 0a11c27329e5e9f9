import ColorCore

extension Palette {
    /// The palette with each color that adapts to its environment (`light-dark(a, b)`,
    /// SwiftUI's `.blue`) written out as the entries the palette formats pair by name: `NAME`
    /// (light), `NAME-dark`, and `NAME-high-contrast` and `NAME-dark-high-contrast` when the
    /// increased-contrast values differ. Asset catalogs, Android resources and Swift put them
    /// back together as one color with its appearances; other formats keep every value rather
    /// than the light one alone. Plain colors stay as they are.
    public func expandingAppearances() -> Palette {
        guard entries.contains(where: \.color.isAdaptive) else { return self }
        var expanded = Palette(name: name, entries: [])
        let increased = ColorSchemeContrast.increased
        for (index, entry) in entries.enumerated() {
            guard entry.color.isAdaptive else {
                expanded.entries.append(entry)
                continue
            }
            let name = entry.name ?? "color-\(index + 1)"
            let light = entry.color.resolvedColor(in: .light), dark = entry.color.resolvedColor(in: .dark)
            let lightHigh = entry.color.resolvedColor(in: EnvironmentValues(colorScheme: .light, colorSchemeContrast: increased))
            let darkHigh = entry.color.resolvedColor(in: EnvironmentValues(colorScheme: .dark, colorSchemeContrast: increased))
            expanded.entries.append(Entry(name: name, color: light))
            expanded.entries.append(Entry(name: name + "-dark", color: dark))
            if lightHigh != light || darkHigh != dark {
                expanded.entries.append(Entry(name: name + "-high-contrast", color: lightHigh))
                expanded.entries.append(Entry(name: name + "-dark-high-contrast", color: darkHigh))
            }
        }
        return expanded
    }
}
