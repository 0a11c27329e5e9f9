import ChromaLimits
import ChromaPNG
import ColorCore
import Foundation

/// Renders scenes, band by band across cores, straight into a PNG writer: no buffer of the
/// whole image is ever made, so memory stays at a few bands whatever the canvas size.
///
/// Each band is one segment of the PNG's image data (``PNGWriter/Configuration/segmentRows``
/// rows): the thread that renders it also converts, filters and deflates it, and the bands are
/// appended to the file in order. Rendering and compression both use every core. A band's
/// thread also renders the few rows above it that its compression reads
/// (``PNGWriter/Configuration/contextRows``).
///
/// Pixels are computed in floating point, premultiplied, in the output space (gamma-encoded sRGB
/// or Display P3, where compositing happens as in Skia and cairo), then quantised to 8 bits
/// (dithered when the scene asks for it) or 16 bits. Every pixel depends only on the scene and
/// its position, and band boundaries only on the image's width and the compression settings,
/// so the bytes are the same whatever the thread count.
public struct Renderer: Sendable {
    /// Threads rendering bands concurrently, ≥ 1.
    public var threads: Int

    /// Creates a renderer using every core.
    public init(threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.threads = max(1, threads)
    }

    /// Bytes a streamed render of a canvas `width` pixels wide holds at once: the bands in
    /// flight, raw and compressed, and each thread's row buffers. The height does not matter.
    public func memoryNeeded(forWidth width: Int, depth: PNGBitDepth, compression: PNGCompression = .standard) -> Int {
        let configuration = PNGWriter.Configuration(width: width, height: 1, bitDepth: depth, compression: compression)
        let rowBytes = configuration.rowBytes
        let bandRows = configuration.segmentRows + configuration.contextRows
        // A band's pixels, its rows in the file's layout, and at worst as much again compressed.
        return threads * 2 * 3 * bandRows * rowBytes + threads * width * 48
    }

    /// Renders a scene to a PNG destination.
    /// - Returns: the PNG bytes for `.memory`, nil otherwise.
    /// - Throws: ``ResourceLimitError`` for a canvas over the pixel or memory limit, before any
    ///   work; ``PNGError`` when the output cannot be written.
    @discardableResult
    public func render(_ scene: Scene, to destination: PNGDestination, compression: PNGCompression = .standard,
                       metadata: PNGMetadata = PNGMetadata()) throws -> [UInt8]? {
        let canvas = "the canvas \(scene.width)×\(scene.height)"
        try ResourceLimits.check(ResourceLimits.product(scene.width, scene.height), .pixels, canvas)
        var memory = memoryNeeded(forWidth: scene.width, depth: scene.depth, compression: compression)
        if case .memory = destination { memory += scene.width * scene.height * 4 * (scene.depth == .eight ? 1 : 2) }
        try ResourceLimits.check(memory, .memory, "rendering " + canvas)
        let prepared = PreparedScene(scene)
        let configuration = PNGWriter.Configuration(
            width: scene.width, height: scene.height, colorType: prepared.isOpaque ? .rgb : .rgba,
            bitDepth: scene.depth, compression: compression, colorProfile: scene.colorProfile, metadata: metadata)
        let writer = try PNGWriter(to: destination, configuration: configuration)
        try renderBands(prepared, rowsPerBand: configuration.segmentRows, rowsAbove: configuration.contextRows) { rows, above, top in
            try PNGWriter.compress(rows, above: above, top: top, configuration: configuration)
        } consume: { segment in
            try writer.append(segment)
        }
        return try writer.finish()
    }

