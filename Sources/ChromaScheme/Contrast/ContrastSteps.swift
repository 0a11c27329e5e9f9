import ColorCore

/// Colors of one seed's hue and chroma at given contrasts against a background, as Adobe
/// Leonardo makes them: for each target, the OKLCH lightness (seed hue, the seed's chroma or as
/// much as sRGB holds there) whose contrast with the background meets it, then among the 8-bit
/// sRGB colors next to it the one whose contrast is the least that is not below the target.
///
/// A target is a floor: every step's contrast is at least its target and at most
/// ``Metric/tolerance`` above it (a WCAG step made for 4.5 measures 4.5 … 4.55, never 4.4966).
public struct ContrastSteps: Sendable {
    /// How contrast is measured.
    public enum Metric: String, CaseIterable, Sendable {
        /// WCAG 2 contrast ratio, 1 … 21 (each step at least its target, within 0.05 above it).
        case wcag
        /// APCA lightness contrast |Lc|, 0 or 7.3 … about 106 (each step at least its target,
        /// within 0.05 above it). APCA reports 0 for any pair under its 10% clamp, so no color
        /// has an |Lc| between 0 and 7.3 (the clamp less APCA's 2.7 offset): such targets are refused.
        case apca

        /// How far above its target a step may lie (a step is never below it).
        public var tolerance: Double { 0.05 }
    }

    /// One step: its target and the color that meets it.
    public struct Step: Sendable {
        /// The target contrast (a WCAG ratio, or APCA |Lc|).
        public let target: Double
        /// The color, opaque 8-bit sRGB.
        public let color: Color
        /// The contrast the color has with the background (WCAG ratio, or APCA |Lc| of the color
        /// as text on the background).
        public let contrast: Double
    }

    /// The seed, as given.
    public let seed: Color
    /// The background, opaque sRGB.
    public let background: Color
    /// How contrast is measured.
    public let metric: Metric
    /// The steps, in the order the targets were given.
    public let steps: [Step]

    /// WCAG's default targets: 1.25, 1.5, 2, 3, 4.5, 7.
    public static let defaultRatios = [1.25, 1.5, 2, 3, 4.5, 7]
    /// APCA's default targets: Lc 15, 30, 45, 60, 75, 90.
    public static let defaultLc = [15.0, 30, 45, 60, 75, 90]

    /// Makes the steps. Throws ``ScaleError`` naming a target that is not a finite number in
    /// range (WCAG 1 … 21, APCA 0 or 7.3 … 106), or that no color of the seed's hue reaches
    /// against this background, and a background or seed with non-finite components.
    public init(seed: Color, background: Color, targets: [Double], metric: Metric = .wcag) throws {
        guard !targets.isEmpty else { throw ScaleError("no contrast targets; give at least one") }
        guard targets.count <= 64 else { throw ScaleError("\(targets.count) contrast targets; at most 64") }
        let range: ClosedRange<Double> = metric == .wcag ? 1...21 : 0...106
        for target in targets where !(target.isFinite && range.contains(target)) {
            throw ScaleError("invalid contrast target \(target); expected a number \(metric == .wcag ? "from 1 to 21 (a WCAG ratio)" : "from 0 to 106 (APCA Lc)")")
        }
        for target in targets where metric == .apca && target > 0 && target < APCA.smallestNonzeroLc - 1e-9 {
            throw ScaleError("invalid contrast target \(target); APCA reports Lc 0 for every pair under its clamp, "
                + "so no color measures between 0 and \(DecimalFormat.string(APCA.smallestNonzeroLc, maxFractionDigits: 2)); expected 0 or 7.3 to 106")
        }
        let seedLCH = seed.components(in: .oklch)
        let bgComponents = background.components(in: .srgb)
        guard seedLCH.x.isFinite, all(bgComponents .== bgComponents), bgComponents.x.isFinite, bgComponents.y.isFinite, bgComponents.z.isFinite else {
            throw ScaleError("the seed or background has components that are not finite numbers")
        }
        let opaqueBackground = Color(.srgb, background.gamutMapped(to: .srgb).components)
        let chroma = seedLCH.y.isNaN ? 0 : max(seedLCH.y, 0)
        let hue = seedLCH.z.isNaN ? 0 : seedLCH.z
        func contrast(_ color: Color) -> Double {
            metric == .wcag ? color.contrastRatio(with: opaqueBackground) : abs(color.apcaContrast(on: opaqueBackground))
        }
        func color(atLightness l: Double) -> Color {
            let c = OKLCHScale.inGamutChroma(lightness: l, chroma: chroma, hue: hue, gamut: .srgb)
            return Color(.oklch, l, c, hue).gamutMapped(to: .srgb, method: .clip)
        }
        // Along the seed's hue, the WCAG luminance rises and the APCA Lc (text on the background)
        // falls monotonically with OKLCH lightness: each target is a lightness found by bisection,
        // on the darker side first for a light background, the lighter side first for a dark one.
        let backgroundY = opaqueBackground.relativeLuminance
        func measure(_ color: Color) -> Double {
            metric == .wcag ? color.relativeLuminance : color.apcaContrast(on: opaqueBackground)
        }
        let darkFirst = contrast(Color.black) >= contrast(Color.white)
        var steps: [Step] = []
        for target in targets {
            var found: Color?
            for darker in darkFirst ? [true, false] : [false, true] {
                let goal: Double
                switch metric {
                case .wcag: goal = darker ? (backgroundY + 0.05) / target - 0.05 : target * (backgroundY + 0.05) - 0.05
                case .apca: goal = darker ? target : -target
                }
                let extreme = color(atLightness: darker ? 0 : 1)
                guard contrast(extreme) >= target else { continue }
                // measure(L) rises with L for WCAG (luminance) and falls for APCA (Lc).
                let rising = metric == .wcag
                var low = 0.0, high = 1.0
                for _ in 0..<60 {
                    let mid = (low + high) / 2
                    if (measure(color(atLightness: mid)) < goal) == rising { low = mid } else { high = mid }
                }
                // The least contrast not below the target, near the lightness found, then nearer the
                // extreme (whose contrast meets the target) until a byte color meets it.
                let lightness = (low + high) / 2
                for shift in [0.0, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 1] {
                    let l = darker ? max(lightness - shift, 0) : min(lightness + shift, 1)
                    // A candidate counts on this side of the background only (darker: less luminance).
                    let side: (Color) -> Bool = metric == .wcag
                        ? { darker ? $0.relativeLuminance < backgroundY : $0.relativeLuminance > backgroundY }
                        : { darker ? $0.apcaContrast(on: opaqueBackground) > 0 : $0.apcaContrast(on: opaqueBackground) < 0 }
                    if let byte = Self.leastByteMeeting(target, near: color(atLightness: l), tolerance: metric.tolerance, darker: darker,
                                                        contrast: contrast, side: side) {
                        found = byte
                        break
                    }
                }
                if found == nil, contrast(extreme) >= target { found = extreme }
                break
            }
            guard let found else {
                let best = max(contrast(color(atLightness: 0)), contrast(color(atLightness: 1)))
                throw ScaleError("contrast target \(target) cannot be reached against \(opaqueBackground.hexString): "
                    + "the most a color of the seed's hue has is \((best * 100).rounded(.down) / 100)")
            }
            steps.append(Step(target: target, color: found, contrast: contrast(found)))
        }
        self.seed = seed
        self.background = opaqueBackground
        self.metric = metric
        self.steps = steps
    }

