import ChromaRaster
import ColorCore
import Foundation
import PNGSpecDecoder
import Testing
@testable import ChromaOutput

/// Android icons and splash screens drawn from one scene: an adaptive icon without a foreground
/// follows the web maskable icon's rule with Android's 66 dp circle; the splash's colors have
/// their night values where they differ; the window behind the pre-12 bitmap is the scene's
/// edge color.
@Suite struct AndroidOneSceneTests {
    /// The RGBA of a pixel (the decoder's samples are RGBA whatever the color type).
    static func rgb(_ png: SpecPNG.Image, _ x: Int, _ y: Int) -> [UInt16] {
        let s = png.defaultImage.samples, i = 4 * (y * png.header.width + x)
        return [s[i], s[i + 1], s[i + 2], s[i + 3]]
    }

    /// Every pixel farther than `radius` from the center is `color` (opaque).
    static func expectColor(_ png: SpecPNG.Image, outsideRadius radius: Double, _ color: [UInt16], _ what: String) {
        let w = png.header.width, h = png.header.height
        for y in 0..<h {
            for x in 0..<w where hypot(Double(x) + 0.5 - Double(w) / 2, Double(y) + 0.5 - Double(h) / 2) > radius {
                let p = rgb(png, x, y)
                guard p == color + [255] else { Issue.record("\(what): pixel (\(x), \(y)) outside the circle of \(radius) px is \(p), not \(color)"); return }
            }
        }
    }

