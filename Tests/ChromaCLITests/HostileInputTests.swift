import ChromaTestSupport
import Foundation
import Testing
@testable import ChromaCLI

/// What a hostile or mistaken user can send `chroma` on its command line and standard input: it
/// answers with one safe line and the documented status, never echoes a file, never blocks on a
/// special file, and never reads without bound.
@Suite(.tags(.process), .unlessProcessesSkipped) struct HostileInputTests {
    let cli = CommandLineTests()

    func run(_ arguments: [String], input: Data, environment: [String: String] = [:]) throws -> CommandLineTests.Result {
        try cli.run(arguments, environment: environment, input: input)
    }

    @Test func escapeSequencesNeverReachTheTerminal() throws {
        let result = try cli.run(["convert", "\u{1B}]0;x\u{07}"])
        #expect(result.status == 64)
        #expect(result.stderr == "chroma: invalid color '\\u{1B}]0;x\\u{7}': " + result.stderr.components(separatedBy: "': ").dropFirst().joined(separator: "': "))
        #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test(arguments: [1 << 10, 120_000])  // one argument may hold at most 128 KiB on Linux
    func aHugeArgumentGivesAShortLine(_ length: Int) throws {
        let result = try cli.run(["convert", String(repeating: "z", count: length)])
        #expect(result.status == 64)
        #expect(result.stderr.count <= TerminalText.lineLimit + 20 && result.stderr.hasSuffix("\n"), "\(result.stderr.count)")
    }

    @Test func aNegativeSizeSaysWhatWasWrong() throws {
        for command in [["swatch", "red"], ["gradient", "linear", "--stops", "red,blue"], ["splash", "--colors", "red,blue"]] {
            let result = try cli.run(command + ["--size", "-1x5", "-o", "/nonexistent/x.png"])
            #expect(result.status == 64)
            #expect(result.stderr == "chroma: invalid --size: expected a whole number from 1 to 65535 pixels, found -1\n", "\(command)")
        }
        // A negative number where one is allowed still reaches its option.
        let angle = try cli.run(["gradient", "angular", "--stops", "red,blue", "--start-angle", "-90", "--end-angle", "-100", "-o", "/nonexistent/x.png"])
        #expect(angle.stderr.contains("--end-angle -100"), "\(angle.stderr)")
    }

    @Test func aPaletteThatIsReallyTheEnvironmentIsNotPrinted() throws {
        let scratch = try ExitStatusTests.Scratch()
        defer { scratch.remove() }
        let link = scratch.url.appendingPathComponent("environ.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/proc/self/environ")
        let secret = "CHROMA_TEST_SECRET_\(UUID().uuidString)"
        let result = try cli.run(["palette", "--from", link, "-o", scratch.url.appendingPathComponent("p.png").path], environment: ["SECRET": secret])
        #expect(result.status == 65)
        #expect(!result.stderr.contains(secret) && !result.stderr.contains("PATH="), "\(result.stderr)")
        // A bad line of a real text palette names its line and column, and quotes the text to fix
        // (escaped, at most 40 characters).
        let bad = scratch.url.appendingPathComponent("bad.txt").path
        let plain = try cli.run(["palette", "--from", bad, "-o", scratch.url.appendingPathComponent("p.png").path])
        #expect(plain.stderr.hasPrefix("chroma: \(bad): line 2, column 1: invalid color 'notacolor': "), "\(plain.stderr)")
    }

    @Test func standardInputIsReadUpToTheCap() throws {
        // 2 MiB of one line, against a cap lowered to 1 MiB: refused, and the line never echoed.
        let line = Data(repeating: UInt8(ascii: "q"), count: 2 << 20)
        let over = try run(["palette", "--from", "-", "-o", "/nonexistent/p.png"], input: line, environment: ["CHROMA_MAX_MEMORY": "1M"])
        #expect(over.status == 65)
        #expect(over.stderr == "chroma: standard input holds more than 1048576 bytes, the most one input may hold (64 MiB, or CHROMA_MAX_MEMORY when lower)\n")
        // Under the cap, a bad line names its line and column and quotes at most 40 characters of it.
        let under = try run(["palette", "--from", "-", "-o", "/nonexistent/p.png"], input: Data(repeating: UInt8(ascii: "q"), count: 100_000))
        #expect(under.status == 65 && under.stderr.count < 300 && under.stderr.contains("line 1, column 1: invalid color '\(String(repeating: "q", count: 39))…'")
                && !under.stderr.contains(String(repeating: "q", count: 40)), "\(under.stderr.prefix(300))")
        // NUL bytes are not a text palette.
        let nul = try run(["palette", "--from", "-", "-o", "/nonexistent/p.png"], input: Data(count: 4096))
        #expect(nul.status == 65 && nul.stderr == "chroma: standard input holds NUL bytes, so it is not text\n")
        // A good palette on standard input still works.
        let scratch = try ExitStatusTests.Scratch()
        defer { scratch.remove() }
        let good = try run(["palette", "--from", "-", "-o", scratch.url.appendingPathComponent("p.png").path], input: Data("red\n#00ff00\n".utf8))
        #expect(good.status == 0, "\(good.stderr)")
    }

    @Test func specialFilesAreRefusedWithoutBlocking() throws {
        let scratch = try ExitStatusTests.Scratch()
        defer { scratch.remove() }
        let fifo = scratch.url.appendingPathComponent("fifo.ttf").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let gplFIFO = scratch.url.appendingPathComponent("fifo.gpl").path
        #expect(mkfifo(gplFIFO, 0o600) == 0)
        let out = scratch.url.appendingPathComponent("p.png").path
        let cases: [([String], String)] = [
            (["palette", "red", "--font", fifo, "-o", out], "cannot read '\(fifo)': it is a FIFO; expected a regular file"),
            (["palette", "--from", gplFIFO, "-o", out], "cannot read '\(gplFIFO)': it is a FIFO; expected a regular file"),
            (["palette", "convert", gplFIFO, scratch.url.appendingPathComponent("x.json").path], "cannot read '\(gplFIFO)': it is a FIFO; expected a regular file"),
            (["palette", "red", "--font", "/dev/zero", "-o", out], "cannot read '/dev/zero': it is a device; expected a regular file"),
        ]
        for (arguments, message) in cases {
            let result = try cli.run(arguments)
            #expect(result.status == 66 && result.stderr == "chroma: \(message)\n", "\(arguments): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test(arguments: [("swatch", ["swatch"]), ("palette", ["palette"]), ("splash", ["splash", "--apng", "OUT", "--colors"])])
    func colorsGivenAsArgumentsRespectTheLimits(_ name: String, _ prefix: [String]) throws {
        let scratch = try ExitStatusTests.Scratch()
        defer { scratch.remove() }
        let out = scratch.url.appendingPathComponent("o.png").path
        let colors = ["red", "lime", "blue"]
        func arguments(_ colors: [String]) -> [String] {
            let base = prefix.map { $0 == "OUT" ? out : $0 }
            let list = name == "splash" ? [colors.joined(separator: ",")] : colors
            return base + list + (name == "splash" ? ["--size", "8x8"] : ["-o", out])
        }
        let tooMany = try cli.run(arguments(colors), environment: ["CHROMA_MAX_PALETTE_COLORS": "2"])
        #expect(tooMany.status == 65 && tooMany.stderr.contains("needs 3 colors") && tooMany.stderr.contains("CHROMA_MAX_PALETTE_COLORS"), "\(tooMany.stderr)")
        let tooLong = try cli.run(arguments(["red", "rgb(0 0 255)"]), environment: ["CHROMA_MAX_TEXT_LENGTH": "5"])
        #expect(tooLong.status == 65 && tooLong.stderr.contains("CHROMA_MAX_TEXT_LENGTH"), "\(tooLong.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(try cli.run(arguments(colors)).status == 0)
    }

    @Test func gradientColorsRespectTheLimits() throws {
        let out = "/nonexistent/never.png"
        let mesh = try cli.run(["gradient", "mesh", "--colors", "red,lime,blue", "-o", out], environment: ["CHROMA_MAX_PALETTE_COLORS": "2"])
        #expect(mesh.status == 65 && mesh.stderr.contains("--colors needs 3 colors"), "\(mesh.stderr)")
        let stops = try cli.run(["gradient", "linear", "--stops", "red,rgb(0 0 255)", "-o", out], environment: ["CHROMA_MAX_TEXT_LENGTH": "5"])
        #expect(stops.status == 65 && stops.stderr.contains("color 2 of --stops needs 12 characters"), "\(stops.stderr)")
    }

    @Test(arguments: [("CHROMA_MAX_PIXELS", "1000", ["--size", "64x64"]), ("CHROMA_MAX_MEMORY", "64K", ["--size", "4000x10"]),
                      ("", "", ["--size", "65535x65535"]), ("", "", ["--size", "60000x60000", "--depth", "16"])])
    func swatchRespectsThePixelAndMemoryLimits(_ variable: String, _ value: String, _ size: [String]) throws {
        let scratch = try ExitStatusTests.Scratch()
        defer { scratch.remove() }
        let out = scratch.url.appendingPathComponent("s.png").path
        let result = try cli.run(["swatch", "red"] + size + ["-o", out], environment: variable.isEmpty ? [:] : [variable: value])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("raise it with CHROMA_MAX_"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aClosedPipeExitsQuietlyWith141() throws {
        // Read 100 bytes, as `head -c 100` would, then close the reading end.
        let run = try VideoOutputCheckTests.readingThenClosing(["gradient", "linear", "--size", "2000x2000", "--stops", "red,blue", "-o", "-"], bytes: 100)
        #expect(run.got == 100)
        #expect(run.exited && run.status == 141)
        #expect(run.stderr.isEmpty, "\(run.stderr)")
    }

    @Test func closedStreamsNeverCrashTheCommand() throws {
        // Standard error whose reader has gone: the error line is lost, the status is not.
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = ["convert", "nope"]
        let err = Pipe()
        try err.fileHandleForReading.close()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 64)
        // A palette converted to standard output whose reader has gone: quiet 141.
        let convert = Process()
        convert.executableURL = CommandLineTests.executable
        convert.arguments = ["palette", "convert", ExitStatusTests.examples + "/palettes/sunset.gpl", "-"]
        let out = Pipe(), convertErr = Pipe()
        try out.fileHandleForReading.close()
        convert.standardOutput = out
        convert.standardError = convertErr
        try convert.run()
        let stderr = convertErr.fileHandleForReading.readDataToEndOfFile()
        convert.waitUntilExit()
        #expect(convert.terminationReason == .exit && convert.terminationStatus == 141 && stderr.isEmpty)
    }

    @Test func aSplashWhoseAPNGCannotBeWrittenLeavesNoFramesFolder() throws {
        let scratch = try ExitStatusTests.Scratch()
        defer { scratch.remove() }
        let frames = scratch.url.appendingPathComponent("frames/deeper").path
        for apng in [scratch.url.appendingPathComponent("missing/a.png").path, scratch.url.appendingPathComponent("folder").path] {
            let result = try cli.run(["splash", "--size", "20x10", "--colors", "red,blue", "-o", frames, "--apng", apng])
            #expect(result.status == 73, "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("frames").path))
        }
    }
}
