import CPNG

/// How a PNG's image data is filtered and deflated.
///
/// ``standard`` was chosen by measuring 4096×4096 gradients, plain and dithered
/// (`swift run -c release png-compression` in Benchmarks/, figures in docs/PNG.md): filter None
/// with zlib level 6 encoded the five test images 2.7× faster than libpng's defaults (adaptive
/// filtering) into files half the size in total. Adaptive filtering picks Up on gradients, and
/// Up makes zlib's lazy matcher crawl on dithered rows. None, though, is up to 2.3× larger on
/// meshes, wallpapers and images of equal rows, so ``standard`` chooses None, Up or Paeth per
/// segment by trial (``Filter/trial``); ``fast`` keeps None without a trial.
public struct PNGCompression: Hashable, Sendable {
    /// The zlib strategy.
    public enum Strategy: Int32, CaseIterable, Hashable, Sendable {
        /// zlib's default.
        case `default` = 0
        /// Z_FILTERED: favours Huffman coding over string matches.
        case filtered = 1
        /// Z_HUFFMAN_ONLY: no string matching.
        case huffmanOnly = 2
        /// Z_RLE: matches of distance one only; fast on smooth images.
        case rle = 3
        /// Z_FIXED: fixed Huffman codes.
        case fixed = 4
    }

    /// The PNG row filter.
    public enum Filter: String, CaseIterable, Hashable, Sendable {
        case none, sub, up, average, paeth
        /// A choice per row among all five, by the smallest sum of filtered bytes (the PNG
        /// specification's heuristic, as libpng's default; slow, rarely better on gradients).
        case adaptive
        /// A choice per segment among None, Up and Paeth: the segment's first rows (64 KiB of
        /// filtered data, at least two rows) are filtered with each and deflated at the
        /// segment's level, and the whole segment takes the one that came out smallest (Up or
        /// Paeth only when about a fifth and 32 bytes smaller than None). None keeps diagonal
        /// ramps small (each row is the one above, shifted); Up and Paeth keep smooth
        /// two-dimensional fills (meshes) and images of equal rows small. Segments so filtered
        /// are not primed with the window above.
        case trial

        /// Whether the filter reads the row above.
        var readsRowAbove: Bool { self != .none && self != .sub }

        /// The filter's code in CPNG (`CHROMA_FILTER_*`).
        var code: Int32 {
            switch self {
            case .none: Int32(CHROMA_FILTER_NONE)
            case .sub: Int32(CHROMA_FILTER_SUB)
            case .up: Int32(CHROMA_FILTER_UP)
            case .average: Int32(CHROMA_FILTER_AVERAGE)
            case .paeth: Int32(CHROMA_FILTER_PAETH)
            case .adaptive: Int32(CHROMA_FILTER_ADAPTIVE)
            case .trial: Int32(CHROMA_FILTER_TRIAL)
            }
        }
    }

    /// zlib level, 0 (store) … 9 (smallest, slowest). Where Chroma was built with libdeflate,
    /// segments of the ``Strategy/default`` strategy are compressed by libdeflate at one level
    /// higher (6 → 7: zlib's size on gradients in 0.6–0.8 of its time; 0, 1 and 9 as they are;
    /// see docs/PNG.md); the other strategies always use zlib.
    public var level: Int
    /// The zlib strategy.
    public var strategy: Strategy
    /// The row filter.
    public var filter: Filter
    /// Bytes of filtered image data per independently compressed segment, 1 byte to
    /// ``maximumSegmentSize``; 1 MiB by default. Segments are compressed on every core. Each is primed with the 32 KiB before
    /// it, so files hardly grow, but each also ends on a flush (a few bytes) and its producer
    /// re-renders the rows of that window (about 3% of a 4096-pixel-wide image's rows).
    public var segmentSize: Int

    /// Whether a segment is primed with the 32 KiB of filtered bytes above it, deflate's window
    /// (zlib does, except with the ``Filter/trial`` filter; libdeflate, which has no preset
    /// dictionary, does not).
    var readsWindow: Bool {
        var settings = chroma_deflate_settings(filter: filter.code, level: Int32(level), strategy: strategy.rawValue, bytes_per_pixel: 1)
        return chroma_deflate_reads_window(&settings) != 0
    }

    /// Creates compression settings (by default those of ``standard``); a level outside 0…9 is
    /// reported by the writer as an error.
    public init(level: Int = 6, strategy: Strategy = .default, filter: Filter = .trial, segmentSize: Int = 1 << 20) {
        self.level = level
        self.strategy = strategy
        self.filter = filter
        self.segmentSize = segmentSize
    }

    /// The largest ``segmentSize``: 1 GiB (zlib counts a call's bytes in 32 bits).
    public static let maximumSegmentSize = 1 << 30

    /// The default: each segment's filter chosen by trial (``Filter/trial``), zlib level 6.
    public static let standard = PNGCompression(level: 6, strategy: .default, filter: .trial)
    /// Fast: filter None, zlib level 1 (libdeflate's 1 where built with it, its quickest matcher);
    /// 1.7–2.2× less CPU time than ``standard`` on 4096² gradients, files 2.6–4.5× larger (docs/PNG.md,
    /// "The fast setting").
    public static let fast = PNGCompression(level: 1, strategy: .default, filter: .none)
    /// Best: the default's choice of filter (``Filter/trial``) at zlib level 9 (libdeflate's 9
    /// where built with it): smaller than ``standard`` (a 4096² mesh by a sixth), in up to four
    /// times its time.
    public static let best = PNGCompression(level: 9, strategy: .default, filter: .trial)
    /// Small: Paeth filter, zlib level 9; slow.
    public static let small = PNGCompression(level: 9, strategy: .default, filter: .paeth)
    /// libpng's defaults: adaptive filtering, zlib level 6 with the filtered strategy.
    public static let libpngDefault = PNGCompression(level: 6, strategy: .filtered, filter: .adaptive)
}
