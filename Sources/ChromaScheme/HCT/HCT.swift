import ColorCore

/// Google's HCT color: CAM16 hue and chroma with CIELAB L* as tone. An HCT value always stands
/// for a displayable sRGB color (``argb``); asking for a hue, chroma and tone sRGB cannot show
/// gives the color of that hue and tone with the most chroma sRGB has.
public struct HCT: Hashable, Sendable {
    /// CAM16 hue, degrees 0 ..< 360.
    public let hue: Double
    /// CAM16 chroma, 0 … about 150 (sRGB's most colorful blue).
    public let chroma: Double
    /// CIELAB L*, 0 (black) … 100 (white).
    public let tone: Double
    /// The sRGB color this value stands for.
    public let argb: ARGB

    /// The HCT of an sRGB color.
    public init(_ argb: ARGB) {
        let cam = CAM16(argb)
        hue = cam.hue
        chroma = cam.chroma
        tone = argb.lstar
        self.argb = argb
    }

    /// The color nearest a hue (degrees, any; taken modulo 360), chroma (0 or more) and tone
    /// (0 … 100) that sRGB can show: the same hue and tone with chroma lowered as far as needed.
    /// Tones beyond 0 … 100 give black or white; a hue or chroma that is not finite gives a gray
    /// or black, never a crash.
    public init(hue: Double, chroma: Double, tone: Double) {
        self.init(HCTSolver.solve(hue: hue, chroma: chroma, tone: tone))
    }

    /// The HCT of a color (gamut-mapped into sRGB and rounded to 8 bits first).
    public init(_ color: Color) {
        let c = color.rgba8
        self.init(ARGB(red: Int(c.r), green: Int(c.g), blue: Int(c.b)))
    }

    /// The color as a ColorCore sRGB color.
    public var color: Color { argb.color }

    /// Whether a hue (degrees) is one of Material's yellows, 105 ..< 125.
    static func isYellow(_ hue: Double) -> Bool { hue >= 105 && hue < 125 }

    /// Whether a hue (degrees) is one of Material's blues, 250 ..< 270.
    static func isBlue(_ hue: Double) -> Bool { hue >= 250 && hue < 270 }

    /// Whether a hue (degrees) is one of Material's cyans, 170 ..< 207.
    static func isCyan(_ hue: Double) -> Bool { hue >= 170 && hue < 207 }

    public static func == (a: HCT, b: HCT) -> Bool { a.argb == b.argb }
    public func hash(into hasher: inout Hasher) { hasher.combine(argb) }
}
