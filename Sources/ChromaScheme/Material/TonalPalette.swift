/// A Material tonal palette: one CAM16 hue and chroma at every tone 0 … 100, with a key color.
public struct TonalPalette: Sendable {
    /// CAM16 hue, degrees 0 ..< 360.
    public let hue: Double
    /// The requested CAM16 chroma, 0 or more (tones where sRGB holds less get less).
    public let chroma: Double
    /// The palette's key color: its hue at the requested chroma, at the tone nearest 50 that
    /// reaches it (or the most chroma there is).
    public let keyColor: HCT

    /// A palette from a hue and chroma; the key color is searched for.
    public init(hue: Double, chroma: Double) {
        self.hue = hue
        self.chroma = chroma
        var search = KeyColorSearch(hue: hue, requestedChroma: chroma)
        self.keyColor = search.keyColor()
    }

    /// The palette of a color's own hue and chroma, with that color as its key.
    public init(_ hct: HCT) {
        hue = hct.hue
        chroma = hct.chroma
        keyColor = hct
    }

    /// The color at an integer tone, 0 … 100 (values outside clamp). Tone 99 of a yellow palette
    /// (hue 105 ..< 125) is the average of tones 98 and 100, as Material makes it.
    public func tone(_ tone: Int) -> ARGB { Self.tone(tone, hue: hue, chroma: chroma) }

    /// The color of a hue (degrees) and chroma at an integer tone, 0 … 100 (values outside
    /// clamp), with the yellow tone-99 rule of ``tone(_:)``.
    static func tone(_ tone: Int, hue: Double, chroma: Double) -> ARGB {
        let tone = min(max(tone, 0), 100)
        if tone == 99 && HCT.isYellow(hue) {
            let a = self.tone(98, hue: hue, chroma: chroma), b = self.tone(100, hue: hue, chroma: chroma)
            func average(_ x: Int, _ y: Int) -> Int { ARGB.roundHalfUp(Double(x + y) / 2) }
            return ARGB(red: average(a.red, b.red), green: average(a.green, b.green), blue: average(a.blue, b.blue))
        }
        return HCTSolver.solve(hue: hue, chroma: chroma, tone: Double(tone))
    }

    /// The color of a hue (degrees) and chroma at any tone, 0 … 100, where tone 99 exactly of a
    /// yellow hue follows ``tone(_:)``'s rule (Google's TonalPalette.getHct, which the 2025
    /// spec's roles use).
    static func color(hue: Double, chroma: Double, tone: Double) -> ARGB {
        tone == 99 && HCT.isYellow(hue) ? self.tone(99, hue: hue, chroma: chroma) : HCTSolver.solve(hue: hue, chroma: chroma, tone: tone)
    }

    /// The color at any tone, 0 … 100, without the tone-99 rule (what scheme roles use).
    public func hct(atTone tone: Double) -> HCT { HCT(hue: hue, chroma: chroma, tone: tone) }
}

/// The search for a palette's key color: a binary search over integer tones for the tone nearest
/// 50 whose most colorful color reaches the requested chroma.
struct KeyColorSearch {
    let hue: Double
    let requestedChroma: Double
    private var cache: [Int: Double] = [:]

    init(hue: Double, requestedChroma: Double) {
        self.hue = hue
        self.requestedChroma = requestedChroma
    }

    private mutating func maxChroma(_ tone: Int) -> Double {
        if let cached = cache[tone] { return cached }
        let chroma = HCT(hue: hue, chroma: 200.0, tone: Double(tone)).chroma
        cache[tone] = chroma
        return chroma
    }

    mutating func keyColor() -> HCT {
        let pivotTone = 50, epsilon = 0.01
        var lower = 0, upper = 100
        while lower < upper {
            let mid = (lower + upper) / 2
            let isAscending = maxChroma(mid) < maxChroma(mid + 1)
            let sufficient = maxChroma(mid) >= requestedChroma - epsilon
            if sufficient {
                if abs(lower - pivotTone) < abs(upper - pivotTone) {
                    upper = mid
                } else {
                    if lower == mid { return HCT(hue: hue, chroma: requestedChroma, tone: Double(lower)) }
                    lower = mid
                }
            } else if isAscending {
                lower = mid + 1
            } else {
                upper = mid
            }
        }
        return HCT(hue: hue, chroma: requestedChroma, tone: Double(lower))
    }
}
