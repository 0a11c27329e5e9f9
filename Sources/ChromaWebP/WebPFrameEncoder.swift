import CWebP

/// One libwebp encoding of RGBA pixels into a single-image WebP: the settings every frame of
/// an animation (and a still) shares.
struct WebPFrameEncoder: Sendable {
    /// nil for lossless, else 0…100.
    let quality: Int?

    /// libwebp's effort (`method`, 0 fastest … 6 smallest) for every frame.
    static let method: Int32 = 4

    /// Checks a quality given from outside.
    static func validate(quality: Int?) throws {
        if let quality, !(0...100).contains(quality) { throw WebPError.invalidQuality(quality) }
    }

    /// Encodes `width × height` pixels starting at `base`, rows `bytesPerRow` apart.
    /// - Throws: ``WebPError/encodingFailed(code:)``.
    func encode(_ base: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int) throws -> [UInt8] {
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw WebPError.encodingFailed(code: -1) }
        if let quality {
            config.lossless = 0
            config.quality = Float(quality)
        } else {
            config.lossless = 1
            // Keep the color under transparent pixels, so every decoded pixel equals the input.
            config.exact = 1
        }
        config.method = Self.method
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw WebPError.encodingFailed(code: -1) }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        defer { WebPPictureFree(&picture) }
        guard WebPPictureImportRGBA(&picture, base, Int32(bytesPerRow)) != 0 else {
            throw WebPError.encodingFailed(code: Int(VP8_ENC_ERROR_OUT_OF_MEMORY.rawValue))
        }
        let writer = UnsafeMutablePointer<WebPMemoryWriter>.allocate(capacity: 1)
        defer {
            WebPMemoryWriterClear(writer)
            writer.deallocate()
        }
        WebPMemoryWriterInit(writer)
        picture.writer = WebPMemoryWrite
        picture.custom_ptr = UnsafeMutableRawPointer(writer)
        guard WebPEncode(&config, &picture) != 0 else { throw WebPError.encodingFailed(code: Int(picture.error_code.rawValue)) }
        return Array(UnsafeBufferPointer(start: writer.pointee.mem, count: writer.pointee.size))
    }
}
