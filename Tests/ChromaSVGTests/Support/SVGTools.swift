import ChromaPNG
import ChromaTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

typealias TemporaryFolder = ChromaTestSupport.TemporaryFolder

/// The outside programs the SVG suites hand files to — librsvg's `rsvg-convert` and headless
/// Chromium — each used when installed (`bash .ci/run` installs both; a missing one skips its
/// checks with one line), and Foundation's strict XML parser.
enum SVGTools {
    typealias Output = ExternalProcess.Output

    /// Runs a tool (ChromaTestSupport's one runner).
    static func run(_ executable: String, _ arguments: [String]) throws -> Output { try ExternalProcess.run(executable, arguments) }

    static func onPath(_ names: [String]) -> String? { ExternalProcess.onPath(names) }

    static let rsvg: String? = onPath(["rsvg-convert"])
    static let rsvgHint = "librsvg comparison skipped: rsvg-convert is not installed (apt-get install librsvg2-bin, or bash .ci/run)"
    static let chromium: String? = onPath(["chromium", "chromium-browser", "google-chrome"])
    static let chromiumHint = "Chromium comparison skipped: Chromium is not installed (apt-get install chromium, or bash .ci/run)"

    /// librsvg's rendering of an SVG file at its own size.
    static func rsvg(_ svg: String) throws -> PNGImage {
        let out = svg + ".rsvg.png"
        let result = try run(rsvg!, ["-o", out, svg])
        try #require(result.status == 0, "rsvg-convert failed on \(svg): \(result.stderr)")
        return try PNGReader.read(contentsOf: out)
    }

    /// Headless Chromium's screenshot of an SVG file opened as the page, cut to the SVG's size.
    /// The window is taller than the picture: headless Chromium's viewport is shorter than a small
    /// window, so the picture's bottom would be missing from a screenshot of its own size.
    static func chromium(_ svg: String, width: Int, height: Int) throws -> PNGImage {
        let out = svg + ".chromium.png"
        let profile = svg + ".profile"
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let result = try run(chromium!, ["--headless", "--no-sandbox", "--disable-gpu", "--force-color-profile=srgb", "--hide-scrollbars",
                                         "--force-device-scale-factor=1", "--user-data-dir=\(profile)", "--window-size=\(max(width, 64)),\(height + 240)",
                                         "--default-background-color=ffffffff", "--screenshot=\(out)", "file://\(svg)"])
        try #require(FileManager.default.fileExists(atPath: out), "Chromium made no screenshot of \(svg): \(result.stderr.suffix(400))")
        let shot = try PNGReader.read(contentsOf: out)
        try #require(shot.width >= width && shot.height >= height, "Chromium's screenshot is \(shot.width)×\(shot.height), under \(width)×\(height)")
        var samples: [UInt16] = []
        samples.reserveCapacity(width * height * 4)
        for y in 0..<height {
            let row = y * shot.width * 4
            samples += shot.samples[row..<(row + width * 4)]
        }
        return PNGImage(width: width, height: height, bitDepth: shot.bitDepth, samples: samples, fileColorType: 6, fileBitDepth: shot.fileBitDepth)
    }

    /// Whether the bytes are well-formed XML, parsed by Foundation's strict parser; the
    /// parser's error otherwise.
    static func xmlError(_ bytes: [UInt8]) -> String? {
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = true
        if parser.parse() { return nil }
        return parser.parserError.map { "\($0)" } ?? "XMLParser failed"
    }
}
