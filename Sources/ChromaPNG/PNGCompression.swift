/// How a PNG's image data is filtered and deflated.
///
/// ``standard`` was chosen by measuring 4096×4096 gradients, plain and dithered
/// (`swift run -c release png-compression` in Benchmarks/, figures in docs/PNG.md): filter None
/// with zlib level 6 encoded the five test images 2.8× faster than libpng's defaults (adaptive
/// filtering) into files 15% smaller in total. Adaptive filtering picks Up on gradients, and Up
/// makes zlib's lazy matcher crawl on dithered rows.
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
        /// libpng's per-row choice among all five (slow, rarely better on gradients).
        case adaptive

        /// libpng's PNG_FILTER_* mask.
        var mask: Int32 {
            switch self {
            case .none: return 0x08
            case .sub: return 0x10
            case .up: return 0x20
            case .average: return 0x40
            case .paeth: return 0x80
            case .adaptive: return 0xF8
            }
        }
    }

    /// zlib level, 0 (store) … 9 (smallest, slowest).
    public var level: Int
    /// The zlib strategy.
    public var strategy: Strategy
    /// The row filter.
    public var filter: Filter

    /// Creates compression settings (by default those of ``standard``); a level outside 0…9 is
    /// reported by the writer as an error.
    public init(level: Int = 6, strategy: Strategy = .default, filter: Filter = .none) {
        self.level = level
        self.strategy = strategy
        self.filter = filter
    }

    /// The default: filter None, zlib level 6.
    public static let standard = PNGCompression(level: 6, strategy: .default, filter: .none)
    /// Fast: filter None, zlib level 3; about 1.8× faster than ``standard``, files about 1.7×
    /// larger on gradients.
    public static let fast = PNGCompression(level: 3, strategy: .default, filter: .none)
    /// Small: Paeth filter, zlib level 9; slow.
    public static let small = PNGCompression(level: 9, strategy: .default, filter: .paeth)
    /// libpng's own defaults: adaptive filtering, zlib level 6.
    public static let libpngDefault = PNGCompression(level: 6, strategy: .filtered, filter: .adaptive)
}
