import ChromaCharts

extension SVGDocument {
    /// A chart or sheet as an SVG document: its scene, its title (or `fallbackTitle`), and each
    /// swatch that says which layers draw it as a group carrying its name, hex and OKLCH.
    public init(chart: Chart, fallbackTitle: String = "Chroma drawing") {
        self.init(scene: chart.scene, title: chart.title ?? fallbackTitle,
                  swatches: chart.swatches.compactMap { swatch in
                      swatch.layers.isEmpty ? nil : Swatch(layers: swatch.layers, color: swatch.color, name: swatch.name)
                  })
    }
}
