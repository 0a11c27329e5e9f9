import ChromaTestSupport
import Foundation
import Testing

/// `chroma render -` reads a scene from standard input as from a file: JSON or YAML.
@Suite(.tags(.process), .unlessProcessesSkipped) struct StandardInputSceneTests {
    let cli = CommandLineTests()

    @Test func aYAMLSceneOnStandardInputDrawsAsTheSameJSONScene() throws {
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let yaml = "# a comment first\nwidth: 6\nheight: 4\nbackground: \"#204080\"\nlayers:\n  - paint: \"#ff8000\"\n    shape: {circle: {center: [3, 2], radius: 1.5}}\n"
        let json = "  \n{\"width\": 6, \"height\": 4, \"background\": \"#204080\", \"layers\": [{\"paint\": \"#ff8000\", \"shape\": {\"circle\": {\"center\": [3, 2], \"radius\": 1.5}}}]}"
        let file = folder.appendingPathComponent("scene.yaml")
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        let fromFile = try cli.run(["render", file.path, "-o", folder.appendingPathComponent("file.png").path])
        try #require(fromFile.status == 0, "\(fromFile.stderr)")
        for (name, text) in [("yaml", yaml), ("json", json)] {
            let run = try cli.run(["render", "-", "-o", folder.appendingPathComponent(name + ".png").path], input: Data(text.utf8))
            #expect(run.status == 0, "\(name): \(run.stderr)")
            #expect(FileManager.default.contents(atPath: folder.appendingPathComponent(name + ".png").path)
                == FileManager.default.contents(atPath: folder.appendingPathComponent("file.png").path), "\(name) drew another image")
        }
        // A mistake in YAML is reported as one, naming the scene.
        let bad = try cli.run(["render", "-", "-o", folder.appendingPathComponent("bad.png").path], input: Data("width: 6\nheight: [\n".utf8))
        #expect(bad.status == 65 && bad.stderr.hasPrefix("chroma: scene"), "\(bad.status) \(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bad.png").path))
    }

    /// Nothing on standard input (`< /dev/null`, an empty pipe, blank lines, YAML comments only)
    /// is said to be empty, not read as a scene missing its width.
    @Test(arguments: ["", "\n\n  \t\n", "# a comment\n  # another\n", "\u{FEFF}\n"])
    func emptyStandardInputIsSaidToBeEmpty(_ text: String) throws {
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("x.png").path
        let run = try cli.run(["render", "-", "-o", png], input: Data(text.utf8))
        #expect(run.status == 65, "\(run.status) \(run.stderr)")
        #expect(run.stderr == "chroma: standard input is empty; expected a scene, or a splash, chart, palette or assets document (JSON or YAML)\n", "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: png))
    }
}
