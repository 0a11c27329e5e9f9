import ChromaPalette
import ChromaRaster

/// The files of Android resources in a `res` folder (docs/ASSETS.md has the tree):
///
/// - launcher: `mipmap-{m,h,xh,xxh,xxxh}dpi/NAME.png`, 48 dp: 48, 72, 96, 144 and 192 px;
/// - adaptive: the 108 dp layers, 108, 162, 216, 324 and 432 px, in the same folders:
///   `NAME_background.png` (the scene), `NAME_foreground.png` (the foreground scene, when there
///   is one), `NAME_monochrome.png` (white, its alpha the foreground's alpha, or without a
///   foreground the scene's luma: Android 13's themed icon tints it), and
///   `mipmap-anydpi-v26/NAME.xml`, the `<adaptive-icon>` naming them;
/// - splash and drawable: `drawable-*dpi/NAME.png` at the scene's size in dp × 1, 1.5, 2, 3, 4;
///   a splash also gets `drawable/NAME_background.xml`, a `<layer-list>` whose `<bitmap>`
///   fills the window with it (for `android:windowBackground`).
///
/// The dark appearance goes to the same names under `-night` folders (`mipmap-night-xxhdpi`,
/// `drawable-night-hdpi`): the night qualifier comes before the density, as Android orders
/// qualifiers.
public enum AndroidResourcesPlan {
    /// The densities: qualifier and scale from dp to pixels.
    public static let densities: [(qualifier: String, scale: Double)] = [("mdpi", 1), ("hdpi", 1.5), ("xhdpi", 2), ("xxhdpi", 3), ("xxxhdpi", 4)]
    /// The launcher icon's side in dp.
    public static let launcherSide = 48
    /// The adaptive icon's layer side in dp.
    public static let adaptiveSide = 108
    /// The Android namespace.
    static let namespace = "http://schemas.android.com/apk/res/android"

    /// The resource files of `kind` named `name` (default: the kind's).
    /// - Throws: ``OutputError`` for a bad name, a scene that is not square, an appearance
    ///   Android has no qualifier for, a size over the limit.
    public static func files(res: String, kind: AndroidAsset, name: String?, scenes: AppearanceScenes,
                             foreground: AppearanceScenes? = nil) throws -> [AssetFile] {
        let assetKind = AssetKind.android(kind)
        try AssetSizing.check(scenes, kind: assetKind)
        if let foreground { try AssetSizing.check(foreground, kind: assetKind) }
        let name = try resourceName(name ?? kind.defaultName)
        var files: [AssetFile] = []
        func folder(_ type: String, _ appearance: AssetAppearance, _ density: String) -> String {
            res + "/" + type + (appearance.isDark ? "-night-" : "-") + density
        }
        switch kind {
        case .launcher:
            for (appearance, scene) in scenes.variants {
                for density in densities {
                    let image = AssetImage(scene: try AssetSizing.square(scene, side: Int(Double(launcherSide) * density.scale), kind: assetKind))
                    files.append(AssetFile(path: folder("mipmap", appearance, density.qualifier) + "/\(name).png", content: .image(image)))
                }
            }
        case .adaptive:
            for density in densities {
                let side = Int(Double(adaptiveSide) * density.scale)
                for (appearance, scene) in scenes.variants {
                    let path = folder("mipmap", appearance, density.qualifier) + "/\(name)_background.png"
                    files.append(AssetFile(path: path, content: .image(AssetImage(scene: try AssetSizing.square(scene, side: side, kind: assetKind)))))
                }
                for (appearance, scene) in foreground?.variants ?? [] {
                    let path = folder("mipmap", appearance, density.qualifier) + "/\(name)_foreground.png"
                    files.append(AssetFile(path: path, content: .image(AssetImage(scene: try AssetSizing.square(scene, side: side, kind: assetKind)))))
                }
                let source = foreground?.any ?? scenes.any
                let mask = AssetImage(scene: try AssetSizing.square(source, side: side, kind: assetKind), treatment: .whiteMask(luminance: foreground == nil))
                files.append(AssetFile(path: folder("mipmap", .any, density.qualifier) + "/\(name)_monochrome.png", content: .image(mask)))
            }
            files.append(.text(res + "/mipmap-anydpi-v26/\(name).xml", adaptiveIconXML(name: name, hasForeground: foreground != nil)))
        case .splash, .drawable:
            for (appearance, scene) in scenes.variants {
                for density in densities {
                    let path = folder("drawable", appearance, density.qualifier) + "/\(name).png"
                    files.append(AssetFile(path: path, content: .image(AssetImage(scene: try AssetSizing.scene(scene, factor: density.scale, file: path)))))
                }
            }
            if kind == .splash { files.append(.text(res + "/drawable/\(name)_background.xml", splashXML(name: name))) }
        }
        return files
    }

    /// `values/colors.xml`, and `values-night/colors.xml` when a color has a dark value
    /// (``AndroidColorResources``).
    public static func colorFiles(res: String, palette: Palette, fileName: String = "colors.xml") -> [AssetFile] {
        let (day, night) = AndroidColorResources.files(palette)
        var files = [AssetFile(path: res + "/values/" + fileName, content: .bytes(Array(day)))]
        if let night { files.append(AssetFile(path: res + "/values-night/" + fileName, content: .bytes(Array(night)))) }
        return files
    }

    /// The `<adaptive-icon>` of the layers: background, foreground (a transparent color when
    /// there is no foreground scene) and monochrome.
    static func adaptiveIconXML(name: String, hasForeground: Bool) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <adaptive-icon xmlns:android="\(namespace)">
            <background android:drawable="@mipmap/\(name)_background"/>
            <foreground android:drawable="\(hasForeground ? "@mipmap/\(name)_foreground" : "@android:color/transparent")"/>
            <monochrome android:drawable="@mipmap/\(name)_monochrome"/>
        </adaptive-icon>

        """
    }

    /// A `<layer-list>` whose one `<bitmap>` fills the window with the drawable.
    static func splashXML(name: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <layer-list xmlns:android="\(namespace)">
            <item>
                <bitmap android:gravity="fill" android:src="@drawable/\(name)"/>
            </item>
        </layer-list>

        """
    }

    /// An Android resource name: a lowercase ASCII letter, then lowercase letters, digits and `_`.
    /// - Throws: ``OutputError/badAssetName(_:reason:)``.
    static func resourceName(_ name: String) throws -> String {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first),
              name.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }), name.count <= 200 else {
            throw OutputError.badAssetName(name, reason: "Android resource names are a lowercase letter, then lowercase letters, digits and _ (at most 200)")
        }
        guard !AndroidNames.javaKeywords.contains(name) else {
            throw OutputError.badAssetName(name, reason: "it is a Java keyword, which the app's R class cannot name (R.mipmap.\(name)); expected another name, such as \(name)_icon")
        }
        return name
    }
}
