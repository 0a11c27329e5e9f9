import ChromaFiles
import ChromaLimits
import CPNG
import Foundation

/// Decodes PNG files with libpng: any bit depth and color type, converted to RGBA.
public enum PNGReader {
    /// Reads and decodes a PNG file through `InputFile`: its signature and the size its
    /// header announces are checked against the limits before the rest is read.
    /// - Throws: `FileError` for a missing, unreadable or special file; `InputError` for a
    ///   file over the memory limit; ``PNGError`` for data that is not a valid PNG;
    ///   `ResourceLimitError` for an image over the pixel or memory limit.
    public static func read(contentsOf path: String) throws -> PNGImage {
        try decode(readFile(path))
    }

    /// Reads a PNG file keeping at most about `maximumPixels` of its pixels: those at x and y
    /// multiples of ``samplingStep(width:height:maximumPixels:)`` (all of them when the image
    /// is small enough), decoded row by row from the file so that neither the file nor the full
    /// image is ever held. The image's full size is still held to the pixel limit (decoding time
    /// follows it); the memory limit applies to the kept pixels.
    /// - Parameters:
    ///   - path: the PNG file.
    ///   - maximumPixels: the most pixels wanted, at least 1.
    /// - Returns: the kept pixels as an image (`ceil(width / step) × ceil(height / step)`) and
    ///   the step.
    /// - Throws: as ``read(contentsOf:)``.
    public static func read(contentsOf path: String, maximumPixels: Int) throws -> (image: PNGImage, step: Int) {
        let file = try InputFile(path)
        let header = try file.prefix(33)
        guard header.count >= 8, header[0..<8].elementsEqual(PNGChunk.signature) else {
            throw PNGError(.invalidData, "not a PNG file: the PNG signature is missing")
        }
        guard header.count == 33, header[12..<16].elementsEqual("IHDR".utf8) else {
            throw PNGError(.invalidData, "not a valid PNG: the IHDR chunk does not come first")
        }
        let width = Int(UInt32(bigEndianBytes: header[16..<20])), height = Int(UInt32(bigEndianBytes: header[20..<24]))
        let size = "the PNG's \(width)×\(height) image"
        try ResourceLimits.check(ResourceLimits.product(width, height), .pixels, size)
        let step = samplingStep(width: width, height: height, maximumPixels: max(1, maximumPixels))
        let keptWidth = (width + step - 1) / step, keptHeight = (height + step - 1) / step
        try ResourceLimits.check(ResourceLimits.sum(ResourceLimits.product(keptWidth, keptHeight, header[24] == 16 ? 16 : 12),
                                                    ResourceLimits.product(width, 8)), .memory, "decoding " + size)
        var image = chroma_png_image()
        var message = [CChar](repeating: 0, count: 512)
        let status = chroma_png_read_sampled(file.descriptor, file.size ?? 0, UInt32(step), &image, &message, message.count)
        guard status == 0 else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw PNGError(.invalidData, "cannot decode the PNG: " + text)
        }
        return (image: converted(image), step: step)
    }

    /// The step of the regular grid that keeps at most about `maximumPixels` of a
    /// `width × height` image: the smallest whole number whose square is at least
    /// `width × height / maximumPixels` (1 when the image is small enough).
    public static func samplingStep(width: Int, height: Int, maximumPixels: Int) -> Int {
        let pixels = Double(width) * Double(height)
        return max(1, Int((pixels / Double(max(1, maximumPixels))).squareRoot().rounded(.up)))
    }

    /// Decodes PNG bytes (the first image of an APNG).
    /// - Throws: ``PNGError`` `.invalidData` for data that is not a PNG, truncated or corrupt.
    /// - Throws: `ResourceLimitError` before decoding an image over the pixel or memory limit.
    public static func decode(_ data: [UInt8]) throws -> PNGImage {
        if data.count >= 8, data[0..<8].elementsEqual(PNGChunk.signature) { try PNGChunk.checkLengths(data) }
        try checkLimits(data)
        var image = chroma_png_image()
        var message = [CChar](repeating: 0, count: 512)
        let status = data.withUnsafeBufferPointer { buffer in
            chroma_png_read(buffer.baseAddress, buffer.count, &image, &message, message.count)
        }
        guard status == 0 else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw PNGError(.invalidData, "cannot decode the PNG: " + text)
        }
        return converted(image)
    }

    /// A decoded image as a ``PNGImage``, the C buffer freed.
    private static func converted(_ image: chroma_png_image) -> PNGImage {
        defer { chroma_png_free(image.pixels) }
        let count = Int(image.width) * Int(image.height) * 4
        let samples: [UInt16]
        if count == 0 {
            samples = []
        } else if image.bit_depth == 16 {
            samples = image.pixels.withMemoryRebound(to: UInt16.self, capacity: count) {
                Array(UnsafeBufferPointer(start: $0, count: count))
            }
        } else {
            samples = UnsafeBufferPointer(start: image.pixels, count: count).map(UInt16.init)
        }
        return PNGImage(width: Int(image.width), height: Int(image.height),
                        bitDepth: image.bit_depth == 16 ? .sixteen : .eight, samples: samples,
                        fileColorType: Int(image.file_color_type), fileBitDepth: Int(image.file_bit_depth))
    }

    /// Checks the size the IHDR chunk announces against the limits, before libpng allocates.
    /// Decoding holds libpng's rows (4 samples of 1 or 2 bytes) and the 16-bit samples.
    static func checkLimits(_ data: [UInt8]) throws {
        guard data.count >= 25, data[12..<16].elementsEqual("IHDR".utf8) else { return }  // libpng rejects it
        let width = Int(UInt32(bigEndianBytes: data[16..<20])), height = Int(UInt32(bigEndianBytes: data[20..<24]))
        let size = "the PNG's \(width)×\(height) image"
        try ResourceLimits.check(ResourceLimits.product(width, height), .pixels, size)
        try ResourceLimits.check(ResourceLimits.product(width, height, data[24] == 16 ? 16 : 12), .memory, "decoding " + size)
    }

    /// The bytes of a PNG file, through ``InputFile``: the signature and the header's size are
    /// checked against the limits from the file's first 33 bytes, before the rest is read; the
    /// file may hold at most the memory limit.
    static func readFile(_ path: String) throws -> [UInt8] {
        let file = try InputFile(path)
        let header = try file.prefix(33)
        guard header.count >= 8, header[0..<8].elementsEqual(PNGChunk.signature) else {
            throw PNGError(.invalidData, "not a PNG file: the PNG signature is missing")
        }
        try checkLimits(header)
        return try file.readAll(cap: ResourceLimits.current.memory)
    }
}
