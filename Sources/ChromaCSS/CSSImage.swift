import ChromaLimits
import ChromaRaster
import ColorCore

/// A CSS `<image>` list of gradients, as CSS Images 4 writes them: `linear-gradient()`,
/// `radial-gradient()`, `conic-gradient()` and their `repeating-` forms, separated by commas
/// and layered as `background-image` layers them, the first on top.
///
/// Reading is separate from resolving: a radial gradient's `farthest-corner` or a stop at
/// `40px` only has a meaning for a box, so ``layers(width:height:)`` turns the gradients into
/// ChromaRaster layers for a canvas.
///
/// ```swift
/// let image = try CSSImage(parsing: "linear-gradient(in oklch 135deg, #ff6b6b, #4d96ff)")
/// let scene = Scene(width: 640, height: 320, layers: try image.layers(width: 640, height: 320))
/// ```
///
/// The default interpolation is OKLab, or sRGB when every color of a gradient is written in a
/// legacy syntax (hex, a name, `rgb()`, `hsl()`, `hwb()`); alpha is always premultiplied, so
/// `transparent` does not darken. Out-of-gamut colors are clipped per channel, as Chromium does.
public struct CSSImage: Hashable, Sendable {
    /// The gradients, first (topmost) first.
    let gradients: [CSSGradient]

    /// The CSS text this image was read from.
    public let text: String

    /// Reads a CSS `<image>` list.
    /// - Throws: ``CSSParseError`` naming the 1-based character position and what was expected,
    ///   such as `at 17: expected a color stop after ',', found ')'`; or when the text is longer
    ///   than `ResourceLimits.current.textLength` characters.
    public init(parsing text: String) throws(CSSParseError) {
        do {
            try ResourceLimits.check(text.count, .textLength, "the CSS image")
        } catch {
            throw CSSParseError(whole: "\(error)").limit()
        }
        self.text = text
        gradients = try CSSImageParser(text).parse()
    }

    /// How many gradients the list holds (≥ 1).
    public var count: Int { gradients.count }

    /// The gradients as paints for a box of `width` × `height` pixels at the canvas origin (each
    /// above 0, at most 1e9), first (topmost) first.
    /// - Throws: ``CSSParseError`` for a size that is not positive and finite, a stop or size
    ///   beyond a million gradient lines or 1e9 pixels, or more stops than
    ///   `ResourceLimits.current.stops` once a repeating conic gradient is unrolled.
    public func paints(width: Double, height: Double) throws(CSSParseError) -> [Paint] {
        try paints(in: Rect(x: 0, y: 0, width: width, height: height))
    }

    /// The gradients as paints for a box anywhere on the canvas (a layer's shape's bounds, say):
    /// CSS's geometry is computed for the box's size and moved to its origin. First (topmost) first.
    /// - Throws: as ``paints(width:height:)``; also for an origin beyond ±1e9 pixels.
    public func paints(in box: Rect) throws(CSSParseError) -> [Paint] {
        let (width, height) = (box.width, box.height)
        guard width.isFinite, height.isFinite, width > 0, height > 0, width <= 1e9, height <= 1e9 else {
            throw CSSParseError(whole: "invalid box \(width)×\(height) for a CSS image; expected a width and height from 0 to 1e9 pixels")
        }
        guard box.minX.isFinite, box.minY.isFinite, abs(box.minX) <= 1e9, abs(box.minY) <= 1e9 else {
            throw CSSParseError(whole: "invalid box origin \(box.minX),\(box.minY) for a CSS image; expected at most 1e9 pixels each way")
        }
        let resolver = CSSGradientResolver(width: width, height: height, origin: box.origin)
        var paints: [Paint] = []
        for gradient in gradients { paints.append(try resolver.paint(gradient)) }
        return paints
    }

    /// The gradients as scene layers covering a canvas of `width` × `height` pixels, bottom
    /// first (`Scene/layers`' order): the last gradient of the list first.
    /// - Throws: as ``paints(width:height:)``.
    public func layers(width: Int, height: Int) throws(CSSParseError) -> [Layer] {
        try paints(width: Double(width), height: Double(height)).reversed().map { Layer(paint: $0) }
    }
}

extension CSSImage: CustomStringConvertible {
    /// The CSS text the image was read from.
    public var description: String { text }
}
