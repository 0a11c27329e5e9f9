import ChromaRaster
import ColorCore
import Foundation

/// Scenes composed into an icon's canvas: a scene drawn into a rectangle of another canvas (a
/// foreground shrunk into a safe zone, an icon inside macOS's body, a splash centered on a
/// screen), how far a scene's content reaches from its center, and its average color.
public enum ScenePlacement {
    /// `scene` drawn into `rect` of a `width` × `height` canvas whose background is `background`:
    /// every length scaled by `rect.width / scene.width` and moved to the rectangle's origin; the
    /// scene's own background becomes a rectangle under its layers, a layer that covered the
    /// whole canvas covers the rectangle, and a shape or text that reaches past the scene's edges
    /// is cut at them, as the scene's own canvas cuts it (a circle centered on a corner stays a
    /// quarter).
    public static func place(_ scene: Scene, in rect: Rect, width: Int, height: Int, background: Color = .clear) -> Scene {
        let factor = rect.width / Double(scene.width)
        var layers: [Layer] = []
        if scene.background.resolvedOpacity > 0 || scene.hasAdaptiveColors {
            layers.append(Layer(paint: .solid(scene.background), shape: .rect(scene.bounds)))
        }
        for layer in scene.layers {
            var bounded = layer
            if bounded.shape == nil { bounded.shape = .rect(scene.bounds) }
            // Cut at the scene's edges only what reaches past them: a clip on a shape that ends
            // at an edge would antialias that edge twice.
            if bounded.clip == nil, !within(bounded, scene.bounds) { bounded.clip = .rect(scene.bounds) }
            layers.append(bounded)
        }
        var placed = scene
        placed.background = .clear
        placed.layers = layers
        placed = placed.scaled(by: factor, width: width, height: height)
        placed.layers = placed.layers.map { $0.offset(by: rect.origin) }
        placed.background = background
        return placed
    }

    /// Whether `layer`'s shape (or its clip, which bounds it) lies inside `bounds`; a text layer
    /// is not measured here and counts as reaching past.
    private static func within(_ layer: Layer, _ bounds: Rect) -> Bool {
        guard layer.text.isEmpty, let shape = layer.clip ?? layer.shape else { return false }
        let box = shape.bounds, slack = 1e-9
        return box.minX >= bounds.minX - slack && box.minY >= bounds.minY - slack
            && box.maxX <= bounds.maxX + slack && box.maxY <= bounds.maxY + slack
    }

    /// How much `scene` is shrunk about its center so its content stays inside `zone` (1 when
    /// it fits), and the warning line saying so (nil when it fits, or reaches past the zone
    /// by less than the measuring probe's pixel of margin). `file` names the asset and
    /// `what` its content in the message.
    public static func fit(_ scene: Scene, zone: SafeZone, file: String, what: String = "the content") -> (factor: Double, warning: String?) {
        let reach = contentRadius(of: scene)
        // Measured at the probe's resolution: keep a probe pixel of margin.
        let limit = zone.radius - 1.0 / Double(probeSide)
        guard reach > limit else { return (1, nil) }
        let factor = limit / reach
        // Within the zone but for the probe's margin: shrunk a hair, nothing to report.
        guard reach > zone.radius else { return (factor, nil) }
        func n(_ v: Double) -> String { let t = PrintfFormat.string("%.1f", v); return t.hasSuffix(".0") ? String(t.dropLast(2)) : t }
        return (factor, "\(file): \(what) reaches \(n(reach * zone.side)) \(zone.unit) from the center, beyond the \(n(zone.radius * zone.side)) \(zone.unit) of \(zone.name); drawn at \(Int((factor * 100).rounded(.down))) % so that no mask cuts it")
    }

    /// `scene` drawn on a `side` canvas at `factor` of the canvas, centered.
    public static func centered(_ scene: Scene, factor: Double, side: Int, background: Color = .clear) -> Scene {
        let canvas = Double(side)
        let rect = Rect(x: canvas * (1 - factor) / 2, y: canvas * (1 - factor) / 2, width: canvas * factor, height: canvas * factor)
        return place(scene, in: rect, width: side, height: side, background: background)
    }

