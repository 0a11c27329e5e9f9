import Foundation
import Testing

/// The independent checkers the interop suites run on written files, each used when present:
/// pngcheck and Chromium (Debian's packages) and Pillow (from PyPI). `bash .ci/run` installs all
/// three, so CI always runs them; where one is missing, its suite is skipped with one line saying
/// how to enable it. Round trips never need them: they decode with `SpecPNG`, the tests' own
/// decoder written from the specification.
enum ExternalTools {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs a tool found by /usr/bin/env; its output goes to files, so a long stream on either
    /// side can never block it.
    static func run(_ executable: String, _ arguments: [String]) throws -> Output {
        let folder = try TemporaryFolder()
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
        let read = { (path: String) in String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }
        return Output(status: process.terminationStatus, stdout: read(outPath), stderr: read(errPath))
    }

    /// The first of `names` found on the PATH, or nil.
    static func onPath(_ names: [String]) -> String? {
        names.first { name in (try? run("sh", ["-c", "command -v \(name)"]).status) == 0 }
    }

    /// pngcheck, when installed.
    static let pngcheck: String? = onPath(["pngcheck"])
    static let pngcheckHint = "pngcheck interop skipped: pngcheck is not installed (apt-get install pngcheck, or bash .ci/run)"

    /// A Python with Pillow: $CHROMA_TEST_PYTHON, the virtual environment .ci/run makes in
    /// .build/test-python, or python3 on the PATH.
    static let python: String? = {
        var candidates: [String] = []
        if let configured = ProcessInfo.processInfo.environment["CHROMA_TEST_PYTHON"] { candidates.append(configured) }
        candidates.append(packageRoot.appendingPathComponent(".build/test-python/bin/python3").path)
        candidates.append("python3")
        return candidates.first { candidate in
            (try? run(candidate, ["-c", "import PIL"]).status) == 0
        }
    }()
    static let pillowHint = "Pillow interop skipped: no python3 with Pillow (python3 -m venv .build/test-python && .build/test-python/bin/pip install pillow==13.0.0, or bash .ci/run)"

    /// Chromium (Debian's `chromium`), when installed.
    static let chromium: String? = onPath(["chromium", "chromium-browser", "google-chrome"])
    static let chromiumHint = "Chromium interop skipped: Chromium is not installed (apt-get install chromium, or bash .ci/run)"

    /// Runs pngcheck on files and records an issue for each one it rejects.
    static func pngcheck(_ paths: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let tool = try #require(pngcheck, sourceLocation: sourceLocation)
        let result = try run(tool, ["-q"] + paths)
        #expect(result.status == 0, "pngcheck rejected \(paths): \(result.stdout)\(result.stderr)", sourceLocation: sourceLocation)
    }

    struct PillowImage: Decodable {
        var mode: String
        var size: [Int]
        var frames: Int
        var text: [String: String]
        var rgba: [[Int]]
    }

    /// Decodes files with Pillow.
    static func pillow(_ paths: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> [PillowImage] {
        let python = try #require(python, sourceLocation: sourceLocation)
        let script = packageRoot.appendingPathComponent("Tests/ChromaPNGTests/Support/pillow_decode.py").path
        let result = try run(python, [script] + paths)
        try #require(result.status == 0, "Pillow failed on \(paths): \(result.stderr)", sourceLocation: sourceLocation)
        return try JSONDecoder().decode([PillowImage].self, from: Data(result.stdout.utf8))
    }
}

/// A fresh temporary folder for one test, removed afterwards by the caller's `defer`.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The names of the files in the folder, hidden ones included.
    var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
