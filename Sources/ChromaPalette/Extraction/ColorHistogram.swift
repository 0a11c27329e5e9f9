import ColorCore

/// A 32×32×32 histogram of sRGB pixels: per bin the count, the channel sums, and the most
/// frequent exact 8-bit color with its count (Boyer–Moore majority vote, then a recount).
struct ColorHistogram {
    static let bins = 32 * 32 * 32
    var counts = [Int](repeating: 0, count: bins)
    var sums = [SIMD3<Int>](repeating: .zero, count: bins)
    var exactColors = [UInt32](repeating: 0, count: bins)
    var exactCounts = [Int](repeating: 0, count: bins)
    var total = 0
    /// The pixels ``fill(_:width:height:maximumValue:maximumSamples:)`` looked at.
    var grid = SampleGrid(width: 0, height: 0, step: 1, shift: 0, halfAlpha: 0)

    /// Counts the pixels of at least half opacity on a grid of step `s` (1 when the image has
    /// at most `maximumSamples` pixels).
    mutating func fill(_ samples: [UInt16], width: Int, height: Int, maximumValue: Int, maximumSamples: Int) {
        let pixels = Double(width) * Double(height)
        let grid = SampleGrid(width: width, height: height,
                              step: max(1, Int((pixels / Double(maximumSamples)).squareRoot().rounded(.up))),
                              shift: maximumValue == 255 ? 0 : 8, halfAlpha: UInt16(maximumValue / 2))
        self.grid = grid
        var votes = [Int](repeating: 0, count: Self.bins)
        samples.withUnsafeBufferPointer { s in
            counts.withUnsafeMutableBufferPointer { counts in
                sums.withUnsafeMutableBufferPointer { sums in
                    exactColors.withUnsafeMutableBufferPointer { candidates in
                        votes.withUnsafeMutableBufferPointer { votes in
                            // Pass 1: counts, sums and each bin's majority candidate.
                            for i in grid where grid.isCounted(s, i) {
                                let (bin, rgb, channels) = grid.key(s, i)
                                counts[bin] &+= 1
                                sums[bin] &+= channels
                                if votes[bin] == 0 { candidates[bin] = rgb; votes[bin] = 1 } else if candidates[bin] == rgb { votes[bin] &+= 1 } else { votes[bin] &-= 1 }
                            }
                        }
                    }
                }
            }
        }
        total = counts.reduce(0, +)
        // Pass 2: how many pixels each bin's candidate really has.
        samples.withUnsafeBufferPointer { s in
            exactCounts.withUnsafeMutableBufferPointer { exact in
                exactColors.withUnsafeBufferPointer { candidates in
                    for i in grid where grid.isCounted(s, i) {
                        let (bin, rgb, _) = grid.key(s, i)
                        if candidates[bin] == rgb { exact[bin] &+= 1 }
                    }
                }
            }
        }
    }

    /// Every exact 8-bit color counted at least `minimum` times (a flat area), with its count,
    /// taken out of the histogram: its bin loses its pixels, so what remains is the rest of the
    /// image. Only bins holding `minimum` pixels can hold one; their 512 exact colors each are
    /// counted in a second pass over the same pixels.
    mutating func separateFlatColors(_ samples: [UInt16], atLeast minimum: Int) -> [(rgb: UInt32, count: Int)] {
        let heavy = counts.indices.filter { counts[$0] >= minimum }
        guard !heavy.isEmpty, minimum > 0 else { return [] }
        var slots = [Int32](repeating: -1, count: Self.bins)
        for (index, bin) in heavy.enumerated() { slots[bin] = Int32(index) }
        var exact = [Int](repeating: 0, count: heavy.count * 512)
        let grid = self.grid
        samples.withUnsafeBufferPointer { s in
            slots.withUnsafeBufferPointer { slots in
                exact.withUnsafeMutableBufferPointer { exact in
                    for i in grid where grid.isCounted(s, i) {
                        let (bin, rgb, _) = grid.key(s, i)
                        let slot = Int(slots[bin])
                        guard slot >= 0 else { continue }
                        exact[slot &* 512 &+ Int((rgb >> 16 & 7) << 6 | (rgb >> 8 & 7) << 3 | rgb & 7)] &+= 1
                    }
                }
            }
        }
        var flats: [(rgb: UInt32, count: Int)] = []
        for (index, bin) in heavy.enumerated() {
            for low in 0..<512 where exact[index * 512 + low] >= minimum {
                let count = exact[index * 512 + low]
                let r = (bin >> 10 & 31) << 3 | low >> 6, g = (bin >> 5 & 31) << 3 | (low >> 3 & 7), b = (bin & 31) << 3 | (low & 7)
                let rgb = UInt32(r << 16 | g << 8 | b)
                flats.append((rgb, count))
                counts[bin] -= count
                sums[bin] &-= SIMD3(r, g, b) &* count
                if exactColors[bin] == rgb { exactCounts[bin] = 0 }
            }
        }
        return flats
    }

    /// The non-empty bins' mean colors in OKLab, with their bin index.
    var points: [(bin: Int, lab: SIMD3<Double>)] {
        counts.indices.compactMap { bin in
            guard counts[bin] > 0 else { return nil }
            let mean = SIMD3<Double>(sums[bin]) / Double(counts[bin] * 255)
            return (bin, Color(.srgb, mean).components(in: .oklab))
        }
    }

    /// The non-empty bins' counts, in the order of ``points``.
    var weights: [Double] { counts.filter { $0 > 0 }.map(Double.init) }
}

/// The sample offsets of the pixels looked at: every `step`-th pixel of every `step`-th row.
struct SampleGrid: Sequence, IteratorProtocol {
    let width: Int, height: Int, step: Int
    /// 0 for 8-bit samples, 8 for 16-bit ones (to 8 bits).
    let shift: UInt16
    /// Pixels at or under this alpha are skipped.
    let halfAlpha: UInt16
    private var x = 0, y = 0

    init(width: Int, height: Int, step: Int, shift: UInt16, halfAlpha: UInt16) {
        self.width = width
        self.height = height
        self.step = step
        self.shift = shift
        self.halfAlpha = halfAlpha
    }

    /// The offset of the next pixel's first sample.
    mutating func next() -> Int? {
        if x >= width { x = 0; y += step }
        guard y < height else { return nil }
        defer { x += step }
        return (y * width + x) * 4
    }

    /// Whether the pixel at `i` is opaque enough to count.
    @inline(__always)
    func isCounted(_ s: UnsafeBufferPointer<UInt16>, _ i: Int) -> Bool { s[i + 3] > halfAlpha }

    /// The pixel's histogram bin, its exact 8-bit color and its 8-bit channels.
    @inline(__always)
    func key(_ s: UnsafeBufferPointer<UInt16>, _ i: Int) -> (bin: Int, rgb: UInt32, channels: SIMD3<Int>) {
        let r = Int(s[i] >> shift), g = Int(s[i + 1] >> shift), b = Int(s[i + 2] >> shift)
        return ((r >> 3) << 10 | (g >> 3) << 5 | b >> 3, UInt32(r << 16 | g << 8 | b), SIMD3(r, g, b))
    }
}
