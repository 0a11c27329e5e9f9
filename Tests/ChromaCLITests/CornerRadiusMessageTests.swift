import Foundation
import Testing
@testable import ChromaCLI

/// A corner radius past half the shorter side is refused, naming the value and the largest the
/// size takes, on the command line (64) and in a scene (65), for a splash's card and a scene's
/// rounded rectangle alike: it would otherwise make a capsule without a word.
@Suite struct CornerRadiusMessageTests {
    @Test(arguments: [("1e6", "1000000"), ("10.5", "10.5"), ("1e308", nil)])
    func aSplashCornerRadiusPastHalfTheCardIsRefused(given: String, shown: String?) throws {
        let root = try FirstRunMessageTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = InProcessChroma.run(["splash", "--size", "40x20", "--colors", "red,blue", "--corner-radius", given, "-o", root + "/frames"])
        #expect(result.status == 64, "\(result.stderr)")
        if let shown {
            #expect(result.stderr == "chroma: --corner-radius \(shown) is more than half the card's shorter side; expected at most 10 for the 40×20 card "
                + "(that much makes its short sides round)\n", "\(result.stderr)")
        } else {
            // Out of every length's range first.
            #expect(result.stderr.contains("--corner-radius") && result.stderr.contains("1000000"), "\(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty)
    }

    /// Half the shorter side is the largest radius, and drawn.
    @Test func halfTheShorterSideIsTaken() throws {
        let root = try FirstRunMessageTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = InProcessChroma.run(["splash", "--size", "40x20", "--colors", "red,blue", "--corner-radius", "10", "--duration", "0.05",
                                          "--fps", "20", "-o", root + "/frames"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try !FileManager.default.contentsOfDirectory(atPath: root + "/frames").isEmpty)
    }

    /// In a scene: the splash's card and a rounded rectangle, each named by its key.
    @Test func aSceneCornerRadiusPastHalfIsADataError() throws {
        let root = try FirstRunMessageTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let round = " is more than half the %@'s shorter side; expected at most 10 for %@ 40×20 %@ (that much makes its short sides round)"
        let scenes = [
            "splash:\n  size: [40, 20]\n  fills: [red, blue]\n  cornerRadius: 1e6\n":
                "splash: cornerRadius 1000000" + String(format: round, "card", "the", "card"),
            "width: 64\nheight: 64\nlayers:\n  - paint: red\n    shape: { roundedRect: { rect: [4, 4, 40, 20], cornerRadius: 1e6 } }\n":
                "layers[0].shape.roundedRect.cornerRadius: 1000000" + String(format: round, "rectangle", "a", "rectangle"),
        ]
        for (scene, message) in scenes {
            let file = root + "/s.yaml", image = root + "/out.png"
            try scene.write(toFile: file, atomically: true, encoding: .utf8)
            let result = InProcessChroma.run(["render", file, "-o", image])
            #expect(result.status == 65 && result.stderr == "chroma: \(TerminalText.line(file + ": " + message))\n", "\(result.status) \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: image))
        }
    }
}
