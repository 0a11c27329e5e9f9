import ChromaFiles
import ChromaParallel
import CPNG
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an animated PNG at the size of the best encoders, from whole frames in the file's
/// layout (``fileRows(_:configuration:)``), each shown for a delay given with it.
///
/// **What is stored.** The first frame whole; each later frame as the smallest rectangle
/// holding every pixel that changed since the frame before (`APNG_DISPOSE_OP_NONE`). Where the
/// layout has alpha and every changed pixel is opaque, the rectangle is also tried with the
/// pixels that did not change made transparent and drawn `APNG_BLEND_OP_OVER` (a no-op on
/// them), and the smaller kept; otherwise `APNG_BLEND_OP_SOURCE`. With alpha, a frame may
/// instead be drawn over the canvas as it was before the frame before (that one disposed
/// `APNG_DISPOSE_OP_PREVIOUS`), `APNG_BLEND_OP_OVER`: a growing shape is then stored whole over
/// its still background rather than as a ring around its last size, which deflates smaller;
/// the versions are measured with a quick deflate (`quickLevel`) and the smallest kept. A
/// frame equal to the one before is a 1×1 rectangle that changes nothing (a caller merges
/// known holds into one frame with a longer delay before they get here).
///
/// **Compression.** Each rectangle is an image of its own: its rows filtered with each of
/// None, Sub, Up, Average, Paeth and the per-row adaptive choice, each deflated at a quick
/// level, the three smallest deflated again at the best level and the smallest of those kept.
/// An animation whose frames hold more than `thoroughBytes` (a long or large one) takes the
/// quick path instead: one version of each frame, unfiltered where it is mostly flat color,
/// else filtered per row, deflated once at level 9 (`levels(forBytes:)`). Rectangles are compressed on every
/// core, a batch at a time; chunks reach the destination in order as they are ready.
///
/// Every decoded frame equals the frame given, byte for byte: nothing is lossy.
public final class APNGEncoder {
    /// The canvas and layout (compression is chosen per rectangle; its level sets the effort).
    public let configuration: PNGWriter.Configuration
    /// Frames announced in `acTL`: exactly this many must be added.
    public let frameCount: Int
    /// How many times the animation plays; 0 loops forever.
    public let loopCount: Int
    /// Rectangles compressed at once (nil in `init`: every core).
    public let threads: Int

    private let sink: OutputFile
    private let destination: PNGDestination
    /// Whether the frames are compressed on the quick path (more than `thoroughBytes`).
    private let quick: Bool
    /// The canvas after the last frame.
    private var previous: [UInt8]?
    /// The canvas before the last frame was drawn, which disposing it `APNG_DISPOSE_OP_PREVIOUS`
    /// restores; nil while there is no frame before the last, or without alpha.
    private var beneath: [UInt8]?
    private var jobs: [Job] = []
    /// The last frame compressed, written once the frame after it has set its dispose operation.
    private var held: (job: Job, compressed: Compressed)?
    private var added = 0
    private var sequence: UInt32 = 0
    private var headerWritten = false
    private var finished = false

    /// The data of one stored frame, before compression.
    private struct Job: Sendable {
        var x: Int, y: Int, width: Int, height: Int
        var delay: (UInt16, UInt16)
        /// The rectangle's rows, packed, drawn `APNG_BLEND_OP_SOURCE`; nil when only `over` is kept.
        var source: [UInt8]?
        /// The rectangle with pixels that do not change transparent, for blending over; nil
        /// when not possible or not kept. At least one of the two is there.
        var over: [UInt8]?
        /// What becomes of the frame's rectangle before the next frame (set by the next frame).
        var dispose: APNGFrameControl.Dispose = .none
    }

    /// One compressed frame: its zlib stream and how it is drawn.
    private struct Compressed: Sendable {
        var data: [UInt8]
        var blend: APNGFrameControl.Blend
    }

