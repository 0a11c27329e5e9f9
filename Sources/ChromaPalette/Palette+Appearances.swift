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
        var expanded = self
        expanded.entries = []
        // A kept token stays after the color it followed, however many entries that became.
        var newPosition = [Int](repeating: 0, count: entries.count + 1)
        let increased = ColorSchemeContrast.increased
        for (index, entry) in entries.enumerated() {
            newPosition[index] = expanded.entries.count
            defer { newPosition[index + 1] = expanded.entries.count }
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
        expanded.otherTokens = otherTokens.map { DesignTokenKept(path: $0.path, json: $0.json, position: newPosition[min(max($0.position, 0), entries.count)]) }
        return expanded
    }
}

extension Palette {
    /// The palette with each color that `dark` names too (the same name, as token files per
    /// appearance give them: `Colors.json` and `Colors.dark.json`) made adaptive: its own value
    /// in light, `dark`'s in dark (SwiftUI's `Color(light:dark:)`). Colors `dark` does not name
    /// stay as they are.
    /// - Throws: ``PaletteError`` naming a color of `dark` that the palette has no color of,
    ///   or an unnamed one.
    public func withDarkAppearance(_ dark: Palette) throws -> Palette {
        var darkColors: [String: Color] = [:]
        for (index, entry) in dark.entries.enumerated() {
            guard let name = entry.name else { throw PaletteError("the dark palette's color \(index + 1) has no name; expected the name of a light color") }
            darkColors[name] = entry.color
        }
        let names = Set(entries.compactMap(\.name))
        if let stray = dark.entries.first(where: { !names.contains($0.name!) }) {
            throw PaletteError("the dark palette's color \(quoted: stray.name!) has no light color of that name")
        }
        var copy = self
        copy.entries = entries.map { entry in
            guard let name = entry.name, let darkColor = darkColors[name] else { return entry }
            return Entry(name: name, color: Color(light: entry.color, dark: darkColor), token: entry.token)
        }
        return copy
    }
}
