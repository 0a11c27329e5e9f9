import CWebP
import ChromaAnimation
import ChromaParallel

/// Writes an animated WebP: frames added in order, encoded on every core, assembled by
/// libwebpmux.
///
/// Lossless by default: every shown frame decodes to exactly the RGBA pixels it was given (the
/// color under transparent pixels included); with a ``quality`` the frames are lossy (VP8 with a
/// lossless alpha plane). Each frame stores only the rectangle that changed since the one before
/// (``WebPSubFrame``), and a frame equal to the one before is not stored: the one before shows
/// longer (a hold is stored once). Timing follows a ``FrameSchedule`` in milliseconds, so the
/// delays add up to the exact duration; browsers play delays under ``minimumDelay`` ms as
/// 100 ms, so a faster timeline is drawn every 11 ms instead
/// (``steppedSchedule(frameCount:frameDuration:)``), and frames of a sequence that cannot be
/// drawn between them are merged.
///
/// libwebp's own `WebPAnimEncoder` was not used: it encodes one frame at a time on one core and
/// tries several candidates per frame; encoding each frame's changed rectangle independently lets
/// frames be encoded concurrently with the same lossless result.
///
/// An animation that shows one frame (one input frame, or all merged into one) is stored by
/// libwebpmux as a still WebP, which has no duration.
///
/// Frames are buffered ``framesPerBatch`` at a time (raw pixels), encoded concurrently, and kept
/// compressed until ``finish()`` assembles the file in memory.
public final class WebPAnimationEncoder {
    /// The largest canvas side WebP stores: 16383 pixels.
    public static let maximumSide = 16383
    /// WebP's time unit: 1/1000 s.
    public static let unitsPerSecond = 1000
    /// The shortest delay a shown frame gets: 11 ms (browsers play 10 ms or less as 100 ms).
    public static let minimumDelay = 11
    /// The longest duration one stored frame may have (24 bits of milliseconds); longer holds are
    /// continued by empty 1×1 frames.
    static let maximumFrameDuration = (1 << 24) - 1

    /// Canvas width in pixels, 1…16383.
    public let width: Int
    /// Canvas height in pixels, 1…16383.
    public let height: Int
    /// Which frames are shown and for how long, in milliseconds.
    public let schedule: FrameSchedule
    /// nil for lossless, else libwebp's lossy quality 0…100.
    public let quality: Int?
    /// How many times the animation plays; 0 forever.
    public let loopCount: Int
    /// Frames encoded at once.
    public let threads: Int

    private let encoder: WebPFrameEncoder
    private var added = 0
    private var nextEntry = 0
    private var batch: [(entry: Int, pixels: [UInt8])] = []
    private var previous: [UInt8]?
    /// Stored frames, in order, with their durations in ms.
    private var stored: [(frame: WebPSubFrame, duration: Int)] = []
    private var done = false

    /// Frames buffered before they are encoded together: two a thread.
    public var framesPerBatch: Int { threads * 2 }

    /// Bytes of raw pixels held at once: a batch and the frame before it, 8-bit RGBA, plus one
    /// rectangle a thread.
    public var memoryNeeded: Int { (framesPerBatch + 1 + threads) * width * height * 4 }

    /// Starts an animation.
    /// - Parameters:
    ///   - width, height: the canvas in pixels, 1…16383.
    ///   - frameCount: the frames that will be added, 1…10 000 000.
    ///   - frameDuration: each frame's duration.
    ///   - quality: nil (lossless) or 0…100 (lossy).
    ///   - loopCount: plays, 0 (forever) to 65535.
    ///   - threads: frames encoded at once (at least 1); nil for every core.
    /// - Throws: ``WebPError`` or ``AnimationError`` naming the bad value.
    public convenience init(width: Int, height: Int, frameCount: Int, frameDuration: FrameDuration, quality: Int? = nil,
                            loopCount: Int = 0, threads: Int? = nil) throws {
        try Self.validate(width: width, height: height)
        try self.init(width: width, height: height,
                      schedule: try FrameSchedule(frameCount: frameCount, frameDuration: frameDuration, unitsPerSecond: Self.unitsPerSecond,
                                                  minimumDelay: Self.minimumDelay),
                      quality: quality, loopCount: loopCount, threads: threads)
    }

