import ChromaAnimation
import ChromaFiles
import ChromaRaster
import ChromaWebP

/// An animated WebP of a frame sequence (``WebPAnimationEncoder``): lossless unless a quality
/// is given, changed rectangles encoded on every core, holds stored once. Assembled in memory,
/// then written atomically (or to standard output) by ``finish()``.
public final class WebPFile: FrameSink {
    public let encoder: any FrameEncoder = RGBAFrameEncoder()
    private let canvas: AnimationCanvas
    private let writer: WebPAnimationEncoder
    private let destination: FileDestination

    /// Starts an animation of `frameCount` frames of `sequence`.
    /// - Throws: `WebPError` or `AnimationError` for a bad size, quality, count or loop.
    public init(to destination: FileDestination, sequence: some FrameSequence, frameCount: Int, loopCount: Int,
                quality: Int?, threads: Int) throws {
        canvas = AnimationCanvas(sequence)
        writer = try WebPAnimationEncoder(width: canvas.width, height: canvas.height, frameCount: frameCount,
                                          frameDuration: AnimationCanvas.duration(sequence), quality: quality,
                                          loopCount: loopCount, threads: threads)
        self.destination = destination
    }

    /// The frames the animation shows and their delays in milliseconds.
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
