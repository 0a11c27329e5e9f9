import ChromaRaster
import ColorCore
import Foundation

/// Turns one ``CSSGradient`` into a ChromaRaster paint for a box of `width` × `height` pixels,
/// with CSS Images 4's geometry: the gradient line of a linear gradient (magic corners
/// included), the ending shape of a radial one, the start angle of a conic one.
///
/// ChromaRaster's ramps run over 0…1, so the resolver maps the stops onto that: for linear and
/// radial gradients the geometry is stretched over the range the stops span (exact); a conic
/// gradient shows exactly one turn, so its stops are clipped to it, and a repeating one is
/// copied around the turn first.
struct CSSGradientResolver {
    let width: Double
    let height: Double
    /// Where the box's top-left corner is on the canvas; the paints' points are moved by it.
    var origin = Point(x: 0, y: 0)

    /// The paint of a gradient. Colors outside the output gamut are clipped per channel, as the
    /// browsers do today (CSS Color 4 asks for gamut mapping; Chromium clips).
    func paint(_ gradient: CSSGradient) throws(CSSParseError) -> Paint {
        switch try unclippedPaint(gradient) {
        case .linear(var g): g.style.gamut = .clip; return .linear(g)
        case .radial(var g): g.style.gamut = .clip; return .radial(g)
        case .elliptical(var g): g.style.gamut = .clip; return .elliptical(g)
        case .angular(var g): g.style.gamut = .clip; return .angular(g)
        case let other: return other
        }
    }

    private func unclippedPaint(_ gradient: CSSGradient) throws(CSSParseError) -> Paint {
        let interpolation = gradient.resolvedInterpolation
        let stops = try StopList(gradient.elements, lineLength: lineLength(gradient), interpolation: interpolation, offset: gradient.offset)
        switch gradient.geometry {
        case .linear(let direction):
            let (start, end) = line(direction)
            guard let (low, high) = window(stops, repeating: gradient.repeating) else { return .solid(stops.lastColor) }
            let d = end - start
            let fine = stops.subdivided()
            return .linear(LinearGradient(gradient: fine.gradient(window: low, high), startPoint: .pixels(origin + start + d * low),
                                          endPoint: .pixels(origin + start + d * high), spread: gradient.repeating ? .repeat : .pad,
                                          interpolation: fine.interpolation))
        case .radial(let shape, let size, let position):
            let center = Point(x: position.x.resolved(width), y: position.y.resolved(height))
            let (rx, ry) = radii(shape: shape, size: size, center: center)
            // A zero-sized ending shape (CSS Images 4 §3.2.3, degenerate gradients): every pixel
            // lies beyond the last stop, and Chromium paints the last color, repeating or not.
            guard rx > 0, ry > 0 else { return .solid(stops.lastColor) }
            guard let (low, high) = window(stops, repeating: gradient.repeating) else { return .solid(stops.lastColor) }
            let spread: SpreadMode = gradient.repeating ? .repeat : .pad
            let fine = stops.subdivided()
            let ramp = fine.gradient(window: low, high)
            if rx == ry {
                return .radial(RadialGradient(gradient: ramp, center: .pixels(origin + center), startRadius: low * rx, endRadius: high * rx,
                                              spread: spread, interpolation: fine.interpolation))
            }
            return .elliptical(EllipticalGradient(gradient: ramp, center: .pixels(origin + center), startRadiusFraction: low / 2,
                                                  endRadiusFraction: high / 2, spread: spread, interpolation: fine.interpolation,
                                                  frame: Rect(x: 0, y: 0, width: 2 * rx, height: 2 * ry)))
        case .conic(let from, let position):
            let center = Point(x: position.x.resolved(width), y: position.y.resolved(height))
            var stops = stops
            if gradient.repeating {
                guard let unrolled = try stops.unrolled(offset: gradient.offset) else { return .solid(stops.lastColor) }
                stops = unrolled
            }
            if stops.first < 0 || stops.last > 1 { stops = stops.clipped() }
            let fine = stops.subdivided()
            return .angular(AngularGradient(gradient: fine.gradient(window: 0, 1), center: .pixels(origin + center),
                                            from: .degrees(from), interpolation: fine.interpolation))
        }
    }

