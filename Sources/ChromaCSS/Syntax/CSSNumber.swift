import Foundation
import ColorCore

/// Numbers as the CSS writer and the error messages print them: at most 6 fraction digits,
/// no trailing zeros, no exponent, `-0` written as `0`.
enum CSSNumber {
    static func string(_ value: Double, digits: Int = 6) -> String {
        guard value.isFinite else { return "\(value)" }
        let scale = pow(10, Double(digits))
        var rounded = (value * scale).rounded() / scale
        if rounded == 0 { rounded = 0 }
        if abs(rounded) >= 1e15 { return PrintfFormat.string("%.0f", rounded) }
        var text = PrintfFormat.string("%.\(digits)f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
