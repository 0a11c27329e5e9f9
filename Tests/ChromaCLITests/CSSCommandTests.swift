import ChromaPNG
import ChromaTestSupport
import Foundation
import Testing

/// `chroma css` and `chroma gradient --print-css`, run as a process.
@Suite(.tags(.process), .unlessProcessesSkipped) struct CSSCommandTests {
    let line = CommandLineTests()

    func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("chroma-css-\(UUID().uuidString)-\(name)").path
    }

    @Test(arguments: [
        ("linear-gradient(red, blue,)", "css: at 27: expected a color stop after ',', found ')'"),
        ("linear-gradient(to nowhere, red, blue)", "css: at 20: expected a side or corner after 'to'"),
        ("radial-gradient(circle 10px 20px, red, blue)", "css: at 24: a circle takes one radius"),
        ("linear-gradient(red, 10%, 20%, blue)", "css: at 27: two color hints in a row"),
        ("conic-gradient(red 10px, blue)", "css: at 20: expected an angle or a percentage"),
        ("linear-gradient(red, notacolor)", "css: at 22: invalid color 'notacolor'"),
        ("sparkle-gradient(red, blue)", "css: at 1: unknown image function 'sparkle-gradient('"),
        ("linear-gradient(red, blue", "css: at 26: expected ')' to close linear-gradient("),
    ])
    func badCSSExits64WithOneLineAndWritesNothing(_ css: String, _ message: String) throws {
        let path = temporaryPath("bad.png")
        let result = try line.run(["css", css, "--size", "16x8", "-o", path])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("chroma: " + message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// Well-formed CSS that asks for more than a resource limit exits 65, as every limit does
    /// (docs/EXIT-CODES.md), not 64: the stops limit when a repeating conic gradient unrolls, the
    /// stops limit of a plain list, and the text-length limit.
    @Test(arguments: [
        ("repeating-conic-gradient(red 0deg, blue 0.1deg)", "over the stops limit"),
        ("linear-gradient(" + Array(repeating: "red", count: 600).joined(separator: ",") + ")", "over the stops limit"),
        ("linear-gradient(" + Array(repeating: "red", count: 1500).joined(separator: ", ") + ")", "over the text-length limit"),
    ])
    func cssOverALimitExits65(_ css: String, _ fragment: String) throws {
        let path = temporaryPath("limit.png")
        let result = try line.run(["css", css, "--size", "16x8", "-o", path], environment: ["CHROMA_MAX_STOPS": "500"])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("chroma: css: ") && result.stderr.contains(fragment), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test(arguments: [8, 16])
    func rendersAtEachDepth(_ depth: Int) throws {
        let path = temporaryPath("ok.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try line.run(["css", "linear-gradient(to right, red, blue), radial-gradient(white, black)",
                                   "--size", "24x10", "--depth", String(depth), "-o", path])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGReader.read(contentsOf: path)
        #expect(image.width == 24 && image.height == 10)
        #expect(image.bitDepth == (depth == 16 ? .sixteen : .eight))
        // Left edge red, right edge blue: the first layer is on top.
        let full: UInt16 = depth == 16 ? 65535 : 255
        #expect(image[0, 5].x > full / 10 * 9 && image[0, 5].z < full / 10)
        #expect(image[23, 5].z > full / 10 * 9 && image[23, 5].x < full / 10)
    }

    @Test func badOptionsAreRefused() throws {
        for (arguments, fragment) in [
            (["css", "linear-gradient(red, blue)", "--size", "0x4", "-o", "/nonexistent/x.png"], "invalid --size: expected a whole number from 1 to 65535 pixels, found 0"),
            (["css", "linear-gradient(red, blue)", "--depth", "12", "-o", "/nonexistent/x.png"], "invalid --depth '12'; expected one of 8 or 16"),
            (["css", "linear-gradient(red, blue)", "--profile", "cmyk", "-o", "/nonexistent/x.png"], "invalid --profile 'cmyk'; expected one of srgb or display-p3"),
            (["gradient", "mesh", "--colors", "red,blue", "--print-css"], "a mesh gradient has no CSS form"),
            (["gradient", "linear", "--stops", "red,blue"], "missing -o FILE"),
        ] {
            let result = try line.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.contains(fragment), "\(result.stderr)")
        }
    }

    /// `gradient … --print-css` and `css` on what it printed draw the same pixels.
    @Test(arguments: [
        ["linear", "--stops", "#1e3c72,#ff7e5f@0.7,white", "--start", "10,5", "--end", "50,30"],
        ["radial", "--stops", "yellow,green", "--start-radius", "4", "--end-radius", "20", "--spread", "reflect"],
        ["angular", "--stops", "red,blue,red", "--start-angle", "30", "--end-angle", "390", "--in", "oklch", "--hue", "longer"],
    ])
    func printedCSSRendersTheSamePixels(_ arguments: [String]) throws {
        let direct = temporaryPath("direct.png"), viaCSS = temporaryPath("css.png")
        defer { for p in [direct, viaCSS] { try? FileManager.default.removeItem(atPath: p) } }
        // CSS has no gamut mapping (browsers clip): the exact round trip is of a clipped gradient.
        let arguments = arguments + ["--gamut", "clip"]
        let printed = try line.run(["gradient"] + arguments + ["--size", "64x40", "--print-css"])
        #expect(printed.status == 0, "\(printed.stderr)")
        let css = printed.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try line.run(["gradient"] + arguments + ["--size", "64x40", "--no-dither", "-o", direct]).status == 0)
        let rendered = try line.run(["css", css, "--size", "64x40", "--no-dither", "-o", viaCSS])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        let a = try PNGReader.read(contentsOf: direct), b = try PNGReader.read(contentsOf: viaCSS)
        // Exact but for the seam of an angular gradient (anti-aliased along another path) and
        // ChromaRaster's 96 samples per interval of a hue sweep (the reader adds exact stops).
        let off = zip(a.samples, b.samples).filter { abs(Int($0) - Int($1)) > (arguments[0] == "angular" ? 3 : 1) }.count
        #expect(off <= (arguments[0] == "angular" ? 64 + 40 : 0), "\(css): \(off) samples differ")
    }
}
