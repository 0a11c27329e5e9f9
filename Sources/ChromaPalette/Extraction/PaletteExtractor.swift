import ChromaLimits
import ColorCore
import Foundation

/// The dominant colors of an image: every flat color exact with its true share, then k-means in
/// OKLab over the rest, seeded and deterministic, ordered by area, with near-duplicates merged.
///
/// 1. Pixels (at most ``maximumSamples``, taken on a regular grid when the image has more;
///    pixels under half opacity are skipped) fall into a 32×32×32 sRGB histogram. Each bin keeps
///    its count, its mean color, and its most frequent exact color (a majority vote, then a
///    recount).
/// 2. Flat colors: every exact 8-bit color covering at least ``minimumFlatShare`` of the counted
///    pixels is found (a second pass counts the exact colors of the bins heavy enough to hold
///    one), reported as itself with its exact share, and taken out of the histogram. Every flat
///    color is reported, even when there are more than ``count``.
/// 3. The remaining bins' mean colors, in OKLab and weighted by their counts, are clustered by k-means:
///    the heaviest bin first, then k-means++ seeding from `SplitMix64` (`seed`), then Lloyd
///    iterations until nothing moves (at most 100).
///    into as many clusters as ``count`` leaves after the flat colors.
/// 4. Clusters closer than ``mergeDistance`` ΔEOK merge, the heavier absorbing the lighter, and
///    a cluster that close to a flat color (noise around it) joins the flat color.
/// 5. A cluster whose most frequent exact color covers at least half its pixels is that exact
///    color; others are their mean in OKLab.
/// 6. All come out by area, largest first, with their share of the counted pixels: the shares
///    add up to 1 (when the flat colors leave room for clusters), and a flat color's share is
///    the true one (on a sampled image, the sample's).
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
    /// The least share of the counted pixels, 0.001 … 1, an exact color must cover to be reported
    /// as a flat color (0.02 by default: 2 %).
    public var minimumFlatShare: Double

    /// The range of ``minimumFlatShare``.
    public static let flatShareRange = 0.001...1.0

    /// Creates an extractor.
    public init(count: Int, seed: UInt64 = 0, mergeDistance: Double = 0.04, maximumSamples: Int = 1 << 22, minimumFlatShare: Double = 0.02) {
        self.count = count
        self.seed = seed
        self.mergeDistance = mergeDistance
        self.maximumSamples = maximumSamples
        self.minimumFlatShare = minimumFlatShare
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
        guard minimumFlatShare.isFinite, Self.flatShareRange.contains(minimumFlatShare) else {
            throw PaletteError("invalid minimum flat share \(minimumFlatShare); expected a fraction from 0.001 to 1")
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
        let total = Double(histogram.total)
        let minimum = max(1, Int((minimumFlatShare * total).rounded(.up)))
        var flats = histogram.separateFlatColors(samples, atLeast: minimum).map {
            Extracted(color: Color(rgb: $0.rgb), share: Double($0.count) / total, isExact: true)
        }
        let room = count - flats.count
        var clusters = room > 0 ? KMeansOKLab(points: histogram.points, weights: histogram.weights, seed: seed).run(k: room) : []
        clusters = KMeansOKLab.merged(clusters, within: mergeDistance)
        // A cluster within the merge distance of a flat color (noise around it) joins it.
        let flatLabs = flats.map { $0.color.components(in: .oklab) }
        clusters = clusters.filter { cluster in
            let distances = flatLabs.map { (($0 - cluster.center) * ($0 - cluster.center)).sum().squareRoot() }
            guard let nearest = distances.indices.min(by: { distances[$0] < distances[$1] }), distances[nearest] < mergeDistance else { return true }
            flats[nearest].share += cluster.weight / total
            return false
        }
        return (flats + clusters.map { cluster in
            // The flat-area rule: the most frequent exact color of the cluster's bins.
            var best: (rgb: UInt32, count: Int) = (0, 0)
            for bin in cluster.members where histogram.exactCounts[bin] > best.count {
                best = (histogram.exactColors[bin], histogram.exactCounts[bin])
            }
            let exact = Double(best.count) >= cluster.weight / 2
            let color = exact ? Color(rgb: best.rgb) : Color(.oklab, cluster.center).gamutMapped(to: .srgb, method: .clip).converted(to: .srgb)
            return Extracted(color: color, share: cluster.weight / total, isExact: exact)
        })
        .sorted { $0.share != $1.share ? $0.share > $1.share : $0.color.hexString < $1.color.hexString }
    }

    /// The extracted colors as a palette, largest area first; with `namedByShare`, each is
    /// named by its area, such as "42%" (for a sheet), otherwise unnamed.
    public static func palette(_ colors: [Extracted], namedByShare: Bool = false) -> Palette {
        Palette(entries: colors.map { .init(name: namedByShare ? PrintfFormat.string("%.1f%%", $0.share * 100) : nil, color: $0.color) })
    }
}
