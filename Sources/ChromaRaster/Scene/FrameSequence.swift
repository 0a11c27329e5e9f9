/// A timed sequence of scenes: an animation's frames, each a pure function of its number, so
/// any frame renders alone and a sequence can be split across machines. The output wing
/// (ChromaOutput) renders one into numbered files or an animation; the model that makes the
/// scenes (a splash timeline) knows no file format.
public protocol FrameSequence: Sendable {
    /// The number of frames, 1 or more once the sequence is valid.
    var frameCount: Int { get }
    /// Every frame's size in pixels, each side within `InputRange/canvasSide`.
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

/// How long one frame of an animation shows: exactly `numerator / denominator` seconds, both
/// 1…``maximumTerm`` (ffmpeg's rationals are 32-bit); each format derives its own timing from
/// it (APNG's 16-bit fractions, WebP's milliseconds, GIF's 1/100 s, a video's rational rate).
public struct FrameDelay: Hashable, Sendable {
    /// The numerator, 1…``maximumTerm``.
    public var numerator: Int
    /// The denominator, 1…``maximumTerm``.
    public var denominator: Int

    /// The largest numerator or denominator: 2³¹ − 1.
    public static let maximumTerm = Int(Int32.max)

    /// Creates a delay of `numerator / denominator` seconds, each clamped to 1…``maximumTerm``
    /// and the fraction reduced.
    public init(numerator: Int, denominator: Int) {
        let n = Swift.min(Swift.max(numerator, 1), Self.maximumTerm), d = Swift.min(Swift.max(denominator, 1), Self.maximumTerm)
        let divisor = Self.gcd(n, d)
        self.numerator = n / divisor
        self.denominator = d / divisor
    }

    /// The simplest fraction within a billionth (relative) of `seconds`, with terms of at most
    /// ``maximumTerm``: 2/15 for 1.2 / 9, 1/9998 for 0.5 / 4999. `seconds` must be finite and
    /// within 1/``maximumTerm``…``maximumTerm``; values outside are clamped.
    public init(approximating seconds: Double) {
        let limit = Double(Self.maximumTerm)
        let x = seconds.isFinite ? Swift.min(Swift.max(seconds, 1 / limit), limit) : 1
        // Continued fraction convergents h/k until one is within the tolerance or a term would overflow.
        var (h0, h1, k0, k1) = (0.0, 1.0, 1.0, 0.0)
        var rest = x
        var best = (numerator: Swift.max(1, x.rounded()), denominator: 1.0)
        for _ in 0..<64 {
            let a = rest.rounded(.down)
            let (h, k) = (a * h1 + h0, a * k1 + k0)
            guard h <= limit, k <= limit else { break }
            if h >= 1 { best = (h, k) }
            if abs(h / k - x) <= x * 1e-9 { break }
            (h0, h1, k0, k1) = (h1, h, k1, k)
            let fraction = rest - a
            guard fraction > 1e-15 else { break }
            rest = 1 / fraction
        }
        self.init(numerator: Int(best.numerator), denominator: Int(best.denominator))
    }

    /// The delay in seconds.
    public var seconds: Double { Double(numerator) / Double(denominator) }

    static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return Swift.max(a, 1)
    }
}
