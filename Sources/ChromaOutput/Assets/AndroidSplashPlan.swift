import ChromaAssetModel
import ChromaRaster
import ColorCore

/// An Android splash screen's resources, for every Android version (docs/ASSETS.md, "Android
/// splash screens"):
///
/// - Android 12 and later (the SplashScreen API, and AndroidX `core-splashscreen` on older
///   versions): `values/NAME.xml` holds the colors `NAME_background` (one opaque color: the
///   given one, the scene's background color, or the color of its edges) and, when asked,
///   `NAME_icon_background`, and the theme `Theme.NAME` (CamelCase) whose parent is
///   `Theme.SplashScreen` (`Theme.SplashScreen.IconBackground` with an icon background) with
///   `windowSplashScreenBackground`, `windowSplashScreenAnimatedIcon`,
///   `windowSplashScreenIconBackgroundColor` and `postSplashScreenTheme`;
///   `values-night/NAME.xml` holds the night colors. The icon, `drawable-*dpi/NAME_icon.png`
///   (and `drawable-night-*dpi/`), is 288 dp with its content inside the central 192 dp circle,
///   or 240 dp inside 160 dp with an icon background; content reaching beyond is shrunk, with a
///   warning line. A drawing command's `--android splash` gives the drawing itself as the icon
///   (``Options/useAsIcon(drawing:)``); without an icon scene (an assets document without `icon:`) the theme
///   names none and the system shows the launcher icon.
/// - Before Android 12: `drawable-*dpi/NAME.png`, the splash scene at its size in dp, and
///   `drawable/NAME_background.xml`, a `<layer-list>` of the background color under the bitmap,
///   centered (never stretched), for `android:windowBackground`: by default the scene's edge
///   color, so the window meets the bitmap at its edges.
///
/// The icon's drawables are listed by ``iconFiles(res:name:icons:options:notes:)``: an animated
/// icon (an `AnimatedVectorDrawable`) goes beside them and is named by
/// ``Options/iconResource``.
public enum AndroidSplashPlan {
    /// What the app gives beyond the splash scene.
    public struct Options: Sendable {
        /// The icon shown by Android 12's splash screen, per appearance; nil: the launcher icon.
        public var icon: AppearanceScenes?
        /// The circle behind the icon, per appearance (`any`, `dark`); empty: none.
        public var iconBackground: [AssetAppearance: Color]
        /// The window's color per appearance; missing: from the scene. An adaptive color given
        /// for `any` (`light-dark()`, a system color) gives the night value too.
        public var background: [AssetAppearance: Color]
        /// The theme the activity gets after the splash (`postSplashScreenTheme`).
        public var appTheme: String
        /// The drawable `windowSplashScreenAnimatedIcon` names, without `@drawable/` (an animated
        /// icon written beside the files); nil: `NAME_icon`. When given, the still icon's
        /// drawables are not written, as nothing names them.
        public var iconResource: String?
        /// The icon is a drawing that is not square, centered on a square (``useAsIcon(drawing:)``):
        /// the card is shrunk into the circle whole, as a full-bleed icon is, without a line.
        public var iconIsCard = false

        /// Creates options.
        public init(icon: AppearanceScenes? = nil, iconBackground: [AssetAppearance: Color] = [:], background: [AssetAppearance: Color] = [:],
                    appTheme: String = "Theme.App", iconResource: String? = nil) {
            self.icon = icon
            self.iconBackground = iconBackground
            self.background = background
            self.appTheme = appTheme
            self.iconResource = iconResource
        }

        /// Makes a drawing its own Android 12 splash icon, in each of its appearances: what
        /// `--android splash` does with a still drawing, and `chroma splash` with its final
        /// frame (``AndroidSplashPlan/icon(drawing:)``).
        /// - Returns: the icon's scenes, square.
        @discardableResult
        public mutating func useAsIcon(drawing scenes: AppearanceScenes) -> AppearanceScenes {
            let square = scenes.map(AndroidSplashPlan.icon(drawing:))
            icon = square
            iconIsCard = scenes.any.width != scenes.any.height
            return square
        }
    }