    /// `scene` scaled by `scale` (canvas pixels per scene unit, above 0) and centered on a
    /// `width` × `height` canvas, with the area of whole pixels it covers (its size rounded
    /// down, centered): what ``AssetImage/Treatment/extended(_:)`` continues to the canvas's
    /// edges, so the edge rows and columns continued are the scene's own, never a blend.
    static func onWholePixels(_ scene: Scene, scale: Double, width: Int, height: Int) -> (scene: Scene, area: AssetImage.PixelArea) {
        let exactWidth = Double(scene.width) * scale, exactHeight = Double(scene.height) * scale
        let w = min(max(1, Int((exactWidth + 1e-9).rounded(.down))), width), h = min(max(1, Int((exactHeight + 1e-9).rounded(.down))), height)
        let area = AssetImage.PixelArea(x: (width - w) / 2, y: (height - h) / 2, width: w, height: h)
        let rect = Rect(x: Double(area.x) - (exactWidth - Double(w)) / 2, y: Double(area.y) - (exactHeight - Double(h)) / 2, width: exactWidth, height: exactHeight)
        return (place(scene, in: rect, width: width, height: height), area)
    }

    /// The side of the probe rendering that measures a scene's content.
    static let probeSide = 256

    /// How far the scene's content (every pixel not fully transparent) reaches from the canvas
    /// center, over the canvas side: 0 for an empty scene, √2/2 for one that fills its corners.
    public static func contentRadius(of scene: Scene) -> Double {
        let probe = probe(scene)
        let image = Renderer(threads: 2).renderImage(probe)
        let side = Double(max(image.width, image.height)), half = side / 2
        var reach = 0.0
        image.withBand { band in
            for y in 0..<image.height {
                for x in 0..<image.width where band.alpha(x: x, y: y) > 0 {
                    // The pixel's farthest corner from the center.
                    let dx = max(abs(Double(x) - half), abs(Double(x + 1) - half)), dy = max(abs(Double(y) - half), abs(Double(y + 1) - half))
                    reach = max(reach, (dx * dx + dy * dy).squareRoot())
                }
            }
        }
        return reach / side
    }

    /// The color of the scene's edges, composited over white: the average of its outermost row
    /// and column of pixels (at the probe's size) — the color a startup image continues the
    /// scene with, and what a window around the centered scene shows so its edges meet it.
    public static func edgeColor(of scene: Scene) -> Color {
        let image = Renderer(threads: 2).renderImage(probe(scene))
        var sum = SIMD4<Double>(0, 0, 0, 0), count = 0.0
        image.withBand { band in
            for y in 0..<band.height {
                let edgeRow = y == 0 || y == band.height - 1
                for x in 0..<band.width where edgeRow || x == 0 || x == band.width - 1 {
                    let p = band.rgba(x: x, y: y)
                    sum += SIMD4(p.x * p.w, p.y * p.w, p.z * p.w, p.w)
                    count += 1
                }
            }
        }
        let alpha = sum.w / count
        func over(_ v: Double) -> Double { min(max(v / count + (1 - alpha), 0), 1) }
        return Color(.srgb, over(sum.x), over(sum.y), over(sum.z))
    }

    /// Whether every pixel of the scene's outermost rows and columns (at the probe's size) is
    /// opaque: edges that can be continued to a larger canvas without stretching a transparent
    /// corner or a shape's rim into bars.
    public static func edgesAreOpaque(of scene: Scene) -> Bool {
        let image = Renderer(threads: 2).renderImage(probe(scene))
        var opaque = true
        image.withBand { band in
            for y in 0..<band.height where opaque {
                let edgeRow = y == 0 || y == band.height - 1
                for x in 0..<band.width where edgeRow || x == 0 || x == band.width - 1 {
                    if band.alpha(x: x, y: y) < 1 { opaque = false; break }
                }
            }
        }
        return opaque
    }

