import ChromaLimits
import Dispatch
import ChromaParallel
import ColorCore
import Foundation

/// Renders scenes into pixels, band by band across cores. It knows nothing of file formats:
/// ``renderBands(_:rowsPerBand:rowsAbove:work:consume:)`` hands out bands of finished rows to a
/// consumer (an encoder compressing each band on the thread that rendered it), so no buffer of
/// the whole image is ever made and memory stays at a few bands whatever the canvas size.
///
/// Pixels are computed in floating point, premultiplied, in the output space (gamma-encoded sRGB
/// or Display P3, where compositing happens as in Skia and cairo), then quantised to 8 bits
/// (dithered when the scene asks for it) or 16 bits, straight alpha. Every pixel depends only on
/// the scene and its position, so the bytes are the same whatever the thread count.
public struct Renderer: Sendable {
    /// Threads rendering bands concurrently, ≥ 1.
    public var threads: Int

    /// Creates a renderer using every core.
    public init(threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.threads = max(1, threads)
    }

    /// Renders a scene into memory, for callers that encode it themselves (animation frames).
    public func renderImage(_ scene: Scene) -> RenderedImage {
        let prepared = PreparedScene(scene)
        let byteCount = scene.height * scene.width * scene.depth.bytesPerPixel
        let bytes = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, count in
            render(prepared, into: UnsafeMutableRawPointer(buffer.baseAddress!))
            count = byteCount
        }
        return RenderedImage(width: scene.width, height: scene.height, depth: scene.depth, isOpaque: prepared.isOpaque, bytes: bytes)
    }

    /// Renders a scene into pixels the caller owns: packed straight RGBA rows at the scene's
    /// depth (16-bit samples in native byte order), across ``threads`` threads.
    /// - Precondition: `pixels` holds at least width × height × 4 samples.
    public func render(_ scene: Scene, into pixels: UnsafeMutableRawBufferPointer) {
        precondition(pixels.count >= scene.width * scene.height * scene.depth.bytesPerPixel,
                     "a buffer of \(pixels.count) bytes is too small for the \(scene.width)×\(scene.height) canvas")
        render(PreparedScene(scene), into: pixels.baseAddress!)
    }

    /// Renders every row, bands of 16 rows spread over the threads.
    private func render(_ scene: PreparedScene, into base: UnsafeMutableRawPointer) {
        let rowBytes = scene.width * scene.depth.bytesPerPixel
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
            image.depth == .eight
                ? raw.bindMemory(to: UInt8.self).map(UInt16.init)
                : Array(raw.bindMemory(to: UInt16.self))
        }
    }

    /// Renders a prepared scene in bands of `rowsPerBand` rows on ``threads`` threads, each
    /// taking the next band as it finishes one (at most `threads × 2` bands ahead of the
    /// consumer). On that thread `work` gets the band, up to `rowsAbove` rows just above it
    /// (rendered again, for encoders that look back), and the band's first row; `consume` then
    /// gets the results on the calling thread, top band first, while later bands render.
    /// - Parameters: rowsPerBand: ≥ 1; rowsAbove: ≥ 0.
    /// - Throws: the first error `work` or `consume` throws, in band order; no band is rendered
    ///   after it.
    public func renderBands<Result>(_ scene: PreparedScene, rowsPerBand: Int, rowsAbove: Int,
                                    work: @escaping @Sendable (_ band: PixelBand, _ above: PixelBand?, _ top: Int) throws -> Result,
                                    consume: (Result) throws -> Void) throws {
        precondition(rowsPerBand >= 1 && rowsAbove >= 0, "bands need at least one row")
        let width = scene.width, height = scene.height, depth = scene.depth
        let rowBytes = width * depth.bytesPerPixel
        let bands = (height + rowsPerBand - 1) / rowsPerBand
        let workers = min(threads, bands)
        // Each worker's band buffer holds the rows above the band, then its rows.
        let slotBytes = rowBytes * (rowsAbove + rowsPerBand)
        let storage = UnsafeMutableRawPointer.allocate(byteCount: slotBytes * workers, alignment: 64)
        let output = SendablePointer(storage)
        let pipeline = OrderedResults<Result>(count: bands, window: threads * 2)
        let group = DispatchGroup()
        for worker in 0..<workers {
            DispatchQueue.global().async(group: group) {
                let context = RowContext(width: width)
                let bandStart = output.pointer + worker * slotBytes + rowsAbove * rowBytes
                while let index = pipeline.claim() {
                    let top = index * rowsPerBand
                    let rows = min(rowsPerBand, height - top)
                    let above = min(top, rowsAbove)
                    for y in -above..<rows {
                        scene.render(row: top + y, context: context, into: bandStart + y * rowBytes)
                    }
                    let band = PixelBand(base: bandStart, width: width, height: rows, depth: depth)
                    let rowsAbove = above > 0 ? PixelBand(base: bandStart - above * rowBytes, width: width, height: above, depth: depth) : nil
                    pipeline.finish(index, Swift.Result { try work(band, rowsAbove, top) })
                }
            }
        }
        defer {
            // No band starts after this; the buffers go once every worker has returned.
            pipeline.stop()
            group.wait()
            storage.deallocate()
        }
        for _ in 0..<bands { try consume(pipeline.take()) }
    }
}

/// A rendered image in memory: packed straight RGBA rows.
public struct RenderedImage: Sendable {
    /// Pixels per row.
    public var width: Int
    /// Rows.
    public var height: Int
    /// Bits per sample (16-bit samples in native byte order).
    public var depth: ColorDepth
    /// Whether every pixel is opaque (the scene's background is).
    public var isOpaque: Bool
    /// The pixels, row by row.
    public var bytes: [UInt8]

    /// Runs `body` with the pixels as one band.
    public func withBand<R>(_ body: (PixelBand) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes { try body(PixelBand(base: $0.baseAddress!, width: width, height: height, depth: depth)) }
    }
}

/// A raw pointer handed to concurrent workers, each writing its own disjoint band.
private struct SendablePointer: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer
    init(_ pointer: UnsafeMutableRawPointer) { self.pointer = pointer }
}
