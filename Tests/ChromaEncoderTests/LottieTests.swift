import ChromaOutput
import ChromaRaster
import ChromaSplash
import ChromaTestSupport
import ChromaVectorAnimation
import ColorCore
import Foundation
import Testing

/// Lottie and dotLottie of splash timelines, played by an independent player (rlottie, Debian's
/// librlottie-dev, through Support/rlottie_compare.py) and compared with Chroma's own PNG frames
/// at the same frame numbers; the JSON checked against the Lottie schema of PyPI's lottie-specs.
@Suite(.tags(.external), .unlessExternalToolsSkipped) struct LottieTests {
    static let rlottieHint = "Lottie playback tests skipped: rlottie or Pillow missing (apt-get install librlottie-dev; pip install pillow into .build/test-python; or bash .ci/run)"
    static let schemaHint = "Lottie schema check skipped: lottie-specs or jsonschema missing (.build/test-python/bin/pip install lottie-specs jsonschema, or bash .ci/run)"

    struct Comparison: Decodable {
        struct Frame: Decodable {
            var frame: Int
            var max: Int?
            var mean: Double?
            var over3: Int?
            var over32: Int?
            var pixels: Int?
        }
        var frameCount: Int
        var frameRate: Double
        var width: Int
        var height: Int
        var frames: [Frame]
    }

    /// Whether rlottie can be loaded by the comparison script.
    static let rlottie: Bool = {
        guard let python = ExternalDecoders.python else { return false }
        return (try? ExternalDecoders.run(python, ["-c", "import ctypes.util, ctypes; ctypes.CDLL(ctypes.util.find_library('rlottie') or 'librlottie.so')"]).status) == 0
    }()

    /// Writes the timeline's PNG frames and Lottie into a folder, plays the Lottie with rlottie
    /// and returns the comparison.
    static func play(_ timeline: SplashTimeline, sourceLocation: SourceLocation = #_sourceLocation) throws -> Comparison {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let json = folder.path("splash.json")
        try FrameSequenceOutput(folder: folder.path("frames"), animation: nil, threads: 2).write(timeline)
        try Data(try LottieWriter(threads: 2).json(timeline)).write(to: URL(fileURLWithPath: json))
        let python = try #require(ExternalDecoders.python, sourceLocation: sourceLocation)
        let script = ExternalDecoders.packageRoot.appendingPathComponent("Tests/ChromaEncoderTests/Support/rlottie_compare.py").path
        let result = try ExternalDecoders.run(python, [script, "compare", json, folder.path("frames")])
        try #require(result.status == 0, "rlottie failed: \(result.stderr)", sourceLocation: sourceLocation)
        return try JSONDecoder().decode(Comparison.self, from: result.data)
    }

    static func card(_ corner: Double = 10) -> SplashCard { SplashCard(width: 200, height: 100, cornerRadius: corner) }

    @Test func simpleSplashPlaysLikeThePNGFrames() throws {
        guard Self.rlottie else { print(Self.rlottieHint); return }
        let timeline = SplashTimeline(fills: [.solid(.blue), .solid(.red)], animation: .leftToRight, duration: 0.5,
                                      fps: 30, card: Self.card())
        Self.expectSame(try Self.play(timeline), as: timeline)
    }

    /// The tolerance of a Lottie played by rlottie against Chroma's frames, in premultiplied
    /// 8-bit channel levels, for every frame: a mean difference of at most 1 level, at most
    /// 2.5% of the pixels (the anti-aliased edges, which the two rasterizers cover differently)
    /// more than 3 levels off, and at most 0.1% more than 32 off. Where a fill is a gradient or
    /// translucent, rlottie's 8-bit premultiplied arithmetic and gradient tables (and Chroma's
    /// dither) allow a mean of 2.5 levels and 10% of the pixels more than 3 off; still at most
    /// 0.1% more than 32 off.
    static func expectSame(_ comparison: Comparison, as timeline: SplashTimeline, label: String = "splash",
                           sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(comparison.frameCount == timeline.frameCount, sourceLocation: sourceLocation)
        #expect(comparison.frames.count == timeline.frameCount, sourceLocation: sourceLocation)
        let blended = timeline.fills.contains { paint in
            if case .solid(let color) = paint { return color.resolvedOpacity < 1 }
            return true
        }
        let (meanLimit, over3Limit) = blended ? (2.5, 0.1) : (1.0, 0.025)
        let (width, height) = timeline.canvasSize
        #expect(comparison.width == width && comparison.height == height, sourceLocation: sourceLocation)
        for frame in comparison.frames {
            guard let mean = frame.mean, let over3 = frame.over3, let over32 = frame.over32, let pixels = frame.pixels else {
                Issue.record("\(label), frame \(frame.frame): rlottie drew another size", sourceLocation: sourceLocation)
                continue
            }
            #expect(mean <= meanLimit, "\(label), frame \(frame.frame): mean difference \(mean)", sourceLocation: sourceLocation)
            #expect(Double(over3) <= over3Limit * Double(pixels), "\(label), frame \(frame.frame): \(over3) pixels more than 3 levels off", sourceLocation: sourceLocation)
            #expect(Double(over32) <= 0.001 * Double(pixels), "\(label), frame \(frame.frame): \(over32) pixels more than 32 levels off", sourceLocation: sourceLocation)
        }
    }

    /// Every kind of growth, easing and fill the writer knows, each played like its PNG frames.
    static let cases: [(String, SplashTimeline)] = {
        func timeline(_ fills: [Paint], _ animation: SplashAnimation, _ easing: Easing = .easeInOut, corner: Double = 10,
                      duration: Double = 0.4, fps: Int = 25, hold: Double = 0) -> SplashTimeline {
            SplashTimeline(fills: fills, animation: animation, duration: duration, hold: hold, easing: easing, fps: fps, card: card(corner))
        }
        let solids: [Paint] = [.solid(.blue), .solid(.red), .solid(.green), .solid(.orange)]
        let oklch = Gradient(colors: [.blue, .yellow])
        var shadowed = timeline(solids, .circle, corner: 12)
        shadowed.card.shadow = .article
        shadowed.card.background = .white
        var fixed = timeline(Array(solids.prefix(2)), .diamond, .easeOut)
        fixed.fixedFrameCount = 7
        return [
            ("four colors, circle", timeline(solids, .circle)),
            ("right to left, square card, linear", timeline(Array(solids.prefix(3)), .rightToLeft, .linear, corner: 0)),
            ("angle 30°, ease-in", timeline(Array(solids.prefix(2)), .angle(.degrees(30)), .easeIn)),
            ("diamond off center, cubic-bezier overshoot", timeline(Array(solids.prefix(2)), .diamond(origin: Point(x: 40, y: 20)), .cubicBezier(0.3, -0.4, 0.6, 1.5))),
            ("bottom to top, spring", timeline(Array(solids.prefix(2)), .bottomToTop, .spring(response: 0.3, dampingFraction: 0.6), duration: 0.6)),
            ("shadow on white", shadowed),
            ("fixed frame count 7", fixed),
            ("hold between", timeline(Array(solids.prefix(3)), .topToBottom, hold: 0.2)),
            ("translucent colors", timeline([.solid(Color.blue.opacity(0.5)), .solid(Color.red.opacity(0.8))], .leftToRight)),
            ("linear gradient in OKLCH", timeline([.solid(.white), .linear(LinearGradient(gradient: oklch, startPoint: .unit(.leading), endPoint: .unit(.trailing), interpolation: ColorInterpolation(space: .oklch)))], .circle)),
            ("radial gradient", timeline([.radial(RadialGradient(gradient: Gradient(colors: [.white, .purple]), center: .unit(.center), startRadius: 5, endRadius: 90)), .solid(.teal)], .leftToRight)),
            ("angular gradient as an image", timeline([.solid(.black), .angular(AngularGradient(gradient: Gradient(colors: [.red, .green, .blue, .red]), center: .unit(.center)))], .circle)),
        ]
    }()

    @Test(arguments: 0..<cases.count)
    func everyKindPlaysLikeThePNGFrames(_ index: Int) throws {
        guard Self.rlottie else { print(Self.rlottieHint); return }
        let (name, timeline) = Self.cases[index]
        let comparison = try Self.play(timeline)
        Self.expectSame(comparison, as: timeline, label: name)
    }

    @Test func everyCaseIsValidAgainstTheLottieSchema() throws {
        guard let python = ExternalDecoders.python,
              (try? ExternalDecoders.run(python, ["-c", "import lottie_specs, jsonschema"]).status) == 0 else {
            print(Self.schemaHint)
            return
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var paths: [String] = []
        for (index, (_, timeline)) in Self.cases.enumerated() {
            let path = folder.path("case-\(index).json")
            try Data(try LottieWriter(threads: 2).json(timeline)).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let script = ExternalDecoders.packageRoot.appendingPathComponent("Tests/ChromaEncoderTests/Support/lottie_schema.py").path
        let result = try ExternalDecoders.run(python, [script] + paths)
        #expect(result.status == 0, "\(String(decoding: result.data, as: UTF8.self))\(result.stderr)")
    }

    @Test func keyframesCarryTheTimelinesOwnEasing() throws {
        let timeline = SplashTimeline(fills: [.solid(.blue), .solid(.red)], animation: .circle, duration: 0.5,
                                      easing: .cubicBezier(0.1, 0.7, 0.3, 0.95), fps: 60, card: Self.card())
        let text = String(decoding: try LottieWriter(threads: 1).json(timeline), as: UTF8.self)
        #expect(text.contains("\"o\":{\"x\":[0.1],\"y\":[0.7]},\"i\":{\"x\":[0.3],\"y\":[0.95]}"))
        // Two keyframes: 0 and 30 (0.5 s at 60 fps).
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["fr"] as? Double == 60)
        #expect(object["op"] as? Double == Double(timeline.frameCount))
        let layers = try #require(object["layers"] as? [[String: Any]])
        #expect(layers.count == 2)
        #expect(layers.map { $0["nm"] as? String } == ["Splash 1", "Card"])
        // The spring's keyframes: one a frame.
        var spring = timeline
        spring.easing = .defaultSpring
        spring.duration = 0.8
        let springText = String(decoding: try LottieWriter(threads: 1).json(spring), as: UTF8.self)
        let springObject = try #require(try JSONSerialization.jsonObject(with: Data(springText.utf8)) as? [String: Any])
        let springLayer = try #require((springObject["layers"] as? [[String: Any]])?.first)
        let shapes = try #require(springLayer["shapes"] as? [[String: Any]])
        let items = try #require(shapes.first?["it"] as? [[String: Any]])
        let keyframes = try #require((items.first?["ks"] as? [String: Any])?["k"] as? [[String: Any]])
        #expect(keyframes.count == 49)  // 0.8 s at 60 fps: 48 steps
    }

    @Test func refusesWhatVectorsCannotDraw() throws {
        var soft = SplashTimeline(fills: [.solid(.blue), .solid(.red)], softness: 6, card: Self.card())
        #expect(throws: VectorAnimationError.self) { try LottieWriter(threads: 1).json(soft) }
        soft.softness = 0
        soft.colorProfile = .displayP3
        #expect(throws: VectorAnimationError.self) { try LottieWriter(threads: 1).json(soft) }
        soft.colorProfile = .srgb
        #expect(throws: VectorAnimationError.self) { try DotLottieWriter(threads: 1).archive(soft, loopCount: 3) }
        #expect(throws: VectorAnimationError.self) { try DotLottieWriter(threads: 1, id: "a/b").archive(soft) }
        soft.fills = [.solid(.blue)]
        #expect(throws: SplashError.self) { try LottieWriter(threads: 1).json(soft) }
    }

    @Test func dotLottieIsAZipOfTheManifestAndTheAnimation() throws {
        let timeline = SplashTimeline(fills: [.solid(.blue), .solid(.red), .solid(.green)], animation: .circle, card: Self.card())
        let archive = try DotLottieWriter(threads: 1).archive(timeline, loopCount: 1)
        let json = try LottieWriter(threads: 1).json(timeline)
        #expect(archive.count < json.count)  // deflated
        guard let python = ExternalDecoders.python else { print(ExternalDecoders.pillowHint); return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("s.lottie")
        try Data(archive).write(to: URL(fileURLWithPath: path))
        // Python's zipfile checks every CRC (testzip) and reads each entry.
        let script = """
            import json, sys, zipfile
            z = zipfile.ZipFile(sys.argv[1])
            assert z.testzip() is None
            m = json.loads(z.read('manifest.json'))
            a = json.loads(z.read('animations/splash.json'))
            print(json.dumps({'names': z.namelist(), 'manifest': m, 'layers': len(a['layers']), 'raw': z.read('animations/splash.json').decode()}))
            """
        let result = try ExternalDecoders.run(python, ["-c", script, path])
        try #require(result.status == 0, "\(result.stderr)")
        let decoded = try #require(try JSONSerialization.jsonObject(with: result.data) as? [String: Any])
        #expect(decoded["names"] as? [String] == ["manifest.json", "animations/splash.json"])
        #expect(decoded["raw"] as? String == String(decoding: json, as: UTF8.self))
        let manifest = try #require(decoded["manifest"] as? [String: Any])
        let animations = try #require(manifest["animations"] as? [[String: Any]])
        #expect(animations.first?["id"] as? String == "splash")
        #expect(animations.first?["loop"] as? Bool == false)
    }

    @Test func theOutputWingWritesLottieFromTheExtension() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let timeline = SplashTimeline(fills: [.solid(.blue), .solid(.red)], animation: .leftToRight, card: Self.card())
        for name in ["s.json", "s.lottie"] {
            let written = try FrameSequenceOutput(folder: nil, animation: folder.path(name), threads: 2).write(timeline)
            #expect(written == [folder.path(name)])
        }
        let json = try Data(contentsOf: URL(fileURLWithPath: folder.path("s.json")))
        #expect([UInt8](json) == (try LottieWriter(threads: 1).json(timeline)))
        let zip = try Data(contentsOf: URL(fileURLWithPath: folder.path("s.lottie")))
        #expect(Array(zip.prefix(4)) == [0x50, 0x4B, 0x03, 0x04])
        #expect(folder.contents == ["s.json", "s.lottie"])
        // A part of the timeline, a loop count on plain JSON, a quality: refused before writing.
        #expect(throws: OutputError.self) { try FrameSequenceOutput(folder: nil, animation: folder.path("p.json"), threads: 1).write(timeline, frames: 0...3) }
        #expect(throws: OutputError.self) { try FrameSequenceOutput(folder: nil, animation: folder.path("l.json"), loopCount: 2, threads: 1).write(timeline) }
        #expect(throws: OutputError.self) { try FrameSequenceOutput(folder: nil, animation: folder.path("q.lottie"), threads: 1, quality: 50).write(timeline) }
        #expect(folder.contents == ["s.json", "s.lottie"])
        #expect(OutputFormat.named("lottie", role: .animation) == .lottie)
        #expect(OutputFormat.named("dotlottie", role: .animation) == .dotLottie)
        #expect(OutputFormat.forSuffix("lottie", role: .animation) == .dotLottie)
        #expect(OutputFormat.named("json", role: .still) == nil)
    }
}
