import ColorCore

/// The color space rendered pixels are encoded in. Compositing happens in it, gradients and
/// meshes are brought into its gamut, and an output layer records it in the file.
public enum OutputColorSpace: String, CaseIterable, Hashable, Sendable {
    /// sRGB, gamma-encoded.
    case srgb
    /// Display P3, gamma-encoded with sRGB's transfer function.
    case displayP3 = "display-p3"

    /// The color-core space of the same name.
    public var colorSpace: ColorSpace { self == .displayP3 ? .displayP3 : .srgb }
}

extension OutputColorSpace {
    /// The straight red, green, blue and alpha (0…1 each) a color is drawn with in this space:
    /// brought into the gamut by `gamut` (solid paints map, backgrounds clip), as the renderer
    /// does, for outputs that draw colors themselves.
    public func drawn(_ color: Color, gamut: GamutMode = .map) -> SIMD4<Double> {
        SIMD4<Double>(PremultipliedColor(color, in: colorSpace, gamut: gamut).demultiplied().simd)
    }
}
