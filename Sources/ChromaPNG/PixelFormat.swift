/// The memory layout of the pixels handed to a PNG writer: interleaved RGBA, 8 or 16 bits per
/// sample (16-bit in native byte order), straight or premultiplied alpha.
///
/// The writer converts rows to the file's layout (straight alpha, big-endian, fewer channels)
/// a band at a time, so the caller never copies its image.
public struct PixelFormat: Hashable, Sendable {
    /// The sample type.
    public enum Sample: Hashable, Sendable {
        /// `UInt8`, 0…255.
        case uint8
        /// `UInt16` in native byte order, 0…65535.
        case uint16

        /// Bytes per sample.
        public var size: Int { self == .uint8 ? 1 : 2 }
        /// The largest sample value.
        var maxValue: UInt32 { self == .uint8 ? 255 : 65535 }
    }

    /// How color relates to alpha.
    public enum Alpha: Hashable, Sendable {
        /// Color independent of alpha, as PNG stores it.
        case straight
        /// Color already multiplied by alpha, as renderers composite.
        case premultiplied
    }

    /// The sample type.
    public var sample: Sample
    /// The alpha representation.
    public var alpha: Alpha

    /// Creates a format.
    public init(sample: Sample, alpha: Alpha) {
        self.sample = sample
        self.alpha = alpha
    }

    /// Bytes per RGBA pixel.
    public var bytesPerPixel: Int { 4 * sample.size }

    /// 8-bit RGBA, straight alpha.
    public static let rgba8 = PixelFormat(sample: .uint8, alpha: .straight)
    /// 8-bit RGBA, premultiplied alpha.
    public static let rgba8Premultiplied = PixelFormat(sample: .uint8, alpha: .premultiplied)
    /// 16-bit RGBA, straight alpha.
    public static let rgba16 = PixelFormat(sample: .uint16, alpha: .straight)
    /// 16-bit RGBA, premultiplied alpha.
    public static let rgba16Premultiplied = PixelFormat(sample: .uint16, alpha: .premultiplied)
}

/// A borrowed view of RGBA pixel rows in memory: the caller keeps the storage alive while the
/// view is in use.
public struct PixelRows {
    /// The first byte of the first row.
    public var base: UnsafeRawPointer
    /// Pixels per row, ≥ 1.
    public var width: Int
    /// Rows, ≥ 0.
    public var height: Int
    /// Bytes from one row to the next, at least `width × format.bytesPerPixel`.
    public var bytesPerRow: Int
    /// The pixel layout.
    public var format: PixelFormat

    /// Creates a view; rows are packed unless `bytesPerRow` says otherwise.
    public init(base: UnsafeRawPointer, width: Int, height: Int, format: PixelFormat, bytesPerRow: Int? = nil) {
        self.base = base
        self.width = width
        self.height = height
        self.format = format
        self.bytesPerRow = bytesPerRow ?? width * format.bytesPerPixel
    }

    /// The first byte of row `y`.
    func row(_ y: Int) -> UnsafeRawPointer { base + y * bytesPerRow }
}
