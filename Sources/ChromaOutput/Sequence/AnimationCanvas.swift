import ChromaAnimation
import ChromaRaster

/// What the WebP, GIF and video sinks share: the sequence's canvas and depth, and turning the
/// raw bytes ``RGBAFrameEncoder`` hands on into an ``AnimationFrame``.
struct AnimationCanvas: Sendable {
    var width: Int
    var height: Int
    var depth: AnimationFrame.Depth

    init(_ sequence: some FrameSequence) {
        (width, height) = sequence.canvasSize
        depth = sequence.depth == .eight ? .eight : .sixteen
    }

    /// The frame duration of `sequence` as an exact fraction.
    /// - Throws: `AnimationError` for a delay outside 1…2³¹ − 1 on either side.
    static func duration(_ sequence: some FrameSequence) throws -> FrameDuration {
        let delay = sequence.frameDelay
        return try FrameDuration(numerator: Int(delay.numerator), denominator: Int(delay.denominator))
    }

    func frame(_ bytes: [UInt8]) throws -> AnimationFrame {
        try AnimationFrame(width: width, height: height, depth: depth, bytes: bytes)
    }
}
