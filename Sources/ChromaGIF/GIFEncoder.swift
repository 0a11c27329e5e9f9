import ChromaAnimation
import ChromaParallel

/// Writes a GIF: frames added in order, quantized on every core with the project's own
/// quantizer, stored by giflib.
///
/// **Colors.** Each frame's palette (or one ``GIFPaletteMode/shared`` palette) is chosen by
/// median cut in OKLab (``MedianCut``) from the colors the frame draws; when they are no more
/// than the palette holds, they are kept exactly. Pixels are matched in OKLab and mixed between
/// their two nearest palette colors with a 4×4 ordered dither (``PaletteMapper``), so smooth
/// gradients show a fine fixed pattern instead of bands, and the same input always gives the
/// same bytes. GIF has one bit of transparency: alpha is dithered the same way.
///
/// **Frames.** A frame stores only the rectangle that changed since the frame before; pixels
/// in it that did not change keep the canvas (``GIFFrameAnalysis``); a frame equal to the one
/// before is not stored, the one before shows longer.
///
/// **Timing.** Delays are in 1/100 s, from a ``FrameSchedule``: frame starts are rounded, so
/// the delays add up to the exact duration. Browsers play delays under 2/100 s as 1/10 s, so
/// above 50 fps consecutive frames are merged until each shows at least 2/100 s (the last shown
/// frame is always the last frame); ``schedule`` says which frames are shown. A timeline that
/// can be drawn at any instant is drawn every 2/100 s instead (``init(width:height:schedule:paletteMode:maximumColors:loopCount:threads:)``
/// with ``steppedSchedule(frameCount:frameDuration:)``).
public final class GIFEncoder {
    /// GIF's time unit: 1/100 s.
    public static let unitsPerSecond = 100
    /// The shortest delay shown, in 1/100 s.
    public static let minimumDelay = 2
    /// The longest delay one stored frame has (16 bits of 1/100 s); longer holds continue in
    /// 1×1 frames that change nothing.
    static let maximumDelay = 65535

    /// Canvas width in pixels, 1…65535.
    public let width: Int
    /// Canvas height in pixels, 1…65535.
    public let height: Int
    /// Which frames are shown and for how long, in 1/100 s.
    public let schedule: FrameSchedule
    /// Per-frame or shared palettes.
    public let paletteMode: GIFPaletteMode
    /// Colors a palette may hold, 2…256 (one of them is the transparent index when needed).
    public let maximumColors: Int
    /// How many times the animation plays; 0 forever.
    public let loopCount: Int
    /// Frames quantized at once.
    public let threads: Int

    private var added = 0
    private var nextEntry = 0
    /// Shown frames not yet stored, with their delays; per-frame mode keeps one more as the
    /// next frame of the last one processed.
    private var queue: [(delay: Int, pixels: [UInt8])] = []
    private var previous: [UInt8]?
    private var pending: GIFFrame?
    private var writer: GIFContainerWriter?
    private var done = false

    /// Frames quantized together in per-frame mode: four a thread.
    public var framesPerBatch: Int { threads * 4 }

    /// Bytes of pixels held at once, in per-frame mode: a batch, the frame before and the one
    /// after (8-bit RGBA), and a histogram a thread (about 2 MiB). Shared mode holds every shown
    /// frame instead.
    public var memoryNeeded: Int {
        let frame = width * height * 4
        let frames = paletteMode == .shared ? schedule.entries.count : framesPerBatch + 2
        return frames * frame + threads * (ColorHistogram.capacity * 36 + frame / 4)
    }

