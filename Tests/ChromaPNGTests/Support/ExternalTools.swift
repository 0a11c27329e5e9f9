import ChromaTestSupport
import Foundation
import Testing

typealias TemporaryFolder = ChromaTestSupport.TemporaryFolder

/// The independent checkers the interop suites run on written files, each used when present:
/// pngcheck and Chromium (Debian's packages) and Pillow (from PyPI). `bash .ci/run` installs all
/// three, so CI always runs them; where one is missing, its suite is skipped with one line saying
/// how to enable it. Round trips never need them: they decode with `SpecPNG`, the tests' own
/// decoder written from the specification.
enum ExternalTools {
    static let packageRoot = ExternalProcess.packageRoot

    typealias Output = ExternalProcess.Output

    /// Runs a tool (ChromaTestSupport's one runner).
    static func run(_ executable: String, _ arguments: [String]) throws -> Output { try ExternalProcess.run(executable, arguments) }

    /// The first of `names` found on the PATH, or nil.
    static func onPath(_ names: [String]) -> String? { ExternalProcess.onPath(names) }

    /// pngcheck, when installed.
    static let pngcheck: String? = onPath(["pngcheck"])
    static let pngcheckHint = "pngcheck interop skipped: pngcheck is not installed (apt-get install pngcheck, or bash .ci/run)"

    /// A Python with Pillow: $CHROMA_TEST_PYTHON, the virtual environment .ci/run makes in
    /// .build/test-python, or python3 on the PATH.
    static let python: String? = ExternalProcess.python(passing: "import PIL")
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
