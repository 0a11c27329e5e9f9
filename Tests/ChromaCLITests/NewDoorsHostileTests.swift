import ChromaTestSupport
import Foundation
import Testing

/// The doors added in the last round, held against hostile input through the real binary: the
/// preview's 2× render, limits checked before drawing for every format, rows that read back,
/// names that cannot reach a file with direction controls or break an Android build, asset
/// writes confined to -o, catalogs with the user's permissions.
@Suite(.serialized, .tags(.process), .unlessProcessesSkipped) struct NewDoorsHostileTests {
    let folder: URL
    let cli = CommandLineTests()

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-doors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// GETs a URL with Python (nil when python3 is missing).
    static func fetch(_ url: String) -> String? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", "import sys, urllib.request; sys.stdout.write(urllib.request.urlopen(sys.argv[1], timeout=30).read().decode())", url]
        let out = Pipe()
        process.standardOutput = out
        try? process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func thePreviewShowsWhyA2xRenderCannotBeMadeAndKeepsServing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else {
            print("NewDoorsHostileTests: python3 is not installed (apt-get install python3); the preview check did not run")
            return
        }
        // 32 768 pixels wide renders at 1× (render accepts it); its 2× would be 65 536.
        try ##"{"width": 32768, "height": 1, "background": "#ff0000"}"##.write(toFile: path("wide.json"), atomically: false, encoding: .utf8)
        try ##"{"width": 8, "height": 8, "background": "#0000ff"}"##.write(toFile: path("small.json"), atomically: false, encoding: .utf8)
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = ["preview", folder.path, "--port", "0", "--quiet"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let byte = out.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty { break }
            line += byte
        }
        let url = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        var state = ""
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, process.isRunning {
            state = Self.fetch(url + "state.json") ?? ""
            if state.contains("2× preview"), state.contains("small.json"), state.contains("\"version\"") { break }
            Thread.sleep(forTimeInterval: 0.2)
        }
        #expect(process.isRunning, "the preview died")
        #expect(state.contains("65536×2") && state.contains("at most 65535"), "\(state.prefix(2000))")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
    }

    @Test func aChartOverTheLayersLimitIsADataError() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // 51³ cubes: over the 100 000 layers SVG checks (exit 1, a failed check's, before).
        let result = try cli.run(["chart", "rgb", "--step", "0.02", "-o", path("x.svg")])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("CHROMA_MAX_LAYERS"))
        #expect(!FileManager.default.fileExists(atPath: path("x.svg")))
    }

    @Test func paletteExtractWritesAnSVGSheet() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try cli.run(["swatch", "#336699", "--size", "16x16", "-o", path("in.png")]).status == 0)
        let result = try cli.run(["palette", "extract", path("in.png"), "-n", "2", "-o", path("sheet.svg")])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = (try? String(contentsOfFile: path("sheet.svg"), encoding: .utf8)) ?? ""
        #expect(svg.hasPrefix("<svg") && svg.contains("#336699"))
    }

    @Test(arguments: ["16384x1", "1x16384", "16384x16384", "20000x20000"])
    func aWebPOverItsSideIsRefusedBeforeDrawing(size: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let start = Date()
        let result = try cli.run(["gradient", "linear", "--stops", "red,blue", "--size", size, "-o", path("x.webp")])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("16383"), "\(result.stderr)")
        // Refused before drawing: a 16384² gradient takes many seconds to draw in a debug build.
        #expect(Date().timeIntervalSince(start) < 3, "took \(Date().timeIntervalSince(start)) s")
        #expect(!FileManager.default.fileExists(atPath: path("x.webp")))
    }

    @Test(arguments: ["color(srgb calc(infinity) 0 0)", "color(srgb calc(-infinity) calc(infinity) 0)", "oklab(calc(infinity) calc(infinity) 0)",
                      "lab(calc(infinity) 0 calc(-infinity))", "color(xyz-d65 calc(infinity) calc(infinity) calc(infinity))",
                      "color(display-p3 1000000 -1000000 0)", "oklch(calc(infinity) calc(infinity) 30)"])
    func convertRowsAtTheComponentLimitReadBack(color: String) throws {
        let result = try cli.run(["convert", color])
        #expect(result.status == 0, "\(result.stderr)")
        for line in result.stdout.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !["note", "alpha", "hex", "gamut-clip", "gamut-map", "also"].contains(parts[0]) else { continue }
            let back = try cli.run(["convert", parts[1]])
            #expect(back.status == 0, "\(parts[0]) row '\(parts[1])' does not read back: \(back.stderr)")
        }
    }

    @Test(arguments: ["class", "int", "true", "null", "default"])
    func anAndroidAssetNamedAJavaKeywordIsRefused(name: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try ##"{"width": 48, "height": 48, "background": "#ff0000"}"##.write(toFile: path("icon.json"), atomically: false, encoding: .utf8)
        try "assets:\n  - kind: android-launcher\n    path: res\n    name: \"\(name)\"\n    scene: icon.json\n"
            .write(toFile: path("doc.yaml"), atomically: false, encoding: .utf8)
        let result = try cli.run(["render", path("doc.yaml"), "-o", path("out")])
        // A document's name is its content: 65, as a bad document.
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("Java keyword") && result.stderr.contains("'\(name)'"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path("out/res")))
        // A name that only contains one is fine.
        try "assets:\n  - kind: android-launcher\n    path: res\n    name: \(name)_icon\n    scene: icon.json\n"
            .write(toFile: path("doc.yaml"), atomically: false, encoding: .utf8)
        #expect(try cli.run(["render", path("doc.yaml"), "-o", path("out")]).status == 0)
    }

    @Test(arguments: ["\u{202E}", "\u{202A}", "\u{2066}", "\u{2069}", "\u{200F}", "\u{061C}"])
    func directionControlsInNamesNeverReachFiles(control: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try "GIMP Palette\nName: Br\(control)and\n255 0 0 Re\(control)d\n0 0 255 \(control)\n".write(toFile: path("in.gpl"), atomically: false, encoding: .utf8)
        for output in ["out.swift", "out.gpl", "out.css", "out.json", "out.txt", "out.xml", "out.tailwind.css", "out.xcassets"] {
            let result = try cli.run(["palette", "convert", path("in.gpl"), path(output)])
            #expect(result.status == 0, "\(output): \(result.stderr)")
            let paths = output.hasSuffix(".xcassets")
                ? ((FileManager.default.subpaths(atPath: path(output)) ?? []).map { path(output) + "/" + $0 }) : [path(output)]
            for file in paths {
                #expect(!file.unicodeScalars.contains { $0 == control.unicodeScalars.first! }, "\(file)")
                guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
                #expect(!text.contains(control), "\(file) holds U+\(String(control.unicodeScalars.first!.value, radix: 16))")
            }
        }
        let gpl = try String(contentsOfFile: path("out.gpl"), encoding: .utf8)
        #expect(gpl.contains("Name: Brand") && gpl.contains("Red"), "\(gpl)")
    }

    @Test func assetsAreNotWrittenThroughALinkInsideTheOutputFolder() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(atPath: path("doc"), withIntermediateDirectories: true)
        try ##"{"width": 64, "height": 64, "background": "#ff0000"}"##.write(toFile: path("doc/icon.json"), atomically: false, encoding: .utf8)
        try "assets:\n  - kind: imageset\n    path: ios/Assets.xcassets/Icon.imageset\n    scene: icon.json\n  - kind: web\n    path: web/icons\n    scene: icon.json\n"
            .write(toFile: path("doc/app.yaml"), atomically: false, encoding: .utf8)
        for link in ["out/ios", "out/ios/Assets.xcassets", "out/ios/Assets.xcassets/Icon.imageset", "out/web/icons/favicon.ico"] {
            try? FileManager.default.removeItem(atPath: path("out"))
            try? FileManager.default.removeItem(atPath: path("elsewhere"))
            try FileManager.default.createDirectory(atPath: path("elsewhere"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: (path(link) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: path(link), withDestinationPath: path("elsewhere"))
            let result = try cli.run(["render", path("doc/app.yaml"), "-o", path("out")])
            #expect(result.status == 64, "\(link): \(result.stderr)")
            #expect(result.stderr.contains("symbolic link inside the output folder"), "\(result.stderr)")
            #expect((try? FileManager.default.contentsOfDirectory(atPath: path("elsewhere")))?.isEmpty == true, "\(link): files landed outside -o")
        }
    }

    @Test func assetCatalogsKeepTheUmask() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let mask = umask(0o022)
        umask(mask)
        try "GIMP Palette\n255 0 0 red\n0 0 255 blue\n".write(toFile: path("in.gpl"), atomically: false, encoding: .utf8)
        #expect(try cli.run(["palette", "convert", path("in.gpl"), path("Colors.xcassets")]).status == 0)
        let mode = (try FileManager.default.attributesOfItem(atPath: path("Colors.xcassets"))[.posixPermissions] as? Int) ?? 0
        #expect(mode == Int(0o777 & ~mask), "mode \(String(mode, radix: 8)) with umask \(String(mask, radix: 8))")
    }
}
