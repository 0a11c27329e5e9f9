import ChromaTestSupport
import Foundation
import Testing

typealias TemporaryFolder = ChromaTestSupport.TemporaryFolder

/// The independent decoders the encoder tests read written files back with: Pillow (from PyPI,
/// in `.build/test-python` as `.ci/run` makes it) for GIF and WebP, ffprobe and ffmpeg (Debian's
/// `ffmpeg`) for video. A missing one skips its tests with one line saying how to enable it.
enum ExternalDecoders {
    static let packageRoot = ExternalProcess.packageRoot

    typealias Output = ExternalProcess.Output

    /// Runs a tool (ChromaTestSupport's one runner); standard output as bytes in `data`.
    static func run(_ executable: String, _ arguments: [String]) throws -> Output { try ExternalProcess.run(executable, arguments) }

    /// A Python with Pillow: $CHROMA_TEST_PYTHON, .build/test-python, or python3 on the PATH.
    static let python: String? = ExternalProcess.python(passing: "from PIL import Image, features; assert features.check('webp')")
    static let pillowHint = "GIF and WebP decoding skipped: no python3 with Pillow (python3 -m venv .build/test-python && .build/test-python/bin/pip install pillow==13.0.0, or bash .ci/run)"

    /// ffmpeg and ffprobe, when installed.
    static let ffmpeg: Bool = (try? run("ffprobe", ["-version"]).status) == 0 && (try? run("ffmpeg", ["-version"]).status) == 0
    static let ffmpegHint = "video tests skipped: ffmpeg is not installed (apt-get install ffmpeg, or bash .ci/run)"

    struct Decoded: Decodable {
        var format: String
        var size: [Int]
        var frames: Int
        var loop: Int?
        var durations: [Int]
        var rgba: [String]
        /// WebP only: the ANMF chunks as stored.
        var stored: [StoredFrame]?
        /// PNG only: the fcTL chunks as stored.
        var apng: [APNGFrame]?

        struct APNGFrame: Decodable {
            var x: Int, y: Int, width: Int, height: Int, numerator: Int, denominator: Int, dispose: Int, blend: Int
        }

        struct StoredFrame: Decodable {
            var x: Int, y: Int, width: Int, height: Int, duration: Int, flags: Int
        }

        /// Frame i's RGBA bytes.
        func pixels(_ i: Int) -> [UInt8] { [UInt8](Data(base64Encoded: rgba[i])!) }
    }

    /// Decodes GIF and WebP files with Pillow.
    static func pillow(_ paths: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> [Decoded] {
        let python = try #require(python, sourceLocation: sourceLocation)
        let script = packageRoot.appendingPathComponent("Tests/ChromaEncoderTests/Support/decode_animation.py").path
        let result = try run(python, [script] + paths)
        try #require(result.status == 0, "Pillow failed on \(paths): \(result.stderr)", sourceLocation: sourceLocation)
        return try JSONDecoder().decode([Decoded].self, from: result.data)
    }

    /// Decodes bytes written to a temporary file with Pillow.
    static func pillow(bytes: [UInt8], name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Decoded {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return try pillow([path], sourceLocation: sourceLocation)[0]
    }
}