    /// The length in pixels that length positions are fractions of: the gradient line of a
    /// linear gradient, the horizontal radius of a radial one; 1 for a conic one (angles).
    private func lineLength(_ gradient: CSSGradient) throws(CSSParseError) -> Double {
        switch gradient.geometry {
        case .linear(let direction):
            let (start, end) = line(direction)
            return (end - start).length
        case .radial(let shape, let size, let position):
            let center = Point(x: position.x.resolved(width), y: position.y.resolved(height))
            let (rx, ry) = radii(shape: shape, size: size, center: center)
            guard rx.isFinite, ry.isFinite, abs(rx) <= 1e9, abs(ry) <= 1e9, abs(center.x) <= 1e9, abs(center.y) <= 1e9 else {
                throw CSSParseError(offset: gradient.offset, "the radial gradient's size or center is out of range; expected at most 1e9 pixels")
            }
            // A zero radius still takes pixel positions; only the last color shows.
            return rx > 0 ? rx : 1
        case .conic(_, let position):
            guard abs(position.x.resolved(width)) <= 1e9, abs(position.y.resolved(height)) <= 1e9 else {
                throw CSSParseError(offset: gradient.offset, "the conic gradient's center is out of range; expected at most 1e9 pixels")
            }
            return 1
        }
    }

    /// The part of the gradient line the ramp covers: the stops' span (repeating gradients repeat
    /// it); nil for a repeating gradient whose span is zero, which Chromium paints in the last
    /// color (CSS Images 4 asks for the average color).
    private func window(_ stops: StopList, repeating: Bool) -> (Double, Double)? {
        if repeating { return stops.last - stops.first > 1e-9 ? (stops.first, stops.last) : nil }
        // Padding keeps the whole line: before the first stop its own color shows, even when a
        // hard stop follows it at the same place (the ramp's pad would show the later color).
        return (Swift.min(0, stops.first), Swift.max(1, stops.last))
    }

    /// The gradient line's start and end (CSS Images 4 §3.1.1): through the center, as long as
    /// the box's projection on it. A corner direction is perpendicular to the diagonal joining
    /// the two neighbouring corners (the "magic corners").
    func line(_ direction: CSSGradient.Direction) -> (Point, Point) {
        let dx: Double, dy: Double
        switch direction {
        case .angle(let degrees):
            let radians = degrees * .pi / 180
            (dx, dy) = (sin(radians), -cos(radians))
        case .to(let h, let v) where h != 0 && v != 0:
            let x = Double(h) * height, y = Double(v) * width
            let n = (x * x + y * y).squareRoot()
            (dx, dy) = n > 0 ? (x / n, y / n) : (Double(h) / 2.0.squareRoot(), Double(v) / 2.0.squareRoot())
        case .to(let h, let v):
            (dx, dy) = (Double(h), Double(v))
        }
        let length = abs(width * dx) + abs(height * dy)
        let center = Point(x: width / 2, y: height / 2)
        let half = Point(x: dx * length / 2, y: dy * length / 2)
        return (center - half, center + half)
    }

    /// The ending shape's radii (CSS Images 4 §3.2.2), equal for a circle.
    func radii(shape: CSSGradient.RadialShape?, size: CSSGradient.RadialSize?, center: Point) -> (Double, Double) {
        let circle: Bool
        if let shape {
            circle = shape == .circle
        } else if case .lengths(_, nil)? = size {
            circle = true
        } else {
            circle = false
        }
        let near = (x: Swift.min(abs(center.x), abs(width - center.x)), y: Swift.min(abs(center.y), abs(height - center.y)))
        let far = (x: Swift.max(abs(center.x), abs(width - center.x)), y: Swift.max(abs(center.y), abs(height - center.y)))
        switch size ?? .extent(.farthestCorner) {
        case .lengths(let a, let b):
            if circle {
                let r = a.resolved(against: width)
                return (r, r)
            }
            return (a.resolved(against: width), (b ?? a).resolved(against: height))
        case .extent(let extent):
            let root2 = 2.0.squareRoot()
            switch (extent, circle) {
            case (.closestSide, true): let r = Swift.min(near.x, near.y); return (r, r)
            case (.farthestSide, true): let r = Swift.max(far.x, far.y); return (r, r)
            case (.closestCorner, true): let r = (near.x * near.x + near.y * near.y).squareRoot(); return (r, r)
            case (.farthestCorner, true): let r = (far.x * far.x + far.y * far.y).squareRoot(); return (r, r)
            case (.closestSide, false): return (near.x, near.y)
            case (.farthestSide, false): return (far.x, far.y)
            case (.closestCorner, false): return (near.x * root2, near.y * root2)
            case (.farthestCorner, false): return (far.x * root2, far.y * root2)
            }
        }
    }
}
