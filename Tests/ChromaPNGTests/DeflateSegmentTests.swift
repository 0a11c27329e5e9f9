import Testing
@testable import ChromaPNG
import PNGSpecDecoder

/// The segment deflate of the default strategy (libdeflate where it was built in: whole streams
/// turned into segments) against zlib's (the filtered strategy always uses zlib): every level,
/// segment size, filter and kind of content decodes, through the specification decoder and its
/// own zlib inflate, to the pixels given.
@Suite struct DeflateSegmentTests {
    /// Content of every kind the block coder meets: noise (stored or literal-heavy blocks), a
    /// smooth ramp (long matches), flat runs, and all three in stripes.
    static func image(_ kind: Int, width: Int, height: Int) -> [UInt8] {
        var state: UInt64 = 0x9e37_79b9_7f4a_7c15 &* UInt64(kind + 1)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let noise = UInt8(truncatingIfNeeded: state >> 56)
                let ramp = UInt8(truncatingIfNeeded: (x + y) * 255 / max(1, width + height - 2))
                let stripe = (y / 3) % 3
                let value: UInt8 = kind == 0 ? noise : kind == 1 ? ramp : kind == 2 ? 0x5a : (stripe == 0 ? noise : stripe == 1 ? ramp : 7)
                for c in 0..<3 { pixels[(y * width + x) * 4 + c] = value &+ UInt8(c * 40) }
                pixels[(y * width + x) * 4 + 3] = kind == 3 ? noise | 1 : 255
            }
        }
        return pixels
    }

    @Test(arguments: [0, 1, 2, 3])
    func everyLevelAndSegmentSizeDecodesToThePixelsGiven(kind: Int) throws {
        for (width, height) in [(1, 1), (3, 70), (97, 41), (300, 9)] {
            let pixels = Self.image(kind, width: width, height: height)
            let rowBytes = width * 4 + 1
            for segmentSize in [1, rowBytes - 1, rowBytes * 3, 5000, 1 << 20] {
                for level in 0...9 {
                    for strategy in [PNGCompression.Strategy.default, .filtered] {
                        for filter in [PNGCompression.Filter.none, .up, .adaptive] {
                            let compression = PNGCompression(level: level, strategy: strategy, filter: filter, segmentSize: segmentSize)
                            let encoder = PNGEncoder(layout: .fixed(.rgba), compression: compression)
                            let png = try encoder.encode(rgba8: pixels, width: width, height: height)
                            let decoded = try SpecPNG.decode(png)
                            #expect(decoded.defaultImage.samples.map { UInt8($0) } == pixels,
                                    "\(width)×\(height) kind \(kind), \(compression)")
                        }
                    }
                }
            }
        }
    }

    /// Segments of a megabyte and more: many blocks each, codes longer than the block walk's
    /// 9-bit table (rare symbols among noise, ramps and flat runs), at every libdeflate matcher
    /// (level 1's greedy hash table, the lazy ones, the near-optimal one) and a segment that
    /// spans the whole image.
    @Test(arguments: [0, 1, 3])
    func largeSegmentsAtEveryMatcherDecodeToThePixelsGiven(kind: Int) throws {
        let (width, height) = (1024, 300)
        let pixels = Self.image(kind, width: width, height: height)
        for level in [1, 3, 6, 9] {
            for segmentSize in [1 << 20, PNGCompression.maximumSegmentSize] {
                let compression = PNGCompression(level: level, filter: .none, segmentSize: segmentSize)
                let png = try PNGEncoder(layout: .fixed(.rgba), compression: compression).encode(rgba8: pixels, width: width, height: height)
                let decoded = try SpecPNG.decode(png)
                #expect(decoded.defaultImage.samples.map { UInt8($0) } == pixels, "kind \(kind), \(compression)")
                #expect(try PNGReader.decode(png).samples.map { UInt8($0) } == pixels, "libpng: kind \(kind), \(compression)")
            }
        }
    }
}
