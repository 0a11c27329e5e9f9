import ChromaPNG
import ChromaTestSupport
import Foundation
import Testing

/// The built `chroma` executable, run as a user runs it: exit codes, stdout and stderr.
@Suite struct CommandLineTests {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The built `chroma`, beside the test bundle.
    static var executable: URL { ExternalProcess.product("chroma") }

    /// Runs `chroma`; `input`, when given, is its standard input (from a file, so a large input
    /// cannot block; the output goes to files, so a long standard error cannot either).
    func run(_ arguments: [String], environment: [String: String] = [:], input: Data? = nil) throws -> Result {
        let output = try ExternalProcess.run(Self.executable, arguments, environment: environment, input: input)
        return Result(status: output.status, stdout: output.stdout, stderr: output.stderr)
    }

    @Test(.tags(.process), .unlessProcessesSkipped) func succeedsWithOutputOnStdout() throws {
        let result = try run(["mix", "red", "blue", "--by", "0.5", "--in", "device"])
        #expect(result.status == 0)
        #expect(result.stdout == "#800080\n")
        #expect(result.stderr.isEmpty)
        let version = try run(["--version"])
        #expect(version.status == 0 && version.stdout.hasPrefix("0."))
        let help = try run(["mix", "--help"])
        #expect(help.status == 0 && help.stdout.contains("USAGE: chroma mix"))
    }

