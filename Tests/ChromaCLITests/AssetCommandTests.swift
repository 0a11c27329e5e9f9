import ChromaTestSupport
import Foundation
import PNGSpecDecoder
import Testing

/// Asset destinations through the built `chroma`: every drawing command writes an image set;
/// an assets document writes a whole app's assets, all or nothing, and splits by `--shard`.
@Suite(.tags(.process), .unlessProcessesSkipped) struct AssetCommandTests {
    let cli = CommandLineTests()

    /// The repository's root (for Examples/).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What `chroma render Examples/assets/app-assets.yaml` writes, as docs/ASSETS.md shows it.
    static let exampleTree: [String] = {
        let res = "android/app/src/main/res/", set = "ios/Assets.xcassets/"
        // The list of files the run wrote, for the next run into the folder.
        var files: [String] = [".chroma-files", set + "Contents.json", set + "Colors/Contents.json"]
        for color in ["deep", "sun", "surface", "tide"] { files.append(set + "Colors/" + color + ".colorset/Contents.json") }
        files.append(set + "Splash.imageset/Contents.json")
        for appearance in ["", "-dark"] {
            for scale in ["", "@2x", "@3x"] { files.append(set + "Splash.imageset/Splash" + appearance + scale + ".png") }
        }
        for name in ["AppIcon.png", "AppIcon-dark.png", "AppIcon-tinted.png", "Contents.json"] { files.append(set + "AppIcon.appiconset/" + name) }
        files.append("ios/AppIcon.icon/icon.json")
        for layer in ["background", "layer-1"] {
            // Vector layers are SVG; tinted layers gray PNGs.
            for variant in ["", "-dark"] { files.append("ios/AppIcon.icon/Assets/" + layer + variant + ".svg") }
            files.append("ios/AppIcon.icon/Assets/" + layer + "-tinted.png")
        }
        for size in [16, 32, 128, 256, 512] {
            for scale in ["", "@2x"] { files.append(set + "AppIcon.appiconset/AppIcon-mac-\(size)" + scale + ".png") }
        }
        for density in ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"] {
            for name in ["ic_launcher", "ic_launcher_background", "ic_launcher_foreground", "ic_launcher_monochrome"] { files.append(res + "mipmap-" + density + "/" + name + ".png") }
            for name in ["ic_launcher", "ic_launcher_round", "ic_launcher_background"] { files.append(res + "mipmap-night-" + density + "/" + name + ".png") }
            files.append(res + "mipmap-" + density + "/ic_launcher_round.png")
            for night in ["", "night-"] { files.append(res + "drawable-" + night + density + "/splash.png") }
        }
        // The Android 12 splash icon is vector: one VectorDrawable, the same day and night.
        files += [res + "mipmap-anydpi-v26/ic_launcher.xml", res + "mipmap-anydpi-v26/ic_launcher_round.xml", res + "drawable/splash_background.xml",
                  res + "drawable/splash_icon.xml",
                  res + "values/colors.xml", res + "values-night/colors.xml", res + "values/splash.xml", res + "values-night/splash.xml"]
        for name in ["icon-192.png", "icon-512.png", "icon-maskable-512.png", "apple-touch-icon.png", "favicon.ico", "favicon.svg", "manifest-icons.json", "head.html"] {
            files.append("web/icons/" + name)
        }
        // iOS startup images, light and dark: the screens docs/ASSETS.md lists.
        let screens = ["iphone-440x956@3x", "iphone-420x912@3x", "iphone-402x874@3x", "iphone-430x932@3x", "iphone-393x852@3x", "iphone-428x926@3x",
                       "iphone-390x844@3x", "iphone-375x812@3x", "iphone-414x896@3x", "iphone-414x896@2x", "iphone-375x667@2x", "ipad-1032x1376@2x",
                       "ipad-1024x1366@2x", "ipad-834x1210@2x", "ipad-834x1194@2x", "ipad-820x1180@2x", "ipad-744x1133@2x", "ipad-810x1080@2x",
                       "ipad-768x1024@2x"]
        for screen in screens {
            for variant in ["", "-dark"] { files.append("web/icons/startup/" + screen + variant + ".png") }
        }
        return files.sorted()
    }()

    @Test func theExampleAppWritesItsTreeAndItsContactSheet() throws {
        // The slowest run of the suites in a debug build (its 38 startup images), with its
        // contact sheet, in a folder removed afterwards.
        let folder = try TemporaryFolder("chroma-example-assets")
        defer { folder.remove() }
        let document = Self.root.appendingPathComponent("Examples/assets/app-assets.yaml").path
        let run = try cli.run(["render", document, "-o", folder.path("out"), "--preview-sheet", folder.path("sheet.png")])
        try #require(run.status == 0, "\(run.stderr)")
        let files = ShardCommandTests.files(in: folder.url.appendingPathComponent("out"))
        #expect(files.keys.sorted() == Self.exampleTree, "extra: \(Set(files.keys).subtracting(Self.exampleTree)), missing: \(Set(Self.exampleTree).subtracting(files.keys))")
        // The shipped example draws every icon inside its masks: a new user sees no warning but
        // the one saying how the 320×568 startup scene is placed on screens of other shapes.
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings.count == 1 && warnings[0].contains("web/icons/startup: the 320×568 startup scene has the shape of none of the 19 screens")
                    && warnings[0].hasSuffix("such as 375×667, the nearest"),
                "\(run.stderr)")
        let sheet = try SpecPNG.read(contentsOf: folder.path("sheet.png"))
        // One row per icon: iOS, macOS, Android adaptive, themed, launcher and splash, web any and
        // maskable, and the Icon Composer document.
        #expect(sheet.header.height == 24 + 56 + 16 + 9 * (96 + 16) + 24)
    }

    @Test func theExampleIconsFitTheMaskableCircle() throws {
        // The web target's maskable icon, and the dark icon drawn the same way: the wave inside
        // the 80 % circle, so nothing is shrunk and no line is written.
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["icon", "icon-dark"] {
            let scene = Self.root.appendingPathComponent("Examples/assets/\(name).yaml").path
            let run = try cli.run(["render", scene, "--web", "-o", folder.appendingPathComponent(name).path])
            #expect(run.status == 0 && !run.stderr.contains("warning"), "\(name): \(run.status) \(run.stderr)")
        }
    }

    @Test func theExampleSplashesMeetTheSideEdgesLevel() throws {
        // iOS startup images continue a splash's edge columns on wider screens (iPad): a wave
        // that meets the edge sloped would turn into a flat shelf with a kink at the seam. Level,
        // the column at each edge and the one 2 points in are the same, row by row.
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["splash", "splash-dark"] {
            let png = folder.appendingPathComponent(name + ".png").path
            let run = try cli.run(["render", Self.root.appendingPathComponent("Examples/assets/\(name).yaml").path, "--scale", "2", "-o", png])
            try #require(run.status == 0, "\(name): \(run.stderr)")
            let image = try SpecPNG.read(contentsOf: png)
            // RGBA samples, 8 bits.
            let width = image.header.width, samples = image.defaultImage.samples
            try #require(image.header.bitDepth == 8 && samples.count == 4 * width * image.header.height)
            var worst = 0
            for (edge, inner) in [(0, 4), (width - 1, width - 5)] {
                for y in 0..<image.header.height {
                    for c in 0..<3 {
                        worst = max(worst, abs(Int(samples[(y * width + edge) * 4 + c]) - Int(samples[(y * width + inner) * 4 + c])))
                    }
                }
            }
            #expect(worst <= 6, "\(name): the edge columns differ by \(worst)")
        }
    }

    @Test func shardsWriteTheFilesOfOneRun() throws {
        // The example's targets without its startup images (most of its pixels): the split,
        // not the drawing, is the point.
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let examples = Self.root.appendingPathComponent("Examples/assets")
        for name in try FileManager.default.contentsOfDirectory(atPath: examples.path) where name != "app-assets.yaml" {
            try FileManager.default.copyItem(at: examples.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let full = try String(contentsOf: examples.appendingPathComponent("app-assets.yaml"), encoding: .utf8)
        let document = folder.appendingPathComponent("assets.yaml")
        try full.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("startup:") }.joined(separator: "\n")
            .write(to: document, atomically: true, encoding: .utf8)
        let whole = folder.appendingPathComponent("whole")
        let run = try cli.run(["render", document.path, "-o", whole.path, "--quiet"])
        #expect(run.status == 0, "\(run.stderr)")
        let files = ShardCommandTests.files(in: whole)
        #expect(files.count == Self.exampleTree.count - 38)
        let parts = folder.appendingPathComponent("parts")
        for k in 1...3 {
            let shard = try cli.run(["render", document.path, "-o", parts.path, "--shard", "\(k)/3", "--quiet"])
            #expect(shard.status == 0, "\(shard.stderr)")
        }
        #expect(ShardCommandTests.files(in: parts) == files, "the shards' files differ from one run's")
    }

    @Test func aFailingRunLeavesThePreviousAssets() throws {
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("s.yaml"), wide = folder.appendingPathComponent("wide.yaml")
        try "width: 8\nheight: 8\nlayers:\n  - paint: \"#123456\"\n".write(to: scene, atomically: true, encoding: .utf8)
        try "width: 9\nheight: 8\nlayers:\n  - paint: \"#654321\"\n".write(to: wide, atomically: true, encoding: .utf8)
        let good = "assets:\n  - {path: A.xcassets/S.imageset, scene: s.yaml}\n  - {kind: web, path: web, scene: s.yaml}\n"
        let document = folder.appendingPathComponent("assets.yaml")
        try good.write(to: document, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        #expect(try cli.run(["render", document.path, "-o", out.path]).status == 0)
        let before = ShardCommandTests.files(in: out)
        #expect(before.count == 1 + 1 + 4 + 8, "the list of files, a catalog, an image set and the web set with its favicon.svg")
        // The image set changes, then a later target fails: nothing may change.
        for (bad, status, message) in [
            ("assets:\n  - {path: A.xcassets/S.imageset, scene: wide.yaml}\n  - {kind: web, path: web, scene: wide.yaml}\n", Int32(65), "web icons are square"),
            ("assets:\n  - {path: A.xcassets/S.imageset, scene: wide.yaml}\n  - {kind: web, path: web, scene: missing.yaml}\n", 66, "cannot read"),
            ("assets:\n  - {path: A.xcassets/S.imageset, scene: wide.yaml}\n  - {kind: android-launcher, path: ../escape, scene: s.yaml}\n", 65, "assets[1].path"),
            ("assets:\n  - {path: A.xcassets/S.imageset, scene: wide.yaml, appearances: [dim]}\n", 65, "dim"),
            ("assets:\n  - {kind: appiconset, path: A.xcassets/S.imageset, scene: s.yaml}\n", 65, "assets[0].path"),
            ("assets:\n  - {kind: web, path: web, scene: s.yaml, appearances: [dark]}\n", 65, "no dark variant"),
        ] {
            try bad.write(to: document, atomically: true, encoding: .utf8)
            let run = try cli.run(["render", document.path, "-o", out.path])
            #expect(run.status == status && run.stderr.contains(message), "\(bad): \(run.status) \(run.stderr)")
            #expect(ShardCommandTests.files(in: out) == before, "\(bad) changed the assets")
        }
    }

    @Test(arguments: [
        ["gradient", "linear", "--size", "7x5", "--stops", "red,blue"],
        ["css", "linear-gradient(red, blue)", "--size", "7x5"],
        ["chart", "wheel"],
        ["palette", "--harmony", "triadic", "--color", "teal"],
        ["swatch", "red", "blue", "--size", "4x5"],
        ["game", "card", "--seed", "1"],
    ])
    func everyDrawingCommandWritesAnImageSet(_ command: [String]) throws {
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("A.xcassets/Drawing.imageset")
        let run = try cli.run(command + ["-o", set.path, "--appearances", "dark"])
        #expect(run.status == 0, "\(command): \(run.stderr)")
        let names = Set((try? FileManager.default.contentsOfDirectory(atPath: set.path)) ?? [])
        #expect(names == [".chroma-files", "Contents.json", "Drawing.png", "Drawing@2x.png", "Drawing@3x.png", "Drawing-dark.png", "Drawing-dark@2x.png", "Drawing-dark@3x.png"], "\(command): \(names)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("A.xcassets/Contents.json").path))
    }

    @Test func renderWritesAnImageSetFromAScene() throws {
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = Self.root.appendingPathComponent("Examples/linear-gradient.json").path
        let run = try cli.run(["render", scene, "-o", folder.appendingPathComponent("G.imageset").path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("G.imageset/G@3x.png").path))
    }

    @Test func badAssetRequestsAreRefusedWithoutWriting() throws {
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("S.imageset").path
        for (arguments, message) in [
            (["--appearances", "dim", "-o", set], "'dim' is not an appearance"),
            (["--appearances", "dark", "-o", folder.appendingPathComponent("x.png").path], "--appearances dark is for asset outputs"),
            (["--scale", "2", "-o", set], "--scale 2.0 is for single images"),
            (["--android", "launcher", "-o", "-"], "standard output"),
            (["--android", "launcher", "--web", "-o", folder.path], "give one"),
            (["--macos", "-o", set], "--macos"),
            (["--android", "drawable", "--asset-name", "Bad-Name", "-o", folder.appendingPathComponent("res").path], "Android resource names"),
            (["--android", "launcher", "-o", folder.appendingPathComponent("res").path], "square"),
        ] {
            let run = try cli.run(["gradient", "linear", "--size", "9x4", "--stops", "red,blue"] + arguments)
            #expect(run.status == 64 && run.stderr.contains(message), "\(arguments): \(run.status) \(run.stderr)")
        }
        #expect(ShardCommandTests.files(in: folder).isEmpty)
    }
}

extension AssetCommandTests {
    @Test func adaptiveColorsWriteTheirVariantsUnasked() throws {
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(String, [String])] = [
            ("light-dark(red, blue),white", ["", "-dark"]),
            (".blue,white", ["", "-dark", "-high-contrast", "-dark-high-contrast"]),
            ("red,white", [""]),
        ]
        for (index, (stops, variants)) in cases.enumerated() {
            let set = folder.appendingPathComponent("A.xcassets/G\(index).imageset")
            let run = try cli.run(["gradient", "linear", "--size", "6x4", "--stops", stops, "-o", set.path])
            #expect(run.status == 0, "\(stops): \(run.stderr)")
            let names = Set((try? FileManager.default.contentsOfDirectory(atPath: set.path)) ?? [])
            let expected = Set([".chroma-files", "Contents.json"] + variants.flatMap { v in ["", "@2x", "@3x"].map { "G\(index)\(v)\($0).png" } })
            #expect(names == expected, "\(stops): \(names.sorted())")
        }
        let run = try cli.run(["gradient", "linear", "--size", "6x6", "--stops", ".blue,white", "--appearance", "dark", "--appearances", "dark",
                               "-o", folder.appendingPathComponent("I.appiconset").path])
        #expect(run.status == 64 && run.stderr.contains("--appearance dark draws one image"))
    }
}

