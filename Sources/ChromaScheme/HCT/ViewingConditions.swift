import Foundation

/// CAM16's viewing conditions: the values the appearance model derives from a white point, an
/// adapting luminance, a background and a surround. Material uses one set, ``standard``.
struct ViewingConditions: Sendable {
    let n: Double, aw: Double, nbb: Double, ncb: Double, c: Double, nc: Double
    let rgbD: SIMD3<Double>
    let fl: Double, flRoot: Double, z: Double

    /// Material's (and Google's) defaults: D65, adapting luminance 200/π · Y(L* 50) / 100 cd/m²,
    /// a background of L* 50, average surround (2), the illuminant not discounted.
    static let standard = ViewingConditions(
        whitePoint: ARGB.whitePoint,
        adaptingLuminance: (200.0 / Double.pi) * ARGB.yFromLstar(50.0) / 100.0,
        backgroundLstar: 50.0, surround: 2.0, discountingIlluminant: false)

    /// - Parameters:
    ///   - whitePoint: XYZ of the white, Y = 100.
    ///   - adaptingLuminance: cd/m², more than 0.
    ///   - backgroundLstar: the background's L*, 0 … 100.
    ///   - surround: 0 (dark) … 2 (average).
    init(whitePoint: SIMD3<Double>, adaptingLuminance: Double, backgroundLstar: Double, surround: Double, discountingIlluminant: Bool) {
        let xyz = whitePoint
        let rW = xyz.x * 0.401288 + xyz.y * 0.650173 + xyz.z * -0.051461
        let gW = xyz.x * -0.250268 + xyz.y * 1.204414 + xyz.z * 0.045854
        let bW = xyz.x * -0.002079 + xyz.y * 0.048952 + xyz.z * 0.953127
        let f = 0.8 + surround / 10.0
        func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { (1.0 - t) * a + t * b }
        let c = f >= 0.9 ? lerp(0.59, 0.69, (f - 0.9) * 10.0) : lerp(0.525, 0.59, (f - 0.8) * 10.0)
        var d = discountingIlluminant ? 1.0 : f * (1.0 - (1.0 / 3.6) * exp((-adaptingLuminance - 42.0) / 92.0))
        d = d > 1.0 ? 1.0 : (d < 0.0 ? 0.0 : d)
        let rgbD = SIMD3(d * (100.0 / rW) + 1.0 - d, d * (100.0 / gW) + 1.0 - d, d * (100.0 / bW) + 1.0 - d)
        let k = 1.0 / (5.0 * adaptingLuminance + 1.0)
        let k4 = k * k * k * k
        let k4F = 1.0 - k4
        let fl = k4 * adaptingLuminance + 0.1 * k4F * k4F * pow(5.0 * adaptingLuminance, 1.0 / 3.0)
        let n = ARGB.yFromLstar(backgroundLstar) / whitePoint.y
        let z = 1.48 + n.squareRoot()
        let nbb = 0.725 / pow(n, 0.2)
        let factors = SIMD3(pow(fl * rgbD.x * rW / 100.0, 0.42), pow(fl * rgbD.y * gW / 100.0, 0.42), pow(fl * rgbD.z * bW / 100.0, 0.42))
        let rgbA = SIMD3(400.0 * factors.x / (factors.x + 27.13), 400.0 * factors.y / (factors.y + 27.13), 400.0 * factors.z / (factors.z + 27.13))
        let aw = (2.0 * rgbA.x + rgbA.y + 0.05 * rgbA.z) * nbb
        self.n = n; self.aw = aw; self.nbb = nbb; self.ncb = nbb; self.c = c; self.nc = f
        self.rgbD = rgbD; self.fl = fl; self.flRoot = pow(fl, 0.25); self.z = z
    }
}
