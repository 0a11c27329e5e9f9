import ChromaAssetModel
import ChromaJSON
import ChromaRaster
import ColorCore

/// Xcode 26's layered app icon, an Icon Composer document (`NAME.icon`): `icon.json` and an
/// `Assets/` folder of layer images, as Icon Composer writes them (docs/ASSETS.md, "Xcode 26
/// layered icons", says what was checked against public documents and what was not verified in
/// Xcode):
///
/// - the background is the document's `fill`: `solid` for a scene whose background is one
///   opaque color under no full-canvas layer; `linear-gradient` with its two colors and its
///   `orientation` (unit points, y down) when the scene's bottom layer covers the canvas with a
///   two-stop linear gradient; any other full-canvas bottom layer is a background image layer at
///   the back and the fill is `none`;
/// - every other layer of the scene is one image layer, `Assets/layer-N.svg` where SVG draws the
///   layer as vectors (``SceneSVG``), else `Assets/layer-N.png` (N from the back, 1024² as Icon
///   Composer's canvas, the layer alone on transparency), front to back in one group, as Icon
///   Composer lists them; tinted images are gray PNGs;
/// - a dark scene gives `fill-specializations` and `image-name-specializations` for `dark`
///   (Icon Composer ignores the specializations when `image-name` is also given, so a layer
///   with variants has only the specializations); a dark appearance that draws as the default
///   one (``AppearanceScenes/darkDrawsAsDefault``: `--appearances any,dark` on a scene without
///   dark colors) names the default fill and images for dark, as an `.appiconset` puts the
///   default drawing in its dark slot, with one line saying so; every layer also gets a `tinted` image: its
///   gray (Rec. 709 luma, alpha kept), as the tinted app icon.
public enum IconComposerPlan {
    /// Icon Composer's canvas side, in points and pixels of the layer images.
    public static let canvas = 1024

