/// The color space the pixel values are in, recorded in the file so viewers show them right.
public enum PNGColorProfile: String, CaseIterable, Hashable, Sendable {
    /// sRGB: an `sRGB` chunk (perceptual intent) with `gAMA` and `cHRM` for older decoders.
    case srgb
    /// Display P3: an `iCCP` chunk holding a Display P3 ICC profile. Gray images, whose values
    /// mean the same in P3 and sRGB, get the `sRGB` chunk instead (PNG forbids an RGB profile
    /// on gray data).
    case displayP3 = "display-p3"
    /// No color chunk at all.
    case none
}
