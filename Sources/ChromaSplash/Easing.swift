import Foundation

/// How a transition's progress follows time, as SwiftUI's animations and CSS's timing functions.
public enum Easing: Hashable, Sendable {
    /// Constant speed.
    case linear
    /// CSS `ease-in`: cubic-bezier(0.42, 0, 1, 1).
    case easeIn
    /// CSS `ease-out`: cubic-bezier(0, 0, 0.58, 1).
    case easeOut
    /// SwiftUI's and CSS's `easeInOut`: cubic-bezier(0.42, 0, 0.58, 1).
    case easeInOut
    /// A CSS cubic-bezier(x1, y1, x2, y2); x1 and x2 within 0…1.
    case cubicBezier(Double, Double, Double, Double)
    /// A damped spring, as SwiftUI's `spring(response:dampingFraction:)`: `response` is the
    /// period of the undamped spring in seconds, `dampingFraction` 0 (endless bounce) … 1
    /// (critically damped) or more. It runs in real time from the transition's start and rests
    /// at 1 once the transition's duration is over, so give it a duration long enough to settle
    /// (about 1.5 × response).
    case spring(response: Double, dampingFraction: Double)

    /// SwiftUI's default spring: response 0.55 s, damping fraction 0.825.
    public static let defaultSpring = Easing.spring(response: 0.55, dampingFraction: 0.825)

    /// The progress at a fraction of the transition (0…1) lasting `duration` seconds: 0 at the
    /// start and exactly 1 at the end (a spring may overshoot 1 between).
    public func progress(at fraction: Double, duration: Double) -> Double {
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        switch self {
        case .linear: return fraction
        case .easeIn: return Self.bezier(fraction, 0.42, 0, 1, 1)
        case .easeOut: return Self.bezier(fraction, 0, 0, 0.58, 1)
        case .easeInOut: return Self.bezier(fraction, 0.42, 0, 0.58, 1)
        case .cubicBezier(let x1, let y1, let x2, let y2): return Self.bezier(fraction, x1, y1, x2, y2)
        case .spring(let response, let damping): return Self.spring(time: fraction * duration, response: response, damping: damping)
        }
    }

    /// Solves x(s) = t for the bezier's parameter (Newton's method, bisection where it stalls)
    /// to 1e-12, then returns y(s).
    static func bezier(_ t: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func component(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = t
        for _ in 0..<8 {
            let error = component(s, x1, x2) - t
            if abs(error) < 1e-12 { return component(s, y1, y2) }
            let slope = derivative(s, x1, x2)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
            if s < 0 || s > 1 { break }
        }
        // x(s) is monotone for x1, x2 in 0…1: bisection always converges.
        var low = 0.0, high = 1.0
        s = t
        for _ in 0..<64 {
            let x = component(s, x1, x2)
            if abs(x - t) < 1e-12 { break }
            if x < t { low = s } else { high = s }
            s = (low + high) / 2
        }
        return component(s, y1, y2)
    }

    /// The step response of a damped harmonic oscillator starting at rest at 0.
    static func spring(time t: Double, response: Double, damping zeta: Double) -> Double {
        let omega = 2 * Double.pi / response
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
        }
        if zeta == 1 {
            return 1 - exp(-omega * t) * (1 + omega * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        return 1 - (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
    }
}
