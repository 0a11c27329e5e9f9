/// The delays of an animated PNG's stored frames, from an exact frame duration of p/q seconds:
/// a stored frame showing input frames a ..< b lasts from a × p/q to b × p/q.
///
/// APNG stores each delay as a fraction of two 16-bit numbers. When every stored frame's
/// exact delay fits (reduced), it is written exactly (2/15 s, not 133/1000). Otherwise the
/// boundaries are rounded to the nearest 1/D s (halves up), with D the largest denominator up
/// to 65535 for which the longest stored frame still fits: no boundary is further than half a
/// unit from its true time, and the delays add up to the total.
public struct APNGTiming: Hashable, Sendable {
    /// The frame duration's numerator and denominator, 1…2³¹ − 1 each.
    public let numerator: Int, denominator: Int
    /// The denominator boundaries are rounded to, or nil when every delay is exact.
    public let unit: Int?

    /// Plans delays for stored frames of at most `longestRun` input frames (≥ 1).
    public init(numerator: Int, denominator: Int, longestRun: Int) {
        let divisor = Self.gcd(max(1, numerator), max(1, denominator))
        self.numerator = max(1, numerator) / divisor
        self.denominator = max(1, denominator) / divisor
        let run = max(1, longestRun)
        let (longest, overflow) = run.multipliedReportingOverflow(by: self.numerator)
        if self.denominator <= 65535, !overflow, longest <= 65535 {
            unit = nil
        } else {
            // The longest delay in units of 1/D must stay within 16 bits: D ≤ 65535 q / (run p).
            let seconds = Double(run) * Double(self.numerator) / Double(self.denominator)
            unit = max(1, min(65535, Int((65535 / seconds).rounded(.down))))
        }
    }

    /// The delay of a stored frame showing input frames `start ..< end` (0 ≤ start < end).
    public func delay(from start: Int, to end: Int) -> (numerator: UInt16, denominator: UInt16) {
        if let unit {
            let n = Self.boundary(end, unit: unit, numerator, denominator) - Self.boundary(start, unit: unit, numerator, denominator)
            let divisor = Self.gcd(max(n, 1), unit)
            return (UInt16(clamping: n / divisor), UInt16(clamping: unit / divisor))
        }
        let n = (end - start) * numerator
        let divisor = Self.gcd(n, denominator)
        return (UInt16(n / divisor), UInt16(denominator / divisor))
    }

    /// frame × p / q seconds in units of 1/unit s, rounded (halves up).
    private static func boundary(_ frame: Int, unit: Int, _ p: Int, _ q: Int) -> Int {
        let product = UInt64(frame).multipliedFullWidth(by: UInt64(p) * UInt64(unit) * 2)
        let (low, carry) = product.low.addingReportingOverflow(UInt64(q))
        return Int(clamping: (UInt64(q) * 2).dividingFullWidth((product.high + (carry ? 1 : 0), low)).quotient)
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return max(a, 1)
    }
}
