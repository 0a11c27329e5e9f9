/// A line of text a layer's outlines spell: what a vector output (SVG) writes as text instead of
/// the outlines. The rasterizer ignores it; it fills the layer's shape, the glyph outlines.
public struct TextRun: Hashable, Sendable {
    /// The characters, as given.
    public var string: String
    /// The start of the baseline, in pixels (y down).
    public var origin: Point
    /// The font size in pixels (the em), > 0.
    public var size: Double
    /// The line's advance width in pixels, ≥ 0: the sum of the glyphs' advances and kerning.
    public var advance: Double
    /// The font's family name, as the font names it (`DejaVu Sans`).
    public var family: String
    /// Whether the face is bold.
    public var bold: Bool

    /// Creates a text run.
    public init(string: String, origin: Point, size: Double, advance: Double, family: String, bold: Bool = false) {
        self.string = string
        self.origin = origin
        self.size = size
        self.advance = advance
        self.family = family
        self.bold = bold
    }

    /// The run at `factor` times its size: origin, size and advance multiplied.
    public func scaled(by factor: Double) -> TextRun {
        TextRun(string: string, origin: origin * factor, size: size * factor, advance: advance * factor, family: family, bold: bold)
    }
}
