import ChromaPalette
import ChromaRaster
import ColorCore

/// The files of Android resources in a `res` folder (docs/ASSETS.md has the tree):
///
/// - launcher: `mipmap-{m,h,xh,xxh,xxxh}dpi/NAME.png`, 48 dp: 48, 72, 96, 144 and 192 px;
/// - adaptive: the 108 dp layers, 108, 162, 216, 324 and 432 px, in the same folders:
///   `NAME_background.png` (the scene, full bleed, under a foreground; a scene alone is the
///   whole icon and follows the web maskable icon's rule with the 66 dp safe circle: its
///   backdrop full bleed and its shapes shrunk into the circle, with a warning line, or without
///   a backdrop shrunk whole with its edges continued), `NAME_foreground.png` (the foreground
///   scene, when there is one), `NAME_monochrome.png` (white, its alpha the foreground's alpha:
///   Android 13's themed icon tints it; none without a foreground), and
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
                             foreground: AppearanceScenes? = nil, splash: AndroidSplashPlan.Options = .init(),
                             notes: AssetNotes? = nil) throws -> [AssetFile] {
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
                    let side = Int(Double(launcherSide) * density.scale)
                    let square = try AssetSizing.square(scene, side: side, kind: assetKind)
                    let preview = density.qualifier == "xxxhdpi" ? IconPreview(title: "Android launcher: mipmap-*/\(name).png", appearance: appearance,
                                                                               masks: [.circle]) { side in
                        AssetImage(scene: try AssetSizing.square(scene, side: side, kind: assetKind))
                    } : nil
                    files.append(AssetFile(path: folder("mipmap", appearance, density.qualifier) + "/\(name).png", content: .image(AssetImage(scene: square)),
                                           preview: preview))
                    // The legacy round icon (android:roundIcon before Android 8): cut to the circle.
                    let round = AssetImage(scene: square, treatment: .framed(.init(body: IconMask.circle.shape(side: Double(side)))))
                    files.append(AssetFile(path: folder("mipmap", appearance, density.qualifier) + "/\(name)_round.png", content: .image(round)))
                }
            }
        case .adaptive:
            // The foreground (and the monochrome layer drawn from it) stays inside the 66 dp
            // safe circle: shrunk once, at every density alike, when it reaches beyond it.
            var factor = 1.0
            if let foreground {
                let fit = ScenePlacement.fit(foreground.any, zone: .adaptive, file: res + "/mipmap-*/\(name)_foreground.png", what: "the foreground")
                factor = fit.factor
                if let warning = fit.warning { notes?.add(warning) }
            } else {
                notes?.add("\(res)/mipmap-anydpi-v26/\(name).xml: no monochrome (themed icon) layer: it is drawn from the foreground's shape and this adaptive icon has no foreground (give one: foreground: in an assets document)")
            }
            // The launcher shows the central 72 of the 108 dp.
            let visible = 72.0 / Double(adaptiveSide)
            for density in densities {
                let side = Int(Double(adaptiveSide) * density.scale)
                for (appearance, scene) in scenes.variants {
                    let path = folder("mipmap", appearance, density.qualifier) + "/\(name)_background.png"
                    let front = foreground.map { $0[appearance] ?? $0.any }
                    let preview = density.qualifier == "xxxhdpi" ? IconPreview(title: "Android adaptive: mipmap-*/\(name)", appearance: appearance,
                                                                               masks: IconMask.launcherMasks) { [factor] side in
                        guard let front else {
                            return WebIconsPlan.maskable(scene, foreground: nil, background: nil, side: side, file: path, notes: nil, zone: .adaptive, visible: visible)
                        }
                        // The foreground over the background.
                        var icon = IconPreviewSheet.viewport(scene, fraction: visible, side: side)
                        icon.layers += IconPreviewSheet.viewport(ScenePlacement.centered(front, factor: factor, side: front.width), fraction: visible, side: side).layers
                        return AssetImage(scene: icon)
                    } : nil
                    guard scene.width == scene.height else {
                        throw OutputError.sceneNotSquare(kind: assetKind.name, width: scene.width, height: scene.height)
                    }
                    let image: AssetImage
                    if foreground != nil {
                        image = AssetImage(scene: try AssetSizing.square(scene, side: side, kind: assetKind))
                    } else {
                        // One scene is the whole icon: its backdrop full bleed and its shapes
                        // inside the safe circle, or shrunk whole with its edges continued, as a
                        // web maskable icon is (the warning line once for every density, and
                        // for the night layer only when it reaches elsewhere).
                        let file = folder("mipmap", appearance, "*") + "/\(name)_background.png"
                        let lines = AssetNotes()
                        image = WebIconsPlan.maskable(scene, foreground: nil, background: nil, side: side, file: file,
                                                      notes: density.qualifier == densities[0].qualifier ? lines : nil, zone: .adaptive)
                        for line in lines.lines where !(notes?.lines.contains(line.replacing("mipmap-night-*", with: "mipmap-*")) ?? true) {
                            notes?.add(line)
                        }
                    }
                    files.append(AssetFile(path: path, content: .image(image), preview: preview))
                }
                if let foreground {
                    for (appearance, scene) in foreground.variants {
                        let path = folder("mipmap", appearance, density.qualifier) + "/\(name)_foreground.png"
                        files.append(AssetFile(path: path, content: .image(AssetImage(scene: ScenePlacement.centered(scene, factor: factor, side: side)))))
                    }
                    // Android 13's themed icon: white, the foreground's alpha; the system tints it.
                    let mask = AssetImage(scene: ScenePlacement.centered(foreground.any, factor: factor, side: side), treatment: .whiteMask(luminance: false))
                    files.append(AssetFile(path: folder("mipmap", .any, density.qualifier) + "/\(name)_monochrome.png", content: .image(mask),
                                           preview: density.qualifier == "xxxhdpi" ? themedPreview(foreground.any, factor: factor, name: name, appearance: .any) : nil))
                }
            }
            let xml = adaptiveIconXML(name: name, hasForeground: foreground != nil)
            // The themed icon's dark preview goes with the XML that names the monochrome layer.
            files.append(AssetFile(path: res + "/mipmap-anydpi-v26/\(name).xml", content: .bytes(Array(xml.utf8)),
                                   preview: foreground.map { themedPreview($0.any, factor: factor, name: name, appearance: .dark) }))
            files.append(.text(res + "/mipmap-anydpi-v26/\(name)_round.xml", xml))
        case .splash, .drawable:
            for (appearance, scene) in scenes.variants {
                for density in densities {
                    let path = folder("drawable", appearance, density.qualifier) + "/\(name).png"
                    files.append(AssetFile(path: path, content: .image(AssetImage(scene: try AssetSizing.scene(scene, factor: density.scale, file: path)))))
                }
            }
            if kind == .splash { files += try AndroidSplashPlan.files(res: res, name: name, scenes: scenes, options: splash, notes: notes) }
        }
        return files
    }

    /// `values/colors.xml`, and `values-night/colors.xml` when a color has a dark value
    /// (`AndroidColorResources`).
    public static func colorFiles(res: String, palette: Palette, fileName: String = "colors.xml") -> [AssetFile] {
        let (day, night) = AndroidColorResources.files(palette)
        var files = [AssetFile(path: res + "/values/" + fileName, content: .bytes(Array(day)))]
        if let night { files.append(AssetFile(path: res + "/values-night/" + fileName, content: .bytes(Array(night)))) }
        return files
    }

    /// The tints a launcher gives a themed icon on the contact sheet, light and dark: Material
    /// 3's baseline blue tones (the glyph in primary-container tones, on its container).
    static let themedTints: [Bool: (ink: Color, background: Color)] = [
        false: (Color(rgb: 0x001B3E), Color(rgb: 0xD6E3FF)),
        true: (Color(rgb: 0xD6E3FF), Color(rgb: 0x2F3036)),
    ]

    /// The contact sheet's themed-icon row: the monochrome layer (the foreground's alpha) tinted
    /// as a launcher tints it, its central 72 of 108 dp, under the launcher shapes.
    static func themedPreview(_ foreground: Scene, factor: Double, name: String, appearance: AssetAppearance) -> IconPreview {
        let tint = themedTints[appearance.isDark]!
        return IconPreview(title: "Android themed: mipmap-*/\(name)_monochrome", appearance: appearance, masks: IconMask.launcherMasks) { side in
            let visible = 72.0 / Double(adaptiveSide)
            let silhouette = IconPreviewSheet.viewport(ScenePlacement.centered(foreground, factor: factor, side: foreground.width), fraction: visible, side: side)
            return AssetImage(scene: silhouette, treatment: .themed(ink: tint.ink, background: tint.background))
        }
    }

    /// The `<adaptive-icon>` of the layers: background, foreground (a transparent color when
    /// there is no foreground scene) and, with a foreground, monochrome (drawn from its shape).
    /// The same file serves as `NAME.xml` and `NAME_round.xml` (`android:roundIcon`).
    static func adaptiveIconXML(name: String, hasForeground: Bool) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>",
            "<adaptive-icon xmlns:android=\"\(namespace)\">",
            "    <background android:drawable=\"@mipmap/\(name)_background\"/>",
            "    <foreground android:drawable=\"\(hasForeground ? "@mipmap/\(name)_foreground" : "@android:color/transparent")\"/>",
        ]
        if hasForeground { lines.append("    <monochrome android:drawable=\"@mipmap/\(name)_monochrome\"/>") }
        lines.append("</adaptive-icon>")
        return lines.joined(separator: "\n") + "\n"
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
