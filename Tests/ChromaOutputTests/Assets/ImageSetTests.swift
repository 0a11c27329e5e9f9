import ChromaJSON
import ChromaRaster
import ColorCore
import Foundation
import PNGSpecDecoder
import Testing
@testable import ChromaOutput

/// Asset catalog image sets: every key against Apple's reference, every image's size and color
/// chunks, at several scene sizes, and each variant differing where its appearance differs only.
@Suite struct ImageSetTests {
    @Test(arguments: [(1, 1), (7, 5), (60, 40), (33, 2)])
    func everyAppearanceAtEveryScale(_ width: Int, _ height: Int) throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let set = folder.path + "/Assets.xcassets/Brand/Splash.imageset"
        try AssetOutput(path: set, kind: .imageSet).write(AssetScenes.all(width, height), threads: 2)
        try AssetChecks.checkContents(folder.path + "/Assets.xcassets/Contents.json", kind: "xcassets")
        try AssetChecks.checkContents(folder.path + "/Assets.xcassets/Brand/Contents.json", kind: "group")
        let images = try AssetChecks.checkContents(set + "/Contents.json", kind: "imageset")
        #expect(images.count == 3 * AssetAppearance.allCases.count)
        var listed = Set<String>()
        var decoded: [String: SpecPNG.Image] = [:]
        for image in images {
            let filename = try #require(image["filename"] as? String)
            listed.insert(filename)
            let scale = Int((image["scale"] as! String).dropLast())!
            let png = try AssetChecks.png(set + "/" + filename)
            #expect(png.header.width == width * scale && png.header.height == height * scale, "\(filename)")
            #expect(png.chunkTypes.contains("sRGB") && !png.chunkTypes.contains("iCCP"), "\(filename): \(png.chunkTypes)")
            #expect(image["display-gamut"] == nil && image["idiom"] as? String == "universal")
            decoded["\(AssetChecks.appearance(of: image))@\(scale)"] = png
        }
        let pngs = Set(try FileManager.default.contentsOfDirectory(atPath: set).filter { $0.hasSuffix(".png") })
        #expect(pngs == listed, "files not listed: \(pngs.subtracting(listed)), listed but missing: \(listed.subtracting(pngs))")
        for scale in ImageSetPlan.scales {
            let any = try #require(decoded["any@\(scale)"])
            for appearance in AssetAppearance.allCases where appearance != .any {
                let variant = try #require(decoded["\(appearance.rawValue)@\(scale)"], "\(appearance) at \(scale)x")
                AssetChecks.differOnlyLeftOf(Double(width * scale) / 2, any, variant, "\(width)×\(height) \(appearance) @\(scale)x")
            }
        }
    }

    @Test(arguments: [(AssetAppearance.dark, 200, 100), (.dark, 64, 65), (.highContrast, 1, 1), (.darkHighContrast, 65, 64)])
    func appearancesOfAnotherSizeAreRefusedBeforeAnyFile(_ appearance: AssetAppearance, _ width: Int, _ height: Int) throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let scenes = AppearanceScenes(appearances: [.any, appearance]) { $0 == .any ? AssetScenes.scene(64, 64, .any) : AssetScenes.scene(width, height, $0) }
        let set = folder.path + "/Mixed.imageset"
        #expect(throws: OutputError.appearanceSizesDiffer(kind: "imageset", appearance: appearance, width: width, height: height, anyWidth: 64, anyHeight: 64)) {
            try AssetOutput(path: set, kind: .imageSet).write(scenes, threads: 1)
        }
        #expect(!FileManager.default.fileExists(atPath: set))
        // The same sizes pass.
        try AssetOutput(path: set, kind: .imageSet).write(AssetScenes.all(64, 64, [.any, appearance]), threads: 1)
        #expect(FileManager.default.fileExists(atPath: set + "/Contents.json"))
    }

    @Test func eachScaleIsRenderedAtItsSizeNotResampled() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        // A circle of radius 3 points: at 3× its edge is anti-aliased at radius 9 pixels, which no
        // resampling of the 1× image reproduces.
        let scene = Scene(width: 8, height: 8, background: .white, layers: [Layer(paint: .solid(.black), shape: .circle(center: Point(x: 4, y: 4), radius: 3))])
        try AssetOutput(path: folder.path + "/Dot.imageset", kind: .imageSet).write(AppearanceScenes(scene), threads: 1)
        for scale in ImageSetPlan.scales {
            let png = try AssetChecks.png(folder.path + "/Dot.imageset/Dot\(scale == 1 ? "" : "@\(scale)x").png")
            let direct = Renderer(threads: 1).renderImage(scene.scaled(by: Double(scale)))
            let samples = png.defaultImage.samples
            let expected = direct.bytes.enumerated().filter { $0.offset % 4 != 3 }.map { UInt16($0.element) }
            let got = samples.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)
            #expect(got == expected, "\(scale)x differs from the scene rendered at that size")
        }
    }

    @Test func displayP3ContentGetsBothGamuts() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let scenes = AppearanceScenes(appearances: [.any, .dark]) { appearance in
            var scene = AssetScenes.scene(9, 4, appearance)
            scene.layers[0].paint = .solid(Color(.displayP3, appearance == .dark ? 0 : 1, appearance == .dark ? 1 : 0, 0))
            scene.colorProfile = .displayP3
            return scene
        }
        let set = folder.path + "/Wide.imageset"
        try AssetOutput(path: set, kind: .imageSet).write(scenes, threads: 2)
        let images = try AssetChecks.checkContents(set + "/Contents.json", kind: "imageset")
        #expect(images.count == 3 * 2 * 2)
        for image in images {
            let gamut = try #require(image["display-gamut"] as? String)
            let filename = image["filename"] as! String
            #expect(filename.contains("-P3") == (gamut == "display-P3"))
            let png = try AssetChecks.png(set + "/" + filename)
            #expect(png.chunkTypes.contains(gamut == "display-P3" ? "iCCP" : "sRGB"), "\(filename): \(png.chunkTypes)")
            #expect(!png.chunkTypes.contains(gamut == "display-P3" ? "sRGB" : "iCCP"), "\(filename): \(png.chunkTypes)")
        }
        // The P3 red is outside sRGB: the sRGB twin holds a different (mapped) red.
        let p3 = try AssetChecks.png(set + "/Wide-P3.png"), srgb = try AssetChecks.png(set + "/Wide.png")
        #expect(Array(p3.defaultImage.samples[0..<3]) != Array(srgb.defaultImage.samples[0..<3]))
    }

    @Test func theCatalogsOwnContentsIsNeverClobbered() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let catalog = folder.path + "/App.xcassets"
        try FileManager.default.createDirectory(atPath: catalog, withIntermediateDirectories: true)
        let mine = "{\n  \"info\" : {\n    \"author\" : \"com.example.app\",\n    \"version\" : 1\n  }\n}\n"
        try mine.write(toFile: catalog + "/Contents.json", atomically: true, encoding: .utf8)
        try AssetOutput(path: catalog + "/A.imageset", kind: .imageSet).write(AssetScenes.all(3, 3, [.any]), threads: 1)
        #expect(try String(contentsOfFile: catalog + "/Contents.json", encoding: .utf8) == mine)
        #expect(FileManager.default.fileExists(atPath: catalog + "/A.imageset/A@3x.png"))
    }

    @Test func aFailedRunLeavesThePreviousAssetsAndNoNewFolders() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let set = folder.path + "/Assets.xcassets/Splash.imageset"
        try AssetOutput(path: set, kind: .imageSet).write(AssetScenes.all(5, 5, [.any]), threads: 1)
        let before = folder.files
        let bytes = try before.map { try Data(contentsOf: URL(fileURLWithPath: folder.path + "/" + $0)) }
        // The second run redraws the set in another size and also writes a new set, but one of
        // its files needs a folder where a file is: nothing of it may land.
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder.path + "/blocker"))
        var files = try AssetOutput(path: set, kind: .imageSet).files(for: AssetScenes.all(6, 6, [.any, .dark]))
        files += try AssetOutput(path: folder.path + "/Assets.xcassets/New.imageset", kind: .imageSet).files(for: AssetScenes.all(2, 2, [.any]))
        files.append(.text(folder.path + "/blocker/inside/x.json", "{}"))
        #expect(throws: (any Error).self) { try AssetWriter(threads: 2).write(files) }
        #expect(folder.files == before + ["blocker"], "left behind: \(Set(folder.files).subtracting(before))")
        for (name, old) in zip(before, bytes) { #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/" + name)) == old, "\(name) changed") }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Assets.xcassets/New.imageset"))
    }

    @Test func aTargetTwiceIsRefusedBeforeAnythingIsDrawn() throws {
        let files = try ImageSetPlan.files(folder: "x/A.imageset", scenes: AssetScenes.all(2, 2, [.any]))
        #expect(throws: OutputError.sameFileTwice("x//A.imageset/A.png")) {
            try AssetWriter(threads: 1).write(files + [.text("x//A.imageset/A.png", "")])
        }
    }

    @Test func sizesOverTheCanvasLimitAreRefused() {
        #expect(throws: OutputError.assetTooLarge(file: "A.imageset/A@2x.png", width: 80000, height: 2)) {
            try ImageSetPlan.files(folder: "A.imageset", scenes: AppearanceScenes(Scene(width: 40000, height: 1)))
        }
    }

    @Test func xcodeLayout() {
        let json = JSON.object(["images": .array([.object(["scale": .string("1x"), "idiom": .string("universal")])]), "info": XcodeJSON.info])
        #expect(XcodeJSON.text(json) == """
            {
              "images" : [
                {
                  "idiom" : "universal",
                  "scale" : "1x"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """)
        #expect(XcodeJSON.text(.string("a/b\"c\n")) == "\"a\\/b\\\"c\\n\"\n")
    }

    @Test func appearanceLists() throws {
        #expect(try AssetAppearance.list(parsing: "dark") == [.any, .dark])
        #expect(try AssetAppearance.list(parsing: "high-contrast, light,DARK") == [.any, .dark, .highContrast])
        for bad in ["", "dim", "dark,dark", "any,", "1e308"] {
            #expect(throws: OutputError.self, "\(bad)") { try AssetAppearance.list(parsing: bad) }
        }
    }

    @Test func kindsComeFromThePathOrTheRequest() throws {
        #expect(try AssetOutput.kind(forPath: "A.xcassets/S.imageset/", android: nil, web: false, macOS: false) == .imageSet)
        #expect(try AssetOutput.kind(forPath: "A.xcassets/I.AppIconSet", android: nil, web: false, macOS: true) == .appIcon(macOS: true))
        #expect(try AssetOutput.kind(forPath: "res", android: .adaptive, web: false, macOS: false) == .android(.adaptive))
        #expect(try AssetOutput.kind(forPath: "public", android: nil, web: true, macOS: false) == .web)
        #expect(try AssetOutput.kind(forPath: "a.png", android: nil, web: false, macOS: false) == nil)
        for (path, android, web, mac) in [("S.imageset", AndroidAsset?.some(.launcher), false, false), ("res", nil, true, true),
                                          ("-", nil, true, false), ("S.imageset", nil, false, true), ("a.png", nil, false, true), ("r", .splash, true, false)] {
            #expect(throws: OutputError.self, "\(path)") { try AssetOutput.kind(forPath: path, android: android, web: web, macOS: mac) }
        }
        #expect(throws: OutputError.self) { try ImageSetPlan.files(folder: "x/.imageset", scenes: AssetScenes.all(1, 1, [.any])) }
    }
}
