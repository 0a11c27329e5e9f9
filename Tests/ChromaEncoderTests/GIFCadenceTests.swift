import ChromaAnimation
import ChromaOutput
import ChromaRaster
import ChromaSplash
import ChromaTestSupport
import ColorCore
import Foundation
import Testing

/// A GIF above 50 fps: the timeline drawn at GIF's own 20 ms steps (every instant 0, 20, 40 ms …
/// shown, none merged), the last frame the final state, the whole as long as the timeline to
/// 1/100 s; decoded by Pillow and compared with the still drawn at each instant.
@Suite(.tags(.external), .unlessExternalToolsSkipped) struct GIFCadenceTests {
    static let hint = Comment(rawValue: ExternalDecoders.pillowHint)

    /// Rates above 50 fps, with transitions and holds that are no multiple of 20 ms.
    static let fast: [(fps: Int, duration: Double, hold: Double)] = [(51, 0.5, 0), (60, 0.5, 0), (120, 0.33, 0.07), (1000, 0.5, 0.013)]

    static func card(fps: Int, duration: Double = 0.5, hold: Double = 0) -> SplashTimeline {
        var timeline = AnimationOutputTests.card(fps: fps)
        timeline.duration = duration
        timeline.hold = hold
        return timeline
    }

    /// The timeline's length in 1/100 s: `frameCount` frames of 1/fps, rounded (halves up).
    static func hundredths(_ frameCount: Int, fps: Int) -> Int { (2 * frameCount * 100 + fps) / (2 * fps) }

    /// Checks a decoded GIF against the stills at its instants (`stills[k]` at 20 k ms, the last
    /// the final state): equal neighbours show as one frame (a hold), every delay is 2/100 s but
    /// the last, the total is `total` hundredths, and each frame is nearer its own still than
    /// the instants beside it.
    func expect(_ gif: ExternalDecoders.Decoded, shows stills: [[UInt8]], total: Int, width: Int, height: Int,
                sourceLocation: SourceLocation = #_sourceLocation) throws {
        let count = stills.count
        #expect(count == max(1, total / 2), sourceLocation: sourceLocation)
        var shown: [(still: Int, delay: Int)] = []
        for k in 0..<count {
            let delay = k == count - 1 ? total - 2 * k : 2
            if let last = shown.last, stills[last.still] == stills[k] { shown[shown.count - 1].delay += delay } else { shown.append((k, delay)) }
        }
        try #require(gif.frames == shown.count, "\(gif.frames) frames shown, \(shown.count) expected", sourceLocation: sourceLocation)
        #expect(gif.durations == shown.map { $0.delay * 10 }, sourceLocation: sourceLocation)
        #expect(gif.durations.reduce(0, +) == total * 10, "the timeline's length to 1/100 s", sourceLocation: sourceLocation)
        #expect(gif.durations.allSatisfy { $0 >= 20 } || shown.count == 1, sourceLocation: sourceLocation)
        for (f, entry) in shown.enumerated() {
            let pixels = gif.pixels(f)
            let own = GIFTests.errors(stills[entry.still], pixels, width: width, height: height)
            #expect(own.mean < 1 && own.worstBlock < 1.5, "frame \(f) (instant \(entry.still)): \(own)", sourceLocation: sourceLocation)
            for other in [entry.still - 1, entry.still + 1] where stills.indices.contains(other)
                && GIFTests.errors(stills[entry.still], stills[other], width: width, height: height).worstBlock > 4 {
                let beside = GIFTests.errors(stills[other], pixels, width: width, height: height)
                #expect(beside.worstBlock > own.worstBlock, "frame \(f) is instant \(entry.still), not \(other)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test(.enabled(if: ExternalDecoders.python != nil, hint), arguments: 0..<fast.count)
    func aFastSplashIsDrawnEvery20ms(_ index: Int) throws {
        let (fps, duration, hold) = Self.fast[index]
        let timeline = Self.card(fps: fps, duration: duration, hold: hold)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = FrameSequenceOutput(folder: nil, animation: folder.path("fast.gif"), threads: 2)
        var calls = 0
        try output.write(timeline) { _ in calls += 1 }
        let total = Self.hundredths(timeline.frameCount, fps: fps)
        #expect(calls == total / 2 && calls == output.framesDrawn(for: timeline), "one progress call an instant drawn")
        // The stills at 20 ms steps are the frames of the same timeline at 50 fps; the last is the final state.
        var slow = timeline
        slow.fps = 50
        let renderer = Renderer(threads: 1)
        let stills = (0..<(total / 2 - 1)).map { renderer.renderImage(slow.scene(atFrame: $0)).bytes }
            + [renderer.renderImage(timeline.scene(atFrame: timeline.frameCount - 1)).bytes]
        let gif = try ExternalDecoders.pillow([folder.path("fast.gif")])[0]
        let (width, height) = timeline.canvasSize
        try expect(gif, shows: stills, total: total, width: width, height: height)
        #expect(Set(stills).count > stills.count / 2, "the card moves between most instants")
        #expect(folder.contents == ["fast.gif"])
        let note = output.animationNote(for: timeline, frameCount: timeline.frameCount)
        #expect(note == "GIF shows at most 50 frames a second: drawn every 20 ms (\(total / 2) frames) instead of at \(fps) fps")
    }

    @Test(.enabled(if: ExternalDecoders.python != nil, hint))
    func framesAndAFastGIFInOneRunEachKeepTheirOwnCadence() throws {
        let timeline = Self.card(fps: 120)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Frames 60-180: from 0.5 s to the end, 121 frames of 1/120 s: 1.01 s, so 50 instants.
        let output = FrameSequenceOutput(folder: folder.path("frames"), animation: folder.path("part.gif"), threads: 2)
        var calls = 0
        let written = try output.write(timeline, frames: 60...180) { _ in calls += 1 }
        #expect(written.count == 122 && written.last == folder.path("part.gif"))
        #expect(calls == 121 + 50 && calls == output.framesDrawn(for: timeline, frames: 60...180))
        let renderer = Renderer(threads: 1)
        let stills = (0..<49).map { renderer.renderImage(timeline.scene(atTime: 0.5 + Double($0) / 50)).bytes }
            + [renderer.renderImage(timeline.scene(atFrame: 180)).bytes]
        let decoded = try ExternalDecoders.pillow([folder.path("part.gif"), folder.path("frames/frame-00060.png"), folder.path("frames/frame-00180.png")])
        let (width, height) = timeline.canvasSize
        try expect(decoded[0], shows: stills, total: 101, width: width, height: height)
        // The numbered frames are the timeline's own, at 120 fps.
        #expect(decoded[1].pixels(0) == renderer.renderImage(timeline.scene(atFrame: 60)).bytes)
        #expect(decoded[2].pixels(0) == stills.last)
    }

    @Test(.enabled(if: ExternalDecoders.python != nil, hint), arguments: [51, 120, 1000])
    func aFastSweepIsDrawnEvery20ms(fps: Int) throws {
        let sweep = ParameterSweepTests.sweep(duration: 0.37, fps: fps)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FrameSequenceOutput(folder: nil, animation: folder.path("sweep.gif"), threads: 2).write(sweep)
        let total = Self.hundredths(sweep.frameCount, fps: fps)
        let slow = ParameterSweepTests.sweep(duration: 0.37, fps: 50)
        let renderer = Renderer(threads: 1)
        let stills = (0..<(total / 2 - 1)).map { renderer.renderImage(slow.scene(atFrame: $0)).bytes } + [renderer.renderImage(sweep.draw(1)).bytes]
        let gif = try ExternalDecoders.pillow([folder.path("sweep.gif")])[0]
        try expect(gif, shows: stills, total: total, width: 40, height: 20)
    }

    @Test(.enabled(if: ExternalDecoders.python != nil, hint))
    func atFiftyFPSEveryFrameShowsAsBefore() throws {
        let timeline = Self.card(fps: 50, duration: 0.33, hold: 0.07)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = FrameSequenceOutput(folder: folder.path("frames"), animation: folder.path("card.gif"), threads: 2)
        var calls = 0
        try output.write(timeline) { _ in calls += 1 }
        #expect(calls == timeline.frameCount && output.framesDrawn(for: timeline) == timeline.frameCount)
        #expect(output.animationNote(for: timeline, frameCount: timeline.frameCount) == nil)
        let pngs = (0..<timeline.frameCount).map { folder.path(String(format: "frames/frame-%05d.png", $0)) }
        let decoded = try ExternalDecoders.pillow([folder.path("card.gif")] + pngs)
        let stills = decoded.dropFirst().map { $0.pixels(0) }
        let (width, height) = timeline.canvasSize
        // 61 frames of 1/50 s: each its own 2/100 s, the numbered frames themselves.
        try expect(decoded[0], shows: stills, total: 2 * timeline.frameCount, width: width, height: height)
    }

    /// A sequence that draws only its frames: its GIF above 50 fps still merges frames.
    struct FramesOnly: FrameSequence {
        var frameCount: Int { 30 }
        var canvasSize: (width: Int, height: Int) { (16, 8) }
        var depth: ColorDepth { .eight }
        var colorProfile: OutputColorSpace { .srgb }
        var isOpaque: Bool { true }
        var frameDelay: FrameDelay { FrameDelay(numerator: 1, denominator: 120) }
        func scene(atFrame i: Int) -> Scene {
            Scene(width: 16, height: 8, background: .white, dither: false,
                  layers: [Layer(paint: .solid(Color(rgb: 0xff0000)), shape: .rect(Rect(x: 0, y: 0, width: Double(i % 16) + 1, height: 8)))])
        }
        func validate() throws {}
    }

    @Test(.enabled(if: ExternalDecoders.python != nil, hint))
    func aSequenceOfFramesOnlyMergesThemAsBefore() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = FrameSequenceOutput(folder: nil, animation: folder.path("frames.gif"), threads: 2)
        try output.write(FramesOnly())
        let schedule = try FrameSchedule(frameCount: 30, frameDuration: FrameDuration(fps: 120), unitsPerSecond: 100, minimumDelay: 2)
        let gif = try ExternalDecoders.pillow([folder.path("frames.gif")])[0]
        #expect(gif.frames == schedule.entries.count)
        #expect(gif.durations == schedule.entries.map { $0.delay * 10 })
        #expect(output.framesDrawn(for: FramesOnly()) == 30)
        let note = output.animationNote(for: FramesOnly(), frameCount: 30)
        #expect(note == "GIF plays at most 50 frames a second (delays of 2/100 s): the 30 frames at 120 fps are shown as \(schedule.entries.count), at the same speed")
    }
}
