import ChromaFiles
import ChromaLimits
import CPNG
import Foundation

/// Decodes PNG files with libpng: any bit depth and color type, converted to RGBA.
public enum PNGReader {
    /// Reads and decodes a PNG file.
    /// - Throws: ``PNGError`` for a missing or unreadable file, or data that is not a valid PNG.
    public static func read(contentsOf path: String) throws -> PNGImage {
        try decode(readFile(path))
    }

    /// Decodes PNG bytes (the first image of an APNG).
    /// - Throws: ``PNGError`` `.invalidData` for data that is not a PNG, truncated or corrupt.
    /// - Throws: ``ResourceLimitError`` before decoding an image over the pixel or memory limit.
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
        defer { chroma_png_free(image.pixels) }
        let count = Int(image.width) * Int(image.height) * 4
        let samples: [UInt16]
        if image.bit_depth == 16 {
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

    static func readFile(_ path: String) throws -> [UInt8] {
        do {
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            throw FileError(.cannotRead, path: path, code: ENOENT, message: "cannot read '\(path)': no such file")
        } catch {
            throw FileError(.cannotRead, path: path, message: "cannot read '\(path)': \(error.localizedDescription)")
        }
    }
}
