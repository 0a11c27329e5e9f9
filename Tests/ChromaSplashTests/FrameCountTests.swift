import ChromaRaster
import ColorCore
import Testing
@testable import ChromaSplash

/// Frames are counted by one exact rule, the last frame always shows the final state, and a
/// fixed frame count gives exactly that many frames.
@Suite struct FrameCountTests {
    static func timeline(duration: Double = 0.5, hold: Double = 0, fps: Int = 60, fills: Int = 3) -> SplashTimeline {
        let colors: [Color] = [.red, .blue, .green, .orange, .purple]
        return SplashTimeline(fills: colors.prefix(fills).map(Paint.solid), animation: .circle, duration: duration, hold: hold,
                              fps: fps, card: SplashCard(width: 20, height: 10))
    }

    @Test(arguments: [1, 7, 24, 30, 60, 1000])
    func theLastFrameShowsTheFinalState(fps: Int) throws {
        for duration in [0.01, 0.3, 0.5, 0.4666667, 1.0 / 3, 2] {
            let t = Self.timeline(duration: duration, fps: fps)
            try t.validate()
            let last = t.frameCount - 1
            #expect(t.progress(at: t.time(ofFrame: last)).allSatisfy { $0 >= 1 }, "fps \(fps), duration \(duration)")
            #expect(t.scene(atFrame: last) == Self.timeline(duration: duration, fps: fps).scene(atFrame: last + 5))
        }
    }

    @Test func nearlyEqualHoldsGiveTheSameCount() {
        #expect(Self.timeline(hold: 0.46666).frameCount == Self.timeline(hold: 0.4666667).frameCount)
        #expect(Self.timeline(duration: 0.5, hold: 0, fps: 60, fills: 2).frameCount == 31)
    }

    @Test(arguments: [2, 3, 7, 61, 240])
    func aFixedCountGivesExactlyThatMany(count: Int) throws {
        var t = Self.timeline()
        t.fixedFrameCount = count
        try t.validate()
        #expect(t.frameCount == count)
        #expect(t.time(ofFrame: 0) == 0 && abs(t.time(ofFrame: count - 1) - t.totalDuration) < 1e-12)
        #expect(t.progress(at: t.time(ofFrame: count - 1)).allSatisfy { $0 >= 1 })
        let delay = t.frameDelay
        #expect(abs(Double(delay.numerator) / Double(delay.denominator) - t.totalDuration / Double(count - 1)) <= 0.0005 + 1e-9)
    }

    @Test func aFixedCountBelowTwoIsRefused() {
        for count in [-1, 0, 1] {
            var t = Self.timeline()
            t.fixedFrameCount = count
            #expect(throws: SplashError.self) { try t.validate() }
        }
    }
}

/// A fixed frame count plays at the timeline's speed: each frame lasts exactly T / (N − 1)
/// (once rounded to whole milliseconds and clamped to 1…65535 ms: 5,000 frames over 0.5 s
/// played for 5 s, 2 frames over 3,600 s for 131 s).
@Suite struct FixedFrameCountSpeedTests {
    @Test(arguments: [(5000, 0.5, 1, 9998), (2, 3600.0, 3600, 1), (10, 1.2, 2, 15), (3, 0.001, 1, 2000),
                      (100_000, 10.0, 10, 99999), (7, 1.0 / 3, 1, 18), (4, 3600.0, 1200, 1)])
    func eachFrameLastsTheExactFraction(count: Int, seconds: Double, numerator: Int, denominator: Int) throws {
        var t = SplashTimeline(fills: [.solid(.red), .solid(.blue)], duration: seconds, card: SplashCard(width: 4, height: 4))
        t.fixedFrameCount = count
        try t.validate()
        #expect(t.frameDelay == FrameDelay(numerator: numerator, denominator: denominator), "\(count) frames over \(seconds) s")
        // The whole plays for N × T / (N − 1).
        let played = Double(count) * t.frameDelay.seconds
        #expect(abs(played - Double(count) * seconds / Double(count - 1)) <= 1e-9 * played)
    }

    @Test func delaysNearATermLimitStayWithinABillionth() {
        for seconds in [1e-9, 3.7e-7, 0.123456789, 1.0 / 7, 2.0.squareRoot(), 9999.999, 2e9] {
            let delay = FrameDelay(approximating: seconds)
            #expect((1...FrameDelay.maximumTerm).contains(delay.numerator) && (1...FrameDelay.maximumTerm).contains(delay.denominator))
            let clamped = min(max(seconds, 1 / Double(FrameDelay.maximumTerm)), Double(FrameDelay.maximumTerm))
            #expect(abs(delay.seconds - clamped) <= clamped * 1e-9 + 1 / Double(FrameDelay.maximumTerm), "\(seconds)")
        }
        for bad in [Double.nan, .infinity, -1, 0] {
            let delay = FrameDelay(approximating: bad)
            #expect(delay.numerator >= 1 && delay.denominator >= 1, "\(bad)")
        }
    }
}
