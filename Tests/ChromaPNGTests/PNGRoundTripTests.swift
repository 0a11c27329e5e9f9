import Foundation
import Testing
@testable import ChromaPNG
import PNGSpecDecoder

@Suite struct PNGRoundTripTests {
    static let layouts: [(PNGColorType, PNGBitDepth)] = PNGColorType.allCases.flatMap { type in
        PNGBitDepth.allCases.map { (type, $0) }
    }

    @Test(arguments: 0..<layouts.count)
    func randomImagesRoundTripBitExactly(_ index: Int) throws {
        let (colorType, depth) = Self.layouts[index]
        let (width, height) = (37, 23)
        let encoder = PNGEncoder(layout: .fixed(colorType), compression: .fast)
        let png: [UInt8]
        var expected: [UInt16]
        switch depth {
        case .eight:
            let pixels = TestImages.rgba8(width: width, height: height, fitting: colorType, seed: UInt64(index))
            png = try encoder.encode(rgba8: pixels, width: width, height: height)
            expected = pixels.map(UInt16.init)
        case .sixteen:
            let pixels = TestImages.rgba16(width: width, height: height, fitting: colorType, seed: UInt64(index))
            png = try encoder.encode(rgba16: pixels, width: width, height: height)
            expected = pixels
        }
        let image = try PNGReader.decode(png)
        #expect(image.width == width && image.height == height)
        #expect(image.bitDepth == depth && image.fileBitDepth == depth.rawValue)
        #expect(image.fileColorType == Int(colorType.code))
        #expect(image.samples == expected, "\(colorType) \(depth) differs after a round trip")

        // The same bytes, decoded by the tests' own decoder (written from the specification).
        let independent = try SpecPNG.decode(png)
        #expect(independent.header == SpecPNG.Header(width: width, height: height, bitDepth: depth.rawValue, colorType: Int(colorType.code)))
        #expect(independent.defaultImage.samples == expected, "SpecPNG decodes \(colorType) \(depth) differently")
    }

    @Test func bandsStreamedInAnySizeGiveTheSameFile() throws {
        let (width, height) = (64, 100)
        let pixels = TestImages.rgba8(width: width, height: height, fitting: .rgba, seed: 99)
        let whole = try PNGEncoder(layout: .fixed(.rgba)).encode(rgba8: pixels, width: width, height: height)
        let writer = try PNGWriter(to: .memory, configuration: .init(width: width, height: height, colorType: .rgba))
        var y = 0
        for band in [1, 7, 32, 60] {
            try pixels.withUnsafeBytes { buffer in
                try writer.write(PixelRows(base: buffer.baseAddress! + y * width * 4, width: width, height: band, format: .rgba8))
            }
            y += band
        }
        #expect(y == height)
        #expect(try writer.finish() == whole)
    }

    @Test func premultipliedPixelsAreWrittenStraight() throws {
        // Straight (200, 100, 50) at alpha 128, premultiplied and rounded.
        let premultiplied: [UInt8] = [100, 50, 25, 128, 0, 0, 0, 0, 255, 255, 255, 255]
        let png = try PNGEncoder(layout: .fixed(.rgba)).encode(rgba8: premultiplied, width: 3, height: 1, alpha: .premultiplied)
        let image = try PNGReader.decode(png)
        #expect(Array(image.samples[0..<4]) == [199, 100, 50, 128])
        #expect(Array(image.samples[4..<8]) == [0, 0, 0, 0])
        #expect(Array(image.samples[8..<12]) == [255, 255, 255, 255])
        let wide: [UInt16] = [32768, 16384, 0, 32768]
        let png16 = try PNGEncoder(layout: .fixed(.rgba)).encode(rgba16: wide, width: 1, height: 1, alpha: .premultiplied)
        #expect(try PNGReader.decode(png16).samples == [65535, 32768, 0, 32768])
    }

    @Test func bitDepthConversionIsExact() throws {
        let pixels: [UInt8] = [0, 1, 128, 255]
        let png16 = try PNGEncoder(layout: .fixed(.rgba), bitDepth: .sixteen).encode(rgba8: pixels, width: 1, height: 1)
        #expect(try PNGReader.decode(png16).samples == [0, 257, 32896, 65535])
        let wide: [UInt16] = [0, 257, 32896, 65535]
        let png8 = try PNGEncoder(layout: .fixed(.rgba), bitDepth: .eight).encode(rgba16: wide, width: 1, height: 1)
        #expect(try PNGReader.decode(png8).samples == [0, 1, 128, 255])
    }

    @Test func automaticLayoutPicksTheSmallestLosslessType() throws {
        func fileType(_ colorType: PNGColorType) throws -> Int {
            let pixels = TestImages.rgba8(width: 16, height: 16, fitting: colorType, seed: 5)
            return try PNGReader.decode(PNGEncoder().encode(rgba8: pixels, width: 16, height: 16)).fileColorType
        }
        #expect(try fileType(.gray) == 0)
        #expect(try fileType(.grayAlpha) == 4)
        #expect(try fileType(.rgb) == 2)
        #expect(try fileType(.rgba) == 6)
        // Off on request: the given type is kept.
        let gray = TestImages.rgba8(width: 4, height: 4, fitting: .gray, seed: 1)
        let kept = try PNGEncoder(layout: .fixed(.rgba)).encode(rgba8: gray, width: 4, height: 4)
        #expect(try PNGReader.decode(kept).fileColorType == 6)
        // Smaller files for the smaller layout.
        let automatic = try PNGEncoder().encode(rgba8: gray, width: 4, height: 4)
        #expect(automatic.count < kept.count)
    }
}
