import ChromaFiles
import ChromaPNG
import ChromaRaster

/// An animated PNG of a frame sequence at the size of the best encoders (`APNGEncoder`):
/// changed rectangles, each compressed with the filter that makes it smallest, a hold (frames
/// whose scenes are equal) stored once with its whole length as delay, every delay the exact
/// fraction of the sequence's `FrameDelay` (`APNGTiming`).
public final class APNGFile: FrameSink {
    public let encoder: any FrameEncoder
    /// The animation's bytes once finished, for a `.memory` destination; nil otherwise.
    public private(set) var bytes: [UInt8]?
    /// The frames stored: one per run of equal scenes.
    public let storedFrameCount: Int
    private let writer: APNGEncoder
    private let timing: APNGTiming
    private let first: Int
    private let end: Int
    /// The frame waiting for its delay (known when the next different frame arrives).
    private var pending: (rows: [UInt8], start: Int)?

    /// Opens `destination` for `frames` of `sequence`, played `loopCount` times (0: forever),
    /// rectangles compressed on `threads` cores.
    /// - Throws: `FileError` when the destination cannot be created; `PNGError` for a bad count.
    public init(to destination: FileDestination, sequence: some FrameSequence, frames: ClosedRange<Int>, loopCount: Int,
                encoder: PNGFrameEncoder, threads: Int) throws {
        self.encoder = APNGRowsEncoder(configuration: encoder.configuration)
        // Runs of equal scenes, as FrameSequenceWriter marks them (repeatsPrevious).
        var runs = 0, longest = 0, run = 0
        var previous: Scene?
        for i in frames {
            let scene = sequence.scene(atFrame: i)
            if let previous, previous == scene {
                run += 1
            } else {
                runs += 1
                run = 1
            }
            longest = max(longest, run)
            previous = scene
        }
        storedFrameCount = runs
        let delay = sequence.frameDelay
        timing = APNGTiming(numerator: delay.numerator, denominator: delay.denominator, longestRun: longest)
        first = frames.lowerBound
        end = frames.upperBound + 1
        writer = try APNGEncoder(to: destination, configuration: encoder.configuration, frameCount: runs, loopCount: loopCount,
                                 threads: threads)
    }

    public func append(_ encoded: [UInt8], frame index: Int, repeatsPrevious: Bool) throws {
        if repeatsPrevious, pending != nil { return }
        try store(until: index)
        pending = (encoded, index)
    }

    /// Adds the pending frame, shown until frame `index`.
    private func store(until index: Int) throws {
        guard let pending else { return }
        let delay = timing.delay(from: pending.start - first, to: index - first)
        try writer.add(pending.rows, delayNumerator: delay.numerator, delayDenominator: delay.denominator)
        self.pending = nil
    }

    public func finish() throws {
        try store(until: end)
        bytes = try writer.finish()
    }

    /// The writer removes its temporary file when dropped unfinished.
    public func discard() {}
}

/// Hands each rendered frame on in an APNG's file layout (`APNGEncoder/fileRows(_:configuration:)`),
/// converted on the worker that rendered it.
public struct APNGRowsEncoder: FrameEncoder {
    /// The file's layout.
    public var configuration: PNGWriter.Configuration

    public func encode(_ image: RenderedImage) throws -> [UInt8] {
        image.withRows { APNGEncoder.fileRows($0, configuration: configuration) }
    }
}
