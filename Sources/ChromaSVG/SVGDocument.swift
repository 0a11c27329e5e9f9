import ChromaRaster
import ColorCore

/// What the SVG writer draws: a resolved scene, with what a reader of the file needs beside
/// the pixels — a title, and which layers draw which named swatch.
public struct SVGDocument: Sendable {
    /// A group of layers that shows one color, written as one `<g>` (or one element) carrying
    /// `data-name`, `data-hex` and `data-oklch`.
    public struct Swatch: Sendable {
        /// The layers that draw it (its fill, and on a sheet its shadow, hairline and labels),
        /// indices into the scene's layers.
        public var layers: Range<Int>
        /// The color it shows.
        public var color: Color
        /// Its name, when it has one.
        public var name: String?

        /// Creates a swatch.
        public init(layers: Range<Int>, color: Color, name: String? = nil) {
            self.layers = layers
            self.color = color
            self.name = name
        }
    }

    /// The picture. Layers whose ``Layer/text`` is set are written as text.
    public var scene: Scene
    /// The document's `<title>`, which screen readers announce (a sheet's title, a chart's kind).
    public var title: String
    /// The swatches, in any order; ranges that overlap an earlier one are not grouped.
    public var swatches: [Swatch]

    /// Creates a document.
    public init(scene: Scene, title: String, swatches: [Swatch] = []) {
        self.scene = scene
        self.title = title
        self.swatches = swatches
    }
}
