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

    /// Counts the pixels of at least half opacity on a grid of step `s` (1 when the image has
    /// at most `maximumSamples` pixels).
    mutating func fill(_ samples: [UInt16], width: Int, height: Int, maximumValue: Int, maximumSamples: Int) {
        let pixels = Double(width) * Double(height)
        let step = max(1, Int((pixels / Double(maximumSamples)).squareRoot().rounded(.up)))
        let shift: UInt16 = maximumValue == 255 ? 0 : 8
        let halfAlpha = UInt16(maximumValue / 2)
        var votes = [Int](repeating: 0, count: Self.bins)
        samples.withUnsafeBufferPointer { s in
            counts.withUnsafeMutableBufferPointer { counts in
                sums.withUnsafeMutableBufferPointer { sums in
                    exactColors.withUnsafeMutableBufferPointer { candidates in
                        votes.withUnsafeMutableBufferPointer { votes in
                            // Pass 1: counts, sums and each bin's majority candidate.
                            for y in stride(from: 0, to: height, by: step) {
                                var i = y * width * 4
                                for _ in stride(from: 0, to: width, by: step) {
                                    defer { i &+= 4 * step }
                                    guard s[i + 3] > halfAlpha else { continue }
                                    let r = Int(s[i] >> shift), g = Int(s[i + 1] >> shift), b = Int(s[i + 2] >> shift)
                                    let bin = (r >> 3) << 10 | (g >> 3) << 5 | b >> 3
                                    counts[bin] &+= 1
                                    sums[bin] &+= SIMD3(r, g, b)
                                    let rgb = UInt32(r << 16 | g << 8 | b)
                                    if votes[bin] == 0 { candidates[bin] = rgb; votes[bin] = 1 } else if candidates[bin] == rgb { votes[bin] &+= 1 } else { votes[bin] &-= 1 }
                                }
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
                    for y in stride(from: 0, to: height, by: step) {
                        var i = y * width * 4
                        for _ in stride(from: 0, to: width, by: step) {
                            defer { i &+= 4 * step }
                            guard s[i + 3] > halfAlpha else { continue }
                            let r = Int(s[i] >> shift), g = Int(s[i + 1] >> shift), b = Int(s[i + 2] >> shift)
                            let bin = (r >> 3) << 10 | (g >> 3) << 5 | b >> 3
                            if candidates[bin] == UInt32(r << 16 | g << 8 | b) { exact[bin] &+= 1 }
                        }
                    }
                }
            }
        }
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
