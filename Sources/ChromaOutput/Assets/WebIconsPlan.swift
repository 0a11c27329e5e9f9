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
///   scene alone keeps its backdrop full bleed and its shapes inside the circle, or is shrunk
///   whole with its edges continued, or padded with the given background color
///   (`maskable(_:foreground:background:side:file:notes:)`);
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
    ///   - background: the color a scene alone is shrunk whole onto in the maskable icon (default:
    ///     its backdrop full bleed, or its own edges continued).
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
        let maskableImage = maskable(scene, foreground: foreground?.any, background: background, side: maskableSide, file: maskablePath, notes: notes)
        let maskablePreview = IconPreview(title: "Web maskable: icon-maskable-\(maskableSide).png", appearance: .any, masks: IconMask.launcherMasks + [.maskable]) { side in
            maskable(scene, foreground: foreground?.any, background: background, side: side, file: maskablePath, notes: nil)
        }
        files.append(AssetFile(path: maskablePath, content: .image(maskableImage), preview: maskablePreview))
        files.append(AssetFile(path: folder + "/apple-touch-icon.png", content: .image(try image(appleTouchSide, .opaque))))
        files.append(AssetFile(path: folder + "/favicon.ico", content: .icon(try faviconSides.map { try image($0) })))
        let vector = WebFaviconSVG.svg(scene)
        if let vector { files.append(.text(folder + "/favicon.svg", vector)) }
        files.append(.text(folder + "/manifest-icons.json", manifestSnippet()))
        var startupImages: [WebStartupImages.Image] = []
        if let startup {
            let (images, startupFiles) = try WebStartupImages.files(folder: folder, scenes: startup, notes: notes)
            startupImages = images
            files += startupFiles
        }
        files.append(.text(folder + "/head.html", WebHeadSnippet.html(startup: startupImages, vectorFavicon: vector != nil)))
        return files
    }

    /// The maskable icon, `side` pixels square, opaque; its content inside the safe circle:
    ///
    /// - with a foreground: the scene full bleed, the foreground over it shrunk into the circle
    ///   when it reaches beyond (with a warning line);
    /// - with a `background` color: the scene shrunk whole into the circle, padded with it;
    /// - else the scene's own backdrop — its background color and the full-canvas fills under
    ///   its first shape — full bleed, and the layers above it shrunk into the circle when they
    ///   reach beyond (with a warning line); a scene of fills alone has nothing to cut and is
    ///   drawn full bleed;
    /// - a scene without a backdrop (transparent behind its shapes) is shrunk whole into the
    ///   circle (with a warning line when it reached beyond); where its edges are opaque they
    ///   are continued to the icon's, so no square shows, else it is padded with white.
    ///
    /// The same rule makes an Android adaptive icon of one scene, with Android's `zone`; the
    /// contact sheet shows the centered `visible` fraction of it (a launcher's 72 of 108 dp).
    static func maskable(_ scene: Scene, foreground: Scene?, background: Color?, side: Int, file: String, notes: AssetNotes?,
                         zone: SafeZone = .maskable, visible: Double = 1) -> AssetImage {
        func shown(_ composed: Scene) -> Scene {
            visible < 1 ? IconPreviewSheet.viewport(composed, fraction: visible, side: side) : composed
        }
        func over(_ backdrop: Scene, _ content: Scene) -> AssetImage {
            var composed = ScenePlacement.centered(backdrop, factor: 1, side: side)
            if !content.layers.isEmpty {
                let (factor, warning) = ScenePlacement.fit(content, zone: zone, file: file, what: foreground == nil ? "the content" : "the foreground")
                if let warning { notes?.add(warning) }
                composed.layers += ScenePlacement.centered(content, factor: factor, side: side).layers
            }
            return AssetImage(scene: shown(composed), treatment: .opaque)
        }
        if let foreground { return over(scene, foreground) }
        if let background {
            let (factor, _) = ScenePlacement.fit(scene, zone: zone, file: file)
            return AssetImage(scene: shown(ScenePlacement.centered(scene, factor: factor, side: side, background: background)), treatment: .opaque)
        }
        let backdropCount = scene.layers.prefix { coversCanvas($0, of: scene) }.count
        if backdropCount > 0 || scene.background.resolvedOpacity > 0 || scene.hasAdaptiveColors {
            var backdrop = scene, content = scene
            backdrop.layers = Array(scene.layers.prefix(backdropCount))
            content.layers = Array(scene.layers.dropFirst(backdropCount))
            content.background = .clear
            return over(backdrop, content)
        }
        let (factor, warning) = ScenePlacement.fit(scene, zone: zone, file: file)
        if let warning { notes?.add(warning) }
        // Edges with transparent parts (a rounded card, shapes on nothing) would stretch into
        // bars if continued: the scene is padded with white instead.
        guard ScenePlacement.edgesAreOpaque(of: scene) else {
            return AssetImage(scene: shown(ScenePlacement.centered(scene, factor: factor, side: side, background: .white)), treatment: .opaque)
        }
        let (placed, area) = ScenePlacement.onWholePixels(scene, scale: factor * Double(side) / visible / Double(scene.width), width: side, height: side)
        return AssetImage(scene: placed, treatment: .extended(area))
    }

    /// Whether a layer fills the whole canvas with a fill (no shape, clip or text; a shadow is
    /// not a fill): part of a scene's backdrop.
    static func coversCanvas(_ layer: Layer, of scene: Scene) -> Bool {
        guard layer.clip == nil, layer.text.isEmpty, layer.opacity > 0 else { return false }
        if case .shadow = layer.paint { return false }
        switch layer.shape {
        case nil: return true
        case .rect(let r): return r.minX <= 0 && r.minY <= 0 && r.maxX >= Double(scene.width) && r.maxY >= Double(scene.height)
        default: return false
        }
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