extension AssetCommandTests {
    @Test func anAssetFolderWithoutANameIsRefusedByEveryCommand() throws {
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("s.yaml")
        try "width: 8\nheight: 8\nlayers:\n  - paint: \"#123456\"\n".write(to: scene, atomically: true, encoding: .utf8)
        let before = ShardCommandTests.files(in: folder)
        for name in [".appiconset", ".imageset", ".icon", "sub/.appiconset", "sub/.ICON/"] {
            let path = folder.appendingPathComponent(name).path + (name.hasSuffix("/") ? "/" : "")
            let suffix = name.split(separator: "/").last!.dropFirst().lowercased()
            for command in [["render", scene.path], ["gradient", "linear", "--size", "8x8", "--stops", "red,blue"], ["css", "linear-gradient(red, blue)", "--size", "8x8"],
                            ["render", scene.path, "--android", "launcher"]] {
                let run = try cli.run(command + ["-o", path])
                #expect(run.status == 64 && run.stderr.contains("has no name before .\(suffix)") && run.stderr.components(separatedBy: "\n").count == 2,
                        "\(command) -o \(path): \(run.status) \(run.stderr)")
            }
        }
        #expect(ShardCommandTests.files(in: folder) == before, "a refused run wrote a file")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("sub").path), "a refused run made a folder")
    }
}

