import CPNG

/// A run of whole rows of a PNG's image data, filtered and deflated on its own.
///
/// A PNG's rows form one zlib stream. Chroma cuts that stream into segments that are compressed
/// independently, on any thread and in any order (``PNGWriter/compress(_:above:top:configuration:)``),
/// then appended in row order by one writer (``PNGWriter/append(_:)``). Segment boundaries sit
/// at fixed rows (multiples of ``PNGWriter/Configuration/segmentRows``), so the bytes of a file
/// never depend on the number of threads.
public final class CompressedRows: @unchecked Sendable {
    /// Rows in the segment, ≥ 1.
    public let rows: Int
    /// Bytes of compressed data.
    public var byteCount: Int { segment.size }
    /// The C segment; immutable after init, released on deinit.
    let segment: chroma_deflate_segment

    init(rows: Int, segment: chroma_deflate_segment) {
        self.rows = rows
        self.segment = segment
    }

    deinit {
        var segment = self.segment
        chroma_deflate_free(&segment)
    }

    /// The compressed bytes.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: segment.data, count: segment.size) }
}
