import ChromaSplash

/// How a vector format plays an easing: as one cubic Bézier over the whole transition, or,
/// for a curve with no Bézier form (a spring), as samples.
enum EasingCurve {
    /// A CSS cubic-bezier(x1, y1, x2, y2): progress over the transition's fraction of time.
    case bezier(Double, Double, Double, Double)
    /// No Bézier form: sample the easing.
    case sampled

    init(_ easing: Easing) {
        switch easing {
        case .linear: self = .bezier(0, 0, 1, 1)
        case .easeIn: self = .bezier(0.42, 0, 1, 1)
        case .easeOut: self = .bezier(0, 0, 0.58, 1)
        case .easeInOut: self = .bezier(0.42, 0, 0.58, 1)
        case .cubicBezier(let x1, let y1, let x2, let y2): self = .bezier(x1, y1, x2, y2)
        case .spring: self = .sampled
        }
    }

    /// Sample times (seconds) of a sampled transition from `start` lasting `duration`: every
    /// frame of a `rate`-per-second grid inside it, and both ends.
    static func sampleTimes(start: Double, duration: Double, rate: Double) -> [Double] {
        let end = start + duration
        var times = [start]
        var frame = (start * rate).rounded(.down) + 1
        while frame / rate < end - 1e-9 {
            if frame / rate > start + 1e-9 { times.append(frame / rate) }
            frame += 1
        }
        times.append(end)
        return times
    }

    /// Tangent handles (x1, y1, x2, y2) of a cubic Hermite segment between two samples of
    /// progress, with slopes in progress per second: the Bézier whose x handles sit at ⅓ and ⅔
    /// (so time runs linearly) and whose y handles carry the slopes. Nil (use a straight
    /// segment) where the progress barely moves or the handles would reach far out.
    static func hermite(from p0: Double, to p1: Double, slopes m0: Double, _ m1: Double, over dt: Double) -> (Double, Double, Double, Double)? {
        let delta = p1 - p0
        guard abs(delta) > 1e-6, dt > 0 else { return nil }
        let y1 = m0 * dt / (3 * delta), y2 = 1 - m1 * dt / (3 * delta)
        guard y1.isFinite, y2.isFinite, abs(y1) <= 4, abs(y2) <= 4 else { return nil }
        return (1.0 / 3, y1, 2.0 / 3, y2)
    }
}