    /// An 8-bit sRGB color near `color` whose contrast is not below `target` and at most
    /// `tolerance` above it, or the one nearest above it; nil when none is found.
    ///
    /// First the colors whose channels lie within 2 (then 6) of the color's: the least contrast
    /// not below the target. Where none lies within `tolerance` (a channel at the cube's edge, or
    /// near 0 where a byte step barely moves luminance while a step of another moves it much),
    /// each channel in turn is let free over 0…255 with the other two within 2 (then 6): its
    /// value where the contrast crosses the target is found by bisection (contrast grows
    /// monotonically away from the background along each channel, on one side of it), and of
    /// those meeting the target within `tolerance`, the nearest the color wins.
    static func leastByteMeeting(_ target: Double, near color: Color, tolerance: Double, darker: Bool,
                                 contrast: (Color) -> Double, side: (Color) -> Bool) -> Color? {
        let c = color.rgba8
        let origin = SIMD3<Int>(Int(c.r), Int(c.g), Int(c.b))
        func make(_ v: SIMD3<Int>) -> Color { Color(rgb: UInt32(v.x) << 16 | UInt32(v.y) << 8 | UInt32(v.z)) }
        func meets(_ v: SIMD3<Int>) -> Double? {
            let candidate = make(v)
            let measured = contrast(candidate)
            return measured >= target && (target == 0 || side(candidate)) ? measured - target : nil
        }
        var best: SIMD3<Int>?
        var bestExcess = Double.infinity
        for radius in [2, 6] {
            for dr in -radius...radius { for dg in -radius...radius { for db in -radius...radius {
                let v = origin &+ SIMD3(dr, dg, db)
                guard v.min() >= 0, v.max() <= 255, let excess = meets(v) else { continue }
                if excess < bestExcess { best = v; bestExcess = excess }
            } } }
            if bestExcess <= tolerance { return best.map(make) }
        }
        // One channel free: along it, a darker step is one of less value.
        var nearest: SIMD3<Int>?
        var nearestDistance = Int.max
        for radius in [2, 6] {
            for free in 0..<3 {
                let others = [0, 1, 2].filter { $0 != free }
                for d0 in -radius...radius { for d1 in -radius...radius {
                    var v = origin
                    v[others[0]] += d0
                    v[others[1]] += d1
                    guard v.min() >= 0, v.max() <= 255 else { continue }
                    // meets() holds for values up to a boundary (darker) or from one (lighter).
                    func holds(_ value: Int) -> Bool { var w = v; w[free] = value; return meets(w) != nil }
                    var low = 0, high = 255
                    if darker {
                        guard holds(0) else { continue }
                        while low < high { let mid = (low + high + 1) / 2; if holds(mid) { low = mid } else { high = mid - 1 } }
                        v[free] = low
                    } else {
                        guard holds(255) else { continue }
                        while low < high { let mid = (low + high) / 2; if holds(mid) { high = mid } else { low = mid + 1 } }
                        v[free] = low
                    }
                    guard let excess = meets(v) else { continue }
                    if excess < bestExcess { best = v; bestExcess = excess }
                    let delta = v &- origin
                    let distance = (delta &* delta).wrappedSum()
                    if excess <= tolerance && distance < nearestDistance { nearest = v; nearestDistance = distance }
                } }
            }
            if let nearest { return make(nearest) }
        }
        return best.map(make)
    }
}
