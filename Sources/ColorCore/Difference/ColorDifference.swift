import Foundation

/// A color-difference formula.
public enum DeltaEMethod: String, CaseIterable, Hashable, Sendable {
    /// CIE76: Euclidean distance in CIE Lab (D50). About 2.3 is a just-noticeable difference.
    case cie76 = "76"
    /// CIEDE2000 in CIE Lab (D50), with kL = kC = kH = 1. About 1 is a just-noticeable difference.
    case ciede2000 = "2000"
    /// ΔEOK: Euclidean distance in OKLab. About 0.02 is a just-noticeable difference.
    case ok
}

extension Color {
    /// The difference between two colors by a formula. Opacity is ignored.
    public func deltaE(_ other: Color, method: DeltaEMethod = .ciede2000) -> Double {
        switch method {
        case .cie76:
            return Self.distance(components(in: .lab), other.components(in: .lab))
        case .ok:
            return deltaEOK(other)
        case .ciede2000:
            return ColorDifference.ciede2000(components(in: .lab), other.components(in: .lab))
        }
    }

    /// ΔEOK, the Euclidean distance in OKLab.
    public func deltaEOK(_ other: Color) -> Double {
        Self.distance(components(in: .oklab), other.components(in: .oklab))
    }

    private static func distance(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
        let d = a - b
        return (d * d).sum().squareRoot()
    }
}

/// Color-difference formulas on raw components.
public enum ColorDifference {
    /// CIEDE2000 between two CIE Lab triples (L 0…100), kL = kC = kH = 1, following Sharma, Wu
    /// and Dalal (2005), including their notes on hue angles at a chroma of zero.
    public static func ciede2000(_ lab1: SIMD3<Double>, _ lab2: SIMD3<Double>) -> Double {
        let (l1, a1, b1) = (lab1.x, lab1.y, lab1.z)
        let (l2, a2, b2) = (lab2.x, lab2.y, lab2.z)
        let pow25to7 = 6103515625.0  // 25^7
        let c1 = (a1 * a1 + b1 * b1).squareRoot()
        let c2 = (a2 * a2 + b2 * b2).squareRoot()
        let meanC = (c1 + c2) / 2
        let meanC7 = pow(meanC, 7)
        let g = 0.5 * (1 - (meanC7 / (meanC7 + pow25to7)).squareRoot())
        let a1p = (1 + g) * a1, a2p = (1 + g) * a2
        let c1p = (a1p * a1p + b1 * b1).squareRoot()
        let c2p = (a2p * a2p + b2 * b2).squareRoot()
        func hueAngle(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) * 180 / .pi
            return h < 0 ? h + 360 : h
        }
        let h1p = hueAngle(b1, a1p), h2p = hueAngle(b2, a2p)

        let deltaLp = l2 - l1
        let deltaCp = c2p - c1p
        var deltahp = 0.0
        if c1p * c2p != 0 {
            deltahp = h2p - h1p
            if deltahp > 180 { deltahp -= 360 } else if deltahp < -180 { deltahp += 360 }
        }
        let deltaHp = 2 * (c1p * c2p).squareRoot() * sin(deltahp / 2 * .pi / 180)

        let meanLp = (l1 + l2) / 2
        let meanCp = (c1p + c2p) / 2
        var meanhp = h1p + h2p
        if c1p * c2p != 0 {
            if abs(h1p - h2p) <= 180 {
                meanhp = (h1p + h2p) / 2
            } else if h1p + h2p < 360 {
                meanhp = (h1p + h2p + 360) / 2
            } else {
                meanhp = (h1p + h2p - 360) / 2
            }
        }
        func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
        let t = 1 - 0.17 * cos(radians(meanhp - 30)) + 0.24 * cos(radians(2 * meanhp))
            + 0.32 * cos(radians(3 * meanhp + 6)) - 0.20 * cos(radians(4 * meanhp - 63))
        let deltaTheta = 30 * exp(-pow((meanhp - 275) / 25, 2))
        let meanCp7 = pow(meanCp, 7)
        let rc = 2 * (meanCp7 / (meanCp7 + pow25to7)).squareRoot()
        let lightnessTerm = (meanLp - 50) * (meanLp - 50)
        let sl = 1 + 0.015 * lightnessTerm / (20 + lightnessTerm).squareRoot()
        let sc = 1 + 0.045 * meanCp
        let sh = 1 + 0.015 * meanCp * t
        let rt = -sin(radians(2 * deltaTheta)) * rc

        let dl = deltaLp / sl, dc = deltaCp / sc, dh = deltaHp / sh
        return (dl * dl + dc * dc + dh * dh + rt * dc * dh).squareRoot()
    }
}
