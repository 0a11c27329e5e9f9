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
