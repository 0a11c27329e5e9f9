/// How long each frame of an animation shows, as an exact fraction of a second
/// (1/60 for 60 fps, 1001/30000 for NTSC's 29.97).
public struct FrameDuration: Hashable, Sendable {
    /// Seconds' numerator, 1…``maximumTerm``.
    public let numerator: Int
    /// Seconds' denominator, 1…``maximumTerm``.
    public let denominator: Int

    /// The largest numerator or denominator: 1 000 000.
    public static let maximumTerm = 1_000_000

    /// A duration of `numerator / denominator` seconds.
    /// - Throws: ``AnimationError/invalidFrameDuration(numerator:denominator:)`` when a term is
    ///   outside 1…1 000 000.
    public init(numerator: Int, denominator: Int) throws {
        guard (1...Self.maximumTerm).contains(numerator), (1...Self.maximumTerm).contains(denominator) else {
            throw AnimationError.invalidFrameDuration(numerator: numerator, denominator: denominator)
        }
        self.numerator = numerator
        self.denominator = denominator
    }

    /// One frame at `fps` frames per second (1…1 000 000).
    /// - Throws: ``AnimationError/invalidFrameDuration(numerator:denominator:)``.
    public init(fps: Int) throws {
        try self.init(numerator: 1, denominator: fps)
    }

    /// The frame rate as ffmpeg's rational `-r` takes it: "denominator/numerator".
    public var rateString: String { "\(denominator)/\(numerator)" }

    /// The start of frame `index` (0…``FrameSchedule/maximumFrameCount``) in units of
    /// 1/`unitsPerSecond` s (1…1000), rounded to the nearest unit (halves up), so that the
    /// differences of consecutive starts add up to the exact total.
    public func start(ofFrame index: Int, unitsPerSecond: Int) -> Int {
        // index ≤ 10⁷, numerator ≤ 10⁶, units ≤ 10³: the product stays below 2⁶³.
        let twice = 2 * index * numerator * unitsPerSecond
        return (twice + denominator) / (2 * denominator)
    }
}
