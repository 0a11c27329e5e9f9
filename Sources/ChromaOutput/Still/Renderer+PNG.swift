import ChromaLimits
import ChromaPNG
import ChromaRaster

extension Renderer {
    /// Renders a scene to a PNG destination. Each band the renderer hands out is one segment of
    /// the PNG's image data (`PNGWriter/Configuration/segmentRows` rows): the thread that
    /// rendered it also converts, filters and deflates it, with the rows above it its filter and
    /// window read (`PNGWriter/Configuration/contextRows`), and the segments are appended to the
    /// file in order. Band boundaries depend only on the width and the compression settings, so
    /// the bytes do not depend on the thread count.
    /// - Returns: the PNG bytes for `.memory`, nil otherwise.
    /// - Throws: `ResourceLimitError` for a canvas over the pixel or memory limit, before any
    ///   work; `PNGError` when the output cannot be written.
    @discardableResult
    public func render(_ scene: Scene, to destination: PNGDestination, compression: PNGCompression = .standard,
                       metadata: PNGMetadata = PNGMetadata()) throws -> [UInt8]? {
        let canvas = "the canvas \(scene.width)×\(scene.height)"
        try ResourceLimits.check(ResourceLimits.product(scene.width, scene.height), .pixels, canvas)
        var memory = memoryNeeded(forWidth: scene.width, depth: scene.depth, compression: compression)
        if case .memory = destination { memory += scene.width * scene.height * scene.depth.bytesPerPixel }
        try ResourceLimits.check(memory, .memory, "rendering " + canvas)
        let prepared = PreparedScene(scene)
        let configuration = PNGWriter.Configuration(
            width: scene.width, height: scene.height, colorType: prepared.isOpaque ? .rgb : .rgba,
            bitDepth: PNGBitDepth(scene.depth), compression: compression, colorProfile: PNGColorProfile(scene.colorProfile),
            metadata: metadata)
        let writer = try PNGWriter(to: destination, configuration: configuration)
        try renderBands(prepared, rowsPerBand: configuration.segmentRows, rowsAbove: configuration.contextRows) { band, above, top in
            try PNGWriter.compress(PixelRows(band), above: above.map(PixelRows.init), top: top, configuration: configuration)
        } consume: { segment in
            try writer.append(segment)
        }
        return try writer.finish()
    }

    /// Bytes a streamed PNG render of a canvas `width` pixels wide holds at once: the bands in
    /// flight, raw and in the file's layout, at worst as much again compressed, and each
    /// thread's row buffers. The height does not matter.
    public func memoryNeeded(forWidth width: Int, depth: ColorDepth, compression: PNGCompression = .standard) -> Int {
        let configuration = PNGWriter.Configuration(width: width, height: 1, bitDepth: PNGBitDepth(depth), compression: compression)
        let bandRows = configuration.segmentRows + configuration.contextRows
        return threads * 2 * 3 * bandRows * configuration.rowBytes + threads * width * 48
    }
}
