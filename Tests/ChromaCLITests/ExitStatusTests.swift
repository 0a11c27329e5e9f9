import ArgumentParser
import ChromaTestSupport
import Foundation
import Testing
@testable import ChromaCLI

/// Chroma's statuses (Swift Testing has an ExitStatus of its own).
private typealias Status = ChromaCLI.ExitStatus

/// Every command against the exit-status table of docs/EXIT-CODES.md (`ExitStatus` in Swift):
/// each status a command can give, with one line on standard error (none on success and for a
/// broken pipe) and no file left behind on failure.
@Suite(.tags(.process), .unlessProcessesSkipped) struct ExitStatusTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples").path

    /// A scratch folder with a bad palette, a bad scene and a subfolder; `DIR` in arguments stands for it.
    struct Scratch {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-status-\(UUID().uuidString)")
        init() throws {
            try FileManager.default.createDirectory(at: url.appendingPathComponent("folder"), withIntermediateDirectories: true)
            try Data("red\nnotacolor\n".utf8).write(to: url.appendingPathComponent("bad.txt"))
            try Data("{\"width\": 10".utf8).write(to: url.appendingPathComponent("bad.json"))
        }
        func expand(_ arguments: [String]) -> [String] {
            arguments.map { $0.replacingOccurrences(of: "DIR", with: url.path).replacingOccurrences(of: "EXAMPLES", with: ExitStatusTests.examples) }
        }
        var outputs: [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { !["bad.txt", "bad.json", "folder"].contains($0) }.sorted()
        }
        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    /// (arguments, environment "NAME=value" or "", the status).
    fileprivate static let table: [([String], String, Status)] = [
        (["convert", "red"], "", .success),
        (["convert", "nope"], "", .usage),
        (["mix", "red", "blue", "--by", "0.5"], "", .success),
        (["mix", "red", "blue", "--by", "2"], "", .usage),
        (["delta", "red", "blue"], "", .success),
        (["delta", "red", "nope"], "", .usage),
        (["contrast", "red", "blue"], "", .success),
        (["contrast", "nope", "blue"], "", .usage),
        (["harmony", "red", "--scheme", "triadic"], "", .success),
        (["harmony", "red", "--scheme", "nope"], "", .usage),
        (["game", "new", "--seed", "1"], "", .success),
        (["game", "new", "--seed", "x"], "", .usage),
        (["game", "score", "--target", "purple", "--base1", "red", "--base2", "blue", "--ratio", "0.5"], "", .success),
        (["game", "card", "--seed", "1", "-o", "DIR/card.png"], "", .success),
        (["game", "card", "--ratio", "5", "-o", "DIR/card.png"], "", .usage),
        (["game", "card", "-o", "DIR/missing/card.png"], "", .cannotCreate),
        (["swatch", "red", "-o", "DIR/s.png"], "", .success),
        (["swatch", "red", "--size", "-1x5", "-o", "DIR/s.png"], "", .usage),
        (["swatch", "red", "--size", "64x64", "-o", "DIR/s.png"], "CHROMA_MAX_PIXELS=1000", .dataError),
        (["swatch", "red", "-o", "DIR/missing/s.png"], "", .cannotCreate),
        (["swatch", "red", "-o", "DIR/folder"], "", .cannotCreate),
        (["swatch", "red", "-o", "/dev/full"], "", .ioError),
        (["gradient", "linear", "--stops", "red,blue", "--size", "10x10", "-o", "DIR/g.png"], "", .success),
        (["gradient", "linear", "--stops", "red,blue", "--size", "-1x5", "-o", "DIR/g.png"], "", .usage),
        (["gradient", "linear", "--stops", "red,blue", "--size", "100x100", "-o", "DIR/g.png"], "CHROMA_MAX_PIXELS=1000", .dataError),
        (["gradient", "linear", "--stops", "red,blue", "--size", "10x10", "-o", "DIR/missing/g.png"], "", .cannotCreate),
        (["gradient", "linear", "--stops", "red,blue", "--size", "10x10", "-o", "/dev/full"], "", .ioError),
        (["css", "linear-gradient(red, blue)", "--size", "8x8", "-o", "DIR/c.png"], "", .success),
        (["css", "linear-gradient(red,", "--size", "8x8", "-o", "DIR/c.png"], "", .usage),
        (["css", "linear-gradient(red, blue)", "--size", "8x8", "-o", "DIR/c.png"], "CHROMA_MAX_PIXELS=10", .dataError),
        (["css", "linear-gradient(red, blue)", "--size", "8x8", "-o", "DIR/missing/c.png"], "", .cannotCreate),
        (["palette", "check", "#777777", "--against", "white", "--fail-under", "7"], "", .checkFailed),
        (["render", "EXAMPLES/linear-gradient.json", "-o", "DIR/r.png"], "", .success),
        (["render", "EXAMPLES/linear-gradient.json", "-o", "DIR/r.png"], "CHROMA_MAX_PIXELS=1000", .dataError),
        (["render", "DIR/bad.json", "-o", "DIR/r.png"], "", .dataError),
        (["render", "DIR/missing.json", "-o", "DIR/r.png"], "", .noInput),
        (["render", "EXAMPLES/linear-gradient.json", "-o", "DIR/missing/r.png"], "", .cannotCreate),
        (["render", "EXAMPLES/assets/app-assets.yaml", "-o", "DIR/bad.txt"], "", .cannotCreate),
        (["render", "EXAMPLES/assets/app-assets.yaml", "-o", "DIR/assets.png"], "", .usage),
        (["preview", "DIR/missing.json"], "", .noInput),
        (["preview", "EXAMPLES/linear-gradient.json", "--port", "70000"], "", .usage),
        (["splash", "--size", "20x10", "--colors", "red,blue", "--apng", "DIR/a.png"], "", .success),
        (["splash", "--size", "20x10", "--colors", "red,nope", "--apng", "DIR/a.png"], "", .usage),
        (["splash", "--size", "-1x5", "--colors", "red,blue", "--apng", "DIR/a.png"], "", .usage),
        (["splash", "--size", "100x100", "--colors", "red,blue", "--apng", "DIR/a.png"], "CHROMA_MAX_PIXELS=1000", .dataError),
        (["splash", "--size", "20x10", "--colors", "red,blue", "--apng", "DIR/a.png"], "CHROMA_MAX_FRAMES=3", .dataError),
        (["splash", "--size", "20x10", "--colors", "red,blue", "--apng", "DIR/missing/a.png", "-o", "DIR/frames"], "", .cannotCreate),
        (["splash", "--size", "20x10", "--colors", "red,blue", "--apng", "/dev/full"], "", .ioError),
        // ffmpeg exits 0 after "Error writing trailer"; its error line is a failure.
        (["splash", "--size", "20x10", "--colors", "red,blue", "--animated", "/dev/full", "--format", "webm"], "", .ioError),
        (["splash", "--size", "20x10", "--colors", "red,blue", "--animated", "DIR/a.webp"], "", .success),
        (["splash", "--size", "20x10", "--colors", "red,blue", "--fps", "25", "--animated", "DIR/a.gif"], "", .success),
        (["splash", "--size", "20x10", "--colors", "red,blue", "--animated", "DIR/a.mp4"], "PATH=/nonexistent", .unavailable),
        (["splash", "--size", "20x10", "--colors", "red,blue", "--animated", "DIR/a.tiff"], "", .usage),
        (["splash", "--size", "20x10", "--colors", "red,blue", "--animated", "-", "--format", "mp4"], "", .usage),
        (["splash", "--size", "20x10", "--colors", "red,blue", "--animated", "DIR/a.gif", "--quality", "50"], "", .usage),
        (["splash", "--size", "20x10", "--colors", "red,blue", "--animated", "DIR/a.webp", "--quality", "101"], "", .usage),
        (["splash", "--size", "20x10", "--colors", "red,blue", "--animated", "DIR/a.webm", "--loop", "2"], "", .usage),
        (["swatch", "red", "-o", "DIR/s.webp"], "", .success),
        (["swatch", "red", "-o", "DIR/s.webm"], "", .usage),
        (["gradient", "linear", "--size", "8x8", "--stops", "red,blue", "-o", "DIR/g.webp"], "", .success),
        (["gradient", "linear", "--size", "8x8", "--stops", "red,blue", "-o", "DIR/g.mp4"], "", .usage),
        (["chart", "wheel", "-o", "DIR/w.png"], "", .success),
        (["chart", "pie", "-o", "DIR/w.png"], "", .usage),
        (["chart", "wheel", "-o", "DIR/w.png"], "CHROMA_MAX_PIXELS=1000", .dataError),
        (["chart", "wheel", "-o", "DIR/missing/w.png"], "", .cannotCreate),
        (["palette", "red", "blue", "-o", "DIR/p.png"], "", .success),
        (["palette", "red", "blue", "-o", "DIR/p.png"], "CHROMA_MAX_PALETTE_COLORS=1", .dataError),
        (["palette", "red", "blue", "-o", "DIR/p.png"], "CHROMA_MAX_TEXT_LENGTH=3", .dataError),
        (["palette", "--from", "DIR/bad.txt", "-o", "DIR/p.png"], "", .dataError),
        (["palette", "--from", "DIR/missing.gpl", "-o", "DIR/p.png"], "", .noInput),
        (["palette", "--from", "DIR/folder", "--format", "text", "-o", "DIR/p.png"], "", .usage),
        (["palette", "red", "--font", "DIR/folder", "-o", "DIR/p.png"], "", .noInput),
        (["palette", "red", "--font", "DIR/bad.txt", "-o", "DIR/p.png"], "", .dataError),
        (["palette", "red", "-o", "DIR/missing/p.png"], "", .cannotCreate),
        (["palette", "convert", "EXAMPLES/palettes/sunset.gpl", "DIR/s.json"], "", .success),
        (["palette", "convert", "DIR/bad.txt", "DIR/s.json"], "", .dataError),
        (["palette", "convert", "DIR/missing.gpl", "DIR/s.json"], "", .noInput),
        (["palette", "convert", "EXAMPLES/palettes/sunset.gpl", "DIR/s.xyz"], "", .usage),
        (["palette", "convert", "EXAMPLES/palettes/sunset.gpl", "DIR/missing/s.json"], "", .cannotCreate),
        (["frobnicate"], "", .usage),
        (["convert", "red"], "CHROMA_THREADS=0", .usage),
    ]

    /// The rows a process must show: a success (nothing on standard error), a `CHROMA_*` setting,
    /// a check that failed, the preview and ffmpeg (processes of their own).
    fileprivate static func needsTheBinary(_ row: ([String], String, Status)) -> Bool {
        row.2 == .success || row.2 == .checkFailed || !row.1.isEmpty || row.0[0] == "preview"
            || row.0.contains { [".mp4", ".webm", "webm", "mp4"].contains(where: $0.hasSuffix) }
    }

    @Test(arguments: table.indices.filter { needsTheBinary(table[$0]) })
    func everyCommandExitsAsTheTableSays(_ index: Int) throws {
        try check(index) { arguments, environment in try CommandLineTests().run(arguments, environment: environment) }
    }

    /// The other failures, parsed and run in process (`InProcessChroma`, held to the binary by
    /// `InProcessAgreementTests`).
    @Test(arguments: table.indices.filter { !needsTheBinary(table[$0]) })
    func everyFailureInProcessExitsAsTheTableSays(_ index: Int) throws {
        try check(index) { arguments, _ in InProcessChroma.run(arguments) }
    }

    func check(_ index: Int, _ run: ([String], [String: String]) throws -> CommandLineTests.Result) throws {
        let (arguments, setting, status) = Self.table[index]
        let scratch = try Scratch()
        defer { scratch.remove() }
        let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
        let result = try run(scratch.expand(arguments), parts.count == 2 ? [parts[0]: parts[1]] : [:])
        #expect(result.status == status.rawValue, "\(arguments) \(setting): \(result.stderr)")
        if status == .success {
            #expect(result.stderr.isEmpty, "\(result.stderr)")
        } else {
            #expect(result.stderr.hasPrefix("chroma: ") && result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
            let left = scratch.outputs
            #expect(left.isEmpty, "\(arguments): left \(left)")
        }
    }

    @Test func everyCommandHasARowOfTheTable() throws {
        let named = Set(Self.table.map { row -> String in row.0[0] })
        for command in ChromaCommand.configuration.subcommands.map({ (type: ParsableCommand.Type) -> String in type.configuration.commandName ?? "" }) {
            #expect(named.contains(command), "no row for \(command)")
        }
        // Each command's failures span more than one status, and every documented failure status is used.
        let used = Set(Self.table.map { row -> Status in row.2 })
        for status in [Status.success, .usage, .dataError, .noInput, .cannotCreate, .ioError] { #expect(used.contains(status)) }
    }

    @Test func theDocumentedTableMatchesTheSwiftOne() throws {
        let doc = try String(contentsOfFile: URL(fileURLWithPath: Self.examples).deletingLastPathComponent()
            .appendingPathComponent("docs/EXIT-CODES.md").path, encoding: .utf8)
        for status in Status.allCases {
            #expect(doc.contains("| \(status.rawValue) |"), "docs/EXIT-CODES.md lacks \(status)")
        }
    }
}

/// Arguments are parsed once: a negative number after a long option is joined to it, so the
/// option's own check names the value, and nothing after `--` is touched.
@Suite struct NegativeValueTests {
    @Test func negativeNumbersJoinTheirOptionAndNothingElseChanges() {
        let cases: [([String], [String])] = [
            (["gradient", "linear", "--size", "-1x5"], ["gradient", "linear", "--size=-1x5"]),
            (["mix", "a", "b", "--by", "-0.3"], ["mix", "a", "b", "--by=-0.3"]),
            (["x", "--by", "-.5"], ["x", "--by=-.5"]),
            (["x", "--by=-1", "-q"], ["x", "--by=-1", "-q"]),
            (["x", "--quiet", "-o", "out.png"], ["x", "--quiet", "-o", "out.png"]),
            (["x", "--", "--by", "-1"], ["x", "--", "--by", "-1"]),
            (["x", "--by"], ["x", "--by"]),
            (["x", "-", "-1"], ["x", "-", "-1"]),
            (["x", "--contrast-level", "-inf"], ["x", "--contrast-level=-inf"]),
            (["x", "--by", "-NaN", "--level", "-Infinity"], ["x", "--by=-NaN", "--level=-Infinity"]),
            (["x", "--flag", "-information"], ["x", "--flag", "-information"]),
            ([], []),
        ]
        for (arguments, expected) in cases {
            #expect(ChromaCommand.joiningNegativeValues(arguments) == expected, "\(arguments)")
        }
    }

    @Test func negativeValuesReachTheirOptions() throws {
        #expect((try ChromaCommand.parse(["swatch", "red", "--size", "-4x4", "-o", "x.png"]) as? SwatchCommand)?.size == "-4x4")
        #expect((try ChromaCommand.parse(["mix", "red", "blue", "--by", "-0.25"]) as? MixCommand)?.by == "-0.25")
    }
}
