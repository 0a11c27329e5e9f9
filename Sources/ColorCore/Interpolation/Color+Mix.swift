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
        Color.combiningAppearances(of: [self, other]) { colors in
            ColorInterpolator(from: colors[0], to: colors[1], in: interpolation).color(at: fraction)
        }
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

    /// CSS Color 5's `color-mix(in space, a pa%, b pb%)`: ``colorMix(_:using:)`` of two items.
    /// - Throws: ``ColorMixError`` for a percentage outside 0…100.
    public static func colorMix(_ a: Color, _ percentA: Double? = nil, _ b: Color, _ percentB: Double? = nil,
                                using interpolation: ColorInterpolation = .perceptual) throws(ColorMixError) -> Color {
        try colorMix([ColorMixItem(a, percentA), ColorMixItem(b, percentB)], using: interpolation)
    }

    /// CSS Color 5's `color-mix()` of one or more colors, as its editor's draft computes it.
    ///
    /// Percentages are 0…100 and optional. Those omitted share equally what the given ones leave
    /// of 100 (nothing when they sum to 100 or more); then all are scaled to sum to 100, and
    /// when they summed to less, the result's alpha is multiplied by that sum / 100 (all 0 gives
    /// alpha 0). The colors are mixed in order: the first two at the second's share of their
    /// sum (half when both are 0), that mix with the third at its share of the three, and so on
    /// — for hues the order matters, as each step takes its own arc. The result is in the
    /// interpolation space, premultiplied as ``ColorInterpolation`` says, not gamut-mapped.
    /// Adaptive colors give an adaptive mix (see ``mix(with:by:using:)``).
    /// - Throws: ``ColorMixError`` for no items or a percentage outside 0…100 (or NaN).
    public static func colorMix(_ items: [ColorMixItem], using interpolation: ColorInterpolation = .perceptual) throws(ColorMixError) -> Color {
        guard !items.isEmpty else { throw .noColors }
        for (index, item) in items.enumerated() {
            if let p = item.percentage, !(p >= 0 && p <= 100) { throw .percentageOutOfRange(index: index, percentage: p) }
        }
        let (weights, alphaMultiplier) = normalizedMixPercentages(items.map(\.percentage))
        return combiningAppearances(of: items.map(\.color)) { colors in
            let space = interpolation.space
            var mixed = Color(space, colors[0].interpolationComponents(in: space), opacity: colors[0].opacity)
            var weight = weights[0]
            for i in 1..<colors.count {
                let combined = weight + weights[i]
                let progress = combined > 0 ? weights[i] / combined : 0.5
                mixed = ColorInterpolator(from: mixed, to: colors[i], in: interpolation).color(at: progress)
                weight = combined
            }
            if !mixed.opacity.isNaN { mixed.opacity *= alphaMultiplier }
            return mixed
        }
    }

    /// CSS Values 5's "normalize mix percentages" with forced normalization: the percentages
    /// as weights summing to 100 (each 0…100), and the alpha multiplier, 0…1.
    static func normalizedMixPercentages(_ percentages: [Double?]) -> (weights: [Double], alphaMultiplier: Double) {
        let given = percentages.compactMap { $0 }
        let specified = min(given.reduce(0, +), 100)
        let omitted = percentages.count - given.count
        let share = omitted > 0 ? (100 - specified) / Double(omitted) : 0
        var weights = percentages.map { $0 ?? share }
        let total = weights.reduce(0, +)
        if total > 0 { weights = weights.map { $0 * 100 / total } }
        // Weights that sum to 100 but for the last bits of a Double (100/3 three times) leave nothing.
        let leftover = total < 100 - 1e-9 ? 100 - total : 0
        return (weights, 1 - leftover / 100)
    }
}

/// One color of a ``Color/colorMix(_:using:)`` and its percentage.
public struct ColorMixItem: Hashable, Sendable {
    /// The color.
    public var color: Color
    /// Its share, 0…100; nil for an equal share of what the given percentages leave.
    public var percentage: Double?

    /// Creates an item.
    public init(_ color: Color, _ percentage: Double? = nil) {
        self.color = color
        self.percentage = percentage
    }
}

/// A `color-mix()` that CSS rejects.
public enum ColorMixError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No color to mix.
    case noColors
    /// The percentage of the item at `index` (from 0) is outside 0…100 or NaN.
    case percentageOutOfRange(index: Int, percentage: Double)

    public var description: String {
        switch self {
        case .noColors:
            return "color-mix() needs at least one color"
        case .percentageOutOfRange(let index, let percentage):
            return "percentage \(percentage)% of color \(index + 1) of color-mix() is outside 0%…100%"
        }
    }
}
