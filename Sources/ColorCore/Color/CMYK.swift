/// A device CMYK color with the naive formula of the reference articles (no ink profile).
///
/// K = 1 − max(R, G, B); C = (1 − R − K) / (1 − K), and so on; black (K = 1) has C = M = Y = 0.
/// The inverse is R = (1 − C)(1 − K). All components 0…1 for sRGB colors in gamut.
public struct CMYK: Hashable, Sendable {
    /// Cyan, 0…1.
    public var cyan: Double
    /// Magenta, 0…1.
    public var magenta: Double
    /// Yellow, 0…1.
    public var yellow: Double
    /// Black (key), 0…1.
    public var black: Double

    /// Creates a CMYK value.
    public init(cyan: Double, magenta: Double, yellow: Double, black: Double) {
        self.cyan = cyan
        self.magenta = magenta
        self.yellow = yellow
        self.black = black
    }

    /// The CMYK value of gamma-encoded sRGB components.
    public init(srgb: SIMD3<Double>) {
        let k = 1 - srgb.max()
        if k >= 1 {
            self.init(cyan: 0, magenta: 0, yellow: 0, black: 1)
            return
        }
        let c = (1 - srgb - k) / (1 - k)
        self.init(cyan: c.x, magenta: c.y, yellow: c.z, black: k)
    }

    /// The gamma-encoded sRGB components.
    public var srgb: SIMD3<Double> {
        (1 - SIMD3(cyan, magenta, yellow)) * (1 - black)
    }
}

extension Color {
    /// An sRGB color from device CMYK, as the reference articles' `Color(cyan:magenta:yellow:black:)`.
    /// All parameters 0…1.
    public init(cyan: Double, magenta: Double, yellow: Double, black: Double, opacity: Double = 1) {
        let cmyk = CMYK(cyan: cyan, magenta: magenta, yellow: yellow, black: black)
        self.init(.srgb, cmyk.srgb, opacity: opacity)
    }

    /// The device CMYK of this color: the sRGB color, gamut-mapped into sRGB first (CSS Color 4's
    /// mapping) so every ink is within 0…1, then the articles' naive formula.
    public var cmyk: CMYK {
        let rgb = gamutMapped(to: .srgb).components(in: .srgb)
        return CMYK(srgb: SIMD3(rgb.x.isNaN ? 0 : rgb.x, rgb.y.isNaN ? 0 : rgb.y, rgb.z.isNaN ? 0 : rgb.z))
    }
}