    /// Where the scene slants at two opposite edges (left and right with `beside`, else top and
    /// bottom), so that continuing each row (column) of its edge pixels into bars of up to `bar`
    /// scene units turns what slants there flat. A pixel of the edge slants where it differs both
    /// from the pixel inside it (across the edge) and from the edge pixel further along, as at a
    /// shape's rim or a gradient meeting the edge at an angle; a rim or a gradient parallel to
    /// the edge (it changes across only) or level with it (along only) is continued faithfully.
    /// At a 512-pixel probe: a shape's rim where the smaller of the two differences over 4
    /// pixels exceeds 32 of 255 in some row; a gradient where that over 16 pixels, averaged
    /// along the edge and carried across the bar, exceeds 6 of 255. Colors are compared over
    /// white, as the bars are drawn.
    /// - Returns: nil when continuing the edges is faithful.
    public static func slantedEdge(of scene: Scene, beside: Bool, bar: Double) -> Slant? {
        let image = Renderer(threads: 2).renderImage(probe(scene, side: 2 * probeSide))
        let along = beside ? image.height : image.width, across = beside ? image.width : image.height
        let near = 4, far = 16
        guard across > far, along > far, bar > 0 else { return nil }
        var worst = (difference: 0.0, at: 0), sum = 0.0
        image.withBand { band in
            func color(_ a: Int, _ c: Int) -> SIMD3<Double> {
                let p = beside ? band.rgba(x: c, y: a) : band.rgba(x: a, y: c)
                return SIMD3(p.x, p.y, p.z) * p.w + SIMD3(repeating: 1 - p.w)
            }
            func difference(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
                let d = a - b
                return max(Swift.abs(d.x), Swift.abs(d.y), Swift.abs(d.z)) * 255
            }
            // The smaller of the changes across the edge and along it, over `step` pixels.
            func slant(_ a: Int, _ edge: Int, _ inward: Int, _ step: Int) -> Double {
                let e = color(a, edge)
                let next = a + step < along ? a + step : a - step
                return min(difference(e, color(a, edge + inward * step)), difference(e, color(next, edge)))
            }
            for a in 0..<along {
                for (edge, inward) in [(0, 1), (across - 1, -1)] {
                    let sharp = slant(a, edge, inward, near)
                    if sharp > worst.difference { worst = (sharp, a) }
                    sum += slant(a, edge, inward, far)
                }
            }
        }
        let factor = Double(across) / Double(beside ? scene.width : scene.height)
        let carried = sum / Double(2 * along) / Double(far) * bar * factor
        guard worst.difference > 32 || carried > 6 else { return nil }
        return worst.difference > 32 ? .rim(at: (Double(worst.at) + 0.5) / factor) : .gradient
    }

    /// What changes across a scene's edge (``slantedEdge(of:beside:bar:)``).
    public enum Slant: Equatable, Sendable {
        /// A shape's rim meets the edge at an angle; `at` is the row (column) that changes most,
        /// in scene units from the top (left).
        case rim(at: Double)
        /// A gradient runs across the edge.
        case gradient
    }

    /// The scene at the probe's size (`side` on its longer side), 8-bit.
    private static func probe(_ scene: Scene, side: Int = probeSide) -> Scene {
        let factor = Double(side) / Double(max(scene.width, scene.height))
        var probe = scene.scaled(by: factor, width: max(1, Int((Double(scene.width) * factor).rounded())),
                                 height: max(1, Int((Double(scene.height) * factor).rounded())))
        probe.depth = .eight
        probe.dither = false
        return probe
    }
}

extension PixelBand {
    /// The alpha of a pixel, 0…1.
    func alpha(x: Int, y: Int) -> Double { rgba(x: x, y: y).w }

    /// A pixel's straight color and alpha, each 0…1.
    func rgba(x: Int, y: Int) -> SIMD4<Double> {
        let index = (y * width + x) * 4
        if depth == .sixteen {
            let p = base.assumingMemoryBound(to: UInt16.self)
            return SIMD4(Double(p[index]), Double(p[index + 1]), Double(p[index + 2]), Double(p[index + 3])) / 65535
        }
        let p = base.assumingMemoryBound(to: UInt8.self)
        return SIMD4(Double(p[index]), Double(p[index + 1]), Double(p[index + 2]), Double(p[index + 3])) / 255
    }
}
