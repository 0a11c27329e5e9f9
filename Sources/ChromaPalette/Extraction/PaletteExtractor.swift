import ChromaLimits
import ColorCore
import Foundation

/// The dominant colors of an image: k-means in OKLab, seeded and deterministic, ordered by
/// area, with near-duplicates merged and flat areas kept exact.
///
/// 1. Pixels (at most ``maximumSamples``, taken on a regular grid when the image has more;
///    pixels under half opacity are skipped) fall into a 32×32×32 sRGB histogram. Each bin keeps
///    its count, its mean color, and its most frequent exact color (a majority vote, then a
///    recount).
/// 2. The bins' mean colors, in OKLab and weighted by their counts, are clustered by k-means:
///    the heaviest bin first, then k-means++ seeding from ``SplitMix64`` (`seed`), then Lloyd
///    iterations until nothing moves (at most 100).
/// 3. Clusters closer than ``mergeDistance`` ΔEOK merge, the heavier absorbing the lighter.
/// 4. A cluster whose most frequent exact color covers at least half its pixels (a flat area)
///    is that exact color; others are their mean in OKLab.
/// 5. The clusters come out by area, largest first, with their share of the counted pixels.
public struct PaletteExtractor: Sendable {
    /// One extracted color.
    public struct Extracted: Hashable, Sendable {
        /// The color (sRGB).
        public var color: Color
        /// Its share of the counted pixels, 0 … 1.
        public var share: Double
        /// Whether it is an exact pixel value of a flat area rather than a mean.
        public var isExact: Bool
    }

    /// How many colors to find, 1 … 64.
    public var count: Int
    /// The k-means seed.
    public var seed: UInt64
    /// ΔEOK under which two clusters merge (0.04 by default: two just-noticeable differences).
    public var mergeDistance: Double
    /// The most pixels looked at (4 194 304 by default); bigger images are sampled on a grid.
    public var maximumSamples: Int

    /// Creates an extractor.
    public init(count: Int, seed: UInt64 = 0, mergeDistance: Double = 0.04, maximumSamples: Int = 1 << 22) {
        self.count = count
        self.seed = seed
        self.mergeDistance = mergeDistance
        self.maximumSamples = maximumSamples
    }

    /// Checks the settings, naming the first bad one.
    public func validate() throws {
        do {
            try InputRange.extractedColors.check(count)
        } catch {
            throw PaletteError("count: \(error)")
        }
        do {
            try InputRange.colorDistance.check(mergeDistance)
        } catch {
            throw PaletteError("mergeDistance: \(error)")
        }
        guard maximumSamples >= 1 else { throw PaletteError("invalid sample limit \(maximumSamples); expected 1 or more") }
    }

    /// The dominant colors of straight-alpha RGBA samples, `width × height × 4` of them, each
    /// 0 … `maximumValue` (255 for 8-bit images, 65535 for 16-bit).
    /// - Throws: ``PaletteError`` for bad settings, a sample count that does not match the
    ///   size, or an image with no opaque pixel.
    public func extract(samples: [UInt16], width: Int, height: Int, maximumValue: Int) throws -> [Extracted] {
        try validate()
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).partialValue / width == height,
              samples.count / 4 == width * height, samples.count % 4 == 0 else {
            throw PaletteError("the image has \(samples.count) samples; expected \(width) × \(height) × 4")
        }
        guard maximumValue == 255 || maximumValue == 65535 else { throw PaletteError("invalid sample maximum \(maximumValue); expected 255 or 65535") }
        var histogram = ColorHistogram()
        histogram.fill(samples, width: width, height: height, maximumValue: maximumValue, maximumSamples: maximumSamples)
        guard histogram.total > 0 else { throw PaletteError("the image has no pixel of more than half opacity") }
        var clusters = KMeansOKLab(points: histogram.points, weights: histogram.weights, seed: seed).run(k: count)
        clusters = KMeansOKLab.merged(clusters, within: mergeDistance)
        let total = Double(histogram.total)
        return clusters.map { cluster in
            // The flat-area rule: the most frequent exact color of the cluster's bins.
            var best: (rgb: UInt32, count: Int) = (0, 0)
            for bin in cluster.members where histogram.exactCounts[bin] > best.count {
                best = (histogram.exactColors[bin], histogram.exactCounts[bin])
            }
            let exact = Double(best.count) >= cluster.weight / 2
            let color = exact ? Color(rgb: best.rgb) : Color(.oklab, cluster.center).gamutMapped(to: .srgb, method: .clip).converted(to: .srgb)
            return Extracted(color: color, share: cluster.weight / total, isExact: exact)
        }
        .sorted { $0.share != $1.share ? $0.share > $1.share : $0.color.hexString < $1.color.hexString }
    }

    /// The extracted colors as a palette, largest area first; with `namedByShare`, each is
    /// named by its area, such as "42%" (for a sheet), otherwise unnamed.
    public static func palette(_ colors: [Extracted], namedByShare: Bool = false) -> Palette {
        Palette(entries: colors.map { .init(name: namedByShare ? String(format: "%.1f%%", $0.share * 100) : nil, color: $0.color) })
    }
}