    /// Each bad input, and a fragment of the message that must name it.
    static let badInputs: [([String], String)] = [
        (["convert", "notacolor"], "'notacolor'"),
        (["chart", "wheel", "--hue", "nan", "-o", "/nonexistent/x.png"], "invalid --hue: expected a number from -36000 to 36000 degrees, found nan"),
        (["chart", "mixing", "--pairs", String(repeating: "red:blue,", count: 33).dropLast().description, "-o", "/nonexistent/x.png"], "invalid --pairs (the number of pairs): expected a whole number from 1 to 32 pairs, found 33"),
        (["game", "score", "--target", "purple", "--base1", "red", "--base2", "blue", "--ratio", "0.5", "--solve"], "exclude each other"),
        (["game", "score", "--target", "purple", "--base1", "red", "--base2", "blue"], "missing --ratio"),
        (["gradient", "linear", "-o", "/nonexistent/x.png"], "missing --stops"),
        (["gradient", "radial", "--stops", "red,blue", "--start-radius", "-1", "-o", "/nonexistent/x.png"], "invalid --start-radius: expected a number from 0 to 1000000 pixels, found -1"),
        (["gradient", "angular", "--stops", "red,blue", "--start-angle", "90", "--end-angle", "10", "-o", "/nonexistent/x.png"], "invalid --end-angle 10.0"),
        (["gradient", "mesh", "-o", "/nonexistent/x.png"], "missing --colors"),
        (["gradient", "linear", "--stops", "red,,blue", "-o", "/nonexistent/x.png"], "an empty stop"),
        (["palette", "red", "--from", "x.gpl", "-o", "/nonexistent/x.png"], "give the colors one way"),
        (["palette", "--from", "-", "--format", "pdf", "-o", "/nonexistent/x.png"], "invalid --format 'pdf'; expected one of gpl, json, css, ase, text, aco"),
        (["palette", "--harmony", "triadic", "-o", "/nonexistent/x.png"], "--harmony needs --color"),
        (["render", "Examples", "--apng", "x.png", "-o", "/nonexistent/x"], "not a folder"),
        (["splash", "--colors", "red,blue"], "nothing to write"),
        (["splash", "--colors", "red,blue", "--starts", "0,soon", "-o", "/nonexistent/f"], "invalid start time 'soon'"),
        (["convert", "#12345"], "'#12345'"),
        (["convert", "rgb(1 2)"], "'rgb(1 2)'"),
        (["mix", "red", "blue", "--by", "1.5"], "invalid fraction: expected a number from 0 to 1, found 1.5 (or 0% to 100%)"),
        (["mix", "red", "blue", "--by", "-0.1"], "invalid fraction: expected a number from 0 to 1, found -0.1 (or 0% to 100%)"),
        (["mix", "red", "blue", "--by", "half"], "'half'"),
        (["mix", "red", "blue", "--by", "nan"], "'nan'"),
        (["mix", "red", "blue", "--in", "cmyk"], "invalid --in 'cmyk'; expected one of device, perceptual, srgb"),
        (["mix", "red", "blue", "--hue", "sideways"], "invalid --hue 'sideways'; expected one of shorter, longer, increasing or decreasing"),
        (["mix", "red", "nope"], "'nope'"),
        (["delta", "red", "blue", "--method", "94"], "unknown ΔE method '94'"),
        (["contrast", "red"], "'<second>'"),
        (["harmony", "red", "--scheme", "pentadic"], "invalid --scheme 'pentadic'; expected one of monochromatic, analogous, complementary"),
        (["harmony", "red", "--scheme", "triadic", "--in", "lab"], "invalid --in 'lab'; expected one of hsb or oklch"),
        (["game", "score", "--target", "red", "--base1", "red", "--base2", "blue"], "missing --ratio"),
        (["game", "score", "--target", "red", "--base1", "red", "--base2", "blue", "--ratio", "2"], "invalid ratio: expected a number from 0 to 1, found 2 (or 0% to 100%)"),
        (["game", "new", "--seed", "many"], "'many'"),
        (["frobnicate"], "'frobnicate'"),
        (["swatch", "red", "--size", "10", "-o", "/tmp/never.png"], "invalid --size '10'"),
        (["swatch", "red", "--size", "0x5", "-o", "/tmp/never.png"], "invalid --size: expected a whole number from 1 to 65535 pixels, found 0"),
        (["swatch", "red", "--depth", "12", "-o", "/tmp/never.png"], "invalid --depth '12'; expected one of 8 or 16"),
        (["swatch", "red", "--profile", "cmyk", "-o", "/tmp/never.png"], "invalid --profile 'cmyk'; expected one of srgb or display-p3"),
        (["swatch", "red", "notacolor", "-o", "/tmp/never.png"], "'notacolor'"),
        (["swatch", "red"], "missing -o FILE: the image to write"),
        (["gradient", "linear", "--stops", "red,nope", "-o", "/tmp/never.png"], "'nope'"),
        (["gradient", "linear", "--stops", "red,blue@x", "-o", "/tmp/never.png"], "invalid stop location 'x'"),
        (["gradient", "linear", "--stops", "red,,blue", "-o", "/tmp/never.png"], "an empty stop"),
        (["gradient", "linear", "--stops", "red", "--spread", "wrap", "-o", "/tmp/never.png"], "invalid --spread 'wrap'; expected one of pad, repeat or reflect"),
        (["gradient", "linear", "--stops", "red", "--size", "0x0", "-o", "/tmp/never.png"], "invalid --size: expected a whole number from 1 to 65535 pixels, found 0"),
        (["gradient", "linear", "--stops", "red", "--size", "70000x10", "-o", "/tmp/never.png"], "invalid --size: expected a whole number from 1 to 65535 pixels, found 70000"),
        (["gradient", "linear", "--stops", "red", "--start", "nan,3", "-o", "/tmp/never.png"], "invalid --start x: expected a number from -1000000 to 1000000 pixels, found nan"),
        (["gradient", "radial", "--stops", "red", "--end-radius", "-4", "-o", "/tmp/never.png"], "invalid --end-radius: expected a number from 0 to 1000000 pixels, found -4"),
        (["gradient", "angular", "--stops", "red", "--start-angle", "90", "--end-angle", "0", "-o", "/tmp/never.png"], "must be greater"),
        (["gradient", "conic", "--stops", "red", "-o", "/tmp/never.png"], "'conic'"),
        (["gradient", "mesh", "--colors", "red,blue", "--grid", "1x3", "-o", "/tmp/never.png"], "invalid --grid: expected a whole number from 2 to 65535 vertices, found 1"),
        (["gradient", "mesh", "-o", "/tmp/never.png"], "missing --colors"),
        (["gradient", "mesh", "--colors", "red,blue", "--jitter", "0.9", "-o", "/tmp/never.png"], "invalid --jitter: expected a number from 0 to 0.5, found 0.9"),
        (["gradient", "linear", "-o", "/tmp/never.png"], "missing --stops"),
        (["chart", "rgb", "--step", "0.01", "-o", "/tmp/never.png"], "invalid --step: expected a number from 0.02 to 1, found 0.01"),
        (["chart", "pie", "-o", "/tmp/never.png"], "'pie'"),
        (["chart", "mixing", "--pairs", "red", "-o", "/tmp/never.png"], "invalid pair 'red'"),
        (["palette", "-o", "/tmp/never.png"], "give the colors one way"),
        (["palette", "red", "--labels", "hex,weight", "-o", "/tmp/never.png"], "unknown label 'weight'"),
        (["palette", "red", "--columns", "0", "-o", "/tmp/never.png"], "columns: expected a whole number from 1 to 64 columns, found 0"),
        (["palette", "--harmony", "triadic", "-o", "/tmp/never.png"], "--harmony needs --color"),
        (["palette", "convert", "a.gpl", "b.xyz"], "cannot tell the palette format of 'b.xyz'"),
        (["game", "card", "--ratio", "3", "-o", "/tmp/never.png"], "invalid ratio: expected a number from 0 to 1, found 3 (or 0% to 100%)"),
        (["splash", "--colors", "red,blue"], "nothing to write"),
        (["splash", "--colors", "red", "-o", "/tmp/never"], "at least two colors, found 1"),
        (["splash", "--colors", "red,blue", "--animation", "spiral", "-o", "/tmp/never"], "invalid --animation 'spiral'; expected one of leftToRight, rightToLeft"),
        (["splash", "--colors", "red,blue", "--easing", "bounce", "-o", "/tmp/never"], "invalid --easing 'bounce'; expected one of linear, easeIn"),
        (["splash", "--colors", "red,blue", "--fps", "0", "-o", "/tmp/never"], "invalid --fps: expected a whole number from 1 to 1000 frames per second, found 0"),
        (["splash", "--colors", "red,blue", "--duration", "-1", "-o", "/tmp/never"], "invalid --duration: expected a number above 0, up to 3600 seconds, found -1"),
        (["splash", "--colors", "red,blue", "--frames", "5-2", "-o", "/tmp/never"], "invalid --frames '5-2'"),
        (["splash", "--colors", "red,blue", "--frames", "0-99", "-o", "/tmp/never"], "the animation has frames 0-30"),
        (["splash", "--colors", "red,nope", "-o", "/tmp/never"], "'nope'"),
    ]

