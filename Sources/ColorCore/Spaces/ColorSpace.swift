/// A color space the color core can hold a color in, convert between and interpolate in.
///
/// Every space has three components. The raw value is the space's CSS name (as in `color()`
/// or `color-mix(in …)`), except `hsb`, which CSS does not have.
///
/// The spaces form a tree rooted at CIE XYZ D65; a conversion walks up from the source to the
/// nearest common ancestor and down to the destination, so HSL → HSB never leaves sRGB and
/// Lab → LCH never leaves Lab.
///
/// | space | components | ranges of the sRGB gamut |
/// |---|---|---|
/// | `srgb`, `display-p3`, `a98-rgb`, `prophoto-rgb`, `rec2020` and their `-linear` forms | r, g, b | 0…1 |
/// | `xyz-d65`, `xyz-d50` | X, Y, Z | white has Y = 1 |
/// | `lab` (D50) | L, a, b | L 0…100, a and b about ±125 |
/// | `lch` (D50) | L, C, h | L 0…100, C 0…150, h in degrees |
/// | `oklab` | L, a, b | L 0…1, a and b about ±0.4 |
/// | `oklch` | L, C, h | L 0…1, C 0…0.4, h in degrees |
/// | `hsl` | h, s, l | h in degrees, s and l 0…1 |
/// | `hwb` | h, w, b | h in degrees, w and b 0…1 |
/// | `hsb` (HSV) | h, s, b | h in degrees, s and b 0…1 |
///
/// Hues are in degrees; a hue is NaN ("missing") when it is powerless, see ``Color``.
public enum ColorSpace: String, CaseIterable, Hashable, Sendable, Codable {
    /// sRGB, gamma-encoded: SwiftUI's default and the "device" space.
    case srgb
    /// sRGB with linear light.
    case srgbLinear = "srgb-linear"
    /// Display P3, gamma-encoded with the sRGB transfer function.
    case displayP3 = "display-p3"
    /// Display P3 with linear light.
    case displayP3Linear = "display-p3-linear"
    /// Adobe RGB (1998).
    case a98RGB = "a98-rgb"
    /// Adobe RGB (1998) with linear light.
    case a98RGBLinear = "a98-rgb-linear"
    /// ProPhoto RGB (D50).
    case prophotoRGB = "prophoto-rgb"
    /// ProPhoto RGB with linear light.
    case prophotoRGBLinear = "prophoto-rgb-linear"
    /// ITU-R BT.2020, with the display transfer of BT.1886 (a power of 2.4).
    case rec2020
    /// ITU-R BT.2020 with linear light.
    case rec2020Linear = "rec2020-linear"
    /// CIE XYZ relative to D65.
    case xyzD65 = "xyz-d65"
    /// CIE XYZ relative to D50 (Bradford-adapted from D65).
    case xyzD50 = "xyz-d50"
    /// CIE Lab relative to D50, as CSS `lab()`.
    case lab
    /// CIE LCH relative to D50, as CSS `lch()`.
    case lch
    /// OKLab.
    case oklab
    /// OKLCH, the polar form of OKLab.
    case oklch
    /// HSL over sRGB.
    case hsl
    /// HWB over sRGB.
    case hwb
    /// HSB (also called HSV) over sRGB, with the hue in degrees.
    case hsb

    /// The space SwiftUI calls `.device`: gamma-encoded sRGB.
    public static let device = ColorSpace.srgb
    /// The space SwiftUI calls `.perceptual`: OKLab.
    public static let perceptual = ColorSpace.oklab

    /// Looks a space up by its CSS name or a common alias (`hsv`, `xyz`, `device`, `perceptual`,
    /// `p3`), ignoring case. Returns nil for an unknown name.
    public init?(name: String) {
        let key = name.lowercased()
        if let space = ColorSpace(rawValue: key) {
            self = space
            return
        }
        switch key {
        case "hsv": self = .hsb
        case "xyz": self = .xyzD65
        case "device": self = .device
        case "perceptual": self = .perceptual
        case "p3": self = .displayP3
        case "linear-srgb", "srgb-linear-light": self = .srgbLinear
        default: return nil
        }
    }

    /// The space this one is defined from, one step towards XYZ D65 (nil for XYZ D65 itself).
    var parent: ColorSpace? {
        switch self {
        case .xyzD65: return nil
        case .srgbLinear, .displayP3Linear, .a98RGBLinear, .rec2020Linear, .xyzD50, .oklab: return .xyzD65
        case .srgb: return .srgbLinear
        case .displayP3: return .displayP3Linear
        case .a98RGB: return .a98RGBLinear
        case .rec2020: return .rec2020Linear
        case .prophotoRGBLinear, .lab: return .xyzD50
        case .prophotoRGB: return .prophotoRGBLinear
        case .lch: return .lab
        case .oklch: return .oklab
        case .hsl, .hsb: return .srgb
        case .hwb: return .hsb
        }
    }

    /// The index of the hue component, or nil for a space without a hue.
    public var hueIndex: Int? {
        switch self {
        case .hsl, .hwb, .hsb: return 0
        case .lch, .oklch: return 2
        default: return nil
        }
    }

    /// Whether this is an RGB space (a space with a gamut cube of 0…1 per component).
    public var isRGB: Bool {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .a98RGBLinear,
            .prophotoRGB, .prophotoRGBLinear, .rec2020, .rec2020Linear:
            return true
        default:
            return false
        }
    }

    /// The short names of the three components, as CSS and coloraide name them.
    public var componentNames: [String] {
        switch self {
        case .xyzD65, .xyzD50: return ["x", "y", "z"]
        case .lab, .oklab: return ["l", "a", "b"]
        case .lch, .oklch: return ["l", "c", "h"]
        case .hsl: return ["h", "s", "l"]
        case .hwb: return ["h", "w", "b"]
        case .hsb: return ["h", "s", "b"]
        default: return ["r", "g", "b"]
        }
    }

    /// The CSS Color 4 "analogous component" category of each component (§12.2), which decides
    /// how a missing component carries over when a color is converted for interpolation.
    var componentCategories: [ComponentCategory] {
        switch self {
        case .xyzD65, .xyzD50: return [.red, .green, .blue]
        case .lab, .oklab: return [.lightness, .opposingA, .opposingB]
        case .lch, .oklch: return [.lightness, .colorfulness, .hue]
        case .hsl: return [.hue, .colorfulness, .lightness]
        case .hwb: return [.hue, .other, .other]
        case .hsb: return [.hue, .colorfulness, .other]
        default: return [.red, .green, .blue]
        }
    }
}

/// The analogous-component categories of CSS Color 4 §12.2.
enum ComponentCategory: Sendable {
    case red, green, blue, lightness, colorfulness, hue, opposingA, opposingB
    /// A component with no analogue in other spaces (HWB's whiteness and blackness, HSB's brightness).
    case other
}
