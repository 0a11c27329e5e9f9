import ChromaCharts
import ChromaRaster
import ChromaSVG
import ColorCore

/// What a drawing command draws: a chart (a scene, and where each of its labels and solid
/// swatches is, so the report can say it). A plain scene is a chart with none.
struct Drawing {
    var chart: Chart

    init(scene: Scene) {
        chart = Chart(scene: scene, swatches: [], labels: [])
    }

    init(chart: Chart) {
        self.chart = chart
    }

    /// The swatches an SVG groups, with their names and colors: those whose layers are known.
    var swatchGroups: [SVGDocument.Swatch] {
        chart.swatches.compactMap { $0.layers.isEmpty ? nil : SVGDocument.Swatch(layers: $0.layers, color: $0.color, name: $0.name) }
    }

    /// The report of the drawing written to `files`.
    func report(files: [String]) -> DrawingReport {
        DrawingReport(width: chart.scene.width, height: chart.scene.height, files: files,
                      labels: chart.labels.map { ($0.text, $0.box) }, swatches: chart.swatches.map { ($0.color.resolvedColor(in: chart.scene.environment).hexString, $0.rect) })
    }
}
