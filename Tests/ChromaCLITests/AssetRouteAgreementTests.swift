import ChromaDocument
import ChromaOutput
import ChromaRaster
import ChromaTestSupport
import Foundation
import Testing
@testable import ChromaCLI

/// An assets document and the command line write the same files for the same inputs: a
/// target's `icon` and `startup` scenes take the appearances their own adaptive colors differ
/// in, as a drawing given to `--android splash` does, even beside a plain `scene`.
@Suite(.tags(.process), .unlessProcessesSkipped) struct AssetRouteAgreementTests {
    let cli = CommandLineTests()

    /// A plain splash scene, not square (its own colors only).
    static let plainSplash = "width: 12\nheight: 20\nbackground: \"#204060\"\nlayers:\n  - paint: \"#ffd36e\"\n    shape: { circle: { center: [6, 10], radius: 4 } }\n"

    /// Square icons whose colors adapt: a vector one (a VectorDrawable) and one a bitmap draws
    /// (an angular gradient: PNGs at every density).
    static let adaptiveIcons = [
        "width: 16\nheight: 16\nlayers:\n  - paint: \"light-dark(#1e5fa8, #ffd36e)\"\n    shape: { circle: { center: [8, 8], radius: 5 } }\n",
        "width: 16\nheight: 16\nlayers:\n  - paint: { angular: { center: center, stops: [\"light-dark(red, white)\", blue, \"light-dark(red, white)\"] } }\n"
            + "    shape: { circle: { center: [8, 8], radius: 5 } }\n",
    ]

    /// The Android 12 splash icon's files, by their path.
    static func isSplashIcon(_ path: String) -> Bool { path.contains("/splash_icon.") }

    @Test(arguments: [0, 1])
    func androidSplashWithAnAdaptiveIconBesideAPlainScene(_ index: Int) throws {
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.plainSplash.write(to: folder.appendingPathComponent("splash.yaml"), atomically: true, encoding: .utf8)
        try Self.adaptiveIcons[index].write(to: folder.appendingPathComponent("icon.yaml"), atomically: true, encoding: .utf8)
        let document = folder.appendingPathComponent("assets.yaml")
        try "assets:\n  - {kind: android-splash, path: res, scene: splash.yaml, icon: icon.yaml}\n".write(to: document, atomically: true, encoding: .utf8)
        let run = try cli.run(["render", document.path, "-o", folder.appendingPathComponent("doc").path, "--quiet"])
        #expect(run.status == 0, "\(run.stderr)")
        // The command line: the splash scene as its own drawing, and the icon as a drawing of
        // its own (a square drawing is its own splash icon, unchanged).
        var expected: [String: Data] = [:]
        for scene in ["splash.yaml", "icon.yaml"] {
            let res = folder.appendingPathComponent("cli-" + scene + "/res")
            let drawn = try cli.run(["render", folder.appendingPathComponent(scene).path, "--android", "splash", "-o", res.path, "--quiet"])
            #expect(drawn.status == 0, "\(scene): \(drawn.stderr)")
            // The splash's files but its icon; the icon drawing's icon files alone.
            let wantsIcon = scene == "icon.yaml"
            for (path, bytes) in ShardCommandTests.files(in: res) where path != ".chroma-files" && Self.isSplashIcon(path) == wantsIcon {
                expected["res/" + path] = bytes
            }
        }
        let written = ShardCommandTests.files(in: folder.appendingPathComponent("doc"))
        let night = index == 0 ? ["res/drawable-night/splash_icon.xml"] : ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"].map { "res/drawable-night-\($0)/splash_icon.png" }
        for path in night { #expect(written[path] != nil, "the dark icon \(path) is missing: \(written.keys.sorted())") }
        // No night bitmap or night colors: the splash scene has no dark colors.
        #expect(!written.keys.contains { $0.contains("night") && !Self.isSplashIcon($0) }, "\(written.keys.sorted())")
        #expect(written.filter { $0.key != ".chroma-files" } == expected,
                "differ: \(Set(written.keys).symmetricDifference(expected.keys).sorted()) \(expected.filter { written[$0.key] != $0.value }.keys.sorted())")
        let list = String(decoding: written[".chroma-files"] ?? Data(), as: UTF8.self).split(separator: "\n").dropFirst().map(String.init)
        #expect(Set(list) == Set(expected.keys), "the list of files: \(list)")
    }

    /// Whether two planned files are the same file: path, and bytes, or images of the same
    /// scene and treatment (what their PNGs are made from).
    static func same(_ a: AssetFile, _ b: AssetFile) -> Bool {
        guard a.path == b.path else { return false }
        func images(_ file: AssetFile) -> [(Scene, AssetImage.Treatment)] { file.images.map { ($0.scene, $0.treatment) } }
        switch (a.content, b.content) {
        case let (.bytes(x), .bytes(y)): return x == y
        case (.image, .image), (.icon, .icon):
            let (x, y) = (images(a), images(b))
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    @Test func webStartupImagesOfAnAdaptiveSceneBesideAPlainIcon() throws {
        // Planned in process, not drawn: 38 startup images take minutes in a debug build. A
        // sample of them is encoded and compared byte for byte.
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let icon = "width: 8\nheight: 8\nbackground: \"#2a6fc2\"\nlayers:\n  - paint: \"#ffd36e\"\n    shape: { circle: { center: [4, 4], radius: 2 } }\n"
        try icon.write(to: folder.appendingPathComponent("icon.yaml"), atomically: true, encoding: .utf8)
        try "width: 10\nheight: 20\nbackground: \"light-dark(#bfe0ff, #13245a)\"\n".write(to: folder.appendingPathComponent("startup.yaml"), atomically: true, encoding: .utf8)
        func plan(_ startup: String) throws -> [AssetFile] {
            let yaml = "assets:\n  - {kind: web, path: web, scene: icon.yaml, startup: \(startup)}\n"
            guard case .assets(let document) = try DocumentReader.read(Array(yaml.utf8), syntax: .yaml, name: "assets.yaml", folder: folder.path) else {
                throw CocoaError(.fileReadCorruptFile)
            }
            return try AssetsRender.plans(document, file: "assets.yaml", root: "out", notes: AssetNotes()).flatMap { $0 }
        }
        let adaptive = try plan("startup.yaml")
        // The same scene named for both appearances: what an adaptive scene must give by itself.
        let named = try plan("{any: startup.yaml, dark: startup.yaml}")
        let dark = adaptive.filter { $0.path.hasPrefix("out/web/startup/") && $0.path.hasSuffix("-dark.png") }
        #expect(dark.count == 19, "\(adaptive.map(\.path))")
        #expect(adaptive.map(\.path) == named.map(\.path))
        for (a, b) in zip(adaptive, named) { #expect(Self.same(a, b), "\(a.path) differs from the named form's") }
        let head = adaptive.first { $0.path == "out/web/head.html" }.map { file -> String in
            guard case .bytes(let bytes) = file.content else { return "" }
            return String(decoding: bytes, as: UTF8.self)
        } ?? ""
        #expect(head.components(separatedBy: "prefers-color-scheme: dark").count - 1 == 19, "\(head)")
        // The smallest screen, encoded: the dark image is the named form's, byte for byte, and dark.
        let screen = "out/web/startup/iphone-375x667@2x"
        func png(_ files: [AssetFile], _ path: String) throws -> [UInt8] {
            try #require(files.first { $0.path == path }?.images.first).encode(compression: .standard, threads: 2)
        }
        let darkPNG = try png(adaptive, screen + "-dark.png")
        #expect(darkPNG == (try png(named, screen + "-dark.png")))
        #expect(darkPNG != (try png(adaptive, screen + ".png")))
        // The icons are what the command line's --web plans for the same scene.
        guard case .scene(let scene) = try DocumentReader.read(Array(icon.utf8), syntax: .yaml) else { throw CocoaError(.fileReadCorruptFile) }
        let cli = try AssetOutput(path: "out/web", kind: .web).files(for: AppearanceScenes(scene: scene, for: .web, choosing: .adaptive), notes: AssetNotes())
        let icons = cli.filter { !$0.path.hasSuffix("/head.html") }
        #expect(icons.count >= 7)
        for file in icons {
            let planned = adaptive.first { $0.path == file.path }
            #expect(planned.map { Self.same($0, file) } == true, "\(file.path) differs from the command line's")
        }
    }
}
