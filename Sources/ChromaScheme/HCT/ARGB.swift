import Foundation

/// An opaque 8-bit sRGB color packed as 0xRRGGBB, the value Material's algorithms work in, and
/// the conversions they use (sRGB ↔ linear, XYZ, CIELAB L*), written with Material's constants so
/// that results equal Google's material-color-utilities bit for bit.
public struct ARGB: Hashable, Sendable, CustomStringConvertible {
    /// The packed channels, 0xRRGGBB (0 … 0xFFFFFF).
    public var rgb: UInt32

    /// A color from packed channels; bits above the lowest 24 are ignored.
    public init(rgb: UInt32) { self.rgb = rgb & 0xFF_FFFF }

    /// A color from three channels, each 0 … 255.
    public init(red: Int, green: Int, blue: Int) {
        rgb = UInt32(red & 0xFF) << 16 | UInt32(green & 0xFF) << 8 | UInt32(blue & 0xFF)
    }

    /// The red channel, 0 … 255.
    public var red: Int { Int(rgb >> 16 & 0xFF) }
    /// The green channel, 0 … 255.
    public var green: Int { Int(rgb >> 8 & 0xFF) }
    /// The blue channel, 0 … 255.
    public var blue: Int { Int(rgb & 0xFF) }

    /// Lowercase `#rrggbb`.
    public var hex: String {
        let digits = String(rgb, radix: 16)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }

    public var description: String { hex }

    /// The white point of D65 in XYZ, Y = 100.
    static let whitePoint = SIMD3(95.047, 100.0, 108.883)

    /// Linear sRGB (0 … 100) to XYZ, Material's matrix.
    static let srgbToXYZ: [[Double]] = [
        [0.41233895, 0.35762064, 0.18051042],
        [0.2126, 0.7152, 0.0722],
        [0.01932141, 0.11916382, 0.95034478],
    ]

    /// XYZ to linear sRGB, Material's matrix.
    static let xyzToSRGB: [[Double]] = [
        [3.2413774792388685, -1.5376652402851851, -0.49885366846268053],
        [-0.9691452513005321, 1.8758853451067872, 0.04156585616912061],
        [0.05562093689691305, -0.20395524564742123, 1.0571799111220335],
    ]

    /// An 8-bit channel (0 … 255) to linear light, 0 … 100.
    static func linearized(_ component: Int) -> Double { linearized(Double(component)) }

    /// An 8-bit level, possibly fractional (0 … 255), to linear light, 0 … 100.
    static func linearized(_ component: Double) -> Double {
        let normalized = component / 255.0
        if normalized <= 0.040449936 { return normalized / 12.92 * 100.0 }
        return pow((normalized + 0.055) / 1.055, 2.4) * 100.0
    }

    /// Linear light (0 … 100) to an 8-bit channel, rounded half up (as Math.round) and clamped.
    static func delinearized(_ component: Double) -> Int {
        let normalized = component / 100.0
        let value = normalized <= 0.0031308 ? normalized * 12.92 : 1.055 * pow(normalized, 1.0 / 2.4) - 0.055
        return min(max(roundHalfUp(value * 255.0), 0), 255)
    }

    /// Java's and JavaScript's `Math.round`: the nearest integer, halves toward +∞. A NaN gives 0.
    static func roundHalfUp(_ value: Double) -> Int {
        let rounded = (value + 0.5).rounded(.down)
        guard rounded.isFinite else { return 0 }
        return Int(max(min(rounded, 1e15), -1e15))
    }

    /// A color from linear sRGB channels, each 0 … 100.
    init(linearRGB: SIMD3<Double>) {
        self.init(red: Self.delinearized(linearRGB.x), green: Self.delinearized(linearRGB.y), blue: Self.delinearized(linearRGB.z))
    }

    /// A color from XYZ (Y 0 … 100).
    init(x: Double, y: Double, z: Double) {
        let m = Self.xyzToSRGB
        let r = m[0][0] * x + m[0][1] * y + m[0][2] * z
        let g = m[1][0] * x + m[1][1] * y + m[1][2] * z
        let b = m[2][0] * x + m[2][1] * y + m[2][2] * z
        self.init(red: Self.delinearized(r), green: Self.delinearized(g), blue: Self.delinearized(b))
    }

    /// The gray of a CIELAB lightness L*, 0 … 100.
    init(lstar: Double) {
        let component = Self.delinearized(Self.yFromLstar(lstar))
        self.init(red: component, green: component, blue: component)
    }

    /// The channels in linear light, each 0 … 100.
    var linearRGB: SIMD3<Double> { SIMD3(Self.linearized(red), Self.linearized(green), Self.linearized(blue)) }

    /// XYZ, Y 0 … 100.
    var xyz: SIMD3<Double> {
        let l = linearRGB, m = Self.srgbToXYZ
        return SIMD3(l.x * m[0][0] + l.y * m[0][1] + l.z * m[0][2],
                     l.x * m[1][0] + l.y * m[1][1] + l.z * m[1][2],
                     l.x * m[2][0] + l.y * m[2][1] + l.z * m[2][2])
    }

    /// CIELAB L*, a*, b* (D65).
    var lab: SIMD3<Double> {
        let m = Self.srgbToXYZ, l = linearRGB
        let x = m[0][0] * l.x + m[0][1] * l.y + m[0][2] * l.z
        let y = m[1][0] * l.x + m[1][1] * l.y + m[1][2] * l.z
        let z = m[2][0] * l.x + m[2][1] * l.y + m[2][2] * l.z
        let fx = Self.labF(x / Self.whitePoint.x), fy = Self.labF(y / Self.whitePoint.y), fz = Self.labF(z / Self.whitePoint.z)
        return SIMD3(116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz))
    }

    /// CIELAB L*, 0 … 100: the tone of HCT.
    var lstar: Double { 116.0 * Self.labF(xyz.y / 100.0) - 16.0 }

    /// Relative luminance Y (0 … 100) of a lightness L* (0 … 100).
    static func yFromLstar(_ lstar: Double) -> Double { 100.0 * labInverseF((lstar + 16.0) / 116.0) }

    /// Lightness L* (0 … 100) of a relative luminance Y (0 … 100).
    static func lstarFromY(_ y: Double) -> Double { labF(y / 100.0) * 116.0 - 16.0 }

    static func labF(_ t: Double) -> Double {
        let e = 216.0 / 24389.0, kappa = 24389.0 / 27.0
        return t > e ? pow(t, 1.0 / 3.0) : (kappa * t + 16) / 116
    }

    static func labInverseF(_ ft: Double) -> Double {
        let e = 216.0 / 24389.0, kappa = 24389.0 / 27.0
        let ft3 = ft * ft * ft
        return ft3 > e ? ft3 : (116 * ft - 16) / kappa
    }
}

/// Degrees brought into 0 ..< 360 as Material does (a remainder, then +360 when negative).
@inline(__always)
func sanitizedDegrees(_ degrees: Double) -> Double {
    let remainder = degrees.truncatingRemainder(dividingBy: 360.0)
    return remainder < 0 ? remainder + 360.0 : remainder
}

/// Integer degrees brought into 0 ..< 360.
@inline(__always)
func sanitizedDegrees(_ degrees: Int) -> Int {
    let remainder = degrees % 360
    return remainder < 0 ? remainder + 360 : remainder
}