    /// Starts a GIF.
    /// - Parameters:
    ///   - width, height: the canvas, 1…65535 pixels.
    ///   - frameCount: the frames that will be added, 1…10 000 000.
    ///   - frameDuration: each frame's duration.
    ///   - paletteMode: per-frame (default) or shared.
    ///   - maximumColors: 2…256 colors a palette.
    ///   - loopCount: plays, 0 (forever) to 65535.
    ///   - threads: frames quantized at once (at least 1); nil for every core.
    /// - Throws: ``GIFError`` or ``AnimationError`` naming the bad value.
    public convenience init(width: Int, height: Int, frameCount: Int, frameDuration: FrameDuration, paletteMode: GIFPaletteMode = .perFrame,
                            maximumColors: Int = 256, loopCount: Int = 0, threads: Int? = nil) throws {
        try self.init(width: width, height: height,
                      schedule: FrameSchedule(frameCount: frameCount, frameDuration: frameDuration, unitsPerSecond: Self.unitsPerSecond,
                                              minimumDelay: Self.minimumDelay),
                      paletteMode: paletteMode, maximumColors: maximumColors, loopCount: loopCount, threads: threads)
    }

    /// Starts a GIF whose frames and delays are `schedule`'s, in 1/100 s: the frames of a
    /// timeline drawn at GIF's own cadence (``steppedSchedule(frameCount:frameDuration:)``).
    /// - Parameters:
    ///   - width, height: the canvas, 1…65535 pixels.
    ///   - schedule: the frames that will be added (its `frameCount`) and those shown, in 1/100 s.
    ///   - paletteMode: per-frame (default) or shared.
    ///   - maximumColors: 2…256 colors a palette.
    ///   - loopCount: plays, 0 (forever) to 65535.
    ///   - threads: frames quantized at once (at least 1); nil for every core.
    /// - Throws: ``GIFError`` or ``AnimationError`` naming the bad value.
    public init(width: Int, height: Int, schedule: FrameSchedule, paletteMode: GIFPaletteMode = .perFrame,
                maximumColors: Int = 256, loopCount: Int = 0, threads: Int? = nil) throws {
        guard (1...65535).contains(width), (1...65535).contains(height) else { throw AnimationError.invalidSize(width: width, height: height) }
        guard (2...256).contains(maximumColors) else { throw GIFError.invalidColorCount(maximumColors) }
        guard (0...65535).contains(loopCount) else { throw AnimationError.invalidLoopCount(loopCount) }
        precondition(schedule.unitsPerSecond == Self.unitsPerSecond, "a GIF's schedule is in 1/100 s")
        self.schedule = schedule
        self.width = width
        self.height = height
        self.paletteMode = paletteMode
        self.maximumColors = maximumColors
        self.loopCount = loopCount
        self.threads = max(1, threads ?? Workers.processorCount)
    }

    /// The schedule drawing a timeline of `frameCount` frames of `frameDuration` at GIF's own
    /// cadence: an instant every 2/100 s, the last the final state, the total exact to 1/100 s.
    /// - Throws: ``AnimationError/invalidFrameCount(_:)``.
    public static func steppedSchedule(frameCount: Int, frameDuration: FrameDuration) throws -> FrameSchedule {
        try FrameSchedule(frameCount: frameCount, frameDuration: frameDuration, unitsPerSecond: unitsPerSecond, step: minimumDelay)
    }

    /// Whether frames of `frameDuration` come faster than GIF shows them (above 50 fps), so a
    /// timeline that can be drawn at any instant is drawn at GIF's cadence instead
    /// (``steppedSchedule(frameCount:frameDuration:)``).
    public static func needsSteps(_ frameDuration: FrameDuration) -> Bool {
        FrameSchedule.isFaster(frameDuration, thanSteps: minimumDelay, unitsPerSecond: unitsPerSecond)
    }

    /// A still GIF of one frame (no loop extension).
    /// - Throws: ``GIFError`` or ``AnimationError``.
    public static func encodeImage(_ frame: AnimationFrame, maximumColors: Int = 256) throws -> [UInt8] {
        let encoder = try GIFEncoder(width: frame.width, height: frame.height, frameCount: 1,
                                     frameDuration: FrameDuration(numerator: 1, denominator: 1), maximumColors: maximumColors, loopCount: 1)
        try encoder.add(frame)
        return try encoder.finish()
    }

