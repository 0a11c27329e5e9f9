import ChromaLimits
import ChromaRaster
import ColorCore
import Foundation
import Testing
@testable import ChromaSplash

/// Times and shadows no splash should have are refused by `validate()` with the bad value
/// named, and nothing computed from them (frame counts, canvases, memory) traps first.
@Suite struct SplashLimitTests {
    static let absurd: [Double] = [1e308, -1e308, .greatestFiniteMagnitude, .infinity, -.infinity, .nan, 1e7, -1]

    func timeline(duration: Double = 0.5, hold: Double = 0, starts: [Double]? = nil, shadow: SplashCard.Shadow? = nil,
                  animation: SplashAnimation = .leftToRight) -> SplashTimeline {
        SplashTimeline(fills: [.solid(Color(rgb: 0xff0000)), .solid(Color(rgb: 0x0000ff))], animation: animation, duration: duration, hold: hold, starts: starts,
                       fps: 60, card: SplashCard(width: 20, height: 10, shadow: shadow))
    }

    func message(_ timeline: SplashTimeline) -> String? {
        do { try timeline.validate(); return nil } catch { return "\(error)" }
    }

    @Test(arguments: absurd)
    func absurdTimesAreRefusedAndNeverTrap(_ value: Double) {
        for (candidate, word) in [(timeline(duration: value), "duration"), (timeline(hold: value), "hold"),
                                  (timeline(starts: [value]), "starts[0]")] {
            _ = candidate.frameCount  // saturates
            _ = candidate.totalDuration
            let text = message(candidate)
            #expect(text?.hasPrefix("\(word): expected a number") == true, "\(word) \(value): \(text ?? "accepted")")
        }
    }

    @Test(arguments: absurd + [100_000, 21_850])
    func absurdShadowsAreRefusedAndNeverTrap(_ value: Double) {
        for shadow in [SplashCard.Shadow(color: .black, radius: value, x: 0, y: 4), SplashCard.Shadow(color: .black, radius: 10, x: value, y: 0),
                       SplashCard.Shadow(color: .black, radius: 10, x: 0, y: value)] {
            let candidate = timeline(shadow: shadow)
            _ = candidate.card.canvasSize
            let text = message(candidate)
            // Offsets may be negative; 21850 pixels of offset fit a side (a 43 750 pixel canvas)
            // but not the pixel limit; every other value is refused as a shadow.
            if value == -1 && (shadow.x == value || shadow.y == value) {
                #expect(text == nil, "\(shadow): \(text ?? "")")
            } else if value == 21_850 && shadow.radius == 10 {
                #expect(text?.contains("CHROMA_MAX_PIXELS") == true, "\(shadow): \(text ?? "accepted")")
            } else {
                #expect(text?.contains("shadow") == true, "\(shadow): \(text ?? "accepted")")
            }
        }
    }

    @Test(arguments: [Double.nan, .infinity, 1e308, 16_777_217])
    func absurdAnimationsAreRefused(_ value: Double) {
        for animation in [SplashAnimation.angle(.degrees(value)), .circle(origin: Point(x: value, y: 0)), .diamond(origin: Point(x: 0, y: value))] {
            #expect(message(timeline(animation: animation)) != nil, "\(animation)")
        }
    }

    @Test func frameCountsSaturate() {
        var t = timeline()
        t.duration = 1e308
        #expect(t.frameCount == Int.max)
        t.duration = .nan
        #expect(t.frameCount >= 1)
        t.duration = 0.5
        #expect(t.frameCount == 31)
    }
}
