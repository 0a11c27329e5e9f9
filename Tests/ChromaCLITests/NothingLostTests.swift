import ChromaPalette
import ChromaTestSupport
import Foundation
import Testing
@testable import ChromaCLI

/// Clean output and nothing lost: names from files escaped on the terminal, standard output's
/// write errors reported, and two outputs of one run on one file refused before anything is
/// written.
@Suite(.tags(.process), .unlessProcessesSkipped) struct NothingLostTests {
    let cli = CommandLineTests()

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lost-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func contents(_ url: URL) -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }

    @Test func theImageAndItsReportOnOneFileAreRefused() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let x = root.appendingPathComponent("x.png").path
        let scene = root.appendingPathComponent("s.json").path
        try #"{"width": 8, "height": 8, "layers": [{"paint": "red"}]}"#.write(toFile: scene, atomically: true, encoding: .utf8)
        let cases: [[String]] = [
            ["render", scene, "-o", x, "--report", x],
            ["render", scene, "-o", x, "--report", root.path + "/./sub/../x.png"],
            ["swatch", "red", "-o", x, "--report", x],
            ["gradient", "linear", "--stops", "red,blue", "-o", x, "--report", x],
            ["splash", "--size", "8x8", "--colors", "red,blue", "--animated", x, "--report", x],
        ]
        for arguments in cases {
            let result = try cli.run(arguments)
            #expect(result.status == 64 && result.stderr.contains("name the same file"), "\(arguments): \(result.stderr)")
            #expect(contents(root) == ["s.json"], "\(arguments) wrote \(contents(root))")
        }
        // A link to the image is the same file too.
        #expect(try cli.run(["swatch", "red", "-o", x]).status == 0)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("link.png").path, withDestinationPath: x)
        let linked = try cli.run(["swatch", "blue", "-o", x, "--report", root.appendingPathComponent("link.png").path])
        #expect(linked.status == 64, "\(linked.stderr)")
    }

    @Test func anAnimationUnderAFramesNameInTheFramesFolderIsRefused() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let frames = root.appendingPathComponent("frames").path
        let splash = ["splash", "--size", "8x8", "--colors", "red,blue", "--duration", "0.1", "--fps", "10"]
        let refused = try cli.run(splash + ["-o", frames, "--animated", frames + "/frame-00000.png"])
        #expect(refused.status == 64 && refused.stderr.contains("a frame would replace it"), "\(refused.stderr)")
        #expect(contents(root).isEmpty)
        // Another name in the same folder is fine.
        let fine = try cli.run(splash + ["-o", frames, "--animated", frames + "/all.png"])
        #expect(fine.status == 0, "\(fine.stderr)")
        #expect(contents(URL(fileURLWithPath: frames)).contains("all.png") && contents(URL(fileURLWithPath: frames)).contains("frame-00000.png"))
    }

    @Test func twoDocumentsForOneImageAreRefused() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try #"{"width": 8, "height": 8, "layers": [{"paint": "red"}]}"#.write(to: root.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        try "width: 4\nheight: 4\nlayers:\n  - paint: blue\n".write(to: root.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        let out = root.appendingPathComponent("out")
        let result = try cli.run(["render", root.path, "-o", out.path])
        #expect(result.status == 65 && result.stderr.contains("'a.json' and 'a.yaml'") && result.stderr.contains("would both render to 'a.png'"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path) || contents(out).isEmpty)
    }

    @Test func writeErrorsOnStandardOutputAreReported() throws {
        // /dev/full takes the open and fails every write with ENOSPC.
        for arguments in [["convert", "red", "--json"], ["mix", "red", "blue"], ["gradient", "linear", "--stops", "red,blue", "--print-css"],
                          ["palette", "check", "red", "blue", "--json"], ["palette", "check", "red", "blue"]] {
            let process = Process()
            process.executableURL = CommandLineTests.executable
            process.arguments = arguments
            process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
            let err = Pipe()
            process.standardError = err
            try process.run()
            process.waitUntilExit()
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationStatus == 74 && stderr == "chroma: cannot write to standard output: No space left on device\n",
                    "\(arguments): \(process.terminationStatus) \(stderr)")
        }
    }

    @Test func namesFromPaletteFilesAreEscapedOnTheTerminal() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let gpl = root.appendingPathComponent("p.gpl").path
        try "GIMP Palette\n255 0 0\tred\u{1B}]0;owned\u{07}\n0 0 255\tblue\u{1B}[2J\n".write(toFile: gpl, atomically: true, encoding: .utf8)
        let xml = root.appendingPathComponent("p.xml").path
        try "<resources><color name=\"a&#x1B;[2Jb\">#ff0000</color><color name=\"c\">#0000ff</color></resources>".write(toFile: xml, atomically: true, encoding: .utf8)
        for path in [gpl, xml] {
            let result = try cli.run(["palette", "check", path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(path)")
            #expect(result.stdout.contains("\\u{1B}"), "\(path): \(result.stdout)")
        }
    }

    @Test(arguments: ["gpl", "css", "json", "ase", "aco", "xml", "tailwind.css", "txt"])
    func namesWithControlsConvertWithoutAddingOrLosingColors(_ format: String) throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        // An ASE whose names hold a newline (which would start a GPL line), a NUL, an escape,
        // CSS comment ends and quotes.
        let source = root.appendingPathComponent("in.gpl").path
        let names = ["a\n0 255 0 injected", "b\u{0}c", "d\u{1B}[2J", "e */ --x: red; /*", "f\"g'h", " ", "i\u{2028}j"]
        var text = "GIMP Palette\n"
        for (index, _) in names.enumerated() { text += "\(index * 30) 0 0\tplaceholder\(index)\n" }
        try text.write(toFile: source, atomically: true, encoding: .utf8)
        let target = root.appendingPathComponent("out.\(format)").path
        // Names are put in through the library's model: the GPL reader itself cannot hold them.
        var palette = try PaletteReader.read(contentsOf: source)
        for index in palette.entries.indices { palette.entries[index].name = names[index] }
        let formatValue = try #require(PaletteFormat(path: target))
        try PaletteWriter.data(palette, format: formatValue).write(to: URL(fileURLWithPath: target))
        let back = try PaletteReader.read(contentsOf: target)
        #expect(back.entries.count == names.count, "\(format): \(back.entries.map(\.name))")
        #expect(back.entries.map { $0.color.rgba8.r } == palette.entries.map { $0.color.rgba8.r }, "\(format)")
        for entry in back.entries {
            #expect(entry.name?.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7f } != true, "\(format): \(entry.name ?? "")")
        }
        // And through the command line, to GPL and back.
        let gpl = root.appendingPathComponent("again.gpl").path
        let result = try cli.run(["palette", "convert", target, gpl])
        #expect(result.status == 0, "\(format): \(result.stderr)")
        #expect(try PaletteReader.read(contentsOf: gpl).entries.count == names.count)
    }
}
