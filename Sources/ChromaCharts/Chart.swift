import ChromaPalette
import ChromaRaster
import ColorCore

/// A drawn chart: the scene to render, and what it claims to show where — every solid swatch
/// with its color and every label with its text and box — so it can be checked pixel by pixel.
public struct Chart: Sendable {
    /// A solid area and the color it shows.
    public struct Swatch: Sendable {
        public var rect: Rect
        public var color: Color
        /// The color's name, when the palette gives one.
        public var name: String? = nil
        /// The scene's layers that draw the swatch (its fill, and on a sheet its shadow, hairline
        /// and labels), so a vector output can group them.
        public var layers: Range<Int> = 0..<0
    }

    /// A line of text and the box its glyphs are set in (advance width × ascent + descent).
    public struct Label: Sendable {
        public var text: String
        public var box: Rect
        /// The characters of `text` its font has no glyph for (drawn as boxes); empty when all are drawn.
        public var missingCharacters: [Unicode.Scalar] = []
        /// The name of the font the label is set in.
        public var font: String = ""
    }

    /// The scene.
    public var scene: Scene
    /// Every solid swatch, in drawing order (a later one may cover an earlier one).
    public var swatches: [Swatch]
    /// Every label.
    public var labels: [Label]
    /// The palette a palette sheet shows (for its contrast check); nil for other charts.
    public var palette: Palette?
    /// What the picture is, for a document's title (a sheet's own title, or the chart's kind).
    public var title: String?

    /// A chart of a scene, with its swatches and labels (none for a plain scene).
    public init(scene: Scene, swatches: [Swatch] = [], labels: [Label] = [], title: String? = nil) {
        self.scene = scene
        self.swatches = swatches
        self.labels = labels
        self.title = title
    }
}
