import ChromaAssetModel
import ChromaRaster
import ChromaTestSupport
import ColorCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ChromaOutput

/// The Android 12 splash icon as a VectorDrawable where the icon scene is vector: the XML read
/// back and held to Android's documented elements and attributes (developer.android.com,
/// `VectorDrawable`: `<vector>`, `<group>`, `<clip-path>`, `<path>`; `GradientColor`:
/// `<gradient>` with `type`, `startX` … `endY`, `centerX`, `centerY`, `gradientRadius`, and
/// `<item android:offset android:color>`; the inline `aapt:attr`), and drawn by an independent
/// renderer (the drawable converted to SVG, rendered by rsvg-convert) beside the PNG Chroma
/// draws of the same icon at xxxhdpi.
@Suite struct SplashVectorTests {
    /// What each VectorDrawable element may hold and carry.
    static let elements: [String: (children: Set<String>, attributes: Set<String>)] = [
        "vector": (["group", "path", "clip-path"], ["xmlns:android", "xmlns:aapt", "android:name", "android:width", "android:height", "android:viewportWidth",
                                                    "android:viewportHeight", "android:tint", "android:tintMode", "android:autoMirrored", "android:alpha"]),
        "group": (["group", "path", "clip-path"], ["android:name", "android:rotation", "android:pivotX", "android:pivotY", "android:scaleX", "android:scaleY",
                                                   "android:translateX", "android:translateY"]),
        "clip-path": ([], ["android:name", "android:pathData"]),
        "path": (["aapt:attr"], ["android:name", "android:pathData", "android:fillColor", "android:strokeColor", "android:strokeWidth", "android:strokeAlpha",
                                 "android:fillAlpha", "android:trimPathStart", "android:trimPathEnd", "android:trimPathOffset", "android:strokeLineCap",
                                 "android:strokeLineJoin", "android:strokeMiterLimit", "android:fillType"]),
        "aapt:attr": (["gradient"], ["name"]),
        "gradient": (["item"], ["android:type", "android:startColor", "android:centerColor", "android:endColor", "android:startX", "android:startY",
                                "android:endX", "android:endY", "android:centerX", "android:centerY", "android:gradientRadius", "android:tileMode"]),
        "item": ([], ["android:offset", "android:color"]),
    ]

    /// A parsed drawable: problems found against the reference, and what the checks need.
    final class Reader: NSObject, XMLParserDelegate {
        var stack: [String] = [], problems: [String] = [], root: [String: String] = [:], gradients: [[String: String]] = [], paths = 0
        var offsets: [[Double]] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if stack.isEmpty { root = attributes; if name != "vector" { problems.append("root <\(name)>") } }
            guard let rule = SplashVectorTests.elements[name] else { problems.append("unknown element <\(name)>"); stack.append(name); return }
            if let parent = stack.last, SplashVectorTests.elements[parent]?.children.contains(name) != true { problems.append("<\(name)> inside <\(parent)>") }
            for key in attributes.keys where !rule.attributes.contains(key) { problems.append("<\(name) \(key)>") }
            let number = /-?[0-9]+(\.[0-9]+)?/
            switch name {
            case "path", "clip-path":
                let data = attributes["android:pathData"] ?? ""
                if data.isEmpty || data.contains(where: { !"MLQCZ0123456789.,- ".contains($0) }) { problems.append("pathData \(data.prefix(40))") }
                if name == "path" {
                    paths += 1
                    if let color = attributes["android:fillColor"], color.wholeMatch(of: /#[0-9A-F]{8}/) == nil { problems.append("fillColor \(color)") }
                    if let alpha = attributes["android:fillAlpha"], !(Double(alpha).map { $0 > 0 && $0 < 1 } ?? false) { problems.append("fillAlpha \(alpha)") }
                    if let rule = attributes["android:fillType"], rule != "evenOdd" && rule != "nonZero" { problems.append("fillType \(rule)") }
                }
            case "aapt:attr":
                if attributes["name"] != "android:fillColor" || stack.last != "path" { problems.append("aapt:attr \(attributes)") }
            case "gradient":
                gradients.append(attributes)
                offsets.append([])
                let required: [String] = attributes["android:type"] == "linear" ? ["android:startX", "android:startY", "android:endX", "android:endY"]
                    : attributes["android:type"] == "radial" ? ["android:centerX", "android:centerY", "android:gradientRadius"] : []
                if required.isEmpty { problems.append("gradient type \(attributes["android:type"] ?? "none")") }
                for key in required where attributes[key].map({ $0.wholeMatch(of: number) == nil }) ?? true { problems.append("gradient \(key)=\(attributes[key] ?? "none")") }
            case "item":
                let offset = Double(attributes["android:offset"] ?? "") ?? -1
                if !(0...1).contains(offset) || (offsets.last?.last.map { offset < $0 } ?? false) { problems.append("offset \(offset)") }
                if !offsets.isEmpty { offsets[offsets.count - 1].append(offset) }
                if attributes["android:color"]?.wholeMatch(of: /#[0-9A-F]{8}/) == nil { problems.append("item color \(attributes["android:color"] ?? "none")") }
            default:
                break
            }
            stack.append(name)
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }
    }

