import ChromaScheme

extension ToneSheet {
    /// The sheet of generated palettes: a strip per palette labelled with its tones or steps,
    /// then the light and dark schemes' roles when there are schemes.
    public init(_ generated: GeneratedPalette, title: String?) {
        let rows = generated.palettes.map { ramp in
            Row(title: ramp.name, cells: ramp.steps.map { Cell(label: $0.key, color: $0.color) })
        }
        let schemes = [("Light scheme", generated.light), ("Dark scheme", generated.dark)].compactMap { name, scheme in
            scheme.map { Section(title: name, cells: $0.roles.map { Cell(label: $0.role, color: $0.color) }) }
        }
        self.init(rows: rows, schemes: schemes, title: title)
    }
}