    /// The icon's side in dp without and with an icon background.
    public static let iconSide = 288, iconSideWithBackground = 240

    /// The splash's resource files other than the pre-12 bitmaps (``AndroidResourcesPlan`` writes those).
    /// - Throws: ``OutputError`` for an icon scene that is not square, a bad theme name.
    static func files(res: String, name: String, scenes: AppearanceScenes, options: Options, notes: AssetNotes?) throws -> [AssetFile] {
        if let problem = AndroidThemeName.problem(options.appTheme) { throw OutputError.badThemeName(options.appTheme, reason: problem) }
        var files: [AssetFile] = []
        var colors: [AssetAppearance: [(String, Color)]] = [:]
        // A color given for night, or an adaptive one (light-dark(), a system color), has a
        // night value: the night file is written where it differs, even for a scene without one.
        let nightOption = options.background[.any]?.isAdaptive == true || options.iconBackground.values.contains { $0.isAdaptive }
            || options.background[.dark] != nil || options.iconBackground[.dark] != nil
        var variants = scenes.variants
        if nightOption, scenes[.dark] == nil { variants.append((.dark, scenes.any)) }
        for (appearance, scene) in variants {
            let given = options.background[appearance]
                ?? options.background[.any].flatMap { appearance == .any || $0.isAdaptive ? $0 : nil }
            var list = [(name + "_background", given?.resolvedColor(in: appearance.environment) ?? windowColor(scene))]
            if let icon = options.iconBackground[appearance] ?? options.iconBackground[.any] {
                list.append((name + "_icon_background", icon.resolvedColor(in: appearance.environment)))
            }
            colors[appearance] = list
        }
        if scenes[.dark] == nil, let night = colors[.dark], let day = colors[.any], night.map { hex($0.1) } == day.map { hex($0.1) } { colors[.dark] = nil }
        var vectorIcons = false
        if let icon = options.icon {
            let icons = try iconFiles(res: res, name: name, icons: icon, options: options, notes: notes)
            vectorIcons = icons.contains { $0.path.hasSuffix(".xml") }
            // The theme names the animated icon in their stead: the still one would be written for nothing.
            if options.iconResource == nil { files += icons }
        } else {
            notes?.add("\(res)/values/\(name).xml: no splash icon given (icon: in an assets document): Android 12 and later show the launcher icon on the splash background")
        }
        // The contact sheet: in each appearance, the icon's circle on the window's color (or on
        // the icon background), attached to the values file that names the colors.
        func preview(_ appearance: AssetAppearance) -> IconPreview? {
            guard let icons = options.icon else { return nil }
            let iconAppearance: AssetAppearance = appearance == .dark && icons[.dark] != nil ? .dark : .any
            let fit = iconFit(icons, options: options, file: "")
            // The icon as drawn at xxxhdpi, the largest density.
            let drawn = ScenePlacement.centered(icons[iconAppearance]!, factor: fit.factor, side: fit.side * 4)
            // Without night colors the window keeps its day color at night.
            let behind = (colors[appearance] ?? colors[.any] ?? []).last.map(\.1) ?? .clear
            let file = options.iconResource.map { "drawable/\($0).xml" } ?? (vectorIcons ? "drawable/\(name)_icon.xml" : "drawable-*/\(name)_icon.png")
            return IconPreview(title: "Android 12 splash icon: " + file, appearance: appearance, masks: [.circle]) { side in
                AssetImage(scene: IconPreviewSheet.viewport(drawn, fraction: 2.0 / 3, side: side, background: behind))
            }
        }
        files.append(AssetFile(path: res + "/values/\(name).xml", content: .bytes(Array(resources(name: name, colors: colors[.any] ?? [], options: options, theme: true).utf8)),
                               preview: preview(.any)))
        if let night = colors[.dark] {
            files.append(AssetFile(path: res + "/values-night/\(name).xml", content: .bytes(Array(resources(name: name, colors: night, options: options, theme: false).utf8)),
                                   preview: preview(.dark)))
        }
        // A dark icon without night colors (an adaptive icon beside a plain scene): its night
        // drawable carries the dark half's preview, as no values-night file is written.
        if colors[.dark] == nil, options.icon?[.dark] != nil, let night = files.firstIndex(where: { $0.path.contains("/drawable-night") }) {
            files[night].preview = preview(.dark)
        }
        files.append(.text(res + "/drawable/\(name)_background.xml", layerList(name: name)))
        return files
    }

