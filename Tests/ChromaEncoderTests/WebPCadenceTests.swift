import ChromaAnimation
import ChromaOutput
import ChromaRaster
import ChromaSplash
import ChromaTestSupport
import ColorCore
import Foundation
import Testing

/// A WebP above about 90 fps: browsers play a delay of 10 ms or less as 1/10 s, so the timeline
/// is drawn at WebP's own 11 ms steps (every instant 0, 11, 22 ms … shown, none merged), the
/// last frame the final state, the whole as long as the timeline to the millisecond; decoded by
/// Pillow, losslessly equal to the still drawn at each instant.
@Suite(.tags(.external), .unlessExternalToolsSkipped) struct WebPCadenceTests {
    static let hint = Comment(rawValue: ExternalDecoders.pillowHint)

    /// The timeline's length in ms: `frameCount` frames of 1/fps, rounded (halves up).
    static func milliseconds(_ frameCount: Int, fps: Int) -> Int { (2 * frameCount * 1000 + fps) / (2 * fps) }

    /// Rates above 90 fps, with transitions and holds that are no multiple of 11 ms.
    @Test(.enabled(if: ExternalDecoders.python != nil, hint),
          arguments: [(91, 0.2, 0.0), (120, 0.33, 0.07), (240, 0.25, 0.0), (1000, 0.3, 0.013)] as [(Int, Double, Double)])
    func aFastSplashIsDrawnEvery11ms(fps: Int, duration: Double, hold: Double) throws {
        let timeline = GIFCadenceTests.card(fps: fps, duration: duration, hold: hold)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = FrameSequenceOutput(folder: nil, animation: folder.path("fast.webp"), threads: 2)
        var calls = 0
        try output.write(timeline) { _ in calls += 1 }
        let total = Self.milliseconds(timeline.frameCount, fps: fps)
        let count = max(1, total / 11)
        #expect(calls == count && calls == output.framesDrawn(for: timeline), "one progress call an instant drawn")
        // The stills every 11 ms; the last is the final state.
        let renderer = Renderer(threads: 1)
        let stills = (0..<(count - 1)).map { renderer.renderImage(timeline.scene(atTime: Double($0 * 11) / 1000)).bytes }
            + [renderer.renderImage(timeline.scene(atFrame: timeline.frameCount - 1)).bytes]
        #expect(Set(stills).count > stills.count / 2, "the card moves between most instants")
        // Equal neighbours show as one frame (a hold is stored once).
        var shown: [(still: Int, delay: Int)] = []
        for k in 0..<count {
            let delay = k == count - 1 ? total - 11 * k : 11
            if let last = shown.last, stills[last.still] == stills[k] { shown[shown.count - 1].delay += delay } else { shown.append((k, delay)) }
        }
        let webp = try ExternalDecoders.pillow([folder.path("fast.webp")])[0]
        try #require(webp.frames == shown.count, "\(webp.frames) frames shown, \(shown.count) expected")
        #expect(webp.durations == shown.map(\.delay))
        #expect(webp.durations.reduce(0, +) == total, "the timeline's length to the millisecond")
        #expect(webp.durations.allSatisfy { $0 >= 11 }, "no delay a browser plays as 1/10 s")
        for (f, entry) in shown.enumerated() { #expect(webp.pixels(f) == stills[entry.still], "frame \(f) is the instant \(entry.still * 11) ms") }
        #expect(folder.contents == ["fast.webp"])
        let note = output.animationNote(for: timeline, frameCount: timeline.frameCount)
        #expect(note == "WebP plays at most about 90 frames a second (delays over 10 ms): drawn every 11 ms (\(count) frames) instead of at \(fps) fps")
    }

    @Test(.enabled(if: ExternalDecoders.python != nil, hint), arguments: [30, 60, 90])
    func atNinetyFPSOrLessEveryFrameShowsAsBefore(fps: Int) throws {
        let timeline = GIFCadenceTests.card(fps: fps, duration: 0.2)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = FrameSequenceOutput(folder: folder.path("frames"), animation: folder.path("card.webp"), threads: 2)
        var calls = 0
        try output.write(timeline) { _ in calls += 1 }
        #expect(calls == timeline.frameCount && output.framesDrawn(for: timeline) == timeline.frameCount)
        #expect(output.animationNote(for: timeline, frameCount: timeline.frameCount) == nil)
        let pngs = (0..<timeline.frameCount).map { folder.path(String(format: "frames/frame-%05d.png", $0)) }
        let decoded = try ExternalDecoders.pillow([folder.path("card.webp")] + pngs)
        let stills = decoded.dropFirst().map { $0.pixels(0) }
        let schedule = try FrameSchedule(frameCount: timeline.frameCount, frameDuration: FrameDuration(fps: fps), unitsPerSecond: 1000, minimumDelay: 11)
        #expect(schedule.entries.count == timeline.frameCount, "no frame merged at \(fps) fps")
        // Every frame its own delay, unless equal to the one before (a hold, stored once).
        var shown: [(frame: Int, delay: Int)] = []
        for entry in schedule.entries {
            if let last = shown.last, stills[last.frame] == stills[entry.frame] { shown[shown.count - 1].delay += entry.delay } else { shown.append((entry.frame, entry.delay)) }
        }
        try #require(decoded[0].frames == shown.count)
        #expect(decoded[0].durations == shown.map(\.delay))
        for (f, entry) in shown.enumerated() { #expect(decoded[0].pixels(f) == stills[entry.frame]) }
    }

    @Test(.enabled(if: ExternalDecoders.python != nil, hint))
    func framesAndAFastWebPInOneRunEachKeepTheirOwnCadence() throws {
        let timeline = GIFCadenceTests.card(fps: 120)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Frames 30-90 of 1/120 s: 61 frames, 508 ms from 0.25 s, so 46 instants.
        let output = FrameSequenceOutput(folder: folder.path("frames"), animation: folder.path("part.webp"), threads: 2)
        var calls = 0
        let written = try output.write(timeline, frames: 30...90) { _ in calls += 1 }
        #expect(written.count == 62 && written.last == folder.path("part.webp"))
        #expect(calls == 61 + 46 && calls == output.framesDrawn(for: timeline, frames: 30...90))
        let renderer = Renderer(threads: 1)
        let stills = (0..<45).map { renderer.renderImage(timeline.scene(atTime: 0.25 + Double($0 * 11) / 1000)).bytes }
            + [renderer.renderImage(timeline.scene(atFrame: 90)).bytes]
        let decoded = try ExternalDecoders.pillow([folder.path("part.webp"), folder.path("frames/frame-00030.png")])
        #expect(decoded[0].durations.reduce(0, +) == 508)
        #expect(decoded[0].pixels(0) == stills[0] && decoded[0].pixels(decoded[0].frames - 1) == stills.last)
        // The numbered frames are the timeline's own, at 120 fps.
        #expect(decoded[1].pixels(0) == renderer.renderImage(timeline.scene(atFrame: 30)).bytes)
    }

    @Test(.enabled(if: ExternalDecoders.python != nil, hint))
    func aSequenceOfFramesOnlyMergesThemAsBefore() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = FrameSequenceOutput(folder: nil, animation: folder.path("frames.webp"), threads: 2)
        let frames = GIFCadenceTests.FramesOnly()
        try output.write(frames)
        let schedule = try FrameSchedule(frameCount: 30, frameDuration: FrameDuration(fps: 120), unitsPerSecond: 1000, minimumDelay: 11)
        let webp = try ExternalDecoders.pillow([folder.path("frames.webp")])[0]
        #expect(webp.frames == schedule.entries.count)
        #expect(webp.durations == schedule.entries.map(\.delay))
        #expect(output.framesDrawn(for: frames) == 30)
        let note = output.animationNote(for: frames, frameCount: 30)
        #expect(note == "WebP plays at most about 90 frames a second (delays over 10 ms): the 30 frames at 120 fps are shown as \(schedule.entries.count), at the same speed")
    }
}