    @Test(.tags(.process), .unlessProcessesSkipped) func swatchWritesAPNGToStandardOutput() throws {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["swatch", "red", "#0000ff80", "--size", "3x2", "-o", "-"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let bytes = [UInt8](out.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let image = try PNGReader.decode(bytes)
        #expect(image.width == 6 && image.height == 2 && image.fileColorType == 6)
        #expect(image[0, 0] == SIMD4(255, 0, 0, 255) && image[2, 1] == SIMD4(255, 0, 0, 255))
        #expect(image[3, 0] == SIMD4(0, 0, 255, 128) && image[5, 1] == SIMD4(0, 0, 255, 128))
    }

    @Test(.tags(.process), .unlessProcessesSkipped) func swatchWritesFilesAtomicallyThroughTheRenderer() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("gray.png").path
        let result = try run(["swatch", "gray", "white", "--depth", "16", "-o", path])
        #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty)
        let image = try PNGReader.read(contentsOf: path)
        #expect(image.fileColorType == 2 && image.fileBitDepth == 16 && image.width == 128)  // drawn by the renderer: RGB
        #expect(image[0, 0] == SIMD4(32896, 32896, 32896, 65535))  // gray is #808080
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["gray.png"])
    }

    @Test(.tags(.process), .unlessProcessesSkipped) func swatchOutputFailuresUseSysexitsStatuses() throws {
        let missing = try run(["swatch", "red", "-o", "/nonexistent-folder/x.png"])
        #expect(missing.status == 73)
        #expect(missing.stderr == "chroma: cannot write '/nonexistent-folder/x.png': the folder '/nonexistent-folder' does not exist\n")
        let full = try run(["swatch", "red", "-o", "/dev/full"])
        #expect(full.status == 74)
        #expect(full.stderr == "chroma: cannot write '/dev/full': No space left on device\n")
    }

