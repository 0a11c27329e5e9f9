import ChromaAnimation
import ChromaFiles
import ChromaGIF
import ChromaRaster
import ChromaWebP

/// An animation assembled in memory by an `AnimationEncoder` (GIF, WebP) from a frame
/// sequence's RGBA frames, then written atomically (or to standard output) by ``finish()``.
public final class EncodedAnimationFile<Encoder: AnimationEncoder>: FrameSink {
    public let encoder: any FrameEncoder = RGBAFrameEncoder()
    private let canvas: AnimationCanvas
    private let writer: Encoder
    private let destination: FileDestination

    init(to destination: FileDestination, canvas: AnimationCanvas, writer: Encoder) {
        self.canvas = canvas
        self.writer = writer
        self.destination = destination
    }

    /// The frames the animation shows and their delays, in the format's units.
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

/// An animated GIF of a frame sequence (`GIFEncoder`): a palette a frame, chosen and dithered
/// by the project's quantizer on every core; above 50 fps, a timeline is drawn every 2/100 s
/// (`SteppedSequence`), another sequence's frames merged.
public typealias GIFFile = EncodedAnimationFile<GIFEncoder>

/// An animated WebP of a frame sequence (`WebPAnimationEncoder`): lossless unless a quality
/// is given, changed rectangles encoded on every core, holds stored once; above about 90 fps, a
/// timeline is drawn every 11 ms (`SteppedSequence`), another sequence's frames merged.
public typealias WebPFile = EncodedAnimationFile<WebPAnimationEncoder>

extension EncodedAnimationFile where Encoder == GIFEncoder {
    /// Starts a GIF of `frameCount` frames of `sequence`; delays in 1/100 s.
    /// - Throws: `GIFError` or `AnimationError` for a bad size, count or loop.
    public convenience init(to destination: FileDestination, sequence: some FrameSequence, frameCount: Int, loopCount: Int,
                            threads: Int) throws {
        let canvas = AnimationCanvas(sequence)
        self.init(to: destination, canvas: canvas,
                  writer: try GIFEncoder(width: canvas.width, height: canvas.height, frameCount: frameCount,
                                         frameDuration: AnimationCanvas.duration(sequence), loopCount: loopCount, threads: threads))
    }

    /// Starts a GIF of `schedule`'s frames of `sequence` (a timeline drawn at GIF's cadence).
    /// - Throws: `GIFError` or `AnimationError` for a bad size or loop.
    convenience init(to destination: FileDestination, sequence: SteppedSequence, loopCount: Int, threads: Int) throws {
        let canvas = AnimationCanvas(sequence)
        self.init(to: destination, canvas: canvas,
                  writer: try GIFEncoder(width: canvas.width, height: canvas.height, schedule: sequence.schedule,
                                         loopCount: loopCount, threads: threads))
    }
}

extension EncodedAnimationFile where Encoder == WebPAnimationEncoder {
    /// Starts a WebP of `schedule`'s frames of `sequence` (a timeline drawn at WebP's cadence).
    /// - Throws: `WebPError` or `AnimationError` for a bad size, quality or loop.
    convenience init(to destination: FileDestination, sequence: SteppedSequence, loopCount: Int, quality: Int?, threads: Int) throws {
        let canvas = AnimationCanvas(sequence)
        self.init(to: destination, canvas: canvas,
                  writer: try WebPAnimationEncoder(width: canvas.width, height: canvas.height, schedule: sequence.schedule,
                                                   quality: quality, loopCount: loopCount, threads: threads))
    }

    /// Starts a WebP animation of `frameCount` frames of `sequence`; delays in milliseconds.
    /// - Throws: `WebPError` or `AnimationError` for a bad size, quality, count or loop.
    public convenience init(to destination: FileDestination, sequence: some FrameSequence, frameCount: Int, loopCount: Int,
                            quality: Int?, threads: Int) throws {
        let canvas = AnimationCanvas(sequence)
        self.init(to: destination, canvas: canvas,
                  writer: try WebPAnimationEncoder(width: canvas.width, height: canvas.height, frameCount: frameCount,
                                                   frameDuration: AnimationCanvas.duration(sequence), quality: quality,
                                                   loopCount: loopCount, threads: threads))
    }
}