extension AssetCommandTests {
    @Test(arguments: ["dark", "light", "dark-increased"])
    func anAssetsDocumentRefusesOneAppearance(_ appearance: String) throws {
        // Its targets choose their appearances; --appearance was ignored without a word.
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "width: 8\nheight: 8\nlayers:\n  - paint: \"light-dark(#ffffff, #000000)\"\n".write(to: folder.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        let document = folder.appendingPathComponent("assets.yaml")
        try "assets:\n  - {path: A.xcassets/S.imageset, scene: s.yaml}\n".write(to: document, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let run = try cli.run(["render", document.path, "-o", out.path, "--appearance", appearance])
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("--appearance \(appearance) draws one image in one appearance") && run.stderr.contains("is an assets document")
                && run.stderr.contains("appearances:") && run.stderr.components(separatedBy: "\n").count == 2, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path), "a refused run wrote \(out.path)")
        // Without it the document draws the appearances the scene's colors differ in.
        let plain = try cli.run(["render", document.path, "-o", out.path])
        #expect(plain.status == 0 && FileManager.default.fileExists(atPath: out.appendingPathComponent("A.xcassets/S.imageset/S-dark.png").path), "\(plain.stderr)")
    }
}

extension AssetCommandTests {
    @Test func aDarkAppearanceOfAPlainDrawingIsWrittenAndSaidAlikeForBothIconKinds() throws {
        let folder = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, written) in [("A.icon", "A.icon/icon.json"), ("A.appiconset", "A.appiconset/A-dark.png")] {
            let run = try cli.run(["gradient", "linear", "--size", "8x8", "--stops", "red,blue", "--appearances", "any,dark",
                                   "-o", folder.appendingPathComponent(name).path])
            #expect(run.status == 0, "\(run.stderr)")
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].hasPrefix("chroma: warning: ") && lines[0].contains("\(name): the dark appearance draws as the default one"),
                    "\(name): \(run.stderr)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(written).path))
        }
        let json = try String(contentsOf: folder.appendingPathComponent("A.icon/icon.json"), encoding: .utf8)
        #expect(json.contains("\"fill-specializations\"") && json.contains("\"appearance\" : \"dark\""), "\(json)")
        // Without --appearances a plain drawing has no dark variant and nothing is said.
        let quiet = try cli.run(["gradient", "linear", "--size", "8x8", "--stops", "red,blue", "-o", folder.appendingPathComponent("B.icon").path])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
    }
}
