import ChromaRaster
import ColorCore
import Foundation
import PNGSpecDecoder
import Testing
@testable import ChromaOutput

/// A fresh folder for one test; removed by the caller's `defer`.
struct AssetFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-assets-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// Every file below the folder, relative, sorted; hidden ones included.
    var files: [String] {
        (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }
}

/// Scenes whose appearances differ in one known place: an opaque background, and an accent
/// rectangle over the left half whose color is the appearance's.
enum AssetScenes {
    static let accents: [AssetAppearance: Color] = [
        .any: Color(rgb: 0xd03020), .dark: Color(rgb: 0x3050e0), .highContrast: Color(rgb: 0x000000), .darkHighContrast: Color(rgb: 0xffffff),
    ]

    static func scene(_ width: Int, _ height: Int, _ appearance: AssetAppearance, background: Color = Color(rgb: 0x208060)) -> Scene {
        Scene(width: width, height: height, background: background, layers: [
            Layer(paint: .solid(accents[appearance]!), shape: .rect(Rect(x: 0, y: 0, width: Double(width) / 2, height: Double(height)))),
        ])
    }

    static func all(_ width: Int, _ height: Int, _ appearances: [AssetAppearance] = AssetAppearance.allCases) -> AppearanceScenes {
        AppearanceScenes(appearances: appearances) { scene(width, height, $0) }
    }
}

enum AssetChecks {
    /// A `Contents.json` parsed back by Foundation's JSON reader, as a dictionary.
    static func json(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(path) is not a JSON object")
    }

    /// Checks every key and value of a `Contents.json` against Apple's reference (the table in
    /// ``AssetCatalogReference``); returns its `images`.
    @discardableResult
    static func checkContents(_ path: String, kind: String) throws -> [[String: Any]] {
        let root = try json(path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasSuffix("}\n") && !text.contains("\t") && text.contains("\"info\" : {"), "\(path) is not laid out as Xcode writes it")
        for key in root.keys { #expect(AssetCatalogReference.topKeys[kind]!.contains(key), "\(path): \(key) is not a key of a \(kind)") }
        let info = try #require(root["info"] as? [String: Any], "\(path): no info")
        #expect(Set(info.keys) == AssetCatalogReference.infoKeys, "\(path): info keys \(info.keys)")
        #expect(info["version"] as? Int == 1 && info["author"] is String, "\(path): info")
        guard kind == "imageset" || kind == "appiconset" else { return [] }
        let images = try #require(root["images"] as? [[String: Any]], "\(path): no images array")
        for image in images {
            for (key, value) in image {
                #expect(AssetCatalogReference.imageKeys.contains(key), "\(path): \(key) is not an image key")
                if let allowed = AssetCatalogReference.values[key] { #expect(allowed.contains(value as? String ?? ""), "\(path): \(key) = \(value)") }
            }
            #expect(image["idiom"] != nil, "\(path): an image without an idiom")
            if kind == "imageset" { #expect(image["scale"] != nil && image["size"] == nil, "\(path): an image set entry") }
            if kind == "appiconset" {
                let idiom = image["idiom"] as? String ?? ""
                #expect(AssetCatalogReference.iconSizes[idiom]?.contains(image["size"] as? String ?? "") == true, "\(path): size \(image["size"] ?? "none") for \(idiom)")
            }
            if let appearances = image["appearances"] {
                let list = try #require(appearances as? [[String: Any]], "\(path): appearances is not an array of objects")
                #expect(!list.isEmpty)
                for item in list {
                    #expect(Set(item.keys) == AssetCatalogReference.appearanceKeys, "\(path): appearance keys \(item.keys)")
                    let kind = item["appearance"] as? String ?? ""
                    #expect(AssetCatalogReference.appearanceValues[kind]?.contains(item["value"] as? String ?? "") == true, "\(path): \(item)")
                }
            }
        }
        return images
    }

    /// The appearance an entry's `appearances` describe.
    static func appearance(of image: [String: Any]) -> String {
        let list = image["appearances"] as? [[String: String]] ?? []
        let dark = list.contains { $0["appearance"] == "luminosity" && $0["value"] == "dark" }
        let high = list.contains { $0["appearance"] == "contrast" && $0["value"] == "high" }
        if let tint = list.first(where: { $0["value"] == "tinted" }) { return tint["value"]! }
        return dark ? (high ? "dark-high-contrast" : "dark") : (high ? "high-contrast" : "any")
    }

    /// A decoded PNG.
    static func png(_ path: String) throws -> SpecPNG.Image {
        try SpecPNG.read(contentsOf: path)
    }

    /// Checks that two images of the same size differ in every pixel left of `edge` (in
    /// pixels; the accent rectangle) and nowhere from ⌈edge⌉ on.
    static func differOnlyLeftOf(_ edge: Double, _ a: SpecPNG.Image, _ b: SpecPNG.Image, _ what: String) {
        #expect(a.header.width == b.header.width && a.header.height == b.header.height, "\(what): sizes")
        let width = a.header.width
        for y in 0..<a.header.height {
            for x in 0..<width {
                let i = 4 * (y * width + x)
                let same = a.defaultImage.samples[i..<i + 4].elementsEqual(b.defaultImage.samples[i..<i + 4])
                if Double(x + 1) <= edge, same { Issue.record("\(what): pixel (\(x), \(y)) inside the accent is the same"); return }
                if Double(x) >= edge.rounded(.up), !same { Issue.record("\(what): pixel (\(x), \(y)) outside the accent differs"); return }
            }
        }
    }
}