    /// A backdrop (an opaque background) under a disk reaching `reach` × side from the center:
    /// the disk is shrunk into the 66 dp circle, with one line when it reached beyond.
    @Test(arguments: [(108, 0.2), (108, 0.45), (1, 0.45), (4001, 0.7), (7, 0.3)])
    func oneSceneKeepsItsBackdropFullBleedAndItsShapesInsideTheSafeCircle(_ side: Int, _ reach: Double) throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let res = folder.path + "/res"
        var scene = MaskTests.disk(side, reach: reach)
        scene.background = Color(rgb: 0x204080)
        let notes = AssetNotes()
        try AssetWriter(threads: 2).write(try AssetOutput(path: res, kind: .android(.adaptive)).files(for: AppearanceScenes(scene), notes: notes))
        let beyond = reach > 33.0 / 108
        let lines = notes.lines.filter { !$0.contains("no monochrome") }
        #expect(lines.count == (beyond ? 1 : 0), "\(notes.lines)")
        if beyond {
            #expect(lines[0].contains("mipmap-*/ic_launcher_background.png") && lines[0].contains("the 66 dp safe circle of 108 dp") && lines[0].contains("reaches"), "\(lines)")
        }
        for (density, scale) in AndroidResourcesPlan.densities {
            let png = try AssetChecks.png(res + "/mipmap-\(density)/ic_launcher_background.png")
            #expect(png.header.width == Int(108 * scale))
            Self.expectColor(png, outsideRadius: 33 * scale + 1, [0x20, 0x40, 0x80], "\(side) \(reach) \(density)")
            let center = png.header.width / 2
            #expect(Self.rgb(png, center, center) == [0xf0, 0xa0, 0x20, 255], "\(side) \(density): the center is the disk")
        }
        try AndroidAndWebTests.checkXML(res + "/mipmap-anydpi-v26/ic_launcher.xml", root: "adaptive-icon")
    }

    /// A scene without a backdrop, transparent around its disk, is shrunk whole into the circle
    /// and padded with white, with one line saying so: nothing outside the circle.
    @Test(arguments: [9, 108, 300])
    func aTransparentSceneIsShrunkWholeAndPaddedWithWhite(_ side: Int) throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let res = folder.path + "/res"
        let notes = AssetNotes()
        try AssetWriter(threads: 2).write(try AssetOutput(path: res, kind: .android(.adaptive))
            .files(for: AppearanceScenes(MaskTests.disk(side, reach: 0.45)), notes: notes))
        #expect(notes.lines.count == 2 && notes.lines.contains { $0.contains("no monochrome") }
                && notes.lines.contains { $0.contains("ic_launcher_background.png") && $0.contains("drawn at") }, "\(notes.lines)")
        for (density, scale) in AndroidResourcesPlan.densities {
            let png = try AssetChecks.png(res + "/mipmap-\(density)/ic_launcher_background.png")
            Self.expectColor(png, outsideRadius: 33 * scale + 1, [255, 255, 255], "\(side) \(density)")
            let center = png.header.width / 2
            #expect(Self.rgb(png, center, center) == [0xf0, 0xa0, 0x20, 255])
        }
    }

    /// Adaptive colors: the night layer keeps its own backdrop full bleed; both inside the circle.
    @Test func adaptiveColorsKeepTheRuleInEachAppearance() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let res = folder.path + "/res"
        var scene = MaskTests.disk(64, reach: 0.6)
        scene.background = Color(light: Color(rgb: 0xffffff), dark: Color(rgb: 0x000000))
        let notes = AssetNotes()
        let scenes = AppearanceScenes(scene: scene, for: .android(.adaptive), choosing: .adaptive)
        #expect(scenes.appearances == [.any, .dark])
        try AssetWriter(threads: 2).write(try AssetOutput(path: res, kind: .android(.adaptive)).files(for: scenes, notes: notes))
        // The night layer reaches as far: one line says it for both.
        #expect(notes.lines.filter { $0.contains("reaches") }.map { $0.contains("mipmap-night-*") } == [false], "\(notes.lines)")
        for (night, color) in [("", [UInt16(255), 255, 255]), ("night-", [0, 0, 0])] {
            let png = try AssetChecks.png(res + "/mipmap-\(night)xxxhdpi/ic_launcher_background.png")
            Self.expectColor(png, outsideRadius: 33 * 4 + 1, color, "\(night)")
        }
    }

    @Test func aSceneThatIsNotSquareIsRefusedWithoutAForeground() {
        #expect(throws: OutputError.sceneNotSquare(kind: AssetKind.android(.adaptive).name, width: 30, height: 20)) {
            var scene = MaskTests.disk(30, reach: 0.2)
            scene.height = 20
            return try AssetOutput(path: "/tmp/unused-res", kind: .android(.adaptive)).files(for: AppearanceScenes(scene))
        }
    }

    /// `light-dark()` given as the splash background writes its night value, even for a scene
    /// without adaptive colors; a plain color writes no night file.
    @Test(arguments: [true, false])
    func anAdaptiveSplashBackgroundWritesItsNightValue(_ adaptive: Bool) throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let res = folder.path + "/res"
        let window = adaptive ? Color(light: Color(rgb: 0xffffff), dark: Color(rgb: 0x000000)) : Color(rgb: 0x336699)
        var options = AndroidSplashPlan.Options(iconBackground: adaptive ? [.any: Color(light: Color(rgb: 0x112233), dark: Color(rgb: 0x445566))] : [:],
                                                background: [.any: window])
        options.useAsIcon(drawing: AppearanceScenes(MaskTests.disk(20, reach: 0.3)))
        let scene = Scene(width: 20, height: 20, background: Color(rgb: 0x808080))
        try AssetWriter(threads: 2).write(try AssetOutput(path: res, kind: .android(.splash)).files(for: AppearanceScenes(scene), splash: options))
        let day = try MaskTests.SplashThemeReader(res + "/values/splash.xml")
        #expect(day.colors["splash_background"] == (adaptive ? "#FFFFFF" : "#336699"))
        #expect(FileManager.default.fileExists(atPath: res + "/values-night/splash.xml") == adaptive)
        if adaptive {
            try AndroidAndWebTests.checkXML(res + "/values-night/splash.xml", root: "resources")
            let night = try MaskTests.SplashThemeReader(res + "/values-night/splash.xml")
            #expect(night.colors == ["splash_background": "#000000", "splash_icon_background": "#445566"] && night.style == nil)
            #expect(day.colors["splash_icon_background"] == "#112233")
        }
    }

    /// The window behind the pre-12 bitmap (and the Android 12 window, unless given) is the
    /// scene's edge color: not the average of a transparent scene with a shape in its middle,
    /// and not an opaque background a full-canvas fill hides.
    @Test func theWindowIsTheScenesEdgeColor() {
        // A black disk in the middle of a transparent scene: its edges are white, over white.
        #expect(AndroidSplashPlan.hex(AndroidSplashPlan.windowColor(MaskTests.disk(40, reach: 0.3, color: .black))) == "#FFFFFF")
        // A red fill over a blue background: the edges are red.
        let covered = Scene(width: 30, height: 50, background: Color(rgb: 0x0000ff), layers: [Layer(paint: .solid(Color(rgb: 0xff0000)))])
        #expect(AndroidSplashPlan.hex(AndroidSplashPlan.windowColor(covered)) == "#FF0000")
        // An opaque background alone is itself, at any size.
        for side in [1, 3, 4000] {
            #expect(AndroidSplashPlan.hex(AndroidSplashPlan.windowColor(Scene(width: side, height: 1, background: Color(rgb: 0x123456)))) == "#123456")
        }
        // A vertical gradient from black to white: its edges average mid gray, as the
        // startup images continue them.
        let gradient = Scene(width: 10, height: 10, layers: [Layer(paint: .linear(LinearGradient(gradient: Gradient(colors: [.black, .white]),
                                                                                                     startPoint: .unit(.top), endPoint: .unit(.bottom))))])
        let gray = AndroidSplashPlan.windowColor(gradient).components(in: .srgb)
        #expect(abs(gray.x - 0.5) < 0.1 && abs(gray.x - gray.z) < 0.01, "\(gray)")
    }

    /// A theme naming an animated icon gets no still icon, which nothing would name.
    @Test func anAnimatedIconLeavesNoUnnamedStillIcon() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let res = folder.path + "/res"
        var options = AndroidSplashPlan.Options(iconResource: "splash_animated")
        options.useAsIcon(drawing: AppearanceScenes(MaskTests.disk(20, reach: 0.3)))
        try AssetWriter(threads: 2).write(try AssetOutput(path: res, kind: .android(.splash)).files(for: AppearanceScenes(MaskTests.disk(20, reach: 0.3)), splash: options))
        #expect(!folder.files.contains { $0.contains("splash_icon") }, "\(folder.files)")
        let theme = try MaskTests.SplashThemeReader(res + "/values/splash.xml")
        #expect(theme.items["windowSplashScreenAnimatedIcon"] == "@drawable/splash_animated")
    }
}
