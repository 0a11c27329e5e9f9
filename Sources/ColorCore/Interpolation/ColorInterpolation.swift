/// The settings of an interpolation between colors, in CSS Color 4's vocabulary: the space,
/// the hue method, and whether alpha is premultiplied (CSS's default, and Chroma's).
public struct ColorInterpolation: Hashable, Sendable {
    /// The space the components are interpolated in.
    public var space: ColorSpace
    /// How hues travel, for spaces with a hue; ignored otherwise.
    public var hue: HueInterpolationMethod
    /// Whether to interpolate with premultiplied alpha (CSS Color 4 §12.3). The hue is never
    /// premultiplied.
    public var premultiplied: Bool

    /// Creates interpolation settings.
    public init(space: ColorSpace = .oklab, hue: HueInterpolationMethod = .shorter, premultiplied: Bool = true) {
        self.space = space
        self.hue = hue
        self.premultiplied = premultiplied
    }

    /// SwiftUI's `.device`: gamma-encoded sRGB.
    public static let device = ColorInterpolation(space: .device)
    /// SwiftUI's `.perceptual`: OKLab.
    public static let perceptual = ColorInterpolation(space: .perceptual)
}
