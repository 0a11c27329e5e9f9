/// Numbers as the SVG writer prints them: rounded to a fixed number of decimals, trailing zeros
/// and a lone `-0` dropped, never in exponent notation, so the same value always gives the same
/// characters on every machine.
public enum SVGNumber {
    /// Decimals of coordinates and lengths: a hundredth of a pixel.
    static let geometry = 2
    /// Decimals of gradient stop offsets (fractions of the gradient).
    static let offset = 5
    /// Decimals of opacities and color components (0…1).
    static let unit = 4

    /// `value` rounded to `decimals` (0…9) places. Not-finite values print as 0; magnitudes are
    /// held within ±1e9 (far beyond any canvas; validated scenes stay within ±2²⁴).
    public static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        let clamped = min(max(value, -1e9), 1e9)
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (clamped * Double(scale)).rounded()
        guard scaled != 0 else { return "0" }
        let magnitude = Int64(abs(scaled))
        let whole = magnitude / scale, fraction = magnitude % scale
        var text = scaled < 0 ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: decimals - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
    }

    /// A coordinate or length.
    static func length(_ value: Double) -> String { format(value, decimals: geometry) }
}