    /// Opens the destination.
    /// - Throws: ``PNGError`` for an invalid configuration, a frame count outside 1…2³¹ − 1 or
    ///   a loop count outside 0…2³¹ − 1; `FileError` when the destination cannot be created.
    public init(to destination: PNGDestination, configuration: PNGWriter.Configuration, frameCount: Int,
                loopCount: Int = 0, threads: Int? = nil) throws {
        try configuration.validate()
        guard (1...Int(Int32.max)).contains(frameCount) else {
            throw PNGError(.invalidArgument, "invalid APNG frame count \(frameCount): expected 1 or more")
        }
        guard (0...Int(Int32.max)).contains(loopCount) else {
            throw PNGError(.invalidArgument, "invalid APNG loop count \(loopCount): expected 0 (forever) or more")
        }
        guard configuration.colorType == .rgb || configuration.colorType == .rgba else {
            throw PNGError(.invalidArgument, "an APNG's frames are RGB or RGBA, not \(configuration.colorType.rawValue)")
        }
        self.configuration = configuration
        self.frameCount = frameCount
        self.loopCount = loopCount
        self.threads = max(1, threads ?? Workers.processorCount)
        self.destination = destination
        let frameBytes = configuration.rowBytes.multipliedReportingOverflow(by: configuration.height)
        let total = frameBytes.partialValue.multipliedReportingOverflow(by: frameCount)
        quick = configuration.compression.level >= 4
            && (frameBytes.overflow || total.overflow || total.partialValue > Self.thoroughBytes)
        sink = try OutputFile(destination)
    }

    deinit {
        if !finished { sink.discard() }
    }

    /// Bytes of one pixel in the file.
    private var pixelBytes: Int { configuration.colorType.channelCount * configuration.bitDepth.bytesPerSample }

    /// `pixels` (the whole canvas) in the file's layout: packed rows of straight alpha,
    /// big-endian 16-bit samples, RGB or RGBA as the configuration says. Pure; run it on any
    /// thread.
    public static func fileRows(_ pixels: PixelRows, configuration: PNGWriter.Configuration) -> [UInt8] {
        let converter = RowConverter(width: pixels.width, source: pixels.format, colorType: configuration.colorType,
                                     bitDepth: configuration.bitDepth)
        let rowBytes = converter.bytesPerRow
        return [UInt8](unsafeUninitializedCapacity: rowBytes * pixels.height) { out, initialized in
            for y in 0..<pixels.height { converter.convert(pixels.row(y), into: out.baseAddress! + y * rowBytes) }
            initialized = rowBytes * pixels.height
        }
    }

    /// Adds the next frame, shown for `delayNumerator / delayDenominator` seconds.
    /// - Parameters:
    ///   - rows: the whole canvas in the file's layout, `configuration.rowBytes × height` bytes.
    ///   - delayNumerator: the frame's duration over `delayDenominator`, in seconds (0…65535).
    ///   - delayDenominator: 1…65535.
    /// - Throws: ``PNGError`` for rows of another size, a zero denominator, or one frame too
    ///   many; `FileError` when writing fails (the encoder is then finished).
    public func add(_ rows: [UInt8], delayNumerator: UInt16, delayDenominator: UInt16) throws {
        guard !finished, added < frameCount else {
            throw PNGError(.invalidArgument, "APNG frame \(added + 1) is more than the \(frameCount) announced")
        }
        let (width, height) = (configuration.width, configuration.height)
        guard rows.count == configuration.rowBytes * height else {
            throw PNGError(.invalidArgument, "an APNG frame of \(rows.count) bytes, expected \(configuration.rowBytes * height)")
        }
        guard delayDenominator > 0 else { throw PNGError(.invalidArgument, "an APNG frame delay with denominator 0") }
        let delay = (delayNumerator, delayDenominator)
        if let previous {
            if let region = Self.changedRegion(rows, previous, width: width, height: height, pixelBytes: pixelBytes) {
                var job = makeJob(rows, previous, region, delay: delay)
                let overBeneath = self.overBeneath(rows, delay: delay)
                let size = overBeneath != nil || (quick && job.over != nil) ? smallerQuickSize(&job) : 0
                if let over = overBeneath, quickSize(over) < size {
                    // Drawn over the canvas before the last frame: the canvas stays what it was.
                    try disposeLast(.previous)
                    jobs.append(over)
                } else {
                    beneath = configuration.colorType.hasAlpha ? previous : nil
                    jobs.append(job)
                }
            } else {
                beneath = configuration.colorType.hasAlpha ? previous : nil
                jobs.append(Job(x: 0, y: 0, width: 1, height: 1, delay: delay, source: Array(rows[0..<pixelBytes]), over: nil))
            }
        } else {
            jobs.append(Job(x: 0, y: 0, width: width, height: height, delay: delay, source: rows, over: nil))
        }
        previous = rows
        added += 1
        if jobs.count >= threads * 4 { try failing { try flush() } }
    }

