import Foundation
import Testing

/// docs/SHARDING.md's GNU parallel recipe, run here as written (locally, every shard at once):
/// its files are byte for byte those of one run. GNU parallel is Debian's `parallel`; `bash
/// .ci/run` installs it, and where it is missing this suite is skipped with one line saying so.
@Suite struct ParallelRecipeTests {
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

    /// Runs `parallel --will-cite -j N ARGUMENTS ::: 1 … N`, the recipe's form.
    func parallel(_ arguments: [String], shards n: Int) throws -> CommandLineTests.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.tool))
        process.arguments = ["--will-cite", "-j", String(n)] + arguments + [":::"] + (1...n).map(String.init)
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
        #expect(try cli.run(ShardCommandTests.splash + ["-o", full.path, "--quiet"]).status == 0)
        let frames = try parallel([chroma] + ShardCommandTests.splash + ["-o", spread.path, "--quiet", "--shard", "{}/\(n)"], shards: n)
        #expect(frames.status == 0 && frames.stderr.isEmpty && frames.stdout.isEmpty, "\(frames.stderr)")
        #expect(ShardCommandTests.files(in: full).count == 19)
        #expect(ShardCommandTests.files(in: spread) == ShardCommandTests.files(in: full), "\(n) shards through GNU parallel differ from one run")
        // A folder of scenes.
        let scenes = root.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try ShardCommandTests.sceneFolder(at: scenes)
        let gallery = root.appendingPathComponent("gallery-full"), sharded = root.appendingPathComponent("gallery")
        #expect(try cli.run(["render", scenes.path, "-o", gallery.path, "--quiet"]).status == 0)
        let render = try parallel([chroma, "render", scenes.path, "-o", sharded.path, "--quiet", "--shard", "{}/\(n)"], shards: n)
        #expect(render.status == 0 && render.stderr.isEmpty, "\(render.stderr)")
        #expect(ShardCommandTests.files(in: gallery).count == 9)
        #expect(ShardCommandTests.files(in: sharded) == ShardCommandTests.files(in: gallery), "\(n) shards through GNU parallel differ from one run")
    }
}
