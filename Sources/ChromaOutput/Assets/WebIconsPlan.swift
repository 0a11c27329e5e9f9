import ChromaAssetModel
import ChromaRaster
import ColorCore

/// The icons of a web app, in one folder:
///
/// - `icon-192.png` and `icon-512.png`, the web app manifest's icons (`purpose` any);
/// - `icon-maskable-512.png`, opaque, `purpose` maskable: platforms crop it to their own shape
///   and keep at least the central circle of 80 % of the side (the safe zone). With a
///   foreground, the scene is the background, full bleed, and the foreground is drawn over it,
///   shrunk about the center when it reaches beyond the safe circle (with a warning line); a
///   scene alone is shrunk until it fits inside the circle whole, padded with its edge color
///   (or the given background color);
/// - `apple-touch-icon.png`, 180², opaque (iOS fills transparency with black);
/// - `favicon.ico`, PNG-in-ICO with 16, 32 and 48 pixel images, each rendered at its size, and
///   `favicon.svg` where the scene is all vectors (``WebFaviconSVG``), with its dark drawing
///   under `prefers-color-scheme: dark` for an adaptive scene;
/// - `manifest-icons.json`, the manifest's `icons` member naming the three manifest icons, to
///   paste into `manifest.webmanifest`;
/// - with a startup screen, iOS startup images for every current iPhone and iPad
///   (``WebStartupImages``), light and dark;
/// - `head.html`, the `<link>` tags of all of them (``WebHeadSnippet``).
public enum WebIconsPlan {
    /// The manifest icons' sides.
    public static let manifestSides = [192, 512]
    /// The maskable icon's side.
    public static let maskableSide = 512
    /// The Apple touch icon's side.
    public static let appleTouchSide = 180
    /// The favicon's image sides.
    public static let faviconSides = [16, 32, 48]
    /// The safe zone's diameter as a fraction of a maskable icon's side.
    public static let safeZone = 0.8

    /// The files.
    /// - Parameters:
    ///   - folder: the folder the files are written in, relative to the output root.
    ///   - scenes: the icon's square scene (the any appearance).
    ///   - foreground: the maskable icon's foreground, drawn over the scene inside the safe zone.
    ///   - background: the color a scene alone is padded with in the maskable icon (default: its edge color).
    ///   - startup: the startup screen's scenes (any, and dark when given), drawn for each device.
    ///   - notes: where the warning lines go.
    /// - Throws: ``OutputError`` for a scene that is not square or an appearance other than any.
    public static func files(folder: String, scenes: AppearanceScenes, foreground: AppearanceScenes? = nil, background: Color? = nil,
                             startup: AppearanceScenes? = nil, notes: AssetNotes? = nil) throws -> [AssetFile] {
        try AssetSizing.check(scenes, kind: .web)
        if let foreground { try AssetSizing.check(foreground, kind: .web) }
        let scene = scenes.any
        func image(_ side: Int, _ treatment: AssetImage.Treatment = .asDrawn) throws -> AssetImage {
            AssetImage(scene: try AssetSizing.square(scene, side: side, kind: .web), treatment: treatment)
        }
        var files = try manifestSides.map { side in
            AssetFile(path: folder + "/icon-\(side).png", content: .image(try image(side)),
                      preview: side == maskableSide ? IconPreview(title: "Web icon (any): icon-\(side).png", appearance: .any, masks: []) { side in
                          AssetImage(scene: try AssetSizing.square(scene, side: side, kind: .web)) } : nil)
        }
        let maskablePath = folder + "/icon-maskable-\(maskableSide).png"
        let maskableScene = maskable(scene, foreground: foreground?.any, background: background, file: maskablePath, notes: notes)
        let maskablePreview = IconPreview(title: "Web maskable: icon-maskable-\(maskableSide).png", appearance: .any, masks: IconMask.launcherMasks + [.maskable]) { side in
            AssetImage(scene: maskableScene.scaled(by: Double(side) / Double(maskableSide), width: side, height: side), treatment: .opaque)
        }
        files.append(AssetFile(path: maskablePath, content: .image(AssetImage(scene: maskableScene, treatment: .opaque)), preview: maskablePreview))
        files.append(AssetFile(path: folder + "/apple-touch-icon.png", content: .image(try image(appleTouchSide, .opaque))))
        files.append(AssetFile(path: folder + "/favicon.ico", content: .icon(try faviconSides.map { try image($0) })))
        let vector = WebFaviconSVG.svg(scene)
        if let vector { files.append(.text(folder + "/favicon.svg", vector)) }
        files.append(.text(folder + "/manifest-icons.json", manifestSnippet()))
        var startupImages: [WebStartupImages.Image] = []
        if let startup {
            let (images, startupFiles) = try WebStartupImages.files(folder: folder, scenes: startup)
            startupImages = images
            files += startupFiles
        }
        files.append(.text(folder + "/head.html", WebHeadSnippet.html(startup: startupImages, vectorFavicon: vector != nil)))
        return files
    }

    /// The maskable icon's scene, `maskableSide` square: the scene full bleed with the
    /// foreground fitted into the safe circle over it, or the scene alone fitted whole into the
    /// circle on its edge color.
    static func maskable(_ scene: Scene, foreground: Scene?, background: Color?, file: String, notes: AssetNotes?) -> Scene {
        let zone = SafeZone.maskable
        if let foreground {
            var composed = ScenePlacement.centered(scene, factor: 1, side: maskableSide)
            let (factor, warning) = ScenePlacement.fit(foreground, zone: zone, file: file, what: "the foreground")
            if let warning { notes?.add(warning) }
            composed.layers += ScenePlacement.centered(foreground, factor: factor, side: maskableSide).layers
            return composed
        }
        let (factor, _) = ScenePlacement.fit(scene, zone: zone, file: file)
        return ScenePlacement.centered(scene, factor: factor, side: maskableSide, background: background ?? ScenePlacement.edgeColor(of: scene))
    }

    /// The manifest's `icons` member, as JSON.
    public static func manifestSnippet() -> String {
        func icon(_ side: Int, _ name: String, maskable: Bool) -> String {
            "    {\"src\": \"\(name)\", \"sizes\": \"\(side)x\(side)\", \"type\": \"image/png\", \"purpose\": \"\(maskable ? "maskable" : "any")\"}"
        }
        let icons = manifestSides.map { icon($0, "icon-\($0).png", maskable: false) } + [icon(maskableSide, "icon-maskable-\(maskableSide).png", maskable: true)]
        return "{\n  \"icons\": [\n" + icons.joined(separator: ",\n") + "\n  ]\n}\n"
    }
}
