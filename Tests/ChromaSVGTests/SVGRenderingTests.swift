import ChromaCharts
import ChromaPNG
import ChromaRaster
import ChromaSVG
import ChromaTestSupport
import Foundation
import Testing

/// The SVG of every chart, sheet and scene kind, rasterized by librsvg and by headless
/// Chromium, against Chroma's own PNG of the same picture: block means within 1.5/255 away
/// from text and edges (``BlockComparison``). Each comparison prints one line with its figures.
/// Set CHROMA_SVG_KEEP to a folder to keep the files.
@Suite(.tags(.external), .unlessExternalToolsSkipped) struct SVGRenderingTests {
    static let limit = 1.5

    struct Rendered {
        var svgPath: String
        var svgBytes: Int
        var pngBytes: Int
        var reference: PNGImage
        var text: [Rect]
        var regions: [Rect]
    }

    static func render(_ item: SVGCases.Case, into folder: String) throws -> Rendered {
        let chart = item.chart
        let svg = try SVGWriter().svg(SVGDocument(chart: chart))
        let svgPath = folder + "/" + item.name + ".svg"
        try Data(svg).write(to: URL(fileURLWithPath: svgPath))
        let image = Renderer().renderImage(chart.scene)
        let png = try PNGEncoder().encode(rgba8: image.bytes, width: image.width, height: image.height)
        try Data(png).write(to: URL(fileURLWithPath: folder + "/" + item.name + ".png"))
        let reference = PNGImage(width: image.width, height: image.height, bitDepth: .eight, samples: image.bytes.map(UInt16.init),
                                 fileColorType: 6, fileBitDepth: 8)
        let text = chart.scene.layers.flatMap(\.text).map { run in
            Rect(x: run.origin.x, y: run.origin.y - run.size, width: run.advance, height: run.size * 1.3)
        }
        return Rendered(svgPath: svgPath, svgBytes: svg.count, pngBytes: png.count, reference: reference, text: text,
                        regions: chart.swatches.map(\.rect))
    }

    static func folder() throws -> (path: String, remove: () -> Void) {
        if let keep = ProcessInfo.processInfo.environment["CHROMA_SVG_KEEP"] {
            try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
            return (keep, {})
        }
        let folder = try TemporaryFolder()
        return (folder.url.path, folder.remove)
    }

    static func compare(_ cases: [SVGCases.Case], renderer: String, rasterize: (Rendered) throws -> PNGImage) throws {
        let (path, remove) = try folder()
        defer { remove() }
        for item in cases {
            let rendered = try render(item, into: path)
            let drawn = try rasterize(rendered)
            try #require(drawn.width == rendered.reference.width && drawn.height == rendered.reference.height,
                         "\(item.name): \(renderer) drew \(drawn.width)×\(drawn.height), expected \(rendered.reference.width)×\(rendered.reference.height)")
            let result = BlockComparison(reference: rendered.reference, candidate: drawn, text: rendered.text, regions: rendered.regions)
            print(String(format: "svg-compare %@ %@: worst %.2f/255 at (%d, %d), mean %.3f/255, %d blocks; SVG %d bytes, PNG %d bytes",
                         renderer, item.name, result.worst, result.worstAt.x, result.worstAt.y, result.mean, result.blocks,
                         rendered.svgBytes, rendered.pngBytes))
            #expect(result.blocks > 0, "\(item.name): no block compared")
            #expect(result.worst <= limit, "\(item.name): \(renderer) block mean off by \(result.worst)/255 at \(result.worstAt)")
        }
    }

    @Test(.enabled(if: SVGTools.rsvg != nil, Comment(rawValue: SVGTools.rsvgHint)))
    func librsvgMatchesThePNGOfEveryChart() throws {
        try Self.compare(SVGCases.charts, renderer: "librsvg") { try SVGTools.rsvg($0.svgPath) }
    }

    @Test(.enabled(if: SVGTools.rsvg != nil, Comment(rawValue: SVGTools.rsvgHint)))
    func librsvgMatchesThePNGOfEveryScene() throws {
        try Self.compare(SVGCases.scenes, renderer: "librsvg") { try SVGTools.rsvg($0.svgPath) }
    }

    @Test(.enabled(if: SVGTools.chromium != nil, Comment(rawValue: SVGTools.chromiumHint)))
    func chromiumMatchesThePNGOfEveryChart() throws {
        try Self.compare(SVGCases.charts, renderer: "chromium") {
            try SVGTools.chromium($0.svgPath, width: $0.reference.width, height: $0.reference.height)
        }
    }

    @Test(.enabled(if: SVGTools.chromium != nil, Comment(rawValue: SVGTools.chromiumHint)))
    func chromiumMatchesThePNGOfEveryScene() throws {
        try Self.compare(SVGCases.scenes, renderer: "chromium") {
            try SVGTools.chromium($0.svgPath, width: $0.reference.width, height: $0.reference.height)
        }
    }
}
