import ChromaTestSupport
import Foundation
import Testing

/// `--animated` in WebP, GIF and video from the command line: standard output for the formats
/// that stream, and no partial video under its name when `chroma` is stopped.
@Suite(.tags(.process), .unlessProcessesSkipped) struct AnimationCommandTests {
    static let ffmpeg = FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg")
        || (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/ffmpeg") }
    static let ffmpegHint = Comment(rawValue: "video command tests skipped: ffmpeg is not installed (apt-get install ffmpeg, or bash .ci/run)")
    static let card = ["splash", "--size", "40x20", "--colors", "#0000ff,#ff0000,#00ff00", "--animation", "circle", "--fps", "50"]

    @Test func androidSplashWritesTheAnimatedVectorDrawableBesideTheStaticIcon() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let res = folder.appendingPathComponent("res").path
        let run = try CommandLineTests().run(Self.card + ["--duration", "0.3", "--android", "splash", "--asset-name", "brand_splash", "-o", res])
        #expect(run.status == 0, "\(run.stderr)")
        let xml = try String(contentsOfFile: res + "/drawable/brand_splash_animated.xml", encoding: .utf8)
        #expect(xml.contains("<animated-vector") && xml.contains("android:propertyName=\"pathData\""))
        #expect(xml.components(separatedBy: "<objectAnimator").count == 3)  // two transitions
        #expect(FileManager.default.fileExists(atPath: res + "/drawable-xxhdpi/brand_splash.png"))
        #expect(FileManager.default.fileExists(atPath: res + "/drawable/brand_splash_background.xml"))
        // The theme names the animated icon, which sits on the splash icon's 288 dp canvas with
        // the card inside its 192 dp circle; the final frame is the still icon an assets
        // document's icon: writes (a VectorDrawable, the card a square in the same circle).
        let values = try String(contentsOfFile: res + "/values/brand_splash.xml", encoding: .utf8)
        #expect(values.contains("<item name=\"windowSplashScreenAnimatedIcon\">@drawable/brand_splash_animated</item>"), "\(values)")
        // The card is shrunk into the circle whole, as a full-bleed icon is: no line about it.
        #expect(!run.stderr.contains("no splash icon given") && !run.stderr.contains("reaches"), "\(run.stderr)")
        #expect(xml.contains("android:viewportWidth=\"288\" android:viewportHeight=\"288\"") && xml.contains("android:name=\"placement\""))
        // The still icon, which the theme does not name, is not written.
        #expect(!FileManager.default.fileExists(atPath: res + "/drawable/brand_splash_icon.xml"))
        // The window is the first frame's color (the blue card), not the final frame's green,
        // in which the icon ends; the colors do not adapt: no night resources.
        #expect(values.contains("<color name=\"brand_splash_background\">#0000FF</color>"), "\(values)")
        #expect(!FileManager.default.fileExists(atPath: res + "/values-night"))
        // The 40×20 card, 4:2: its corners within 96 dp of the center.
        let scale = try #require(xml.firstMatch(of: /android:scaleX="([0-9.]+)"/).flatMap { Double($0.1) })
        #expect(hypot(40 * scale / 2, 20 * scale / 2) <= 96 && 40 * scale > 96, "scale \(scale)")
        // What a drawable cannot hold, and what does not go with it, refused without writing.
        let other = folder.appendingPathComponent("other").path
        for (arguments, message) in [
            (["--soft-edge", "4", "--android", "splash", "-o", other], "soft edge"),
            (["--android", "splash", "--animated", other + ".png", "-o", other], "another run"),
            (["--android", "splash", "--frames", "0-2", "-o", other], "--frames"),
            (["--android", "launcher", "-o", other], "still drawings"),
        ] {
            let refused = try CommandLineTests().run(Self.card + arguments)
            #expect(refused.status == 64 && refused.stderr.contains(message), "\(arguments): \(refused.status) \(refused.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: other))
    }

    /// Adaptive colors (.blue, light-dark()) write their night values where they differ: the
    /// night drawables and animated icon, and the night window colors.
    @Test func androidSplashWithAdaptiveColorsWritesTheNightResources() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let res = folder.appendingPathComponent("res").path
        let run = try CommandLineTests().run(["splash", "--size", "30x30", "--colors", ".blue,.red", "--animation", "circle", "--duration", "0.2",
                                              "--android", "splash", "-o", res])
        #expect(run.status == 0, "\(run.stderr)")
        // The window is the first frame's color, SwiftUI's blue, light and dark.
        let day = try String(contentsOfFile: res + "/values/splash.xml", encoding: .utf8)
        let night = try String(contentsOfFile: res + "/values-night/splash.xml", encoding: .utf8)
        #expect(day.contains(">#007AFF</color>") && night.contains(">#0A84FF</color>") && !night.contains("<style"), "\(day)\n\(night)")
        let animated = try String(contentsOfFile: res + "/drawable/splash_animated.xml", encoding: .utf8)
        let nightAnimated = try String(contentsOfFile: res + "/drawable-night/splash_animated.xml", encoding: .utf8)
        #expect(animated != nightAnimated && nightAnimated.contains("<animated-vector"))
        for density in ["mdpi", "xxxhdpi"] {
            #expect(FileManager.default.fileExists(atPath: res + "/drawable-night-\(density)/splash.png"), "\(density)")
        }
        // --splash-background light-dark() writes both of its values.
        let other = folder.appendingPathComponent("other").path
        let given = try CommandLineTests().run(Self.card + ["--android", "splash", "--splash-background", "light-dark(#102030, #a0b0c0)", "-o", other])
        #expect(given.status == 0, "\(given.stderr)")
        #expect(try String(contentsOfFile: other + "/values/splash.xml", encoding: .utf8).contains("<color name=\"splash_background\">#102030</color>"))
        #expect(try String(contentsOfFile: other + "/values-night/splash.xml", encoding: .utf8).contains("<color name=\"splash_background\">#A0B0C0</color>"))
        #expect(!FileManager.default.fileExists(atPath: other + "/drawable-night-mdpi"), "the scene itself does not adapt")
    }

    @Test func everyGIFRouteAboveFiftyFPSIsDrawnEvery20msAndSaysSo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("splash.json")
        try ##"{"splash": {"size": [40, 20], "fills": ["#0000ff", "#ff0000"], "animation": "circle", "duration": 0.33, "fps": 120}}"##
            .write(to: document, atomically: true, encoding: .utf8)
        let gif = folder.appendingPathComponent("a.gif").path
        // Each route's timeline and the instants its GIF shows: ⌊length in 1/100 s ÷ 2⌋.
        let routes: [([String], Int)] = [
            (["splash", "--size", "40x20", "--colors", "#0000ff,#ff0000", "--duration", "0.33", "--fps", "120", "--animated", gif], 17),  // 41 frames: 34/100 s
            (["render", document.path, "--animated", gif], 17),
            (["chart", "strips", "--animate", "hue", "0", "90", "--duration", "0.5", "--fps", "1000", "-o", gif], 25),  // 501 frames: 50/100 s
            (["game", "card", "--seed", "42", "--animate", "ratio", "0", "1", "--duration", "0.25", "--fps", "51", "-o", gif], 13),  // 14 frames: 27/100 s
        ]
        for (arguments, instants) in routes {
            try? FileManager.default.removeItem(atPath: gif)
            let run = try CommandLineTests().run(arguments)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            let lines = run.stderr.split(separator: "\n").filter { $0.contains("at most 50 frames a second") }
            let fps = arguments[arguments.firstIndex(of: "--fps").map { $0 + 1 } ?? 0]
            #expect(lines == ["chroma: warning: GIF shows at most 50 frames a second: drawn every 20 ms (\(instants) frames) instead of at \(arguments[0] == "render" ? "120" : fps) fps"],
                    "\(arguments): \(run.stderr)")
            #expect(FileManager.default.fileExists(atPath: gif))
        }
        // At 50 fps the GIF shows every frame and says nothing.
        let fifty = try CommandLineTests().run(["splash", "--size", "40x20", "--colors", "#0000ff,#ff0000", "--fps", "50", "--animated", gif])
        #expect(fifty.status == 0 && !fifty.stderr.contains("frames a second"), "\(fifty.stderr)")
    }

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-animated-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: [("gif", "GIF89a"), ("webp", "RIFF"), ("apng", "\u{FFFD}PNG")])
    func streamingFormatsWriteStandardOutput(format: String, magic: String) throws {
        let result = try CommandLineTests().run(Self.card + ["--animated", "-", "--format", format, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix(magic))
        #expect(result.stderr.isEmpty)
    }

    @Test func theExtensionPicksTheFormatAndAnUnknownOneListsTheKnown() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, magic) in [("a.gif", "GIF89a"), ("a.webp", "RIFF"), ("a.apng", "\u{89}PNG"), ("a.png", "\u{89}PNG")] {
            let path = folder.appendingPathComponent(name).path
            #expect(try CommandLineTests().run(Self.card + ["--animated", path, "--quiet"]).status == 0)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(bytes.starts(with: Array(magic.unicodeScalars.map { UInt8($0.value) })), "\(name)")
        }
        let unknown = try CommandLineTests().run(Self.card + ["--animated", folder.appendingPathComponent("a.avif").path])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("expected .png, .apng, .webp, .gif, .mp4, .webm"), "\(unknown.stderr)")
        let conflicting = try CommandLineTests().run(Self.card + ["--animated", folder.appendingPathComponent("a.gif").path, "--format", "webp"])
        #expect(conflicting.status == 64 && conflicting.stderr.contains("name different formats"), "\(conflicting.stderr)")
    }

    /// Starts `chroma` writing a video, waits for ffmpeg's temporary file, sends `signal`.
    func stop(with signal: Int32, in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = ["splash", "--size", "1200x800", "--colors", "#0000ff,#ff0000,#00ff00,#ffa500", "--animation", "circle",
                             "--duration", "2", "--animated", folder.appendingPathComponent("card.mp4").path, "--quiet"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, process.isRunning {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            if names.contains(where: { $0.hasPrefix(".card.mp4.chroma-") }) { break }
            usleep(5_000)
        }
        usleep(300_000)  // a few frames into ffmpeg
        #expect(process.isRunning, "the video finished before it could be stopped")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test(.enabled(if: ffmpeg, ffmpegHint), arguments: [SIGTERM, SIGKILL])
    func aStoppedVideoLeavesNothingUnderItsName(signal: Int32) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let status = try stop(with: signal, in: folder)
        #expect(status == (signal == SIGTERM ? 143 : SIGKILL))
        usleep(500_000)  // ffmpeg, left reading a closed pipe, ends on its own
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!left.contains("card.mp4"), "\(left)")
        if signal == SIGTERM { #expect(left.isEmpty, "\(left)") }
    }
}
