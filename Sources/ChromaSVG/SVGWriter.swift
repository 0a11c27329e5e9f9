import ChromaLimits
import ChromaPNG
import ChromaRaster
import ColorCore
import Foundation

/// Writes a scene as SVG: the same drawing on another device, as Skia's `SkSVGCanvas`.
///
/// What SVG draws exactly is written as vectors: rectangles, rounded rectangles (continuous
/// corners as their Bézier path), ellipses, paths, clips, opacity and solid fills; linear,
/// radial and elliptical gradients as SVG gradients whose stops keep SVG's sRGB interpolation
/// within 1/255 of Chroma's color in any interpolation space (``SVGGradientStops``); box shadows
/// as a Gaussian blur of their rectangle. Text layers are `<text>` in the font they were set in,
/// at the same baseline and advance width. Anything else — angular gradients, meshes,
/// two-circle radial gradients, gradients in a Display P3 scene, distance-field shapes — is
/// rendered alone by ``Renderer`` at the output's pixel size and embedded as a PNG, cropped to
/// its layer's bounds and clipped to its shape by a vector clip path.
///
/// The same document gives the same bytes every time, whatever the thread count: numbers at
/// fixed precision (``SVGNumber``), attributes in a fixed order, ids numbered in drawing order.
public struct SVGWriter: Sendable {
    /// Threads that render embedded layers, ≥ 1.
    public var threads: Int
    /// Turns the scene of one embedded layer (8-bit, in the document's color space) into PNG
    /// bytes. By default the layer is rendered whole into memory (``Renderer/renderImage(_:)``)
    /// and encoded by ``PNGEncoder``; the output wing gives its streaming renderer instead, which
    /// never holds the raw image.
    public var encodeLayer: @Sendable (Scene) throws -> [UInt8]

    /// The font list text is set in: the shipped DejaVu Sans first, then its relatives and the
    /// generic family, for readers without it.
    public static let fontFamily = "'DejaVu Sans', 'Bitstream Vera Sans', Verdana, sans-serif"

    /// Creates a writer rendering embedded layers on `threads` threads (every core by default).
    public init(threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        let threads = max(1, threads)
        self.threads = threads
        encodeLayer = { scene in try SVGWriter.encodeInMemory(scene, threads: threads) }
    }

    /// Creates a writer that encodes embedded layers with `encodeLayer`.
    public init(threads: Int = ProcessInfo.processInfo.activeProcessorCount, encodeLayer: @escaping @Sendable (Scene) throws -> [UInt8]) {
        self.threads = max(1, threads)
        self.encodeLayer = encodeLayer
    }

    /// The default encoder of embedded layers: the whole image in memory, then PNG.
    /// - Throws: `ResourceLimitError` when the raw image exceeds the memory limit.
    public static func encodeInMemory(_ scene: Scene, threads: Int) throws -> [UInt8] {
        try ResourceLimits.check(ResourceLimits.product(scene.width, scene.height, 4), .memory,
                                 "an embedded \(scene.width)×\(scene.height) image of the SVG")
        let image = Renderer(threads: threads).renderImage(scene)
        return try PNGEncoder(colorProfile: scene.colorProfile == .displayP3 ? .displayP3 : .none, metadata: PNGMetadata(software: nil))
            .encode(rgba8: image.bytes, width: scene.width, height: scene.height)
    }

    /// The SVG of a document, UTF-8.
    /// - Throws: the scene's validation errors (`SceneError`, `ResourceLimitError`), and
    ///   `PNGError` if an embedded layer cannot be encoded.
    public func svg(_ document: SVGDocument) throws -> [UInt8] {
        try document.scene.validate()
        var writer = SVGSceneWriter(scene: document.scene, encodeLayer: encodeLayer)
        return Array(try writer.write(title: document.title, swatches: document.swatches).utf8)
    }
}

/// The state of one document being written: its definitions and the next id of each kind.
struct SVGSceneWriter {
    let scene: Scene
    let encodeLayer: (Scene) throws -> [UInt8]
    var defs = SVGMarkup()
    var body = SVGMarkup()
    private var nextID = 1
    /// Definitions shared by their content (shadow profiles and masks), so a sheet of equal
    /// swatches writes one of each.
    private var shared: [String: String] = [:]

