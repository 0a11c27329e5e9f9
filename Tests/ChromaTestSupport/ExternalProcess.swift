import Foundation

/// The one process runner of the tests, for the outside tools (pngcheck, Pillow, Chromium,
/// rsvg-convert, ffmpeg): the tool is found by /usr/bin/env, standard input is empty, and its
/// output goes to files, so a long stream on either side can never block it.
public enum ExternalProcess {
    /// The package's root folder.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What a run gave.
    public struct Output: Sendable {
        /// The exit status.
        public var status: Int32
        /// Standard output as bytes.
        public var data: Data
        /// Standard error as text.
        public var stderr: String
        /// Standard output as text.
        public var stdout: String { String(decoding: data, as: UTF8.self) }
    }

    /// Runs `executable` (looked up on the PATH) with `arguments`.
    public static func run(_ executable: String, _ arguments: [String]) throws -> Output {
        let folder = try TemporaryFolder("chroma-process")
        defer { folder.remove() }
        let outPath = folder.path("stdout"), errPath = folder.path("stderr")
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        try process.run()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, data: FileManager.default.contents(atPath: outPath) ?? Data(),
                      stderr: String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self))
    }

    /// The first of `names` found on the PATH, or nil (tool lookup).
    public static func onPath(_ names: [String]) -> String? {
        names.first { name in (try? run("sh", ["-c", "command -v \(name)"]).status) == 0 }
    }

    /// A Python that passes `check` (Python source, such as `import PIL`): $CHROMA_TEST_PYTHON,
    /// the virtual environment .ci/run makes in .build/test-python, or python3 on the PATH.
    public static func python(passing check: String) -> String? {
        var candidates: [String] = []
        if let configured = ProcessInfo.processInfo.environment["CHROMA_TEST_PYTHON"] { candidates.append(configured) }
        candidates.append(packageRoot.appendingPathComponent(".build/test-python/bin/python3").path)
        candidates.append("python3")
        return candidates.first { candidate in (try? run(candidate, ["-c", check]).status) == 0 }
    }
}
