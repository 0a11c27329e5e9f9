/// Encodes a whole image in one call, picking the smallest lossless layout unless told otherwise.
///
/// ```swift
/// let png = try PNGEncoder().encode(rgba8: pixels, width: 640, height: 480)
/// try PNGEncoder(compression: .fast).write(rgba8: pixels, width: 640, height: 480, to: .file("a.png"))
/// ```
public struct PNGEncoder: Hashable, Sendable {
    /// How the file's color type is chosen.
    public enum Layout: Hashable, Sendable {
        /// The smallest lossless layout: alpha dropped when every pixel is opaque, gray when every
        /// pixel is neutral.
        case automatic
        /// Exactly this color type (a color image written as gray keeps its Rec. 709 luma).
        case fixed(PNGColorType)
    }

    /// How the color type is chosen; automatic by default.
    public var layout: Layout
    /// The file's bits per sample; nil (the default) keeps the depth of the pixels given.
    public var bitDepth: PNGBitDepth?
    /// Filter and deflate settings.
    public var compression: PNGCompression
    /// The color chunk.
    public var colorProfile: PNGColorProfile
    /// Text chunks.
    public var metadata: PNGMetadata

    /// Creates an encoder.
    public init(layout: Layout = .automatic, bitDepth: PNGBitDepth? = nil, compression: PNGCompression = .standard,
                colorProfile: PNGColorProfile = .srgb, metadata: PNGMetadata = PNGMetadata()) {
        self.layout = layout
        self.bitDepth = bitDepth
        self.compression = compression
        self.colorProfile = colorProfile
        self.metadata = metadata
    }

    /// The writer configuration this encoder uses for an image (the automatic layout scans it).
    public func configuration(for pixels: PixelRows) -> PNGWriter.Configuration {
        let colorType: PNGColorType
        switch layout {
        case .automatic: colorType = LayoutAnalysis.smallestColorType(of: pixels)
        case .fixed(let fixed): colorType = fixed
        }
        return PNGWriter.Configuration(
            width: pixels.width, height: pixels.height, colorType: colorType,
            bitDepth: bitDepth ?? (pixels.format.sample == .uint8 ? .eight : .sixteen),
            compression: compression, colorProfile: colorProfile, metadata: metadata)
    }

    /// Writes an image to a destination; returns the bytes for `.memory`, nil otherwise.
    @discardableResult
    public func write(_ pixels: PixelRows, to destination: PNGDestination) throws -> [UInt8]? {
        let writer = try PNGWriter(to: destination, configuration: configuration(for: pixels))
        try writer.write(pixels)
        return try writer.finish()
    }

    /// The PNG bytes of an image.
    public func encode(_ pixels: PixelRows) throws -> [UInt8] {
        try write(pixels, to: .memory)!
    }

    /// The PNG bytes of packed 8-bit RGBA pixels (`width × height × 4` samples, row by row).
    public func encode(rgba8 pixels: [UInt8], width: Int, height: Int, alpha: PixelFormat.Alpha = .straight) throws -> [UInt8] {
        try write(rgba8: pixels, width: width, height: height, alpha: alpha, to: .memory)!
    }

    /// The PNG bytes of packed 16-bit RGBA pixels.
    public func encode(rgba16 pixels: [UInt16], width: Int, height: Int, alpha: PixelFormat.Alpha = .straight) throws -> [UInt8] {
        try write(rgba16: pixels, width: width, height: height, alpha: alpha, to: .memory)!
    }

    /// Writes packed 8-bit RGBA pixels.
    @discardableResult
    public func write(rgba8 pixels: [UInt8], width: Int, height: Int, alpha: PixelFormat.Alpha = .straight,
                      to destination: PNGDestination) throws -> [UInt8]? {
        try write(packed: pixels, sample: .uint8, width: width, height: height, alpha: alpha, to: destination)
    }

    /// Writes packed 16-bit RGBA pixels (native byte order).
    @discardableResult
    public func write(rgba16 pixels: [UInt16], width: Int, height: Int, alpha: PixelFormat.Alpha = .straight,
                      to destination: PNGDestination) throws -> [UInt8]? {
        try write(packed: pixels, sample: .uint16, width: width, height: height, alpha: alpha, to: destination)
    }

    /// Writes packed RGBA samples of either size, after checking their count.
    private func write<Sample>(packed pixels: [Sample], sample: PixelFormat.Sample, width: Int, height: Int,
                               alpha: PixelFormat.Alpha, to destination: PNGDestination) throws -> [UInt8]? {
        try Self.checkCount(pixels.count, width: width, height: height)
        return try pixels.withUnsafeBytes { buffer in
            try write(PixelRows(base: buffer.baseAddress!, width: width, height: height,
                                format: PixelFormat(sample: sample, alpha: alpha)), to: destination)
        }
    }

    static func checkCount(_ count: Int, width: Int, height: Int) throws {
        guard width >= 1, height >= 1, width <= PNGWriter.Configuration.maximumDimension,
              height <= PNGWriter.Configuration.maximumDimension
        else {
            throw PNGError(.invalidArgument, "invalid PNG size \(width)×\(height): expected 1 to \(PNGWriter.Configuration.maximumDimension) pixels each way")
        }
        let (needed, overflow) = width.multipliedReportingOverflow(by: height * 4)
        guard !overflow, count >= needed else {
            throw PNGError(.invalidArgument, "pixel buffer of \(count) samples is too short for \(width)×\(height) RGBA: expected \(overflow ? "more than Int.max" : String(needed))")
        }
    }
}
