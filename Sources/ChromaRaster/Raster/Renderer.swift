import ChromaLimits
import ChromaPNG
import ColorCore
import Dispatch
import Foundation

/// Renders scenes, band by band across cores, straight into a PNG writer: no buffer of the
/// whole image is ever made, so memory stays at a few bands whatever the canvas size.
///
/// Pixels are computed in floating point, premultiplied, in the output space (gamma-encoded sRGB
/// or Display P3, where compositing happens as in Skia and cairo), then quantised to 8 bits
/// (dithered when the scene asks for it) or 16 bits. Every pixel depends only on the scene and
/// its position, so the bytes are the same whatever the thread count or band height.
public struct Renderer: Sendable {
    /// Threads rendering bands concurrently.
    public var threads: Int
    /// Rows per band.
    public var bandHeight: Int

    /// Creates a renderer using every core.
    public init(threads: Int = ProcessInfo.processInfo.activeProcessorCount, bandHeight: Int = 16) {
        self.threads = max(1, threads)
        self.bandHeight = max(1, bandHeight)
    }

    /// Bytes of pixel buffers a streamed render of a canvas `width` pixels wide holds at once:
    /// the bands in flight and each thread's row buffers. The height does not matter.
    public func memoryNeeded(forWidth width: Int, depth: PNGBitDepth) -> Int {
        let sample = depth == .eight ? 1 : 2
        return threads * 2 * bandHeight * width * 4 * sample + threads * width * 48
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
        var memory = memoryNeeded(forWidth: scene.width, depth: scene.depth)
        if case .memory = destination { memory += scene.width * scene.height * 4 * (scene.depth == .eight ? 1 : 2) }
        try ResourceLimits.check(memory, .memory, "rendering " + canvas)
        let prepared = PreparedScene(scene)
        let writer = try PNGWriter(to: destination, configuration: .init(
            width: scene.width, height: scene.height, colorType: prepared.isOpaque ? .rgb : .rgba,
            bitDepth: scene.depth, compression: compression, colorProfile: scene.colorProfile, metadata: metadata))
        try renderBands(prepared) { rows in try writer.write(rows) }
        return try writer.finish()
    }

    /// Renders a scene into memory, for callers that encode it themselves (animation frames).
    public func renderImage(_ scene: Scene) -> RenderedImage {
        let prepared = PreparedScene(scene)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scene.width * scene.height * 4 * (scene.depth == .eight ? 1 : 2))
        try! renderBands(prepared) { rows in
            bytes += UnsafeRawBufferPointer(start: rows.base, count: rows.height * rows.bytesPerRow)
        }
        return RenderedImage(width: scene.width, height: scene.height,
                             format: scene.depth == .eight ? .rgba8 : .rgba16, isOpaque: prepared.isOpaque, bytes: bytes)
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

    /// Renders bands in batches of `threads × 2`, concurrently, and hands them to `sink` in order.
    private func renderBands(_ scene: PreparedScene, _ sink: (PixelRows) throws -> Void) throws {
        let width = scene.width, height = scene.height
        let sampleSize = scene.depth == .eight ? 1 : 2
        let bandBytes = width * bandHeight * 4 * sampleSize
        let bandsPerBatch = threads * 2
        let storage = UnsafeMutableRawPointer.allocate(byteCount: bandBytes * bandsPerBatch, alignment: 16)
        defer { storage.deallocate() }
        let output = SendablePointer(storage)
        let format: PixelFormat = scene.depth == .eight ? .rgba8 : .rgba16
        var batchStart = 0
        let bandHeight = self.bandHeight
        while batchStart < height {
            let bands = min(bandsPerBatch, (height - batchStart + bandHeight - 1) / bandHeight)
            let firstRow = batchStart
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                let context = RowContext(width: width)
                let top = firstRow + band * bandHeight
                for y in top..<min(height, top + bandHeight) {
                    let rowBytes = output.pointer + band * bandBytes + (y - top) * width * 4 * sampleSize
                    scene.render(row: y, context: context, into: rowBytes)
                }
            }
            for band in 0..<bands {
                let top = firstRow + band * bandHeight
                let rows = min(bandHeight, height - top)
                try sink(PixelRows(base: storage + band * bandBytes, width: width, height: rows, format: format))
            }
            batchStart += bands * bandHeight
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

/// Per-thread buffers for rendering rows: allocated once per band, reused for every row.
final class RowContext {
    /// The row being composited, premultiplied.
    let color: UnsafeMutablePointer<SIMD4<Float>>
    /// A paint's colors for a span.
    let shade: UnsafeMutablePointer<SIMD4<Float>>
    /// A shape's coverage of the row (kept zeroed between layers).
    let coverage: UnsafeMutablePointer<Float>
    /// A clip's coverage of the row (kept zeroed between layers).
    let clipCoverage: UnsafeMutablePointer<Float>
    var scratch: CoverageRasterizer.Scratch
    private let width: Int

    init(width: Int) {
        self.width = width
        color = .allocate(capacity: width)
        shade = .allocate(capacity: width)
        coverage = .allocate(capacity: width + 1)
        clipCoverage = .allocate(capacity: width + 1)
        coverage.initialize(repeating: 0, count: width + 1)
        clipCoverage.initialize(repeating: 0, count: width + 1)
        scratch = CoverageRasterizer.Scratch(width: width)
    }

    deinit {
        color.deallocate()
        shade.deallocate()
        coverage.deallocate()
        clipCoverage.deallocate()
    }
}
