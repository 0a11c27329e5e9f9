import CPNG

/// Converts rows to a PNG's layout, filters and deflates them: the work of one segment of image
/// data (see ``CompressedRows``), safe to run on any thread.
struct SegmentCompressor: Sendable {
    let configuration: PNGWriter.Configuration
    private let settings: chroma_deflate_settings

    init(configuration: PNGWriter.Configuration) {
        self.configuration = configuration
        settings = chroma_deflate_settings(
            filter: configuration.compression.filter.code, level: Int32(configuration.compression.level),
            strategy: configuration.compression.strategy.rawValue,
            bytes_per_pixel: configuration.colorType.channelCount * configuration.bitDepth.bytesPerSample)
    }

    /// Bytes of one row in the file's layout.
    var rowBytes: Int { configuration.width * configuration.colorType.channelCount * configuration.bitDepth.bytesPerSample }

    /// Converts `rows`, the segment starting at image row `top`, and the rows above it that it
    /// needs (the last ``PNGWriter/Configuration/contextRows`` of `above`), then compresses them.
    func compress(_ rows: PixelRows, above: PixelRows?, top: Int) throws -> CompressedRows {
        if configuration.compression.filter == .none && !configuration.compression.readsWindow {
            return try compressUnfiltered(rows)
        }
        let context = min(top, configuration.contextRows)
        let given = above?.height ?? 0
        guard given >= context else {
            throw PNGError(.invalidArgument, "the segment at row \(top) needs the \(context) rows above it; \(given) given")
        }
        let rowBytes = self.rowBytes
        // This thread's staging buffer: no fresh pages per segment.
        guard let converted = chroma_deflate_staging((context + rows.height) * rowBytes) else {
            throw PNGError(.codec, "out of memory converting \(rows.height) rows of \(rowBytes) bytes")
        }
        // The last `count` rows of `source`, in the file's layout, from row `at` of `converted`.
        func convert(_ source: PixelRows, last count: Int, at: Int) {
            let converter = converter(from: source.format)
            for i in 0..<count {
                converter.convert(source.row(source.height - count + i), into: converted + (at + i) * rowBytes)
            }
        }
        if let above { convert(above, last: context, at: 0) }
        convert(rows, last: rows.height, at: context)
        return try compress(converted: converted + context * rowBytes, rows: rows.height, top: top)
    }

    /// Rows of a caller's layout into the file's.
    private func converter(from format: PixelFormat) -> RowConverter {
        RowConverter(width: configuration.width, source: format, colorType: configuration.colorType, bitDepth: configuration.bitDepth)
    }

    /// Filter None where no window is primed (libdeflate): each row is converted straight into
    /// the filtered layout (a zero filter byte, then the row), which is deflated where it lies,
    /// with no copy between conversion and deflate.
    private func compressUnfiltered(_ rows: PixelRows) throws -> CompressedRows {
        let stride = rowBytes + 1, size = rows.height * stride
        guard let filtered = chroma_deflate_staging(size) else {
            throw PNGError(.codec, "out of memory converting \(rows.height) rows of \(rowBytes) bytes")
        }
        let converter = converter(from: rows.format)
        for i in 0..<rows.height {
            filtered[i * stride] = 0
            converter.convert(rows.row(i), into: filtered + i * stride + 1)
        }
        var segment = chroma_deflate_segment()
        var settings = self.settings
        guard chroma_deflate_filtered(filtered, size, &settings, &segment) == 0 else {
            throw PNGError(.codec, "out of memory compressing \(rows.height) rows of \(rowBytes) bytes")
        }
        return CompressedRows(rows: rows.height, segment: segment)
    }

    /// Compresses packed rows already in the file's layout, the segment starting at image row
    /// `top`; the `min(top, contextRows)` rows above it must lie directly before them.
    func compress(converted: UnsafePointer<UInt8>, rows: Int, top: Int) throws -> CompressedRows {
        let context = min(top, configuration.contextRows)
        var segment = chroma_deflate_segment()
        var settings = self.settings
        guard chroma_deflate_rows(converted, rowBytes, rowBytes, UInt32(rows), UInt32(context), context == top ? 1 : 0,
                                  &settings, &segment) == 0
        else {
            throw PNGError(.codec, "out of memory compressing \(rows) rows of \(rowBytes) bytes")
        }
        return CompressedRows(rows: rows, segment: segment)
    }
}
