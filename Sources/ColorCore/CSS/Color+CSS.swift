import Foundation

extension Color {
    /// The color as a CSS Color 4 string in a space, which ``init(parsing:)`` reads back.
    ///
    /// - `srgb` in gamut: `rgb(255 136 0)` (channels 0–255); out of gamut: `color(srgb …)`.
    /// - `hsl`, `hwb`: `hsl(30 100% 50%)`; beyond their 0…100% ranges `color(srgb …)`;
    ///   `lab`, `lch`, `oklab`, `oklch`: their functions.
    /// - `hsb`: `hsb(30 100% 100%)`, which ``init(parsing:)`` reads (CSS itself has no HSB).
    /// - Other RGB spaces and XYZ: `color(display-p3 1 0.5 0)`.
    ///
    /// Missing components print as `none`; alpha is appended as `/ 0.5` when not 1.
    /// Numbers carry at most `decimals` fraction digits (trailing zeros dropped).
    public func cssString(in space: ColorSpace = .srgb, decimals: Int = 6) -> String {
        let target = space
        let c = target == self.space ? components : components(in: target)
        func n(_ v: Double, scale: Double = 1, suffix: String = "") -> String {
            v.isNaN ? "none" : DecimalFormat.string(v * scale, maxFractionDigits: decimals) + suffix
        }
        let body: String
        // hsl(), hwb() and hsb() clamp what they read: a color beyond their ranges (a mix of a
        // wide-gamut color in hsl) is written as color(srgb …), which keeps it, as Chromium does.
        let bounded = target == .hsl || target == .hsb || target == .hwb
        if bounded, [c.y, c.z].contains(where: { !$0.isNaN && !(-1e-12...1 + 1e-12).contains($0) }) {
            let srgb = components(in: .srgb)
            let alpha = opacity == 1 ? "" : " / \(n(opacity))"
            return "color(srgb \(n(srgb.x)) \(n(srgb.y)) \(n(srgb.z))\(alpha))"
        }
        switch target {
        case .srgb:
            let inGamut = [c.x, c.y, c.z].allSatisfy { $0.isNaN || (-1e-12...1 + 1e-12).contains($0) }
            body = inGamut
                ? "rgb(\(n(c.x, scale: 255)) \(n(c.y, scale: 255)) \(n(c.z, scale: 255))"
                : "color(srgb \(n(c.x)) \(n(c.y)) \(n(c.z))"
        case .hsl:
            body = "hsl(\(n(c.x)) \(n(c.y, scale: 100, suffix: "%")) \(n(c.z, scale: 100, suffix: "%"))"
        case .hsb:
            body = "hsb(\(n(c.x)) \(n(c.y, scale: 100, suffix: "%")) \(n(c.z, scale: 100, suffix: "%"))"
        case .hwb:
            body = "hwb(\(n(c.x)) \(n(c.y, scale: 100, suffix: "%")) \(n(c.z, scale: 100, suffix: "%"))"
        case .lab, .lch, .oklab, .oklch:
            body = "\(target.rawValue)(\(n(c.x)) \(n(c.y)) \(n(c.z))"
        default:
            body = "color(\(target.rawValue) \(n(c.x)) \(n(c.y)) \(n(c.z))"
        }
        let alpha = opacity == 1 ? "" : " / \(n(opacity))"
        return body + alpha + ")"
    }

    /// The color as CSS Color 5's `device-cmyk(C M Y K)`, from ``cmyk`` (so gamut-mapped into
    /// sRGB first), which ``init(parsing:)`` reads back to the same sRGB color within rounding.
    public func deviceCMYKString(decimals: Int = 4) -> String {
        let ink = cmyk
        func n(_ v: Double) -> String { DecimalFormat.string(v, maxFractionDigits: decimals) }
        let alpha = opacity == 1 ? "" : " / \(n(resolvedOpacity))"
        return "device-cmyk(\(n(ink.cyan)) \(n(ink.magenta)) \(n(ink.yellow)) \(n(ink.black))\(alpha))"
    }
}

extension Color {
    /// The largest magnitude a color component read from outside may have (CSS strings,
    /// design tokens, palette files), in the component's own unit: far beyond any real color,
    /// and small enough that every conversion (cubes, powers, matrices, hue angles) stays
    /// finite and accurate.
    public static let componentLimit = 1e6
}
