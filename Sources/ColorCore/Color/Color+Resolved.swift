/// SwiftUI's concrete color values: `Color.Resolved`, `Color.RGBColorSpace` and the
/// initialisers that take them.
extension Color {
    /// The RGB spaces SwiftUI's initialisers take, as SwiftUI's `Color.RGBColorSpace`.
    public enum RGBColorSpace: String, CaseIterable, Hashable, Sendable {
        /// Gamma-encoded sRGB (the default).
        case sRGB
        /// sRGB with linear light.
        case sRGBLinear
        /// Display P3, gamma-encoded with the sRGB transfer function.
        case displayP3

        /// The color core's space of the same meaning.
        public var colorSpace: ColorSpace {
            switch self {
            case .sRGB: return .srgb
            case .sRGBLinear: return .srgbLinear
            case .displayP3: return .displayP3
            }
        }
    }

    /// A concrete color, as SwiftUI's `Color.Resolved`: red, green and blue in extended sRGB
    /// (gamma-encoded; values outside 0…1 hold colors beyond sRGB such as Display P3's) and an
    /// opacity, stored as linear-light sRGB floats, as SwiftUI stores them.
    ///
    /// `print(resolved)` shows `#RRGGBBAA` (uppercase, the channels clamped to 0…255), as SwiftUI's.
    public struct Resolved: Hashable, Sendable, CustomStringConvertible {
        /// The red component in linear-light extended sRGB (0…1 in sRGB's gamut).
        public var linearRed: Float
        /// The green component in linear-light extended sRGB (0…1 in sRGB's gamut).
        public var linearGreen: Float
        /// The blue component in linear-light extended sRGB (0…1 in sRGB's gamut).
        public var linearBlue: Float
        /// The opacity, 0 (transparent) … 1 (opaque).
        public var opacity: Float

        /// A resolved color from red, green and blue in a space, as SwiftUI's
        /// `Color.Resolved(colorSpace:red:green:blue:opacity:)`. Components outside 0…1 extend
        /// the gamut; opacity 0…1.
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let linear = ColorSpace.convert(SIMD3(Double(red), Double(green), Double(blue)), from: colorSpace.colorSpace, to: .srgbLinear)
            linearRed = Float(linear.x)
            linearGreen = Float(linear.y)
            linearBlue = Float(linear.z)
            self.opacity = opacity
        }

        /// The red component, gamma-encoded extended sRGB (0…1 in sRGB's gamut).
        public var red: Float {
            get { Resolved.encode(linearRed) }
            set { linearRed = Resolved.decode(newValue) }
        }
        /// The green component, gamma-encoded extended sRGB (0…1 in sRGB's gamut).
        public var green: Float {
            get { Resolved.encode(linearGreen) }
            set { linearGreen = Resolved.decode(newValue) }
        }
        /// The blue component, gamma-encoded extended sRGB (0…1 in sRGB's gamut).
        public var blue: Float {
            get { Resolved.encode(linearBlue) }
            set { linearBlue = Resolved.decode(newValue) }
        }

        /// `#RRGGBBAA`, uppercase, each channel clamped to 0…1 and rounded to 8 bits.
        public var description: String {
            func hex(_ v: Float) -> String {
                let byte = UInt8((min(max(v.isNaN ? 0 : v, 0), 1) * 255).rounded())
                return String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
            return "#" + hex(red) + hex(green) + hex(blue) + hex(opacity)
        }

        /// sRGB's transfer function, extended by symmetry to negative values.
        static func encode(_ linear: Float) -> Float {
            Float(TransferFunction.srgb.fromLinear(Double(linear)))
        }

        /// The inverse of ``encode(_:)``.
        static func decode(_ encoded: Float) -> Float {
            Float(TransferFunction.srgb.toLinear(Double(encoded)))
        }
    }

    /// A constant color from red, green and blue in an RGB space, as SwiftUI's
    /// `Color(_:red:green:blue:opacity:)`: `Color(.displayP3, red: 1, green: 0, blue: 0)`.
    /// Components 0…1 (values outside extend the gamut); opacity 0…1.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(colorSpace.colorSpace, red, green, blue, opacity: opacity)
    }

    /// A constant gray in an RGB space, as SwiftUI's `Color(_:white:opacity:)`: white 0 (black)
    /// … 1 (white); opacity 0…1.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace.colorSpace, white, white, white, opacity: opacity)
    }

    /// A constant color from a resolved color, as SwiftUI's `Color(_:)` of a `Color.Resolved`:
    /// an sRGB color with the resolved color's gamma-encoded components.
    public init(_ resolved: Resolved) {
        self.init(.srgb, Double(resolved.red), Double(resolved.green), Double(resolved.blue), opacity: Double(resolved.opacity))
    }

    /// Whether the color is opaque (opacity 1) in every appearance and contrast it has: an
    /// adaptive color such as `light-dark(#fff, #0008)` is opaque only when each of its values is.
    public var isOpaqueInEveryAppearance: Bool {
        EnvironmentValues.appearanceNames.allSatisfy { name in
            guard let environment = EnvironmentValues(appearance: name) else { return false }
            return resolvedColor(in: environment).resolvedOpacity >= 1
        }
    }

    /// The concrete value of this color in an environment, as SwiftUI's `resolve(in:)`: the
    /// value for the environment's appearance and contrast, in extended sRGB (a Display P3 or
    /// Lab color keeps its gamut as components outside 0…1). A missing component reads as 0.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let color = resolvedColor(in: environment)
        let linear = color.components(in: .srgbLinear)
        func f(_ v: Double) -> Float { v.isNaN ? 0 : Float(v) }
        return Resolved(colorSpace: .sRGBLinear, red: f(linear.x), green: f(linear.y), blue: f(linear.z),
                        opacity: Float(color.resolvedOpacity))
    }
}