    @Test(.tags(.process), .unlessProcessesSkipped) func renderAndGradientWritePNGs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("scene.json").path
        try #"{"width": 20, "height": 10, "background": "white", "layers": [{"paint": "red", "shape": {"rect": [0, 0, 10, 10]}}]}"#
            .write(toFile: scene, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out.png").path
        let rendered = try run(["render", scene, "-o", out])
        #expect(rendered.status == 0 && rendered.stderr.isEmpty)
        let image = try PNGReader.read(contentsOf: out)
        #expect(image.width == 20 && image[5, 5] == SIMD4(255, 0, 0, 255) && image[15, 5] == SIMD4(255, 255, 255, 255))

        let mesh = folder.appendingPathComponent("mesh.png").path
        for _ in 0..<2 {
            let made = try run(["gradient", "mesh", "--size", "60x40", "--grid", "3x3", "--colors", "red,lime,blue", "--seed", "5",
                                "--jitter", "0.3", "-o", mesh])
            #expect(made.status == 0 && made.stderr.isEmpty, "\(made.stderr)")
        }
        let first = try Data(contentsOf: URL(fileURLWithPath: mesh))
        _ = try run(["gradient", "mesh", "--size", "60x40", "--grid", "3x3", "--colors", "red,lime,blue", "--seed", "6", "--jitter", "0.3", "-o", mesh])
        #expect(try Data(contentsOf: URL(fileURLWithPath: mesh)) != first)  // the seed matters
        #expect(try PNGReader.read(contentsOf: mesh).width == 60)

        let gradient = folder.appendingPathComponent("g.png").path
        let made = try run(["gradient", "linear", "--size", "64x8", "--stops", "rgb(255, 0, 0),#0000ff@1", "--depth", "16", "-o", gradient])
        #expect(made.status == 0 && made.stderr.isEmpty)
        let ramp = try PNGReader.read(contentsOf: gradient)
        #expect(ramp.bitDepth == .sixteen && ramp[0, 0].x > 60000 && ramp[63, 0].z > 60000)
    }

    @Test(.tags(.process), .unlessProcessesSkipped) func sceneErrorsExit65AndMissingScenesExit66() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("bad.json").path
        try #"{"width": 20, "height": 10, "layers": [{"paint": {"linear": {"start": "top", "end": "bottom", "stops": ["red", 3]}}}]}"#
            .write(toFile: scene, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out.png").path
        let bad = try run(["render", scene, "-o", out])
        #expect(bad.status == 65)
        #expect(bad.stderr == "chroma: \(scene): layers[0].paint.linear.stops[1]: expected a color string, {\"color\": …, \"location\": …} or {\"hint\": …}, found 3\n")
        let missing = try run(["render", folder.appendingPathComponent("none.json").path, "-o", out])
        #expect(missing.status == 66 && missing.stderr.contains("no such file"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["bad.json"])  // nothing written
    }

