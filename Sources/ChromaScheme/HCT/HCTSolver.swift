import Foundation

/// Finds the sRGB color of an HCT hue, chroma and tone: the exact color when sRGB holds it,
/// otherwise the color of that hue and tone with the most chroma sRGB allows. Material's solver
/// (Newton's method on CAM16 J, then a bisection along the edge of the sRGB cube in linear
/// light), written so that results equal Google's material-color-utilities.
enum HCTSolver {
    static let scaledDiscountFromLinRGB: [[Double]] = [
        [0.001200833568784504, 0.002389694492170889, 0.0002795742885861124],
        [0.0005891086651375999, 0.0029785502573438758, 0.0003270666104008398],
        [0.00010146692491640572, 0.0005364214359186694, 0.0032979401770712076],
    ]
    static let linRGBFromScaledDiscount: [[Double]] = [
        [1373.2198709594231, -1100.4251190754821, -7.278681089101213],
        [-271.815969077903, 559.6580465940733, -32.46047482791194],
        [1.9622899599665666, -57.173814538844006, 308.7233197812385],
    ]
    static let yFromLinRGB = SIMD3(0.2126, 0.7152, 0.0722)

    /// The linear-light value (0 … 100) halfway between two 8-bit levels: planes i and i + 1
    /// of the sRGB cube's staircase, i = 0 … 254.
    static let criticalPlanes: [Double] = (0..<255).map { ARGB.linearized(Double($0) + 0.5) }

    /// The color of a hue (degrees, any), chroma (0 or more) and tone (L*, 0 … 100).
    static func solve(hue hueDegrees: Double, chroma: Double, tone lstar: Double) -> ARGB {
        if chroma < 0.0001 || lstar < 0.0001 || lstar > 99.9999 { return ARGB(lstar: lstar) }
        let hueRadians = sanitizedDegrees(hueDegrees) / 180 * Double.pi
        let y = ARGB.yFromLstar(lstar)
        if let exact = findResultByJ(hueRadians: hueRadians, chroma: chroma, y: y) { return exact }
        return ARGB(linearRGB: bisectToLimit(y: y, targetHue: hueRadians))
    }

    private static func multiply(_ row: SIMD3<Double>, _ m: [[Double]]) -> SIMD3<Double> {
        SIMD3(row.x * m[0][0] + row.y * m[0][1] + row.z * m[0][2],
              row.x * m[1][0] + row.y * m[1][1] + row.z * m[1][2],
              row.x * m[2][0] + row.y * m[2][1] + row.z * m[2][2])
    }

    private static func sanitizedRadians(_ angle: Double) -> Double {
        pythonRemainder(angle + Double.pi * 8, Double.pi * 2)
    }

    /// A floating-point remainder with the divisor's sign (divisor positive here), as Java's
    /// `%` gives for the positive dividends this is called with.
    private static func pythonRemainder(_ a: Double, _ b: Double) -> Double {
        let r = fmod(a, b)
        return (r != 0 && (r < 0) != (b < 0)) ? r + b : r
    }

    private static func trueDelinearized(_ component: Double) -> Double {
        let normalized = component / 100.0
        let value = normalized <= 0.0031308 ? normalized * 12.92 : 1.055 * pow(normalized, 1.0 / 2.4) - 0.055
        return value * 255.0
    }

    private static func chromaticAdaptation(_ component: Double) -> Double {
        let af = pow(abs(component), 0.42)
        return signum(component) * 400.0 * af / (af + 27.13)
    }

    /// The CAM16 hue, radians −π … π, of a linear sRGB color.
    private static func hueOf(_ linrgb: SIMD3<Double>) -> Double {
        let scaled = multiply(linrgb, scaledDiscountFromLinRGB)
        let rA = chromaticAdaptation(scaled.x), gA = chromaticAdaptation(scaled.y), bA = chromaticAdaptation(scaled.z)
        let a = (11.0 * rA + -12.0 * gA + bA) / 11.0
        let b = (rA + gA - 2.0 * bA) / 9.0
        return atan2(b, a)
    }

    private static func areInCyclicOrder(_ a: Double, _ b: Double, _ c: Double) -> Bool {
        sanitizedRadians(b - a) < sanitizedRadians(c - a)
    }

    private static func lerpPoint(_ source: SIMD3<Double>, _ t: Double, _ target: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(source.x + (target.x - source.x) * t, source.y + (target.y - source.y) * t, source.z + (target.z - source.z) * t)
    }

    private static func setCoordinate(_ source: SIMD3<Double>, _ coordinate: Double, _ target: SIMD3<Double>, axis: Int) -> SIMD3<Double> {
        let t = (coordinate - source[axis]) / (target[axis] - source[axis])
        return lerpPoint(source, t, target)
    }

    private static func isBounded(_ x: Double) -> Bool { 0.0 <= x && x <= 100.0 }

    /// The nth of the 12 edges of the sRGB cube crossed by the plane of luminance y, or nil.
    private static func nthVertex(y: Double, _ n: Int) -> SIMD3<Double>? {
        let kR = yFromLinRGB.x, kG = yFromLinRGB.y, kB = yFromLinRGB.z
        let coordA = n % 4 <= 1 ? 0.0 : 100.0
        let coordB = n % 2 == 0 ? 0.0 : 100.0
        if n < 4 {
            let g = coordA, b = coordB
            let r = (y - g * kG - b * kB) / kR
            return isBounded(r) ? SIMD3(r, g, b) : nil
        } else if n < 8 {
            let b = coordA, r = coordB
            let g = (y - r * kR - b * kB) / kG
            return isBounded(g) ? SIMD3(r, g, b) : nil
        } else {
            let r = coordA, g = coordB
            let b = (y - r * kR - g * kG) / kB
            return isBounded(b) ? SIMD3(r, g, b) : nil
        }
    }