    /// Starts an animation that follows `schedule`: every frame it names is shown for its delay,
    /// a timeline drawn at WebP's own cadence among them (``steppedSchedule(frameCount:frameDuration:)``).
    /// - Parameters:
    ///   - width, height: the canvas in pixels, 1…16383.
    ///   - schedule: the frames that will be added (its `frameCount`) and those shown, in milliseconds.
    ///   - quality: nil (lossless) or 0…100 (lossy).
    ///   - loopCount: plays, 0 (forever) to 65535.
    ///   - threads: frames encoded at once (at least 1); nil for every core.
    /// - Throws: ``WebPError`` or ``AnimationError`` naming the bad value.
    public init(width: Int, height: Int, schedule: FrameSchedule, quality: Int? = nil, loopCount: Int = 0, threads: Int? = nil) throws {
        try Self.validate(width: width, height: height)
        try WebPFrameEncoder.validate(quality: quality)
        guard (0...65535).contains(loopCount) else { throw AnimationError.invalidLoopCount(loopCount) }
        precondition(schedule.unitsPerSecond == Self.unitsPerSecond, "a WebP's schedule is in milliseconds")
        self.schedule = schedule
        self.width = width
        self.height = height
        self.quality = quality
        self.loopCount = loopCount
        self.threads = max(1, threads ?? Workers.processorCount)
        encoder = WebPFrameEncoder(quality: quality)
    }

