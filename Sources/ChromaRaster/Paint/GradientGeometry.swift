import Foundation

/// Maps a pixel center to a gradient parameter t, and tells how far t moves across the pixel
/// (half the width of its footprint in t), for anti-aliasing hard stops.
///
/// Each kind is a small struct, so the span loop in ``PaintShader`` is specialised per kind:
/// no existential or closure call per pixel. t is NaN where the gradient paints nothing (a
/// two-circle radial gradient outside its cone).
protocol GradientGeometry {
    func parameter(x: Float, y: Float) -> (t: Float, halfWidth: Float)
}

/// t = (p − start)·d / |d|²: constant steps along each axis.
struct LinearGeometry: GradientGeometry {
    let startX: Float, startY: Float
    let dtdx: Float, dtdy: Float
    let halfWidth: Float

    init(start: Point, end: Point) {
        let d = end - start
        let lengthSquared = d.dot(d)
        startX = Float(start.x)
        startY = Float(start.y)
        dtdx = Float(d.x / lengthSquared)
        dtdy = Float(d.y / lengthSquared)
        halfWidth = 0.5 * (abs(dtdx) + abs(dtdy))
    }

    @inline(__always)
    func parameter(x: Float, y: Float) -> (t: Float, halfWidth: Float) {
        ((x - startX) * dtdx + (y - startY) * dtdy, halfWidth)
    }
}

/// One center: t = (distance − r0) / (r1 − r0). With distinct radii scaled per axis, this is
/// also the elliptical gradient.
struct ConcentricGeometry: GradientGeometry {
    let centerX: Float, centerY: Float
    /// Per-axis scale applied before measuring the distance (1 for a circle).
    let scaleX: Float, scaleY: Float
    let startRadius: Float
    let inverseSpan: Float

    @inline(__always)
    func parameter(x: Float, y: Float) -> (t: Float, halfWidth: Float) {
        let dx = (x - centerX) * scaleX, dy = (y - centerY) * scaleY
        let distance = (dx * dx + dy * dy).squareRoot()
        let t = (distance - startRadius) * inverseSpan
        // |∇t| = |inverseSpan| × |scaled direction|; the footprint spans both axes.
        let invDistance = distance > 0 ? 1 / distance : 0
        let gx = dx * invDistance * scaleX, gy = dy * invDistance * scaleY
        return (t, 0.5 * abs(inverseSpan) * (abs(gx) + abs(gy) + (distance > 0 ? 0 : Swift.max(scaleX, scaleY))))
    }
}

/// Two circles (canvas and cairo): the largest ω with r(ω) ≥ 0 whose circle passes through p.
struct TwoCircleGeometry: GradientGeometry {
    let c0x: Float, c0y: Float, cdx: Float, cdy: Float
    let r0: Float, dr: Float
    let a: Float

    init(startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double) {
        c0x = Float(startCenter.x)
        c0y = Float(startCenter.y)
        cdx = Float(endCenter.x - startCenter.x)
        cdy = Float(endCenter.y - startCenter.y)
        r0 = Float(startRadius)
        dr = Float(endRadius - startRadius)
        a = cdx * cdx + cdy * cdy - dr * dr
    }

    @inline(__always)
    func omega(_ x: Float, _ y: Float) -> Float {
        let px = x - c0x, py = y - c0y
        let b = px * cdx + py * cdy + r0 * dr
        let c = px * px + py * py - r0 * r0
        if abs(a) < 1e-6 {
            guard b != 0 else { return .nan }
            let w = c / (2 * b)
            return r0 + w * dr >= 0 ? w : .nan
        }
        let discriminant = b * b - a * c
        guard discriminant >= 0 else { return .nan }
        let root = discriminant.squareRoot()
        let w1 = (b + root) / a, w2 = (b - root) / a
        let high = Swift.max(w1, w2), low = Swift.min(w1, w2)
        if r0 + high * dr >= 0 { return high }
        if r0 + low * dr >= 0 { return low }
        return .nan
    }

    @inline(__always)
    func parameter(x: Float, y: Float) -> (t: Float, halfWidth: Float) {
        let t = omega(x, y)
        let tx = omega(x + 1, y), ty = omega(x, y + 1)
        let h = 0.5 * ((tx - t).isNaN ? 0 : abs(tx - t)) + 0.5 * ((ty - t).isNaN ? 0 : abs(ty - t))
        return (t, h)
    }
}

/// The angle around a center, clockwise on screen from +x, mapped to t over a span of degrees.
/// The seam (where t jumps) is anti-aliased by the shader from `seamDistance`.
struct AngularGeometry {
    let centerX: Float, centerY: Float
    /// The angle, in turns, where t = 0.
    let startTurns: Float
    /// The span in turns (> 0).
    let spanTurns: Float
    /// 1 / spanTurns.
    let inverseSpan: Float
    /// startTurns wrapped into 0..<1.
    let startFraction: Float
    /// t where u = 0 without a gap: (span − 1) / span for a full turn or more, else 0.
    let tOffset: Float
    /// Whether the span is at least a full turn.
    let fullTurn: Bool
    /// Pad spread under a full turn: the SwiftUI gap, where the end colors meet halfway.
    let gapMidpointTurns: Float?
    /// The angle of the seam, in turns: where colors jump.
    let seamTurns: Float

