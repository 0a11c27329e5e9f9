/// `print(color)`: a string that ``init(parsing:)`` reads back to the same color.
extension Color: CustomStringConvertible {
    /// The color as a string Chroma reads back (``init(parsing:)``, every command, every document):
    ///
    /// - one of SwiftUI's named colors: its name after a dot, `.blue`, `.primary`;
    /// - another adaptive color: `light-dark(A, B)` of its light and dark values (the
    ///   increased-contrast values are not written);
    /// - an opaque or 8-bit-alpha sRGB color on the 8-bit grid: `#rrggbb` or `#rrggbbaa`;
    /// - any other color: CSS in the space it was made in (``cssString(in:decimals:)``), such as
    ///   `oklch(0.7 0.15 56)` or `color(display-p3 1 0 0)`; an HSB color is `hsb(h s% b%)`.
    public var description: String {
        if let appearances {
            if let name = appearances.name { return "." + name }
            return "light-dark(\(appearances.light.description), \(appearances.dark.description))"
        }
        if space == .srgb, let hex = exactHex { return hex }
        return cssString(in: space)
    }

    /// `#rrggbb[aa]` when every channel and the opacity lie on the 8-bit grid within 0…1.
    private var exactHex: String? {
        func byte(_ v: Double) -> UInt8? {
            guard v.isFinite, v >= 0, v <= 1 else { return nil }
            let scaled = v * 255
            let rounded = scaled.rounded()
            return abs(scaled - rounded) < 1e-9 ? UInt8(rounded) : nil
        }
        guard let r = byte(components.x), let g = byte(components.y), let b = byte(components.z),
            let a = byte(opacity)
        else { return nil }
        let hex = { (v: UInt8) in String(v, radix: 16).leftPadded(to: 2) }
        return "#" + hex(r) + hex(g) + hex(b) + (a == 255 ? "" : hex(a))
    }
}
