import ChromaOutput
import Foundation
import Testing
@testable import ChromaCLI

/// iOS startup images continue the scene's edge pixels into the bars of screens of another
/// shape: a shape's edge or a gradient that meets a side with bars at an angle turns flat there
/// (shelves, a kink at the seam), and one warning line says so; a scene whose edges meet those
/// sides level gets none. Planned only: nothing is drawn but the probe that measures.
@Suite struct StartupSlantWarningTests {
    /// The warning lines of a web target whose startup scene is `scene` (YAML).
    static func lines(startup scene: String, dark: String? = nil) throws -> [String] {
        let root = try FirstRunMessageTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try AssetsDocumentStatusTests.icon.write(toFile: root + "/icon.yaml", atomically: true, encoding: .utf8)
        try scene.write(toFile: root + "/splash.yaml", atomically: true, encoding: .utf8)
        var startup = "splash.yaml"
        if let dark {
            try dark.write(toFile: root + "/splash-dark.yaml", atomically: true, encoding: .utf8)
            startup = "{ any: splash.yaml, dark: splash-dark.yaml }"
        }
        try "assets:\n  - kind: web\n    path: web\n    scene: icon.yaml\n    startup: \(startup)\n".write(toFile: root + "/a.yaml", atomically: true, encoding: .utf8)
        guard case .assets(let document) = try SceneInput.document(root + "/a.yaml") else { throw CocoaError(.fileReadUnknown) }
        let notes = AssetNotes()
        _ = try AssetsRender.plans(document, file: "a.yaml", root: "out", notes: notes)
        return notes.lines.filter { $0.contains("changes across") }
    }

    static func shape(_ path: String, width: Int = 320, height: Int = 568) -> String {
        "width: \(width)\nheight: \(height)\nbackground: \"#bfe0ff\"\nlayers:\n  - paint: \"#1e5fa8\"\n    shape: { path: \"\(path)\" }\n"
    }

    static func gradient(_ start: String, _ end: String, _ stops: String = "[\"#ff0000\", \"#0000ff\"]") -> String {
        "width: 320\nheight: 568\nlayers:\n  - paint: { linear: { start: \(start), end: \(end), stops: \(stops) } }\n"
    }

    /// A shape whose edge crosses the left and right sides sloped, steep or shallow: named, with
    /// the row where it changes most and the widest bar (the 1032×1376 pt iPad's: the scene,
    /// 2752 px high there, is 1550 px wide, leaving 257 px a side, 128 pt).
    /// (The row is where the edge crosses the left or the right side, within a probe pixel or two.)
    @Test(arguments: [("M0 200 L 320 520 L 320 568 L 0 568 Z", [200, 520]), ("M0 400 L 320 486 L 320 568 L 0 568 Z", [400, 486]),
                      ("M0 400 L 320 428 L 320 568 L 0 568 Z", [400, 428])])
    func aSlopedEdgeAtTheSidesIsNamed(path: String, crossings: [Int]) throws {
        let lines = try Self.lines(startup: Self.shape(path))
        #expect(lines.count == 1, "\(lines)")
        let line = try #require(lines.first)
        #expect(line.hasPrefix("out/web/startup: the 320×568 startup scene changes across its left and right edges (a shape's edge meets them at an angle, the most at y "),
                "\(line)")
        let row = Int(line.split(separator: "the most at y ")[1].prefix { $0.isNumber })!
        #expect(crossings.contains { abs($0 - row) <= 4 }, "\(line)")
        #expect(line.hasSuffix("and 8 of the 19 screens continue each row of its edge pixels into bars (up to 128 pt on the 1032×1376 pt @2x screen), "
            + "where that slope turns flat; expected edges that meet the left and right level, or a scene of those screens' shape"), "\(line)")
    }

    /// A diagonal or radial gradient runs across the sides; a vertical one and a flat color do not.
    @Test func aGradientAcrossTheSidesIsNamedAndOneAlongThemIsNot() throws {
        // Across every side: iPads get bars beside it, iPhones above and below, one line for both.
        let diagonal = try Self.lines(startup: Self.gradient("topLeading", "bottomTrailing"))
        #expect(diagonal.count == 1 && diagonal[0].contains("changes across its left and right edges (a gradient runs across them) "
            + "and its top and bottom edges (a gradient runs across them), and 19 of the 19 screens continue each row and column"), "\(diagonal)")
        #expect(diagonal.first?.hasSuffix("expected edges that meet the sides level, or a scene of those screens' shape") == true, "\(diagonal)")
        let radial = try Self.lines(startup: "width: 320\nheight: 568\nlayers:\n  - paint: { radial: { center: center, startRadius: 0, endRadius: 400, stops: [\"#ffffff\", \"#5aa9f0\"] } }\n")
        #expect(radial.count == 1 && radial[0].contains("(a gradient runs across them)"), "\(radial)")
        #expect(try Self.lines(startup: Self.gradient("top", "bottom")).isEmpty)
        #expect(try Self.lines(startup: "width: 320\nheight: 568\nbackground: \"#13245a\"\n").isEmpty)
        // A horizontal gradient ends at the sides, its isolines parallel to them: continued faithfully.
        #expect(try Self.lines(startup: Self.gradient("leading", "trailing")).isEmpty)
        // A shape that stays inside the scene leaves its edges alone; one that meets a side
        // level, or runs beside it, is continued faithfully.
        #expect(try Self.lines(startup: Self.shape("M40 200 L 280 520 L 40 520 Z")).isEmpty)
        #expect(try Self.lines(startup: Self.shape("M0 300 L 320 300 L 320 568 L 0 568 Z")).isEmpty)
        #expect(try Self.lines(startup: Self.shape("M2 0 L 6 0 L 6 568 L 2 568 Z")).isEmpty)
    }

    /// A scene wider than every screen gets bars above and below: a shape crossing its top
    /// edge sloped is named by its column.
    @Test func aSlopedEdgeAtTheTopIsNamedByItsColumn() throws {
        let lines = try Self.lines(startup: Self.shape("M0 0 L 300 0 L 600 150 L 600 300 L 0 300 Z", width: 600, height: 300))
        #expect(lines.count == 1, "\(lines)")
        let line = try #require(lines.first)
        #expect(line.contains("changes across its top and bottom edges (a shape's edge meets them at an angle, the most at x "), "\(line)")
        let column = Int(line.split(separator: "the most at x ")[1].prefix { $0.isNumber })!
        #expect((296...306).contains(column), "\(line)")
        #expect(line.contains("and 19 of the 19 screens continue each column of its edge pixels") && line.contains("level the top and bottom") == false, "\(line)")
        #expect(line.hasSuffix("expected edges that meet the top and bottom level, or a scene of those screens' shape"), "\(line)")
    }

    /// The dark scene is measured too, and named.
    @Test func theDarkSceneIsNamed() throws {
        let lines = try Self.lines(startup: Self.gradient("top", "bottom"), dark: Self.shape("M0 200 L 320 520 L 320 568 L 0 568 Z"))
        #expect(lines.count == 1 && lines[0].contains("the 320×568 dark startup scene changes across"), "\(lines)")
    }

    /// The example's splashes meet their sides level: no line.
    @Test func theExampleSplashesAreNotWarned() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/assets")
        let light = try String(contentsOf: examples.appendingPathComponent("splash.yaml"), encoding: .utf8)
        let dark = try String(contentsOf: examples.appendingPathComponent("splash-dark.yaml"), encoding: .utf8)
        #expect(try Self.lines(startup: light, dark: dark).isEmpty)
    }
}
