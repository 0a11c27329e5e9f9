import Foundation

/// Hue angle helpers.
public enum Hue {
    /// The angle wrapped into [0, 360) degrees; NaN stays NaN, and a tiny negative angle that
    /// would round up to 360 becomes 0.
    @inlinable
    public static func normalized(_ degrees: Double) -> Double {
        var h = degrees.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        return h >= 360 ? 0 : h
    }
}
