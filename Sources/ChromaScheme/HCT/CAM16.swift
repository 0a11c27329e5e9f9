import Foundation

/// The CAM16 appearance of an sRGB color under ``ViewingConditions/standard``: the hue and
/// chroma of HCT.
struct CAM16: Sendable {
    /// Hue angle h, degrees 0 ..< 360.
    let hue: Double
    /// Chroma C, 0 … about 150 for sRGB colors.
    let chroma: Double

    init(_ color: ARGB) {
        let vc = ViewingConditions.standard
        let redL = ARGB.linearized(color.red), greenL = ARGB.linearized(color.green), blueL = ARGB.linearized(color.blue)
        let x = 0.41233895 * redL + 0.35762064 * greenL + 0.18051042 * blueL
        let y = 0.2126 * redL + 0.7152 * greenL + 0.0722 * blueL
        let z = 0.01932141 * redL + 0.11916382 * greenL + 0.95034478 * blueL

        let rC = 0.401288 * x + 0.650173 * y - 0.051461 * z
        let gC = -0.250268 * x + 1.204414 * y + 0.045854 * z
        let bC = -0.002079 * x + 0.048952 * y + 0.953127 * z
        let rD = vc.rgbD.x * rC, gD = vc.rgbD.y * gC, bD = vc.rgbD.z * bC
        let rAF = pow(vc.fl * abs(rD) / 100.0, 0.42)
        let gAF = pow(vc.fl * abs(gD) / 100.0, 0.42)
        let bAF = pow(vc.fl * abs(bD) / 100.0, 0.42)
        let rA = signum(rD) * 400.0 * rAF / (rAF + 27.13)
        let gA = signum(gD) * 400.0 * gAF / (gAF + 27.13)
        let bA = signum(bD) * 400.0 * bAF / (bAF + 27.13)

        let a = (11.0 * rA + -12.0 * gA + bA) / 11.0
        let b = (rA + gA - 2.0 * bA) / 9.0
        let u = (20.0 * rA + 20.0 * gA + 21.0 * bA) / 20.0
        let p2 = (40.0 * rA + 20.0 * gA + bA) / 20.0
        let atanDegrees = atan2(b, a) * 180.0 / Double.pi
        let hue = sanitizedDegrees(atanDegrees)

        let ac = p2 * vc.nbb
        let j = 100.0 * pow(ac / vc.aw, vc.c * vc.z)
        let huePrime = hue < 20.14 ? hue + 360 : hue
        let eHue = 0.25 * (cos(huePrime * Double.pi / 180.0 + 2.0) + 3.8)
        let p1 = 50000.0 / 13.0 * eHue * vc.nc * vc.ncb
        let t = p1 * (a * a + b * b).squareRoot() / (u + 0.305)
        let alpha = pow(t, 0.9) * pow(1.64 - pow(0.29, vc.n), 0.73)
        self.hue = hue
        self.chroma = alpha * (j / 100.0).squareRoot()
    }
}

/// −1, 0 or 1 by the sign of a number (0 for NaN).
@inline(__always)
func signum(_ x: Double) -> Double { x < 0 ? -1 : (x == 0 ? 0 : (x > 0 ? 1 : 0)) }
