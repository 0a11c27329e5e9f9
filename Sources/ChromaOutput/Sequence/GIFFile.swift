import ChromaAnimation
import ChromaFiles
import ChromaGIF
import ChromaRaster

/// An animated GIF of a frame sequence (``GIFEncoder``): a palette a frame, chosen and dithered
/// by the project's quantizer on every core; frames closer than 2/100 s merged. Assembled in
/// memory, then written atomically (or to standard output) by ``finish()``.
public final class GIFFile: FrameSink {
    public let encoder: any FrameEncoder = RGBAFrameEncoder()
    private let canvas: AnimationCanvas
    private let writer: GIFEncoder
    private let destination: FileDestination

    /// Starts a GIF of `frameCount` frames of `sequence`.
    /// - Throws: `GIFError` or `AnimationError` for a bad size, count or loop.
    public init(to destination: FileDestination, sequence: some FrameSequence, frameCount: Int, loopCount: Int, threads: Int) throws {
        canvas = AnimationCanvas(sequence)
        writer = try GIFEncoder(width: canvas.width, height: canvas.height, frameCount: frameCount,
                                frameDuration: AnimationCanvas.duration(sequence), loopCount: loopCount, threads: threads)
        self.destination = destination
    }

    /// The frames the GIF shows and their delays in 1/100 s.
    public var schedule: FrameSchedule { writer.schedule }

    public func append(_ encoded: [UInt8], frame index: Int, repeatsPrevious: Bool) throws {
        try writer.add(canvas.frame(encoded))
    }

    public func finish() throws {
        try EncodedFile.write(writer.finish(), to: destination)
    }

    /// Nothing is on disk before ``finish()``.
    public func discard() {}
}
