import ColorCore

/// The color-mixing game of color-mixing-game.txt: mix two base colors with a ratio to match a
/// target. Puzzles are seeded; scores follow the article, with a perceptual score beside it.
struct MixingGame {
    /// A puzzle: the target is a perceptual mix of the bases at a hidden ratio.
    struct Puzzle {
        var target: Color
        var base1: Color
        var base2: Color
        /// The hidden ratio, 0…1.
        var ratio: Double
    }

    /// The puzzle for a seed: two random opaque sRGB colors, a ratio uniform in 0…1, and the
    /// target their perceptual (OKLab) mix, rounded to 8-bit sRGB as a player sees it.
    static func puzzle(seed: UInt64) -> Puzzle {
        var rng = SplitMix64(seed: seed)
        func randomColor() -> Color { Color(red: rng.unit(), green: rng.unit(), blue: rng.unit()) }
        let base1 = randomColor(), base2 = randomColor()
        let ratio = rng.unit()
        // Bases and target are quantised to 8 bits, as the hex codes the player is shown.
        let target = Color(rgb: hex24(base1.mix(with: base2, by: ratio, in: .perceptual)))
        return Puzzle(target: target, base1: Color(rgb: hex24(base1)), base2: Color(rgb: hex24(base2)), ratio: ratio)
    }

    private static func hex24(_ color: Color) -> UInt32 {
        let c = color.rgba8
        return UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
    }

    /// The article's score: 100 × (1 − mean |ΔR|, |ΔG|, |ΔB|) over sRGB channels 0…1 (clipped
    /// to the gamut first). 100 is a perfect match; 0 is black against white.
    static func score(target: Color, mixed: Color) -> Double {
        let a = target.gamutMapped(to: .srgb, method: .clip).components
        let b = mixed.gamutMapped(to: .srgb, method: .clip).components
        let d = a - b
        return 100 * (1 - d.replacing(with: -d, where: d .< 0).sum() / 3)
    }

    /// A perceptual score from CIEDE2000: 100 − 5 ΔE00, floored at 0. A just-noticeable
    /// difference (ΔE00 ≈ 1) costs 5 points; ΔE00 of 20 or more scores 0.
    static func perceptualScore(target: Color, mixed: Color) -> Double {
        max(0, 100 - 5 * target.deltaE(mixed, method: .ciede2000))
    }

    /// The ratio whose mix is perceptually closest to the target (least ΔE00), found by a scan
    /// of 1001 ratios refined by golden-section search.
    static func solve(target: Color, base1: Color, base2: Color, in space: ColorSpace) -> Double {
        func cost(_ r: Double) -> Double {
            target.deltaE(base1.mix(with: base2, by: r, in: space), method: .ciede2000)
        }
        let samples = (0...1000).map { Double($0) / 1000 }
        let best = samples.min { cost($0) < cost($1) }!
        var low = max(0, best - 0.001), high = min(1, best + 0.001)
        let golden = (5.0.squareRoot() - 1) / 2
        for _ in 0..<60 {
            let a = high - golden * (high - low), b = low + golden * (high - low)
            if cost(a) < cost(b) { high = b } else { low = a }
        }
        let refined = (low + high) / 2
        return cost(refined) <= cost(best) ? refined : best
    }
}