    /// The frame as a rectangle drawn over the canvas before the last frame (``beneath``), the
    /// pixels equal to it transparent; nil without such a canvas, when the frame equals it, or
    /// when a pixel that differs from it is not opaque (blending over would not give it).
    private func overBeneath(_ rows: [UInt8], delay: (UInt16, UInt16)) -> Job? {
        guard let beneath,
              let region = Self.changedRegion(rows, beneath, width: configuration.width, height: configuration.height, pixelBytes: pixelBytes)
        else { return nil }
        let job = makeJob(rows, beneath, region, delay: delay, keepsSource: false)
        return job.over == nil ? nil : job
    }

    /// The bytes of a quick deflate of the job's one version (`quickLevel`, filter None).
    private func quickSize(_ job: Job) -> Int {
        let rows = job.over ?? job.source!
        let rowBytes = job.width * pixelBytes
        let size = rows.withUnsafeBufferPointer {
            chroma_png_zlib_size($0.baseAddress!, rowBytes, rowBytes, UInt32(job.height), Self.quickLevel)
        }
        return size == 0 ? Int.max : size
    }

    /// The smaller quick size of the job's versions; on the quick path, the larger version is
    /// dropped so only one is compressed.
    private func smallerQuickSize(_ job: inout Job) -> Int {
        guard let over = job.over, let source = job.source else { return quickSize(job) }
        let overSize = quickSize(Job(x: job.x, y: job.y, width: job.width, height: job.height, delay: job.delay, source: nil, over: over))
        let sourceSize = quickSize(Job(x: job.x, y: job.y, width: job.width, height: job.height, delay: job.delay, source: source, over: nil))
        if quick {
            if overSize < sourceSize { job.source = nil } else { job.over = nil }
        }
        return min(overSize, sourceSize)
    }

    /// Sets the dispose operation of the last frame added.
    private func disposeLast(_ dispose: APNGFrameControl.Dispose) throws {
        if !jobs.isEmpty {
            jobs[jobs.count - 1].dispose = dispose
        } else if held != nil {
            held!.job.dispose = dispose
        } else {
            throw PNGError(.invalidArgument, "no APNG frame to dispose")
        }
    }

    /// The libdeflate level that measures a frame's versions against each other: 6, which ranks
    /// them as level 9 does on the splash frames (level 1 prefers the rectangle drawn as it is,
    /// which deflates larger at 9).
    static let quickLevel: Int32 = 6

    /// Above this many bytes of frames (frame count × the canvas's rows), the quick path:
    /// 16 MiB, which keeps the gallery's splashes on the thorough one (the full search costs
    /// about a second per 4 MiB of frames on one core).
    static let thoroughBytes = 1 << 24

    /// Writes the frames held and `IEND`; for a file, moves it into place.
    /// - Returns: the bytes for a `.memory` destination, nil otherwise.
    /// - Throws: ``PNGError`` when fewer frames than announced were added; `FileError`.
    @discardableResult
    public func finish() throws -> [UInt8]? {
        guard !finished else { throw PNGError(.invalidArgument, "the APNG is already finished") }
        guard added == frameCount else {
            finished = true
            sink.discard()
            throw PNGError(.invalidArgument, "the APNG announced \(frameCount) frames but \(added) were added")
        }
        try failing {
            try flush()
            if let held { try write(held.compressed, job: held.job) }
            held = nil
            try sink.write(PNGChunk(type: "IEND", data: []).bytes)
            try sink.commit()
        }
        finished = true
        return destination == .memory ? sink.memory : nil
    }

    private func failing<R>(_ body: () throws -> R) throws -> R {
        do {
            return try body()
        } catch {
            finished = true
            sink.discard()
            throw error
        }
    }

