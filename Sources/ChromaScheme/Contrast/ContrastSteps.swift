import ColorCore

/// Colors of one seed's hue and chroma at given contrasts against a background, as Adobe
/// Leonardo makes them: for each target, the OKLCH lightness (seed hue, the seed's chroma or as
/// much as sRGB holds there) whose contrast with the background meets it, then the 8-bit sRGB
/// color nearest that target among its neighbours.
public struct ContrastSteps: Sendable {
    /// How contrast is measured.
    public enum Metric: String, CaseIterable, Sendable {
        /// WCAG 2 contrast ratio, 1 … 21 (each step within 0.05 of its target).
        case wcag
        /// APCA lightness contrast |Lc|, 0 … about 106 (each step within 0.5 of its target).
        case apca

        /// How close a step must come to its target.
        public var tolerance: Double { self == .wcag ? 0.05 : 0.5 }
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
    /// range (WCAG 1 … 21, APCA 0 … 106), or that no color of the seed's hue reaches against
    /// this background, and a background or seed with non-finite components.
    public init(seed: Color, background: Color, targets: [Double], metric: Metric = .wcag) throws {
        guard !targets.isEmpty else { throw ScaleError("no contrast targets; give at least one") }
        guard targets.count <= 64 else { throw ScaleError("\(targets.count) contrast targets; at most 64") }
        let range: ClosedRange<Double> = metric == .wcag ? 1...21 : 0...106
        for target in targets where !(target.isFinite && range.contains(target)) {
            throw ScaleError("invalid contrast target \(target); expected a number \(metric == .wcag ? "from 1 to 21 (a WCAG ratio)" : "from 0 to 106 (APCA Lc)")")
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
                guard contrast(extreme) >= target - metric.tolerance else { continue }
                // measure(L) rises with L for WCAG (luminance) and falls for APCA (Lc).
                let rising = metric == .wcag
                var low = 0.0, high = 1.0
                for _ in 0..<60 {
                    let mid = (low + high) / 2
                    if (measure(color(atLightness: mid)) < goal) == rising { low = mid } else { high = mid }
                }
                found = Self.nearestByte(to: color(atLightness: (low + high) / 2), target: target, tolerance: metric.tolerance, contrast: contrast)
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

    /// Among the 8-bit sRGB colors next to a color (each channel within 2 of its rounding, or
    /// within 6 when none of those comes within `tolerance`), the one whose contrast is nearest
    /// the target. The wider search matters at the cube's edges, where a channel cannot move.
    static func nearestByte(to color: Color, target: Double, tolerance: Double, contrast: (Color) -> Double) -> Color {
        let c = color.rgba8
        var best = Color(rgb: UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b))
        var bestError = abs(contrast(best) - target)
        for radius in [2, 6] {
            if radius > 2 && bestError <= tolerance / 2 { break }
            for dr in -radius...radius { for dg in -radius...radius { for db in -radius...radius {
                let r = Int(c.r) + dr, g = Int(c.g) + dg, b = Int(c.b) + db
                guard (0...255).contains(r), (0...255).contains(g), (0...255).contains(b) else { continue }
                let candidate = Color(rgb: UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
                let error = abs(contrast(candidate) - target)
                if error < bestError { best = candidate; bestError = error }
            } } }
        }
        return best
    }
}
