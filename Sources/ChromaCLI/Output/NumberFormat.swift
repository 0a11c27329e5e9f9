import Foundation

/// Number formatting for the text (non-JSON) output.
enum NumberFormat {
    /// `value` with at most `decimals` fraction digits, trailing zeros dropped, no negative zero;
    /// NaN prints as `none`.
    static func text(_ value: Double, decimals: Int = 4) -> String {
        guard value.isFinite else { return value.isNaN ? "none" : (value > 0 ? "inf" : "-inf") }
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