    @Test(.tags(.process), .unlessProcessesSkipped) func splashWritesFramesAndAnAnimatedPNG() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = folder.appendingPathComponent("frames").path, apng = folder.appendingPathComponent("splash.png").path
        let arguments = ["splash", "--size", "40x20", "--colors", "#0000ff,#ff0000", "--animation", "circle", "--fps", "20",
                         "-o", frames, "--apng", apng]
        // The frames folder is made; a missing folder above it is a mistyped path, refused.
        let refused = try run(arguments)
        #expect(refused.status == 73 && refused.stderr.contains("does not exist"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let result = try run(arguments)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")  // no progress bar on a pipe
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames).count == 11)
        #expect(try APNGReader.read(contentsOf: apng).frames.count == 11)
        // A splash scene renders the same way through chroma render.
        let scene = folder.appendingPathComponent("splash.json").path
        try ##"{"splash": {"size": [40, 20], "fills": ["#0000ff", "#ff0000"], "animation": "circle", "fps": 20}}"##
            .write(toFile: scene, atomically: true, encoding: .utf8)
        let viaScene = folder.appendingPathComponent("scene.png").path
        #expect(try run(["render", scene, "-o", viaScene]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: viaScene)) == Data(contentsOf: URL(fileURLWithPath: apng)))
        let bad = folder.appendingPathComponent("bad.json").path
        try ##"{"splash": {"size": [40, 20], "fills": ["#0000ff", 7]}}"##.write(toFile: bad, atomically: true, encoding: .utf8)
        let failed = try run(["render", bad, "-o", viaScene])
        #expect(failed.status == 65 && failed.stderr.contains("splash.fills[1]: expected a color string"))
    }

    @Test(.tags(.process), .unlessProcessesSkipped) func chartsPalettesAndCardsWriteImages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        for kind in ["strips", "wheel", "mixing"] {
            let result = try run(["chart", kind, "-o", path("\(kind).png")])
            #expect(result.status == 0 && result.stderr.isEmpty, "\(kind): \(result.stderr)")
        }
        #expect(try run(["game", "card", "--seed", "42", "-o", path("card.png")]).status == 0)
        try "GIMP Palette\nName: Test\n255 0 0 Red\n0 0 255 Blue\n".write(toFile: path("p.gpl"), atomically: true, encoding: .utf8)
        #expect(try run(["palette", "--from", path("p.gpl"), "--labels", "name,hex,cmyk", "-o", path("sheet.png")]).status == 0)
        #expect(try PNGReader.read(contentsOf: path("sheet.png")).width > 100)
        // Conversions between formats keep the colors and names.
        #expect(try run(["palette", "convert", path("p.gpl"), path("p.ase")]).status == 0)
        #expect(try run(["palette", "convert", path("p.ase"), path("p.css")]).status == 0)
        let css = try String(contentsOfFile: path("p.css"), encoding: .utf8)
        #expect(css.contains("--red: #ff0000; /* Red */") && css.contains("--blue: #0000ff; /* Blue */"))
        let text = try run(["palette", "convert", path("p.css"), "-"])
        #expect(text.stdout == "#ff0000\n#0000ff\n")
        // A broken palette file names its line and exits 65; a missing one exits 66.
        try "GIMP Palette\n255 0 0 Red\n400 0 0 Bad\n".write(toFile: path("bad.gpl"), atomically: true, encoding: .utf8)
        let bad = try run(["palette", "--from", path("bad.gpl"), "-o", path("x.png")])
        #expect(bad.status == 65 && bad.stderr.contains("line 3"))
        let missing = try run(["palette", "--from", path("none.gpl"), "-o", path("x.png")])
        #expect(missing.status == 66 && missing.stderr.contains("no such file"))
        let font = try run(["palette", "red", "--font", path("none.ttf"), "-o", path("x.png")])
        #expect(font.status == 66 && font.stderr.contains("no such file"))
        #expect(!FileManager.default.fileExists(atPath: path("x.png")))
    }

    /// `palette convert IN OUT` takes its output as the second argument or as -o/--output, as
    /// render and extract do: the same bytes either way; both, or neither, is a usage error (64)
    /// naming what was given, and nothing is written.
    @Test(.tags(.process), .unlessProcessesSkipped) func paletteConvertTakesItsOutputAsAnArgumentOrWithO() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cco-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        try "GIMP Palette\nName: Test\n255 0 0 Red\n0 0 255 Blue\n".write(toFile: path("p.gpl"), atomically: true, encoding: .utf8)
        for ext in ["css", "json", "ase", "swift", "txt"] {
            let positional = try run(["palette", "convert", path("p.gpl"), path("a.\(ext)")])
            let short = try run(["palette", "convert", path("p.gpl"), "-o", path("b.\(ext)")])
            let long = try run(["palette", "convert", "--output", path("c.\(ext)"), path("p.gpl")])
            #expect(positional.status == 0 && short.status == 0 && long.status == 0, "\(ext): \(positional.stderr)\(short.stderr)\(long.stderr)")
            let expected = try Data(contentsOf: URL(fileURLWithPath: path("a.\(ext)")))
            #expect(!expected.isEmpty)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path("b.\(ext)"))) == expected, "\(ext)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path("c.\(ext)"))) == expected, "\(ext)")
        }
        let standardOutput = try run(["palette", "convert", path("p.gpl"), "-o", "-"])
        #expect(standardOutput.status == 0 && standardOutput.stdout == "#ff0000\n#0000ff\n")
        let both = try run(["palette", "convert", path("p.gpl"), path("d.css"), "-o", path("e.css")])
        #expect(both.status == 64 && both.stderr.contains("'\(path("d.css"))'") && both.stderr.contains("'\(path("e.css"))'"), "\(both.stderr)")
        let neither = try run(["palette", "convert", path("p.gpl")])
        #expect(neither.status == 64 && neither.stderr.contains("-o/--output"), "\(neither.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path("d.css")) && !FileManager.default.fileExists(atPath: path("e.css")))
        // The same file read and written is refused whichever way the output is given.
        let onto = try run(["palette", "convert", path("p.gpl"), "-o", path("p.gpl")])
        #expect(onto.status == 64 && onto.stderr.contains("is the palette being read"), "\(onto.stderr)")
    }

    /// The README's gallery is what `chroma render Examples/ -o Output/gallery` makes: every
    /// example renders, and every committed image is byte for byte what it renders today, on
    /// every core (as the gallery was made) and on one: the bytes do not depend on the threads.
    @Test(.tags(.process), .unlessProcessesSkipped, arguments: [nil, "1"])
    func theCommittedGalleryIsWhatTheExamplesRender(threads: String?) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let rendered = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: rendered) }
        let result = try run(["render", root.appendingPathComponent("Examples").path, "-o", rendered.path, "--quiet"],
                             environment: threads.map { ["CHROMA_THREADS": $0] } ?? [:])
        #expect(result.status == 0, "\(result.stderr)")
        let made = try FileManager.default.contentsOfDirectory(atPath: rendered.path).sorted()
        let gallery = root.appendingPathComponent("Output/gallery")
        let committed = try FileManager.default.contentsOfDirectory(atPath: gallery.path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(made == committed, "regenerate the gallery: swift run chroma render Examples/ -o Output/gallery")
        #expect(made.count >= 25)
        for name in made where committed.contains(name) {
            let same = try Data(contentsOf: rendered.appendingPathComponent(name)) == Data(contentsOf: gallery.appendingPathComponent(name))
            #expect(same, "Output/gallery/\(name) differs from what Examples render; regenerate the gallery")
        }
    }

    /// The gallery's SVG twins (`Output/gallery/NAME.svg`, beside NAME.png) are byte for byte what
    /// `chroma render Examples/NAME.json -o NAME.svg` writes, on every core and on one.
    @Test(.tags(.process), .unlessProcessesSkipped, arguments: [nil, "1"])
    func theCommittedSVGTwinsAreWhatTheExamplesRender(threads: String?) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let rendered = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-gallery-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: rendered, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: rendered) }
        let gallery = root.appendingPathComponent("Output/gallery")
        let twins = try FileManager.default.contentsOfDirectory(atPath: gallery.path).filter { $0.hasSuffix(".svg") }.sorted()
        #expect(twins.count >= 7, "the chart and sheet examples have SVG twins")
        for twin in twins {
            let base = String(twin.dropLast(4))
            #expect(FileManager.default.fileExists(atPath: gallery.appendingPathComponent(base + ".png").path), "\(twin) has no PNG beside it")
            let example = root.appendingPathComponent("Examples/\(base).json")
            let result = try run(["render", example.path, "-o", rendered.appendingPathComponent(twin).path],
                                 environment: threads.map { ["CHROMA_THREADS": $0] } ?? [:])
            try #require(result.status == 0, "\(twin): \(result.stderr)")
            let same = try Data(contentsOf: rendered.appendingPathComponent(twin)) == Data(contentsOf: gallery.appendingPathComponent(twin))
            #expect(same, "Output/gallery/\(twin) differs from what Examples/\(base).json renders; regenerate: swift run chroma render Examples/\(base).json -o Output/gallery/\(twin)")
        }
    }

    /// Parsed and run in process (`InProcessChroma`, held to the binary by `InProcessAgreementTests`).
    @Test(arguments: badInputs.map(\.0))
    func badInputExits64WithOneLineOnStderr(_ arguments: [String]) throws {
        let fragment = Self.badInputs.first { $0.0 == arguments }!.1
        let result = InProcessChroma.run(arguments)
        #expect(result.status == 64, "\(arguments): status \(result.status)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("chroma: "))
        #expect(result.stderr.hasSuffix("\n") && result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(fragment), "\(arguments): \(result.stderr)")
    }
}
