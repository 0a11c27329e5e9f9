import CWebP
import ChromaAnimation

/// Still WebP images: one frame, lossless by default (decoded pixels equal the input exactly,
/// the color under transparent pixels included), lossy at a quality.
public enum WebPImageEncoder {
    /// Encodes a frame as a complete WebP file.
    /// - Parameters:
    ///   - frame: the pixels (16-bit frames are rounded to 8 bits), sides up to 16383.
    ///   - quality: nil for lossless; 0…100 for lossy (libwebp's quality factor, 75 typical).
    /// - Returns: the file's bytes.
    /// - Throws: ``WebPError`` for a bad quality, a canvas too large, or a libwebp failure.
    public static func encode(_ frame: AnimationFrame, quality: Int? = nil) throws -> [UInt8] {
        try WebPFrameEncoder.validate(quality: quality)
        guard frame.width <= WebPAnimationEncoder.maximumSide, frame.height <= WebPAnimationEncoder.maximumSide else {
            throw WebPError.canvasTooLarge(width: frame.width, height: frame.height)
        }
        let pixels = frame.eightBit()
        return try pixels.bytes.withUnsafeBufferPointer { buffer in
            try WebPFrameEncoder(quality: quality).encode(buffer.baseAddress!, width: frame.width, height: frame.height,
                                                         bytesPerRow: frame.width * 4)
        }
    }
}
