import Testing
@testable import ChromaSplash

@Suite struct EasingTests {
    @Test func endpointsAndSymmetry() {
        for easing in [Easing.linear, .easeIn, .easeOut, .easeInOut, .cubicBezier(0.25, 0.1, 0.25, 1), .defaultSpring] {
            #expect(easing.progress(at: 0, duration: 0.5) == 0)
            #expect(easing.progress(at: 1, duration: 0.5) == 1)
            #expect(easing.progress(at: -1, duration: 0.5) == 0 && easing.progress(at: 2, duration: 0.5) == 1)
        }
        // easeInOut is symmetric: exactly one half at half time.
        #expect(abs(Easing.easeInOut.progress(at: 0.5, duration: 0.5) - 0.5) < 1e-12)
        for f in stride(from: 0.05, to: 1, by: 0.05) {
            let a = Easing.easeInOut.progress(at: f, duration: 1), b = Easing.easeInOut.progress(at: 1 - f, duration: 1)
            #expect(abs(a + b - 1) < 1e-12)
        }
    }

    @Test func cubicBezierIsSolvedExactly() {
        // x(s) = t is solved, then y(s) read: check against the curve sampled at known s.
        for s in stride(from: 0.0, through: 1.0, by: 0.0625) {
            let u = 1 - s
            let x = 3 * u * u * s * 0.42 + 3 * u * s * s * 0.58 + s * s * s
            let y = 3 * u * s * s + s * s * s
            #expect(abs(Easing.easeInOut.progress(at: x, duration: 1) - y) < 1e-10)
        }
        // CSS's `ease` at 0.5 (a published value).
        #expect(abs(Easing.cubicBezier(0.25, 0.1, 0.25, 1).progress(at: 0.5, duration: 1) - 0.8024033877399112) < 1e-9)
        // Monotone for monotone curves.
        var last = 0.0
        for f in stride(from: 0.0, through: 1.0, by: 0.001) {
            let p = Easing.easeIn.progress(at: f, duration: 1)
            #expect(p >= last - 1e-12)
            last = p
        }
    }

    @Test func springsOvershootAndSettle() {
        let bouncy = Easing.spring(response: 0.5, dampingFraction: 0.3)
        let values = stride(from: 0.0, through: 1.0, by: 0.01).map { bouncy.progress(at: $0, duration: 2) }
        #expect(values.max()! > 1.2)  // it overshoots
        let critical = Easing.spring(response: 0.5, dampingFraction: 1)
        let smooth = stride(from: 0.0, through: 1.0, by: 0.01).map { critical.progress(at: $0, duration: 2) }
        #expect(smooth.allSatisfy { $0 <= 1 + 1e-12 })
        #expect(abs(smooth[smooth.count - 2] - 1) < 1e-3)
        let over = Easing.spring(response: 0.5, dampingFraction: 2)
        #expect(over.progress(at: 0.5, duration: 2) > 0.5 && over.progress(at: 0.5, duration: 2) < 1)
    }

    @Test func parsing() throws {
        #expect(try Easing(parsing: "easeInOut") == .easeInOut)
        #expect(try Easing(parsing: "cubic-bezier(0.1, 0.7, 1.0, 0.1)") == .cubicBezier(0.1, 0.7, 1, 0.1))
        #expect(try Easing(parsing: "spring(0.4,0.6)") == .spring(response: 0.4, dampingFraction: 0.6))
        #expect(try Easing(parsing: "spring") == .defaultSpring)
        for bad in ["bounce", "cubic-bezier(1,2,3)", "spring(a,b)", ""] {
            #expect(throws: SplashError.self) { try Easing(parsing: bad) }
        }
        #expect(try SplashAnimation(parsing: "angle:30") == .angle(.degrees(30)))
        #expect(try SplashAnimation(parsing: "circle:10,20") == .circle(origin: .init(x: 10, y: 20)))
        for bad in ["angle", "angle:x", "circle:1", "sideways", "leftToRight:3"] {
            #expect(throws: SplashError.self) { try SplashAnimation(parsing: bad) }
        }
    }
}
