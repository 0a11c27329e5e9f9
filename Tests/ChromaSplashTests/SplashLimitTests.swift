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
                                  (timeline(starts: [value]), "start time")] {
            _ = candidate.frameCount  // saturates
            _ = candidate.totalDuration
            let text = message(candidate)
            #expect(text?.contains("invalid \(word)") == true, "\(word) \(value): \(text ?? "accepted")")
        }
    }

    @Test(arguments: absurd + [100_000, 21_850])
    func absurdShadowsAreRefusedAndNeverTrap(_ value: Double) {
        for shadow in [SplashCard.Shadow(color: .black, radius: value, x: 0, y: 4), SplashCard.Shadow(color: .black, radius: 10, x: value, y: 0),
                       SplashCard.Shadow(color: .black, radius: 10, x: 0, y: value)] {
            let candidate = timeline(shadow: shadow)
            _ = candidate.card.canvasSize
            _ = SplashRenderer(timeline: candidate, threads: 64).memoryNeeded
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

    @Test func aLargeShadowIsCheckedAgainstTheMemoryLimitBeforeAnyAllocation() throws {
        // Radius 10000: a 30020×30010 canvas, valid in size, but 3.6 GB a frame.
        let big = timeline(duration: 0.01, shadow: SplashCard.Shadow(color: .black, radius: 10_000, x: 0, y: 4))
        try big.validate()
        #expect(big.card.canvasSize == (30_028, 30_018))  // a margin of ⌈1.5 × 10000 + 4⌉ each side
        let renderer = SplashRenderer(timeline: big, threads: 2)
        #expect(renderer.memoryNeeded > 4 << 30)
        #expect { try renderer.checkMemory() } throws: { ($0 as? ResourceLimitError)?.limit == .memory }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-shadow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: ResourceLimitError.self) { try renderer.render(toFolder: folder.path, apng: nil) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        // The memory grows with the frames in flight: two encoded frames a thread wait to be written.
        let small = SplashRenderer(timeline: timeline(), threads: 1).memoryNeeded
        let more = SplashRenderer(timeline: timeline(), threads: 4).memoryNeeded
        #expect(more > 3 * small)
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
