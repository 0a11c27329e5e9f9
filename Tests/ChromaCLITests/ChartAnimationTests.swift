import ChromaTestSupport
import Foundation
import PNGSpecDecoder
import Testing

/// `chroma chart … --animate PARAMETER FROM TO`: the HSB article's figures as animations. Each
/// frame, decoded, is the still chart drawn at the same value; hostile values are refused by
/// name with their range, and nothing is written. The suite runs the built `chroma`; its videos
/// go through ffmpeg.
@Suite(.tags(.process), .unlessProcessesSkipped) struct ChartAnimationTests {
    let cli = CommandLineTests()

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-chart-animate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The chart, the swept parameter, its still option, and the sweep's two ends.
    static let sweeps: [(kind: String, parameter: String, option: String, from: Double, to: Double)] = [
        ("strips", "hue", "--hue", 0, 360),
        ("strips", "saturation", "--saturation", 1, 0),
        ("strips", "brightness", "--brightness", 0, 1),
        ("hsb", "brightness", "--brightness", 0.5, 0),
        ("wheel", "hue", "--hue", 360, 0),
    ]

    @Test(arguments: 0..<sweeps.count)
    func everyFrameIsTheStillChartAtItsValue(_ index: Int) throws {
        let sweep = Self.sweeps[index]
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 1 s at 4 fps: five frames at 0, ¼, ½, ¾ and all of the way, each value exact.
        let frames = dir.appendingPathComponent("frames").path + "/"
        let animated = try cli.run(["chart", sweep.kind, "--animate", sweep.parameter, String(sweep.from), String(sweep.to),
                                    "--duration", "1", "--fps", "4", "-o", frames, "--quiet"])
        try #require(animated.status == 0, "\(animated.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
        #expect(names == (0...4).map { String(format: "frame-%05d.png", $0) })
        for i in 0...4 {
            let value = sweep.from + (sweep.to - sweep.from) * Double(i) / 4
            let still = dir.appendingPathComponent("still-\(i).png").path
            let drawn = try cli.run(["chart", sweep.kind, sweep.option, String(value), "-o", still])
            try #require(drawn.status == 0, "\(drawn.stderr)")
            let frame = try SpecPNG.read(contentsOf: frames + names[i]), expected = try SpecPNG.read(contentsOf: still)
            #expect(frame.header == expected.header, "\(sweep.kind) \(sweep.parameter) frame \(i)")
            #expect(frame.defaultImage.samples == expected.defaultImage.samples, "\(sweep.kind) \(sweep.parameter) frame \(i) at \(value)")
        }
        // The frames differ: the parameter moves the picture.
        let first = try SpecPNG.read(contentsOf: frames + names[0]).defaultImage.samples
        let middle = try SpecPNG.read(contentsOf: frames + names[2]).defaultImage.samples
        #expect(first != middle)
    }

    @Test(arguments: ["strips.png", "strips.webp", "strips.gif"])
    func anyAnimationFormatIsWritten(_ name: String) throws {
        try writesTheAnimation(name)
    }

    /// MP4 and WebM, which `chroma` writes through ffmpeg.
    @Test(.tags(.external), .unlessExternalToolsSkipped, .enabled(if: AnimationCommandTests.ffmpeg, AnimationCommandTests.ffmpegHint),
          arguments: ["strips.mp4", "strips.webm"])
    func anyVideoFormatIsWritten(_ name: String) throws {
        try writesTheAnimation(name)
    }

    /// `chroma chart strips --animate hue 0 360` for half a second at 10 fps into `name`: a file
    /// of more than 1000 bytes, and an APNG's six frames.
    func writesTheAnimation(_ name: String) throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent(name).path
        let result = try cli.run(["chart", "strips", "--animate", "hue", "0", "360", "--duration", "0.5", "--fps", "10", "-o", path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        #expect(size > 1000, "\(name): \(size) bytes")
        if name.hasSuffix(".png") {
            // Six frames: 0.5 s at 10 fps, and the last (the pixels of each are checked above, as
            // numbered frames; an APNG stores the rectangles that change).
            #expect(try SpecPNG.read(contentsOf: path).frames.count == 6)
        }
    }

    /// Bad parameters and values: the message names the value and the range; exit 64; no file.
    static let refused: [([String], String)] = [
        (["strips", "--animate", "saturation", "nan", "1"], "invalid --animate saturation (from): expected a number from 0 to 1"),
        (["strips", "--animate", "brightness", "0", "1e308"], "invalid --animate brightness (to): expected a number from 0 to 1"),
        (["strips", "--animate", "hue", "1e308", "0"], "invalid --animate hue (from): expected a number from -36000 to 36000 degrees"),
        (["strips", "--animate", "saturation", "0", "1.5"], "found 1.5"),
        (["hsb", "--animate", "brightness", "0.5", "1.1"], "invalid --animate brightness (to): expected a number from 0 to 1"),
        (["hsb", "--animate", "hue", "0", "1"], "--animate hue is not a parameter of this figure; expected brightness"),
        (["hsb", "--animate", "step", "0.1", "0.5"], "--animate step is not a parameter of this figure; expected brightness"),
        (["strips", "--animate", "lightness", "0", "1"], "expected hue or saturation or brightness"),
        (["rgb", "--animate", "step", "0.1", "0.2"], "this figure has no parameter to animate"),
        (["wheel", "--animate", "hue", "0", "inf"], "invalid --animate hue (to): expected a number from -36000 to 36000 degrees"),
        (["strips", "--animate", "hue", "0"], "expected PARAMETER FROM TO"),
        (["strips", "--animate", "hue", "zero", "1"], "expected PARAMETER FROM TO"),
        (["strips", "--saturation", "nan"], "invalid --saturation: expected a number from 0 to 1"),
        (["strips", "--brightness", "2"], "invalid --brightness: expected a number from 0 to 1"),
        (["hsb", "--brightness", "-1e308"], "invalid --brightness: expected a number from 0 to 1"),
        (["wheel", "--saturation", "0.5"], "--saturation does not apply to the wheel chart; it is for strips"),
        (["rgb", "--brightness", "0.5"], "--brightness does not apply to the rgb chart; it is for strips and hsb"),
    ]

    @Test(arguments: 0..<refused.count)
    func hostileValuesAreRefusedByName(_ index: Int) throws {
        let (arguments, message) = Self.refused[index]
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("out.gif").path
        let result = try cli.run(["chart"] + arguments + ["-o", path, "--quiet"])
        #expect(result.status == 64, "\(arguments): \(result.status) \(result.stderr)")
        #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "\(arguments) left a file")
    }

    @Test func stillChartsKeepTheArticlesDefaults() throws {
        // The strips at the article's values (hue 270°, saturation and brightness 1) and the
        // HSB grid down to 0.5 are the same images as before the parameters existed.
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (kind, options) in [("strips", ["--hue", "270", "--saturation", "1", "--brightness", "1"]), ("hsb", ["--brightness", "0.5"])] {
            let plain = dir.appendingPathComponent("\(kind)-plain.png").path, given = dir.appendingPathComponent("\(kind)-given.png").path
            #expect(try cli.run(["chart", kind, "-o", plain]).status == 0)
            #expect(try cli.run(["chart", kind] + options + ["-o", given]).status == 0)
            #expect(try SpecPNG.read(contentsOf: plain).defaultImage.samples == (try SpecPNG.read(contentsOf: given)).defaultImage.samples, "\(kind)")
        }
    }
}