    init(scene: Scene, encodeLayer: @escaping (Scene) throws -> [UInt8]) {
        self.scene = scene
        self.encodeLayer = encodeLayer
    }

    private var canvas: Rect { scene.bounds }
    private typealias Attribute = SVGMarkup.Attribute

    private mutating func newID(_ prefix: String) -> String {
        defer { nextID += 1 }
        return prefix + String(nextID)
    }

    mutating func write(title: String, swatches: [SVGDocument.Swatch]) throws -> String {
        let w = String(scene.width), h = String(scene.height)
        if scene.background.resolvedOpacity > 0 {
            let fill = SVGColor.fill(scene.background, in: scene.colorProfile, gamut: .clip)
            body.open("rect", [("width", w), ("height", h), ("fill", fill.fill), ("fill-opacity", fill.opacity), ("style", fill.style)],
                      selfClosing: true)
        }
        // Swatch groups: disjoint ranges in drawing order.
        var groups: [Int: SVGDocument.Swatch] = [:]
        var taken = 0
        for swatch in swatches.sorted(by: { $0.layers.lowerBound < $1.layers.lowerBound })
        where !swatch.layers.isEmpty && swatch.layers.lowerBound >= taken && swatch.layers.upperBound <= scene.layers.count {
            groups[swatch.layers.lowerBound] = swatch
            taken = swatch.layers.upperBound
        }
        var index = 0
        while index < scene.layers.count {
            if let swatch = groups[index] {
                let data: [Attribute] = [("data-name", swatch.name), ("data-hex", swatch.color.hexString),
                                         ("data-oklch", SVGColor.oklch(swatch.color))]
                if swatch.layers.count == 1 {
                    try layer(index, extra: data)
                } else {
                    body.open("g", data)
                    for k in swatch.layers { try layer(k, extra: []) }
                    body.close("g")
                }
                index = swatch.layers.upperBound
            } else {
                try layer(index, extra: [])
                index += 1
            }
        }
        var out = SVGMarkup()
        out.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", w), ("height", h), ("viewBox", "0 0 \(w) \(h)"),
                         ("role", "img"), ("font-family", SVGWriter.fontFamily), ("xml:space", "preserve")])
        out.element("title", [], text: title)
        if !defs.text.isEmpty {
            out.open("defs", [])
            out.append(defs)
            out.close("defs")
        }
        out.append(body)
        out.close("svg")
        return out.text
    }

    // MARK: Layers

    /// Writes one layer; `extra` attributes go on its outermost element.
    private mutating func layer(_ index: Int, extra: [Attribute]) throws {
        let layer = scene.layers[index]
        let opacity = min(max(layer.opacity.isNaN ? 0 : layer.opacity, 0), 1)
        guard opacity > 0 else { return }
        let bounds = layer.shape?.bounds ?? canvas
        if isField(layer.shape) || layer.clip.map(isField) == true {
            // Distance fields have no SVG element: their coverage is rendered into the image.
            try embed(layer, opacity: opacity, extra: extra)
            return
        }
        var outer = extra
        // A clip that is not the layer's own shape wraps the layer in a group.
        let clipID = try layer.clip.map { try clipPath($0) } ?? nil
        if layer.clip != nil, clipID == nil { return }  // an empty clip shows nothing
        let wrapped = clipID != nil
        if let clipID {
            body.open("g", outer + [("clip-path", "url(#\(clipID))")])
            outer = []
        }
        defer { if wrapped { body.close("g") } }

        if case .shadow(let shadow) = layer.paint {
            try self.shadow(shadow, layer: layer, opacity: opacity, extra: outer)
            return
        }
        if let fill = vectorFill(layer.paint, bounds: bounds, opacity: opacity) {
            if !layer.text.isEmpty, case .path = layer.shape {
                text(layer.text, fill: fill, extra: outer)
                return
            }
            let solid = if case .solid = layer.paint { true } else { false }
            guard let geometry = geometry(layer.shape, shared: solid) else { return }
            body.open(geometry.name, outer + geometry.attributes + fill, selfClosing: true)
            return
        }
        try embed(layer, opacity: opacity, extra: outer)
    }

    private func isField(_ shape: Shape?) -> Bool {
        if case .field = shape { return true }
        return false
    }

    /// Lines of text in one fill.
    private mutating func text(_ runs: [TextRun], fill: [Attribute], extra: [Attribute]) {
        func attributes(_ run: TextRun) -> [Attribute] {
            [("x", SVGNumber.length(run.origin.x)), ("y", SVGNumber.length(run.origin.y)), ("font-size", SVGNumber.length(run.size)),
             ("font-family", run.family == "DejaVu Sans" ? nil : "'\(run.family)', " + SVGWriter.fontFamily),
             ("font-weight", run.bold ? "bold" : nil),
             ("textLength", run.advance > 0 ? SVGNumber.length(run.advance) : nil)]
        }
        if runs.count == 1 {
            body.element("text", extra + attributes(runs[0]) + fill, text: runs[0].string)
            return
        }
        body.open("g", extra + fill)
        for run in runs { body.element("text", attributes(run), text: run.string) }
        body.close("g")
    }

    // MARK: Geometry

    /// A shape as an SVG element (nil shape: the canvas); nil for a shape with nothing to draw
    /// or one SVG has no element for (a distance field).
    /// `shared`: whether a continuous rounded rectangle may be a `<use>` of a path defined once
    /// (not under a gradient in user space, which `<use>`'s offset would move).
    private mutating func geometry(_ shape: Shape?, shared: Bool = false) -> (name: String, attributes: [Attribute])? {
        func origin(_ r: Rect) -> [Attribute] {
            [("x", r.minX == 0 ? nil : SVGNumber.length(r.minX)), ("y", r.minY == 0 ? nil : SVGNumber.length(r.minY))]
        }
        func size(_ r: Rect) -> [Attribute] { [("width", SVGNumber.length(r.width)), ("height", SVGNumber.length(r.height))] }
        switch shape {
        case nil:
            return ("rect", size(canvas))
        case .rect(let r):
            return ("rect", origin(r) + size(r))
        case .roundedRect(let r, let radius, let style):
            let limited = max(0, min(radius, r.width / 2, r.height / 2))
            if style == .circular || limited == 0 {
                return ("rect", origin(r) + size(r) + [("rx", limited > 0 ? SVGNumber.length(limited) : nil)])
            }
            if !shared { return ("path", [("d", Self.pathData(shape!.path))]) }
            return ("use", [("href", "#" + sharedPath(Shape.roundedRect(Rect(x: 0, y: 0, width: r.width, height: r.height),
                                                                       cornerRadius: radius, style: style).path))] + origin(r))
        case .ellipse(let r):
            return ("ellipse", [("cx", SVGNumber.length(r.center.x)), ("cy", SVGNumber.length(r.center.y)),
                                ("rx", SVGNumber.length(r.width / 2)), ("ry", SVGNumber.length(r.height / 2))])
        case .circle(let center, let radius):
            return ("circle", [("cx", SVGNumber.length(center.x)), ("cy", SVGNumber.length(center.y)), ("r", SVGNumber.length(radius))])
        case .path(let path, let rule):
            guard !path.elements.isEmpty else { return nil }
            return ("path", [("d", Self.pathData(path)), ("fill-rule", rule == .evenOdd ? "evenodd" : nil)])
        case .field:
            return nil
        }
    }

    /// A path defined once (a continuous rounded rectangle at the origin), placed by `<use>`
    /// wherever a shape of its size recurs; its id.
    private mutating func sharedPath(_ path: Path) -> String {
        let d = Self.pathData(path)
        let key = "path:" + d
        if let known = shared[key] { return known }
        let id = newID("p")
        shared[key] = id
        defs.open("path", [("id", id), ("d", d)], selfClosing: true)
        return id
    }

    /// Path data: absolute commands, numbers at fixed precision.
    static func pathData(_ path: Path) -> String {
        var d = ""
        func add(_ command: String, _ points: [Point]) {
            d += command + points.map { SVGNumber.length($0.x) + " " + SVGNumber.length($0.y) }.joined(separator: " ")
        }
        for element in path.elements {
            switch element {
            case .move(let p): add("M", [p])
            case .line(let p): add("L", [p])
            case .quadCurve(let c, let p): add("Q", [c, p])
            case .curve(let c1, let c2, let p): add("C", [c1, c2, p])
            case .close: d += "Z"
            }
        }
        return d
    }

    /// A clip path for a shape; its id, or nil for an empty path (or a distance field, which
    /// the caller renders into an image instead).
    private mutating func clipPath(_ shape: Shape) throws -> String? {
        guard let geometry = geometry(shape) else { return nil }
        let id = newID("c")
        var attributes = geometry.attributes
        if let rule = attributes.firstIndex(where: { $0.name == "fill-rule" }) { attributes[rule].name = "clip-rule" }
        defs.open("clipPath", [("id", id)])
        defs.open(geometry.name, attributes, selfClosing: true)
        defs.close("clipPath")
        return id
    }

    // MARK: Paints

    /// The fill attributes of a paint SVG draws exactly, or nil when it must be embedded.
    private mutating func vectorFill(_ paint: Paint, bounds: Rect, opacity: Double) -> [Attribute]? {
        let layerOpacity: Attribute = ("fill-opacity", opacity < 1 ? SVGNumber.format(opacity, decimals: SVGNumber.unit) : nil)
        func solid(_ premultiplied: SIMD4<Double>) -> [Attribute] {
            let straight = SVGGradientStops.written(premultiplied)
            let alpha = straight.w * opacity
            return [("fill", SVGColor.hex(straight)), ("fill-opacity", alpha < 1 ? SVGNumber.format(alpha, decimals: SVGNumber.unit) : nil)]
        }
        switch paint {
        case .solid(let color):
            let fill = SVGColor.fill(color, in: scene.colorProfile, opacity: opacity)
            // Black is SVG's initial fill: said only where an inherited fill could differ.
            return [("fill", fill.fill == "#000000" && fill.style == nil ? nil : fill.fill), ("fill-opacity", fill.opacity), ("style", fill.style)]
        case .linear(let g):
            guard scene.colorProfile == .srgb else { return nil }
            let start = g.startPoint.resolved(in: bounds), end = g.endPoint.resolved(in: bounds)
            let ramp = GradientRamp(g.style, outputSpace: scene.colorProfile)
            if start == end {
                guard g.style.spread == .pad else { return nil }
                return solid(ramp.color(at: 1))
            }
            let id = gradient("linearGradient", [("x1", SVGNumber.length(start.x)), ("y1", SVGNumber.length(start.y)),
                                                 ("x2", SVGNumber.length(end.x)), ("y2", SVGNumber.length(end.y))],
                              stops: SVGGradientStops.stops(for: ramp), spread: g.style.spread)
            return [("fill", "url(#\(id))"), layerOpacity]
        case .radial(let g):
            guard scene.colorProfile == .srgb else { return nil }
            let center = g.center.resolved(in: bounds)
            guard (g.startCenter?.resolved(in: bounds) ?? center) == center else { return nil }
            let ramp = GradientRamp(g.style, outputSpace: scene.colorProfile)
            guard let id = concentric(ramp, spread: g.style.spread, from: g.startRadius, to: g.endRadius,
                                      place: [("cx", SVGNumber.length(center.x)), ("cy", SVGNumber.length(center.y))], scale: nil) else {
                if g.startRadius == g.endRadius, g.style.spread == .pad { return solid(ramp.color(at: 1)) }
                return nil
            }
            return [("fill", "url(#\(id))"), layerOpacity]
        case .elliptical(let g):
            guard scene.colorProfile == .srgb else { return nil }
            let center = g.center.resolved(in: bounds)
            let frame = g.frame ?? bounds
            let ramp = GradientRamp(g.style, outputSpace: scene.colorProfile)
            guard frame.width > 0, frame.height > 0 else {
                return g.style.spread == .pad ? solid(ramp.color(at: 1)) : nil
            }
            let transform = "matrix(" + [frame.width, 0, 0, frame.height, center.x, center.y].map { SVGNumber.format($0, decimals: 4) }
                .joined(separator: " ") + ")"
            guard let id = concentric(ramp, spread: g.style.spread, from: g.startRadiusFraction, to: g.endRadiusFraction,
                                      place: [("cx", "0"), ("cy", "0")], scale: transform) else {
                if g.startRadiusFraction == g.endRadiusFraction, g.style.spread == .pad { return solid(ramp.color(at: 1)) }
                return nil
            }
            return [("fill", "url(#\(id))"), layerOpacity]
        case .angular, .mesh, .shadow:
            return nil
        }
    }

    /// A radial gradient with one center, t = (distance − r0) / (r1 − r0): SVG's radius is the
    /// larger of the two and the stops move to where their t falls on it. Nil when SVG cannot
    /// draw it (equal radii, a negative radius, or a repeating one that does not start at the
    /// center).
    private mutating func concentric(_ ramp: GradientRamp, spread: SpreadMode, from r0: Double, to r1: Double,
                                     place: [Attribute], scale: String?) -> String? {
        guard r0 != r1, r0 >= 0, r1 >= 0, spread == .pad || r0 == 0 else { return nil }
        let outer = max(r0, r1)
        var stops = SVGGradientStops.stops(for: ramp).map { stop in
            SVGGradientStops.Stop(offset: (r0 + stop.offset * (r1 - r0)) / outer, color: stop.color)
        }
        if r1 < r0 { stops.reverse() }
        return gradient("radialGradient", place + [("r", SVGNumber.format(outer, decimals: scale == nil ? SVGNumber.geometry : SVGNumber.offset)),
                                                   ("gradientTransform", scale)], stops: stops, spread: spread)
    }

    /// Writes a gradient definition; returns its id.
    private mutating func gradient(_ kind: String, _ geometry: [Attribute], stops: [SVGGradientStops.Stop], spread: SpreadMode) -> String {
        let id = newID("g")
        defs.open(kind, [("id", id), ("gradientUnits", "userSpaceOnUse")] + geometry
                  + [("spreadMethod", spread == .pad ? nil : spread.rawValue)])
        for stop in stops {
            defs.open("stop", [("offset", SVGNumber.format(stop.offset, decimals: SVGNumber.offset)), ("stop-color", SVGColor.hex(stop.color)),
                               ("stop-opacity", stop.color.w < 1 ? SVGNumber.format(stop.color.w, decimals: SVGNumber.unit) : nil)],
                      selfClosing: true)
        }
        defs.close(kind)
        return id
    }

    /// A box shadow: the rectangle of the area it may darken (the layer's shape, or its bounds
    /// and a clip path when the shape is not a rectangle), filled with the shadow's color whose
    /// opacity is the blur's profile across x (a horizontal gradient), masked by its profile
    /// down y (a vertical gradient): the exact Gaussian blur of a rectangle is the product of
    /// the two (see ``SVGShadowProfile``). Gradients and masks in bounding-box units, so a sheet
    /// of equal swatches shares one of each.
    private mutating func shadow(_ shadow: BoxShadow, layer: Layer, opacity: Double, extra: [Attribute]) throws {
        let rect = shadow.rect
        guard rect.width > 0, rect.height > 0 else { return }
        let sigma = max(shadow.radius / 2, 1e-3)
        var area = Self.intersection(layer.shape?.bounds ?? canvas, canvas)
        var clip: String? = nil
        switch layer.shape {
        case nil, .rect: break
        default: clip = try clipPath(layer.shape!)
        }
        // No further than the blur shows (5 σ: under 1e-6 of the shadow's opacity beyond).
        area = Self.intersection(area, Rect(x: rect.minX - 5 * sigma, y: rect.minY - 5 * sigma,
                                            width: rect.width + 10 * sigma, height: rect.height + 10 * sigma))
        guard area.width > 0, area.height > 0 else { return }
        let fill = SVGColor.fill(shadow.color, in: scene.colorProfile, opacity: opacity)
        // Each axis may depart by 0.4/255 of the drawn opacity: their product stays within 0.8/255.
        let strength = max(scene.colorProfile.drawn(shadow.color).w * opacity, 1e-6)
        let tolerance = min(0.05, 0.4 / 255 / strength)
        let across = SVGShadowProfile(start: rect.minX, end: rect.maxX, sigma: sigma, from: area.minX, to: area.maxX, tolerance: tolerance)
        let down = SVGShadowProfile(start: rect.minY, end: rect.maxY, sigma: sigma, from: area.minY, to: area.maxY, tolerance: tolerance)
        let x = profileGradient(across, vertical: false, color: fill.fill)
        let y = profileGradient(down, vertical: true, color: "#ffffff")
        let maskKey = "mask:" + y
        let mask: String
        if let known = shared[maskKey] {
            mask = known
        } else {
            mask = newID("m")
            shared[maskKey] = mask
            defs.open("mask", [("id", mask), ("maskContentUnits", "objectBoundingBox")])
            defs.open("rect", [("width", "1"), ("height", "1"), ("fill", "url(#\(y))")], selfClosing: true)
            defs.close("mask")
        }
        body.open("rect", extra + [("x", SVGNumber.length(area.minX)), ("y", SVGNumber.length(area.minY)),
                                   ("width", SVGNumber.length(area.width)), ("height", SVGNumber.length(area.height)),
                                   ("fill", "url(#\(x))"), ("fill-opacity", fill.opacity), ("mask", "url(#\(mask))"),
                                   ("clip-path", clip.map { "url(#\($0))" })], selfClosing: true)
    }

    /// A gradient across the bounding box whose opacity follows a shadow profile; shared by
    /// every shadow with the same profile. Its id.
    private mutating func profileGradient(_ profile: SVGShadowProfile, vertical: Bool, color: String) -> String {
        var stops = SVGMarkup()
        for (offset, value) in profile.stops() {
            stops.open("stop", [("offset", SVGNumber.format(offset, decimals: SVGNumber.offset)),
                                ("stop-color", color == "#000000" ? nil : color),
                                ("stop-opacity", value < 1 ? SVGNumber.format(value, decimals: SVGNumber.unit) : nil)], selfClosing: true)
        }
        let key = (vertical ? "v:" : "h:") + stops.text
        if let known = shared[key] { return known }
        let id = newID("g")
        shared[key] = id
        defs.open("linearGradient", [("id", id), ("x2", vertical ? "0" : nil), ("y2", vertical ? "1" : nil)])
        defs.append(stops)
        defs.close("linearGradient")
        return id
    }

    // MARK: Embedded layers

    /// A layer SVG cannot draw: its paint rendered alone over the layer's bounds at the output's
    /// pixel size, embedded as a PNG and clipped to the shape (a distance field's own soft edge is
    /// rendered into the image instead).
    private mutating func embed(_ layer: Layer, opacity: Double, extra: [Attribute]) throws {
        let bounds = layer.shape?.bounds ?? canvas
        let baked = isField(layer.shape) || layer.clip.map(isField) == true
        var region = bounds
        if let clip = layer.clip { region = Self.intersection(region, clip.bounds) }
        region = Self.intersection(region, canvas)
        let x0 = Int(max(0, region.minX.rounded(.down))), y0 = Int(max(0, region.minY.rounded(.down)))
        let x1 = Int(min(Double(scene.width), region.maxX.rounded(.up))), y1 = Int(min(Double(scene.height), region.maxY.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return }
        let alone: Layer
        if baked {
            alone = Layer(paint: layer.paint.pinned(to: bounds), shape: layer.shape, clip: layer.clip)
        } else {
            alone = Layer(paint: layer.paint.pinned(to: bounds))
        }
        let part = Scene(width: x1 - x0, height: y1 - y0, background: .clear, depth: .eight, dither: scene.dither,
                         colorProfile: scene.colorProfile, layers: [alone.offset(by: Point(x: -Double(x0), y: -Double(y0)))])
        let png = try encodeLayer(part)
        let clip = baked || layer.shape == nil ? nil : try clipPath(layer.shape!)
        let label = layer.text.isEmpty ? nil : layer.text.map(\.string).joined(separator: " ")
        body.open("image", extra + [("x", x0 == 0 ? nil : String(x0)), ("y", y0 == 0 ? nil : String(y0)),
                                    ("width", String(part.width)), ("height", String(part.height)),
                                    ("href", "data:image/png;base64," + Data(png).base64EncodedString()),
                                    ("clip-path", clip.map { "url(#\($0))" }),
                                    ("opacity", opacity < 1 ? SVGNumber.format(opacity, decimals: SVGNumber.unit) : nil),
                                    ("aria-label", label)], selfClosing: true)
    }

    private static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY), x1 = min(a.maxX, b.maxX), y1 = min(a.maxY, b.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
