import ChromaPNG
import ChromaPalette
import ChromaTestSupport
import Foundation
import Testing
@testable import ChromaCLI

/// `chroma render tokens.json -o g.png`: a design-token file's gradient token drawn as the CSS
/// gradient its stops and Chroma's `$extensions` make, chosen with `--token`.
@Suite(.tags(.process), .unlessProcessesSkipped) struct TokenGradientCommandTests {
    let cli = CommandLineTests()
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/tokens/gradients.tokens.json").standardized.path

    func temporaryPath(_ name: String) -> String { NSTemporaryDirectory() + "chroma-tokens-\(UUID().uuidString)-" + name }

    @Test(arguments: ["sky.sunrise", "sky.glow", "sky.blue-to-red"])
    func aTokenDrawsAsItsCSSGradient(_ token: String) throws {
        let gradient = try #require(DesignTokenGradient.read(Data(contentsOf: URL(fileURLWithPath: Self.example))).first { $0.name == token })
        let viaToken = temporaryPath("t.png"), viaCSS = temporaryPath("c.png")
        defer { for p in [viaToken, viaCSS] { try? FileManager.default.removeItem(atPath: p) } }
        let rendered = try cli.run(["render", Self.example, "--token", token, "-o", viaToken])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        let size = gradient.size
        #expect(try cli.run(["css", gradient.css, "--size", "\(size.width)x\(size.height)", "-o", viaCSS]).status == 0)
        let a = try PNGReader.read(contentsOf: viaToken), b = try PNGReader.read(contentsOf: viaCSS)
        #expect(a.width == size.width && a.height == size.height && a.samples == b.samples, "\(token): \(gradient.css)")
    }

    /// The format's own example, blue to red, left to right.
    @Test func theFormatsExampleRunsBlueToRed() throws {
        let path = temporaryPath("b.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try cli.run(["render", Self.example, "--token", "sky.blue-to-red", "-o", path]).status == 0)
        let image = try PNGReader.read(contentsOf: path)
        let row = 64 * image.width * 4
        let first = Array(image.samples[row..<row + 4]).map(Int.init)
        #expect(first[0] <= 3 && first[1] <= 3 && first[2] >= 252 && first[3] == 255, "\(first)")
        let last = row + (image.width - 1) * 4
        let end = Array(image.samples[last..<last + 4]).map(Int.init)
        #expect(end[0] >= 252 && end[1] <= 3 && end[2] <= 3 && end[3] == 255, "\(end)")
    }

    @Test func choicesAndBadTokensAreRefusedByName() throws {
        let several = try cli.run(["render", Self.example, "-o", temporaryPath("x.png")])
        #expect(several.status == 64 && several.stderr.contains("holds 3 gradient tokens; pick one with --token PATH: sky.sunrise, sky.glow, sky.blue-to-red"), "\(several.stderr)")
        let unknown = try cli.run(["render", Self.example, "--token", "sky.nope", "-o", temporaryPath("x.png")])
        #expect(unknown.status == 65 && unknown.stderr.contains("no gradient token 'sky.nope'"), "\(unknown.stderr)")
        let file = temporaryPath("cycle.tokens.json")
        defer { try? FileManager.default.removeItem(atPath: file) }
        try Data(#"{"a": {"$type": "color", "$value": "{b}"}, "b": {"$type": "color", "$value": "{a}"}, "g": {"$type": "gradient", "$value": [{"color": "{a}", "position": 0}]}}"#.utf8).write(to: URL(fileURLWithPath: file))
        let output = temporaryPath("never.png")
        let cycle = try cli.run(["render", file, "-o", output])
        #expect(cycle.status == 65 && cycle.stderr.contains("form a cycle"), "\(cycle.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
