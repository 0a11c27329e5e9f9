import ChromaRaster

/// Where one line of text goes: the start of its baseline and its measures, all in pixels. Made
/// by ``Font/layout(_:size:in:alignment:)``, the one place text is placed in a box (charts,
/// palette sheets and documents' `box` text all use it).
public struct LineLayout: Hashable, Sendable {
    /// The start of the baseline, in pixels.
    public var origin: Point
    /// The advance width of the line, in pixels (≥ 0).
    public var width: Double
    /// The font's ascender above the baseline at this size, in pixels.
    public var ascent: Double
    /// The font's descender below the baseline at this size, in pixels (positive).
    public var descent: Double

    /// The box the glyphs are set in: the advance width by ascent + descent, from the top of the ascent.
    public var bounds: Rect { Rect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
}

extension Font {
    /// A line of text placed in `box`: centred vertically between the font's ascender and
    /// descender, and aligned horizontally by `alignment` (a line wider than the box overflows
    /// it evenly when centred, to the right when leading, to the left when trailing).
    /// - Parameters:
    ///   - text: the line.
    ///   - size: the em size in pixels (documents take `InputRange.textSize`, 1…2048).
    ///   - box: the box in pixels.
    ///   - alignment: where the line sits across the box.
    public func layout(_ text: String, size: Double, in box: Rect, alignment: TextAlignment = .leading) -> LineLayout {
        let width = self.width(of: text, size: size)
        let (ascent, descent) = verticalMetrics(size: size)
        let x: Double
        switch alignment {
        case .leading: x = box.minX
        case .center: x = box.minX + (box.width - width) / 2
        case .trailing: x = box.maxX - width
        }
        let baseline = box.minY + (box.height + ascent - descent) / 2
        return LineLayout(origin: Point(x: x, y: baseline), width: width, ascent: ascent, descent: descent)
    }
}
