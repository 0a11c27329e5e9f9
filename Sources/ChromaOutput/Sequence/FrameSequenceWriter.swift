import ChromaFiles
import ChromaLimits
import ChromaPNG
import ChromaParallel
import ChromaRaster
import Foundation

/// Renders a frame sequence into its sinks (numbered files, an animation), on every core.
///
/// Frames are rendered in batches, each new frame by one thread, which also encodes it for
/// every distinct encoder among the sinks; a frame whose scene equals the one before (a hold)
/// reuses the encoded bytes of its source. The encoded frames then go to each sink in frame
/// order. The sequence is validated and the memory checked once, before any work.
public struct FrameSequenceWriter: Sendable {
    /// Frames rendered at once, 1 or more.
    public var threads: Int

    /// Creates a writer rendering `threads` frames at once.
    public init(threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.threads = max(1, threads)
    }

    /// Bytes of pixel buffers held at once: each thread's frame being rendered (raw, then
    /// encoded, at worst as large as raw) and its renderer's rows, and the encoded frames of a
    /// batch (``framesPerBatch(for:)``) and the one carried over. Saturating: an absurd
    /// sequence gives `Int.max`, an excess, never a trap.
    public func memoryNeeded(for sequence: some FrameSequence) -> Int {
        let width = sequence.canvasSize.width, frame = frameBytes(sequence)
        let rows = Renderer(threads: 1).memoryNeeded(forWidth: min(width, InputRange.canvasSide.maximum + 1), depth: sequence.depth)
        let perThread = ResourceLimits.sum(ResourceLimits.product(2, frame), rows)
        return ResourceLimits.sum(ResourceLimits.product(threads, perThread),
                                  ResourceLimits.product(framesPerBatch(for: sequence) + 1, frame))
    }

    /// Frames rendered between two waits for all threads: eight a thread for frames up to 1 MiB
    /// (fewer waits while a thread is idle), two a thread for larger ones (less memory).
    public func framesPerBatch(for sequence: some FrameSequence) -> Int {
        threads * (frameBytes(sequence) <= 1 << 20 ? 8 : 2)
    }

    private func frameBytes(_ sequence: some FrameSequence) -> Int {
        let (width, height) = sequence.canvasSize
        return ResourceLimits.product(width, height, 4, sequence.depth == .eight ? 1 : 2)
    }

    /// Checks the sequence, then ``memoryNeeded(for:)`` against the memory limit, before any work.
    /// - Throws: the sequence's own validation error; `ResourceLimitError`.
    public func check(_ sequence: some FrameSequence) throws {
        try sequence.validate()
        let (width, height) = sequence.canvasSize
        try ResourceLimits.checkMemory(memoryNeeded(for: sequence), "rendering \(threads) frames of \(width)×\(height) at once")
    }

    /// Renders frames `range` (numbered in the whole sequence) into `sinks`, then finishes
    /// them. Call ``check(_:)`` first. `progress` is called, in order, after each frame has
    /// reached every sink. On a failure every sink is discarded (finished groups of numbered
    /// frames stay) and the first error, in frame order, is thrown.
    /// - Throws: ``OutputError/framesOutside(_:count:)``; an encoder's or a sink's error
    ///   (`FileError` for the file system).
    public func write(_ sequence: some FrameSequence, frames range: ClosedRange<Int>, to sinks: [any FrameSink],
                      progress: ((Int) -> Void)? = nil) throws {
        let count = sequence.frameCount
        guard range.lowerBound >= 0, range.upperBound < count else { throw OutputError.framesOutside(range, count: count) }
        var finished = false
        defer { if !finished { for sink in sinks { sink.discard() } } }
        // One encoding per distinct encoder; each sink reads the one its encoder makes.
        var encoders: [any FrameEncoder] = []
        let encoding = sinks.map { sink in
            if let index = encoders.firstIndex(where: { AnyHashable($0) == AnyHashable(sink.encoder) }) { return index }
            encoders.append(sink.encoder)
            return encoders.count - 1
        }
        let kinds = encoders
        FrameAllocator.reuseFrameBuffers()
        let batch = framesPerBatch(for: sequence), threads = self.threads
        // The last frame of the previous batch, for a hold that crosses batches.
        var carried: (scene: Scene, encoded: [[UInt8]])? = nil
        var start = range.lowerBound
        while start <= range.upperBound {
            let end = min(range.upperBound, start + batch - 1)
            let size = end - start + 1
            let scenes = (start...end).map { sequence.scene(atFrame: $0) }
            // The batch index of the frame each one copies (itself when new); -1 for the carried frame.
            var source = Array(0..<size)
            for i in 0..<size {
                if i > 0, scenes[i] == scenes[i - 1] { source[i] = source[i - 1] }
                if i == 0, let carried, carried.scene == scenes[0] { source[0] = -1 }
            }
            let sources = source
            let new = (0..<size).filter { sources[$0] == $0 }
            let results = IndexedResults<[[UInt8]]>(count: size)
            Workers.forEach(new.count, threads: threads) { indices in
                let renderer = Renderer(threads: 1)
                for k in indices {
                    let i = new[k]
                    results.set(i, Result {
                        let image = renderer.renderImage(scenes[i])
                        return try kinds.map { try $0.encode(image) }
                    })
                }
            }
            for i in new { _ = try results.get(i) }  // the first failure, in frame order
            let carriedFrames = carried?.encoded ?? []
            func encoded(_ i: Int) throws -> [[UInt8]] { sources[i] < 0 ? carriedFrames : try results.get(sources[i]) }
            for i in 0..<size {
                let frames = try encoded(i)
                for (sink, index) in zip(sinks, encoding) {
                    try sink.append(frames[index], frame: start + i, repeatsPrevious: sources[i] != i)
                }
                progress?(start + i)
            }
            carried = (scenes[size - 1], try encoded(size - 1))
            start = end + 1
        }
        for sink in sinks { try sink.finish() }
        finished = true
    }
}
