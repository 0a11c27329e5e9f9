/// How a PNG's image data is filtered and deflated.
///
/// ``standard`` was chosen by measuring gradient images (see `chroma-bench png` and the note in
/// docs/PNG.md): the Up filter with zlib level 6 gives libpng's default size in about half its
/// time, because adaptive filter selection is costly and picks Up on gradients anyway.
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

    /// Creates compression settings.
    /// - Precondition-free: an out-of-range level is reported by the writer as an error.
    public init(level: Int = 6, strategy: Strategy = .default, filter: Filter = .up) {
        self.level = level
        self.strategy = strategy
        self.filter = filter
    }

    /// The default: Up filter, zlib level 6.
    public static let standard = PNGCompression(level: 6, strategy: .default, filter: .up)
    /// Fast: Up filter with zlib's RLE strategy at level 1; several times faster, files larger.
    public static let fast = PNGCompression(level: 1, strategy: .rle, filter: .up)
    /// Small: Paeth filter, zlib level 9; slow.
    public static let small = PNGCompression(level: 9, strategy: .default, filter: .paeth)
    /// libpng's own defaults: adaptive filtering, zlib level 6.
    public static let libpngDefault = PNGCompression(level: 6, strategy: .filtered, filter: .adaptive)
}
