/// What a gradient paints beyond its 0…1 range.
public enum SpreadMode: String, CaseIterable, Hashable, Sendable {
    /// The end colors continue.
    case pad
    /// The gradient starts over.
    case `repeat`
    /// The gradient runs back and forth.
    case reflect

    /// Maps any parameter into 0…1.
    @inline(__always)
    func apply(_ t: Float) -> Float {
        switch self {
        case .pad:
            return Swift.min(Swift.max(t, 0), 1)
        case .repeat:
            return t - t.wholeBelow
        case .reflect:
            let u = t - 2 * (t * 0.5).wholeBelow  // 0..<2
            return u > 1 ? 2 - u : u
        }
    }
}
