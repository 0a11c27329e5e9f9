import ColorCore
import Foundation
import Testing
@testable import ChromaPalette

/// Extraction on images the tests make, with known colors and areas.
@Suite struct PaletteExtractorTests {
    /// An 8-bit RGBA image of horizontal bands: each color over `rows` rows.
    static func bands(_ bands: [(rgb: UInt32, rows: Int)], width: Int = 40, alpha: UInt16 = 255) -> (samples: [UInt16], width: Int, height: Int) {
        var samples: [UInt16] = []
        for band in bands {
            for _ in 0..<(band.rows * width) {
                samples += [UInt16(band.rgb >> 16 & 0xff), UInt16(band.rgb >> 8 & 0xff), UInt16(band.rgb & 0xff), alpha]
            }
        }
        return (samples, width, bands.map(\.rows).reduce(0, +))
    }

    @Test(arguments: [1, 2, 3, 5, 64])
    func flatAreasComeOutExactInAreaOrder(_ count: Int) throws {
        let image = Self.bands([(0xfeb47b, 20), (0x1e3c72, 50), (0xff7e5f, 30)])
        let found = try PaletteExtractor(count: count).extract(samples: image.samples, width: image.width, height: image.height, maximumValue: 255)
        // Every flat color is reported, even beyond the count asked for.
        #expect(found.map(\.color.hexString) == ["#1e3c72", "#ff7e5f", "#feb47b"])
        #expect(found.map(\.share) == [0.5, 0.3, 0.2])
        #expect(found.allSatisfy { $0.isExact })
        for color in found { #expect(color.color.space == .srgb) }
    }

    @Test func noiseDoesNotMoveAFlatColorAndSixteenBitsAgree() throws {
        var generator = SplitMix64(seed: 7)
        var image = Self.bands([(0x2a9d8f, 60), (0xe9c46a, 40)], width: 50)
        // A fifth of the pixels get ±3 levels of noise.
        for i in stride(from: 0, to: image.samples.count, by: 4) where generator.unit() < 0.2 {
            for c in 0..<3 { image.samples[i + c] = UInt16(max(0, min(255, Int(image.samples[i + c]) + Int(generator.next() % 7) - 3))) }
        }
        let found = try PaletteExtractor(count: 4).extract(samples: image.samples, width: image.width, height: image.height, maximumValue: 255)
        #expect(found.map(\.color.hexString) == ["#2a9d8f", "#e9c46a"])
        #expect(abs(found[0].share - 0.6) < 1e-12)
        let wide = image.samples.map { $0 * 257 }
        let again = try PaletteExtractor(count: 4).extract(samples: wide, width: image.width, height: image.height, maximumValue: 65535)
        #expect(again == found)
    }

    @Test func nearDuplicatesMergeAndFarColorsStay() throws {
        // #808080 and #888888 are 0.026 apart in ΔEOK, in different histogram bins: one color
        // at the default merge distance of 0.04, two without merging.
        #expect(abs(Color(rgb: 0x808080).deltaEOK(Color(rgb: 0x888888)) - 0.026) < 0.001)
        let image = Self.bands([(0x808080, 40), (0x888888, 10), (0xd62728, 50)])
        // Both greys are flat colors (40 % and 10 %): each is reported, exact. Clustered (no flat
        // colors, a minimum share of 100 %), they merge.
        let flat = try PaletteExtractor(count: 3).extract(samples: image.samples, width: image.width, height: image.height, maximumValue: 255)
        #expect(flat.map(\.color.hexString) == ["#d62728", "#808080", "#888888"] && flat.map(\.share) == [0.5, 0.4, 0.1])
        let found = try PaletteExtractor(count: 3, minimumFlatShare: 1).extract(samples: image.samples, width: image.width, height: image.height, maximumValue: 255)
        #expect(found.count == 2)
        #expect(found.map(\.share) == [0.5, 0.5])
        #expect(Set(found.map(\.color.hexString)) == ["#d62728", "#808080"])  // 40 of 50 grey pixels: exact
        let apart = try PaletteExtractor(count: 3, mergeDistance: 0, minimumFlatShare: 1).extract(samples: image.samples, width: image.width, height: image.height, maximumValue: 255)
        #expect(apart.count == 3)
    }

    @Test func theSameSeedGivesTheSameColorsOnAGradient() throws {
        // A photo-like field: a two-way gradient with noise, no flat area.
        var generator = SplitMix64(seed: 1)
        let width = 120, height = 80
        var samples: [UInt16] = []
        for y in 0..<height {
            for x in 0..<width {
                let n = Int(generator.next() % 9) - 4
                samples += [UInt16(max(0, min(255, x * 2 + n))), UInt16(max(0, min(255, y * 3 + n))), UInt16(max(0, min(255, 200 - x + n))), 255]
            }
        }
        let extractor = PaletteExtractor(count: 6, seed: 42)
        let first = try extractor.extract(samples: samples, width: width, height: height, maximumValue: 255)
        #expect(try extractor.extract(samples: samples, width: width, height: height, maximumValue: 255) == first)
        #expect(first.count >= 4 && first.count <= 6)
        #expect(zip(first, first.dropFirst()).allSatisfy { $0.share >= $1.share })
        #expect(!first.contains { $0.isExact })
        // No two results are closer than the merge distance.
        for (i, a) in first.enumerated() {
            for b in first[(i + 1)...] { #expect(a.color.deltaEOK(b.color) >= 0.03) }
        }
    }

    @Test func subsamplingKeepsAreasAndTransparencyIsSkipped() throws {
        let image = Self.bands([(0x000000, 300), (0xffffff, 100)], width: 300)
        let found = try PaletteExtractor(count: 2, maximumSamples: 1000).extract(samples: image.samples, width: image.width, height: image.height, maximumValue: 255)
        #expect(found.map(\.color.hexString) == ["#000000", "#ffffff"])
        #expect(abs(found[0].share - 0.75) < 0.02)
        var clear = Self.bands([(0xff0000, 10)], alpha: 0)
        #expect(throws: PaletteError.self) { try PaletteExtractor(count: 2).extract(samples: clear.samples, width: clear.width, height: clear.height, maximumValue: 255) }
        clear.samples[3] = 255  // one opaque pixel
        #expect(try PaletteExtractor(count: 2).extract(samples: clear.samples, width: clear.width, height: clear.height, maximumValue: 255).map(\.share) == [1])
    }

    @Test func badSettingsAreNamed() {
        let image = Self.bands([(0x123456, 2)])
        let cases: [(PaletteExtractor, Int, Int, Int, String)] = [
            (PaletteExtractor(count: 0), 40, 2, 255, "count: expected a whole number from 1 to 64 colors, found 0"),
            (PaletteExtractor(count: 65), 40, 2, 255, "count: expected a whole number from 1 to 64 colors, found 65"),
            (PaletteExtractor(count: 3, mergeDistance: .nan), 40, 2, 255, "mergeDistance: expected a number from 0 to 1 ΔEOK, found nan"),
            (PaletteExtractor(count: 3, maximumSamples: 0), 40, 2, 255, "invalid sample limit 0"),
            (PaletteExtractor(count: 3), 41, 2, 255, "expected 41 × 2 × 4"),
            (PaletteExtractor(count: 3), 0, 2, 255, "expected 0 × 2 × 4"),
            (PaletteExtractor(count: 3), Int.max, 2, 255, "samples"),
            (PaletteExtractor(count: 3), 40, 2, 100, "invalid sample maximum 100"),
        ]
        for (extractor, width, height, maximum, message) in cases {
            expectPaletteError(message, input: message) {
                _ = try extractor.extract(samples: image.samples, width: width, height: height, maximumValue: maximum)
            }
        }
    }

    /// Every flat color covering at least the minimum share is found, exact, with a share within
    /// 0.5 % of the truth, over images of flat rectangles of many sizes on a noisy gradient with
    /// anti-aliased edges between them; the shares add up to 1.
    @Test(arguments: [(0.02, 1 as UInt64), (0.02, 2), (0.05, 3), (0.01, 4), (0.003, 5), (0.2, 6)])
    func everyFlatColorIsFoundWithItsTrueShare(_ minimumShare: Double, _ seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let width = 200, height = 150
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width {
            // A noisy two-way gradient: no exact color of it covers much.
            let n = Int(generator.next() % 5)
            pixels[y * width + x] = UInt32(min(255, x + n)) << 16 | UInt32(min(255, y + 40 + n)) << 8 | UInt32(min(255, 120 + n))
        } }
        // Flat rectangles of shares from 0.5 % to 25 %, each with a one-pixel blended border.
        let colors: [UInt32] = [0x1e3c72, 0xff7e5f, 0xfeb47b, 0x2a9d8f, 0xe9c46a, 0x000000, 0xffffff, 0x8338ec]
        var y0 = 0
        for (index, color) in colors.enumerated() {
            let rows = [37, 1, 9, 4, 3, 20, 2, 6][index], columns = [200, 150, 80, 170, 100, 60, 90, 120][index]
            guard y0 + rows + 2 <= height else { break }
            for y in (y0 + 1)...(y0 + rows) { for x in 1..<min(columns, width - 1) { pixels[y * width + x] = color } }
            // The border: the color half mixed with what lies beside it.
            for x in 0..<min(columns + 1, width) {
                let y = y0 + rows + 1
                let other = pixels[y * width + x]
                var mixed: UInt32 = 0
                for shift: UInt32 in [0, 8, 16] {
                    let a = color >> shift & 0xff, b = other >> shift & 0xff
                    mixed |= (a + b) / 2 << shift
                }
                pixels[y * width + x] = mixed
            }
            y0 += rows + 3
        }
        var truth: [UInt32: Int] = [:]
        for p in pixels { truth[p, default: 0] += 1 }
        let samples = pixels.flatMap { [UInt16($0 >> 16 & 0xff), UInt16($0 >> 8 & 0xff), UInt16($0 & 0xff), 255] }
        let found = try PaletteExtractor(count: 8, seed: seed, minimumFlatShare: minimumShare)
            .extract(samples: samples, width: width, height: height, maximumValue: 255)
        let total = Double(width * height)
        let flat = truth.filter { Double($0.value) / total >= minimumShare }
        #expect(!flat.isEmpty)
        for (rgb, count) in flat {
            let hex = Color(rgb: rgb).hexString
            let entry = found.first { $0.color.hexString == hex }
            #expect(entry?.isExact == true, "\(hex) covers \(Double(count) / total); found \(found.map { ($0.color.hexString, $0.share) })")
            if let entry { #expect(abs(entry.share - Double(count) / total) <= 0.005, "\(hex): \(entry.share) for \(Double(count) / total)") }
        }
        // With room left for clusters, the shares add up to the whole image.
        if found.filter(\.isExact).count < 8 { #expect(abs(found.map(\.share).reduce(0, +) - 1) < 1e-9) }
    }

    @Test func minimumShareIsChecked() {
        let image = Self.bands([(0x123456, 2)])
        for share in [0, 0.0009, 1.01, -1, .nan, .infinity] {
            #expect(throws: PaletteError.self, "\(share)") {
                try PaletteExtractor(count: 2, minimumFlatShare: share).extract(samples: image.samples, width: image.width, height: image.height, maximumValue: 255)
            }
        }
    }
}
