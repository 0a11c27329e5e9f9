import ChromaOutput
import ChromaRaster
import ChromaSplash
import ChromaTestSupport
import ColorCore
import Foundation
import Testing

/// A drawing swept by one parameter (`chart wheel --animate hue`, `game card --animate ratio`),
/// through the output wing's animation formats, decoded by Pillow and compared with the
/// numbered PNG frames of the same sweep.
@Suite(.tags(.external), .unlessExternalToolsSkipped) struct ParameterSweepTests {
    /// A bar whose width and hue follow the parameter (0…1).
    static func sweep(from: Double = 0, to: Double = 1, duration: Double = 0.5, fps: Int = 20, easing: Easing = .linear) -> ParameterSweep {
        ParameterSweep(from: from, to: to, duration: duration, fps: fps, easing: easing) { value in
            Scene(width: 40, height: 20, background: .white, dither: false,
                  layers: [Layer(paint: .solid(Color(.hsb, value * 300, 0.8, 0.9)), shape: .rect(Rect(x: 0, y: 0, width: 2 + 38 * value, height: 20)))])
        }
    }

    @Test func oneTimelineFromTheFirstValueToTheLast() throws {
        for (duration, fps, count) in [(0.5, 20, 11), (1.0, 30, 31), (0.1, 7, 2), (2.0 / 3, 3, 3)] {
            let sweep = Self.sweep(duration: duration, fps: fps)
            try sweep.validate()
            #expect(sweep.frameCount == count)
            #expect(sweep.value(atFrame: 0) == 0)
            #expect(sweep.value(atFrame: count - 1) == 1)
            for i in 1..<count { #expect(sweep.value(atFrame: i) > sweep.value(atFrame: i - 1)) }
        }
        let eased = Self.sweep(from: 10, to: 20, duration: 1, fps: 10, easing: .easeInOut)
        #expect(abs(eased.value(atFrame: 5) - 15) < 1e-9)  // ease-in-out is symmetric
        #expect(eased.value(atFrame: 1) - 10 < 1)  // slow at the start
        #expect(eased.frameDelay == FrameDelay(numerator: 1, denominator: 10))
    }

    @Test func refusesBadNumbersAndAChangingSize() {
        for (from, to, duration, fps) in [(Double.nan, 1.0, 1.0, 10), (0, .infinity, 1, 10), (0, 1, 0, 10), (0, 1, -1, 10), (0, 1, 1e9, 10), (0, 1, 1, 0), (0, 1, 1, 100_000)] {
            let sweep = ParameterSweep(from: from, to: to, duration: duration, fps: fps) { _ in Scene(width: 4, height: 4) }
            #expect(throws: (any Error).self) { try sweep.validate() }
        }
        let growing = ParameterSweep(from: 1, to: 2, duration: 1, fps: 10) { value in Scene(width: Int(4 * value), height: 4) }
        #expect(throws: OutputError.self) { try growing.validate() }
    }

    @Test(arguments: ["sweep.gif", "sweep.webp", "sweep.png"])
    func everyFormatShowsTheNumberedFrames(_ name: String) throws {
        guard ExternalDecoders.python != nil else { print(ExternalDecoders.pillowHint); return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let sweep = Self.sweep()
        try FrameSequenceOutput(folder: folder.path("frames"), animation: folder.path(name), threads: 2).write(sweep)
        let framePaths = (0..<sweep.frameCount).map { folder.path("frames/frame-\(String(format: "%05d", $0)).png") }
        let decoded = try ExternalDecoders.pillow([folder.path(name)] + framePaths)
        let animation = decoded[0]
        #expect(animation.frames == sweep.frameCount)
        #expect(animation.size == [40, 20])
        for i in 0..<sweep.frameCount {
            let expected = decoded[1 + i].pixels(0), actual = animation.pixels(i)
            let worst = zip(expected, actual).map { abs(Int($0) - Int($1)) }.max() ?? 255
            // GIF quantizes to 256 colors; a few solid colors survive exactly or within its dither.
            #expect(worst <= (name.hasSuffix(".gif") ? 24 : 0), "\(name) frame \(i): off by \(worst)")
        }
    }
}
