import ChromaFiles
import ChromaParallel
import CPNG
import Foundation

/// Writes one PNG image, streaming rows band by band, so a large image never has to exist whole
/// in memory.
///
/// ```swift
/// let writer = try PNGWriter(to: .file("out.png"), configuration: .init(width: 4096, height: 4096))
/// for band in bands { try writer.write(band) }
/// try writer.finish()
/// ```
///
/// The image data is compressed in segments of ``Configuration/segmentRows`` rows (see
/// ``CompressedRows``). ``write(_:)`` gathers rows and compresses the segments on every core;
/// a caller that produces rows on several threads can instead compress each segment where it
/// was made, with ``compress(_:above:top:configuration:)``, and ``append(_:)`` them in order.
///
/// Files are written atomically: to a temporary file in the target's folder, synced and renamed
/// over the target by ``finish()``. A write that fails, or a writer dropped before `finish()`,
/// leaves the target untouched and removes the temporary file. A replaced file keeps its
/// permissions; a target that is a symbolic link to a regular file is refused; a temporary file
/// left by a killed writer is removed by the next process writing into its folder (see `OutputFile`
/// for the exact rules). All libpng work runs in the C
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

        /// Bytes of one row in the file.
        public var rowBytes: Int { width * colorType.channelCount * bitDepth.bytesPerSample }

        /// Rows per independently compressed segment of image data: as many as fit in the
        /// compression's ``PNGCompression/segmentSize``, at least one.
        public var segmentRows: Int { max(1, compression.segmentSize / (rowBytes + 1)) }

        /// Rows above a segment that its compression reads: the row above when the filter reads
        /// it, and, where segments are primed with the deflate window (zlib), the rows whose
        /// filtered bytes fill its 32 KiB. libdeflate segments need no window.
        public var contextRows: Int {
            let above = compression.filter.readsRowAbove ? 1 : 0
            return compression.readsWindow ? (32768 + rowBytes) / (rowBytes + 1) + above : above
        }

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
            guard (1...PNGCompression.maximumSegmentSize).contains(compression.segmentSize) else {
                throw PNGError(.invalidArgument, "invalid segment size \(compression.segmentSize) bytes: expected 1 to \(PNGCompression.maximumSegmentSize)")
            }
            for (key, value) in metadata.entries where value.contains("\0") {
                throw PNGError(.invalidArgument, "invalid PNG \(key) text: it contains a NUL character")
            }
        }
    }

    /// The configuration being written.
    public let configuration: Configuration
    private let destination: PNGDestination
    private let file: OutputFile
    private var writer: OpaquePointer?
    private let compressor: SegmentCompressor
    /// Rows in the file's layout: ``Configuration/contextRows`` rows of context (the last rows
    /// compressed, ending at `staged`), then the rows given to ``write(_:)`` waiting for whole
    /// segments. Made on the first `write(_:)`: a writer fed by `append(_:)` never needs it.
    private var buffer: UnsafeMutablePointer<UInt8>?
    /// The first waiting row.
    private var staged: UnsafeMutablePointer<UInt8> {
        if buffer == nil {
            buffer = .allocate(capacity: (configuration.contextRows + stagingRows) * configuration.rowBytes)
        }
        return buffer! + configuration.contextRows * configuration.rowBytes
    }
    private var stagedRows = 0
    /// Rows waiting at most: a few segments for each core.
    private let stagingRows: Int
    /// Compressed bytes waiting to go out as one IDAT chunk.
    private var idat: [UInt8] = []
    /// The Adler-32 of the filtered bytes so far.
    private var adler: UInt32 = 1
    private var rowsCompressed = 0
    private var finished = false
    /// IDAT chunks are written when this many compressed bytes are waiting.
    private static let idatChunkSize = 1 << 20

    /// Opens the destination and writes everything before the image data.
    /// - Throws: ``PNGError`` for an invalid configuration or an error from libpng;
    ///   `FileError` (ChromaFiles) for a destination that cannot be created or written.
    public init(to destination: PNGDestination, configuration: Configuration) throws {
        try configuration.validate()
        self.configuration = configuration
        self.destination = destination
        compressor = SegmentCompressor(configuration: configuration)
        stagingRows = min(configuration.height,
                          configuration.segmentRows * 2 * max(1, Workers.processorCount))
        let file = try OutputFile(destination)
        self.file = file
        writer = destination == .memory ? chroma_png_writer_create_memory() : chroma_png_writer_create_fd(file.descriptor)
        guard writer != nil else { throw PNGError(.codec, "out of memory creating the PNG writer") }
        try begin()
    }

    deinit {
        buffer?.deallocate()
        if let writer { chroma_png_writer_destroy(writer) }
        file.discard()
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
                        color_type: c.colorType.code, srgb: srgb ? 1 : 0,
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

    /// Writes the next rows of the image, converting them from the caller's layout. Rows are
    /// compressed in whole segments, on every core, as they gather.
    /// - Throws: ``PNGError`` if the rows do not match the image's width, would run past its
    ///   height, or cannot be written.
    public func write(_ rows: PixelRows) throws {
        try checkOpen()
        try checkRows(rows, count: rows.height)
        let converter = RowConverter(width: configuration.width, source: rows.format,
                                     colorType: configuration.colorType, bitDepth: configuration.bitDepth)
        let rowBytes = configuration.rowBytes
        for y in 0..<rows.height {
            converter.convert(rows.row(y), into: staged + stagedRows * rowBytes)
            stagedRows += 1
            if stagedRows == stagingRows { try compressStaged() }
        }
    }

    /// Compresses rows on the calling thread into one segment, for ``append(_:)``. `rows` is
    /// the segment starting at image row `top`, a multiple of ``Configuration/segmentRows``;
    /// it holds that many rows, fewer only at the end of the image. `above` holds the rows
    /// directly above it: at least ``Configuration/contextRows`` of them, or all when fewer
    /// (nil for the first segment).
    /// - Throws: ``PNGError`` for rows of another width or too few rows above, or when out of memory.
    public static func compress(_ rows: PixelRows, above: PixelRows?, top: Int,
                                configuration: Configuration) throws -> CompressedRows {
        guard rows.width == configuration.width, above.map({ $0.width == configuration.width }) ?? true else {
            throw PNGError(.invalidArgument, "rows of \(rows.width) pixels given to a PNG \(configuration.width) pixels wide")
        }
        guard rows.height >= 1, top >= 0, top < configuration.height else {
            throw PNGError(.invalidArgument, "a segment of \(rows.height) rows at row \(top): expected at least 1 row within the image's \(configuration.height)")
        }
        return try SegmentCompressor(configuration: configuration).compress(rows, above: above, top: top)
    }

    /// Appends the next segment of compressed rows (from ``compress(_:above:top:configuration:)``
    /// with this writer's configuration).
    /// - Throws: ``PNGError`` if rows given to ``write(_:)`` are waiting, if the segment would
    ///   run past the image's height, or if it cannot be written.
    public func append(_ segment: CompressedRows) throws {
        try checkOpen()
        guard stagedRows == 0 else {
            throw PNGError(.invalidArgument, "\(stagedRows) rows given to write(_:) are still waiting; append(_:) cannot follow them")
        }
        guard segment.rows <= configuration.height - rowsCompressed else {
            throw PNGError(.invalidArgument, "\(segment.rows) rows given, but only \(configuration.height - rowsCompressed) of the PNG's \(configuration.height) rows remain")
        }
        try emit(segment)
    }

    /// Finishes the image and, for a file, moves it into place.
    /// - Returns: the PNG's bytes for a `.memory` destination, nil otherwise.
    /// - Throws: ``PNGError`` if rows are missing; `FileError` if the data cannot be written or synced.
    @discardableResult
    public func finish() throws -> [UInt8]? {
        try checkOpen()
        try compressStaged()
        guard rowsCompressed == configuration.height else {
            finished = true
            file.discard()
            throw PNGError(.invalidArgument, "only \(rowsCompressed) of the image's \(configuration.height) rows were written")
        }
        // The empty final block, then the Adler-32 of everything, big-endian.
        idat += [0x03, 0x00, UInt8(adler >> 24), UInt8(truncatingIfNeeded: adler >> 16),
                 UInt8(truncatingIfNeeded: adler >> 8), UInt8(truncatingIfNeeded: adler)]
        try writeIDAT()
        try check(chroma_png_writer_write_chunk(writer, "IEND", nil, 0))
        finished = true
        try file.commit()
        guard destination == .memory else { return nil }
        var size = 0
        let data = chroma_png_writer_data(writer, &size)
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    // MARK: Image data

    private func checkOpen() throws {
        guard !finished else { throw PNGError(.invalidArgument, "the PNG is already finished") }
    }

    /// Checks that `count` more rows of this layout fit the image.
    private func checkRows(_ rows: PixelRows, count: Int) throws {
        guard rows.width == configuration.width else {
            throw PNGError(.invalidArgument, "rows of \(rows.width) pixels given to a PNG \(configuration.width) pixels wide")
        }
        let remaining = configuration.height - rowsCompressed - stagedRows
        guard count <= remaining else {
            throw PNGError(.invalidArgument, "\(count) rows given, but only \(remaining) of the PNG's \(configuration.height) rows remain")
        }
        guard rows.bytesPerRow >= rows.width * rows.format.bytesPerPixel else {
            throw PNGError(.invalidArgument, "\(rows.bytesPerRow) bytes per row is less than \(rows.width) pixels of \(rows.format.bytesPerPixel) bytes")
        }
    }

    /// Compresses the staged rows, one segment per task across cores, and emits them in order.
    private func compressStaged() throws {
        guard stagedRows > 0 else { return }
        let rowBytes = configuration.rowBytes, segmentRows = configuration.segmentRows
        let count = (stagedRows + segmentRows - 1) / segmentRows
        let results = IndexedResults<CompressedRows>(count: count)
        let staged = SendableRows(UnsafePointer(self.staged)), stagedRows = self.stagedRows
        let compressor = self.compressor, firstTop = rowsCompressed
        Workers.forEach(count, threads: Workers.processorCount) { segments in
            for i in segments {
                let first = i * segmentRows
                results.set(i, Result {
                    try compressor.compress(converted: staged.pointer + first * rowBytes,
                                            rows: min(segmentRows, stagedRows - first), top: firstTop + first)
                })
            }
        }
        for i in 0..<count { try emit(results.get(i)) }
        // Keep the last rows as the context of the next segments.
        let kept = min(configuration.contextRows, rowsCompressed)
        memmove(self.staged - kept * rowBytes, self.staged + (stagedRows - kept) * rowBytes, kept * rowBytes)
        self.stagedRows = 0
    }

    /// Adds a segment's bytes to the stream.
    private func emit(_ segment: CompressedRows) throws {
        if rowsCompressed == 0 {
            var header: (UInt8, UInt8) = (0, 0)
            withUnsafeMutableBytes(of: &header) { chroma_zlib_header(Int32(configuration.compression.level), $0.baseAddress!.assumingMemoryBound(to: UInt8.self)) }
            idat += [header.0, header.1]
        }
        idat += segment.bytes
        adler = chroma_adler32_combine(adler, segment.segment.adler, segment.segment.filtered_size)
        rowsCompressed += segment.rows
        if idat.count >= Self.idatChunkSize { try writeIDAT() }
    }

    private func writeIDAT() throws {
        guard !idat.isEmpty else { return }
        let status = idat.withUnsafeBufferPointer { chroma_png_writer_write_chunk(writer, "IDAT", $0.baseAddress, $0.count) }
        try check(status)
        idat.removeAll(keepingCapacity: true)
    }

    private func check(_ status: Int32) throws {
        guard status != 0 else { return }
        let code = chroma_png_writer_error_number(writer)
        finished = true
        file.discard()
        if code != 0 {
            throw FileError.system(.cannotWrite, "cannot write '\(file.path ?? "-")'", path: file.path, code: code)
        }
        throw PNGError(.codec, String(cString: chroma_png_writer_error(writer)))
    }
}

/// Rows handed to concurrent workers, which only read them.
private struct SendableRows: @unchecked Sendable {
    let pointer: UnsafePointer<UInt8>
    init(_ pointer: UnsafePointer<UInt8>) { self.pointer = pointer }
}
