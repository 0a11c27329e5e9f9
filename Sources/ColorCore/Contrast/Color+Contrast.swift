/// WCAG 2 luminance and contrast.
extension Color {
    /// WCAG 2 relative luminance, 0 (black) … 1 (white), of the color clipped to sRGB.
    ///
    /// Uses the sRGB transfer function (threshold 0.04045; WCAG's text quotes 0.03928, which
    /// differs from it by nothing an 8-bit color can show). Opacity is ignored.
    public var relativeLuminance: Double {
        let srgb = gamutMapped(to: .srgb, method: .clip).components
        let linear = TransferFunction.srgb.toLinear(srgb)
        return 0.2126 * linear.x + 0.7152 * linear.y + 0.0722 * linear.z
    }

    /// WCAG 2 contrast ratio with another color, 1 … 21, the same whichever color is first.
    public func contrastRatio(with other: Color) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// CSS Color 5's `contrast-color()`: white or black, whichever has the higher WCAG 2.1
    /// contrast against this color, as Chromium resolves it: the color clipped to sRGB and
    /// rounded to 8 bits first, its opacity ignored, white on a tie. Mid-tones get the one that
    /// passes less badly: neither may reach 4.5:1.
    public var contrastColor: Color {
        let clipped = gamutMapped(to: .srgb, method: .clip).components
        let encoded = Color(.srgb, (clipped * 255).rounded(.toNearestOrAwayFromZero) / 255)
        return encoded.contrastRatio(with: .black) > encoded.contrastRatio(with: .white) ? .black : .white
    }

    /// Black or white, whichever has the higher WCAG contrast against this color: the color
    /// for a label drawn over a swatch of it. Ties go to black.
    public var preferredTextColor: Color {
        contrastRatio(with: .black) >= contrastRatio(with: .white) ? .black : .white
    }
}
