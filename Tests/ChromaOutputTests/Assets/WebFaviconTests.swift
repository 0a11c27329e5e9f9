import ChromaRaster
import ChromaTestSupport
import ColorCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ChromaOutput

/// `favicon.svg` where the scene is vector (both appearances of an adaptive scene), and the web
/// snippet read by an HTML parser, every path it names among the files written.
@Suite(.tags(.external), .unlessExternalToolsSkipped) struct WebFaviconTests {
    static func scene(_ paint: Paint, background: Color = Color(rgb: 0x2050c0)) -> Scene {
        Scene(width: 32, height: 32, background: background, layers: [
            Layer(paint: paint, shape: .circle(center: Point(x: 16, y: 16), radius: 10)),
            Layer(paint: .solid(Color(rgb: 0xffffff)), shape: .rect(Rect(x: 4, y: 22, width: 24, height: 4))),
        ])
    }

    /// The favicon's text, nil when the plan writes none.
    static func favicon(_ scene: Scene, startup: AppearanceScenes? = nil) throws -> (svg: String?, files: [AssetFile]) {
        let files = try WebIconsPlan.files(folder: "web", scenes: AppearanceScenes(scene), startup: startup)
        let svg = files.first { $0.path == "web/favicon.svg" }.flatMap { file -> String? in
            if case .bytes(let bytes) = file.content { return String(decoding: bytes, as: UTF8.self) } else { return nil }
        }
        return (svg, files)
    }

    /// The document's element names and ids, parsed as XML.
    static func parse(_ svg: String) throws -> (elements: [String], ids: [String]) {
        final class Collector: NSObject, XMLParserDelegate {
            var elements: [String] = [], ids: [String] = []
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                elements.append(name)
                if let id = attributes["id"] { ids.append(id) }
            }
        }
        let parser = XMLParser(data: Data(svg.utf8)), collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "favicon.svg is not well-formed: \(parser.parserError.map { "\($0)" } ?? "")")
        return (collector.elements, collector.ids)
    }

    @Test(arguments: [
        Paint.solid(Color(rgb: 0xf0a020)),
        .linear(LinearGradient(gradient: Gradient(colors: [Color(rgb: 0xff0000), Color(rgb: 0x0000ff)]), startPoint: .unit(.top), endPoint: .unit(.bottom))),
    ])
    func aVectorSceneGetsAnSVGFaviconNamedInTheSnippet(_ paint: Paint) throws {
        let (svg, files) = try Self.favicon(Self.scene(paint))
        let text = try #require(svg)
        let (elements, ids) = try Self.parse(text)
        #expect(elements.first == "svg" && !elements.contains("image"), "\(elements)")
        #expect(Set(ids).count == ids.count)
        #expect(!text.contains("prefers-color-scheme"), "a scene of plain colors has one drawing")
        let head = files.first { $0.path == "web/head.html" }
        guard case .bytes(let bytes)? = head?.content else { Issue.record("no head.html"); return }
        #expect(String(decoding: bytes, as: UTF8.self).contains("<link rel=\"icon\" href=\"favicon.svg\" type=\"image/svg+xml\">"))
    }

    @Test func aSceneWithAnEmbeddedLayerGetsNoSVGFavicon() throws {
        let angular = Paint.angular(AngularGradient(gradient: Gradient(colors: [Color(rgb: 0xff0000), Color(rgb: 0x0000ff)])))
        let (svg, files) = try Self.favicon(Self.scene(angular))
        #expect(svg == nil)
        guard case .bytes(let bytes)? = files.first(where: { $0.path == "web/head.html" })?.content else { Issue.record("no head.html"); return }
        #expect(!String(decoding: bytes, as: UTF8.self).contains("favicon.svg"))
        #expect(files.contains { $0.path == "web/favicon.ico" } && files.contains { $0.path == "web/apple-touch-icon.png" })
    }

    @Test func anAdaptiveSceneHoldsItsDarkDrawingUnderTheMediaQuery() throws {
        let adaptive = Self.scene(.solid(Color(light: Color(rgb: 0xf0a020), dark: Color(rgb: 0x203040))),
                                  background: Color(light: Color(rgb: 0xffffff), dark: Color(rgb: 0x000000)))
        let text = try #require(try Self.favicon(adaptive).svg)
        let (elements, ids) = try Self.parse(text)
        #expect(text.contains("@media (prefers-color-scheme: dark)"))
        #expect(elements.filter { $0 == "svg" }.count == 3, "an outer document holding the light and the dark drawing")
        #expect(text.contains("class=\"light\"") && text.contains("class=\"dark\""))
        #expect(Set(ids).count == ids.count, "ids collide: \(ids)")
        #expect(text.lowercased().contains("#f0a020") && text.lowercased().contains("#203040"), "both colors drawn")
    }

    @Test func theSnippetParsesAsHTMLAndEveryPathItNamesIsWritten() throws {
        guard let python = ExternalProcess.python(passing: "import html.parser") else {
            Issue.record("no Python with html.parser: the web snippet cannot be parsed")
            return
        }
        let startup = AppearanceScenes(appearances: [.any, .dark]) { appearance in
            Scene(width: 40, height: 60, background: appearance == .dark ? Color(rgb: 0x000000) : Color(rgb: 0xffffff))
        }
        let (_, files) = try Self.favicon(Self.scene(.solid(Color(rgb: 0xf0a020))), startup: startup)
        guard case .bytes(let bytes)? = files.first(where: { $0.path == "web/head.html" })?.content else { Issue.record("no head.html"); return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-head-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(bytes).write(to: folder)
        // Python's HTML parser: every tag, its rel and its href or content, one line each; an
        // unclosed or stray end tag is reported.
        let script = """
            import html.parser, sys
            class P(html.parser.HTMLParser):
                def handle_starttag(self, tag, attrs):
                    a = dict(attrs)
                    print(tag, a.get("rel", "-"), a.get("href", "-"), "media" in a)
                def handle_endtag(self, tag):
                    print("END", tag)
            p = P(); p.feed(open(sys.argv[1]).read()); p.close()
            """
        let run = try ExternalProcess.run(python, ["-c", script, folder.path])
        #expect(run.status == 0, "\(run.stderr)")
        let tags = run.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(!tags.contains { $0.first == "END" }, "the snippet closes a tag it never opened")
        let written = Set(files.map(\.path))
        let hrefs = tags.filter { $0.first == "link" }.map { $0[2] }
        #expect(hrefs.count == 4 + 38, "favicon.ico, favicon.svg, icon-192, apple-touch-icon and 19 startup screens light and dark: \(hrefs.count)")
        for href in hrefs { #expect(written.contains("web/" + href), "head.html names \(href), which is not written") }
        #expect(tags.filter { $0.first == "link" && $0[1] == "apple-touch-startup-image" }.allSatisfy { $0[3] == "True" }, "every startup image has its media query")
        #expect(tags.contains { $0.first == "link" && $0[1] == "icon" && $0[2] == "favicon.svg" })
    }
}
