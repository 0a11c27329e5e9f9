import ChromaRaster
import ChromaSVG
import ColorCore

/// A still scene as an Android VectorDrawable (`<vector>`, API 24 and later for its gradients):
/// the Android 12 splash icon where the scene is vector, so one small XML file is sharp at
/// every density instead of five PNGs.
///
/// The viewport is the scene's canvas (one unit a pixel of the scene) and the drawable is
/// `width` × `height` dp. The background color and every layer become `<path>` elements in
/// drawing order, with the shape's outline as `android:pathData` (SVG path syntax, absolute
/// commands). A fill is `#AARRGGBB`, or a `<gradient>` inside
/// `<aapt:attr name="android:fillColor">` (the root declares `xmlns:aapt`): `android:type`
/// linear (`startX`, `startY`, `endX`, `endY`) or radial (`centerX`, `centerY`,
/// `gradientRadius`), in viewport units, with `<item android:offset android:color>` stops
/// sampled from Chroma's ramp so Android's sRGB interpolation stays within 1/255
/// (`SVGGradientStops`). A layer's opacity is `android:fillAlpha`, an even-odd shape
/// `android:fillType="evenOdd"`, a clip a `<group>` with a `<clip-path>`.
///
/// A drawable holds no images and no text: a scene with a layer it cannot draw exactly (text,
/// an angular, elliptical, mesh or repeating gradient, a radial one with two centers, a shadow,
/// a distance field, an even-odd clip) or a Display P3 scene has no drawable (``xml(_:width:height:)``
/// gives nil) and keeps its PNGs.
public enum AndroidVectorDrawable {
    /// The Android resources namespace.
    static let android = "http://schemas.android.com/apk/res/android"
    /// The namespace of `aapt:attr`, the inline complex attribute.
    static let aapt = "http://schemas.android.com/aapt"

    /// The drawable's XML (UTF-8 text), `width` × `height` dp, or nil when the scene is not
    /// vector. Adaptive colors are drawn as the scene's environment resolves them.
    /// - Parameters:
    ///   - scene: the drawing, its canvas the viewport.
    ///   - width: the drawable's width in dp, above 0 (the splash icon: 288 or 240).
    ///   - height: its height in dp, above 0.
    public static func xml(_ scene: Scene, width: Double, height: Double) -> String? {
        guard scene.colorProfile == .srgb, width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        let resolved = scene.hasAdaptiveColors ? scene.resolvingColors(in: scene.environment) : scene
        let canvas = resolved.bounds
        var body = ""
        if resolved.background.resolvedOpacity > 0 {
            body += "    <path android:pathData=\"\(pathData(Shape.rect(canvas).path))\" android:fillColor=\"\(hex(resolved.background))\"/>\n"
        }
        for layer in resolved.layers {
            guard let element = path(layer, canvas: canvas) else { return nil }
            body += element
        }
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        out += "<vector xmlns:android=\"\(android)\" xmlns:aapt=\"\(aapt)\"\n"
        out += "    android:width=\"\(number(width))dp\" android:height=\"\(number(height))dp\""
        out += " android:viewportWidth=\"\(resolved.width)\" android:viewportHeight=\"\(resolved.height)\">\n"
        return out + body + "</vector>\n"
    }

    /// One layer's elements, or nil when the drawable cannot hold it.
    private static func path(_ layer: Layer, canvas: Rect) -> String? {
        let opacity = layer.opacity.isNaN ? 0 : min(max(layer.opacity, 0), 1)
        guard layer.text.isEmpty else { return nil }
        if case .field = layer.shape { return nil }
        guard opacity > 0 else { return "" }
        let outline = (layer.shape ?? .rect(canvas)).path
        guard let fill = fill(layer.paint, bounds: layer.shape?.bounds ?? canvas) else { return nil }
        guard !outline.elements.isEmpty else { return "" }
        var attributes = "android:pathData=\"\(pathData(outline))\""
        if case .path(_, .evenOdd) = layer.shape { attributes += " android:fillType=\"evenOdd\"" }
        if opacity < 1 { attributes += " android:fillAlpha=\"\(number(opacity, decimals: 4))\"" }
        var indent = "    ", element = ""
        if let clip = layer.clip {
            if case .field = clip { return nil }
            if case .path(_, .evenOdd) = clip { return nil }
            element += "    <group>\n      <clip-path android:pathData=\"\(pathData(clip.path))\"/>\n"
            indent = "      "
        }
        switch fill {
        case .color(let color):
            element += indent + "<path \(attributes) android:fillColor=\"\(color)\"/>\n"
        case .gradient(let gradient):
            element += indent + "<path \(attributes)>\n"
            element += indent + "  <aapt:attr name=\"android:fillColor\">\n"
            element += gradient.split(separator: "\n").map { indent + "    " + $0 + "\n" }.joined()
            element += indent + "  </aapt:attr>\n" + indent + "</path>\n"
        }
        if layer.clip != nil { element += "    </group>\n" }
        return element
    }

