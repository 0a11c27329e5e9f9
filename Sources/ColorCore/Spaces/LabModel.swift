import Foundation

/// CIE Lab (D50, as CSS `lab()`) and OKLab, each to and from its XYZ.
enum LabModel {
    private static let kappa = 24389.0 / 27.0
    private static let epsilon = 216.0 / 24389.0
    private static let d50White = Chromaticity.d50.xyz

    static func xyzD50ToLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        let scaled = xyz / d50White
        func f(_ v: Double) -> Double { v > epsilon ? cbrt(v) : (kappa * v + 16) / 116 }
        let fx = f(scaled.x), fy = f(scaled.y), fz = f(scaled.z)
        return SIMD3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    static func labToXYZD50(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let fy = (lab.x + 16) / 116
        let fx = lab.y / 500 + fy
        let fz = fy - lab.z / 200
        let x = fx * fx * fx > epsilon ? fx * fx * fx : (116 * fx - 16) / kappa
        let y = lab.x > kappa * epsilon ? fy * fy * fy : lab.x / kappa
        let z = fz * fz * fz > epsilon ? fz * fz * fz : (116 * fz - 16) / kappa
        return SIMD3(x, y, z) * d50White
    }

    // OKLab's matrices as CSS Color 4 publishes them (recomputed for the CSS D65 white).
    private static let xyzToLMS = Matrix3(
        SIMD3(0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
        SIMD3(0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
        SIMD3(0.0481771893596242, 0.2642395317527308, 0.6335478284694309))
    private static let lmsToXYZ = Matrix3(
        SIMD3(1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        SIMD3(-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        SIMD3(-0.0763729366746601, -0.4214933324022432, 1.5869240198367816))
    private static let lmsToOKLab = Matrix3(
        SIMD3(0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
        SIMD3(1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
        SIMD3(0.0259040424655478, 0.7827717124575296, -0.8086757549230774))
    private static let oklabToLMS = Matrix3(
        SIMD3(1.0000000000000000, 0.3963377773761749, 0.2158037573099136),
        SIMD3(1.0000000000000000, -0.1055613458156586, -0.0638541728258133),
        SIMD3(1.0000000000000000, -0.0894841775298119, -1.2914855480194092))

    static func xyzD65ToOKLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        let lms = xyzToLMS * xyz
        return lmsToOKLab * SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z))
    }

    static func oklabToXYZD65(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let lms = oklabToLMS * lab
        return lmsToXYZ * (lms * lms * lms)
    }
}

/// The polar forms (LCH, OKLCH) of the rectangular Lab spaces.
enum PolarModel {
    /// LCH chroma below which the hue is powerless.
    static let lchAchromaticChroma = 1e-4
    /// OKLCH chroma below which the hue is powerless.
    static let oklchAchromaticChroma = 1e-7

    static func toPolar(_ lab: SIMD3<Double>, achromaticChroma: Double) -> SIMD3<Double> {
        let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
        let hue = chroma < achromaticChroma ? Double.nan : Hue.normalized(atan2(lab.z, lab.y) * 180 / .pi)
        return SIMD3(lab.x, chroma, hue)
    }

    static func toRectangular(_ lch: SIMD3<Double>) -> SIMD3<Double> {
        let radians = lch.z * .pi / 180
        return SIMD3(lch.x, lch.y * cos(radians), lch.y * sin(radians))
    }
}