    /// The canvas checked: each side 1…16383.
    private static func validate(width: Int, height: Int) throws {
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            if width < 1 || height < 1 { throw AnimationError.invalidSize(width: width, height: height) }
            throw WebPError.canvasTooLarge(width: width, height: height)
        }
    }

    /// The schedule drawing a timeline of `frameCount` frames of `frameDuration` at WebP's own
    /// cadence: an instant every 11 ms, the last the final state, the total exact to the
    /// millisecond.
    /// - Throws: `AnimationError` for a frame count or a duration no schedule takes.
    public static func steppedSchedule(frameCount: Int, frameDuration: FrameDuration) throws -> FrameSchedule {
        try FrameSchedule(frameCount: frameCount, frameDuration: frameDuration, unitsPerSecond: unitsPerSecond, step: minimumDelay)
    }

    /// Whether frames of `frameDuration` come faster than WebP is played (delays under 11 ms,
    /// above about 90 fps), so a timeline that can be drawn at any instant is drawn at WebP's
    /// cadence instead (``steppedSchedule(frameCount:frameDuration:)``).
    public static func needsSteps(_ frameDuration: FrameDuration) -> Bool {
        FrameSchedule.isFaster(frameDuration, thanSteps: minimumDelay, unitsPerSecond: unitsPerSecond)
    }

    /// Adds the next frame; frames the schedule merges into another are skipped.
    /// - Throws: ``WebPError`` for a frame of another size, one frame too many, or an encoding
    ///   failure (after which the encoder is finished).
    public func add(_ frame: AnimationFrame) throws {
        guard !done else { throw WebPError.finished }
        guard frame.width == width, frame.height == height else {
            throw WebPError.frameSizeMismatch(expected: (width, height), found: (frame.width, frame.height))
        }
        guard added < schedule.frameCount else { throw WebPError.tooManyFrames(announced: schedule.frameCount) }
        let index = added
        added += 1
        guard nextEntry < schedule.entries.count, schedule.entries[nextEntry].frame == index else { return }
        batch.append((nextEntry, frame.eightBit().bytes))
        nextEntry += 1
        if batch.count >= framesPerBatch { try encodeBatch() }
    }

    /// Encodes the frames buffered, concurrently, and keeps them in order.
    private func encodeBatch() throws {
        guard !batch.isEmpty else { return }
        let frames = batch, before = previous, encoder = self.encoder, width = self.width, height = self.height
        batch.removeAll(keepingCapacity: true)
        let results = IndexedResults<WebPSubFrame>(count: frames.count)
        Workers.forEach(frames.count, threads: threads) { indices in
            for i in indices {
                let previous = i == 0 ? before : frames[i - 1].pixels
                results.set(i, Result { try WebPSubFrame.make(frames[i].pixels, previous: previous, width: width, height: height, encoder: encoder) })
            }
        }
        do {
            for (i, frame) in frames.enumerated() {
                let sub = try results.get(i)
                let delay = schedule.entries[frame.entry].delay
                if sub.isEmpty, !stored.isEmpty {
                    stored[stored.count - 1].duration += delay
                } else {
                    stored.append((sub, delay))
                }
            }
        } catch {
            done = true
            throw error
        }
        previous = frames[frames.count - 1].pixels
    }

    /// Encodes the last frames and assembles the animation.
    /// - Returns: the WebP file's bytes.
    /// - Throws: ``WebPError`` when fewer frames than announced were added, or on a failure.
    public func finish() throws -> [UInt8] {
        guard !done else { throw WebPError.finished }
        guard added == schedule.frameCount else {
            done = true
            throw WebPError.missingFrames(announced: schedule.frameCount, added: added)
        }
        try encodeBatch()
        done = true
        previous = nil
        return try assemble()
    }

    private func assemble() throws -> [UInt8] {
        guard let mux = WebPMuxNew() else { throw WebPError.muxFailed(code: Int(WEBP_MUX_MEMORY_ERROR.rawValue)) }
        defer { WebPMuxDelete(mux) }
        func check(_ result: WebPMuxError) throws {
            guard result == WEBP_MUX_OK else { throw WebPError.muxFailed(code: Int(result.rawValue)) }
        }
        lazy var filler: [UInt8] = (try? [UInt8](repeating: 0, count: 4).withUnsafeBufferPointer {
            try encoder.encode($0.baseAddress!, width: 1, height: 1, bytesPerRow: 4)
        }) ?? []
        func push(_ bitstream: [UInt8], x: Int, y: Int, duration: Int, blends: Bool) throws {
            try bitstream.withUnsafeBufferPointer { buffer in
                var info = WebPMuxFrameInfo()
                info.bitstream = WebPData(bytes: buffer.baseAddress, size: buffer.count)
                info.x_offset = Int32(x)
                info.y_offset = Int32(y)
                info.duration = Int32(duration)
                info.id = WEBP_CHUNK_ANMF
                info.dispose_method = WEBP_MUX_DISPOSE_NONE
                info.blend_method = blends ? WEBP_MUX_BLEND : WEBP_MUX_NO_BLEND
                try check(WebPMuxPushFrame(mux, &info, 1))
            }
        }
        for (frame, duration) in stored {
            var left = duration
            try push(frame.bitstream, x: frame.x, y: frame.y, duration: min(left, Self.maximumFrameDuration), blends: frame.blends)
            left -= min(left, Self.maximumFrameDuration)
            while left > 0 {
                guard !filler.isEmpty else { throw WebPError.encodingFailed(code: -1) }
                try push(filler, x: 0, y: 0, duration: min(left, Self.maximumFrameDuration), blends: true)
                left -= min(left, Self.maximumFrameDuration)
            }
        }
        stored.removeAll()
        var parameters = WebPMuxAnimParams(bgcolor: 0, loop_count: Int32(loopCount))
        try check(WebPMuxSetAnimationParams(mux, &parameters))
        try check(WebPMuxSetCanvasSize(mux, Int32(width), Int32(height)))
        var output = WebPData()
        try check(WebPMuxAssemble(mux, &output))
        defer { WebPDataClear(&output) }
        return Array(UnsafeBufferPointer(start: output.bytes, count: output.size))
    }
}

/// Assembled in memory: written by the output wing through one sink with the other encoders.
extension WebPAnimationEncoder: AnimationEncoder {}