    /// The icon's drawables, the icon scene inside the safe circle of 288 dp (240 dp with an
    /// icon background): `drawable[-night]/NAME_icon.xml`, a VectorDrawable, where every
    /// appearance of the icon is vector (``AndroidVectorDrawable``; the night one only where
    /// its colors differ), else `drawable[-night]-*dpi/NAME_icon.png` at every density.
    /// - Throws: ``OutputError/sceneNotSquare(kind:width:height:)``.
    public static func iconFiles(res: String, name: String, icons: AppearanceScenes, options: Options, notes: AssetNotes?) throws -> [AssetFile] {
        for (_, scene) in icons.variants where scene.width != scene.height {
            throw OutputError.sceneNotSquare(kind: "android splash icon", width: scene.width, height: scene.height)
        }
        let fit = iconFit(icons, options: options, file: ""), sideDP = fit.side
        let vectors = icons.variants.map { variant in
            (variant.appearance, AndroidVectorDrawable.xml(ScenePlacement.centered(variant.scene, factor: fit.factor, side: sideDP),
                                                           width: Double(sideDP), height: Double(sideDP)))
        }
        let vector = vectors.allSatisfy { $0.1 != nil }
        // A full-bleed icon (content in its corners) is meant to be shrunk into the circle
        // whole; a shape reaching past the circle is worth a warning.
        if fit.warning != nil, !options.iconIsCard, ScenePlacement.contentRadius(of: icons.any) < 0.7,
           let warning = iconFit(icons, options: options, file: res + (vector ? "/drawable/\(name)_icon.xml" : "/drawable-*/\(name)_icon.png")).warning {
            notes?.add(warning)
        }
        if vector {
            let day: String? = vectors.first { !$0.0.isDark }?.1 ?? nil
            var files: [AssetFile] = []
            for (appearance, xml) in vectors where !(appearance.isDark && xml == day) {
                let folder = appearance.isDark ? "/drawable-night/" : "/drawable/"
                files.append(.text(res + folder + name + "_icon.xml", xml ?? ""))
            }
            return files
        }
        var files: [AssetFile] = []
        for (appearance, scene) in icons.variants {
            for density in AndroidResourcesPlan.densities {
                let side = Int((Double(sideDP) * density.scale).rounded())
                let path = res + "/drawable" + (appearance.isDark ? "-night-" : "-") + density.qualifier + "/\(name)_icon.png"
                files.append(AssetFile(path: path, content: .image(AssetImage(scene: ScenePlacement.centered(scene, factor: fit.factor, side: side)))))
            }
        }
        return files
    }

    /// A drawing as its own Android 12 splash icon: what `--android splash` makes of a still
    /// drawing, and `chroma splash` of its final frame. A square scene is itself; a scene that is
    /// not is centered on a transparent square of its longer side, which ``iconFiles(res:name:icons:options:notes:)``
    /// then shrinks whole into the safe circle like a full-bleed icon (``Options/iconIsCard``).
    public static func icon(drawing scene: Scene) -> Scene {
        guard scene.width != scene.height else { return scene }
        let side = max(scene.width, scene.height)
        return ScenePlacement.place(scene, in: Rect(x: Double(side - scene.width) / 2, y: Double(side - scene.height) / 2,
                                                    width: Double(scene.width), height: Double(scene.height)), width: side, height: side)
    }

    /// The Android 12 splash icon's side in dp (288, or 240 with an icon background) and the
    /// fraction of it the square icon scene is drawn at, centered, so its content stays inside
    /// the safe circle: where an animated icon of the same scene goes as well.
    public static func iconPlacement(_ icons: AppearanceScenes, options: Options) -> (side: Int, fraction: Double) {
        let fit = iconFit(icons, options: options, file: "")
        return (fit.side, fit.factor)
    }