    /// A fill as the drawable writes it.
    private enum Fill {
        /// `#AARRGGBB`.
        case color(String)
        /// A `<gradient>` element, one line per element.
        case gradient(String)
    }

    /// The fill of a paint, or nil when the drawable cannot draw it exactly.
    private static func fill(_ paint: Paint, bounds: Rect) -> Fill? {
        func gradient(_ type: String, _ geometry: [(String, Double)], _ stops: [SVGGradientStops.Stop]) -> Fill {
            var text = "<gradient android:type=\"\(type)\"" + geometry.map { " android:\($0.0)=\"\(number($0.1))\"" }.joined() + ">\n"
            for stop in stops { text += "  <item android:offset=\"\(number(stop.offset, decimals: 5))\" android:color=\"\(hex(straight: stop.color))\"/>\n" }
            return .gradient(text + "</gradient>")
        }
        switch paint {
        case .solid(let color):
            return .color(hex(color))
        case .linear(let g):
            guard g.style.spread == .pad else { return nil }
            let ramp = GradientRamp(g.style, outputSpace: .srgb)
            let start = g.startPoint.resolved(in: bounds), end = g.endPoint.resolved(in: bounds)
            guard start != end else { return .color(hex(premultiplied: ramp.color(at: 1))) }
            return gradient("linear", [("startX", start.x), ("startY", start.y), ("endX", end.x), ("endY", end.y)], SVGGradientStops.stops(for: ramp))
        case .radial(let g):
            let center = g.center.resolved(in: bounds)
            guard g.style.spread == .pad, (g.startCenter?.resolved(in: bounds) ?? center) == center, g.startRadius >= 0, g.endRadius >= 0 else { return nil }
            let ramp = GradientRamp(g.style, outputSpace: .srgb)
            let (r0, r1) = (g.startRadius, g.endRadius)
            guard r0 != r1 else { return .color(hex(premultiplied: ramp.color(at: 1))) }
            // Android's radius is the larger one; each stop moves to where its t lies on it.
            let outer = max(r0, r1)
            var stops = SVGGradientStops.stops(for: ramp).map { SVGGradientStops.Stop(offset: (r0 + $0.offset * (r1 - r0)) / outer, color: $0.color) }
            if r1 < r0 { stops.reverse() }
            return gradient("radial", [("centerX", center.x), ("centerY", center.y), ("gradientRadius", outer)], stops)
        case .elliptical, .angular, .mesh, .shadow:
            return nil
        }
    }

    /// Path data in SVG syntax: absolute commands, numbers at 3 decimals.
    static func pathData(_ path: Path) -> String {
        func point(_ p: Point) -> String { number(p.x) + "," + number(p.y) }
        return path.elements.map { element -> String in
            switch element {
            case .move(let p): "M" + point(p)
            case .line(let p): "L" + point(p)
            case .quadCurve(let c, let p): "Q" + point(c) + " " + point(p)
            case .curve(let c1, let c2, let p): "C" + point(c1) + " " + point(c2) + " " + point(p)
            case .close: "Z"
            }
        }.joined(separator: " ")
    }

    /// A number with at most `decimals` decimals, no trailing zeros.
    private static func number(_ value: Double, decimals: Int = 3) -> String { SVGNumber.format(value, decimals: decimals) }

    /// `#AARRGGBB` of a color as drawn in sRGB.
    static func hex(_ color: Color) -> String { hex(straight: OutputColorSpace.srgb.drawn(color)) }

    /// `#AARRGGBB` of a premultiplied sRGB color.
    private static func hex(premultiplied c: SIMD4<Double>) -> String {
        hex(straight: c.w > 0 ? SIMD4(c.x / c.w, c.y / c.w, c.z / c.w, c.w) : .zero)
    }

    /// `#AARRGGBB` of a straight sRGB color, each channel 0…1.
    static func hex(straight c: SIMD4<Double>) -> String {
        let digits = Array("0123456789ABCDEF")
        return "#" + String([c.w, c.x, c.y, c.z].flatMap { channel -> [Character] in
            let byte = Int((min(max(channel.isNaN ? 0 : channel, 0), 1) * 255).rounded())
            return [digits[byte / 16], digits[byte % 16]]
        })
    }
}