    /// The rectangle of pixels where `rows` differs from `previous`, nil when equal.
    static func changedRegion(_ rows: [UInt8], _ previous: [UInt8], width: Int, height: Int,
                              pixelBytes: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        let rowBytes = width * pixelBytes
        var minX = width, maxX = -1, minY = -1, maxY = -1
        rows.withUnsafeBufferPointer { a in
            previous.withUnsafeBufferPointer { b in
                for y in 0..<height {
                    let start = y * rowBytes
                    guard memcmp(a.baseAddress! + start, b.baseAddress! + start, rowBytes) != 0 else { continue }
                    var first = 0
                    while a[start + first] == b[start + first] { first += 1 }
                    var last = rowBytes - 1
                    while a[start + last] == b[start + last] { last -= 1 }
                    minX = min(minX, first / pixelBytes)
                    maxX = max(maxX, last / pixelBytes)
                    if minY < 0 { minY = y }
                    maxY = y
                }
            }
        }
        guard maxY >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// The rectangle's rows, and, where the layout has alpha and every changed pixel is opaque,
    /// the variant with unchanged pixels transparent (nil when no pixel is left alone).
    private func makeJob(_ rows: [UInt8], _ previous: [UInt8], _ r: (x: Int, y: Int, width: Int, height: Int),
                         delay: (UInt16, UInt16), keepsSource: Bool = true) -> Job {
        let pixel = pixelBytes, rowBytes = configuration.rowBytes, cropRow = r.width * pixel
        let alphaOffset = configuration.bitDepth == .sixteen ? 6 : 3
        var source = [UInt8](repeating: 0, count: cropRow * r.height)
        var over = [UInt8](repeating: 0, count: configuration.colorType.hasAlpha ? cropRow * r.height : 0)
        var overUsable = configuration.colorType.hasAlpha, anyUnchanged = false
        rows.withUnsafeBufferPointer { a in
            previous.withUnsafeBufferPointer { b in
                source.withUnsafeMutableBufferPointer { s in
                    over.withUnsafeMutableBufferPointer { o in
                        for y in 0..<r.height {
                            let from = (r.y + y) * rowBytes + r.x * pixel
                            (s.baseAddress! + y * cropRow).update(from: a.baseAddress! + from, count: cropRow)
                            guard overUsable else { continue }
                            for x in 0..<r.width {
                                let at = from + x * pixel
                                if memcmp(a.baseAddress! + at, b.baseAddress! + at, pixel) == 0 {
                                    anyUnchanged = true
                                    continue
                                }
                                // Blending over replaces a pixel exactly only when it is opaque
                                // (both bytes of a 16-bit alpha at the maximum).
                                guard a[at + alphaOffset] == 255, a[at + pixel - 1] == 255 else {
                                    overUsable = false
                                    break
                                }
                                (o.baseAddress! + y * cropRow + x * pixel).update(from: a.baseAddress! + at, count: pixel)
                            }
                        }
                    }
                }
            }
        }
        return Job(x: r.x, y: r.y, width: r.width, height: r.height, delay: delay, source: keepsSource ? source : nil,
                   over: overUsable && (anyUnchanged || !keepsSource) ? over : nil)
    }

    /// The libdeflate levels for a rectangle of `bytes` filtered bytes: the six filterings tried
    /// at a quick level (4, which ranks them as the best level does on the splash frames, in
    /// about a fortieth of its time), then the three smallest deflated at the best level (12)
    /// while small, at 10 or 9 when large, and the smallest kept. The configuration's level 0 stores, 1…3 (fast) try at their
    /// level and keep it.
    private func levels(forBytes bytes: Int) -> (trial: Int32, final: Int32) {
        let level = configuration.compression.level
        if level == 0 { return (0, 0) }
        if level <= 3 { return (Int32(level), Int32(level)) }
        if quick { return (1, 9) }
        if bytes <= 1 << 18 { return (4, 12) }
        return (4, bytes <= 1 << 22 ? 10 : 9)
    }

    /// Compresses the jobs held on every core and writes them in order.
    private func flush() throws {
        guard !jobs.isEmpty else { return }
        let batch = jobs
        jobs.removeAll(keepingCapacity: true)
        let results = IndexedResults<Compressed>(count: batch.count)
        let pixel = pixelBytes
        let levels = batch.map { self.levels(forBytes: ($0.width * pixel + 1) * $0.height) }
        let quick = self.quick
        Workers.forEach(batch.count, threads: threads) { indices in
            for i in indices {
                let job = batch[i]
                results.set(i, Result {
                    func smallest(_ rows: [UInt8]) throws -> [UInt8] {
                        try Self.smallestStream(rows, width: job.width, height: job.height, pixelBytes: pixel, levels: levels[i], guess: quick)
                    }
                    let source = try job.source.map(smallest)
                    if let over = job.over {
                        let blended = try smallest(over)
                        if source == nil || blended.count < source!.count { return Compressed(data: blended, blend: .over) }
                    }
                    return Compressed(data: source!, blend: .source)
                })
            }
        }
        if let held { try write(held.compressed, job: held.job) }
        held = nil
        for (i, job) in batch.enumerated() {
            let compressed = try results.get(i)
            if i == batch.count - 1 { held = (job, compressed) } else { try write(compressed, job: job) }
        }
    }


    /// How many of the quick trial's smallest filterings are deflated again at the final level:
    /// three give the bytes of trying all six at the final level on the gallery's splashes (one
    /// gave up to 7 % more), with three final deflates instead of six.
    static let finalists: Int32 = 3

    /// The smallest zlib stream of packed rows (``chroma_png_smallest_zlib``).
    static func smallestStream(_ rows: [UInt8], width: Int, height: Int, pixelBytes: Int,
                               levels: (trial: Int32, final: Int32), guess: Bool = false) throws -> [UInt8] {
        var segment = chroma_deflate_segment()
        let rowBytes = width * pixelBytes
        let status = rows.withUnsafeBufferPointer {
            chroma_png_smallest_zlib($0.baseAddress!, rowBytes, rowBytes, UInt32(height), pixelBytes, levels.trial, levels.final, Self.finalists,
                                     guess ? 1 : 0, &segment)
        }
        guard status == 0 else { throw PNGError(.codec, "out of memory compressing an APNG frame of \(width)×\(height)") }
        defer { chroma_deflate_free(&segment) }
        return Array(UnsafeBufferPointer(start: segment.data, count: segment.size))
    }

    /// The largest image data chunk written: 16 MiB.
    static let chunkSize = 1 << 24

    private func write(_ compressed: Compressed, job: Job) throws {
        var out: [UInt8] = []
        if !headerWritten {
            out += try headerChunks()
            headerWritten = true
        }
        let control = APNGFrameControl(delayNumerator: job.delay.0, delayDenominator: job.delay.1, xOffset: job.x, yOffset: job.y,
                                       dispose: job.dispose, blend: compressed.blend)
        out += PNGChunk(type: "fcTL", data: control.chunkData(sequence: sequence, width: job.width, height: job.height)).bytes
        sequence += 1
        let first = sequence == 1
        var offset = 0
        repeat {
            let end = min(compressed.data.count, offset + Self.chunkSize)
            let piece = Array(compressed.data[offset..<end])
            if first {
                out += PNGChunk(type: "IDAT", data: piece).bytes
            } else {
                out += PNGChunk(type: "fdAT", data: sequence.bigEndianBytes + piece).bytes
                sequence += 1
            }
            offset = end
        } while offset < compressed.data.count
        try sink.write(out)
    }

    /// The signature, `IHDR`, `acTL`, and the color and text chunks libpng writes for the
    /// configuration (taken from a 1×1 image of the same layout, `IHDR` given the canvas's size).
    private func headerChunks() throws -> [UInt8] {
        var tiny = configuration
        tiny.width = 1
        tiny.height = 1
        tiny.compression = PNGCompression(level: 0)
        let writer = try PNGWriter(to: .memory, configuration: tiny)
        let zeros = [UInt8](repeating: 0, count: 8)
        try zeros.withUnsafeBytes { raw in
            try writer.write(PixelRows(base: raw.baseAddress!, width: 1, height: 1,
                                       format: configuration.bitDepth == .eight ? .rgba8 : .rgba16))
        }
        var out = PNGChunk.signature
        for var chunk in try PNGChunk.parse(try writer.finish()!, checkingCRC: false) where chunk.type != "IDAT" && chunk.type != "IEND" {
            if chunk.type == "IHDR" {
                chunk.data.replaceSubrange(0..<8, with: UInt32(configuration.width).bigEndianBytes + UInt32(configuration.height).bigEndianBytes)
                out += chunk.bytes
                out += PNGChunk(type: "acTL", data: UInt32(frameCount).bigEndianBytes + UInt32(loopCount).bigEndianBytes).bytes
            } else {
                out += chunk.bytes
            }
        }
        return out
    }
}
