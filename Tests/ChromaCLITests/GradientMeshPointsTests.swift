import ChromaPNG
import ChromaTestSupport
import Foundation
import Testing

/// `chroma gradient mesh --points` takes SwiftUI's unit points (one `--colors` color per vertex)
/// and draws what a scene's mesh with `"units": "unit"` draws, over grids and canvas sizes; a
/// count that does not fit the grid, or --seed/--jitter beside it, is refused by name.
@Suite(.tags(.process), .unlessProcessesSkipped) struct GradientMeshPointsTests {
    let cli = CommandLineTests()

    @Test(arguments: [(2, 2, 64, 48), (3, 3, 33, 71), (4, 2, 200, 100), (3, 4, 90, 90)])
    func pointsDrawWhatAUnitMeshDraws(_ columns: Int, _ rows: Int, _ width: Int, _ height: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-mesh-points-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var points: [String] = [], colors: [String] = []
        let palette = ["#ff3b30", "#af52de", "#5856d6", "#ff9500", "#ffffff", "#007aff", "#ffcc00", "#34c759", "#00c7be", "#000000", "#8e8e93", "#a2845e"]
        for r in 0..<rows { for c in 0..<columns {
            let inner = c > 0 && c < columns - 1 && r > 0 && r < rows - 1
            points.append("[\(Double(c) / Double(columns - 1) + (inner ? 0.1 : 0)),\(Double(r) / Double(rows - 1) - (inner ? 0.05 : 0))]")
            colors.append(palette[(r * columns + c) % palette.count])
        } }
        let cliPNG = folder.appendingPathComponent("cli.png").path, scenePNG = folder.appendingPathComponent("scene.png").path
        let drawn = try cli.run(["gradient", "mesh", "--size", "\(width)x\(height)", "--grid", "\(columns)x\(rows)", "--points", points.joined(separator: ","),
                                 "--colors", colors.joined(separator: ","), "-o", cliPNG])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let scene = #"{"width": \#(width), "height": \#(height), "layers": [{"paint": {"mesh": {"units": "unit", "colorSpace": "device", "monotone": true, "width": \#(columns), "height": \#(rows), "points": [\#(points.joined(separator: ", "))], "colors": [\#(colors.map { "\"\($0)\"" }.joined(separator: ", "))]}}}]}"#
        let sceneFile = folder.appendingPathComponent("mesh.json")
        try scene.write(to: sceneFile, atomically: true, encoding: .utf8)
        let rendered = try cli.run(["render", sceneFile.path, "-o", scenePNG])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        let a = try PNGReader.read(contentsOf: cliPNG), b = try PNGReader.read(contentsOf: scenePNG)
        #expect(a.width == width && a.height == height && a.samples == b.samples)
        // The canvas is covered: every corner is opaque.
        for (x, y) in [(0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1)] { #expect(a.samples[(y * width + x) * 4 + 3] == 255) }
    }

    /// Parsed and run in process (`InProcessChroma`).
    @Test func badPointsAreRefusedByName() throws {
        let cases: [([String], String)] = [
            (["--grid", "3x3", "--points", "0,0 1,0", "--colors", "red,blue"], "2 points for a 3×3 --grid; expected 9"),
            (["--grid", "2x2", "--points", "0,0 1,0 0,1 1", "--colors", "red,blue,white,black"], "7 numbers (an odd count)"),
            (["--grid", "2x2", "--points", "0,0 1,0 0,1 1,x", "--colors", "red,blue,white,black"], "'x' is not a number"),
            (["--grid", "2x2", "--points", "0,0 1,0 0,1 1,nan", "--colors", "red,blue,white,black"], "'nan' is not a number"),
            (["--grid", "2x2", "--points", "0,0 1,0 0,1 1,1e308", "--colors", "red,blue,white,black"], "--points"),
            (["--grid", "2x2", "--points", "0,0 1,0 0,1 1,1", "--colors", "red,blue"], "2 colors for the 4 vertices"),
            (["--grid", "2x2", "--points", "0,0 1,0 0,1 1,1", "--colors", "red,blue,white,black", "--seed", "3"], "--seed and --jitter"),
        ]
        for (arguments, fragment) in cases {
            let result = InProcessChroma.run(["gradient", "mesh", "--size", "40x40"] + arguments + ["-o", "/nonexistent/x.png"])
            #expect(result.status == 64 && result.stderr.contains(fragment), "\(arguments): \(result.stderr)")
        }
    }
}
