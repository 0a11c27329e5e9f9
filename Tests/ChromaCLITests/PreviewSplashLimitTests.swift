import Foundation
import Testing
@testable import ChromaCLI

/// The preview's 2× splash refused by the document's own values: its scale as written and its
/// size, never only the doubled timeline's.
@Suite struct PreviewSplashLimitTests {
    /// The preview's error for a splash document with `fields`.
    static func previewError(_ fields: String) throws -> String? {
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("s.json").path
        try ##"{"splash": {"fills": ["#0000ff", "#ff0000"], "duration": 0.1, "fps": 10, \##(fields)}}"##.write(toFile: path, atomically: false, encoding: .utf8)
        var files: [String] = []
        do {
            _ = try PreviewCommand.image(of: path, files: &files)
            return nil
        } catch {
            return ChromaCommand.line(for: error)
        }
    }

    @Test(arguments: ["2.5", "3", "4", "2.0000001", "3.75"])
    func aScaleAboveTwoIsNamedAsWritten(scale: String) throws {
        let message = try #require(try Self.previewError(#""size": [40, 20], "scale": \#(scale)"#))
        #expect(message.contains("twice its scale \(scale),"), "\(message)")
        #expect(message.contains("scale up to 2"), "\(message)")
    }

    @Test(arguments: [(40_000, 10, "1"), (20_000, 10, "2"), (10, 33_000, "1"), (16_384, 8, "2")])
    func aSplashTooLargeAt2xIsNamedByItsSizeAndScale(width: Int, height: Int, scale: String) throws {
        let message = try #require(try Self.previewError(#""size": [\#(width), \#(height)], "scale": \#(scale), "shadow": false"#))
        let factor = Int(scale)!
        #expect(message.contains("\(width)×\(height) splash at its scale \(scale), \(width * factor)×\(height * factor) pixels"), "\(message)")
        #expect(message.contains("would be \(width * factor * 2)×\(height * factor * 2)") && message.contains("at most 65535"), "\(message)")
        // No scale the document does not hold ("scale 4.0", "scale 2.0").
        #expect(!message.contains(".0 "), "\(message)")
    }

    /// A scene within the canvas side at 2× but over the pixels limit is refused before its 1×
    /// image is drawn, by its own size (a 20000×20000 scene drew 8 s at 1× before the 2× failed,
    /// naming only the doubled canvas).
    @Test(arguments: [(20_000, 20_000), (32_767, 16_385), (16_385, 32_767)])
    func aSceneOverThePixelsLimitAt2xIsRefusedByItsOwnSize(width: Int, height: Int) throws {
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("big.json").path
        try ##"{"width": \##(width), "height": \##(height), "layers": [{"paint": {"linear": {"start": "top", "end": "bottom", "stops": ["#1e3c72", "#feb47b"]}}}]}"##
            .write(toFile: path, atomically: false, encoding: .utf8)
        var files: [String] = []
        do {
            _ = try PreviewCommand.image(of: path, files: &files)
            Issue.record("a \(width)×\(height) scene was previewed at 2×")
        } catch {
            let message = ChromaCommand.line(for: error)
            #expect(message.contains("\(path): the 2× preview of the \(width)×\(height) image (\(width * 2)×\(height * 2))"), "\(message)")
            #expect(message.contains("pixels limit"), "\(message)")
        }
    }

    @Test func aSplashThatFitsAt2xIsPreviewed() throws {
        #expect(try Self.previewError(#""size": [16, 8], "scale": 2"#) == nil)
        #expect(try Self.previewError(#""size": [16383, 8], "scale": 2, "shadow": false"#) == nil)
    }
}