    /// The document's files.
    /// - Throws: ``OutputError`` for a scene that is not square, a high-contrast appearance, a
    ///   dark scene whose layers are not the default scene's in number.
    public static func files(folder: String, scenes: AppearanceScenes, notes: AssetNotes? = nil) throws -> [AssetFile] {
        let kind = AssetKind.iconComposer
        try AssetSizing.check(scenes, kind: kind)
        _ = try AssetCatalogFolders.assetName(folder, suffix: "icon")
        let light = try AssetSizing.square(scenes.any, side: canvas, kind: kind).resolvingColors(in: scenes.any.environment)
        let darkScene = try scenes[.dark].map { try AssetSizing.square($0, side: canvas, kind: kind).resolvingColors(in: $0.environment) }
        let base = split(light)
        var dark = darkScene.map(split)
        if let d = dark, d.layers.count != base.layers.count || (d.backgroundLayer == nil) != (base.backgroundLayer == nil) {
            notes?.add("\(folder): the dark scene has \(d.layers.count) layers where the default one has \(base.layers.count); the dark icon is left to the system (Icon Composer's automatic dark)")
            dark = nil
        }
        var files: [AssetFile] = []
        var document: JSONObject = [:]
        let fill = base.fill.map(json) ?? .string("none")
        // A dark appearance asked for that draws as the default one is written as the default
        // drawing, as an .appiconset's dark slot is, rather than left to the automatic dark.
        let sameDark = dark != nil && scenes.darkDrawsAsDefault
        if sameDark {
            notes?.add("\(folder): the dark appearance draws as the default one (the scene has no dark colors): its dark specializations name the default "
                + "fill and layers, which dark mode shows as they are instead of Icon Composer's automatic dark; give a dark scene or adaptive colors for a dark icon of its own")
        }
        if let darkFill = dark.map({ $0.fill.map(json) ?? .string("none") }), darkFill != fill || sameDark {
            document["fill-specializations"] = .array([.object(["value": fill]), .object(["appearance": .string("dark"), "value": darkFill])])
        } else {
            document["fill"] = fill
        }
        // Image layers, back to front, the background image first when there is one.
        var images: [(name: String, light: Layer, dark: Layer?)] = []
        if let layer = base.backgroundLayer { images.append(("background", layer, dark?.backgroundLayer)) }
        for (index, layer) in base.layers.enumerated() { images.append(("layer-\(index + 1)", layer, dark?.layers[index])) }
        func render(_ layer: Layer, _ scene: Scene) -> Scene {
            var alone = scene
            alone.background = .clear
            alone.layers = [layer]
            return alone
        }
        var layers: [JSON] = []
        // A layer SVG draws as vectors is written as SVG (Icon Composer takes SVG and PNG
        // layers); any other as a 1024² PNG. Tinted layers are gray bitmaps.
        func add(_ name: String, _ layer: Layer, _ scene: Scene) -> String {
            let alone = render(layer, scene)
            if let svg = SceneSVG.vector(alone, title: name) {
                files.append(.text(folder + "/Assets/" + name + ".svg", svg))
                return name + ".svg"
            }
            files.append(AssetFile(path: folder + "/Assets/" + name + ".png", content: .image(AssetImage(scene: alone))))
            return name + ".png"
        }
        for image in images.reversed() {
            let lightName = add(image.name, image.light, light)
            var variants: [JSON] = [.object(["value": .string(lightName)])]
            if let darkLayer = image.dark, let darkScene, darkLayer != image.light {
                variants.append(.object(["appearance": .string("dark"), "value": .string(add(image.name + "-dark", darkLayer, darkScene))]))
            } else if sameDark {
                variants.append(.object(["appearance": .string("dark"), "value": .string(lightName)]))
            }
            files.append(AssetFile(path: folder + "/Assets/\(image.name)-tinted.png",
                                   content: .image(AssetImage(scene: render(image.dark ?? image.light, darkScene ?? light), treatment: .grayscale))))
            variants.append(.object(["appearance": .string("tinted"), "value": .string(image.name + "-tinted.png")]))
            layers.append(.object([
                "glass": .bool(false),
                "image-name-specializations": .array(variants),
                "name": .string(image.name),
            ]))
        }
        document["groups"] = .array([.object([
            "layers": .array(layers),
            "shadow": .object(["kind": .string("neutral"), "opacity": .number(0.5)]),
            "translucency": .object(["enabled": .bool(false), "value": .number(0.5)]),
        ])])
        document["supported-platforms"] = .object(["circles": .array([.string("watchOS")]), "squares": .string("shared")])
        // The contact sheet: the layers composed over the fill, light and dark; the dark
        // drawing goes with the back layer's tinted image (a file has one preview).
        let title = "Icon Composer: " + (folder.split(separator: "/").last.map(String.init) ?? folder)
        func preview(_ appearance: AssetAppearance, _ part: (fill: Fill?, backgroundLayer: Layer?, layers: [Layer]), _ scene: Scene) -> IconPreview {
            let drawn = composed(part, like: scene)
            return IconPreview(title: title, appearance: appearance, masks: [.iOS]) { side in
                AssetImage(scene: drawn.scaled(by: Double(side) / Double(canvas), width: side, height: side))
            }
        }
        if let dark, let darkScene, let back = files.lastIndex(where: { $0.path.hasSuffix("-tinted.png") }) {
            files[back].preview = preview(.dark, dark, darkScene)
        }
        files.append(AssetFile(path: folder + "/icon.json", content: .bytes(Array(XcodeJSON.text(.object(document)).utf8)), preview: preview(.any, base, light)))
        return files
    }

