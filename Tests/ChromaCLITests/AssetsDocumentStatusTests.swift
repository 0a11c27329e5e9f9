import Foundation
import Testing
@testable import ChromaCLI

/// What an assets document's targets say is its content: refused with 65, as docs/EXIT-CODES.md
/// says of a bad document, naming the document, the target and the value.
@Suite struct AssetsDocumentStatusTests {
    static let icon = "width: 64\nheight: 64\nlayers:\n  - paint: red\n"

    @Test(arguments: [
        ("assets:\n  - kind: android-launcher\n    path: res\n    scene: icon.yaml\n    name: \"bad name\"\n",
         "a.yaml: assets[0]: invalid asset name 'bad name': Android resource names are a lowercase letter, then lowercase letters, digits and _ (at most 200)"),
        ("assets:\n  - kind: imageset\n    path: A.imageset\n    scene: big.yaml\n",
         "a.yaml: assets[0]: OUT/A.imageset/A@3x.png would be 90000×90000 pixels; a side may be at most 65535 (draw the scene smaller)"),
        ("assets:\n  - kind: imageset\n    path: A.imageset\n    scene: icon.yaml\n  - kind: imageset\n    path: A.imageset\n    scene: icon.yaml\n",
         "a.yaml: two assets write 'OUT/A.imageset/A.png'; give each target its own path or name"),
    ])
    func aBadTargetIsADataError(document: String, message: String) throws {
        let root = try FirstRunMessageTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.icon.write(toFile: root + "/icon.yaml", atomically: true, encoding: .utf8)
        try "width: 30000\nheight: 30000\nlayers:\n  - paint: red\n".write(toFile: root + "/big.yaml", atomically: true, encoding: .utf8)
        try document.write(toFile: root + "/a.yaml", atomically: true, encoding: .utf8)
        let out = root + "/out"
        let result = InProcessChroma.run(["render", root + "/a.yaml", "-o", out])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr == "chroma: \(TerminalText.line(root + "/" + message.replacingOccurrences(of: "OUT", with: out)))\n", "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// The same request on the command line is a usage error.
    @Test func theSameNameOnTheCommandLineIsAUsageError() throws {
        let root = try FirstRunMessageTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = InProcessChroma.run(["swatch", "red", "--size", "48x48", "--android", "launcher", "--asset-name", "bad name", "-o", root + "/res"])
        #expect(result.status == 64 && result.stderr.contains("invalid asset name 'bad name'"), "\(result.stderr)")
    }
}
