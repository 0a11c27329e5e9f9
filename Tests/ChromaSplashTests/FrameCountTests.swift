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
