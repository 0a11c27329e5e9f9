import ChromaPalette
import ChromaRaster
import ColorCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PNGSpecDecoder
import Testing
@testable import ChromaOutput

/// Android resources (densities, night folders, XML against the platform's names) and web icons.
@Suite struct AndroidAndWebTests {
    /// Checks an Android XML file against ``AndroidResourceReference`` with Foundation's parser.
    static func checkXML(_ path: String, root: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let checker = XMLChecker()
        let parser = XMLParser(data: data)
        parser.delegate = checker
        #expect(parser.parse(), "\(path): \(parser.parserError.map { "\($0)" } ?? "")")
        #expect(checker.root == root, "\(path): root \(checker.root ?? "none")")
        #expect(checker.problems.isEmpty, "\(path): \(checker.problems)")
    }

    final class XMLChecker: NSObject, XMLParserDelegate {
        var stack: [String] = [], problems: [String] = [], root: String?
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if root == nil { root = name }
            guard let rule = AndroidResourceReference.elements[name] else { problems.append("unknown element <\(name)>"); stack.append(name); return }
            if let parent = stack.last, let parentRule = AndroidResourceReference.elements[parent], !parentRule.children.contains(name) {
                problems.append("<\(name)> inside <\(parent)>")
            }
            for (key, value) in attributes {
                if !rule.attributes.contains(key) { problems.append("<\(name) \(key)>") }
                if key == "xmlns:android", value != AndroidResourceReference.namespace { problems.append("namespace \(value)") }
                if key == "android:gravity", !value.split(separator: "|").allSatisfy({ AndroidResourceReference.gravities.contains(String($0)) }) { problems.append("gravity \(value)") }
                if key == "android:drawable" || key == "android:src", !value.hasPrefix("@") { problems.append("\(key)=\(value) is not a reference") }
            }
            if stack.isEmpty, name != "resources", attributes["xmlns:android"] == nil { problems.append("no android namespace on <\(name)>") }
            stack.append(name)
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) { stack.removeLast() }
    }

    @Test(arguments: [1, 9, 25])
    func adaptiveLayersAtEveryDensityLightAndDark(_ side: Int) throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let res = folder.path + "/res"
        let foreground = AppearanceScenes(appearances: [.any]) { _ in
            Scene(width: side, height: side, layers: [Layer(paint: .solid(.white), shape: .circle(center: Point(x: Double(side) / 2, y: Double(side) / 2), radius: Double(side) / 4))])
        }
        try AssetOutput(path: res, kind: .android(.adaptive)).write(AssetScenes.all(side, side, [.any, .dark]), foreground: foreground, threads: 2)
        try Self.checkXML(res + "/mipmap-anydpi-v26/ic_launcher.xml", root: "adaptive-icon")
        let xml = try String(contentsOfFile: res + "/mipmap-anydpi-v26/ic_launcher.xml", encoding: .utf8)
        #expect(xml.contains("@mipmap/ic_launcher_foreground") && xml.contains("<monochrome"))
        for (density, scale) in AndroidResourcesPlan.densities {
            let px = Int(108 * scale)
            #expect([108, 162, 216, 324, 432].contains(px))
            for file in ["mipmap-\(density)/ic_launcher_background", "mipmap-night-\(density)/ic_launcher_background",
                         "mipmap-\(density)/ic_launcher_foreground", "mipmap-\(density)/ic_launcher_monochrome"] {
                let png = try AssetChecks.png(res + "/" + file + ".png")
                #expect(png.header.width == px && png.header.height == px, "\(file)")
                #expect(png.chunkTypes.contains("sRGB"), "\(file)")
            }
            let day = try AssetChecks.png(res + "/mipmap-\(density)/ic_launcher_background.png")
            let night = try AssetChecks.png(res + "/mipmap-night-\(density)/ic_launcher_background.png")
            AssetChecks.differOnlyLeftOf(Double(px) / 2, day, night, "\(side) \(density)")
            let mono = try AssetChecks.png(res + "/mipmap-\(density)/ic_launcher_monochrome.png")
            let fore = try AssetChecks.png(res + "/mipmap-\(density)/ic_launcher_foreground.png")
            #expect(mono.header.colorType == 4 || mono.header.colorType == 0)
            for i in stride(from: 0, to: mono.defaultImage.samples.count, by: 4) {
                let m = mono.defaultImage.samples, f = fore.defaultImage.samples
                guard m[i] == 255, m[i + 3] == f[i + 3] else { Issue.record("monochrome pixel \(i / 4) is not white with the foreground's alpha"); break }
            }
        }
        #expect(!FileManager.default.fileExists(atPath: res + "/mipmap-night-mdpi/ic_launcher_monochrome.png"))
    }

    @Test func launcherIconsAre48dp() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        try AssetOutput(path: folder.path + "/res", kind: .android(.launcher), name: "ic_brand").write(AssetScenes.all(5, 5, [.any]), threads: 2)
        for (density, px) in zip(["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"], [48, 72, 96, 144, 192]) {
            let png = try AssetChecks.png(folder.path + "/res/mipmap-\(density)/ic_brand.png")
            #expect(png.header.width == px && png.header.height == px)
            // The legacy round icon: the same icon cut to the circle.
            let round = try AssetChecks.png(folder.path + "/res/mipmap-\(density)/ic_brand_round.png")
            #expect(round.header.width == px && round.header.colorType == 6)
            MaskTests.expectClear(round, outsideRadius: Double(px) / 2 + 0.75, "round \(density)")
            MaskTests.expectOpaque(round, insideRadius: Double(px) / 2 - 1.5, "round \(density)")
        }
        #expect(folder.files.count == 10)
    }

    @Test(arguments: [(7, 5), (1, 1), (41, 73)])
    func splashDrawablesAtTheSceneSizeInDp(_ width: Int, _ height: Int) throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let res = folder.path + "/res"
        try AssetOutput(path: res, kind: .android(.splash)).write(AssetScenes.all(width, height, [.any, .dark]), threads: 2)
        try Self.checkXML(res + "/drawable/splash_background.xml", root: "layer-list")
        for (density, scale) in AndroidResourcesPlan.densities {
            for night in ["", "night-"] {
                let png = try AssetChecks.png(res + "/drawable-\(night)\(density)/splash.png")
                #expect(png.header.width == max(1, Int((Double(width) * scale).rounded())) && png.header.height == max(1, Int((Double(height) * scale).rounded())),
                        "\(night)\(density): \(png.header.width)×\(png.header.height)")
            }
        }
        #expect(folder.files.count == 13)
        try Self.checkXML(res + "/values/splash.xml", root: "resources")
        try Self.checkXML(res + "/values-night/splash.xml", root: "resources")
    }

    @Test func androidHasNoHighContrastQualifierAndNamesAreResourceNames() {
        #expect(throws: OutputError.self) {
            try AndroidResourcesPlan.files(res: "res", kind: .drawable, name: nil, scenes: AssetScenes.all(2, 2, [.any, .highContrast]))
        }
        for bad in ["Splash", "1x", "a-b", "", "ä"] {
            #expect(throws: OutputError.self, "\(bad)") { try AndroidResourcesPlan.files(res: "res", kind: .drawable, name: bad, scenes: AssetScenes.all(2, 2, [.any])) }
        }
    }

    @Test func paletteColorsDayAndNight() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let palette = Palette(entries: [.init(name: "brand", color: Color(rgb: 0x1e3c72)), .init(name: "brand-dark", color: Color(rgb: 0x8fb0ff)),
                                        .init(name: "Accent Color", color: Color(rgb: 0xff7e5f, opacity: 0.5))])
        try AssetWriter(threads: 1).write(AndroidResourcesPlan.colorFiles(res: folder.path + "/res", palette: palette))
        try Self.checkXML(folder.path + "/res/values/colors.xml", root: "resources")
        try Self.checkXML(folder.path + "/res/values-night/colors.xml", root: "resources")
        let day = try String(contentsOfFile: folder.path + "/res/values/colors.xml", encoding: .utf8)
        let night = try String(contentsOfFile: folder.path + "/res/values-night/colors.xml", encoding: .utf8)
        #expect(day.contains("<color name=\"brand\">#1E3C72</color>") && day.contains("<color name=\"accent_color\">#80FF7E5F</color>"))
        #expect(!day.contains("brand_dark") && night.contains("<color name=\"brand\">#8FB0FF</color>") && !night.contains("accent"))
    }

    @Test(arguments: [1, 48, 512])
    func webIcons(_ side: Int) throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        var scene = AppIconTests.disc(side, .any)
        scene.background = .clear
        try AssetOutput(path: folder.path + "/icons", kind: .web).write(AppearanceScenes(scene), threads: 2)
        let sizes = ["icon-192.png": 192, "icon-512.png": 512, "icon-maskable-512.png": 512, "apple-touch-icon.png": 180]
        for (name, px) in sizes {
            let png = try AssetChecks.png(folder.path + "/icons/" + name)
            #expect(png.header.width == px && png.header.height == px, "\(name)")
            if name.contains("maskable") || name.contains("apple") { #expect(png.header.colorType == 2, "\(name) must be opaque") }
        }
        let ico = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.path + "/icons/favicon.ico")))
        func u16(_ i: Int) -> Int { Int(ico[i]) | Int(ico[i + 1]) << 8 }
        func u32(_ i: Int) -> Int { u16(i) | u16(i + 2) << 16 }
        #expect(u16(0) == 0 && u16(2) == 1 && u16(4) == 3)
        for (index, px) in [16, 32, 48].enumerated() {
            let entry = 6 + 16 * index
            #expect(Int(ico[entry]) == px && Int(ico[entry + 1]) == px && u16(entry + 4) == 1 && u16(entry + 6) == 32)
            let png = try SpecPNG.decode(Array(ico[u32(entry + 12)..<(u32(entry + 12) + u32(entry + 8))]))
            #expect(png.header.width == px && png.header.height == px)
        }
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path + "/icons/manifest-icons.json"))) as? [String: Any])
        let icons = try #require(manifest["icons"] as? [[String: String]])
        #expect(icons.map { $0["src"]! } == ["icon-192.png", "icon-512.png", "icon-maskable-512.png"])
        #expect(icons.map { $0["sizes"]! } == ["192x192", "512x512", "512x512"] && icons.allSatisfy { $0["type"] == "image/png" })
        #expect(icons.map { $0["purpose"] } == ["any", "any", "maskable"])
        for icon in icons { #expect(FileManager.default.fileExists(atPath: folder.path + "/icons/" + icon["src"]!)) }
    }
}
