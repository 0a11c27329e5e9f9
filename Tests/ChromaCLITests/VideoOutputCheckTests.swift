import ChromaTestSupport
import Foundation
import Testing

/// Videos are checked before they get their name: ffmpeg's status, its error lines, and the
/// file's size and trailer. A video that is not whole exits 74 and leaves the previous file
/// untouched; a closed standard output is the quiet 141 of every other format.
@Suite(.serialized, .tags(.process, .external), .unlessProcessesSkipped, .unlessExternalToolsSkipped) struct VideoOutputCheckTests {
    static let splash = ["splash", "--size", "64x32", "--colors", "red,blue", "--fps", "10", "--duration", "0.3", "--quiet"]
    let cli = CommandLineTests()

    static var hasFFmpeg: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg") }

    /// A folder with an `ffmpeg` that runs the real one, exits 0, and then cuts the file it wrote
    /// to `length` bytes: ffmpeg 5.1's success after "Error writing trailer", made certain.
    static func cuttingFFmpeg(length: Int, in folder: URL) throws -> String {
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let script = "#!/bin/sh\n/usr/bin/ffmpeg \"$@\" || exit $?\nfor last; do :; done\ntruncate -s \(length) \"$last\"\n"
        try script.write(to: bin.appendingPathComponent("ffmpeg"), atomically: true, encoding: .utf8)
        chmod(bin.appendingPathComponent("ffmpeg").path, 0o755)
        return bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }

    @Test(arguments: ["webm", "mp4"], [0, 1, 40, 400])
    func aVideoFFmpegLeftIncompleteExits74AndKeepsTheOldFile(format: String, length: Int) throws {
        guard Self.hasFFmpeg else { print("VideoOutputCheckTests: ffmpeg is not installed (apt-get install ffmpeg); not run"); return }
        let scratch = try Self.Scratch()
        defer { scratch.remove() }
        let out = scratch.url.appendingPathComponent("v.\(format)").path
        try "the previous file".write(toFile: out, atomically: true, encoding: .utf8)
        let path = try Self.cuttingFFmpeg(length: length, in: scratch.url)
        let result = try cli.run(Self.splash + ["--animated", out], environment: ["PATH": path])
        #expect(result.status == 74, "\(format) cut to \(length): \(result.stderr)")
        #expect(result.stderr.contains("the \(format) file it wrote is incomplete"), "\(result.stderr)")
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "the previous file")
        // Nothing left beside it (the temporary file is gone).
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted() == ["bin", "v.\(format)"])
    }

    @Test func aWebMOntoAFullDiskExits74AndKeepsTheOldFile() throws {
        guard Self.hasFFmpeg else { print("VideoOutputCheckTests: ffmpeg is not installed (apt-get install ffmpeg); not run"); return }
        let scratch = try Self.Scratch()
        defer { scratch.remove() }
        // /dev/full: every write fails.
        let device = try cli.run(Self.splash + ["--animated", "/dev/full", "--format", "webm"])
        #expect(device.status == 74, "\(device.stderr)")
        // The reason is the system's, wherever ffmpeg printed it, and never ffmpeg's /proc path.
        for format in ["webm", "mp4"] {
            let full = try cli.run(Self.splash + ["--animated", "/dev/full", "--format", format])
            #expect(full.status == 74 && full.stderr.contains(String(cString: strerror(ENOSPC))), "\(format): \(full.stderr)")
            #expect(!full.stderr.contains("/proc/") && !full.stderr.contains("status 0"), "\(format): \(full.stderr)")
        }
        // A 64 KiB file system, filled but for a few bytes (needs root, for mount).
        let disk = scratch.url.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        guard geteuid() == 0, Self.shell("mount -t tmpfs -o size=64k tmpfs '\(disk.path)'") == 0 else {
            print("VideoOutputCheckTests: a small tmpfs cannot be mounted (needs root); the full-disk WebM check ran on /dev/full only")
            return
        }
        defer { _ = Self.shell("umount '\(disk.path)'") }
        let out = disk.appendingPathComponent("a.webm").path
        try "the previous file".write(toFile: out, atomically: true, encoding: .utf8)
        _ = Self.shell("dd if=/dev/zero of='\(disk.path)/fill' bs=1k count=100 2>/dev/null")
        for format in ["webm", "mp4"] {
            let target = format == "webm" ? out : disk.appendingPathComponent("a.mp4").path
            let result = try cli.run(Self.splash + ["--animated", target])
            #expect(result.status == 74, "\(format): \(result.stderr)")
        }
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "the previous file")
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path).sorted() == ["a.webm", "fill"])
    }

    @Test func aWebMToAClosedPipeExitsQuietlyWith141() throws {
        guard Self.hasFFmpeg else { print("VideoOutputCheckTests: ffmpeg is not installed (apt-get install ffmpeg); not run"); return }
        for size in ["64x32", "640x320"] {
            let run = try Self.readingThenClosing(["splash", "--size", size, "--colors", "red,blue", "--fps", "30", "--duration", "1", "--quiet",
                                                   "--animated", "-", "--format", "webm"], bytes: 10)
            #expect(run.got == 10)
            #expect(run.exited && run.status == 141, "\(size): \(run.status)")
            #expect(run.stderr.isEmpty, "\(size): \(run.stderr)")
        }
    }

    /// Runs `chroma` with `arguments`, reads `bytes` of its standard output (as `head -c` would),
    /// closes the reading end, and waits: how much was read, whether it exited (not killed), its
    /// status and standard error.
    static func readingThenClosing(_ arguments: [String], bytes: Int) throws -> (got: Int, exited: Bool, status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        var got = 0
        while got < bytes {
            let chunk = out.fileHandleForReading.readData(ofLength: bytes - got)
            if chunk.isEmpty { break }
            got += chunk.count
        }
        try out.fileHandleForReading.close()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (got, process.terminationReason == .exit, process.terminationStatus, String(decoding: stderr, as: UTF8.self))
    }

    /// An empty temporary folder.
    struct Scratch {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-video-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    static func shell(_ command: String) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
