import ChromaRaster

/// The icons of a web app, in one folder:
///
/// - `icon-192.png` and `icon-512.png`, the web app manifest's icons;
/// - `icon-maskable-512.png`, opaque, `purpose` maskable: the platform crops it to its own
///   shape and keeps at least the central circle of 80% of the side (the safe zone), so the
///   scene is drawn full-bleed and what must be seen belongs inside that circle;
/// - `apple-touch-icon.png`, 180², opaque (iOS fills transparency with black);
/// - `favicon.ico`, PNG-in-ICO with 16, 32 and 48 pixel images, each rendered at its size;
/// - `manifest-icons.json`, the manifest's `icons` member naming the three manifest icons, to
///   paste into `manifest.webmanifest`.
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
    /// - Throws: ``OutputError`` for a scene that is not square or an appearance other than any.
    public static func files(folder: String, scenes: AppearanceScenes) throws -> [AssetFile] {
        try AssetSizing.check(scenes, kind: .web)
        let scene = scenes.any
        func image(_ side: Int, _ treatment: AssetImage.Treatment = .asDrawn) throws -> AssetImage {
            AssetImage(scene: try AssetSizing.square(scene, side: side, kind: .web), treatment: treatment)
        }
        var files = try manifestSides.map { AssetFile(path: folder + "/icon-\($0).png", content: .image(try image($0))) }
        files.append(AssetFile(path: folder + "/icon-maskable-\(maskableSide).png", content: .image(try image(maskableSide, .opaque))))
        files.append(AssetFile(path: folder + "/apple-touch-icon.png", content: .image(try image(appleTouchSide, .opaque))))
        files.append(AssetFile(path: folder + "/favicon.ico", content: .icon(try faviconSides.map { try image($0) })))
        files.append(.text(folder + "/manifest-icons.json", manifestSnippet()))
        return files
    }

    /// The manifest's `icons` member, as JSON.
    public static func manifestSnippet() -> String {
        func icon(_ side: Int, _ name: String, maskable: Bool) -> String {
            "    {\"src\": \"\(name)\", \"sizes\": \"\(side)x\(side)\", \"type\": \"image/png\"\(maskable ? ", \"purpose\": \"maskable\"" : "")}"
        }
        let icons = manifestSides.map { icon($0, "icon-\($0).png", maskable: false) } + [icon(maskableSide, "icon-maskable-\(maskableSide).png", maskable: true)]
        return "{\n  \"icons\": [\n" + icons.joined(separator: ",\n") + "\n  ]\n}\n"
    }
}
