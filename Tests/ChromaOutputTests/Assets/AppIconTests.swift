import ChromaRaster
import ColorCore
import Foundation
import PNGSpecDecoder
import Testing
@testable import ChromaOutput

/// App icons: the opaque 1024² iOS icon, its dark and tinted variants, the macOS sizes.
@Suite struct AppIconTests {
    /// A scene with a transparent background (a disc on nothing), so opacity must be made.
    static func disc(_ side: Int, _ appearance: AssetAppearance) -> Scene {
        var scene = AssetScenes.scene(side, side, appearance, background: .clear)
        scene.layers.append(Layer(paint: .solid(Color(rgb: 0xf0c040)), shape: .circle(center: Point(x: Double(side) * 0.75, y: Double(side) / 2), radius: Double(side) / 5)))
        return scene
    }

    @Test(arguments: [1, 17, 64, 1024])
    func iosIconDarkAndTinted(_ side: Int) throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let set = folder.path + "/Assets.xcassets/AppIcon.appiconset"
        let scenes = AppearanceScenes(appearances: [.any, .dark]) { Self.disc(side, $0) }
        try AssetOutput(path: set, kind: .appIcon(macOS: false)).write(scenes, threads: 2)
        let images = try AssetChecks.checkContents(set + "/Contents.json", kind: "appiconset")
        #expect(images.map(AssetChecks.appearance) == ["any", "dark", "tinted"])
        for image in images {
            #expect(image["platform"] as? String == "ios" && image["size"] as? String == "1024x1024")
            let png = try AssetChecks.png(set + "/" + (image["filename"] as! String))
            #expect(png.header.width == 1024 && png.header.height == 1024)
        }
        let any = try AssetChecks.png(set + "/AppIcon.png"), dark = try AssetChecks.png(set + "/AppIcon-dark.png")
        let tinted = try AssetChecks.png(set + "/AppIcon-tinted.png")
        #expect(any.header.colorType == 2, "the App Store icon must have no alpha channel")
        #expect([0, 4].contains(tinted.header.colorType), "the tinted icon is gray")
        // Tinted: the dark icon's Rec. 709 luma, alpha kept.
        let d = dark.defaultImage.samples, t = tinted.defaultImage.samples
        for i in stride(from: 0, to: d.count, by: 4 * 997) {
            let luma = (13933 * Int(d[i]) + 46871 * Int(d[i + 1]) + 4732 * Int(d[i + 2]) + 32768) >> 16
            #expect(Int(t[i]) == luma && t[i] == t[i + 1] && t[i + 1] == t[i + 2] && t[i + 3] == d[i + 3], "pixel \(i / 4)")
        }
        // The default and dark icons differ in the accent only (the opaque one has white where
        // the dark one is transparent: compare the accent's own pixels and the disc).
        let a = any.defaultImage.samples
        let row = 512 * 1024 * 4
        #expect(Array(a[row..<row + 3]) != Array(d[row..<row + 3]), "the accent differs")
        let discPixel = row + 4 * 768
        #expect(Array(a[discPixel..<discPixel + 4]) == Array(d[discPixel..<discPixel + 4]), "the disc is the same")
    }

    @Test func withoutADarkSceneTheDarkSlotIsEmptyAndTintedComesFromAny() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let set = folder.path + "/I.appiconset"
        try AssetOutput(path: set, kind: .appIcon(macOS: true)).write(AppearanceScenes(Self.disc(32, .any)), threads: 2)
        let images = try AssetChecks.checkContents(set + "/Contents.json", kind: "appiconset")
        #expect(images.count == 3 + 10)
        #expect(images[1]["filename"] == nil && AssetChecks.appearance(of: images[1]) == "dark")
        for image in images where image["idiom"] as? String == "mac" {
            let points = Int((image["size"] as! String).split(separator: "x")[0])!
            let scale = Int((image["scale"] as! String).dropLast())!
            let png = try AssetChecks.png(set + "/" + (image["filename"] as! String))
            #expect(png.header.width == points * scale && png.header.height == points * scale)
        }
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: set))
        #expect(names == Set(images.compactMap { $0["filename"] as? String } + ["Contents.json"]))
    }

    @Test func iconsNeedSquareScenesAndStoreNoHighContrast() {
        #expect(throws: OutputError.sceneNotSquare(kind: "appiconset", width: 3, height: 2)) {
            try AppIconPlan.files(folder: "I.appiconset", scenes: AppearanceScenes(Scene(width: 3, height: 2)), macOS: false)
        }
        #expect(throws: OutputError.self) {
            try AppIconPlan.files(folder: "I.appiconset", scenes: AssetScenes.all(4, 4, [.any, .highContrast]), macOS: false)
        }
    }
}
