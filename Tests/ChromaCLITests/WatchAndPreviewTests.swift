import ChromaTestSupport
import Foundation
import Testing
import PNGSpecDecoder

/// `--watch` and `chroma preview`, through the real binary: a save however the editor makes it
/// renders anew, a bad save prints its line and keeps the last good output, Ctrl-C leaves no
/// temporary file; the preview serves only its page and images, to loopback hosts only, and a
/// real browser sees a save without reloading (Tests/ChromaCLITests/Support/preview_browser.py).
@Suite(.serialized, .tags(.process), .unlessProcessesSkipped) struct WatchAndPreviewTests {
    static let red = ##"{"width": 48, "height": 24, "background": "#ff0000"}"##
    static let blue = ##"{"width": 48, "height": 24, "background": "#0000ff"}"##
    static let bad = ##"{"width": 48, "height": 24, "layers": [{"paint": 3}]}"##

    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Saves by writing a temporary file and renaming it over the document, as vim does.
    func saveByRename(_ text: String, to name: String) throws {
        try text.write(toFile: path(name + ".swp"), atomically: false, encoding: .utf8)
        #expect(rename(path(name + ".swp"), path(name)) == 0)
    }

    /// Polls `condition` every 20 ms for up to `seconds`.
    func eventually(_ seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return condition()
    }

    /// The first pixel of a PNG, as RGBA samples (nil while there is no complete file).
    func pixel(_ name: String) -> SIMD4<UInt16>? {
        guard let frame = try? SpecPNG.read(contentsOf: path(name)).defaultImage, frame.samples.count >= 4 else { return nil }
        return SIMD4(frame.samples[0], frame.samples[1], frame.samples[2], frame.samples[3])
    }

    func start(_ arguments: [String], stdout: Pipe, stderr: Pipe) throws -> Process {
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = arguments
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        return process
    }

    @Test func renderWatchRendersEverySaveKeepsTheLastGoodImageAndStopsCleanly() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.red.write(toFile: path("doc.json"), atomically: false, encoding: .utf8)
        let out = Pipe(), err = Pipe()
        let process = try start(["render", path("doc.json"), "-o", path("doc.png"), "--watch"], stdout: out, stderr: err)
        defer { if process.isRunning { process.terminate() } }
        #expect(eventually(60) { pixel("doc.png")?.x == 255 }, "the first render")
        try saveByRename(Self.blue, to: "doc.json")
        #expect(eventually(30) { pixel("doc.png")?.z == 255 }, "a rename-over save")
        try Self.red.write(toFile: path("doc.json"), atomically: false, encoding: .utf8)
        #expect(eventually(30) { pixel("doc.png")?.x == 255 }, "an in-place save")
        try FileManager.default.removeItem(atPath: path("doc.json"))
        Thread.sleep(forTimeInterval: 0.3)
        try Self.blue.write(toFile: path("doc.json"), atomically: false, encoding: .utf8)
        #expect(eventually(30) { pixel("doc.png")?.z == 255 }, "deleted and made again")
        try saveByRename(Self.bad, to: "doc.json")
        Thread.sleep(forTimeInterval: 1.5)
        #expect(pixel("doc.png")?.z == 255, "the last good image stays")
        #expect(process.isRunning, "a bad save keeps it watching")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 130)
        #expect(errors.contains("doc.json: layers[0].paint: expected"), "\(errors)")
        #expect(errors.split(separator: "\n").allSatisfy { $0.hasPrefix("chroma: ") }, "\(errors)")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["doc.json", "doc.png"], "\(left)")
    }

    @Test func watchRefusesWhatCannotBeWatched() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.red.write(toFile: path("doc.json"), atomically: false, encoding: .utf8)
        let cli = CommandLineTests()
        for (arguments, fragment, status) in [
            (["render", "-", "-o", path("x.png"), "--watch"], "standard input cannot be watched", Int32(64)),
            (["render", path("doc.json"), "-o", "-", "--watch"], "not -o -", 64),
            (["render", path("doc.json"), "-o", path("x"), "--watch", "--shard", "1/2"], "--shard", 64),
            (["render", path("missing.json"), "-o", path("x.png"), "--watch"], "no such file", 66),
            (["palette", "red", "blue", "-o", path("x.png"), "--watch"], "give --from FILE", 64),
        ] {
            let result = try cli.run(arguments)
            #expect(result.status == status && result.stderr.contains(fragment), "\(arguments): \(result.status) \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["doc.json"])
    }

    @Test func thePreviewServesItsPageToLoopbackOnlyAndABrowserSeesSavesWithoutReloading() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else {
            print("WatchAndPreviewTests: python3 is not installed; the preview's HTTP and browser checks did not run")
            return
        }
        try Self.red.write(toFile: path("doc.json"), atomically: false, encoding: .utf8)
        try Self.red.write(toFile: path("a.json"), atomically: false, encoding: .utf8)
        try Self.blue.write(toFile: path("b.json"), atomically: false, encoding: .utf8)
        let out = Pipe(), err = Pipe()
        let process = try start(["preview", path("doc.json"), "--port", "0"], stdout: out, stderr: err)
        defer { if process.isRunning { process.terminate() } }
        // The URL is the first line.
        var firstLine = Data()
        while !firstLine.contains(UInt8(ascii: "\n")) {
            let byte = out.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty { break }
            firstLine += byte
        }
        let url = String(decoding: firstLine, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(url.hasPrefix("http://127.0.0.1:") && url.hasSuffix("/"), "\(url)")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Support/preview_browser.py").path
        let checker = Process()
        checker.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        checker.arguments = [script, url, path("doc.json"), path("a.json"), path("b.json")]
        let report = Pipe(), problems = Pipe()
        checker.standardOutput = report
        checker.standardError = problems
        try checker.run()
        let output = String(decoding: report.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let failure = String(decoding: problems.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        checker.waitUntilExit()
        #expect(checker.terminationStatus == 0, "\(output) \(failure)")
        if output.contains("\"skipped\"") {
            print("WatchAndPreviewTests: chromium is not installed; the browser half of the preview check did not run (the HTTP half did)")
        } else {
            #expect(output.contains("\"reloaded\": false") && output.contains("\"images\": 2"), "\(output)")
        }
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
    }
}
