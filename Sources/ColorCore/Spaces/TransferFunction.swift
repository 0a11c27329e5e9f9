import Foundation

/// The transfer functions (gamma encodings) of the RGB spaces, extended to the whole real line
/// by mirroring through zero, as CSS Color 4 does, so out-of-range values survive a round trip.
enum TransferFunction: Sendable {
    /// IEC 61966-2-1, shared by sRGB and Display P3.
    case srgb
    /// Adobe RGB (1998): a pure power of 563/256.
    case a98RGB
    /// ProPhoto RGB: a power of 1.8 with a linear toe below 1/512.
    case prophotoRGB
    /// ITU-R BT.2020 as displayed: the BT.1886 EOTF with a black level of 0, a pure power of 2.4.
    case rec2020

    /// Gamma-encoded value to linear light.
    func toLinear(_ v: Double) -> Double {
        let a = abs(v)
        let sign: Double = v < 0 ? -1 : 1
        switch self {
        case .srgb:
            return a <= 0.04045 ? v / 12.92 : sign * pow((a + 0.055) / 1.055, 2.4)
        case .a98RGB:
            return sign * pow(a, 563.0 / 256.0)
        case .prophotoRGB:
            return a <= 16.0 / 512.0 ? v / 16 : sign * pow(a, 1.8)
        case .rec2020:
            return sign * pow(a, 2.4)
        }
    }

    /// Linear light to the gamma-encoded value.
    func fromLinear(_ v: Double) -> Double {
        let a = abs(v)
        let sign: Double = v < 0 ? -1 : 1
        switch self {
        case .srgb:
            return a <= 0.0031308 ? v * 12.92 : sign * (1.055 * pow(a, 1 / 2.4) - 0.055)
        case .a98RGB:
            return sign * pow(a, 256.0 / 563.0)
        case .prophotoRGB:
            return a < 1.0 / 512.0 ? v * 16 : sign * pow(a, 1 / 1.8)
        case .rec2020:
            return sign * pow(a, 1 / 2.4)
        }
    }

    func toLinear(_ c: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(toLinear(c.x), toLinear(c.y), toLinear(c.z))
    }

    func fromLinear(_ c: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(fromLinear(c.x), fromLinear(c.y), fromLinear(c.z))
    }
}
