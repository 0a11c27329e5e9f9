import ColorCore

/// An accessibility check of a palette: for every pair of colors the WCAG 2.x contrast ratio
/// and its AA/AAA verdicts, the APCA Lc (`APCA/version`), ΔE2000 and ΔEOK; for every color
/// how it looks with protanopia, deuteranopia and tritanopia (Machado et al. 2009); and the
/// pairs that become hard to tell apart under each deficiency.
///
/// **Pairs.** Every two palette colors (each unordered pair once, in palette order), then every
/// palette color against every background given with `against` (the palette color is `a`,
/// the background `b`). Two backgrounds are never paired with each other.
///
/// **Hard to tell apart.** A pair is hard to tell apart under a deficiency when the ΔEOK of
/// the two simulated colors is below ``confusionThreshold``: 0.08 by default, four
/// just-noticeable differences of ΔEOK (whose JND is about 0.02), the distance under which pure
/// red and green (0.38 apart) fall for protanopes (0.07).
///
/// **Required pairs** (for ``shortfalls(under:)``, `chroma palette check --fail-under`): with
/// backgrounds, the palette-against-background pairs — text in a palette color must be readable
/// on each background; without backgrounds, every pair of the palette.
public struct PaletteCheck: Sendable {
    /// One checked color.
    public struct Swatch: Hashable, Sendable {
        /// The color's name in the palette, or its hex code when it has none (backgrounds are
        /// named by their hex code).
        public var name: String
        /// The color.
        public var color: Color
        /// Whether it came from `against` rather than the palette.
        public var isBackground: Bool
        /// The color as each deficiency sees it, in linear sRGB, unclipped.
        public var simulated: [ColorVisionDeficiency: Color]
    }

    /// One checked pair: `a` and `b` are indices into ``swatches``.
    public struct Pair: Hashable, Sendable {
        public var a: Int
        public var b: Int
        /// The WCAG 2.x contrast ratio, 1 … 21, and its verdicts.
        public var wcag: WCAGVerdict
        /// APCA Lc of `a` as text on `b`, about −108 … 106.
        public var apca: Double
        /// APCA Lc of `b` as text on `a`.
        public var apcaReversed: Double
        /// CIEDE2000, 0 … about 120.
        public var deltaE2000: Double
        /// ΔEOK, 0 … about 1.
        public var deltaEOK: Double
        /// ΔEOK between the two simulated colors, per deficiency.
        public var simulatedDeltaEOK: [ColorVisionDeficiency: Double]
        /// Whether the pair counts for ``PaletteCheck/shortfalls(under:)``.
        public var isRequired: Bool

        /// The deficiencies under which the pair is hard to tell apart, in
        /// `ColorVisionDeficiency/allCases` order.
        public func hardToTellApart(threshold: Double) -> [ColorVisionDeficiency] {
            ColorVisionDeficiency.allCases.filter { (simulatedDeltaEOK[$0] ?? .infinity) < threshold }
        }
    }

    /// The default ΔEOK under which simulated colors are hard to tell apart.
    public static let defaultConfusionThreshold = 0.08

    /// The palette colors, then the backgrounds.
    public private(set) var swatches: [Swatch]
    /// Palette pairs, then palette-against-background pairs.
    public private(set) var pairs: [Pair]
    /// The simulation severity, 0 … 1 (1: dichromacy).
    public let severity: Double
    /// The ΔEOK under which a simulated pair is hard to tell apart.
    public let confusionThreshold: Double

    /// Checks a palette, with optional backgrounds.
    /// - Parameters:
    ///   - palette: the colors to check, each pair against each other.
    ///   - backgrounds: colors each palette color is also checked against (contrast), opaque.
    ///   - severity: of the simulated deficiencies, 0 … 1 (clamped; NaN reads as 1).
    ///   - confusionThreshold: ΔEOK, finite and ≥ 0 (otherwise the default is used).
    /// The work is quadratic in the number of colors: 10 000 colors (the palette limit) make
    /// 50 million pairs; callers reading untrusted palettes should bound the count first.
    public init(palette: Palette, against backgrounds: [Color] = [], severity: Double = 1,
                confusionThreshold: Double = PaletteCheck.defaultConfusionThreshold) {
        let severity = severity.isNaN ? 1 : min(max(severity, 0), 1)
        self.severity = severity
        self.confusionThreshold = confusionThreshold.isFinite && confusionThreshold >= 0 ? confusionThreshold : Self.defaultConfusionThreshold
        func swatch(_ name: String, _ color: Color, background: Bool) -> Swatch {
            var simulated: [ColorVisionDeficiency: Color] = [:]
            for deficiency in ColorVisionDeficiency.allCases { simulated[deficiency] = color.simulating(deficiency, severity: severity) }
            return Swatch(name: name, color: color, isBackground: background, simulated: simulated)
        }
        swatches = palette.entries.map { swatch($0.name ?? $0.color.hexString, $0.color, background: false) }
            + backgrounds.map { swatch($0.hexString, $0, background: true) }
        pairs = []
        let count = palette.entries.count
        let required = backgrounds.isEmpty
        for i in 0..<count {
            for j in (i + 1)..<count { pairs.append(pair(i, j, required: required)) }
        }
        for i in 0..<count {
            for k in 0..<backgrounds.count { pairs.append(pair(i, count + k, required: true)) }
        }
    }

    private func pair(_ i: Int, _ j: Int, required: Bool) -> Pair {
        let a = swatches[i], b = swatches[j]
        var simulated: [ColorVisionDeficiency: Double] = [:]
        for deficiency in ColorVisionDeficiency.allCases {
            simulated[deficiency] = a.simulated[deficiency]!.deltaEOK(b.simulated[deficiency]!)
        }
        return Pair(a: i, b: j, wcag: WCAGVerdict(a.color, b.color), apca: a.color.apcaContrast(on: b.color),
                    apcaReversed: b.color.apcaContrast(on: a.color), deltaE2000: a.color.deltaE(b.color, method: .ciede2000),
                    deltaEOK: a.color.deltaEOK(b.color), simulatedDeltaEOK: simulated, isRequired: required)
    }

    /// The deficiencies under which a pair is hard to tell apart at this check's threshold.
    public func hardToTellApart(_ pair: Pair) -> [ColorVisionDeficiency] {
        pair.hardToTellApart(threshold: confusionThreshold)
    }

    /// The required pairs whose WCAG ratio is below `ratio` (1 … 21), in pair order.
    public func shortfalls(under ratio: Double) -> [Pair] {
        pairs.filter { $0.isRequired && $0.wcag.ratio < ratio }
    }

    /// How a simulated color is shown: clipped into sRGB, as 8-bit hex.
    public static func displayHex(_ simulated: Color) -> String {
        simulated.gamutMapped(to: .srgb, method: .clip).hexString
    }
}