    /// Reads and checks a drawable; returns the reader.
    @discardableResult
    static func check(_ path: String, side: Int) throws -> Reader {
        let reader = Reader(), parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: path)))
        parser.delegate = reader
        #expect(parser.parse(), "\(path): \(parser.parserError.map { "\($0)" } ?? "")")
        #expect(reader.problems.isEmpty, "\(path): \(reader.problems)")
        #expect(reader.root["xmlns:android"] == "http://schemas.android.com/apk/res/android" && reader.root["xmlns:aapt"] == "http://schemas.android.com/aapt")
        #expect(reader.root["android:width"] == "\(side)dp" && reader.root["android:height"] == "\(side)dp", "\(reader.root)")
        #expect(reader.root["android:viewportWidth"] == "\(side)" && reader.root["android:viewportHeight"] == "\(side)", "\(reader.root)")
        #expect(reader.paths >= 1)
        // Offsets rise from 0…1 (a radial gradient starting at a radius above 0 starts its stops there).
        for stops in reader.offsets { #expect(stops.count >= 2 && stops.last == 1 && stops.first! < 1, "\(stops)") }
        return reader
    }

    static func linear(_ a: UInt32, _ b: UInt32, interpolation: ColorInterpolation = .device) -> Paint {
        .linear(LinearGradient(gradient: Gradient(colors: [Color(rgb: a), Color(rgb: b)]), startPoint: .unit(.topLeading), endPoint: .unit(.bottomTrailing), interpolation: interpolation))
    }

    /// Vector icons, 108 units: what each exercises is its name.
    static let icons: [(name: String, scene: @Sendable (AssetAppearance) -> Scene)] = [
        ("a disk and a wave clipped to it", { appearance in
            Scene(width: 108, height: 108, layers: [
                Layer(paint: .solid(appearance == .dark ? Color(rgb: 0xffe9a8) : Color(rgb: 0xffd36e)), shape: .circle(center: Point(x: 54, y: 54), radius: 30)),
                Layer(paint: .solid(Color(rgb: 0x1e5fa8)), shape: .rect(Rect(x: 20, y: 56, width: 70, height: 12)), clip: .circle(center: Point(x: 54, y: 54), radius: 30)),
            ])
        }),
        ("linear and radial gradients, a layer's opacity", { appearance in
            Scene(width: 108, height: 108, layers: [
                Layer(paint: linear(0x2a6fc2, appearance == .dark ? 0x101848 : 0xbfe0ff, interpolation: .perceptual),
                      shape: .roundedRect(Rect(x: 24, y: 24, width: 60, height: 60), cornerRadius: 14, style: .continuous)),
                Layer(paint: .radial(RadialGradient(gradient: Gradient(colors: [Color(rgb: 0xfff3c4), Color(rgb: 0xf0a020, opacity: 0)]), center: .pixels(Point(x: 54, y: 50)),
                                                    startRadius: 4, endRadius: 26)),
                      shape: .circle(center: Point(x: 54, y: 50), radius: 26), opacity: 0.8),
            ])
        }),
        ("an even-odd ring", { appearance in
            var ring = Path()
            for (r, sweep) in [(32.0, 1.0), (18.0, 1.0)] {
                ring.move(to: Point(x: 54 + r, y: 54))
                for k in 1...48 {
                    let t = Double(k) / 48 * 2 * .pi * sweep
                    ring.addLine(to: Point(x: 54 + r * cos(t), y: 54 + r * sin(t)))
                }
                ring.closeSubpath()
            }
            return Scene(width: 108, height: 108, layers: [Layer(paint: .solid(Color(rgb: appearance == .dark ? 0x80e0a0 : 0x30a060)), shape: .path(ring, fillRule: .evenOdd))])
        }),
        ("a full-bleed gradient", { appearance in
            Scene(width: 108, height: 108, background: Color(rgb: 0x000000), layers: [Layer(paint: linear(0xff8040, appearance == .dark ? 0x402080 : 0x4080ff))])
        }),
    ]

    @Test(arguments: [false, true])
    func vectorIconsAreOneDrawableDayAndNight(iconBackground: Bool) throws {
        for (name, make) in Self.icons {
            let folder = try AssetFolder()
            defer { folder.remove() }
            let res = folder.path + "/res"
            let icon = AppearanceScenes(appearances: [.any, .dark]) { make($0) }
            let options = AndroidSplashPlan.Options(icon: icon, iconBackground: iconBackground ? [.any: Color(rgb: 0xffffff)] : [:])
            let scenes = AppearanceScenes(appearances: [.any, .dark]) { AssetScenes.scene(36, 64, $0) }
            try AssetWriter(threads: 2).write(try AssetOutput(path: res, kind: .android(.splash)).files(for: scenes, splash: options, notes: AssetNotes()))
            let side = iconBackground ? 240 : 288
            let day = try Self.check(res + "/drawable/splash_icon.xml", side: side)
            let night = try Self.check(res + "/drawable-night/splash_icon.xml", side: side)
            #expect(try String(contentsOfFile: res + "/drawable/splash_icon.xml", encoding: .utf8) != String(contentsOfFile: res + "/drawable-night/splash_icon.xml", encoding: .utf8),
                    "\(name): the night drawable has the night colors")
            #expect(day.paths == night.paths)
            #expect(!folder.files.contains { $0.hasSuffix("splash_icon.png") }, "\(name): no PNG beside the drawable")
            let theme = try MaskTests.SplashThemeReader(res + "/values/splash.xml")
            #expect(theme.items["windowSplashScreenAnimatedIcon"] == "@drawable/splash_icon")
            try AndroidAndWebTests.checkXML(res + "/values/splash.xml", root: "resources")
        }
    }

    @Test func anIconTheSameInTheDarkHasNoNightDrawable() throws {
        let files = try AndroidSplashPlan.iconFiles(res: "res", name: "splash", icons: AppearanceScenes(appearances: [.any, .dark]) { _ in Self.icons[0].scene(.any) },
                                                    options: .init(), notes: nil)
        #expect(files.map(\.path) == ["res/drawable/splash_icon.xml"])
    }

    @Test func aSceneADrawableCannotHoldKeepsItsPNGs() throws {
        var angular = Self.icons[0].scene(.any)
        angular.layers[0].paint = .angular(AngularGradient(gradient: Gradient(colors: [Color(rgb: 0xff0000), Color(rgb: 0x0000ff)])))
        var p3 = Self.icons[0].scene(.any)
        p3.colorProfile = .displayP3
        var text = Self.icons[0].scene(.any)
        text.layers[1].text = [TextRun(string: "A", origin: Point(x: 40, y: 60), size: 20, advance: 12, family: "DejaVu Sans", bold: false)]
        var shadowed = Self.icons[0].scene(.any)
        shadowed.layers[0].paint = .elliptical(EllipticalGradient(gradient: Gradient(colors: [Color(rgb: 0xff0000), Color(rgb: 0x0000ff)])))
        for (name, scene) in [("angular", angular), ("display p3", p3), ("text", text), ("elliptical", shadowed)] {
            #expect(AndroidVectorDrawable.xml(scene, width: 288, height: 288) == nil, "\(name)")
            let files = try AndroidSplashPlan.iconFiles(res: "res", name: "splash", icons: AppearanceScenes(scene), options: .init(), notes: nil)
            #expect(files.map(\.path) == AndroidResourcesPlan.densities.map { "res/drawable-\($0.qualifier)/splash_icon.png" }, "\(name)")
        }
        for size in [0.0, -1, .nan, .infinity] { #expect(AndroidVectorDrawable.xml(Self.icons[0].scene(.any), width: size, height: 288) == nil) }
    }

    @Test(arguments: [false, true])
    func rsvgDrawsTheDrawableAsChromaDrawsThePNG(iconBackground: Bool) throws {
        guard ExternalProcess.onPath(["rsvg-convert"]) != nil, let python = ExternalProcess.python(passing: "import PIL") else {
            Issue.record("rsvg-convert or Python with Pillow is missing: the VectorDrawable is not drawn by an outside renderer")
            return
        }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Support/vector_drawable_compare.py").path
        let folder = try TemporaryFolder("chroma-vector-drawable")
        defer { folder.remove() }
        let options = AndroidSplashPlan.Options(iconBackground: iconBackground ? [.any: Color(rgb: 0xffffff)] : [:])
        for (index, (name, make)) in Self.icons.enumerated() {
            for appearance in [AssetAppearance.any, .dark] {
                let icons = AppearanceScenes(make(appearance))
                let files = try AndroidSplashPlan.iconFiles(res: "res", name: "splash", icons: icons, options: options, notes: nil)
                guard files.count == 1, case .bytes(let xml) = files[0].content else { Issue.record("\(name): \(files.map(\.path))"); continue }
                // The PNG Chroma draws of the same icon at xxxhdpi (4 px per dp).
                let fit = AndroidSplashPlan.iconFit(icons, options: options, file: "")
                let png = try AssetImage(scene: ScenePlacement.centered(icons.any, factor: fit.factor, side: fit.side * 4)).encode(compression: .fast, threads: 2)
                let drawable = folder.path("\(index)-\(appearance).xml"), reference = folder.path("\(index)-\(appearance).png")
                try Data(xml).write(to: URL(fileURLWithPath: drawable))
                try Data(png).write(to: URL(fileURLWithPath: reference))
                let safe = iconBackground ? 80.0 / 240 : 96.0 / 288
                let run = try ExternalProcess.run(python, [script, drawable, reference, String(safe)])
                try #require(run.status == 0, "\(name): \(run.stderr)")
                let stats = try #require(try JSONSerialization.jsonObject(with: run.data) as? [String: Double], "\(run.stdout)")
                #expect(stats["width"] == Double(fit.side * 4) && stats["height"] == Double(fit.side * 4))
                // Anti-aliased edges differ between two rasterizers; the fills match.
                #expect(stats["mean"]! < 0.5 && stats["over8"]! < 0.005 && stats["over2"]! < 0.02, "\(name) \(appearance): \(run.stdout)")
                #expect(stats["alphaOutside"] == 0, "\(name) \(appearance): drawn outside the safe circle: \(run.stdout)")
                print("VectorDrawable vs PNG, \(name), \(appearance), icon background \(iconBackground): \(run.stdout)", terminator: "")
            }
        }
    }
}
