import ChromaFiles
import ChromaPNG
import ChromaRaster

/// An animated PNG of a whole frame sequence: each frame's PNG image data re-wrapped into the
/// animation (``APNGWriter``), every frame shown for the sequence's ``FrameDelay``.
public final class APNGFile: FrameSink {
    public let encoder: any FrameEncoder
    /// The animation's bytes once finished, for a `.memory` destination; nil otherwise.
    public private(set) var bytes: [UInt8]?
    private let writer: APNGWriter
    private let control: APNGFrameControl

    /// Opens `destination` for `frameCount` frames of `sequence`, played `loopCount` times (0: forever).
    /// - Throws: `FileError` when the destination cannot be created; `PNGError` for a bad count.
    public init(to destination: FileDestination, sequence: some FrameSequence, frameCount: Int, loopCount: Int,
                encoder: PNGFrameEncoder) throws {
        self.encoder = encoder
        writer = try APNGWriter(to: destination, configuration: encoder.configuration, frameCount: frameCount, loopCount: loopCount)
        let delay = sequence.frameDelay
        control = APNGFrameControl(delayNumerator: UInt16(delay.numerator), delayDenominator: UInt16(delay.denominator))
    }

    public func append(_ encoded: [UInt8], frame index: Int, repeatsPrevious: Bool) throws {
        try writer.addEncodedFrame(encoded, control: control)
    }

    public func finish() throws {
        bytes = try writer.finish()
    }

    /// The writer removes its temporary file when dropped unfinished.
    public func discard() {}
}
