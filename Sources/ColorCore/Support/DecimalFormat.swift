/// Plain decimal formatting for CSS strings and text output.
public enum DecimalFormat {
    /// `value` with at most `maxFractionDigits` fraction digits (0…17), trailing zeros and a
    /// trailing point dropped, and no negative zero. NaN (a missing value) prints as `none`,
    /// infinities as `infinity` and `-infinity`.
    public static func string(_ value: Double, maxFractionDigits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "none" : (value > 0 ? "infinity" : "-infinity") }
        var text = PrintfFormat.string("%.\(min(max(maxFractionDigits, 0), 17))f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
