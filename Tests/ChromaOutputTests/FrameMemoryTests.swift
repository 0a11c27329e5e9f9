import ChromaLimits
import ChromaOutput
import ChromaSplash
import ColorCore
import Foundation
import Testing

/// The memory a frame sequence needs is checked before anything is allocated, and computing it
/// never traps, whatever the sequence.
@Suite struct FrameMemoryTests {
    func timeline(duration: Double = 0.5, shadow: SplashCard.Shadow? = nil) -> SplashTimeline {
        SplashTimeline(fills: [.solid(Color(rgb: 0xff0000)), .solid(Color(rgb: 0x0000ff))], duration: duration,
                       fps: 60, card: SplashCard(width: 20, height: 10, shadow: shadow))
    }

    @Test(arguments: [1e308, -1e308, .greatestFiniteMagnitude, .infinity, -.infinity, .nan, 1e7, -1, 100_000, 21_850])
    func theMemoryOfAbsurdShadowsSaturatesInsteadOfTrapping(_ value: Double) {
        for shadow in [SplashCard.Shadow(color: .black, radius: value, x: 0, y: 4), SplashCard.Shadow(color: .black, radius: 10, x: value, y: 0)] {
            for threads in [1, 64] { #expect(FrameSequenceWriter(threads: threads).memoryNeeded(for: timeline(shadow: shadow)) > 0) }
        }
    }

    @Test func aLargeShadowIsCheckedAgainstTheMemoryLimitBeforeAnyAllocation() throws {
        // Radius 10000: a 30020×30010 canvas, valid in size, but 3.6 GB a frame.
        let big = timeline(duration: 0.01, shadow: SplashCard.Shadow(color: .black, radius: 10_000, x: 0, y: 4))
        try big.validate()
        #expect(big.card.canvasSize == (30_028, 30_018))  // a margin of ⌈1.5 × 10000 + 4⌉ each side
        let writer = FrameSequenceWriter(threads: 2)
        #expect(writer.memoryNeeded(for: big) > 4 << 30)
        #expect { try writer.check(big) } throws: { ($0 as? ResourceLimitError)?.limit == .memory }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-shadow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect { try FrameSequenceOutput(folder: folder.path, animation: nil, threads: 2).write(big) } throws: {
            ($0 as? ResourceLimitError)?.limit == .memory
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        // The memory grows with the frames in flight: two encoded frames a thread wait to be written.
        let small = FrameSequenceWriter(threads: 1).memoryNeeded(for: timeline())
        let more = FrameSequenceWriter(threads: 4).memoryNeeded(for: timeline())
        #expect(more > 3 * small)
    }

}
