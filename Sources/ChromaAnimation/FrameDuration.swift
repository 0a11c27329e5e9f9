/// How long each frame of an animation shows, as an exact fraction of a second
/// (1/60 for 60 fps, 1001/30000 for NTSC's 29.97).
public struct FrameDuration: Hashable, Sendable {
    /// Seconds' numerator, 1…``maximumTerm``.
    public let numerator: Int
    /// Seconds' denominator, 1…``maximumTerm``.
    public let denominator: Int

    /// The largest numerator or denominator: 2³¹ − 1 (ffmpeg's rationals are 32-bit).
    public static let maximumTerm = Int(Int32.max)

    /// A duration of `numerator / denominator` seconds.
    /// - Throws: ``AnimationError/invalidFrameDuration(numerator:denominator:)`` when a term is
    ///   outside 1…2³¹ − 1.
    public init(numerator: Int, denominator: Int) throws {
        guard (1...Self.maximumTerm).contains(numerator), (1...Self.maximumTerm).contains(denominator) else {
            throw AnimationError.invalidFrameDuration(numerator: numerator, denominator: denominator)
        }
        self.numerator = numerator
        self.denominator = denominator
    }

    /// One frame at `fps` frames per second (1…2³¹ − 1).
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
        Self.rounded(index, numerator * unitsPerSecond, over: denominator)
    }

    /// a × b / c rounded to the nearest integer, halves up, for a, b, c ≥ 0 (c > 0) whose
    /// product overflows 64 bits but whose quotient does not: ⌊(2ab + c) / 2c⌋ in 128 bits.
    public static func rounded(_ a: Int, _ b: Int, over c: Int) -> Int {
        let product = UInt64(a).multipliedFullWidth(by: UInt64(b) * 2)
        let (low, carry) = product.low.addingReportingOverflow(UInt64(c))
        let high = product.high + (carry ? 1 : 0)
        let divisor = UInt64(c) * 2
        guard high < divisor else { return Int.max }
        return Int(clamping: divisor.dividingFullWidth((high, low)).quotient)
    }
}
