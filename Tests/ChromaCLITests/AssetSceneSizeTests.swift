import ChromaTestSupport
import Foundation
import PNGSpecDecoder
import Testing

/// An asset destination draws its images at sizes of its own: a scene's size sets an icon's
/// shape, and the limits apply to the images drawn, not to the scene's canvas.
@Suite(.tags(.process), .unlessProcessesSkipped) struct AssetSceneSizeTests {
    let cli = CommandLineTests()

    @Test func aHugeSquareSceneMakesAnAppIcon() throws {
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("big.yaml")
        try "width: 40000\nheight: 40000\nbackground: \"#2050c0\"\nlayers:\n  - paint: \"#ffffff\"\n    shape: {circle: {center: [20000, 20000], radius: 10000}}\n"
            .write(to: scene, atomically: true, encoding: .utf8)
        let set = folder.appendingPathComponent("A.appiconset")
        let run = try cli.run(["render", scene.path, "-o", set.path])
        try #require(run.status == 0, "\(run.stderr)")
        let icon = try SpecPNG.read(contentsOf: set.appendingPathComponent("A.png").path)
        #expect(icon.header.width == 1024 && icon.header.height == 1024)
        let gradient = try cli.run(["gradient", "linear", "--size", "40000x40000", "--stops", "red,blue", "-o", folder.appendingPathComponent("G.appiconset").path])
        #expect(gradient.status == 0, "\(gradient.stderr)")
        let css = try cli.run(["css", "linear-gradient(red, blue)", "--size", "40000x40000", "--web", "-o", folder.appendingPathComponent("web").path])
        #expect(css.status == 0, "\(css.stderr)")
        // An assets document's scenes are assets' scenes.
        let document = folder.appendingPathComponent("assets.yaml")
        try "assets:\n  - {path: B.appiconset, scene: big.yaml}\n".write(to: document, atomically: true, encoding: .utf8)
        let assets = try cli.run(["render", document.path, "-o", folder.appendingPathComponent("out").path])
        #expect(assets.status == 0, "\(assets.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/B.appiconset/B.png").path))
    }

    @Test func theImagesDrawnAreCheckedAgainstTheLimits() throws {
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("big.yaml")
        try "width: 40000\nheight: 40000\nbackground: \"#2050c0\"\n".write(to: scene, atomically: true, encoding: .utf8)
        // One image of the scene's size: refused when it is read, as before.
        let png = try cli.run(["render", scene.path, "-o", folder.appendingPathComponent("big.png").path])
        #expect(png.status == 65 && png.stderr.contains("the canvas 40000×40000 needs 1600000000 pixels"), "\(png.status) \(png.stderr)")
        let size = try cli.run(["gradient", "linear", "--size", "40000x40000", "--stops", "red,blue", "-o", folder.appendingPathComponent("g.png").path])
        #expect(size.status != 0 && size.stderr.contains("--size 40000x40000 needs 1600000000 pixels"), "\(size.status) \(size.stderr)")
        // An image set is drawn at the scene's size in points, times 1, 2 and 3: too large a side.
        let set = try cli.run(["render", scene.path, "-o", folder.appendingPathComponent("S.imageset").path])
        #expect(set.status == 64 && set.stderr.contains("S@2x.png would be 80000×80000 pixels"), "\(set.status) \(set.stderr)")
        // The icon at 1024² is over a pixel limit of a million: said, naming the icon's canvas.
        let small = try cli.run(["render", scene.path, "-o", folder.appendingPathComponent("I.appiconset").path], environment: ["CHROMA_MAX_PIXELS": "1000000"])
        #expect(small.status != 0 && small.stderr.contains("1024×1024"), "\(small.status) \(small.stderr)")
        #expect(ShardCommandTests.files(in: folder).keys.sorted() == ["big.yaml"])
    }
}
