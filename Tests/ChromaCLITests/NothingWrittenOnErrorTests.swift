import ChromaTestSupport
import Foundation
import Testing

/// A command that fails writes nothing: a --report that cannot be written is refused before the
/// image is drawn, and a folder with one bad document renders none of the others.
@Suite(.tags(.process), .unlessProcessesSkipped) struct NothingWrittenOnErrorTests {
    let cli = CommandLineTests()

    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-nothing-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func contents(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    @Test(arguments: ["/nonexistent-folder/r.json", "FOLDER", "FOLDER/missing/r.json"])
    func anUnwritableReportLeavesNoImage(_ report: String) throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let destination = report.replacingOccurrences(of: "FOLDER", with: root)
        let scene = root + "/s.json"
        try #"{"width": 8, "height": 8, "background": "red"}"#.write(toFile: scene, atomically: true, encoding: .utf8)
        for command in [["swatch", "red"], ["chart", "hsb"], ["gradient", "linear", "--stops", "red,blue", "--size", "8x8"],
                        ["palette", "sheet", "red", "blue"], ["render", scene], ["splash", "--colors", "red,blue", "--size", "8x4"]] {
            let output = root + (command[0] == "splash" ? "/frames" : "/out.png")
            let result = try cli.run(command + ["-o", output, "--report", destination])
            #expect(result.status == 73, "\(command): \(result.status) \(result.stderr)")
            #expect(result.stderr.hasPrefix("chroma: cannot write '") && result.stderr.split(separator: "\n").count == 1, "\(command): \(result.stderr)")
            #expect(contents(root) == ["s.json"], "\(command) left \(contents(root))")
        }
    }

    @Test func aFolderWithOneBadDocumentRendersNone() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/scenes", withIntermediateDirectories: true)
        for (name, text) in [("a.json", #"{"width": 8, "height": 8}"#), ("b.yaml", "width: 64\nheight: 64\nbackgrond: red\n"),
                             ("c.json", #"{"width": 8, "height": 8}"#)] {
            try text.write(toFile: root + "/scenes/" + name, atomically: true, encoding: .utf8)
        }
        let result = try cli.run(["render", root + "/scenes", "-o", root + "/out"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("b.yaml: unknown key \"backgrond\""), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root + "/out"), "\(contents(root + "/out"))")
    }
}
