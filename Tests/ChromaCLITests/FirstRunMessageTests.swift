import Foundation
import Testing
@testable import ChromaCLI

/// The messages a first run meets, each one line naming the value given and what was expected,
/// with the status docs/EXIT-CODES.md promises.
@Suite struct FirstRunMessageTests {
    /// A fresh folder for one test's files.
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("first-run-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A percentage is named as typed, with the range in both forms, never the fraction it stands for.
    @Test(arguments: [("red@200000%,blue", "invalid --stops location: expected a number from -1000 to 1000 (or -100000% to 100000%), found 200000%"),
                      ("red@-1e9%,blue", "invalid --stops location: expected a number from -1000 to 1000 (or -100000% to 100000%), found -1e9%"),
                      ("red@nan%,blue", "invalid --stops location: expected a number from -1000 to 1000 (or -100000% to 100000%), found nan%"),
                      ("red@1001,blue", "invalid --stops location: expected a number from -1000 to 1000, found 1001")])
    func aStopLocationIsNamedAsTyped(stops: String, message: String) throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = InProcessChroma.run(["gradient", "linear", "--size", "4x4", "--stops", stops, "-o", root + "/g.png"])
        #expect(result.status == 64 && result.stderr == "chroma: \(message)\n", "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root + "/g.png"))
    }

    @Test func aStopLocationAtTheEdgeOfItsRangeIsDrawn() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = InProcessChroma.run(["gradient", "linear", "--size", "4x4", "--stops", "red@-100000%,blue@100000%", "-o", root + "/g.png"])
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// A circle whose radius is in range alone but reaches past the coordinates names the radius
    /// given and the largest that fits.
    @Test func aHugeRadiusNamesTheRadiusGiven() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scene = root + "/c.yaml"
        try "width: 64\nheight: 64\nlayers:\n  - paint: red\n    shape: { circle: { center: [32, 32], radius: 1e6 } }\n"
            .write(toFile: scene, atomically: true, encoding: .utf8)
        let result = InProcessChroma.run(["render", scene, "-o", root + "/c.png"])
        #expect(result.status == 65)
        #expect(result.stderr.hasSuffix("c.yaml: layers[0].shape.circle.radius: the radius 1000000 around the center (32, 32) reaches 1000032; "
            + "expected the circle within -1000000 to 1000000 pixels (a radius up to 999968 here)\n"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root + "/c.png"))
    }
}