    /// Renders a scene into memory, for callers that encode it themselves (animation frames).
    public func renderImage(_ scene: Scene) -> RenderedImage {
        let prepared = PreparedScene(scene)
        let byteCount = scene.height * scene.width * 4 * (scene.depth == .eight ? 1 : 2)
        let bytes = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, count in
            render(prepared, into: UnsafeMutableRawPointer(buffer.baseAddress!))
            count = byteCount
        }
        return RenderedImage(width: scene.width, height: scene.height,
                             format: scene.depth == .eight ? .rgba8 : .rgba16, isOpaque: prepared.isOpaque, bytes: bytes)
    }

    /// Renders a scene into pixels the caller owns: packed straight RGBA rows at the scene's
    /// depth (16-bit samples in native byte order), across ``threads`` threads.
    /// - Precondition: `pixels` holds at least width × height × 4 samples.
    public func render(_ scene: Scene, into pixels: UnsafeMutableRawBufferPointer) {
        precondition(pixels.count >= scene.width * scene.height * 4 * (scene.depth == .eight ? 1 : 2),
                     "a buffer of \(pixels.count) bytes is too small for the \(scene.width)×\(scene.height) canvas")
        render(PreparedScene(scene), into: pixels.baseAddress!)
    }

    /// Renders every row, bands of 16 rows spread over the threads.
    private func render(_ scene: PreparedScene, into base: UnsafeMutableRawPointer) {
        let rowBytes = scene.width * 4 * (scene.depth == .eight ? 1 : 2)
        let output = SendablePointer(base)
        let bandRows = 16
        let bands = (scene.height + bandRows - 1) / bandRows
        Workers.forEach(bands, threads: threads) { myBands in
            let context = RowContext(width: scene.width)
            for band in myBands {
                for y in band * bandRows..<min(scene.height, (band + 1) * bandRows) {
                    scene.render(row: y, context: context, into: output.pointer + y * rowBytes)
                }
            }
        }
    }

    /// Renders a scene into memory: straight RGBA samples at the scene's depth (0…255 or 0…65535).
    public func renderPixels(_ scene: Scene) -> [UInt16] {
        let image = renderImage(scene)
        return image.bytes.withUnsafeBytes { raw in
            image.format.sample == .uint8
                ? raw.bindMemory(to: UInt8.self).map(UInt16.init)
                : Array(raw.bindMemory(to: UInt16.self))
        }
    }

    /// Renders bands of `rowsPerBand` rows in batches of `threads × 2`, each concurrently, and
    /// runs `work` on each band where it was rendered, with up to `rowsAbove` rows above it
    /// (rendered again) and its first row; then hands the results to `consume` in order.
    private func renderBands<Result>(_ scene: PreparedScene, rowsPerBand: Int, rowsAbove: Int,
                                     work: @escaping @Sendable (PixelRows, PixelRows?, Int) throws -> Result,
                                     consume: (Result) throws -> Void) throws {
        let width = scene.width, height = scene.height
        let rowBytes = width * 4 * (scene.depth == .eight ? 1 : 2)
        // Each band's slot holds the rows above it, then its rows.
        let slotBytes = rowBytes * (rowsAbove + rowsPerBand)
        let bandsPerBatch = threads * 2
        let storage = UnsafeMutableRawPointer.allocate(byteCount: slotBytes * bandsPerBatch, alignment: 64)
        defer { storage.deallocate() }
        let output = SendablePointer(storage)
        let format: PixelFormat = scene.depth == .eight ? .rgba8 : .rgba16
        let bands = (height + rowsPerBand - 1) / rowsPerBand
        var firstBand = 0
        while firstBand < bands {
            let count = min(bandsPerBatch, bands - firstBand)
            let results = IndexedResults<Result>(count: count)
            let batchStart = firstBand
            Workers.forEach(count, threads: threads) { slots in
                let context = RowContext(width: width)
                for slot in slots {
                    let top = (batchStart + slot) * rowsPerBand
                    let rows = min(rowsPerBand, height - top)
                    let above = min(top, rowsAbove)
                    let bandStart = output.pointer + slot * slotBytes + rowsAbove * rowBytes
                    for y in -above..<rows {
                        scene.render(row: top + y, context: context, into: bandStart + y * rowBytes)
                    }
                    let band = PixelRows(base: bandStart, width: width, height: rows, format: format)
                    let rowsAbove = above > 0 ? PixelRows(base: bandStart - above * rowBytes, width: width, height: above, format: format) : nil
                    results.set(slot, Swift.Result { try work(band, rowsAbove, top) })
                }
            }
            for slot in 0..<count { try consume(results.get(slot)) }
            firstBand += count
        }
    }
}

/// A rendered image in memory: packed straight RGBA rows.
public struct RenderedImage: Sendable {
    /// Pixels per row.
    public var width: Int
    /// Rows.
    public var height: Int
    /// The sample layout of `bytes` (straight alpha; 16-bit samples in native byte order).
    public var format: PixelFormat
    /// Whether every pixel is opaque (the scene's background is).
    public var isOpaque: Bool
    /// The pixels, row by row.
    public var bytes: [UInt8]

    /// Runs `body` with the pixels as PNG writer rows.
    public func withRows<R>(_ body: (PixelRows) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes { try body(PixelRows(base: $0.baseAddress!, width: width, height: height, format: format)) }
    }
}

/// A raw pointer handed to concurrent workers, each writing its own disjoint band.
private struct SendablePointer: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer
    init(_ pointer: UnsafeMutableRawPointer) { self.pointer = pointer }
}
