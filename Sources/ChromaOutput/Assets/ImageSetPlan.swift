import ChromaJSON
import ChromaRaster

/// The files of an asset catalog image set (`NAME.imageset`): for each appearance, the scene
/// at 1×, 2× and 3× of its size in points (`NAME.png`, `NAME@2x.png`, `NAME@3x.png`; a variant
/// adds `-dark`, `-high-contrast` or `-dark-high-contrast` before the `@`), and the set's
/// `Contents.json` listing them (`idiom` universal, `scale`, `filename`, `appearances`).
///
/// Display P3 content (a scene whose color profile is Display P3) is written twice per scale
/// and appearance: an sRGB file (`display-gamut` `sRGB`, colors mapped into sRGB) and a
/// P3-tagged one (`-P3`, `display-gamut` `display-P3`), so devices of each gamut get theirs.
public enum ImageSetPlan {
    /// The scales of an image set.
    public static let scales = [1, 2, 3]

    /// The image set's files, the catalog's `Contents.json` files above it included.
    /// - Throws: ``OutputError`` for a bad name or a size over the limit.
    public static func files(folder: String, scenes: AppearanceScenes) throws -> [AssetFile] {
        try AssetSizing.check(scenes, kind: .imageSet)
        let name = try AssetCatalogFolders.assetName(folder, suffix: "imageset")
        let wide = scenes.variants.contains { $0.scene.colorProfile == .displayP3 }
        var files: [AssetFile] = [], entries: [JSON] = []
        for scale in scales {
            for (appearance, scene) in scenes.variants {
                for gamut in wide ? [OutputColorSpace.srgb, .displayP3] : [scene.colorProfile] {
                    let filename = name + appearance.fileSuffix + (wide && gamut == .displayP3 ? "-P3" : "") + (scale == 1 ? "" : "@\(scale)x") + ".png"
                    var drawn = try AssetSizing.scene(scene, factor: Double(scale), file: folder + "/" + filename)
                    drawn.colorProfile = gamut
                    files.append(AssetFile(path: folder + "/" + filename, content: .image(AssetImage(scene: drawn))))
                    var entry: JSONObject = ["filename": .string(filename), "idiom": .string("universal"), "scale": .string("\(scale)x")]
                    if let list = AssetCatalogFolders.appearances(appearance) { entry["appearances"] = list }
                    if wide { entry["display-gamut"] = .string(gamut == .displayP3 ? "display-P3" : "sRGB") }
                    entries.append(.object(entry))
                }
            }
        }
        let contents = JSON.object(["images": .array(entries), "info": XcodeJSON.info])
        return AssetCatalogFolders.contentsFiles(above: folder) + files + [.text(folder + "/Contents.json", XcodeJSON.text(contents))]
    }
}
