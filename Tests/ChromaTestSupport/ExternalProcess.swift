import Foundation

/// The one process runner of the tests, for the built `chroma` and `chroma-preview`
/// (``product(_:)``, ``run(_:_:environment:input:)``) and the outside tools (pngcheck, Pillow,
/// Chromium, rsvg-convert, ffmpeg; found by /usr/bin/env): standard input is empty or a file,
/// and the output goes to files, so a long stream on either side can never block it.
public enum ExternalProcess {
    /// An executable product of the package (`chroma`, `chroma-preview`): the test bundle sits
    /// next to the products it depends on, in the build's configuration folder.
    public static func product(_ name: String) -> URL {
        let directory = Bundle.main.bundleURL.pathExtension == "xctest"
            ? Bundle.main.bundleURL.deletingLastPathComponent() : Bundle.main.bundleURL
        return directory.appendingPathComponent(name)
    }

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
        try run(URL(fileURLWithPath: "/usr/bin/env"), [executable] + arguments)
    }

    /// Runs the executable at `url` with `arguments`, `environment` added to the test's own,
    /// and `input` (when given) as its standard input, else an empty one.
    public static func run(_ url: URL, _ arguments: [String], environment: [String: String] = [:], input: Data? = nil) throws -> Output {
        let folder = try TemporaryFolder("chroma-process")
        defer { folder.remove() }
        let inPath = folder.path("stdin"), outPath = folder.path("stdout"), errPath = folder.path("stderr")
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        if let input {
            _ = FileManager.default.createFile(atPath: inPath, contents: input)
            process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: inPath))
        } else {
            process.standardInput = FileHandle.nullDevice
        }
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
