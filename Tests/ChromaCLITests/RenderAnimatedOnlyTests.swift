import ChromaPNG
import ChromaTestSupport
import Foundation
import Testing

/// `chroma render SPLASH --animated FILE` needs no -o, as `splash --animated` does: the
/// animation alone, in every animation format, from a file or standard input; without a
/// splash section, for a folder, or with neither option, a usage error naming what is missing.
@Suite(.tags(.process), .unlessProcessesSkipped) struct RenderAnimatedOnlyTests {
    let cli = CommandLineTests()

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-render-animated-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func splash(fills: Int, size: Int, fps: Int) -> String {
        let colors = ["#0000ff", "#ff0000", "#00ff00", "#ffa500", "#123456"].prefix(fills).map { "\"\($0)\"" }.joined(separator: ",")
        return #"{"splash": {"size": [\#(size), \#(size / 2)], "fills": [\#(colors)], "animation": "circle", "duration": 0.2, "fps": \#(fps)}}"#
    }

    @Test func animationAloneIsWrittenWithoutO() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (index, (fills, size, fps)) in [(2, 40, 10), (3, 64, 15), (4, 20, 30), (5, 90, 12)].enumerated() {
            let scene = dir.appendingPathComponent("s\(index).json")
            try Self.splash(fills: fills, size: size, fps: fps).write(to: scene, atomically: true, encoding: .utf8)
            for suffix in ["png", "gif", "webp"] {
                let out = dir.appendingPathComponent("s\(index).\(suffix)").path
                let result = try cli.run(["render", scene.path, "--animated", out, "--quiet"])
                #expect(result.status == 0, "\(suffix): \(result.stderr)")
                let size = (try? FileManager.default.attributesOfItem(atPath: out)[.size] as? Int) ?? 0
                #expect(size > 0, "\(out)")
                if suffix == "png" {
                    let image = try PNGReader.read(contentsOf: out)
                    #expect(image.width == Self.sizeOf(index).0 && image.height == Self.sizeOf(index).1)
                }
            }
            // Nothing else was written beside the animation (no frames folder).
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix("s\(index)") }.sorted()
            #expect(names == ["s\(index).gif", "s\(index).json", "s\(index).png", "s\(index).webp"], "\(names)")
        }
        // From standard input too, to standard output.
        let piped = try cli.run(["render", "-", "--animated", "-", "--format", "gif", "--quiet"], input: Data(Self.splash(fills: 2, size: 32, fps: 10).utf8))
        #expect(piped.status == 0 && piped.stdout.hasPrefix("GIF89a"), "\(piped.stderr)")
    }

    static func sizeOf(_ index: Int) -> (Int, Int) { [(40, 20), (64, 32), (20, 10), (90, 45)][index] }

    @Test func withoutOAnythingElseIsAUsageError() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let still = dir.appendingPathComponent("still.json")
        try #"{"width": 8, "height": 8, "layers": [{"paint": "red"}]}"#.write(to: still, atomically: true, encoding: .utf8)
        let splash = dir.appendingPathComponent("splash.json")
        try Self.splash(fills: 2, size: 40, fps: 10).write(to: splash, atomically: true, encoding: .utf8)
        let cases: [([String], String)] = [
            (["render", still.path], "missing -o FILE"),
            (["render", splash.path], "missing -o FILE"),
            (["render", still.path, "--animated", dir.appendingPathComponent("a.gif").path], "has none: give -o FILE"),
            (["render", dir.path, "--animated", dir.appendingPathComponent("b.gif").path], "is a folder: give -o FOLDER"),
            (["render", splash.path, "--animated", dir.appendingPathComponent("c.gif").path, "--watch"], "--watch"),
        ]
        for (arguments, fragment) in cases {
            let result = try cli.run(arguments)
            #expect(result.status == 64 && result.stderr.contains(fragment), "\(arguments): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("a.gif").path))
    }
}
