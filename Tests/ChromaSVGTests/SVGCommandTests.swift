import ChromaPNG
import ChromaRaster
import ChromaTestSupport
import Foundation
import Testing

/// `-o FILE.svg` on every drawing command, run as a user runs `chroma`: the SVG, rasterized by
/// librsvg and by headless Chromium, matches the command's own PNG (block means within 1.5/255
/// away from text and edges, the text boxes taken from `--report`), at several sizes, steps and
/// scales; the report of the SVG says what the PNG's says; the bytes do not depend on
/// `CHROMA_THREADS`. Each comparison prints one line with its figures and both files' sizes.
@Suite(.serialized, .tags(.process, .external), .unlessProcessesSkipped, .unlessExternalToolsSkipped) struct SVGCommandTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples").path

    /// Runs `chroma`; returns its status and standard error.
    @discardableResult
    static func chroma(_ arguments: [String], threads: Int? = nil) throws -> (status: Int32, stderr: String) {
        let output = try ExternalProcess.run(ExternalProcess.product("chroma"), arguments,
                                             environment: threads.map { ["CHROMA_THREADS": String($0)] } ?? [:])
        return (output.status, output.stderr)
    }

    /// A command line without `-o`, and its name for the figures.
    struct Command: CustomStringConvertible {
        var name: String
        var arguments: [String]
        var description: String { name }
    }

    static let commands: [Command] = [
        Command(name: "chart-hsb-0.1", arguments: ["chart", "hsb", "--step", "0.1"]),
        Command(name: "chart-hsb-0.25-x2", arguments: ["chart", "hsb", "--step", "0.25", "--full-brightness", "--scale", "2"]),
        Command(name: "chart-rgb-0.2", arguments: ["chart", "rgb", "--step", "0.2"]),
        Command(name: "chart-strips-x1.5", arguments: ["chart", "strips", "--scale", "1.5"]),
        Command(name: "chart-wheel", arguments: ["chart", "wheel", "--hue", "300"]),
        Command(name: "chart-harmony-oklch", arguments: ["chart", "harmony", "--color", "#e76f51", "--in", "oklch"]),
        Command(name: "chart-mixing", arguments: ["chart", "mixing"]),
        Command(name: "palette", arguments: ["palette", "--from", examples + "/palettes/sunset.gpl", "--labels", "name,hex,oklch"]),
        Command(name: "palette-grid-simulate", arguments: ["palette", "--from", examples + "/palettes/sunset.gpl", "--contrast-grid", "--simulate"]),
        Command(name: "palette-colors-x2", arguments: ["palette", "#1e3c72", "#ff7e5f", "oklch(70% 0.1 150)", "--columns", "2", "--scale", "2"]),
        Command(name: "swatch", arguments: ["swatch", "teal", "coral", "#1e3c72", "--size", "64x48"]),
        Command(name: "swatch-x2.5", arguments: ["swatch", "rebeccapurple", "--size", "30x20", "--scale", "2.5"]),
        Command(name: "game-card", arguments: ["game", "card", "--seed", "42", "--ratio", "0.4"]),
        Command(name: "gradient-linear", arguments: ["gradient", "linear", "--size", "512x256", "--stops", "#1e3c72,#ff7e5f@0.8"]),
        Command(name: "gradient-linear-oklch", arguments: ["gradient", "linear", "--size", "300x500", "--stops", "red,blue,yellow", "--in", "oklch",
                                                           "--start", "top", "--end", "bottomTrailing"]),
        Command(name: "gradient-radial-repeat", arguments: ["gradient", "radial", "--size", "256x256", "--stops", "#fff3b0,#9e2a2b", "--end-radius", "50",
                                                            "--spread", "repeat"]),
        Command(name: "gradient-angular", arguments: ["gradient", "angular", "--size", "200x200", "--stops", "red,yellow,lime,cyan,blue,magenta,red"]),
        Command(name: "gradient-mesh", arguments: ["gradient", "mesh", "--size", "320x200", "--grid", "3x3", "--colors", "#ff6b6b,#feca57,#48dbfb,#5f27cd",
                                                   "--seed", "7", "--jitter", "0.3"]),
        Command(name: "css-linear-oklch", arguments: ["css", "linear-gradient(in oklch 135deg, #ff6b6b, #4d96ff)", "--size", "640x320"]),
        Command(name: "css-radial-x2", arguments: ["css", "radial-gradient(circle at 30% 40%, #fde68a, #c2410c 60%, #1e1b4b)", "--size", "160x120",
                                                   "--scale", "2"]),
        Command(name: "render-poster", arguments: ["render", examples + "/poster.json"]),
        Command(name: "render-palette-sheet", arguments: ["render", examples + "/palette-sheet.json"]),
        Command(name: "render-shapes", arguments: ["render", examples + "/shapes.json"]),
        Command(name: "render-clip-and-opacity", arguments: ["render", examples + "/clip-and-opacity.json"]),
        Command(name: "render-spread-modes", arguments: ["render", examples + "/spread-modes.json"]),
        Command(name: "render-css-gradients", arguments: ["render", examples + "/css-gradients.json"]),
        Command(name: "render-oklch-red-blue", arguments: ["render", examples + "/oklch-red-blue.json"]),
    ]

    struct Report: Decodable, Equatable {
        struct Label: Decodable, Equatable { var text: String; var box: [Double] }
        struct Swatch: Decodable, Equatable { var color: String; var box: [Double] }
        var width: Int
        var height: Int
        var labels: [Label]
        var swatches: [Swatch]
    }

    static func rect(_ box: [Double]) -> Rect { Rect(x: box[0], y: box[1], width: box[2], height: box[3]) }

    /// Writes the command's PNG and SVG (with reports) into `folder`.
    static func write(_ command: Command, into folder: String) throws -> (png: String, svg: String, report: Report) {
        let png = folder + "/" + command.name + ".png", svg = folder + "/" + command.name + ".svg"
        for (path, report) in [(png, png + ".json"), (svg, svg + ".json")] {
            let result = try chroma(command.arguments + ["-o", path, "--report", report])
            try #require(result.status == 0, "\(command.name) -o \(path): \(result.stderr)")
        }
        let decode = { (path: String) in try JSONDecoder().decode(Report.self, from: Data(contentsOf: URL(fileURLWithPath: path))) }
        let pngReport = try decode(png + ".json"), svgReport = try decode(svg + ".json")
        #expect(pngReport == svgReport, "\(command.name): the SVG's report differs from the PNG's")
        return (png, svg, svgReport)
    }

    /// The hex codes of swatches the SVG gives a Display P3 color (outside sRGB): a renderer that
    /// reads `color(display-p3 …)` shows the wider color, clipped into an sRGB screenshot, where
    /// Chroma's sRGB PNG shows it gamut-mapped, so those swatches are left out of its comparison.
    static func wideSwatches(in svg: String) -> Set<String> {
        var hexes: Set<String> = []
        for line in svg.split(separator: "\n") where line.contains("color(display-p3") {
            guard let range = line.range(of: "data-hex=\"") else { continue }
            hexes.insert(String(line[range.upperBound...].prefix(7)))
        }
        return hexes
    }

    static func compare(renderer: String, readsDisplayP3: Bool, rasterize: (String, Int, Int) throws -> PNGImage) throws {
        let (folder, remove) = try SVGRenderingTests.folder()
        defer { remove() }
        for command in commands {
            let (png, svg, report) = try write(command, into: folder)
            let reference = try PNGReader.read(contentsOf: png)
            let svgBytes = try Data(contentsOf: URL(fileURLWithPath: svg))
            #expect(SVGTools.xmlError(Array(svgBytes)) == nil, "\(command.name): \(SVGTools.xmlError(Array(svgBytes)) ?? "")")
            let drawn = try rasterize(svg, reference.width, reference.height)
            try #require(drawn.width == reference.width && drawn.height == reference.height, "\(command.name): \(renderer) drew \(drawn.width)×\(drawn.height)")
            let wide = readsDisplayP3 ? wideSwatches(in: String(decoding: svgBytes, as: UTF8.self)) : []
            let left = report.swatches.filter { wide.contains($0.color) }.map { rect($0.box) }
            let result = BlockComparison(reference: reference, candidate: drawn, text: report.labels.map { rect($0.box) } + left,
                                         regions: report.swatches.filter { !wide.contains($0.color) }.map { rect($0.box) })
            let pngSize = (try FileManager.default.attributesOfItem(atPath: png)[.size] as? Int) ?? 0
            print(String(format: "svg-command %@ %@: worst %.2f/255 at (%d, %d), mean %.3f/255, %d blocks%@; SVG %d bytes, PNG %d bytes",
                         renderer, command.name, result.worst, result.worstAt.x, result.worstAt.y, result.mean, result.blocks,
                         left.isEmpty ? "" : " (\(left.count) Display P3 swatches left out)", svgBytes.count, pngSize))
            #expect(result.blocks > 0, "\(command.name): no block compared")
            #expect(result.worst <= SVGRenderingTests.limit, "\(command.name): \(renderer) block mean off by \(result.worst)/255 at \(result.worstAt)")
        }
    }

    @Test(.enabled(if: SVGTools.rsvg != nil, Comment(rawValue: SVGTools.rsvgHint)))
    func librsvgDrawsEveryCommandAsItsPNG() throws {
        try Self.compare(renderer: "librsvg", readsDisplayP3: false) { svg, _, _ in try SVGTools.rsvg(svg) }
    }

    @Test(.enabled(if: SVGTools.chromium != nil, Comment(rawValue: SVGTools.chromiumHint)))
    func chromiumDrawsEveryCommandAsItsPNG() throws {
        try Self.compare(renderer: "chromium", readsDisplayP3: true) { svg, width, height in try SVGTools.chromium(svg, width: width, height: height) }
    }

    @Test func theBytesDoNotDependOnTheThreadCount() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for command in Self.commands.filter({ ["palette-grid-simulate", "gradient-mesh", "render-poster", "chart-wheel"].contains($0.name) }) {
            var outputs: [Data] = []
            for threads in [1, 2, 5, 1] {
                let path = folder.path(command.name + "-\(threads).svg")
                let result = try Self.chroma(command.arguments + ["-o", path], threads: threads)
                try #require(result.status == 0, "\(command.name): \(result.stderr)")
                outputs.append(try Data(contentsOf: URL(fileURLWithPath: path)))
            }
            #expect(Set(outputs).count == 1, "\(command.name): the SVG differs between runs or thread counts")
        }
    }

    @Test func badOutputsAreRefusedAndLeaveNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let jpg = try Self.chroma(["chart", "hsb", "-o", folder.path("x.jpg")])
        #expect(jpg.status == 64 && jpg.stderr.contains(".png, .apng, .svg"), "\(jpg.stderr)")
        let missing = try Self.chroma(["chart", "hsb", "-o", folder.path("no/such/x.svg")])
        #expect(missing.status == 73, "\(missing.stderr)")
        // A splash animation is never SVG.
        let splash = try Self.chroma(["render", Self.examples + "/splash.json", "-o", folder.path("frames"), "--animated", folder.path("x.svg")])
        #expect(splash.status == 64, "\(splash.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("x.jpg")) && !FileManager.default.fileExists(atPath: folder.path("x.svg")))
    }
}
