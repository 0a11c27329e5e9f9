import CPNG

/// Writes one PNG image, streaming rows band by band, so a large image never has to exist whole
/// in memory.
///
/// ```swift
/// let writer = try PNGWriter(to: .file("out.png"), configuration: .init(width: 4096, height: 4096))
/// for band in bands { try writer.write(band) }
/// try writer.finish()
/// ```
///
/// Files are written atomically: to a temporary file in the target's folder, synced and renamed
/// over the target by ``finish()``. A write that fails, or a writer dropped before `finish()`,
/// leaves the target untouched and removes the temporary file. All libpng work runs in the C
/// guard target, and libpng's errors arrive as ``PNGError``.
public final class PNGWriter {
    /// What the writer writes.
    public struct Configuration: Hashable, Sendable {
        /// Pixels per row, 1…2³¹ − 1.
        public var width: Int
        /// Rows, 1…2³¹ − 1.
        public var height: Int
        /// The file's layout.
        public var colorType: PNGColorType
        /// The file's bits per sample.
        public var bitDepth: PNGBitDepth
        /// Filter and deflate settings.
        public var compression: PNGCompression
        /// The color chunk.
        public var colorProfile: PNGColorProfile
        /// Text chunks.
        public var metadata: PNGMetadata

        /// Creates a configuration.
        public init(width: Int, height: Int, colorType: PNGColorType = .rgba, bitDepth: PNGBitDepth = .eight,
                    compression: PNGCompression = .standard, colorProfile: PNGColorProfile = .srgb,
                    metadata: PNGMetadata = PNGMetadata()) {
            self.width = width
            self.height = height
            self.colorType = colorType
            self.bitDepth = bitDepth
            self.compression = compression
            self.colorProfile = colorProfile
            self.metadata = metadata
        }

        /// PNG's largest width or height.
        public static let maximumDimension = 0x7fff_ffff

        func validate() throws {
            for (name, value) in [("width", width), ("height", height)] {
                guard (1...Self.maximumDimension).contains(value) else {
                    throw PNGError(.invalidArgument,
                                   "invalid PNG \(name) \(value): expected 1 to \(Self.maximumDimension) pixels")
                }
            }
            let channelsBytes = colorType.channelCount * bitDepth.bytesPerSample
            guard width <= Int(Int32.max) / channelsBytes else {
                throw PNGError(.invalidArgument, "invalid PNG width \(width): a row of \(width) pixels would exceed 2 GiB")
            }
            guard (0...9).contains(compression.level) else {
                throw PNGError(.invalidArgument, "invalid zlib level \(compression.level): expected 0 to 9")
            }
            for (key, value) in metadata.entries where value.contains("\0") {
                throw PNGError(.invalidArgument, "invalid PNG \(key) text: it contains a NUL character")
            }
        }
    }

    /// The configuration being written.
    public let configuration: Configuration
    private let destination: PNGDestination
    private var file: OutputFile?
    private var writer: OpaquePointer?
    private var scratch: [UInt8] = []
    private var rowsWritten = 0
    private var finished = false

    /// Opens the destination and writes everything before the image data.
    /// - Throws: ``PNGError`` for an invalid configuration, a destination that cannot be
    ///   created, or an error from libpng.
    public init(to destination: PNGDestination, configuration: Configuration) throws {
        try configuration.validate()
        self.configuration = configuration
        self.destination = destination
        switch destination {
        case .file(let path):
            let file = try OutputFile(path: path)
            self.file = file
            writer = chroma_png_writer_create_fd(file.descriptor)
        case .standardOutput:
            writer = chroma_png_writer_create_fd(1)
        case .memory:
            writer = chroma_png_writer_create_memory()
        }
        guard writer != nil else { throw PNGError(.codec, "out of memory creating the PNG writer") }
        try begin()
    }

    deinit {
        if let writer { chroma_png_writer_destroy(writer) }
        file?.discard()
    }

