/// WCAG 2 contrast between HCT tones (L*), as Material's scheme roles measure it: ratios 1 … 21
/// from the luminances of two tones, and the tones that reach a ratio.
enum ToneContrast {
    /// The WCAG ratio of two tones (each clamped to 0 … 100), 1 … 21.
    static func ratio(_ toneA: Double, _ toneB: Double) -> Double {
        let a = min(max(toneA, 0.0), 100.0), b = min(max(toneB, 0.0), 100.0)
        return ratioOfYs(ARGB.yFromLstar(a), ARGB.yFromLstar(b))
    }

    static func ratioOfYs(_ y1: Double, _ y2: Double) -> Double {
        let lighter = max(y1, y2)
        let darker = lighter == y2 ? y1 : y2
        return (lighter + 5.0) / (darker + 5.0)
    }

    /// A tone at least `ratio` lighter than `tone` (0 … 100), or −1 when none is.
    static func lighter(_ tone: Double, _ ratio: Double) -> Double {
        if tone < 0.0 || tone > 100.0 { return -1.0 }
        let darkY = ARGB.yFromLstar(tone)
        let lightY = ratio * (darkY + 5.0) - 5.0
        let realContrast = ratioOfYs(lightY, darkY)
        let delta = abs(realContrast - ratio)
        if realContrast < ratio && delta > 0.04 { return -1.0 }
        let value = ARGB.lstarFromY(lightY) + 0.4
        return value < 0 || value > 100 ? -1.0 : value
    }

    /// A tone at least `ratio` darker than `tone` (0 … 100), or −1 when none is.
    static func darker(_ tone: Double, _ ratio: Double) -> Double {
        if tone < 0.0 || tone > 100.0 { return -1.0 }
        let lightY = ARGB.yFromLstar(tone)
        let darkY = (lightY + 5.0) / ratio - 5.0
        let realContrast = ratioOfYs(lightY, darkY)
        let delta = abs(realContrast - ratio)
        if realContrast < ratio && delta > 0.04 { return -1.0 }
        let value = ARGB.lstarFromY(darkY) - 0.4
        return value < 0.0 || value > 100.0 ? -1.0 : value
    }

    /// ``lighter(_:_:)``, or 100 when no tone is light enough.
    static func lighterUnsafe(_ tone: Double, _ ratio: Double) -> Double {
        let safe = lighter(tone, ratio)
        return safe < 0.0 ? 100.0 : safe
    }

    /// ``darker(_:_:)``, or 0 when no tone is dark enough.
    static func darkerUnsafe(_ tone: Double, _ ratio: Double) -> Double {
        let safe = darker(tone, ratio)
        return safe < 0.0 ? 0.0 : safe
    }

    /// The tone for text over a background tone at a ratio: lighter or darker, whichever reaches
    /// the ratio (preferring light text on tones under 60).
    static func foregroundTone(_ backgroundTone: Double, _ ratio: Double) -> Double {
        let lighterTone = lighterUnsafe(backgroundTone, ratio)
        let darkerTone = darkerUnsafe(backgroundTone, ratio)
        let lighterRatio = self.ratio(lighterTone, backgroundTone)
        let darkerRatio = self.ratio(darkerTone, backgroundTone)
        if prefersLightForeground(backgroundTone) {
            let negligible = abs(lighterRatio - darkerRatio) < 0.1 && lighterRatio < ratio && darkerRatio < ratio
            return lighterRatio >= ratio || lighterRatio >= darkerRatio || negligible ? lighterTone : darkerTone
        }
        return darkerRatio >= ratio || darkerRatio >= lighterRatio ? darkerTone : lighterTone
    }

    /// Whether light text reads better on a tone: tones that round under 60.
    static func prefersLightForeground(_ tone: Double) -> Bool { ARGB.roundHalfUp(tone) < 60 }
}

/// A contrast ratio that follows the scheme's contrast level: its values at −1, 0, 0.5 and 1,
/// linear in between.
struct ContrastCurve: Sendable {
    let low: Double, normal: Double, medium: Double, high: Double

    init(_ low: Double, _ normal: Double, _ medium: Double, _ high: Double) {
        self.low = low; self.normal = normal; self.medium = medium; self.high = high
    }

    /// The value at a contrast level, −1 … 1 (beyond clamps).
    func value(at level: Double) -> Double {
        func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { (1.0 - t) * a + t * b }
        if level <= -1.0 { return low }
        if level < 0.0 { return lerp(low, normal, (level - -1) / 1) }
        if level < 0.5 { return lerp(normal, medium, (level - 0) / 0.5) }
        if level < 1.0 { return lerp(medium, high, (level - 0.5) / 0.5) }
        return high
    }
}