    init(center: Point, startDegrees: Double, endDegrees: Double, spread: SpreadMode) {
        centerX = Float(center.x)
        centerY = Float(center.y)
        let span = endDegrees - startDegrees
        fullTurn = span >= 360
        // A span over a full turn shows its last turn: t runs from (span − 360)/span to 1.
        startTurns = Float((fullTurn ? endDegrees - 360 : startDegrees) / 360)
        spanTurns = Float(span / 360)
        inverseSpan = Float(360 / span)
        if !fullTurn && spread == .pad {
            let midpoint = (startDegrees + span + (360 - span) / 2) / 360
            gapMidpointTurns = Float(midpoint)
            seamTurns = Float(midpoint)
        } else {
            gapMidpointTurns = nil
            seamTurns = startTurns
        }
        startFraction = Self.wrap(startTurns)
        tOffset = fullTurn ? (spanTurns - 1) * inverseSpan : 0
    }

    /// The fraction of a turn from `startTurns`, 0..<1, clockwise.
    @inline(__always)
    static func wrap(_ turns: Float) -> Float {
        let f = turns - turns.wholeBelow
        return f >= 1 ? 0 : f
    }

    /// t (before spread) for a pixel center: all a pixel needs away from the seam when the ramp
    /// is not filtered.
    @inline(__always)
    func t(x: Float, y: Float) -> Float {
        t(afterStart: Self.wrap(Float.turns(y: y - centerY, x: x - centerX) - startTurns))
    }

    /// Whether ``tWithoutGap(x:y:)`` applies: no SwiftUI gap.
    var hasGap: Bool { gapMidpointTurns != nil }

    /// ``t(x:y:)`` for a gradient without a gap: affine in u, and u from an angle within
    /// ±1.5 turns, branch-free, so loops over it vectorise.
    @inline(__always)
    func tWithoutGap(x: Float, y: Float) -> Float {
        let turns = Float.turns(y: y - centerY, x: x - centerX) - startFraction
        return tOffset + (turns - turns.wholeBelowSmall) * inverseSpan
    }

    /// t (before spread) for eight pixel centers of a row, lane by lane what
    /// ``tWithoutGap(x:y:)`` gives without a gap and ``t(x:y:)`` with one, to the bit.
    @inline(__always)
    func t(x: SIMD8<Float>, y: Float) -> SIMD8<Float> {
        let turns = SIMD8<Float>.turns(y: SIMD8(repeating: y - centerY), x: x - centerX)
        guard let gap = gapMidpointTurns else {
            let v = turns - startFraction
            return tOffset + (v - v.wholeBelowSmall) * inverseSpan
        }
        let f = turns - startTurns
        var u = f - f.wholeBelow
        u.replace(with: 0, where: u .>= 1)
        let outside = SIMD8<Float>.zero.replacing(with: 1, where: u .< Self.wrap(gap - startTurns))
        return (u * inverseSpan).replacing(with: outside, where: .!(u .<= spanTurns))
    }

    /// t (before spread) for u, the fraction of a turn clockwise from the start.
    @inline(__always)
    private func t(afterStart u: Float) -> Float {
        if fullTurn { return (spanTurns - 1 + u) * inverseSpan }
        if let gap = gapMidpointTurns {
            let middle = Self.wrap(gap - startTurns)
            return u <= spanTurns ? u * inverseSpan : (u < middle ? 1 : 0)
        }
        return u * inverseSpan
    }

    /// t (before spread) for a pixel center, the half-width in t of its footprint, and its signed
    /// distance in pixels from the seam ray (positive after the seam, clockwise).
    @inline(__always)
    func parameter(x: Float, y: Float) -> (t: Float, halfWidth: Float, seamDistance: Float) {
        let dx = x - centerX, dy = y - centerY
        let radius = (dx * dx + dy * dy).squareRoot()
        let turns = Self.wrap(Float.turns(y: dy, x: dx))
        let t = t(afterStart: Self.wrap(turns - startTurns))
        // |∇t| = 1 / (radius × span in radians); the footprint is about one pixel along the arc.
        let halfWidth = radius > 0.5 ? 0.5 / (radius * spanTurns * 2 * .pi) : 0.5
        var delta = turns - seamTurns
        delta -= delta.wholeNearest  // −0.5…0.5 turn
        // Only distances under a pixel matter: sin x ≥ 2x/π within a quarter turn gives a cheap test first.
        let seamDistance = abs(delta) < 0.25 && radius * abs(delta) * 4 < 1 ? radius * Float(sin(Double(delta) * 2 * .pi)) : 1e9
        return (t, halfWidth, seamDistance)
    }
}
