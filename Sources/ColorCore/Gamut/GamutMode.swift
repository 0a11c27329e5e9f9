/// What a gradient, mesh or mix does with a color that lands outside the output's gamut.
///
/// Interpolating in OKLCH, LCH, OKLab or Lab, or from wide-gamut stops, passes through colors
/// no sRGB (or Display P3) pixel can show. ``map`` brings them in smoothly; ``clip`` clamps each
/// channel, as browsers do today for CSS gradients.
public enum GamutMode: String, CaseIterable, Hashable, Sendable {
    /// CSS Color 4's gamut mapping: OKLCH chroma reduced at constant lightness and hue until
    /// clipping moves the color less than the just-noticeable ΔEOK of 0.02, then a final clip.
    /// Smooth, hue-preserving, and the default of Chroma's own gradients, meshes and mixes.
    case map
    /// Each RGB channel clamped to 0…1. Faster, but hard edges and hue shifts appear where the
    /// colors leave the gamut; what CSS gradient strings need, to match the browsers.
    case clip

    /// The ColorCore method that does it.
    public var method: GamutMappingMethod {
        switch self {
        case .map: return .css
        case .clip: return .clip
        }
    }
}
