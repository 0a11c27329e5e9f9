extension Int {
    /// `value` rounded by `rule`, then clamped to `bounds`; NaN gives `bounds.lowerBound`.
    /// Never traps, whatever the value: the form every conversion of a computed coordinate to
    /// a pixel index takes.
    @inlinable
    public static func clamping(_ value: Double, rounded rule: FloatingPointRoundingRule = .towardZero, to bounds: ClosedRange<Int>) -> Int {
        guard !value.isNaN else { return bounds.lowerBound }
        let rounded = value.rounded(rule)
        if rounded <= Double(bounds.lowerBound) { return bounds.lowerBound }
        if rounded >= Double(bounds.upperBound) { return bounds.upperBound }
        return Int(rounded)
    }

    /// `value` rounded by `rule`, or nil when it is not finite or does not fit in an `Int`.
    @inlinable
    public static func checked(_ value: Double, rounded rule: FloatingPointRoundingRule = .towardZero) -> Int? {
        let rounded = value.rounded(rule)
        // 2⁶³ is exact in Double; everything below it (and at or above −2⁶³) converts.
        guard rounded.isFinite, rounded >= -9.223372036854775808e18, rounded < 9.223372036854775808e18 else { return nil }
        return Int(rounded)
    }
}