    /// Adds the next frame; frames the schedule merges into another are skipped.
    /// - Throws: ``GIFError`` for a frame of another size, one too many, or a giflib failure
    ///   (after which the encoder is finished).
    public func add(_ frame: AnimationFrame) throws {
        guard !done else { throw GIFError.finished }
        guard frame.width == width, frame.height == height else {
            throw GIFError.frameSizeMismatch(expected: (width, height), found: (frame.width, frame.height))
        }
        guard added < schedule.frameCount else { throw GIFError.tooManyFrames(announced: schedule.frameCount) }
        let index = added
        added += 1
        guard nextEntry < schedule.entries.count, schedule.entries[nextEntry].frame == index else { return }
        queue.append((schedule.entries[nextEntry].delay, frame.eightBit().bytes))
        nextEntry += 1
        if paletteMode == .perFrame, queue.count > framesPerBatch {
            try failing { try storeBatch(count: framesPerBatch, final: false) }
        }
    }

    /// Stores the frames held and returns the GIF's bytes.
    /// - Throws: ``GIFError`` when fewer frames than announced were added, or on a failure.
    public func finish() throws -> [UInt8] {
        guard !done else { throw GIFError.finished }
        guard added == schedule.frameCount else {
            done = true
            throw GIFError.missingFrames(announced: schedule.frameCount, added: added)
        }
        return try failing {
            if paletteMode == .shared {
                try storeShared()
            } else {
                while !queue.isEmpty { try storeBatch(count: min(framesPerBatch, queue.count), final: true) }
            }
            if let pending { try write(pending) }
            pending = nil
            done = true
            return try container().finish()
        }
    }

    private func failing<R>(_ body: () throws -> R) throws -> R {
        do { return try body() } catch {
            done = true
            writer = nil
            throw error
        }
    }

    private func container(globalPalette: [(UInt8, UInt8, UInt8)]? = nil) throws -> GIFContainerWriter {
        if let writer { return writer }
        let made = try GIFContainerWriter(width: width, height: height, globalPalette: globalPalette)
        try made.putLoop(plays: loopCount)
        writer = made
        return made
    }

    /// Quantizes the first `count` queued frames concurrently (each with its own palette) and
    /// stores them; the next queued frame, if any, is their last one's successor.
    private func storeBatch(count: Int, final: Bool) throws {
        let frames = Array(queue[0..<count])
        let after = count < queue.count ? queue[count].pixels : nil
        let before = previous, width = self.width, height = self.height, colors = maximumColors
        let animated = schedule.entries.count > 1
        let results = IndexedResults<GIFFrame>(count: count)
        Workers.forEach(count, threads: threads) { indices in
            let quantizer = GIFFrameQuantizer()
            for i in indices {
                let previous = i == 0 ? before : frames[i - 1].pixels
                let next = i == count - 1 ? after : frames[i + 1].pixels
                var analysis = GIFFrameAnalysis(frame: frames[i].pixels, previous: previous, next: next, width: width, height: height)
                guard analysis.width > 0 else {
                    results.set(i, .success(GIFFrame()))
                    continue
                }
                quantizer.count(frames[i].pixels, previous: previous, analysis: &analysis, canvasWidth: width)
                // The first frame of an animation declares a transparent index even when it has no
                // transparent pixel: decoders that choose their canvas's layout from the first frame
                // (Pillow) then keep an alpha channel for the frames that clear pixels later.
                if previous == nil, animated { analysis.needsTransparentIndex = true }
                let palette = Self.palette(quantizer.histogram, colors: colors - (analysis.needsTransparentIndex ? 1 : 0))
                let mapper = PaletteMapper(colors: palette)
                var frame = quantizer.map(frames[i].pixels, previous: previous, analysis: analysis, canvasWidth: width, mapper: mapper,
                                          transparentIndex: analysis.needsTransparentIndex ? palette.count : nil)
                frame.palette = palette
                results.set(i, .success(frame))
            }
        }
        queue.removeFirst(count)
        previous = frames[count - 1].pixels
        for (i, source) in frames.enumerated() {
            var frame = try results.get(i)
            frame.delay = source.delay
            try keep(frame)
        }
    }

