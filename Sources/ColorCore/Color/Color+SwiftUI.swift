/// The initialisers SwiftUI users know.
extension Color {
    /// An sRGB color, as SwiftUI's `Color(red:green:blue:opacity:)`.
    /// - Parameters: red, green, blue: 0…1 (values outside extend the gamut); opacity: 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.srgb, red, green, blue, opacity: opacity)
    }

    /// An HSB color, as SwiftUI's `Color(hue:saturation:brightness:opacity:)`.
    /// - Parameters:
    ///   - hue: a fraction of a turn, 0…1 (1 is red again; any value wraps).
    ///   - saturation: 0…1.
    ///   - brightness: 0…1.
    ///   - opacity: 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init(.hsb, Hue.normalized(hue * 360), saturation, brightness, opacity: opacity)
    }

    /// An HSB color with the hue in degrees (any value wraps into 0…360).
    public init(hueDegrees: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init(.hsb, Hue.normalized(hueDegrees), saturation, brightness, opacity: opacity)
    }

    /// A gray, as SwiftUI's `Color(white:opacity:)`: white 0 (black) … 1 (white), in sRGB.
    public init(white: Double, opacity: Double = 1) {
        self.init(.srgb, white, white, white, opacity: opacity)
    }

    /// A color from 8-bit sRGB channels, 0…255 each (opacity 0…1).
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, opacity: Double = 1) {
        self.init(.srgb, Double(red8) / 255, Double(green8) / 255, Double(blue8) / 255, opacity: opacity)
    }

    /// Opaque black.
    public static let black = Color(.srgb, 0, 0, 0)
    /// Opaque white.
    public static let white = Color(.srgb, 1, 1, 1)
    /// Fully transparent black, CSS's `transparent`.
    public static let clear = Color(.srgb, 0, 0, 0, opacity: 0)

    /// The color with its opacity multiplied by `value` (0…1), as SwiftUI's `opacity(_:)`:
    /// `Color.black.opacity(0.2)` is black at 20%, and `.opacity(0.5).opacity(0.5)` is at 25%.
    /// An adaptive color stays adaptive (every appearance's value is multiplied). A missing
    /// opacity (`none`) stays missing.
    public func opacity(_ value: Double) -> Color {
        mapAppearances { color in
            var copy = color
            copy.opacity = color.opacity * value
            return copy
        }
    }

    /// The sRGB components, gamma-encoded, unclamped (0…1 in gamut).
    public var srgb: SIMD3<Double> { components(in: .srgb) }

    /// The HSB components: hue as a fraction 0…1 (SwiftUI's convention, 0 when powerless),
    /// saturation and brightness 0…1.
    public var hsb: (hue: Double, saturation: Double, brightness: Double) {
        let c = components(in: .hsb)
        return (c.x.isNaN ? 0 : c.x / 360, c.y, c.z)
    }
}
