import ChromaRaster

/// The fewest SVG gradient stops that draw a Chroma gradient within a budget.
///
/// SVG interpolates between stops in sRGB, straight or premultiplied depending on the renderer,
/// from 8-bit stop colors. Chroma's exact color, in any interpolation space, is the ramp
/// ``GradientRamp`` bakes (its breakpoints, from `RampSampler`, are within 0.2/255 of it).
/// Starting from those breakpoints, each stop reaches as far along the ramp as it can while the
/// line between the written (quantised) stops stays within ``budget`` of the ramp, checked at
/// every breakpoint it spans and halfway between them, for both straight and premultiplied
/// interpolation; so the SVG is within `budget` + 0.2/255 of the exact color everywhere.
public enum SVGGradientStops {
    /// The departure allowed from the ramp, in premultiplied 0…1 channel units: 0.8/255, which
    /// with the ramp's own 0.2/255 keeps the drawn color within 1/255 of the exact one.
    static let budget = 0.8 / 255
    /// The narrowest gap a stop is inserted into, in gradient fractions.
    static let minimumGap = 1.0 / 65_536

    /// A stop: its offset (0…1) and straight color as written (quantised).
    public struct Stop: Equatable, Sendable {
        /// Where the stop lies along the gradient, 0…1.
        public var offset: Double
        /// Its straight red, green, blue and opacity, 0…1 each, quantised as written (8-bit color).
        public var color: SIMD4<Double>

        /// A stop at `offset` of straight `color`.
        public init(offset: Double, color: SIMD4<Double>) {
            self.offset = offset
            self.color = color
        }
    }

    /// The stops for a ramp (in sRGB: ``GradientRamp`` of the output space `.srgb`).
    public static func stops(for ramp: GradientRamp) -> [Stop] {
        let points = ramp.breakpoints
        // Continuous pieces, split at hard stops (two breakpoints at one location).
        var pieces: [[(location: Double, color: SIMD4<Double>)]] = [[]]
        for point in points {
            if let last = pieces[pieces.count - 1].last, point.location <= last.location {
                if maxDifference(point.color, last.color) < 1e-9 { continue }  // the same color again: no jump
                pieces.append([])
            }
            pieces[pieces.count - 1].append(point)
        }
        var stops: [Stop] = []
        for piece in pieces where !piece.isEmpty {
            stops += fit(piece, ramp: ramp)
        }
        return stops
    }

    /// The straight color a premultiplied one is written as (quantised).
    static func written(_ premultiplied: SIMD4<Double>) -> SIMD4<Double> {
        let a = premultiplied.w
        let straight = a > 0 ? SIMD4(premultiplied.x / a, premultiplied.y / a, premultiplied.z / a, a) : SIMD4(0, 0, 0, 0)
        return SVGColor.quantised(straight)
    }

    /// Greedy fit of one continuous piece.
    private static func fit(_ piece: [(location: Double, color: SIMD4<Double>)], ramp: GradientRamp) -> [Stop] {
        var points = piece
        var result = [Stop(offset: points[0].location, color: written(points[0].color))]
        guard points.count > 1 else { return result }
        var i = 0
        while i < points.count - 1 {
            var j = i + 1
            // The farthest j the segment i → j serves within the budget.
            while j + 1 < points.count, serves(points, from: i, to: j + 1, ramp: ramp) { j += 1 }
            if j == i + 1, !serves(points, from: i, to: j, ramp: ramp), points[j].location - points[i].location > minimumGap {
                // Even the next breakpoint is too far for the written colors: halve the gap.
                let middle = (points[i].location + points[j].location) / 2
                points.insert((middle, ramp.color(at: middle)), at: j)
                continue
            }
            result.append(Stop(offset: points[j].location, color: written(points[j].color)))
            i = j
        }
        return result
    }

    /// Whether the line between the written colors of points `i` and `j` stays within the budget
    /// of the ramp at every breakpoint between them and halfway between each pair.
    private static func serves(_ points: [(location: Double, color: SIMD4<Double>)], from i: Int, to j: Int, ramp: GradientRamp) -> Bool {
        let t0 = points[i].location, t1 = points[j].location
        let a = written(points[i].color), b = written(points[j].color)
        func check(_ t: Double, _ exact: SIMD4<Double>) -> Bool {
            let f = t1 > t0 ? (t - t0) / (t1 - t0) : 0
            // Straight interpolation, then premultiplied.
            let s = a + (b - a) * f
            let straight = SIMD4(s.x * s.w, s.y * s.w, s.z * s.w, s.w)
            // Premultiplied interpolation.
            let pa = SIMD4(a.x * a.w, a.y * a.w, a.z * a.w, a.w), pb = SIMD4(b.x * b.w, b.y * b.w, b.z * b.w, b.w)
            let premultiplied = pa + (pb - pa) * f
            return maxDifference(straight, exact) <= budget && maxDifference(premultiplied, exact) <= budget
        }
        for k in i...j {
            if !check(points[k].location, points[k].color) { return false }
            if k < j {
                let middle = (points[k].location + points[k + 1].location) / 2
                if !check(middle, ramp.color(at: middle)) { return false }
            }
        }
        return true
    }

    private static func maxDifference(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> Double {
        let d = a - b
        return max(max(abs(d.x), abs(d.y)), max(abs(d.z), abs(d.w)))
    }
}
