import ColorCore

/// One paint, optionally confined to a shape and a clip, composited source-over.
public struct Layer: Hashable, Sendable {
    /// What fills the layer.
    public var paint: Paint
    /// Where; nil covers the whole canvas.
    public var shape: Shape?
    /// A shape the layer is clipped to, if any.
    public var clip: Shape?
    /// The layer's opacity, 0…1.
    public var opacity: Double
    /// The lines of text the shape's outlines spell, when the layer is text; empty otherwise.
    /// The rasterizer fills the outlines; a vector output writes these as text.
    public var text: [TextRun]

    /// Creates a layer.
    public init(paint: Paint, shape: Shape? = nil, clip: Shape? = nil, opacity: Double = 1, text: [TextRun] = []) {
        self.paint = paint
        self.shape = shape
        self.clip = clip
        self.opacity = opacity
        self.text = text
    }
}

/// A picture to render: a canvas, a background and layers painted bottom to top.
public struct Scene: Hashable, Sendable {
    /// Width in pixels, ≥ 1.
    public var width: Int
    /// Height in pixels, ≥ 1.
    public var height: Int
    /// The color under every layer (transparent by default).
    public var background: Color
    /// Bits per channel of the output.
    public var depth: ColorDepth
    /// Whether 8-bit output of gradients is dithered: a 2×2 ordered dither of ±0.5 LSB, which
    /// removes visible banding at little cost in file size. Values already on an 8-bit level are
    /// unchanged, and scenes without gradients are never dithered, so flat colors stay exact.
    public var dither: Bool
    /// The color space of the output pixels: sRGB or Display P3.
    public var colorProfile: OutputColorSpace
    /// The layers, bottom first.
    public var layers: [Layer]
    /// The appearance the scene is drawn in: adaptive colors (SwiftUI's `.blue`, `.primary`,
    /// `light-dark()`) take their value for its color scheme and contrast. Light and standard
    /// contrast by default.
    public var environment: EnvironmentValues

    /// Creates a scene.
    public init(width: Int, height: Int, background: Color = .clear, depth: ColorDepth = .eight,
                dither: Bool = true, colorProfile: OutputColorSpace = .srgb, layers: [Layer] = [],
                environment: EnvironmentValues = EnvironmentValues()) {
        self.environment = environment
        self.width = width
        self.height = height
        self.background = background
        self.depth = depth
        self.dither = dither
        self.colorProfile = colorProfile
        self.layers = layers
    }

    /// The canvas as a rectangle.
    public var bounds: Rect { Rect(x: 0, y: 0, width: Double(width), height: Double(height)) }
}
