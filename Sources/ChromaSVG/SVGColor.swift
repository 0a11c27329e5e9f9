import ChromaRaster
import ColorCore
import Foundation

/// Colors as the SVG writer prints them: `#rrggbb` of the color as Chroma draws it, an opacity
/// beside it, and for a color outside sRGB its Display P3 form for renderers that read it.
enum SVGColor {
    /// An 8-bit level of a 0…1 channel, rounded to nearest.
    static func level(_ value: Double) -> Int {
        Int((min(max(value.isNaN ? 0 : value, 0), 1) * 255).rounded())
    }

    /// `#rrggbb` of straight red, green and blue (0…1 each).
    static func hex(_ straight: SIMD4<Double>) -> String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for channel in [straight.x, straight.y, straight.z] {
            let v = level(channel)
            text.append(digits[v >> 4])
            text.append(digits[v & 15])
        }
        return text
    }

    /// The straight color a `#rrggbb` and an opacity (quantised as written) stand for.
    static func quantised(_ straight: SIMD4<Double>) -> SIMD4<Double> {
        let alpha = Double(SVGNumber.format(min(max(straight.w, 0), 1), decimals: SVGNumber.unit))!
        return SIMD4(Double(level(straight.x)) / 255, Double(level(straight.y)) / 255, Double(level(straight.z)) / 255, alpha)
    }

    /// `color(display-p3 r g b)` for a color outside sRGB (mapped into Display P3 when it is
    /// outside that too), or nil for a color sRGB holds.
    static func displayP3(_ color: Color, in output: OutputColorSpace) -> String? {
        guard output == .displayP3 || !color.isInGamut(of: .srgb, tolerance: 1e-5) else { return nil }
        let c = output.drawn(color, gamut: .map)
        let p3 = output == .displayP3 ? c : OutputColorSpace.displayP3.drawn(color, gamut: .map)
        return "color(display-p3 " + [p3.x, p3.y, p3.z].map { SVGNumber.format($0, decimals: SVGNumber.unit) }.joined(separator: " ") + ")"
    }

    /// `oklch(L C H)` as the palette sheet's labels write it (L 0…1, C, H in degrees).
    static func oklch(_ color: Color) -> String {
        let c = color.components(in: .oklch)
        return PrintfFormat.string("oklch(%.3f %.3f %.1f)", c.x, c.y, c.z.isNaN ? 0 : c.z)
    }

    /// A solid color as an SVG fill: the fill (hex of the color as drawn in sRGB), its opacity
    /// (nil when opaque) and a style that overrides the fill with the Display P3 color where
    /// that is wider.
    static func fill(_ color: Color, in output: OutputColorSpace, gamut: GamutMode = .map, opacity: Double = 1)
        -> (fill: String, opacity: String?, style: String?) {
        let drawn = output.drawn(color, gamut: gamut)
        let srgb = output == .srgb ? drawn : OutputColorSpace.srgb.drawn(color, gamut: gamut)
        let alpha = drawn.w * opacity
        return (hex(srgb), alpha >= 1 ? nil : SVGNumber.format(alpha, decimals: SVGNumber.unit),
                displayP3(color, in: output).map { "fill:" + $0 })
    }
}
