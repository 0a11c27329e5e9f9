import ChromaLimits
import ChromaPNG
import ChromaRaster
import Dispatch
import Foundation

/// Renders a splash timeline's frames to numbered PNGs, an animated PNG, or both, in parallel.
///
/// Frames are rendered and encoded concurrently, each on one core, in batches; files are
/// written atomically as `frame-00000.png` … (five digits, more when needed), numbered by their
/// frame in the whole timeline, so a range rendered alone writes the same files, byte for byte,
/// as a full run, and a long sequence can be split across machines by ranges.
public struct SplashRenderer: Sendable {
    /// The timeline to render.
    public var timeline: SplashTimeline
    /// Frames rendered at once.
    public var threads: Int
    /// PNG compression of every frame.
    public var compression: PNGCompression

    public init(timeline: SplashTimeline, threads: Int = ProcessInfo.processInfo.activeProcessorCount,
                compression: PNGCompression = .standard) {
        self.timeline = timeline
        self.threads = max(1, threads)
        self.compression = compression
    }

    /// Bytes of pixel buffers held at once: each thread's frame, raw and encoded (at worst as
    /// large as raw), and the rows of its renderer. For a validated timeline (sides ≤ 65535).
    public var memoryNeeded: Int {
        let frame = timeline.card.width * timeline.card.height * 4 * (timeline.depth == .eight ? 1 : 2)
        let rows = Renderer(threads: 1).memoryNeeded(forWidth: timeline.card.width, depth: timeline.depth)
        return threads * (2 * frame + rows)
    }

    /// Checks ``memoryNeeded`` against the memory limit, before any work.
    /// - Throws: ``ResourceLimitError``.
    public func checkMemory() throws {
        try ResourceLimits.check(memoryNeeded, .memory, "rendering \(threads) frames of \(timeline.card.width)×\(timeline.card.height) at once")
    }

    /// The file name of frame i among `count` frames.
    public static func fileName(frame i: Int, of count: Int) -> String {
        let digits = max(5, String(count - 1).count)
        let number = String(i)
        return "frame-" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }

    /// Renders frames `range` (all by default) into `folder` as numbered PNGs and/or into one
    /// APNG file. `progress` is called, in order, after each frame is written.
    /// - Throws: ``SplashError`` for a bad timeline or range, ``ResourceLimitError`` when the
    ///   frames in flight would need more than the memory limit, ``PNGError`` for output failures.
    public func render(frames range: ClosedRange<Int>? = nil, toFolder folder: String?, apng: String?,
                       progress: ((Int) -> Void)? = nil) throws {
        try timeline.validate()
        try checkMemory()
        let count = timeline.frameCount
        let frames = range ?? 0...(count - 1)
        guard frames.lowerBound >= 0, frames.upperBound < count else {
            throw SplashError(message: "frames \(frames.lowerBound)-\(frames.upperBound) are outside the animation's 0-\(count - 1)")
        }
        guard folder != nil || apng != nil else { throw SplashError(message: "nothing to write: give a folder, an APNG file, or both") }
        if let folder {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw PNGError(.io, "cannot write frames into '\(folder)': the folder does not exist")
            }
        }
        let (width, height) = timeline.card.canvasSize
        let opaque = timeline.scene(atFrame: frames.lowerBound).background.resolvedOpacity >= 1
        let configuration = PNGWriter.Configuration(width: width, height: height, colorType: opaque ? .rgb : .rgba,
                                                    bitDepth: timeline.depth, compression: compression)
        let animation = try apng.map {
            try APNGWriter(to: $0 == "-" ? .standardOutput : .file($0), configuration: configuration, frameCount: frames.count)
        }
        let delay = APNGFrameControl(delayNumerator: 1, delayDenominator: UInt16(timeline.fps))
        let timeline = self.timeline
        let batch = threads * 2
        var start = frames.lowerBound
        while start <= frames.upperBound {
            let end = min(frames.upperBound, start + batch - 1)
            let results = IndexedResults<[UInt8]>(count: end - start + 1)
            let first = start
            DispatchQueue.concurrentPerform(iterations: end - start + 1) { offset in
                let frame = first + offset
                do {
                    let image = Renderer(threads: 1).renderImage(timeline.scene(atFrame: frame))
                    // Every frame is encoded as a complete PNG: a numbered file needs its color
                    // chunks, and the animation keeps only the image data of frames after the first.
                    let png = try image.withRows { try APNGWriter.encodeFrame($0, configuration: configuration, first: true) }
                    if let folder {
                        try PNGFile.write(png, to: folder + "/" + Self.fileName(frame: frame, of: timeline.frameCount))
                    }
                    results.set(offset, .success(apng == nil ? [] : png))
                } catch {
                    results.set(offset, .failure(error))
                }
            }
            for offset in 0...(end - start) {
                let png = try results.get(offset)
                try animation?.addEncodedFrame(png, control: delay)
                progress?(start + offset)
            }
            start = end + 1
        }
        try animation?.finish()
    }
}
