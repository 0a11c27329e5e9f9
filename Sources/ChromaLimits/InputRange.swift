/// The ranges numbers from outside must lie in, beside the ``ResourceLimits`` (which bound
/// work and can be raised): beyond these a value is an input error, never a geometry or a time.
///
/// Coordinates stop at 2²⁴ pixels because the shaders work in `Float`, which holds every whole
/// pixel only that far, and 2²⁴ is 256 times the largest canvas side (65535); a shape or a
/// gradient that far away is a mistake. Readers check these where they decode, and the model
/// types' `validate()` checks them again, so nothing downstream converts 1e308 to an integer.
public enum InputRange {
    /// The largest magnitude of a coordinate, a length or a radius, in pixels: 2²⁴.
    public static let coordinate: Double = 16_777_216
    /// The largest magnitude of an angle, in degrees: 2²⁴ (46 603 turns).
    public static let angle: Double = 16_777_216
    /// The longest time, in seconds: 10⁶ (11.6 days); frame counts are also bounded by
    /// ``ResourceLimits/frames``.
    public static let seconds: Double = 1_000_000
    /// The largest canvas side, in pixels (PNG allows 2³¹ − 1; Chroma's canvases stop at 65535).
    public static let canvasSide = 65535

    /// Whether `value` is finite and within ±``coordinate``.
    @inlinable
    public static func isCoordinate(_ value: Double) -> Bool { abs(value) <= coordinate }

    /// Whether `value` is finite and within 0…``coordinate``.
    @inlinable
    public static func isLength(_ value: Double) -> Bool { value >= 0 && value <= coordinate }
}

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