    /// Shared mode: every shown frame's colors make one palette, then all are mapped to it.
    private func storeShared() throws {
        let frames = queue, width = self.width, height = self.height
        queue.removeAll()
        let count = frames.count
        let analyses = IndexedResults<(GIFFrameAnalysis, [ColorHistogram.Entry])>(count: count)
        Workers.forEach(count, threads: threads) { indices in
            let quantizer = GIFFrameQuantizer()
            for i in indices {
                let previous = i == 0 ? nil : frames[i - 1].pixels
                let next = i == count - 1 ? nil : frames[i + 1].pixels
                var analysis = GIFFrameAnalysis(frame: frames[i].pixels, previous: previous, next: next, width: width, height: height)
                guard analysis.width > 0 else {
                    analyses.set(i, .success((analysis, [])))
                    continue
                }
                quantizer.count(frames[i].pixels, previous: previous, analysis: &analysis, canvasWidth: width)
                analyses.set(i, .success((analysis, quantizer.histogram.entries)))
            }
        }
        let all = ColorHistogram()
        for i in 0..<count { all.merge(try analyses.get(i).1) }
        let palette = Self.palette(all, colors: maximumColors - 1)
        let transparent = palette.count
        let results = IndexedResults<GIFFrame>(count: count)
        Workers.forEach(count, threads: threads) { indices in
            let quantizer = GIFFrameQuantizer()
            let mapper = PaletteMapper(colors: palette)
            for i in indices {
                let analysis = (try? analyses.get(i))?.0 ?? GIFFrameAnalysis(frame: [], previous: nil, next: nil, width: 0, height: 0)
                guard analysis.width > 0 else {
                    results.set(i, .success(GIFFrame()))
                    continue
                }
                results.set(i, .success(quantizer.map(frames[i].pixels, previous: i == 0 ? nil : frames[i - 1].pixels, analysis: analysis,
                                                      canvasWidth: width, mapper: mapper, transparentIndex: transparent)))
            }
        }
        _ = try container(globalPalette: palette + [(0, 0, 0)])
        for (i, source) in frames.enumerated() {
            var frame = try results.get(i)
            frame.delay = source.delay
            try keep(frame)
        }
    }

    /// The palette for a histogram: its colors when they fit, else median cut; never empty.
    static func palette(_ histogram: ColorHistogram, colors: Int) -> [(UInt8, UInt8, UInt8)] {
        let entries = histogram.entries
        guard !entries.isEmpty else { return [(0, 0, 0)] }
        return MedianCut.palette(entries, count: colors, exact: histogram.isExact)
    }

    /// Holds a stored frame until the next shows whether it lasts longer (an empty frame adds
    /// its delay to it).
    private func keep(_ frame: GIFFrame) throws {
        if frame.isEmpty, var held = pending {
            held.delay += frame.delay
            pending = held
            return
        }
        if let pending { try write(pending) }
        pending = frame
    }

    /// Writes a frame; a delay above 655.35 s continues in 1×1 frames that change nothing.
    private func write(_ frame: GIFFrame) throws {
        let out = try container()
        var first = frame
        first.delay = min(frame.delay, Self.maximumDelay)
        var left = frame.delay - first.delay
        if left > 0 { first.disposal = .keep }
        try out.put(first)
        while left > 0 {
            var filler = GIFFrame(x: 0, y: 0, width: 1, height: 1, indices: [0], palette: [(0, 0, 0)], transparentIndex: 0)
            filler.delay = min(left, Self.maximumDelay)
            left -= filler.delay
            if left == 0, frame.disposal == .clear {
                // The clearing the frame asked for, over the whole canvas.
                filler = GIFFrame(x: 0, y: 0, width: width, height: height, indices: [UInt8](repeating: 0, count: width * height),
                                  palette: [(0, 0, 0)], transparentIndex: 0, disposal: .clear, delay: filler.delay)
            }
            try out.put(filler)
        }
    }
}

/// Assembled in memory: written by the output wing through one sink with the other encoders.
extension GIFEncoder: AnimationEncoder {}
