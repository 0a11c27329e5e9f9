import ChromaLimits
import ChromaOutput
import ChromaPNG
import ChromaParallel
import ChromaRaster
import Foundation

/// Renders a splash timeline's frames to numbered PNGs, an animated PNG, or both, in parallel.
///
/// Frames are rendered and encoded concurrently, each on one core, in batches; a frame whose
/// scene equals the one before (a hold) reuses its encoded PNG. Files are written atomically
/// as `frame-00000.png` … (five digits, more when needed), numbered by their frame in the
/// whole timeline, so a range rendered alone writes the same files, byte for byte, as a full
/// run, and a long sequence can be split across machines by ranges.
///
/// Frames reach the disk in groups (``FileBatch``) of up to ``framesPerCommit`` frames,
/// ``bytesPerCommit`` bytes or ``secondsPerCommit`` of work: each frame is written to a temporary file, and a group is synced
/// with one wait for the disk and then renamed into place, on another thread while the next
/// frames render. When ``render(frames:toFolder:apng:progress:)``
/// returns, every frame is complete and on disk; if the process is killed or the disk fills,
/// no frame name holds a partial file, and the frames of earlier groups are complete.
public struct SplashRenderer: Sendable {
    /// The timeline to render.
    public var timeline: SplashTimeline
    /// Frames rendered at once.
    public var threads: Int
    /// PNG compression of every frame.
    public var compression: PNGCompression

    /// The most frames written before their group is synced and moved into place.
    public static let framesPerCommit = 64
    /// The most bytes of frames written before their group is synced and moved into place.
    public static let bytesPerCommit = 16 << 20
    /// The longest a finished frame waits for its group's commit, at the next batch: slow
    /// (large) frames are committed every second, so a kill loses at most about that much work.
    public static let secondsPerCommit: Duration = .seconds(1)

    public init(timeline: SplashTimeline, threads: Int = ProcessInfo.processInfo.activeProcessorCount,
                compression: PNGCompression = .standard) {
        self.timeline = timeline
        self.threads = max(1, threads)
        self.compression = compression
    }

    /// Bytes of pixel buffers held at once: each thread's frame being rendered (raw, then
    /// encoded, at worst as large as raw) and its renderer's rows, and the encoded frames of a
    /// batch (``framesPerBatch``) and the one carried over, waiting to be written. Computed with
    /// overflow checks on the canvas (the card and its shadow's margin): an absurd timeline
    /// gives `Int.max`, an excess, never a trap.
    public var memoryNeeded: Int {
        let width = timeline.canvasSize.width, frame = frameBytes
        let rows = Renderer(threads: 1).memoryNeeded(forWidth: min(width, InputRange.canvasSide + 1), depth: timeline.depth)
        let perThread = ResourceLimits.sum(ResourceLimits.product(2, frame), rows)
        return ResourceLimits.sum(ResourceLimits.product(threads, perThread), ResourceLimits.product(framesPerBatch + 1, frame))
    }

    /// Bytes of one raw frame (saturating).
    private var frameBytes: Int {
        let (width, height) = timeline.canvasSize
        return ResourceLimits.product(width, height, 4, timeline.depth == .eight ? 1 : 2)
    }

    /// Frames rendered between two waits for all threads: eight a thread for frames up to 1 MiB
    /// (fewer waits while a thread is idle), two a thread for larger ones (less memory).
    public var framesPerBatch: Int { threads * (frameBytes <= 1 << 20 ? 8 : 2) }

    /// Checks ``memoryNeeded`` against the memory limit, before any work.
    /// - Throws: ``ResourceLimitError``.
    public func checkMemory() throws {
        let (width, height) = timeline.canvasSize
        try ResourceLimits.checkMemory(memoryNeeded, "rendering \(threads) frames of \(width)×\(height) at once")
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
        let (width, height) = timeline.canvasSize
        let opaque = timeline.scene(atFrame: frames.lowerBound).background.resolvedOpacity >= 1
        let configuration = PNGWriter.Configuration(width: width, height: height, colorType: opaque ? .rgb : .rgba,
                                                    bitDepth: PNGBitDepth(timeline.depth), compression: compression)
        let animation = try apng.map {
            try APNGWriter(to: $0 == "-" ? .standardOutput : .file($0), configuration: configuration, frameCount: frames.count)
        }
        let delay = APNGFrameControl(delayNumerator: timeline.frameDelay.numerator, delayDenominator: timeline.frameDelay.denominator)
        let timeline = self.timeline, threads = self.threads
        let files = try folder.map { try FileBatch(folder: $0) }
        // On a failure, the groups already committing finish and the rest is removed.
        var finished = false
        defer { if !finished { files?.discardAfterCommits() } }
        let clock = ContinuousClock()
        var lastCommit = clock.now
        let batch = framesPerBatch
        // A frame whose scene equals the one before (a hold) reuses its encoded PNG.
        var carried: (scene: Scene, png: [UInt8])? = nil
        var start = frames.lowerBound
        while start <= frames.upperBound {
            let end = min(frames.upperBound, start + batch - 1)
            let count = end - start + 1
            let scenes = (start...end).map { timeline.scene(atFrame: $0) }
            // The batch index of the frame each one copies (itself when it is new); -1 for the carried frame.
            var source = Array(0..<count)
            for i in 0..<count {
                if i > 0, scenes[i] == scenes[i - 1] { source[i] = source[i - 1] }
                if i == 0, let carried, carried.scene == scenes[0] { source[0] = -1 }
            }
            let sources = source, carriedPNG = carried?.png ?? []
            let encoded = IndexedResults<[UInt8]>(count: count)
            let new = (0..<count).filter { sources[$0] == $0 }
            let first = start
            // Each new frame is rendered, encoded and written by one thread; the frames that copy
            // another (holds) are written after, from the PNG their source made.
            Workers.forEach(new.count, threads: threads) { indices in
                let renderer = Renderer(threads: 1)
                for k in indices {
                    let i = new[k]
                    encoded.set(i, Result {
                        let image = renderer.renderImage(scenes[i])
                        // Every frame is encoded as a complete PNG: a numbered file needs its color
                        // chunks, and the animation keeps only the image data of frames after the first.
                        let png = try image.withRows { try APNGWriter.encodeFrame($0, configuration: configuration, first: true) }
                        try files?.add(png, name: Self.fileName(frame: first + i, of: timeline.frameCount))
                        return png
                    })
                }
            }
            for i in new { _ = try encoded.get(i) }  // the first failure, in frame order
            @Sendable func png(_ i: Int) throws -> [UInt8] { sources[i] < 0 ? carriedPNG : try encoded.get(sources[i]) }
            for i in 0..<count where sources[i] != i {
                try files?.add(png(i), name: Self.fileName(frame: first + i, of: timeline.frameCount))
            }
            if let files, files.count >= Self.framesPerCommit || files.byteCount >= Self.bytesPerCommit
                || clock.now - lastCommit >= Self.secondsPerCommit {
                try files.commitInBackground()
                lastCommit = clock.now
            }
            for i in 0..<count {
                try animation?.addEncodedFrame(png(i), control: delay)
                progress?(start + i)
            }
            carried = (scenes[count - 1], try png(count - 1))
            start = end + 1
        }
        try files?.commit()
        finished = true
        try animation?.finish()
    }
}
