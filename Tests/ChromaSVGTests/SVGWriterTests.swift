import ChromaCharts
import ChromaPNG
import ChromaPalette
import ChromaRaster
@testable import ChromaSVG
import ChromaText
import ColorCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// What the SVG file says, independent of any rasterizer: its structure for docs (viewBox,
/// size, role, title, swatch data, text as text, Display P3 with a fallback), strict
/// well-formedness, the same bytes on every run and thread count, and clear refusals.
@Suite struct SVGWriterTests {
    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// Elements and their attributes, as a strict parser reads them.
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var texts: [String] = []
        private var current: String?
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements.append((name, attributes))
            if name == "text" || name == "title" { current = "" }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { current? += string }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if let text = current, name == "text" || name == "title" { texts.append(text) }
            current = nil
        }
    }

    static func parse(_ bytes: [UInt8]) throws -> Collector {
        let parser = XMLParser(data: Data(bytes))
        let collector = Collector()
        parser.delegate = collector
        try #require(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError)) in \(text(bytes).prefix(400))")
        return collector
    }

    @Test func numbersHaveFixedPrecisionAndNoExponent() {
        #expect(SVGNumber.format(0, decimals: 2) == "0")
        #expect(SVGNumber.format(-0.001, decimals: 2) == "0")
        #expect(SVGNumber.format(12.5, decimals: 2) == "12.5")
        #expect(SVGNumber.format(-3.256, decimals: 2) == "-3.26")
        #expect(SVGNumber.format(0.1 + 0.2, decimals: 5) == "0.3")
        #expect(SVGNumber.format(1e-7, decimals: 5) == "0")
        #expect(SVGNumber.format(0.00001, decimals: 5) == "0.00001")
        #expect(SVGNumber.format(1e308, decimals: 2) == "1000000000")
        #expect(SVGNumber.format(-.infinity, decimals: 2) == "0")
        #expect(SVGNumber.format(.nan, decimals: 4) == "0")
        #expect(SVGNumber.format(65535, decimals: 0) == "65535")
    }

    @Test func textIsEscapedForXML() throws {
        let hostile = "a & b < c > d \" e ' f \u{1} g \n h ]]> i \u{FFFE} \t 😀"
        var layer = Font.dejaVuSans.layer(for: hostile, size: 12, at: Point(x: 1, y: 20), paint: .solid(.black))
        layer.text[0].string = hostile
        let svg = try SVGWriter().svg(SVGDocument(scene: Scene(width: 300, height: 30, layers: [layer]), title: hostile))
        let parsed = try Self.parse(svg)
        let expected = hostile.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}").replacingOccurrences(of: "\u{FFFE}", with: "\u{FFFD}")
        #expect(parsed.texts == [expected, expected])
    }

    @Test func aSheetIsMadeForDocs() throws {
        let chart = SVGCases.sheet(SVGCases.twelve)
        let svg = try SVGWriter().svg(SVGDocument(chart: chart))
        let parsed = try Self.parse(svg)
        let root = try #require(parsed.elements.first)
        #expect(root.name == "svg")
        #expect(root.attributes["viewBox"] == "0 0 \(chart.scene.width) \(chart.scene.height)")
        #expect(root.attributes["width"] == String(chart.scene.width) && root.attributes["height"] == String(chart.scene.height))
        #expect(root.attributes["role"] == "img")
        #expect(parsed.elements[1].name == "title" && parsed.texts.first == "Twelve")
        let groups = parsed.elements.filter { $0.attributes["data-hex"] != nil }
        #expect(groups.count == 12)
        for (group, entry) in zip(groups, SVGCases.twelve.entries) {
            #expect(group.attributes["data-name"] == entry.name)
            #expect(group.attributes["data-hex"] == entry.color.hexString)
            #expect(group.attributes["data-oklch"] == PaletteSheet.text(.oklch, for: entry))
        }
        // Every label is text a reader can select, none is an outline.
        for label in chart.labels { #expect(parsed.texts.contains(label.text), "label \(label.text) is not text") }
        #expect(!parsed.elements.contains { $0.name == "image" })
        // A dozen swatches in a few kilobytes: one shared shape, shadow profile and mask.
        #expect(svg.count < 12_000, "a 12-color sheet is \(svg.count) bytes")
        #expect(parsed.elements.filter { $0.name == "mask" }.count == 1)
        #expect(parsed.elements.filter { $0.name == "path" }.count <= 2)
    }

    @Test func colorsOutsideSRGBAreDisplayP3WithAHexFallback() throws {
        let p3Red = try Color(parsing: "color(display-p3 1 0 0)")
        let palette = Palette(name: "Wide", entries: [Palette.Entry(name: "P3 red", color: p3Red), Palette.Entry(name: "Plain", color: .white)])
        let svg = try SVGWriter().svg(SVGDocument(chart: SVGCases.sheet(palette, columns: 2)))
        let parsed = try Self.parse(svg)
        let wide = parsed.elements.filter { $0.attributes["style"] != nil }
        try #require(wide.count == 1, "\(wide.map(\.attributes))")
        #expect(wide[0].attributes["style"] == "fill:color(display-p3 1 0 0)")
        #expect(wide[0].attributes["fill"] == p3Red.hexString)
        #expect(parsed.elements.contains { $0.attributes["data-hex"] == p3Red.hexString && $0.attributes["data-name"] == "P3 red" })
    }

    @Test func theSameInputGivesTheSameBytesOnEveryThreadCount() throws {
        for item in [SVGCases.charts[2]] + SVGCases.scenes.filter({ $0.name.hasPrefix("embedded") || $0.name.hasPrefix("linear-oklch") }) {
            let document = SVGDocument(chart: item.chart)
            let first = try SVGWriter(threads: 1).svg(document)
            for threads in [1, 2, 3, 8] {
                #expect(try SVGWriter(threads: threads).svg(document) == first, "\(item.name) differs at \(threads) threads")
            }
        }
    }

    @Test func embeddedLayersAreCroppedPNGsClippedToTheirShape() throws {
        let item = try #require(SVGCases.scenes.first { $0.name == "embedded-angular-mesh" })
        let svg = try SVGWriter().svg(SVGDocument(chart: item.chart))
        let parsed = try Self.parse(svg)
        let images = parsed.elements.filter { $0.name == "image" }
        try #require(images.count == 2)
        // The angular circle: centre (90, 100), radius 80 → a 160×160 crop at (10, 20), clipped to the circle.
        #expect(images[0].attributes["x"] == "10" && images[0].attributes["y"] == "20")
        #expect(images[0].attributes["width"] == "160" && images[0].attributes["height"] == "160")
        #expect(images[0].attributes["clip-path"] != nil)
        #expect(images[1].attributes["opacity"] == "0.8")
        for image in images {
            let href = try #require(image.attributes["href"])
            let base64 = String(href.split(separator: ",").last ?? "")
            let data = try #require(Data(base64Encoded: base64))
            let png = try PNGReader.decode(Array(data))
            #expect(String(png.width) == image.attributes["width"] && String(png.height) == image.attributes["height"])
        }
        // Nothing else in that scene needed pixels: the background is a rect.
        #expect(parsed.elements.filter { $0.name == "rect" }.count >= 1)
    }

    @Test func aDisplayP3SceneKeepsItsGradientsAsP3Images() throws {
        var scene = Scene(width: 64, height: 32, layers: [Layer(paint: SVGCases.linear(["color(display-p3 1 0 0)", "color(display-p3 0 1 0)"]))])
        scene.colorProfile = .displayP3
        let svg = try SVGWriter().svg(SVGDocument(scene: scene, title: "P3"))
        let parsed = try Self.parse(svg)
        let image = try #require(parsed.elements.first { $0.name == "image" })
        let base64 = String(image.attributes["href"]?.split(separator: ",").last ?? "")
        let data = try #require(Data(base64Encoded: base64))
        #expect(Self.text(Array(data)).contains("iCCP"), "the embedded P3 gradient has no P3 profile")
    }

    @Test func invalidScenesAreRefusedByName() throws {
        let bad = Scene(width: 10, height: 10, layers: [Layer(paint: .solid(.black), shape: .rect(Rect(x: .nan, y: 0, width: 1, height: 1)))])
        #expect(throws: (any Error).self) { try SVGWriter().svg(SVGDocument(scene: bad, title: "x")) }
        let tooWide = Scene(width: 70_000, height: 1)
        #expect(throws: (any Error).self) { try SVGWriter().svg(SVGDocument(scene: tooWide, title: "x")) }
    }

    @Test func emptyAndTransparentScenesAreStillDocuments() throws {
        for scene in [Scene(width: 1, height: 1), Scene(width: 5, height: 3, layers: [Layer(paint: .solid(.red), opacity: 0)]),
                      Scene(width: 5, height: 3, layers: [Layer(paint: .solid(.red), shape: .path(Path(), fillRule: .nonZero))])] {
            let svg = try SVGWriter().svg(SVGDocument(scene: scene, title: "empty"))
            let parsed = try Self.parse(svg)
            #expect(parsed.elements.map(\.name) == ["svg", "title"])
        }
    }
}
