import Testing
@testable import ChromaPNG
import PNGSpecDecoder

/// The filter chosen per segment by trial (the default) and the Paeth filter it may choose
/// (sixteen bytes at a time): every layout, width and segment size decodes to the pixels given,
/// and the choice keeps each kind of gradient at least as small as filter None.
@Suite struct FilterTrialTests {
    /// A 45° ramp (each row the one above, shifted: None's best case), a smooth two-dimensional
    /// fill (a mesh's bilinear colors: Up's and Paeth's), equal rows (an undithered horizontal
    /// gradient), or stripes of noise, ramp and flat color with noisy alpha (DeflateSegmentTests').
    static func image(_ kind: Int, width: Int, height: Int) -> [UInt8] {
        if kind == 3 { return DeflateSegmentTests.image(3, width: width, height: height) }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            let v = Double(y) / Double(max(1, height - 1))
            for x in 0..<width {
                let u = Double(x) / Double(max(1, width - 1))
                let channels = kind == 0 ? [(u + v) / 2, 1 - (u + v) / 2, 0.3 + (u + v) / 4]
                    : kind == 1 ? [u * (1 - v) + 0.2 * v, (1 - u) * v + 0.6 * u * v, 0.9 - 0.7 * u * v] : [u, 0.5 * u, 1 - u]
                for c in 0..<3 { pixels[(y * width + x) * 4 + c] = UInt8((channels[c] * 255).rounded()) }
            }
        }
        return pixels
    }

    @Test(arguments: [PNGCompression.Filter.paeth, .trial])
    func everyLayoutWidthAndSegmentDecodesToThePixelsGiven(filter: PNGCompression.Filter) throws {
        for colorType in PNGColorType.allCases {
            for depth in PNGBitDepth.allCases {
                for (width, height) in [(1, 1), (1, 40), (5, 3), (17, 9), (37, 23), (301, 12)] {
                    for kind in 0..<4 {
                        let rgba = Self.image(kind, width: width, height: height)
                        let wide = rgba.map { UInt16($0) * 257 &+ UInt16(truncatingIfNeeded: $0 >> 3) }
                        for segmentSize in [1, 700, 1 << 20] {
                            for strategy in [PNGCompression.Strategy.default, .filtered] {
                                let compression = PNGCompression(level: 6, strategy: strategy, filter: filter, segmentSize: segmentSize)
                                let encoder = PNGEncoder(layout: .fixed(colorType), bitDepth: depth, compression: compression)
                                let png = depth == .eight ? try encoder.encode(rgba8: rgba, width: width, height: height)
                                                          : try encoder.encode(rgba16: wide, width: width, height: height)
                                // The reference: filter None, decoded by libpng.
                                let reference = PNGEncoder(layout: .fixed(colorType), bitDepth: depth, compression: .fast)
                                let expected = try PNGReader.decode(depth == .eight ? reference.encode(rgba8: rgba, width: width, height: height)
                                                                                    : reference.encode(rgba16: wide, width: width, height: height)).samples
                                #expect(try SpecPNG.decode(png).defaultImage.samples == expected,
                                        "\(colorType) \(depth) \(width)×\(height) kind \(kind), \(compression)")
                            }
                        }
                    }
                }
            }
        }
    }

    /// The size of a 512×512 image of one kind, as opaque RGB at the default level, with a filter.
    static func size(_ kind: Int, filter: PNGCompression.Filter, width: Int = 512, height: Int = 512) throws -> Int {
        let pixels = image(kind, width: width, height: height)
        return try PNGEncoder(layout: .fixed(.rgb), compression: PNGCompression(level: 6, filter: filter)).encode(rgba8: pixels, width: width, height: height).count
    }

    @Test func theTrialKeepsDiagonalRampsAsSmallAsNone() throws {
        let none = try Self.size(0, filter: .none), trial = try Self.size(0, filter: .trial)
        #expect(trial <= none + none / 50, "trial \(trial) bytes, None \(none)")
        #expect(try Self.size(0, filter: .up) > trial)  // the trial did not take Up here
    }

    @Test func theTrialMakesSmoothFillsAndEqualRowsSmallerThanNone() throws {
        // A fifth smaller at least where the picture says so; never larger on the wide or
        // narrow ones, and within 5% of the better of Up and Paeth everywhere.
        for (kind, width, height, fifth) in [(1, 512, 512, true), (2, 512, 256, true), (1, 4096, 300, false), (2, 3, 2000, false)] {
            let none = try Self.size(kind, filter: .none, width: width, height: height)
            let trial = try Self.size(kind, filter: .trial, width: width, height: height)
            let best = try [PNGCompression.Filter.up, .paeth].map { try Self.size(kind, filter: $0, width: width, height: height) }.min()!
            #expect(fifth ? trial * 5 < none * 4 : trial <= none, "kind \(kind) \(width)×\(height): trial \(trial) bytes, None \(none)")
            #expect(trial <= best + best / 20, "kind \(kind) \(width)×\(height): trial \(trial) bytes, the better of Up and Paeth \(best)")
        }
    }

    @Test func noiseStaysWithNoneAndTheDefaultIsTheTrial() throws {
        #expect(PNGCompression.standard.filter == .trial && PNGCompression.best.filter == .trial)
        #expect(PNGCompression.fast.filter == .none && PNGCompression.fast.level < PNGCompression.standard.level)
        #expect(PNGCompression.best.level > PNGCompression.standard.level)
        // Noisy stripes: the trial is not larger than None by more than a fraction.
        let none = try Self.size(3, filter: .none), trial = try Self.size(3, filter: .trial)
        #expect(trial <= none + none / 50, "trial \(trial) bytes, None \(none)")
    }
}
