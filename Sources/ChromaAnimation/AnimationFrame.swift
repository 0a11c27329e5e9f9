/// One frame of an animation, as the encoders take it: packed straight-alpha RGBA rows, 8 or
/// 16 bits per sample (16-bit samples in native byte order, as ChromaRaster renders them).
public struct AnimationFrame: Sendable, Equatable {
    /// Bits per sample.
    public enum Depth: Int, Sendable {
        /// 8 bits, 0…255.
        case eight = 8
        /// 16 bits in native byte order, 0…65535.
        case sixteen = 16

        /// Bytes per RGBA pixel: 4 or 8.
        public var bytesPerPixel: Int { self == .eight ? 4 : 8 }
    }

    /// Pixels per row, 1…65535.
    public let width: Int
    /// Rows, 1…65535.
    public let height: Int
    /// Bits per sample.
    public let depth: Depth
    /// The pixels, row by row, `width × height × depth.bytesPerPixel` bytes.
    public let bytes: [UInt8]

    /// The largest side a frame may have, in pixels (GIF, WebP and video all store sides in 16 bits
    /// or less; WebP's own limit is 16383).
    public static let maximumSide = 65535

    /// Wraps pixels.
    /// - Throws: ``AnimationError`` when a side is outside 1…65535 or `bytes` does not hold
    ///   exactly `width × height` pixels.
    public init(width: Int, height: Int, depth: Depth = .eight, bytes: [UInt8]) throws {
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
            throw AnimationError.invalidSize(width: width, height: height)
        }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, bytes.count == pixels * depth.bytesPerPixel else {
            throw AnimationError.pixelCountMismatch(expected: width * height * depth.bytesPerPixel, found: bytes.count)
        }
        self.width = width
        self.height = height
        self.depth = depth
        self.bytes = bytes
    }

    /// The frame with 8-bit samples: itself, or each 16-bit sample v rounded to v × 255 / 65535.
    public func eightBit() -> AnimationFrame {
        guard depth == .sixteen else { return self }
        let count = width * height * 4
        let reduced = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            bytes.withUnsafeBytes { raw in
                let samples = raw.bindMemory(to: UInt16.self)
                for i in 0..<count {
                    out[i] = UInt8((UInt32(samples[i]) * 255 + 32767) / 65535)
                }
            }
            initialized = count
        }
        return try! AnimationFrame(width: width, height: height, depth: .eight, bytes: reduced)
    }

    /// Whether every pixel's alpha is the largest value.
    public var isOpaque: Bool {
        bytes.withUnsafeBytes { raw in
            if depth == .eight {
                let p = raw.bindMemory(to: UInt8.self)
                for i in stride(from: 3, to: p.count, by: 4) where p[i] != 255 { return false }
            } else {
                let p = raw.bindMemory(to: UInt16.self)
                for i in stride(from: 3, to: p.count, by: 4) where p[i] != 65535 { return false }
            }
            return true
        }
    }
}
