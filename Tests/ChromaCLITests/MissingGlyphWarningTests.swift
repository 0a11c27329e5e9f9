import ChromaTestSupport
import Foundation
import Testing

/// Text in characters the font lacks is drawn as boxes; the command still writes its image and
/// exits 0, but says so in one warning line naming the characters, the font and the fix.
@Suite(.tags(.process), .unlessProcessesSkipped) struct MissingGlyphWarningTests {
    let cli = CommandLineTests()

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-glyphs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aPaletteSheetNamesTheCharactersItCannotDraw() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let palette = root.appendingPathComponent("names.gpl"), png = root.appendingPathComponent("sheet.png")
        try "GIMP Palette\nName: Test\n#\n255 0 0 赤い色\n0 255 0 Green\n0 0 255 Blue 🎨\n".write(to: palette, atomically: true, encoding: .utf8)
        for scale in ["1", "2.5"] {
            let result = try cli.run(["palette", "sheet", "--from", palette.path, "-o", png.path, "--scale", scale])
            #expect(result.status == 0)
            #expect(result.stderr == "chroma: warning: DejaVu Sans Bold has no glyph for '赤' (U+8D64), 'い' (U+3044), '色' (U+8272), '🎨' (U+1F3A8) in 2 labels, the first '赤い色'; they are drawn as boxes. Give --font (or a document's \"font\") a font file that has them\n")
            #expect(FileManager.default.fileExists(atPath: png.path))
        }
        // Names the font has: no warning.
        try "GIMP Palette\n#\n255 0 0 Ωμέγα\n0 255 0 Кириллица\n0 0 255 Ünïcødé ✓\n".write(to: palette, atomically: true, encoding: .utf8)
        let plain = try cli.run(["palette", "sheet", "--from", palette.path, "-o", png.path])
        #expect(plain.status == 0 && plain.stderr.isEmpty, "\(plain.stderr)")
    }

    @Test func aSceneNamesTheTextLayerAndItsPath() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let scene = root.appendingPathComponent("scene.yaml"), png = root.appendingPathComponent("scene.png")
        try """
            width: 200
            height: 60
            background: "#ffffff"
            layers:
              - text: {string: "Ünïcødé ✓", at: [10, 20], size: 16}
              - text: {string: "色 \u{1F3A8} 色", at: [10, 50], size: 16, weight: bold}
            """.write(to: scene, atomically: true, encoding: .utf8)
        let result = try cli.run(["render", scene.path, "-o", png.path])
        #expect(result.status == 0)
        #expect(result.stderr == "chroma: warning: \(scene.path): layers[1].text.string: DejaVu Sans Bold has no glyph for '色' (U+8272), '🎨' (U+1F3A8); they are drawn as boxes. Give \"font\" a font file that has them\n")
        #expect(FileManager.default.fileExists(atPath: png.path))
    }

    /// A folder reads every document once, before drawing any: a document's warning is printed
    /// once, by the run (or the shard) that draws it.
    @Test func aFolderWarnsOncePerDocumentItDraws() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let scenes = root.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try #"{"width": 100, "height": 30, "layers": [{"text": {"string": "色", "at": [5, 20], "size": 16}}]}"#
            .write(to: scenes.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        try #"{"width": 8, "height": 8}"#.write(to: scenes.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        let line = "chroma: warning: \(scenes.path)/a.json: layers[0].text.string: DejaVu Sans has no glyph for '色' (U+8272); they are drawn as boxes. Give \"font\" a font file that has them\n"
        var printed = ""
        for extra in [[], ["--shard", "1/2"], ["--shard", "2/2"]] {
            let result = try cli.run(["render", scenes.path, "-o", root.appendingPathComponent("out").path, "--quiet"] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty || result.stderr == line, "\(extra): \(result.stderr)")
            if extra.isEmpty { #expect(result.stderr == line) }
            if !extra.isEmpty { printed += result.stderr }
        }
        #expect(printed == line, "the two shards together warn once: \(printed)")
    }
}
