import ChromaTestSupport
import Foundation
import Testing

/// docs/SHARDING.md's GNU parallel recipe, run here as written (locally, every shard at once):
/// its files are byte for byte those of one run. GNU parallel is Debian's `parallel`; `bash
/// .ci/run` installs it, and where it is missing this suite is skipped with one line saying so.
@Suite(.tags(.process, .external), .unlessProcessesSkipped, .unlessExternalToolsSkipped) struct ParallelRecipeTests {
    static let tool: String? = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "command -v parallel"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let path = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        process.waitUntilExit()
        return process.terminationStatus == 0 && !path.isEmpty ? path : nil
    }()
    static let hint = "GNU parallel recipe skipped: GNU parallel is not installed (apt-get install parallel, or bash .ci/run)"

    let cli = CommandLineTests()

    /// rsync, which parallel's --transferfile and --return use.
    static let rsync = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
        .contains { FileManager.default.isExecutableFile(atPath: "\($0)/rsync") } ?? false
    static let rsyncHint = "GNU parallel --sshlogin recipe skipped: GNU parallel or rsync is not installed (apt-get install parallel rsync, or bash .ci/run)"

    /// The test splash with its colors written as the recipes write them, in hex: `#` starts a
    /// shell comment unless parallel's -q passes each argument as it is.
    static let splash = ShardCommandTests.splash.map { $0 == "red,blue,lime" ? "#ff0000,#0000ff,#00ff00" : $0 }

    /// Runs `parallel --will-cite -q OPTIONS ARGUMENTS ::: 1 … N` (the recipe's form) in `folder`.
    func parallel(_ arguments: [String], shards n: Int, options: [String]? = nil, in folder: URL? = nil) throws -> CommandLineTests.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.tool))
        if let folder { process.currentDirectoryURL = folder }
        process.arguments = ["--will-cite", "-q"] + (options ?? ["-j", String(n)]) + arguments + [":::"] + (1...n).map(String.init)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return .init(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                     stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test(.enabled(if: tool != nil, Comment(rawValue: hint)), arguments: [3, 4])
    func theRecipeWritesTheFilesOfOneRun(shards n: Int) throws {
        let root = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let chroma = CommandLineTests.executable.path
        // A splash's numbered frames.
        let full = root.appendingPathComponent("frames-full"), spread = root.appendingPathComponent("frames")
        #expect(try cli.run(Self.splash + ["-o", full.path, "--quiet"]).status == 0)
        let frames = try parallel([chroma] + Self.splash + ["-o", spread.path, "--quiet", "--shard", "{}/\(n)"], shards: n)
        #expect(frames.status == 0 && frames.stderr.isEmpty && frames.stdout.isEmpty, "\(frames.stderr)")
        #expect(ShardCommandTests.files(in: full).count == 19)
        #expect(ShardCommandTests.files(in: spread) == ShardCommandTests.files(in: full), "\(n) shards through GNU parallel differ from one run")
        // A folder of scenes.
        let scenes = try ShardCommandTests.sceneFolder(in: root)
        let gallery = root.appendingPathComponent("gallery-full"), sharded = root.appendingPathComponent("gallery")
        #expect(try cli.run(["render", scenes.path, "-o", gallery.path, "--quiet"]).status == 0)
        let render = try parallel([chroma, "render", scenes.path, "-o", sharded.path, "--quiet", "--shard", "{}/\(n)"], shards: n)
        #expect(render.status == 0 && render.stderr.isEmpty, "\(render.stderr)")
        #expect(ShardCommandTests.files(in: gallery).count == 10)
        #expect(ShardCommandTests.files(in: sharded) == ShardCommandTests.files(in: gallery), "\(n) shards through GNU parallel differ from one run")
    }

    /// The --sshlogin recipe, with its transfers, through a stand-in for ssh that runs each
    /// "remote" command here with HOME in a separate folder: parallel's own machinery (its
    /// remote wrapper, --workdir ..., rsync for --transferfile and --return, --cleanup) runs as
    /// it does across machines; only the network is missing.
    @Test(.enabled(if: tool != nil && rsync, Comment(rawValue: rsyncHint)))
    func theSSHRecipeBringsBackTheFilesOfOneRun() throws {
        let root = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let remote = root.appendingPathComponent("remote-home"), ssh = root.appendingPathComponent("ssh")
        try FileManager.default.createDirectory(at: remote, withIntermediateDirectories: true)
        try """
            #!/bin/sh
            # ssh's options, then the host, then the command: run it here, in the "remote" home.
            while [ $# -gt 0 ]; do case "$1" in -o|-p|-l|-i|-S) shift 2 ;; -*) shift ;; *) break ;; esac; done
            shift
            [ "$1" = "--" ] && shift
            # sshd sets HOME and SHELL; parallel's remote wrapper runs the job with $SHELL.
            cd '\(remote.path)' && HOME='\(remote.path)' SHELL=/bin/sh exec sh -c "$*"
            """.write(to: ssh, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: ssh.path)
        let chroma = CommandLineTests.executable.path
        let remoteOptions = ["--ssh", ssh.path, "-S", "render1,render2", "-j", "1", "--workdir", "...", "--cleanup"]
        // A splash: its frames come back with --return.
        let full = root.appendingPathComponent("frames-full")
        #expect(try cli.run(Self.splash + ["-o", full.path, "--quiet"]).status == 0)
        let frames = try parallel([chroma] + Self.splash + ["-o", "frames", "--quiet", "--shard", "{}/6"], shards: 6,
                                  options: remoteOptions + ["--return", "frames"], in: root)
        #expect(frames.status == 0 && frames.stderr.isEmpty, "\(frames.stderr)")
        #expect(ShardCommandTests.files(in: root.appendingPathComponent("frames")) == ShardCommandTests.files(in: full))
        // A folder of scenes: sent with --transferfile, its PNGs back with --return.
        let scenes = try ShardCommandTests.sceneFolder(in: root)
        let gallery = root.appendingPathComponent("gallery-full")
        #expect(try cli.run(["render", scenes.path, "-o", gallery.path, "--quiet"]).status == 0)
        let render = try parallel([chroma, "render", "scenes", "-o", "gallery", "--quiet", "--shard", "{}/4"], shards: 4,
                                  options: remoteOptions + ["--transferfile", "scenes", "--return", "gallery"], in: root)
        #expect(render.status == 0 && render.stderr.isEmpty, "\(render.stderr)")
        #expect(ShardCommandTests.files(in: root.appendingPathComponent("gallery")) == ShardCommandTests.files(in: gallery))
        #expect(ShardCommandTests.files(in: gallery).count == 10)
        // --cleanup left nothing of the jobs' folders on the "remote" side.
        #expect(ShardCommandTests.files(in: remote).isEmpty, "\(ShardCommandTests.files(in: remote).keys.sorted())")
    }
}
