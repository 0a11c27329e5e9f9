import Foundation

/// HSL, HSB (HSV) and HWB, the cylindrical forms of sRGB, with the formulas of CSS Color 4.
/// Hues are in degrees; a powerless hue comes out as NaN.
enum CylindricalModel {
    /// Saturation below which HSL and HSB hues are powerless.
    static let achromaticSaturation = 1e-6
    /// The largest difference between RGB channels that is still gray (rounding in conversions
    /// from Lab and OKLab leaves about 1e-15 to 1e-12; an 8-bit level is 4e-3).
    static let achromaticDelta = 1e-9

    /// The hue in degrees of an RGB triple, NaN when its channels are all equal.
    private static func hue(_ rgb: SIMD3<Double>, max: Double, delta: Double) -> Double {
        guard delta != 0 else { return .nan }
        let (r, g, b) = (rgb.x, rgb.y, rgb.z)
        let sector: Double
        if max == r {
            sector = (g - b) / delta + (g < b ? 6 : 0)
        } else if max == g {
            sector = (b - r) / delta + 2
        } else {
            sector = (r - g) / delta + 4
        }
        return Hue.normalized(sector * 60)
    }

    static func srgbToHSL(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        let maxValue = rgb.max(), minValue = rgb.min()
        let delta = maxValue - minValue
        let lightness = (maxValue + minValue) / 2
        var hue = hue(rgb, max: maxValue, delta: delta)
        var saturation = 0.0
        // Channels equal to within conversion noise are gray: near white or black, where
        // min(l, 1 − l) is as small as that noise, the quotient below would be any number.
        if delta > achromaticDelta, lightness != 0, lightness != 1 {
            saturation = (maxValue - lightness) / min(lightness, 1 - lightness)
        }
        if saturation < 0 {  // extended-range input: the hue turns round
            hue = Hue.normalized(hue + 180)
            saturation = -saturation
        }
        if abs(saturation) < achromaticSaturation || lightness == 0 || abs(1 - lightness) < achromaticSaturation {
            hue = .nan
        }
        return SIMD3(hue, saturation, lightness)
    }

    static func hslToSRGB(_ hsl: SIMD3<Double>) -> SIMD3<Double> {
        let (h, s, l) = (Hue.normalized(hsl.x), hsl.y, hsl.z)
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(channel(0), channel(8), channel(4))
    }

    static func srgbToHSB(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        let maxValue = rgb.max(), minValue = rgb.min()
        let delta = maxValue - minValue
        var hue = hue(rgb, max: maxValue, delta: delta)
        let saturation = maxValue == 0 ? 0 : delta / maxValue
        if abs(saturation) < achromaticSaturation || maxValue == 0 { hue = .nan }
        return SIMD3(hue, saturation, maxValue)
    }

    static func hsbToSRGB(_ hsb: SIMD3<Double>) -> SIMD3<Double> {
        let (h, s, v) = (Hue.normalized(hsb.x), hsb.y, hsb.z)
        func channel(_ n: Double) -> Double {
            let k = (n + h / 60).truncatingRemainder(dividingBy: 6)
            return v - v * s * max(0, min(k, 4 - k, 1))
        }
        return SIMD3(channel(5), channel(3), channel(1))
    }

    static func hsbToHWB(_ hsb: SIMD3<Double>) -> SIMD3<Double> {
        let (h, s, v) = (hsb.x, hsb.y, hsb.z)
        let whiteness = (1 - s) * v
        let blackness = 1 - v
        let hue = whiteness + blackness >= 1 - 1e-7 ? Double.nan : h
        return SIMD3(hue, whiteness, blackness)
    }

    static func hwbToHSB(_ hwb: SIMD3<Double>) -> SIMD3<Double> {
        let (h, w, b) = (hwb.x, hwb.y, hwb.z)
        if w + b >= 1 {
            let gray = w / (w + b)
            return SIMD3(h, 0, gray)
        }
        let v = 1 - b
        let s = v == 0 ? 0 : 1 - w / v
        return SIMD3(h, s, v)
    }
}
