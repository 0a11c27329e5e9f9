import ChromaJSON
import ChromaSVG

/// The numbers of Lottie and dotLottie files: whole numbers, and numbers at fixed decimals
/// (``SVGNumber``) so the same animation always gives the same bytes. Each is the `Double` of
/// its fixed-decimal text, which ``JSONWriter`` writes back as that same text.
extension JSON {
    /// A whole number.
    static func int(_ value: Int) -> JSON { .number(Double(value)) }
    /// A number at 3 decimals (coordinates, times in frames).
    static func n(_ value: Double) -> JSON { fixed(value, decimals: 3) }
    /// A number at 4 decimals (colors, easing handles, stop offsets).
    static func u(_ value: Double) -> JSON { fixed(value, decimals: 4) }
    /// An array of numbers at 3 decimals.
    static func ns(_ values: [Double]) -> JSON { .array(values.map(n)) }
    /// An array of numbers at 4 decimals.
    static func us(_ values: [Double]) -> JSON { .array(values.map(u)) }

    /// `value` rounded to `decimals` decimals as ``SVGNumber/format(_:decimals:)`` writes it
    /// (at most ±10⁹, 0 for NaN and the infinities).
    static func fixed(_ value: Double, decimals: Int) -> JSON {
        .number(Double(SVGNumber.format(value, decimals: decimals)) ?? 0)
    }
}
