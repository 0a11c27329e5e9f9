import ChromaJSON
import ChromaRaster

/// The files of an asset catalog app icon (`NAME.appiconset`), in Xcode's single-size layout:
///
/// - `NAME.png`, 1024², opaque (App Store Connect refuses an icon with alpha: the scene's
///   background is composited over white), `platform` ios, `idiom` universal, `size` 1024x1024;
/// - `NAME-dark.png`, the dark appearance's scene as drawn (iOS 18's dark icon may be
///   transparent: the system puts its own dark backdrop behind it), when a dark scene is given;
///   otherwise the dark slot is listed without a file, as Xcode leaves an empty slot;
/// - `NAME-tinted.png`, `luminosity` tinted: the dark scene (or the default one) in gray, each
///   pixel its Rec. 709 luma, alpha kept — Apple's convention for the tinted icon, which the
///   system colors;
/// - with `macOS`, `NAME-mac-16.png` … `NAME-mac-512@2x.png`: `idiom` mac at 16, 32, 128, 256
///   and 512 points, 1× and 2×, each rendered at its size on Apple's macOS icon grid
///   (``MacIconGrid``): the scene drawn inside the rounded-rectangle body, transparent around
///   it, over the body's drop shadow.
public enum AppIconPlan {
    /// The iOS icon's side in pixels.
    public static let iosSide = 1024
    /// The macOS icon sizes in points, each at 1× and 2×.
    public static let macSizes = [16, 32, 128, 256, 512]

    /// The icon set's files, the catalog's `Contents.json` files above it included. A dark
    /// appearance that draws as the default one (``AppearanceScenes/darkDrawsAsDefault``) is
    /// written as asked, the default drawing in the dark slot, with one line in `notes` saying so.
    /// - Throws: ``OutputError`` for a scene that is not square, a dark-high-contrast appearance, a bad name.
    public static func files(folder: String, scenes: AppearanceScenes, macOS: Bool, notes: AssetNotes? = nil) throws -> [AssetFile] {
        let kind = AssetKind.appIcon(macOS: macOS)
        try AssetSizing.check(scenes, kind: kind)
        let name = try AssetCatalogFolders.assetName(folder, suffix: "appiconset")
        var files: [AssetFile] = [], entries: [JSON] = []
        func ios(_ filename: String?, luminosity: String?) -> JSON {
            var entry: JSONObject = ["idiom": .string("universal"), "platform": .string("ios"), "size": .string("1024x1024")]
            if let filename { entry["filename"] = .string(filename) }
            if let luminosity { entry["appearances"] = .array([.object(["appearance": .string("luminosity"), "value": .string(luminosity)])]) }
            return .object(entry)
        }
        func add(_ filename: String, _ scene: Scene, _ treatment: AssetImage.Treatment, preview: AssetAppearance? = nil) throws {
            let icon = IconPreview(title: "iOS app icon: \(name).png", appearance: preview ?? .any, masks: [.iOS]) { side in
                AssetImage(scene: try AssetSizing.square(scene, side: side, kind: kind), treatment: treatment)
            }
            files.append(AssetFile(path: folder + "/" + filename, content: .image(AssetImage(scene: try AssetSizing.square(scene, side: iosSide, kind: kind), treatment: treatment)),
                                   preview: preview == nil ? nil : icon))
        }
        try add(name + ".png", scenes.any, .opaque, preview: .any)
        entries.append(ios(name + ".png", luminosity: nil))
        if let dark = scenes[.dark] {
            if scenes.darkDrawsAsDefault {
                notes?.add("\(folder): the dark appearance draws as the default one (the scene has no dark colors): \(name)-dark.png is the default drawing, "
                    + "which dark mode shows as it is instead of the system's own dark icon; give a dark scene or adaptive colors for a dark icon of its own")
            }
            try add(name + "-dark.png", dark, .asDrawn, preview: .dark)
            entries.append(ios(name + "-dark.png", luminosity: "dark"))
        } else {
            entries.append(ios(nil, luminosity: "dark"))
        }
        try add(name + "-tinted.png", scenes[.dark] ?? scenes.any, .grayscale)
        entries.append(ios(name + "-tinted.png", luminosity: "tinted"))
        if macOS {
            for size in macSizes {
                for scale in [1, 2] {
                    let filename = "\(name)-mac-\(size)\(scale == 1 ? "" : "@2x").png"
                    let any = scenes.any
                    let preview = size * scale == 1024 ? IconPreview(title: "macOS app icon: \(name)-mac-*.png", appearance: .any, masks: [.macOS]) { side in
                        try macImage(any, side: side)
                    } : nil
                    files.append(AssetFile(path: folder + "/" + filename, content: .image(try macImage(any, side: size * scale)), preview: preview))
                    entries.append(.object(["filename": .string(filename), "idiom": .string("mac"), "scale": .string("\(scale)x"), "size": .string("\(size)x\(size)")]))
                }
            }
        }
        let contents = JSON.object(["images": .array(entries), "info": XcodeJSON.info])
        return AssetCatalogFolders.contentsFiles(above: folder) + files + [.text(folder + "/Contents.json", XcodeJSON.text(contents))]
    }

    /// A macOS icon `side` pixels square: the scene inside the grid's body, cut to its
    /// continuous corners, over its shadow.
    /// - Throws: ``OutputError/sceneNotSquare(kind:width:height:)``.
    static func macImage(_ scene: Scene, side: Int) throws -> AssetImage {
        guard scene.width == scene.height else { throw OutputError.sceneNotSquare(kind: AssetKind.appIcon(macOS: true).name, width: scene.width, height: scene.height) }
        let canvas = Double(side)
        let placed = ScenePlacement.place(scene, in: MacIconGrid.body(side: canvas), width: side, height: side)
        return AssetImage(scene: placed, treatment: .framed(.init(body: MacIconGrid.bodyShape(side: canvas), shadow: MacIconGrid.shadow(side: canvas))))
    }
}
