/// A CIE 1931 xy chromaticity, and the white points and RGB primaries the color core uses.
public struct Chromaticity: Hashable, Sendable {
    /// CIE x, 0…1.
    public var x: Double
    /// CIE y, 0…1 (never 0 for a real white point or primary).
    public var y: Double

    /// Creates a chromaticity.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The XYZ of this chromaticity at luminance Y = 1.
    public var xyz: SIMD3<Double> {
        SIMD3(x / y, 1, (1 - x - y) / y)
    }

    /// CIE D65, as CSS Color 4 gives it (x 0.3127, y 0.3290).
    public static let d65 = Chromaticity(x: 0.3127, y: 0.3290)
    /// CIE D50, as CSS Color 4 gives it (x 0.3457, y 0.3585).
    public static let d50 = Chromaticity(x: 0.3457, y: 0.3585)
}

/// The primaries and white point of an RGB color space, from which its matrices follow.
struct RGBPrimaries: Sendable {
    var red: Chromaticity
    var green: Chromaticity
    var blue: Chromaticity
    var white: Chromaticity

    /// The matrix from linear-light RGB to XYZ relative to this space's own white (Y of white = 1).
    var toXYZ: Matrix3 {
        let p = Matrix3(columns: red.xyz, green.xyz, blue.xyz)
        let s = p.inverse * white.xyz
        return p * Matrix3(diagonal: s)
    }

    static let srgb = RGBPrimaries(
        red: .init(x: 0.64, y: 0.33), green: .init(x: 0.30, y: 0.60),
        blue: .init(x: 0.15, y: 0.06), white: .d65)
    static let displayP3 = RGBPrimaries(
        red: .init(x: 0.680, y: 0.320), green: .init(x: 0.265, y: 0.690),
        blue: .init(x: 0.150, y: 0.060), white: .d65)
    static let a98RGB = RGBPrimaries(
        red: .init(x: 0.64, y: 0.33), green: .init(x: 0.21, y: 0.71),
        blue: .init(x: 0.15, y: 0.06), white: .d65)
    static let rec2020 = RGBPrimaries(
        red: .init(x: 0.708, y: 0.292), green: .init(x: 0.170, y: 0.797),
        blue: .init(x: 0.131, y: 0.046), white: .d65)
    static let prophotoRGB = RGBPrimaries(
        red: .init(x: 0.734699, y: 0.265301), green: .init(x: 0.159597, y: 0.840403),
        blue: .init(x: 0.036598, y: 0.000105), white: .d50)
}

/// Chromatic adaptation between D65 and D50 by the linear Bradford transform, as CSS Color 4.
enum ChromaticAdaptation {
    private static let bradford = Matrix3(
        SIMD3(0.8951, 0.2664, -0.1614),
        SIMD3(-0.7502, 1.7135, 0.0367),
        SIMD3(0.0389, -0.0685, 1.0296))

    static func matrix(from source: Chromaticity, to destination: Chromaticity) -> Matrix3 {
        let coneSource = bradford * source.xyz
        let coneDestination = bradford * destination.xyz
        return bradford.inverse * Matrix3(diagonal: coneDestination / coneSource) * bradford
    }

    static let d65ToD50 = matrix(from: .d65, to: .d50)
    static let d50ToD65 = d65ToD50.inverse
}
