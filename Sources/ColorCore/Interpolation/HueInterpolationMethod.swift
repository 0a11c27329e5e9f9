/// How a hue travels between two angles, as CSS Color 4 §12.4 defines it.
public enum HueInterpolationMethod: String, CaseIterable, Hashable, Sendable, Codable {
    /// The shorter arc (at most 180°). The default.
    case shorter
    /// The longer arc (at least 180°).
    case longer
    /// Always increasing angles (clockwise on a hue wheel that grows clockwise).
    case increasing
    /// Always decreasing angles.
    case decreasing

    /// Adjusts two hues in [0, 360) so that plain linear interpolation between them follows
    /// this method; the results may exceed 360 and are wrapped after interpolating.
    func fixUp(_ a: Double, _ b: Double) -> (Double, Double) {
        var (a, b) = (a, b)
        let delta = b - a
        switch self {
        case .shorter:
            if delta > 180 { a += 360 } else if delta < -180 { b += 360 }
        case .longer:
            if 0 < delta && delta < 180 { a += 360 } else if -180 < delta && delta <= 0 { b += 360 }
        case .increasing:
            if delta < 0 { b += 360 }
        case .decreasing:
            if delta > 0 { a += 360 }
        }
        return (a, b)
    }
}
