import ChromaPNG
import ChromaTestSupport
import Foundation
import Testing

/// SIGINT and SIGTERM stop `chroma` promptly with 130 and 143, and leave only complete files.
@Suite(.tags(.process), .unlessProcessesSkipped) struct InterruptionTests {
    /// Starts `chroma`, waits until `ready` holds for the files of `folder` (at most 300 s: a
    /// debug build on a loaded machine draws slowly), sends `signal` and returns the exit status.
    /// With `standardError`, what the command writes there goes to that file.
    func interrupt(_ arguments: [String], in folder: URL, with signal: Int32, standardError: URL? = nil,
                   when ready: ([String]) -> Bool) throws -> Int32 {
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        if let standardError {
            _ = FileManager.default.createFile(atPath: standardError.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: standardError)
        } else {
            process.standardError = FileHandle.nullDevice
        }
        try process.run()
        let deadline = Date().addingTimeInterval(300)
        var reached = false
        while Date() < deadline, process.isRunning {
            let names = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            if ready(names) { reached = true; break }
            usleep(5_000)
        }
        #expect(reached, "the files to interrupt at did not appear within 300 s")
        #expect(process.isRunning, "the command finished before it could be interrupted")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return process.terminationStatus
    }

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-signal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func sigintDuringARenderExits130AndLeavesNoFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("big.png").path
        // The temporary file appears once rendering has begun streaming into it.
        let status = try interrupt(["gradient", "linear", "--size", "12000x12000", "--stops", "red,blue", "-o", target],
                                   in: folder, with: SIGINT) { names in names.contains { $0.hasPrefix(".big.png.chroma-") } }
        #expect(status == 130)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    @Test func sigintDuringAnAssetsRunRemovesTheFoldersItMadeAndLeavesNoPartialFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A large scene, so the run is still drawing when it is interrupted, in nested folders.
        try "width: 4000\nheight: 4000\nlayers:\n  - paint: {linear: {start: top, end: bottom, colorSpace: oklch, stops: [red, blue]}}\n"
            .write(to: folder.appendingPathComponent("big.yaml"), atomically: true, encoding: .utf8)
        try """
            assets:
              - kind: imageset
                path: ios/Assets.xcassets/Big.imageset
                scene: big.yaml
              - kind: web
                path: web/icons
                scene: big.yaml
            """.write(to: folder.appendingPathComponent("assets.yaml"), atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let status = try interrupt(["render", folder.appendingPathComponent("assets.yaml").path, "-o", out.path + "/"],
                                   in: folder, with: SIGINT) { names in names.contains { $0.hasPrefix("out") } }
        #expect(status == 130)
        // The files are renamed into place together, so a stop leaves either nothing the run
        // made (the -o folder it created, every folder below it, every temporary file: the
        // inputs alone) or, had it come after the last rename, the whole tree; never a part.
        let left = try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
        if left != ["assets.yaml", "big.yaml"] {
            let whole = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: whole) }
            for name in ["assets.yaml", "big.yaml"] {
                try FileManager.default.copyItem(at: folder.appendingPathComponent(name), to: whole.appendingPathComponent(name))
            }
            let run = try CommandLineTests().run(["render", whole.appendingPathComponent("assets.yaml").path, "-o", whole.path + "/out/"])
            #expect(run.status == 0, "\(run.stderr)")
            let complete = try FileManager.default.subpathsOfDirectory(atPath: whole.path).sorted()
            #expect(left == complete, "left behind: \(left)")
        }
    }

    @Test func aSIGKILLsTemporaryFileIsRemovedByTheNextWrite() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("big.png").path
        // SIGKILL cannot be caught: the temporary file stays behind.
        let status = try interrupt(["gradient", "linear", "--size", "12000x12000", "--stops", "red,blue", "-o", target],
                                   in: folder, with: SIGKILL) { names in names.contains { $0.hasPrefix(".big.png.chroma-") } }
        #expect(status == SIGKILL)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(left.count == 1 && left[0].hasPrefix(".big.png.chroma-"), "\(left)")
        // Its writer is dead, so the next write of the same target removes it.
        let cli = CommandLineTests()
        #expect(try cli.run(["gradient", "linear", "--size", "8x8", "--stops", "red,blue", "-o", target]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["big.png"])
    }

    /// Without a progress line on a terminal (standard error a file, or `--quiet`), the
    /// interruption's message is the only line: no blank line before it.
    @Test(arguments: [[], ["--quiet"]])
    func anInterruptionWithoutAProgressLineIsOneLine(options: [String]) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = folder.appendingPathComponent("frames"), log = folder.appendingPathComponent("stderr.txt")
        let status = try interrupt(["splash", "--size", "1000x1000", "--colors", "#0000ff,#ff0000", "--fps", "60", "--duration", "60",
                                    "-o", frames.path] + options, in: folder, with: SIGINT, standardError: log) { names in
            names.filter { $0.hasSuffix(".png") && !$0.contains("/.") }.count >= 2
        }
        #expect(status == 130)
        #expect(try String(contentsOf: log, encoding: .utf8) == "chroma: interrupted; unfinished files removed\n")
    }

    /// On a terminal the progress line is drawn without its newline: the message starts on a
    /// line of its own below it (run on a pseudo-terminal by Python's pty module).
    @Test func anInterruptionBelowAProgressLineStartsALineOfItsOwn() throws {
        guard let python = ExternalProcess.python(passing: "import pty, os, signal") else {
            Issue.record("no Python with the pty module")
            return
        }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = """
            import os, pty, signal, sys, time
            pid, fd = pty.fork()
            if pid == 0:
                os.execv(sys.argv[1], sys.argv[1:])
            seen = b""
            deadline = time.time() + 300
            while b" frames" not in seen and time.time() < deadline:
                seen += os.read(fd, 4096)
            os.kill(pid, signal.SIGINT)
            while True:
                try:
                    chunk = os.read(fd, 4096)
                except OSError:
                    break
                if not chunk:
                    break
                seen += chunk
            _, status = os.waitpid(pid, 0)
            sys.stdout.write(repr(seen.decode("utf-8", "replace")) + "\\n" + str(os.waitstatus_to_exitcode(status)))
            """
        let output = try ExternalProcess.run(python, ["-c", script, CommandLineTests.executable.path, "splash", "--size", "1000x1000",
                                                      "--colors", "#0000ff,#ff0000", "--fps", "60", "--duration", "60",
                                                      "-o", folder.appendingPathComponent("frames").path])
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.last == "130", "\(output.stdout) \(output.stderr)")
        // The terminal turns \n into \r\n: the bar, then the message on the next line, once.
        let text = String(lines.first ?? "")
        #expect(text.contains(" frames\\r\\nchroma: interrupted; unfinished files removed\\r\\n'"), "\(text)")
        #expect(!text.contains("\\r\\n\\r\\nchroma:"), "\(text)")
    }

    @Test func sigtermDuringFramesExits143AndKeepsFinishedFrames() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = folder.appendingPathComponent("frames")
        // 60 s at 60 fps: still drawing when the signal comes, even in an optimized build.
        let status = try interrupt(["splash", "--size", "1000x1000", "--colors", "#0000ff,#ff0000", "--fps", "60", "--duration", "60",
                                    "-o", frames.path], in: folder, with: SIGTERM) { names in
            names.filter { $0.hasSuffix(".png") && !$0.contains("/.") }.count >= 2
        }
        #expect(status == 143)
        let left = try FileManager.default.contentsOfDirectory(atPath: frames.path)
        #expect(left.count >= 2)
        #expect(!left.contains { $0.hasPrefix(".") }, "temporary files left: \(left.filter { $0.hasPrefix(".") })")
        for name in left {  // every frame that stayed is complete
            #expect(try PNGReader.read(contentsOf: frames.appendingPathComponent(name).path).width == 1000)
        }
    }
}