    private func begin() throws {
        let c = configuration
        var profile: [UInt8]? = nil
        var srgb = c.colorProfile == .srgb
        if c.colorProfile == .displayP3 {
            // An RGB profile is not allowed on gray data; neutral P3 values are sRGB values.
            if c.colorType.isGray { srgb = true } else { profile = ICCProfile.displayP3 }
        }
        // tEXt holds Latin-1, iTXt UTF-8: encode each value for its chunk, in C strings that
        // live across the call.
        let entries = c.metadata.entries
        let international = entries.map { !$0.value.unicodeScalars.allSatisfy { $0.value < 256 } }
        let keys = entries.map { Self.cString(Array($0.key.utf8)) }
        let values = entries.indices.map { i in
            Self.cString(international[i] ? Array(entries[i].value.utf8)
                                          : entries[i].value.unicodeScalars.map { UInt8($0.value) })
        }
        defer {
            keys.forEach { $0.deallocate() }
            values.forEach { $0.deallocate() }
        }
        var texts = entries.indices.map { i in
            chroma_png_text(key: keys[i], text: values[i], international: international[i] ? 1 : 0)
        }
        let status = texts.withUnsafeMutableBufferPointer { textBuffer -> Int32 in
            (profile ?? []).withUnsafeBufferPointer { profileBuffer -> Int32 in
                "Display P3".withCString { profileName -> Int32 in
                    var config = chroma_png_config(
                        width: UInt32(c.width), height: UInt32(c.height), bit_depth: Int32(c.bitDepth.rawValue),
                        color_type: c.colorType.code, compression_level: Int32(c.compression.level),
                        compression_strategy: c.compression.strategy.rawValue, filters: c.compression.filter.mask,
                        srgb: srgb ? 1 : 0,
                        icc_profile: profile == nil ? nil : profileBuffer.baseAddress,
                        icc_profile_length: UInt32(profileBuffer.count), icc_profile_name: profileName,
                        texts: UnsafePointer(textBuffer.baseAddress), text_count: Int32(textBuffer.count))
                    return chroma_png_writer_begin(writer, &config)
                }
            }
        }
        try check(status)
    }

    /// A NUL-terminated copy of bytes, to be deallocated by the caller.
    private static func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar> {
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
        for (i, byte) in bytes.enumerated() { pointer[i] = CChar(bitPattern: byte) }
        pointer[bytes.count] = 0
        return pointer
    }

    /// Writes the next rows of the image, converting them from the caller's layout.
    /// - Throws: ``PNGError`` if the rows do not match the image's width, would run past its
    ///   height, or cannot be written.
    public func write(_ rows: PixelRows) throws {
        guard !finished else { throw PNGError(.invalidArgument, "the PNG is already finished") }
        guard rows.width == configuration.width else {
            throw PNGError(.invalidArgument, "rows of \(rows.width) pixels given to a PNG \(configuration.width) pixels wide")
        }
        guard rows.height <= configuration.height - rowsWritten else {
            throw PNGError(.invalidArgument, "\(rows.height) rows given, but only \(configuration.height - rowsWritten) of the PNG's \(configuration.height) rows remain")
        }
        guard rows.bytesPerRow >= rows.width * rows.format.bytesPerPixel else {
            throw PNGError(.invalidArgument, "\(rows.bytesPerRow) bytes per row is less than \(rows.width) pixels of \(rows.format.bytesPerPixel) bytes")
        }
        let converter = RowConverter(width: configuration.width, source: rows.format,
                                     colorType: configuration.colorType, bitDepth: configuration.bitDepth)
        let rowBytes = converter.bytesPerRow
        // Convert and hand over a band of at most about 1 MiB at a time.
        let bandRows = max(1, min(rows.height, (1 << 20) / rowBytes))
        if scratch.count < bandRows * rowBytes { scratch = [UInt8](repeating: 0, count: bandRows * rowBytes) }
        var y = 0
        while y < rows.height {
            let count = min(bandRows, rows.height - y)
            let status = scratch.withUnsafeMutableBufferPointer { buffer -> Int32 in
                for i in 0..<count {
                    converter.convert(rows.row(y + i), into: buffer.baseAddress! + i * rowBytes)
                }
                return chroma_png_writer_write_rows(writer, buffer.baseAddress, rowBytes, UInt32(count))
            }
            try check(status)
            y += count
            rowsWritten += count
        }
    }

    /// Finishes the image and, for a file, moves it into place.
    /// - Returns: the PNG's bytes for a `.memory` destination, nil otherwise.
    /// - Throws: ``PNGError`` if rows are missing or the data cannot be written or synced.
    @discardableResult
    public func finish() throws -> [UInt8]? {
        guard !finished else { throw PNGError(.invalidArgument, "the PNG is already finished") }
        finished = true
        try check(chroma_png_writer_end(writer))
        try file?.commit()
        guard destination == .memory else { return nil }
        var size = 0
        let data = chroma_png_writer_data(writer, &size)
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    private func check(_ status: Int32) throws {
        guard status != 0 else { return }
        finished = true
        let message = String(cString: chroma_png_writer_error(writer))
        file?.discard()
        throw PNGError(message.hasPrefix("cannot write") ? .io : .codec, message)
    }
}