    private static func bisectToSegment(y: Double, targetHue: Double) -> (SIMD3<Double>, SIMD3<Double>) {
        var left = SIMD3<Double>(-1, -1, -1), right = left
        var leftHue = 0.0, rightHue = 0.0
        var initialized = false, uncut = true
        for n in 0..<12 {
            guard let mid = nthVertex(y: y, n) else { continue }
            let midHue = hueOf(mid)
            if !initialized {
                left = mid; right = mid; leftHue = midHue; rightHue = midHue
                initialized = true
                continue
            }
            if uncut || areInCyclicOrder(leftHue, midHue, rightHue) {
                uncut = false
                if areInCyclicOrder(leftHue, targetHue, midHue) {
                    right = mid; rightHue = midHue
                } else {
                    left = mid; leftHue = midHue
                }
            }
        }
        return (left, right)
    }

    private static func bisectToLimit(y: Double, targetHue: Double) -> SIMD3<Double> {
        var (left, right) = bisectToSegment(y: y, targetHue: targetHue)
        var leftHue = hueOf(left)
        for axis in 0..<3 where left[axis] != right[axis] {
            var lPlane: Int, rPlane: Int
            if left[axis] < right[axis] {
                lPlane = Int((trueDelinearized(left[axis]) - 0.5).rounded(.down))
                rPlane = Int((trueDelinearized(right[axis]) - 0.5).rounded(.up))
            } else {
                lPlane = Int((trueDelinearized(left[axis]) - 0.5).rounded(.up))
                rPlane = Int((trueDelinearized(right[axis]) - 0.5).rounded(.down))
            }
            for _ in 0..<8 {
                if abs(rPlane - lPlane) <= 1 { break }
                let mPlane = Int((Double(lPlane + rPlane) / 2.0).rounded(.down))
                let mid = setCoordinate(left, criticalPlanes[mPlane], right, axis: axis)
                let midHue = hueOf(mid)
                if areInCyclicOrder(leftHue, targetHue, midHue) {
                    right = mid; rPlane = mPlane
                } else {
                    left = mid; leftHue = midHue; lPlane = mPlane
                }
            }
        }
        return SIMD3((left.x + right.x) / 2, (left.y + right.y) / 2, (left.z + right.z) / 2)
    }

    private static func inverseChromaticAdaptation(_ adapted: Double) -> Double {
        let adaptedAbs = abs(adapted)
        let base = max(0, 27.13 * adaptedAbs / (400.0 - adaptedAbs))
        return signum(adapted) * pow(base, 1.0 / 0.42)
    }

    /// Newton's method on J for the exact color; nil when it falls outside sRGB.
    private static func findResultByJ(hueRadians: Double, chroma: Double, y: Double) -> ARGB? {
        var j = y.squareRoot() * 11.0
        let vc = ViewingConditions.standard
        let tInnerCoefficient = 1 / pow(1.64 - pow(0.29, vc.n), 0.73)
        let eHue = 0.25 * (cos(hueRadians + 2.0) + 3.8)
        let p1 = eHue * (50000.0 / 13.0) * vc.nc * vc.ncb
        let hSin = sin(hueRadians), hCos = cos(hueRadians)
        for iteration in 0..<5 {
            let jNormalized = j / 100.0
            let alpha = chroma == 0.0 || j == 0.0 ? 0.0 : chroma / jNormalized.squareRoot()
            let t = pow(alpha * tInnerCoefficient, 1.0 / 0.9)
            let ac = vc.aw * pow(jNormalized, 1.0 / vc.c / vc.z)
            let p2 = ac / vc.nbb
            let gamma = 23.0 * (p2 + 0.305) * t / (23.0 * p1 + 11 * t * hCos + 108.0 * t * hSin)
            let a = gamma * hCos, b = gamma * hSin
            let rA = (460.0 * p2 + 451.0 * a + 288.0 * b) / 1403.0
            let gA = (460.0 * p2 - 891.0 * a - 261.0 * b) / 1403.0
            let bA = (460.0 * p2 - 220.0 * a - 6300.0 * b) / 1403.0
            let scaled = SIMD3(inverseChromaticAdaptation(rA), inverseChromaticAdaptation(gA), inverseChromaticAdaptation(bA))
            let linrgb = multiply(scaled, linRGBFromScaledDiscount)
            if linrgb.x < 0 || linrgb.y < 0 || linrgb.z < 0 { return nil }
            let fnj = yFromLinRGB.x * linrgb.x + yFromLinRGB.y * linrgb.y + yFromLinRGB.z * linrgb.z
            if fnj <= 0 { return nil }
            if iteration == 4 || abs(fnj - y) < 0.002 {
                if linrgb.x > 100.01 || linrgb.y > 100.01 || linrgb.z > 100.01 { return nil }
                return ARGB(linearRGB: linrgb)
            }
            j = j - (fnj - y) * j / (2 * fnj)
        }
        return nil
    }
}
