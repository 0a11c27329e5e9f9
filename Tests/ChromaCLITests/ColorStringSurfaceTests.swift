import ChromaTestSupport
import ColorCore
import Foundation
import PNGSpecDecoder
import Testing

/// A CSS Color 5 string reads as the same color wherever chroma reads one: a command's
/// argument, a JSON or YAML scene, a CSS gradient, a palette stylesheet, and `Color(parsing:)`.
@Suite(.tags(.process), .unlessProcessesSkipped) struct ColorStringSurfaceTests {
    let cli = CommandLineTests()

    static let strings = [
        "color-mix(in oklch, #3366cc 30%, gold)",
        "color-mix(in srgb, red, lime 20%, blue 30%)",
        "oklch(from #3366cc calc(l + 0.15) c calc(h + 40))",
        "rgb(from color-mix(in lab, teal, white) calc(r * 0.8) g b)",
        "hsl(from coral calc(h + 180) calc(s * 0.5) l)",
        "contrast-color(color-mix(in oklab, navy, white 70%))",
        "color(from lab(60 40 -30) display-p3 r g calc(b * 0.5))",
        "light-dark(oklch(from #3366cc 0.8 calc(c * 0.5) h), #102040)",
    ]

    /// The 8-bit sRGB value Swift reads (light appearance).
    func expectedBytes(_ text: String) throws -> [UInt8] {
        let hex = try Color(parsing: text).hexString
        return stride(from: 1, to: 7, by: 2).map { UInt8(hex.dropFirst($0).prefix(2), radix: 16)! }
    }

    func firstPixel(_ path: String) throws -> [UInt8] {
        let image = try SpecPNG.read(contentsOf: path)
        let samples = image.defaultImage.samples
        let shift: UInt16 = image.header.bitDepth == 16 ? 8 : 0
        return (0..<3).map { UInt8(truncatingIfNeeded: samples[$0] >> shift) }
    }

    @Test func everySurfaceReadsTheSameColor() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-surfaces-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (n, text) in Self.strings.enumerated() {
            let want = try expectedBytes(text)
            let quoted = String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
            // The command line.
            let converted = try cli.run(["convert", text, "--json"])
            #expect(converted.status == 0, "\(converted.stderr)")
            #expect(converted.stdout.contains("\"hex\": \"\(try Color(parsing: text).hexString)\""), "\(text): \(converted.stdout.prefix(60))")
            // Scenes, JSON and YAML.
            for (syntax, body) in [("json", "{\"width\": 2, \"height\": 2, \"layers\": [{\"paint\": \(quoted)}]}"),
                                   ("yaml", "width: 2\nheight: 2\nlayers:\n  - paint: \(quoted)\n")] {
                let scene = folder.appendingPathComponent("s\(n).\(syntax)").path
                try body.write(toFile: scene, atomically: true, encoding: .utf8)
                let png = folder.appendingPathComponent("s\(n)-\(syntax).png").path
                let rendered = try cli.run(["render", scene, "-o", png])
                #expect(rendered.status == 0, "\(text) \(syntax): \(rendered.stderr)")
                #expect(try firstPixel(png) == want, "\(text) in a \(syntax) scene")
            }
            // A CSS gradient of one color.
            let css = folder.appendingPathComponent("c\(n).png").path
            let gradient = try cli.run(["css", "linear-gradient(\(text), \(text))", "--size", "2x2", "-o", css])
            #expect(gradient.status == 0, "\(text): \(gradient.stderr)")
            // A CSS gradient of non-legacy colors interpolates in OKLab: a color exactly between
            // two 8-bit levels (127.5) may come back a hair below it.
            let pixel = try firstPixel(css)
            #expect(zip(pixel, want).allSatisfy { abs(Int($0) - Int($1)) <= 1 }, "\(text) in a CSS gradient: \(pixel) vs \(want)")
            // A palette stylesheet, the string using a custom property for one of its colors.
            let sheet = folder.appendingPathComponent("p\(n).css").path
            try ":root {\n  --base: #3366cc;\n  --x: \(text.replacingOccurrences(of: "#3366cc", with: "var(--base)"));\n}\n"
                .write(toFile: sheet, atomically: true, encoding: .utf8)
            let listed = folder.appendingPathComponent("p\(n).txt").path
            let palette = try cli.run(["palette", "convert", sheet, listed])
            #expect(palette.status == 0, "\(text): \(palette.stderr)")
            let lines = try String(contentsOfFile: listed, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("#") }
            // --base first, then --x (and --x-dark when it adapts).
            let hex = try Color(parsing: text).hexString
            #expect(lines.count > 1 && lines[1].hasPrefix(hex), "\(text) in a stylesheet: \(lines)")
        }
    }

    /// In the dark, an adaptive stop of a CSS gradient is dark all along the gradient (the
    /// stops the gradient samples between hints keep adapting), and a palette sheet labels and
    /// rates the dark values it draws.
    @Test func darkAppearanceReachesEverySample() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-dark-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dark = folder.appendingPathComponent("dark.png").path, light = folder.appendingPathComponent("light.png").path
        let gradient = "linear-gradient(to right, light-dark(white, black), 30%, color-mix(in oklch, light-dark(red, lime), blue))"
        #expect(try cli.run(["css", gradient, "--size", "200x2", "--appearance", "dark", "-o", dark]).status == 0)
        let explicit = "linear-gradient(to right, black, 30%, color-mix(in oklch, lime, blue))"
        #expect(try cli.run(["css", explicit, "--size", "200x2", "-o", light]).status == 0)
        let a = try SpecPNG.read(contentsOf: dark).defaultImage.samples, b = try SpecPNG.read(contentsOf: light).defaultImage.samples
        #expect(a == b, "the dark gradient differs from the same gradient written with the dark values")
        let report = folder.appendingPathComponent("sheet.json").path
        let sheet = try cli.run(["palette", "light-dark(white, #101010)", "red", "--appearance", "dark", "--contrast-grid",
                                 "-o", folder.appendingPathComponent("sheet.png").path, "--report", report])
        #expect(sheet.status == 0, "\(sheet.stderr)")
        let text = try String(contentsOfFile: report, encoding: .utf8)
        #expect(text.contains("#101010") && !text.contains("#ffffff"), "\(text.prefix(400))")
    }

    @Test func convertingAPaletteOntoItselfIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-self-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sheet = folder.appendingPathComponent("brand.css").path
        let original = ":root {\n  --brand: #3366cc;\n  --light: oklch(from var(--brand) calc(l + 0.1) c h);\n}\n"
        try original.write(toFile: sheet, atomically: true, encoding: .utf8)
        for output in [sheet, folder.path + "/./brand.css", folder.path + "/../" + folder.lastPathComponent + "/brand.css"] {
            let result = try cli.run(["palette", "convert", sheet, output])
            #expect(result.status == 64 && result.stderr.contains("is the palette being read"), "\(result.stderr)")
        }
        #expect(try String(contentsOfFile: sheet, encoding: .utf8) == original)
    }

    /// More arguments than a palette has colors are refused before the argument parser, whose
    /// time grows with their square.
    @Test func hugeArgumentListsAreRefusedAtOnce() throws {
        let result = try cli.run(["mix"] + Array(repeating: "red", count: 10_100))
        #expect(result.status == 65 && result.stderr.contains("the command line (10101 arguments)") && result.stderr.contains("CHROMA_MAX_PALETTE_COLORS"),
                "\(result.stderr)")
        let allowed = try cli.run(["mix"] + Array(repeating: "red", count: 300))
        #expect(allowed.status == 0 && allowed.stdout == "#ff0000\n", "\(allowed.stderr)")
    }

    @Test func aBadStringIsNamedOnEverySurface() throws {
        let bad = "color-mix(in srgb, red 150%, blue)"
        let message = "percentage 150% of color 1 of color-mix() is outside 0%…100%"
        let converted = try cli.run(["convert", bad])
        #expect(converted.status == 64 && converted.stderr.contains(message), "\(converted.stderr)")
        let gradient = try cli.run(["css", "linear-gradient(\(bad), red)", "--size", "2x2", "-o", "/tmp/never-written-\(UUID().uuidString).png"])
        #expect(gradient.status == 64 && gradient.stderr.contains(message), "\(gradient.stderr)")
        let scene = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).json").path
        try "{\"width\": 2, \"height\": 2, \"layers\": [{\"paint\": \"\(bad)\"}]}".write(toFile: scene, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: scene) }
        let rendered = try cli.run(["render", scene, "-o", "/tmp/never-written-\(UUID().uuidString).png"])
        #expect(rendered.status == 65 && rendered.stderr.contains(message), "\(rendered.stderr)")
    }
}
