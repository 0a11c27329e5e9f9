/// Maps colors to a palette with the ordered dither.
///
/// For a color p, the nearest palette color c₁ is found in OKLab (what looks closest). Then,
/// in linear light (how the eye averages a fine pattern), the partner c₂ is the palette color
/// that best completes it: p's offset from c₁ projected on c₂ − c₁ gives the share t of c₂
/// (0 < t ≤ 1), and c₂ minimises the color the mix misses (the offset's part off the segment,
/// squared) plus a tenth of the mix's own noise, t(1 − t)|c₂ − c₁|², so that of colors along
/// one line the next one is chosen, not a far one. t is rounded to sixteenths; pixels whose
/// Bayer threshold is below 16 t get c₂. On a ramp between two palette colors the mean of every
/// 4×4 block follows the ramp in steps of 1/16 of their distance: no band is wider than 1/16 of
/// the palette's spacing.
///
/// The choice is a pure function of the color, so it is cached (direct-mapped, per mapper):
/// flat areas cost one lookup a pixel.
final class PaletteMapper {
    /// The palette's colors, in palette order.
    let colors: [(UInt8, UInt8, UInt8)]
    private let points: [OKLabPixel]
    /// The palette in linear-light sRGB.
    private let light: [SIMD3<Float>]
    /// Palette indices sorted by lightness, and their lightness, for the nearest search.
    private var byLightness: [Int] = []
    private var lightness: [Float] = []

    private static let cacheSize = 4096
    private var cacheKeys = [UInt32](repeating: UInt32.max, count: PaletteMapper.cacheSize)
    private var cacheValues = [UInt32](repeating: 0, count: PaletteMapper.cacheSize)

    init(colors: [(UInt8, UInt8, UInt8)]) {
        precondition(!colors.isEmpty)
        self.colors = colors
        points = colors.map { OKLabPixel(red: $0.0, green: $0.1, blue: $0.2) }
        light = colors.map { Self.linear($0.0, $0.1, $0.2) }
        byLightness = points.indices.sorted { points[$0].l != points[$1].l ? points[$0].l < points[$1].l : $0 < $1 }
        lightness = byLightness.map { points[$0].l }
    }

    /// The index of the palette color nearest to `p` (the lowest index among equals).
    func nearest(_ p: OKLabPixel) -> Int {
        // Start at the first color at least as light, then widen both ways while a lightness
        // difference alone could still beat the best distance.
        var low = 0, high = lightness.count
        while low < high {
            let mid = (low + high) / 2
            if lightness[mid] < p.l { low = mid + 1 } else { high = mid }
        }
        var best = -1, bestDistance = Float.infinity
        var up = low, down = low - 1
        while up < lightness.count || down >= 0 {
            if up < lightness.count {
                let dl = lightness[up] - p.l
                if dl * dl > bestDistance { up = lightness.count } else {
                    let i = byLightness[up], d = points[i].distanceSquared(p)
                    if d < bestDistance || (d == bestDistance && i < best) { (best, bestDistance) = (i, d) }
                    up += 1
                }
            }
            if down >= 0 {
                let dl = p.l - lightness[down]
                if dl * dl > bestDistance { down = -1 } else {
                    let i = byLightness[down], d = points[i].distanceSquared(p)
                    if d < bestDistance || (d == bestDistance && i < best) { (best, bestDistance) = (i, d) }
                    down -= 1
                }
            }
        }
        return best
    }

    /// The two palette indices and the share (0…16, in sixteenths) of the second for a color,
    /// packed as first | second << 8 | share << 16.
    @inline(__always) func choice(red: UInt8, green: UInt8, blue: UInt8) -> UInt32 {
        let key = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        let slot = Int((key &* 0x9E37_79B1) >> 20) & (Self.cacheSize - 1)
        if cacheKeys[slot] == key { return cacheValues[slot] }
        let value = compute(red: red, green: green, blue: blue)
        cacheKeys[slot] = key
        cacheValues[slot] = value
        return value
    }

    @inline(__always) static func linear(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> SIMD3<Float> {
        let table = OKLabPixel.linear
        return SIMD3(table[Int(r)], table[Int(g)], table[Int(b)])
    }

    private func compute(red: UInt8, green: UInt8, blue: UInt8) -> UInt32 {
        let first = nearest(OKLabPixel(red: red, green: green, blue: blue))
        let e = Self.linear(red, green, blue) - light[first]
        guard (e * e).sum() > 1e-12 else { return UInt32(first) | UInt32(first) << 8 }
        var second = first, share: Float = 0, best = Float.infinity
        for (i, c) in light.enumerated() where i != first {
            let d = c - light[first]
            let span = (d * d).sum()
            guard span > 0 else { continue }
            let t = min(1, (e * d).sum() / span)
            guard t > 0 else { continue }
            let miss = e - t * d
            let score = (miss * miss).sum() + 0.1 * t * (1 - t) * span
            if score < best { (second, share, best) = (i, t, score) }
        }
        let levels = UInt32(max(0, min(Float(OrderedDither.levels), (share * Float(OrderedDither.levels)).rounded())))
        return UInt32(first) | UInt32(second) << 8 | levels << 16
    }

    /// The palette index for a color at a Bayer threshold (0…15).
    @inline(__always) func index(red: UInt8, green: UInt8, blue: UInt8, threshold: Int) -> UInt8 {
        let c = choice(red: red, green: green, blue: blue)
        return UInt8(truncatingIfNeeded: threshold < Int(c >> 16) ? c >> 8 : c)
    }
}
