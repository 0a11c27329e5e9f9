import ChromaTestSupport
import Foundation
import Testing

/// `render SPLASH -o …` and `--animated …`: an image format that holds no animation is refused
/// by its extension as written, a missing parent folder is refused for frames as for the
/// animation file, and a quality a format does not take is named as the user spelled it.
@Suite(.tags(.process), .unlessProcessesSkipped) struct SplashRenderOutputTests {
    let cli = CommandLineTests()
    static let scene = ##"{"splash": {"size": [24, 12], "fills": ["#0000ff", "#ff0000"], "duration": 0.2, "fps": 10}}"##

    /// A scratch folder holding the splash scene `s.json`.
    static func scratch() throws -> URL {
        let root = try ShardCommandTests.folder()
        try scene.write(to: root.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
        return root
    }

    @Test(arguments: ["svg", "SVG", "jpg", "JPG", "jpeg", "tiff", "pdf", "heic", "avif"])
    func anImageFormatWithoutAnimationIsRefusedByItsExtension(suffix: String) throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("r.\(suffix)").path
        let result = try cli.run(["render", root.appendingPathComponent("s.json").path, "-o", out, "--quiet"])
        #expect(result.status == 64, "\(suffix): \(result.stderr)")
        #expect(result.stderr.contains("which .\(suffix) cannot hold"), "\(result.stderr)")
        for accepted in [".png", ".apng", ".webp", ".gif", ".mp4", ".webm", ".json", ".lottie"] {
            #expect(result.stderr.contains(accepted), "\(accepted) missing: \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test(arguments: ["frames", "frames.v2", "out.d", "a.b.c"])
    func aFolderNameWithADotStillTakesFrames(name: String) throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent(name).path
        let result = try cli.run(["render", root.appendingPathComponent("s.json").path, "-o", out, "--quiet"])
        #expect(result.status == 0, "\(name): \(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".png") }.count == 3)
    }

    @Test func aMissingParentFolderIsRefusedForFramesAsForTheAnimation() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let scene = root.appendingPathComponent("s.json").path
        let missing = root.appendingPathComponent("missing").path
        for arguments in [["--animated", root.appendingPathComponent("x.lottie").path, "-o", missing + "/dir/"],
                          ["--animated", missing + "/x.json"],
                          ["-o", missing + "/dir"],
                          ["--animated", root.appendingPathComponent("x.webp").path, "-o", missing + "/a/b/c"]] {
            let result = try cli.run(["render", scene, "--quiet"] + arguments)
            #expect(result.status == 73, "\(arguments): \(result.stderr)")
            // The missing folder is named (a long path is quoted up to its first 63 characters).
            #expect(result.stderr.contains("does not exist") && result.stderr.contains(String(missing.prefix(40))), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["s.json"], "\(arguments) left files")
        }
        // With the parent there, the frames folder is made.
        let result = try cli.run(["render", scene, "--quiet", "--animated", root.appendingPathComponent("x.lottie").path, "-o", root.appendingPathComponent("dir/").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("x.lottie").path))
    }

    @Test(arguments: [("q.lottie", ".lottie"), ("q.LOTTIE", ".lottie"), ("q.json", ".json"), ("q.gif", ".gif"), ("q.png", ".png"), ("q.Apng", ".apng")])
    func aQualityIsRefusedNamingTheFormatAsWritten(file: String, written: String) throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try cli.run(["splash", "--size", "20x10", "--colors", "red,blue", "--quiet", "--animated", root.appendingPathComponent(file).path, "--quality", "50"])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("; \(written) has no quality setting"), "\(result.stderr)")
        #expect(!result.stderr.contains("LOTTIE") && !result.stderr.contains("APNG"), "\(result.stderr)")
    }

    @Test func aQualityForAFormatNameIsRefusedNamingTheName() throws {
        let result = try cli.run(["splash", "--size", "20x10", "--colors", "red,blue", "--quiet", "--animated", "-", "--format", "lottie", "--quality", "50"])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("; lottie has no quality setting"), "\(result.stderr)")
    }
}
