/// A timed sequence of scenes: an animation's frames, each a pure function of its number, so
/// any frame renders alone and a sequence can be split across machines. The output wing
/// (ChromaOutput) renders one into numbered files or an animation; the model that makes the
/// scenes (a splash timeline) knows no file format.
public protocol FrameSequence: Sendable {
    /// The number of frames, 1 or more once the sequence is valid.
    var frameCount: Int { get }
    /// Every frame's size in pixels, each side within ``InputRange/canvasSide``.
    var canvasSize: (width: Int, height: Int) { get }
    /// Bits per channel of every frame.
    var depth: ColorDepth { get }
    /// The color space of every frame's pixels, recorded in the files.
    var colorProfile: OutputColorSpace { get }
    /// Whether every frame is opaque (its background is), known without drawing a frame.
    var isOpaque: Bool { get }
    /// How long each frame shows.
    var frameDelay: FrameDelay { get }
    /// The scene of frame `i`, 0 ≤ i < ``frameCount``.
    func scene(atFrame i: Int) -> Scene
    /// Checks the sequence, naming the first bad value.
    func validate() throws
}

/// How long one frame of an animation shows: `numerator / denominator` seconds, both 1…65535
/// (the range APNG stores; GIF and video formats derive their own timing from it).
public struct FrameDelay: Hashable, Sendable {
    /// The numerator, 1…65535.
    public var numerator: Int
    /// The denominator, 1…65535.
    public var denominator: Int

    /// Creates a delay of `numerator / denominator` seconds, each clamped to 1…65535.
    public init(numerator: Int, denominator: Int) {
        self.numerator = Swift.min(Swift.max(numerator, 1), 65535)
        self.denominator = Swift.min(Swift.max(denominator, 1), 65535)
    }

    /// The delay in seconds.
    public var seconds: Double { Double(numerator) / Double(denominator) }
}
