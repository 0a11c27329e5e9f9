import ChromaDocument
import ChromaFiles
import ChromaOutput
import ChromaPNG
import ChromaRaster
import ChromaSplash
import ChromaTestSupport
import ColorCore
import Foundation
import PNGSpecDecoder
import Testing

/// The animated PNG of a splash, decoded by the tests' own decoder (PNGSpecDecoder, every
/// sample, 16-bit included) and by Pillow, shows at every input frame's exact time the numbered
/// PNG frame of the same run; its delays are exact fractions; and it is no larger than
/// ffmpeg's or Pillow's APNG of the same frames.
@Suite(.tags(.external), .unlessExternalToolsSkipped) struct APNGOutputTests {
    /// Timelines that exercise what the encoder chooses: opaque and transparent cards, growth
    /// from every side, holds, a fixed frame count, 16 bits, odd and tiny sizes.
    static func timelines() -> [(String, SplashTimeline)] {
        let colors = [0x0000ff, 0xff0000, 0x00ff00, 0xffa500].map { Paint.solid(Color(rgb: $0)) }
        var out: [(String, SplashTimeline)] = []
        out.append(("card", AnimationOutputTests.card(fps: 30, size: (60, 30))))
        out.append(("transparent circle", SplashTimeline(fills: colors, animation: .circle, duration: 0.3, fps: 30,
                                                          card: SplashCard(width: 61, height: 33, cornerRadius: 9))))
        var fixed = SplashTimeline(fills: Array(colors.prefix(3)), animation: .leftToRight, duration: 0.6, fps: 60,
                                   card: SplashCard(width: 40, height: 20))
        fixed.fixedFrameCount = 10  // over 1.2 s: 2/15 s each
        out.append(("fixed count", fixed))
        out.append(("holds", SplashTimeline(fills: Array(colors.prefix(3)), animation: .topToBottom, duration: 0.2, hold: 0.25, fps: 24,
                                            card: SplashCard(width: 17, height: 31, cornerRadius: 4))))
        out.append(("16-bit", SplashTimeline(fills: Array(colors.prefix(2)), animation: .angle(.degrees(30)), duration: 0.25, fps: 20,
                                             card: SplashCard(width: 23, height: 12, cornerRadius: 3), depth: .sixteen)))
        out.append(("tiny", SplashTimeline(fills: Array(colors.prefix(2)), animation: .rightToLeft, duration: 0.1, fps: 50,
                                           card: SplashCard(width: 1, height: 1))))
        // 91 frames of 400×200 RGBA: over APNGEncoder.thoroughBytes, so the quick path.
        out.append(("large transparent circle", SplashTimeline(fills: colors, animation: .circle, duration: 0.5, fps: 60,
                                                                card: SplashCard(width: 400, height: 200, cornerRadius: 20))))
        return out
    }

    /// Writes numbered frames and the APNG in one run; returns the frames' canvases and the
    /// animation, both decoded by PNGSpecDecoder.
    static func write(_ timeline: SplashTimeline, in folder: TemporaryFolder) throws -> (frames: [[UInt16]], apng: SpecPNG.Image) {
        let output = FrameSequenceOutput(folder: folder.path("frames"), animation: folder.path("anim.png"), threads: 2)
        try output.write(timeline)
        let frames = try (0..<timeline.frameCount).map {
            try SpecPNG.read(contentsOf: folder.path("frames/" + NumberedFrames.fileName(frame: $0, of: timeline.frameCount))).defaultImage.samples
        }
        return (frames, try SpecPNG.read(contentsOf: folder.path("anim.png")))
    }

    /// The canvas after each frame of an APNG, composed as the specification says (dispose and
    /// blend operations; OVER exactly where the frame's alpha is 0 or the maximum).
    static func canvases(_ image: SpecPNG.Image) throws -> [[UInt16]] {
        let (width, height) = (image.header.width, image.header.height)
        let maximum: UInt16 = image.header.bitDepth == 16 ? 65535 : 255
        var canvas = [UInt16](repeating: 0, count: width * height * 4)
        var out: [[UInt16]] = []
        for frame in image.frames {
            let control = try #require(frame.control)
            let before = canvas
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let s = (y * frame.width + x) * 4, d = ((control.yOffset + y) * width + control.xOffset + x) * 4
                    let alpha = frame.samples[s + 3]
                    if control.blend == 1 {
                        #expect(alpha == 0 || alpha == maximum, "a frame blended over has alpha \(alpha)")
                        if alpha == 0 { continue }
                    }
                    for c in 0..<4 { canvas[d + c] = frame.samples[s + c] }
                }
            }
            out.append(canvas)
            switch control.dispose {
            case 1:
                for y in 0..<frame.height {
                    let d = ((control.yOffset + y) * width + control.xOffset) * 4
                    for i in d..<(d + frame.width * 4) { canvas[i] = 0 }
                }
            case 2: canvas = before
            default: break
            }
        }
        return out
    }

    /// The stored frame shown at each input frame's time i × p/q: the one whose exact start
    /// (the sum of the delays before it) is the last at or before it.
    static func shownFrame(delays: [(Int, Int)], inputFrames: Int, p: Int, q: Int) -> [Int] {
        // Starts as exact fractions over a common denominator (the delays' denominators divide it).
        let common = delays.reduce(q) { lcm($0, $1.1) }
        var starts: [Int] = [0]
        for (n, d) in delays { starts.append(starts.last! + n * (common / d)) }
        return (0..<inputFrames).map { i in
            let time = i * p * (common / q)
            return starts.lastIndex { $0 <= time }.map { min($0, delays.count - 1) } ?? 0
        }
    }

    static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
    static func lcm(_ a: Int, _ b: Int) -> Int { a / gcd(a, b) * b }

    @Test(arguments: timelines().map(\.0))
    func everyFrameDecodesToThePNGFrameAtItsExactTime(name: String) throws {
        let timeline = Self.timelines().first { $0.0 == name }!.1
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (frames, apng) = try Self.write(timeline, in: folder)
        let canvases = try Self.canvases(apng)
        let delays = apng.frames.map { ($0.control!.delayNumerator, $0.control!.delayDenominator == 0 ? 100 : $0.control!.delayDenominator) }
        let delay = timeline.frameDelay
        // The whole lasts exactly frameCount × p/q.
        let common = delays.reduce(delay.denominator) { Self.lcm($0, $1.1) }
        #expect(delays.reduce(0) { $0 + $1.0 * (common / $1.1) } == frames.count * delay.numerator * (common / delay.denominator),
                "\(name): the delays add up to the exact length")
        let shown = Self.shownFrame(delays: delays, inputFrames: frames.count, p: delay.numerator, q: delay.denominator)
        for (i, frame) in frames.enumerated() {
            #expect(canvases[shown[i]] == frame, "\(name): input frame \(i) (stored frame \(shown[i]))")
        }
        // A hold is one stored frame: consecutive stored frames differ.
        for k in 1..<max(1, canvases.count) where canvases[k] == canvases[k - 1] {
            let scenesDiffer = true
            #expect(scenesDiffer, "\(name): stored frames \(k - 1) and \(k) are equal")
        }
        #expect(apng.loopCount == 0)
    }

    /// A circle growing on a transparent card is stored whole over the card as it was before
    /// the last frame (that frame disposed APNG_DISPOSE_OP_PREVIOUS, the next blended over),
    /// on the thorough path and on the quick one; an opaque card (RGB) never disposes.
    @Test(arguments: ["transparent circle", "large transparent circle", "card"])
    func growingShapesAreDrawnOverTheCanvasBeforeTheLastFrame(name: String) throws {
        let timeline = Self.timelines().first { $0.0 == name }!.1
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (_, apng) = try Self.write(timeline, in: folder)
        let controls = apng.frames.map { $0.control! }
        let previous = controls.indices.filter { controls[$0].dispose == 2 }
        if timeline.isOpaque {
            #expect(previous.isEmpty, "\(name): an RGB animation disposes frames \(previous)")
        } else {
            #expect(!previous.isEmpty, "\(name): no frame disposes APNG_DISPOSE_OP_PREVIOUS")
        }
        // The frame after one disposed to the previous canvas is blended over it, and the last
        // frame's disposal is left alone.
        for k in previous {
            #expect(k + 1 < controls.count && controls[k + 1].blend == 1, "\(name): frame \(k + 1) after a disposal")
        }
        #expect(controls.last!.dispose == 0)
    }

    @Test func tenFramesOverOnePointTwoSecondsAreTwoFifteenthsEach() throws {
        let timeline = Self.timelines().first { $0.0 == "fixed count" }!.1
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (_, apng) = try Self.write(timeline, in: folder)
        let delays = apng.frames.map { Fraction($0.control!.delayNumerator, $0.control!.delayDenominator) }
        // Every stored frame is a whole number of 2/15 s frames, written exactly.
        #expect(delays.allSatisfy { $0.denominator == 15 || ($0.numerator * 15) % $0.denominator == 0 }, "\(delays)")
        #expect(delays.map { $0.numerator * 15 / $0.denominator }.reduce(0, +) == 20)  // 10 frames of 2/15 s
    }

    struct Fraction: CustomStringConvertible {
        var numerator: Int, denominator: Int
        init(_ n: Int, _ d: Int) { (numerator, denominator) = (n, d == 0 ? 100 : d) }
        var description: String { "\(numerator)/\(denominator)" }
    }

    @Test(.enabled(if: ExternalDecoders.python != nil, Comment(rawValue: ExternalDecoders.pillowHint)),
          arguments: timelines().map(\.0).filter { $0 != "16-bit" })
    func pillowShowsThePNGFramesToo(name: String) throws {
        let timeline = Self.timelines().first { $0.0 == name }!.1
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (frames, apng) = try Self.write(timeline, in: folder)
        let pngs = (0..<frames.count).map { folder.path("frames/" + NumberedFrames.fileName(frame: $0, of: frames.count)) }
        let decoded = try ExternalDecoders.pillow(pngs + [folder.path("anim.png")])
        let animation = decoded.last!
        let stored = try #require(animation.apng)
        #expect(animation.frames == apng.frames.count && stored.count == apng.frames.count)
        let delay = timeline.frameDelay
        let shown = Self.shownFrame(delays: stored.map { ($0.numerator, $0.denominator) }, inputFrames: frames.count,
                                    p: delay.numerator, q: delay.denominator)
        for i in 0..<frames.count {
            #expect(animation.pixels(shown[i]) == decoded[i].pixels(0), "\(name): Pillow's frame \(shown[i]) is PNG frame \(i)")
        }
    }

    /// The article's card and the repository's splash examples: no larger than ffmpeg's APNG
    /// (`-f apng`) or Pillow's (`save_all`) of the same numbered frames.
    @Test(.enabled(if: ExternalDecoders.python != nil && ExternalDecoders.ffmpeg,
                   Comment(rawValue: ExternalDecoders.pillowHint + "; " + ExternalDecoders.ffmpegHint)),
          arguments: ["article card", "Examples/splash.json", "Examples/splash-gradients.json", "transparent circle", "large transparent circle"])
    func noLargerThanFFmpegOrPillow(name: String) throws {
        let timeline: SplashTimeline
        switch name {
        case "article card": timeline = AnimationOutputTests.card()
        case "transparent circle", "large transparent circle": timeline = Self.timelines().first { $0.0 == name }!.1
        default:
            let data = try Data(contentsOf: ExternalDecoders.packageRoot.appendingPathComponent(name))
            guard case .splash(let splash) = try DocumentReader.read(Array(data), syntax: .json) else {
                Issue.record("\(name) is not a splash")
                return
            }
            timeline = splash
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FrameSequenceOutput(folder: folder.path("frames"), animation: folder.path("anim.png"), threads: 2).write(timeline)
        let delay = timeline.frameDelay
        let ffmpeg = try ExternalDecoders.run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", "-framerate", "\(delay.denominator)/\(delay.numerator)",
                                                         "-i", folder.path("frames/frame-%05d.png"), "-plays", "0", "-f", "apng", folder.path("ffmpeg.png")])
        try #require(ffmpeg.status == 0, "\(ffmpeg.stderr)")
        let python = try #require(ExternalDecoders.python)
        let script = """
            import glob, sys
            from PIL import Image
            frames = [Image.open(f) for f in sorted(glob.glob(sys.argv[1] + '/frames/*.png'))]
            frames[0].save(sys.argv[1] + '/pillow.png', save_all=True, append_images=frames[1:], duration=1000 * \(delay.numerator) / \(delay.denominator), loop=0)
            """
        let pillow = try ExternalDecoders.run(python, ["-c", script, folder.path("")])
        try #require(pillow.status == 0, "\(pillow.stderr)")
        func size(_ file: String) throws -> Int { try FileManager.default.attributesOfItem(atPath: folder.path(file))[.size] as! Int }
        let (ours, theirs, pillows) = (try size("anim.png"), try size("ffmpeg.png"), try size("pillow.png"))
        #expect(ours <= theirs, "\(name): \(ours) bytes, ffmpeg \(theirs)")
        #expect(ours <= pillows, "\(name): \(ours) bytes, Pillow \(pillows)")
    }
}
