import ChromaAnimation
import ChromaFiles
import ChromaOutput
import ChromaRaster
import ChromaSplash
import ChromaTestSupport
import ChromaVideo
import ColorCore
import Foundation
import Testing

/// The output wing writing the article's card (a splash with a shadow) as WebP, GIF and video,
/// compared with the numbered PNG frames of the same run, each decoded independently (Pillow,
/// ffprobe and ffmpeg).
@Suite(.tags(.external), .unlessExternalToolsSkipped) struct AnimationOutputTests {
    static let hint = Comment(rawValue: ExternalDecoders.pillowHint)

    /// The card of the reference article: four colors, circles, a shadow; 91 frames at 60 fps.
    static func card(fps: Int = 60, size: (Int, Int) = (200, 100)) -> SplashTimeline {
        SplashTimeline(fills: [0x0000ff, 0xff0000, 0x00ff00, 0xffa500].map { .solid(Color(rgb: $0)) }, animation: .circle,
                       duration: 0.5, fps: fps, card: SplashCard(width: size.0, height: size.1, cornerRadius: 10, shadow: .article))
    }

    /// Writes `timeline` as numbered PNGs and `name` in one run; returns the PNG frames and the
    /// animation, decoded by Pillow.
    func write(_ timeline: SplashTimeline, as name: String, quality: Int? = nil, in folder: TemporaryFolder) throws
        -> (frames: [[UInt8]], animation: ExternalDecoders.Decoded) {
        let output = FrameSequenceOutput(folder: folder.path("frames"), animation: folder.path(name), threads: 2, quality: quality)
        let written = try output.write(timeline)
        #expect(written.last == folder.path(name))
        let pngs = (0..<timeline.frameCount).map { folder.path("frames/" + String(format: "frame-%05d.png", $0)) }
        let decoded = try ExternalDecoders.pillow(pngs + [folder.path(name)])
        return (decoded.dropLast().map { $0.pixels(0) }, decoded.last!)
    }

    /// The shown frames of a schedule, with equal neighbours merged (a hold is stored once):
    /// each one's input frame and its whole delay.
    func shown(_ frames: [[UInt8]], _ schedule: FrameSchedule) -> [(frame: Int, delay: Int)] {
        var out: [(frame: Int, delay: Int)] = []
        for entry in schedule.entries {
            if let last = out.last, frames[last.frame] == frames[entry.frame] {
                out[out.count - 1].delay += entry.delay
            } else {
                out.append((entry.frame, entry.delay))
            }
        }
        return out
    }

    @Test(.enabled(if: ExternalDecoders.python != nil, hint))
    func aLosslessWebPShowsEveryPNGFrameExactly() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let timeline = Self.card()
        let (frames, webp) = try write(timeline, as: "card.webp", in: folder)
        let schedule = try FrameSchedule(frameCount: frames.count, frameDuration: FrameDuration(fps: 60), unitsPerSecond: 1000, minimumDelay: 11)
        let expected = shown(frames, schedule)
        try #require(webp.frames == expected.count, "\(webp.frames) frames shown, \(expected.count) expected")
        for (k, entry) in expected.enumerated() { #expect(webp.pixels(k) == frames[entry.frame], "shown frame \(k) is PNG frame \(entry.frame)") }
        #expect(webp.durations == expected.map(\.delay))
        #expect(webp.durations.reduce(0, +) == (frames.count * 1000 * 2 + 60) / 120)
        #expect(webp.loop == 0)
    }

    @Test(.enabled(if: ExternalDecoders.python != nil, hint))
    func aGIFStaysWithinItsStatedErrorOfThePNGFrames() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // At 50 fps every frame shows (above, GIFCadenceTests: drawn at GIF's own steps).
        let timeline = Self.card(fps: 50)
        let (frames, gif) = try write(timeline, as: "card.gif", in: folder)
        let schedule = try FrameSchedule(frameCount: frames.count, frameDuration: FrameDuration(fps: 50), unitsPerSecond: 100, minimumDelay: 2)
        let expected = shown(frames, schedule)
        try #require(gif.frames == expected.count)
        #expect(gif.durations == expected.map { $0.delay * 10 })
        #expect(gif.durations.allSatisfy { $0 >= 20 })
        let (width, height) = timeline.canvasSize
        var mean = 0.0, worst = 0.0
        for (k, entry) in expected.enumerated() {
            let e = GIFTests.errors(frames[entry.frame], gif.pixels(k), width: width, height: height)
            mean = max(mean, e.mean)
            worst = max(worst, e.worstBlock)
        }
        print("GIF of the article's card (\(width)×\(height), \(expected.count) shown frames): mean error \(String(format: "%.2f", mean)) levels, worst 8×8 block mean \(String(format: "%.2f", worst)) levels")
        #expect(mean < 1)
        #expect(worst < 1.5)
    }

    @Test(.enabled(if: ExternalDecoders.ffmpeg, Comment(rawValue: ExternalDecoders.ffmpegHint)), arguments: ["card.mp4", "card.webm"])
    func aVideoHasEveryFrameAtTheExactDuration(name: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for fps in [24, 60] {
            let timeline = Self.card(fps: fps)
            let output = FrameSequenceOutput(folder: nil, animation: folder.path(name), threads: 2)
            try output.write(timeline)
            let probe = try ExternalDecoders.run("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                                             "stream=nb_read_frames", "-of", "csv=p=0", folder.path(name)])
            #expect(String(decoding: probe.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == String(timeline.frameCount))
            #expect(folder.contents == [name], "only the finished file: \(folder.contents)")
        }
    }

    @Test func videoFramesArePipedAsRGBOverWhiteOrAsRGBA() throws {
        // 8-bit: transparent, half and opaque pixels over white, rounded; alpha dropped as is.
        let rgba: [UInt8] = [255, 0, 0, 0, 0, 0, 0, 128, 10, 20, 30, 255, 200, 100, 0, 51]
        #expect(VideoFrameEncoder.rgb(rgba, sixteenBit: false, overWhite: true) == [255, 255, 255, 127, 127, 127, 10, 20, 30, 244, 224, 204])
        #expect(VideoFrameEncoder.rgb(rgba, sixteenBit: false, overWhite: false) == [255, 0, 0, 0, 0, 0, 10, 20, 30, 200, 100, 0])
        // 16-bit samples in native order: the same rule at 65535.
        let wide: [UInt16] = [65535, 0, 0, 0, 0, 0, 0, 32768, 1000, 2000, 3000, 65535]
        let bytes = wide.withUnsafeBytes { Array($0) }
        let out = VideoFrameEncoder.rgb(bytes, sixteenBit: true, overWhite: true).withUnsafeBytes { Array($0.bindMemory(to: UInt16.self)) }
        #expect(out == [65535, 65535, 65535, 32767, 32767, 32767, 1000, 2000, 3000])
        // A WebM keeping alpha pipes the rendered bytes unchanged; overWhite never applies with alpha.
        let keeping = VideoFrameEncoder(keepsAlpha: true, overWhite: true)
        #expect(!keeping.overWhite)
        let scene = Scene(width: 4, height: 2, background: .clear)
        let image = Renderer(threads: 1).renderImage(scene)
        #expect(try keeping.encode(image) == image.bytes)
        #expect(try VideoFrameEncoder(keepsAlpha: false, overWhite: true).encode(image) == [UInt8](repeating: 255, count: 4 * 2 * 3))
    }

    @Test(.enabled(if: ExternalDecoders.ffmpeg, Comment(rawValue: ExternalDecoders.ffmpegHint)))
    func anMP4OfATransparentCardShowsItsFramesOverWhite() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var timeline = Self.card(fps: 24)
        timeline.card.background = .clear
        let output = FrameSequenceOutput(folder: folder.path("frames"), animation: folder.path("card.mp4"), threads: 2)
        try output.write(timeline)
        let decoded = try ExternalDecoders.run("ffmpeg", ["-v", "error", "-i", folder.path("card.mp4"), "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        try #require(decoded.status == 0, "\(decoded.stderr)")
        let (width, height) = timeline.canvasSize
        let pngs = (0..<timeline.frameCount).map { folder.path("frames/" + String(format: "frame-%05d.png", $0)) }
        let frames = try ExternalDecoders.pillow(pngs).map { $0.pixels(0) }
        try #require(decoded.data.count == timeline.frameCount * width * height * 4)
        var worst = Double.infinity, darkestCorner = 255
        for (i, frame) in frames.enumerated() {
            // The transparent corner shows white (alpha dropped, it would be black).
            darkestCorner = min(darkestCorner, Int(decoded.data[i * width * height * 4]), Int(decoded.data[i * width * height * 4 + 1]))
            let overWhite = VideoFrameEncoder.rgb(frame, sixteenBit: false, overWhite: true)
            var expected = [UInt8](), got = [UInt8]()
            for p in 0..<(width * height) {
                expected += [overWhite[p * 3], overWhite[p * 3 + 1], overWhite[p * 3 + 2], 255]
                got += [UInt8](decoded.data[((i * width * height + p) * 4)..<((i * width * height + p) * 4 + 4)])
            }
            worst = min(worst, TestFrames.psnr(expected, got))
        }
        print("MP4 of the transparent card over white: worst frame PSNR \(String(format: "%.1f", worst)) dB, darkest corner \(darkestCorner)")
        // The card's saturated edges in 4:2:0 cost most of the error.
        #expect(worst > 22)
        #expect(darkestCorner >= 235)
    }

    @Test(.enabled(if: ExternalDecoders.ffmpeg, Comment(rawValue: ExternalDecoders.ffmpegHint)))
    func aWebMOfATransparentCardKeepsItsAlphaAndAnMP4SaysItHasNone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var timeline = Self.card(fps: 24)
        timeline.card.background = .clear  // the shadow on a transparent page
        #expect(!timeline.isOpaque)
        let output = FrameSequenceOutput(folder: folder.path("frames"), animation: folder.path("card.webm"), threads: 2)
        #expect(output.animationNote(for: timeline, frameCount: timeline.frameCount) == nil)
        try output.write(timeline)
        let mp4Note = FrameSequenceOutput(folder: nil, animation: "card.mp4", threads: 1).animationNote(for: timeline, frameCount: timeline.frameCount)
        #expect(mp4Note?.hasPrefix("MP4 has no transparency") == true, "\(mp4Note ?? "no note")")
        let decoded = try ExternalDecoders.run("ffmpeg", ["-v", "error", "-c:v", "libvpx-vp9", "-i", folder.path("card.webm"),
                                                          "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        try #require(decoded.status == 0, "\(decoded.stderr)")
        let (width, height) = timeline.canvasSize
        let pngs = (0..<timeline.frameCount).map { folder.path("frames/" + String(format: "frame-%05d.png", $0)) }
        let frames = try ExternalDecoders.pillow(pngs).map { $0.pixels(0) }
        try #require(decoded.data.count == timeline.frameCount * width * height * 4)
        var worst = 0, total = 0, transparent = 0
        for (i, frame) in frames.enumerated() {
            for p in 0..<(width * height) {
                let alpha = Int(frame[p * 4 + 3])
                if alpha == 0 { transparent += 1 }
                let difference = abs(Int(decoded.data[(i * width * height + p) * 4 + 3]) - alpha)
                worst = max(worst, difference)
                total += difference
            }
        }
        #expect(transparent > 0, "the card's page is transparent")
        #expect(Double(total) / Double(frames.count * width * height) < 1, "mean alpha error")
        #expect(worst <= 32, "alpha off by \(worst) (lossy at the anti-aliased edges)")
    }

    @Test func anOddVideoSizeIsRefusedBeforeAnyWorkUnlessPadded() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for size in [(201, 101), (201, 100), (200, 101), (21, 21)] {
            var timeline = Self.card(fps: 24, size: size)
            timeline.card.shadow = nil  // the canvas is the card
            for name in ["card.mp4", "card.webm"] {
                let output = FrameSequenceOutput(folder: folder.path("frames/"), animation: folder.path(name), threads: 2)
                #expect(throws: VideoError.oddSize(width: size.0, height: size.1)) { try output.write(timeline) }
                #expect(folder.contents.isEmpty, "nothing made: \(folder.contents)")
            }
        }
        guard ExternalDecoders.ffmpeg else { print(ExternalDecoders.ffmpegHint); return }
        let padded = FrameSequenceOutput(folder: nil, animation: folder.path("odd.webm"), threads: 2, padsVideo: true)
        var odd = Self.card(fps: 24, size: (201, 101))
        odd.card.shadow = nil
        try padded.write(odd)
        let probe = try ExternalDecoders.run("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height",
                                                         "-of", "csv=p=0", folder.path("odd.webm")])
        #expect(String(decoding: probe.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "202,102")
    }

    @Test(.enabled(if: ExternalDecoders.ffmpeg, Comment(rawValue: ExternalDecoders.ffmpegHint)))
    func aVideoAbandonedPartWayLeavesNoFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let timeline = Self.card()
        let sink = try VideoFile(format: .mp4, to: .file(folder.path("card.mp4")), sequence: timeline, frameCount: timeline.frameCount, quality: nil)
        #expect(folder.contents.count == 1 && folder.contents[0].hasPrefix(".card.mp4.chroma-"), "ffmpeg writes the temporary file: \(folder.contents)")
        let image = Renderer().renderImage(timeline.scene(atFrame: 0))
        let encoded = try sink.encoder.encode(image)
        for i in 0..<10 { try sink.append(encoded, frame: i, repeatsPrevious: i > 0) }
        sink.discard()
        #expect(folder.contents.isEmpty, "\(folder.contents)")
    }

    @Test(.enabled(if: ExternalDecoders.python != nil, hint), arguments: ["still.webp", "still.gif"])
    func stillsDecodeToThePNGOfTheSameScene(name: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let scene = Self.card().scene(atFrame: 20)
        try StillOutput(path: folder.path("still.png"), threads: 2).write(scene)
        try StillOutput(path: folder.path(name), threads: 2).write(scene)
        let decoded = try ExternalDecoders.pillow([folder.path("still.png"), folder.path(name)])
        #expect(decoded[1].frames == 1)
        if name.hasSuffix(".webp") {
            #expect(decoded[1].pixels(0) == decoded[0].pixels(0))
        } else {
            let e = GIFTests.errors(decoded[0].pixels(0), decoded[1].pixels(0), width: scene.width, height: scene.height)
            #expect(e.mean < 1 && e.worstBlock < 1.5, "\(e)")
        }
    }

    @Test func requestsAFormatCannotTakeAreRefusedBeforeAnyWork() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(throws: OutputError.cannotStream(option: "--animated", format: .mp4)) {
            try FrameSequenceOutput(folder: nil, animation: "-", threads: 1, streamFormat: .mp4).check()
        }
        #expect(throws: OutputError.qualityNotTaken(.gif, written: ".gif")) { try FrameSequenceOutput(folder: nil, animation: "a.gif", threads: 1, quality: 50).check() }
        #expect(throws: OutputError.qualityNotTaken(.apng, written: ".png")) { try FrameSequenceOutput(folder: nil, animation: "a.png", threads: 1, quality: 50).check() }
        #expect(throws: OutputError.invalidQuality(101)) { try FrameSequenceOutput(folder: nil, animation: "a.webp", threads: 1, quality: 101).check() }
        #expect(throws: OutputError.self) { try StillOutput(path: "a.mp4", threads: 1).check() }
        #expect(try FrameSequenceOutput(folder: nil, animation: "a.GIF", threads: 1).animationFormat() == .gif)
        #expect(try FrameSequenceOutput(folder: nil, animation: "-", threads: 1, streamFormat: .webp).animationFormat() == .webp)
        #expect(folder.contents.isEmpty)
        let note = FrameSequenceOutput(folder: nil, animation: "a.gif", threads: 1).animationNote(for: Self.card(fps: 120), frameCount: Self.card(fps: 120).frameCount)
        #expect(note?.contains("at most 50 frames a second") == true, "\(note ?? "no note")")
        #expect(FrameSequenceOutput(folder: nil, animation: "a.gif", threads: 1).animationNote(for: Self.card(fps: 50), frameCount: 76) == nil)
    }
}