    /// How much the icon is shrunk to stay inside its safe circle (with the warning line, for
    /// `file`), and the icon's side in dp.
    static func iconFit(_ icons: AppearanceScenes, options: Options, file: String) -> (factor: Double, warning: String?, side: Int) {
        let withBackground = !options.iconBackground.isEmpty
        let fit = ScenePlacement.fit(icons.any, zone: withBackground ? .splashWithBackground : .splash, file: file, what: "the splash icon")
        return (fit.factor, fit.warning, withBackground ? iconSideWithBackground : iconSide)
    }

    /// The window's color from the scene, opaque: its background when that is opaque and no
    /// fill covers it, else the color of its edges over white (``ScenePlacement/edgeColor(of:)``),
    /// so the pre-12 bitmap, centered on it, meets it at its edges as the startup images
    /// continue them. Adaptive colors take the scene's environment.
    public static func windowColor(_ scene: Scene) -> Color {
        var resolved = scene
        if scene.hasAdaptiveColors { resolved = scene.resolvingColors(in: scene.environment) }
        let covered = resolved.layers.contains { WebIconsPlan.coversCanvas($0, of: resolved) }
        return resolved.background.resolvedOpacity >= 1 && !covered ? resolved.background : ScenePlacement.edgeColor(of: scene)
    }

    /// `values[-night]/NAME.xml`: the colors, and in `values/` the theme.
    static func resources(name: String, colors: [(String, Color)], options: Options, theme: Bool) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"utf-8\"?>", "<resources>"]
        for (colorName, color) in colors { lines.append("    <color name=\"\(colorName)\">\(hex(color))</color>") }
        if theme {
            let withBackground = !options.iconBackground.isEmpty
            lines += [
                "    <!-- The Android 12+ splash screen (androidx.core:core-splashscreen). The app changes two lines:",
                "         AndroidManifest.xml: android:theme=\"@style/\(themeName(name))\" on the launcher activity;",
                "         that activity's onCreate: installSplashScreen() before super.onCreate().",
                "         Name this theme as a parent to change postSplashScreenTheme (the app's own theme). -->",
                "    <style name=\"\(themeName(name))\" parent=\"Theme.SplashScreen\(withBackground ? ".IconBackground" : "")\">",
                "        <item name=\"windowSplashScreenBackground\">@color/\(name)_background</item>",
            ]
            if options.icon != nil || options.iconResource != nil {
                lines.append("        <item name=\"windowSplashScreenAnimatedIcon\">@drawable/\(options.iconResource ?? name + "_icon")</item>")
            }
            if withBackground { lines.append("        <item name=\"windowSplashScreenIconBackgroundColor\">@color/\(name)_icon_background</item>") }
            lines += [
                "        <item name=\"postSplashScreenTheme\">@style/\(options.appTheme)</item>",
                "    </style>",
            ]
        }
        lines.append("</resources>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The theme's name: `Theme.`, the resource name in CamelCase, `.Starting` (`splash` →
    /// `Theme.Splash.Starting`; never AndroidX's own `Theme.SplashScreen`).
    public static func themeName(_ name: String) -> String {
        "Theme." + name.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + ".Starting"
    }

    /// The pre-12 `<layer-list>`: the background color, the splash bitmap centered over it.
    static func layerList(name: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <!-- Before Android 12: the activity theme's android:windowBackground. -->
        <layer-list xmlns:android="\(AndroidResourcesPlan.namespace)">
            <item android:drawable="@color/\(name)_background"/>
            <item>
                <bitmap android:gravity="center" android:src="@drawable/\(name)"/>
            </item>
        </layer-list>

        """
    }

    /// `#RRGGBB` of an opaque color, in sRGB.
    static func hex(_ color: Color) -> String {
        let c = color.components(in: .srgb)
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v.isNaN ? 0 : v, 0), 1) * 255).rounded())
            return String(b, radix: 16, uppercase: true).count == 1 ? "0" + String(b, radix: 16, uppercase: true) : String(b, radix: 16, uppercase: true)
        }
        return "#" + byte(c.x) + byte(c.y) + byte(c.z)
    }
}
