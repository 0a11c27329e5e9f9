/// A decoded PNG: straight-alpha RGBA samples, whatever the file stored.
public struct PNGImage: Hashable, Sendable {
    /// Pixels per row.
    public var width: Int
    /// Rows.
    public var height: Int
    /// The depth of ``samples``: 8 (values 0…255) or 16 (0…65535), the file's own depth
    /// (1-, 2- and 4-bit files are expanded to 8).
    public var bitDepth: PNGBitDepth
    /// RGBA samples, row by row, `width × height × 4` of them.
    public var samples: [UInt16]
    /// The color type stored in the file: 0 gray, 2 RGB, 3 palette, 4 gray+alpha, 6 RGBA.
    public var fileColorType: Int
    /// The bit depth stored in the file: 1, 2, 4, 8 or 16.
    public var fileBitDepth: Int

    /// Creates an image.
    public init(width: Int, height: Int, bitDepth: PNGBitDepth, samples: [UInt16], fileColorType: Int, fileBitDepth: Int) {
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.samples = samples
        self.fileColorType = fileColorType
        self.fileBitDepth = fileBitDepth
    }

    /// The RGBA of pixel (x, y).
    public subscript(x: Int, y: Int) -> SIMD4<UInt16> {
        let i = (y * width + x) * 4
        return SIMD4(samples[i], samples[i + 1], samples[i + 2], samples[i + 3])
    }
}