    /// The icon as Icon Composer composes it: the fill (its color, or its two-color gradient
    /// between the orientation's points), the background image and the layers, on `scene`'s
    /// canvas.
    static func composed(_ part: (fill: Fill?, backgroundLayer: Layer?, layers: [Layer]), like scene: Scene) -> Scene {
        var icon = scene
        icon.background = .clear
        icon.layers = []
        switch part.fill {
        case .solid(let color)?:
            icon.background = color
        case .linear(let a, let b, let start, let stop)?:
            let size = Double(scene.width)
            icon.layers.append(Layer(paint: .linear(LinearGradient(gradient: Gradient(colors: [a, b]), startPoint: .pixels(start * size), endPoint: .pixels(stop * size)))))
        case nil:
            break
        }
        if let layer = part.backgroundLayer { icon.layers.append(layer) }
        icon.layers += part.layers
        return icon
    }

    /// A background fill: one color, or a two-color linear gradient with its orientation.
    enum Fill: Equatable {
        case solid(Color)
        case linear(Color, Color, start: Point, stop: Point)
    }

    /// A scene split into its fill, the full-canvas layer drawn as a background image (when no
    /// fill can say it) and the other layers.
    static func split(_ scene: Scene) -> (fill: Fill?, backgroundLayer: Layer?, layers: [Layer]) {
        var layers = scene.layers
        let opaqueBackground = scene.background.resolvedOpacity >= 1
        if let bottom = layers.first, bottom.shape == nil, bottom.clip == nil, bottom.opacity == 1 {
            if case .linear(let gradient) = bottom.paint, gradient.style.gradient.stops.count == 2, !opaqueBackground || gradient.style.gradient.stops.allSatisfy({ $0.color.resolvedOpacity >= 1 }) {
                let stops = gradient.style.gradient.stops
                let bounds = scene.bounds
                let start = gradient.startPoint.resolved(in: bounds), stop = gradient.endPoint.resolved(in: bounds)
                // Icon Composer's orientation runs between the colors; a stop not at 0 or 1 moves the ends.
                let a = stops[0].location, b = stops[1].location
                func along(_ t: Double) -> Point { Point(x: (start.x + (stop.x - start.x) * t) / bounds.width, y: (start.y + (stop.y - start.y) * t) / bounds.height) }
                layers.removeFirst()
                return (.linear(stops[0].color, stops[1].color, start: along(a), stop: along(b)), nil, layers)
            }
            layers.removeFirst()
            return (opaqueBackground ? .solid(scene.background) : nil, bottom, layers)
        }
        return (opaqueBackground ? .solid(scene.background) : nil, nil, layers)
    }

    /// The fill as Icon Composer writes it.
    static func json(_ fill: Fill) -> JSON {
        func point(_ p: Point) -> JSON { .object(["x": .number(rounded(p.x)), "y": .number(rounded(p.y))]) }
        switch fill {
        case .solid(let color):
            return .object(["solid": .string(colorString(color))])
        case let .linear(a, b, start, stop):
            return .object(["linear-gradient": .array([.string(colorString(a)), .string(colorString(b))]),
                            "orientation": .object(["start": point(start), "stop": point(stop)])])
        }
    }

    /// A number to 5 decimals.
    static func rounded(_ v: Double) -> Double { v.isFinite ? (v * 100000).rounded() / 100000 : 0 }

    /// `srgb:R,G,B,A` (or `display-p3:` for a color outside sRGB), five decimals each, as Icon
    /// Composer writes colors.
    static func colorString(_ color: Color) -> String {
        let srgb = color.components(in: .srgb)
        let inside = [srgb.x, srgb.y, srgb.z].allSatisfy { $0 >= -0.0005 && $0 <= 1.0005 }
        let c = inside ? srgb : color.components(in: .displayP3)
        func n(_ v: Double) -> String {
            let clamped = min(max(v.isNaN ? 0 : v, 0), 1)
            let scaled = Int((clamped * 100000).rounded())
            let text = String(scaled % 100000)
            return "\(scaled / 100000)." + String(repeating: "0", count: 5 - text.count) + text
        }
        return (inside ? "srgb:" : "display-p3:") + [c.x, c.y, c.z, color.resolvedOpacity].map(n).joined(separator: ",")
    }
}
