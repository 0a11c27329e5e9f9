/// Mixing two colors: SwiftUI's `mix(with:by:in:)` and CSS's `color-mix()`.
extension Color {
    /// Mixes this color with another, as SwiftUI's `mix(with:by:in:)`.
    ///
    /// - Parameters:
    ///   - other: the color mixed in;
    ///   - fraction: how much of `other`, 0 (this color) … 1 (`other`); values outside extrapolate;
    ///   - space: the mixing space, `.perceptual` (OKLab, the default) or `.device` (sRGB), or any
    ///     ``ColorSpace``;
    ///   - hue: the hue method, for spaces with a hue.
    /// - Returns: the mix, in `space`, with premultiplied alpha as CSS Color 4.
    public func mix(with other: Color, by fraction: Double, in space: ColorSpace = .perceptual,
                    hue: HueInterpolationMethod = .shorter) -> Color {
        mix(with: other, by: fraction, using: ColorInterpolation(space: space, hue: hue))
    }

    /// Mixes this color with another with explicit interpolation settings.
    ///
    /// When either color adapts to its environment (``isAdaptive``), so does the mix: each
    /// appearance's value is the mix of the two colors' values for that appearance, as SwiftUI
    /// resolves a mix of system colors.
    public func mix(with other: Color, by fraction: Double, using interpolation: ColorInterpolation) -> Color {
        guard appearances != nil || other.appearances != nil else {
            return ColorInterpolator(from: self, to: other, in: interpolation).color(at: fraction)
        }
        func mixed(_ environment: EnvironmentValues) -> Color {
            ColorInterpolator(from: resolvedColor(in: environment), to: other.resolvedColor(in: environment), in: interpolation)
                .color(at: fraction)
        }
        let increased = ColorSchemeContrast.increased
        return Color(name: nil, light: mixed(.light), dark: mixed(.dark),
                     lightIncreased: mixed(EnvironmentValues(colorScheme: .light, colorSchemeContrast: increased)),
                     darkIncreased: mixed(EnvironmentValues(colorScheme: .dark, colorSchemeContrast: increased)))
    }

    /// Mixes this color with another and brings the mix into an output RGB space's gamut, ready
    /// to draw: a mix in OKLCH, LCH, OKLab or Lab can leave sRGB even between in-gamut colors.
    ///
    /// - Parameters:
    ///   - other: the color mixed in;
    ///   - fraction: how much of `other`, 0 … 1; values outside extrapolate;
    ///   - interpolation: the mixing space and hue method;
    ///   - gamut: ``GamutMode/map`` (the default: CSS Color 4 mapping, hue and lightness kept)
    ///     or ``GamutMode/clip`` (each channel clamped);
    ///   - output: the RGB space drawn in, sRGB by default (Display P3 for P3 output).
    /// - Returns: the mix in `output`, every component within 0…1; the opacity as mixed.
    public func mix(with other: Color, by fraction: Double, using interpolation: ColorInterpolation,
                    gamut: GamutMode = .map, in output: ColorSpace = .srgb) -> Color {
        mix(with: other, by: fraction, using: interpolation).gamutMapped(to: output, method: gamut.method)
    }

    /// CSS Color 5's `color-mix(in space, a pa%, b pb%)`.
    ///
    /// Percentages are 0…100 and optional: both missing gives 50/50, one missing is 100 minus
    /// the other. They are scaled to sum to 100; when they summed to less, the result's alpha is
    /// multiplied by that sum / 100.
    /// - Throws: ``ColorMixError`` for a percentage outside 0…100 or two percentages summing to 0.
    public static func colorMix(_ a: Color, _ percentA: Double? = nil, _ b: Color, _ percentB: Double? = nil,
                                using interpolation: ColorInterpolation = .perceptual) throws -> Color {
        for p in [percentA, percentB] {
            if let p, !(0...100).contains(p) { throw ColorMixError(percentA: percentA, percentB: percentB) }
        }
        let pa = percentA ?? (percentB.map { 100 - $0 } ?? 50)
        let pb = percentB ?? (100 - pa)
        let sum = pa + pb
        guard sum > 0 else { throw ColorMixError(percentA: percentA, percentB: percentB) }
        var result = a.mix(with: b, by: pb / sum, using: interpolation)
        if sum < 100 { result.opacity *= sum / 100 }
        return result
    }
}

/// `color-mix()` percentages that CSS rejects.
public struct ColorMixError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The first color's percentage, if given.
    public var percentA: Double?
    /// The second color's percentage, if given.
    public var percentB: Double?

    public var description: String {
        let shown = [percentA, percentB].map { $0.map { "\($0)%" } ?? "omitted" }
        return "invalid color-mix percentages \(shown[0]) and \(shown[1]): expected each 0…100, not both 0"
    }
}
