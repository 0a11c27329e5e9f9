import Foundation
import Testing

/// Angles and lengths in CSS are held to the ranges table (±36 000 degrees, ±10⁶ pixels),
/// with one message from `chroma css` and from a scene's `css` paint: a 1e308deg direction no
/// longer renders black, a `from 1e19deg` no longer renders transparent.
@Suite(.tags(.process), .unlessProcessesSkipped) struct CSSNumberRangeTests {
    let cli = CommandLineTests()

    static let cases: [(css: String, message: String)] = [
        ("linear-gradient(1e308deg, red, blue)", "the gradient's direction is"),
        ("linear-gradient(-36001deg, red, blue)", "the gradient's direction is -36001deg; expected a number from -36000 to 36000 degrees"),
        ("linear-gradient(1e400turn, red, blue)", "the number 1e400 is out of range; expected a finite number"),
        ("conic-gradient(from 1e19deg, red, blue)", "the angle after 'from' is 1e+19deg; expected a number from -36000 to 36000 degrees"),
        ("conic-gradient(red 1e30deg, blue)", "a conic stop position is 1e+30deg"),
        ("radial-gradient(circle 1e300px, red, blue)", "the length 1e+300px is out of range; expected a number from -1000000 to 1000000 pixels"),
        ("radial-gradient(circle at 1e30px 5px, red, blue)", "the length 1e+30px is out of range"),
        ("radial-gradient(circle at 1e9% 5px, red, blue)", "a length of 1000000000% is out of range; expected, as a fraction, a number from -1000 to 1000"),
        ("linear-gradient(red 1e9%, blue)",
         "the stop position 1000000000% is out of range: 10000000 of the gradient line; expected a number from -1000 to 1000 of it (-100000% to 100000%)"),
        ("linear-gradient(red 0, blue 900000px)", "the stop position 900000px is out of range: 56250 of the gradient line;"),
        ("repeating-linear-gradient(red 0, blue 1e20in)", "is out of range; expected a number from -1000000 to 1000000 pixels"),
    ]

    @Test(arguments: cases)
    func outOfRangeNumbersGetOneMessageFromBothDoors(css: String, message: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("css-range-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let png = root.appendingPathComponent("c.png").path
        let command = InProcessChroma.run(["css", css, "--size", "16x16", "-o", png])
        #expect(command.status == 64 && command.stderr.contains(message), "css: \(command.stderr)")
        let scene = root.appendingPathComponent("s.json")
        let json = try JSONSerialization.data(withJSONObject: ["width": 16, "height": 16, "layers": [["paint": ["css": css]]]])
        try json.write(to: scene)
        let document = InProcessChroma.run(["render", scene.path, "-o", png])
        #expect(document.status == 65 && document.stderr.contains(message), "scene: \(document.stderr)")
        #expect(!FileManager.default.fileExists(atPath: png))
    }

    @Test(arguments: ["linear-gradient(36000deg, red, blue)", "conic-gradient(from -36000deg, red, blue)",
                      "radial-gradient(circle 1000000px, red, blue)", "radial-gradient(circle at 100000% 0, red, blue)"])
    func theEdgesOfTheRangesAreDrawn(_ css: String) throws {
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("css-edge-\(UUID().uuidString).png").path
        defer { unlink(png) }
        let result = InProcessChroma.run(["css", css, "--size", "16x16", "-o", png])
        #expect(result.status == 0, "\(css): \(result.stderr)")
    }
}
