import Foundation
import Testing
@testable import ChromaRaster

/// The polynomial arctangent of the angular gradient against Foundation's `atan2` in Double,
/// and its vector and scalar forms against each other.
@Suite struct AngleTests {
    /// The largest error allowed, in turns: what the doc comment of `SIMD8.turns(y:x:)` states.
    static let bound = 5e-8

    /// The error of `Float.turns` at (x, y), in turns, against atan2 of the same Float inputs
    /// computed in Double; the two ends of −½…½ are the same angle.
    static func error(x: Float, y: Float) -> Double {
        let exact = atan2(Double(y), Double(x)) / (2 * Double.pi)
        var d = Double(Float.turns(y: y, x: x)) - exact
        d -= d.rounded()
        return abs(d)
    }

    @Test(arguments: [1e-30, 1e-3, 0.5, 1, 3.7, 100, 4096, 46_341, 65_535, 1e30] as [Float])
    func sweepsEveryAngleWithinTheBound(radius: Float) {
        let steps = 200_003  // prime: no angle repeats an octant's symmetry exactly
        var worst = 0.0, worstAngle = 0.0
        for k in 0..<steps {
            let angle = 2 * Double.pi * Double(k) / Double(steps)
            let x = Float(Double(radius) * cos(angle)), y = Float(Double(radius) * sin(angle))
            let e = Self.error(x: x, y: y)
            if !(e <= worst) { worst = e; worstAngle = angle }
        }
        #expect(worst <= Self.bound, "radius \(radius): error \(worst) turn at \(worstAngle) rad")
    }

    @Test func axesDiagonalsAndPixelCentersAreWithinTheBound() {
        var points: [(Float, Float)] = [(1, 0), (0, 1), (-1, 0), (0, -1), (1, 1), (-1, 1), (-1, -1), (1, -1),
                                        (-1, 0.0), (-1, -0.0), (3e38, 1), (1, 3e38), (-3e38, -3e38), (1e-38, -1e-38)]
        // Every pixel center of a 64² block around a center on a pixel corner, and one far out.
        for (cx, cy) in [(32.0, 32.0), (0.25, 0.75)] as [(Float, Float)] {
            for j in 0..<64 { for i in 0..<64 { points.append((Float(i) + 0.5 - cx, Float(j) + 0.5 - cy)) } }
        }
        for j in 0..<64 { points.append((65_534.5 - Float(j) * 1000.5, 0.5 + Float(j))) }
        for (x, y) in points {
            #expect(Self.error(x: x, y: y) <= Self.bound, "(\(x), \(y)): \(Float.turns(y: y, x: x)) turns")
        }
        #expect(Float.turns(y: 0, x: 0) == 0)
        #expect(Float.turns(y: 0, x: 5) == 0)
        #expect(Float.turns(y: 2, x: 0) == 0.25)
        #expect(Float.turns(y: -2, x: 0) == -0.25)
        #expect(Float.turns(y: 0, x: -2) == 0.5)
    }

    @Test func lanesAgreeWithTheScalarToTheBit() {
        var xs: [Float] = [], ys: [Float] = []
        for k in 0..<4096 {
            let angle = Float(k) * 0.001_537
            xs.append(cos(angle) * Float(k % 97) * 13.25)
            ys.append(sin(angle) * Float(k % 89) * 7.5 - 0.5)
        }
        for i in stride(from: 0, to: xs.count, by: 8) {
            let x = SIMD8<Float>(xs[i..<(i + 8)]), y = SIMD8<Float>(ys[i..<(i + 8)])
            let lanes = SIMD8<Float>.turns(y: y, x: x)
            for k in 0..<8 {
                #expect(lanes[k].bitPattern == Float.turns(y: y[k], x: x[k]).bitPattern, "(\(x[k]), \(y[k]))")
            }
        }
    }

    /// The eight-lane t of an angular gradient is the scalar t, to the bit: full turns, spans
    /// over and under a turn, SwiftUI's gap (pad), repeat, and start angles far from zero.
    @Test(arguments: [(0.0, 360.0, SpreadMode.pad), (90, 450, .pad), (-30, 300, .pad), (45, 135, .pad), (10, 200, .repeat),
                      (720, 1080, .pad), (3_000_000, 3_000_270, .pad), (-16_000_000, -15_999_700, .reflect), (0, 1000, .pad)])
    func eightLanesGiveTheScalarT(start: Double, end: Double, spread: SpreadMode) {
        let geometry = AngularGeometry(center: Point(x: 40.3, y: 17.5), startDegrees: start, endDegrees: end, spread: spread)
        for y in stride(from: Float(0.5), to: 40, by: 3) {
            for x in stride(from: 0, to: 96, by: 8) {
                let lanes = geometry.t(x: SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7) + Float(x) + 0.5, y: y)
                for k in 0..<8 {
                    let px = Float(x + k) + 0.5
                    let scalar = geometry.hasGap ? geometry.t(x: px, y: y) : geometry.tWithoutGap(x: px, y: y)
                    #expect(lanes[k].bitPattern == scalar.bitPattern, "\(start)…\(end)° at (\(px), \(y)): \(lanes[k]) vs \(scalar)")
                }
            }
        }
    }
}
