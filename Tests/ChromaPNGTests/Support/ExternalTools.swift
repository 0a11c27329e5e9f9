import Foundation
import Testing

/// The independent checkers the PNG tests run on written files: pngcheck (Debian's package) and
/// Pillow (from PyPI). `bash .ci/run` installs both; a missing tool fails the test with the
/// command that installs it, never skips it.
enum ExternalTools {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Runs pngcheck on files and records an issue for each one it rejects.
    static func pngcheck(_ paths: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let result = try run("pngcheck", ["-q"] + paths)
            if result.status == 127 || result.stderr.contains("No such file or directory") && result.stdout.isEmpty {
                Issue.record("pngcheck is not installed: apt-get install pngcheck (bash .ci/run does)", sourceLocation: sourceLocation)
            } else if result.status != 0 {
                Issue.record("pngcheck rejected \(paths): \(result.stdout)\(result.stderr)", sourceLocation: sourceLocation)
            }
        } catch {
            Issue.record("cannot run pngcheck: \(error)", sourceLocation: sourceLocation)
        }
    }

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

    struct PillowImage: Decodable {
        var mode: String
        var size: [Int]
        var frames: Int
        var text: [String: String]
        var rgba: [[Int]]
    }

    /// Decodes files with Pillow; nil (with an issue recorded) when Pillow is not available.
    static func pillow(_ paths: [String], sourceLocation: SourceLocation = #_sourceLocation) -> [PillowImage]? {
        guard let python else {
            Issue.record("Pillow is not installed: python3 -m pip install pillow (bash .ci/run installs it in .build/test-python)",
                         sourceLocation: sourceLocation)
            return nil
        }
        let script = packageRoot.appendingPathComponent("Tests/ChromaPNGTests/Support/pillow_decode.py").path
        do {
            let result = try run(python, [script] + paths)
            guard result.status == 0 else {
                Issue.record("Pillow failed on \(paths): \(result.stderr)", sourceLocation: sourceLocation)
                return nil
            }
            return try JSONDecoder().decode([PillowImage].self, from: Data(result.stdout.utf8))
        } catch {
            Issue.record("cannot run Pillow: \(error)", sourceLocation: sourceLocation)
            return nil
        }
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
