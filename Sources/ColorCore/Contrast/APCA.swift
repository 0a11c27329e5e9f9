import Foundation

/// APCA, the Accessible Perceptual Contrast Algorithm, version **APCA-W3 0.0.98G** (the "G"
/// constants, 4g base), as its authors publish it for WCAG 3 drafts.
///
/// APCA is not symmetric: it predicts the perceived lightness contrast of *text* over a
/// *background*. The result, Lc, is about −108 … 106: positive for dark text on a light
/// background, negative for light text on a dark one, 0 when the contrast is under the 10%
/// clamp. Colors are read as sRGB (clipped into its gamut); opacity is ignored.
public enum APCA {
    /// The exact version this implementation follows.
    public static let version = "APCA-W3 0.0.98G"

    // The published 0.0.98G constants.
    static let mainTRC = 2.4
    static let coefficients = SIMD3(0.2126729, 0.7151522, 0.0721750)
    static let normBG = 0.56, normTXT = 0.57, revTXT = 0.62, revBG = 0.65
    static let blackThreshold = 0.022, blackClamp = 1.414
    static let scale = 1.14, offset = 0.027, minimumDeltaY = 0.0005, lowClip = 0.1

    /// The smallest |Lc| other than 0 that APCA reports, 7.3: its 10% clamp less its 2.7 offset.
    /// No pair of colors has an |Lc| strictly between 0 and this.
    public static let smallestNonzeroLc = (lowClip - offset) * 100

    /// APCA's screen luminance Y of a color, 0 … 1: each sRGB channel (clipped to 0 … 1) to the
    /// power 2.4, weighted by the sRGB luminance coefficients. Not the WCAG luminance, which
    /// uses the piecewise sRGB curve.
    public static func screenLuminance(_ color: Color) -> Double {
        let c = color.gamutMapped(to: .srgb, method: .clip).components
        let clipped = SIMD3(c.x.isNaN ? 0 : c.x, c.y.isNaN ? 0 : c.y, c.z.isNaN ? 0 : c.z)
            .clamped(lowerBound: .zero, upperBound: .one)
        let linear = SIMD3(pow(clipped.x, mainTRC), pow(clipped.y, mainTRC), pow(clipped.z, mainTRC))
        return (linear * coefficients).sum()
    }

    /// Lc from two screen luminances (see ``screenLuminance(_:)``), each about 0 … 1 (white is
    /// 1.0000001, the sum of the coefficients). Negative values and NaN read as 0, values above
    /// 1.1 as 1.1.
    public static func lightnessContrast(textLuminance: Double, backgroundLuminance: Double) -> Double {
        func softClamp(_ y: Double) -> Double {
            let y = y.isNaN ? 0 : min(max(y, 0), 1.1)
            return y < blackThreshold ? y + pow(blackThreshold - y, blackClamp) : y
        }
        let text = softClamp(textLuminance), background = softClamp(backgroundLuminance)
        guard abs(background - text) >= minimumDeltaY else { return 0 }
        if background > text {
            // Normal polarity: dark text on a light background.
            let sapc = (pow(background, normBG) - pow(text, normTXT)) * scale
            return sapc < lowClip ? 0 : (sapc - offset) * 100
        }
        // Reverse polarity: light text on a dark background.
        let sapc = (pow(background, revBG) - pow(text, revTXT)) * scale
        return sapc > -lowClip ? 0 : (sapc + offset) * 100
    }
}

extension Color {
    /// The APCA lightness contrast Lc (``APCA/version``) of this color as text over `background`,
    /// about −108 … 106: positive for dark-on-light, negative for light-on-dark, 0 below the
    /// 10% clamp. Swapping the colors changes the magnitude, not only the sign.
    public func apcaContrast(on background: Color) -> Double {
        APCA.lightnessContrast(textLuminance: APCA.screenLuminance(self),
                               backgroundLuminance: APCA.screenLuminance(background))
    }
}
