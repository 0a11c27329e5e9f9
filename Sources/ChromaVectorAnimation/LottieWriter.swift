import ChromaJSON
import ChromaRaster
import ChromaSVG
import ChromaSplash
import ColorCore
import Foundation

/// Writes a splash timeline as a Lottie animation (bodymovin JSON), which lottie-ios,
/// lottie-android, lottie-web and rlottie play as vectors.
///
/// Each fill is a layer shown on exactly the frames the PNG frames show it: from the start of
/// its transition until the fill above it has covered the card (``SplashVectorPlan``), hidden
/// again on frames where a spring swings back or an easing dips below 0; clipped to the card by
/// a mask. A fill Lottie draws
/// is a shape filled with it: solid colors, linear gradients, and radial gradients with one
/// center (also elliptical ones that are circles), padded, whose stops keep Lottie's sRGB
/// interpolation within 1/255 of Chroma's color in any interpolation space
/// (``SVGGradientStops``). A fill it cannot draw (an angular or mesh gradient, a repeating
/// gradient, an elliptical one) is rendered once as a PNG over the card and embedded as an
/// image layer, masked by the growing shape. The card's drop shadow is an embedded image too
/// (Lottie has no blur that players agree on).
///
/// The growing shape is a keyframed path: two keyframes eased by the timeline's own cubic
/// Bézier (linear, ease-in, ease-out, ease-in-out, cubic-bezier) as Lottie's keyframe tangents,
/// or, for a spring, one keyframe every frame with cubic Hermite tangents, so every frame
/// time shows the exact progress. Times are in frames at ``frameRate(of:)``: frame i of the
/// Lottie is frame i of the PNG frames. Lottie's colors are sRGB: a Display P3 timeline is
/// refused, as is a soft growing edge, which a vector path cannot draw.
public struct LottieWriter: Sendable {
    /// Threads that render embedded images, ≥ 1.
    public var threads: Int

    /// Creates a writer rendering embedded images on `threads` threads (every core by default).
    public init(threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.threads = max(1, threads)
    }

    /// The Lottie frame rate of a timeline: its fps, or, with a fixed frame count N over T
    /// seconds, (N − 1) / T, so Lottie frame i is always PNG frame i.
    public static func frameRate(of timeline: SplashTimeline) -> Double {
        if let count = timeline.fixedFrameCount, count > 1 { return Double(count - 1) / timeline.totalDuration }
        return Double(timeline.fps)
    }

    /// The Lottie JSON of `timeline`, UTF-8.
    /// - Throws: the timeline's validation error (`SplashError`, `ResourceLimitError`),
    ///   ``VectorAnimationError`` for what Lottie cannot hold, `PNGError` for an embedded image.
    public func json(_ timeline: SplashTimeline, name: String = "Chroma splash") throws -> [UInt8] {
        try timeline.validate()
        try Self.checkVector(timeline, format: "Lottie")
        var document = LottieDocument(timeline: timeline, threads: threads)
        return Array(try document.write(name: name).text().utf8)
    }

    /// Refuses what a vector splash cannot draw: a soft edge and Display P3 pixels.
    static func checkVector(_ timeline: SplashTimeline, format: String) throws {
        if timeline.softness > 0 {
            throw VectorAnimationError("\(format) draws the growing edge as a crisp vector path: soft edge \(timeline.softness) is not taken; leave --soft-edge at 0 or write PNG frames, APNG, WebP, GIF or video")
        }
        if timeline.colorProfile != .srgb {
            throw VectorAnimationError("\(format) colors are sRGB: the Display P3 color space is not taken; leave --color-space at srgb")
        }
    }
}

/// One Lottie document being built.
struct LottieDocument {
    let plan: SplashVectorPlan
    let timeline: SplashTimeline
    let threads: Int
    /// Frames per second.
    let rate: Double
    /// The composition's last frame (exclusive): the PNG frames' count.
    let end: Double
    private var assets: [JSON] = []

    init(timeline: SplashTimeline, threads: Int) {
        self.timeline = timeline
        self.threads = threads
        plan = SplashVectorPlan(timeline)
        rate = LottieWriter.frameRate(of: timeline)
        end = Double(timeline.frameCount)
    }

    private var scale: Double { plan.scale }

    static func still(_ value: JSON) -> JSON { .object([("a", .int(0)), ("k", value)]) }

    mutating func write(name: String) throws -> JSON {
        var layers: [[(String, JSON)]] = []  // bottom first
        if plan.background.resolvedOpacity > 0, let fill = Self.solid(plan.background) {
            let canvas = Shape.rect(Rect(x: 0, y: 0, width: Double(plan.canvasSize.width), height: Double(plan.canvasSize.height)))
            layers.append(shapeLayer(name: "Background", path: Self.still(LottiePath.shape(canvas.path, scale: scale)), fill: fill,
                                     span: Span(first: 0, end: Int(end), hidden: [])))
        }
        if let shadow = plan.shadow {
            layers.append(try image(name: "Shadow", layer: Layer(paint: .shadow(shadow)),
                                    region: Rect(x: 0, y: 0, width: Double(plan.canvasSize.width), height: Double(plan.canvasSize.height)),
                                    masks: [], span: Span(first: 0, end: Int(end), hidden: [])))
        }
        let shown = visibility()
        for (k, fill) in plan.layers.enumerated() {
            guard let span = shown[k] else { continue }
            let label = k == 0 ? "Card" : "Splash \(k)"
            let vector = vectorFill(fill.paint)
            if let vector, fill.growth == nil {
                layers.append(shapeLayer(name: label, path: Self.still(LottiePath.shape(plan.cardShape.path, scale: scale)), fill: vector,
                                         span: span))
                continue
            }
            let growth = fill.growth.map { growthPath($0, shift: .zero) }
            if let vector, let growth {
                var layer = shapeLayer(name: label, path: growth, fill: vector, span: span)
                layer += masks([(cardPath(shift: .zero), "a")])
                layers.append(layer)
                continue
            }
            // Lottie cannot draw the paint: an image of it over the card, masked.
            let region = plan.cardRect
            let origin = Self.pixelRegion(region, scale: scale).origin
            let shift = Point(x: -origin.x, y: -origin.y)
            var shapes: [(JSON, String)] = []
            if let growthShift = fill.growth.map({ growthPath($0, shift: shift) }) { shapes.append((growthShift, "a")) }
            shapes.append((cardPath(shift: shift), shapes.isEmpty ? "a" : "i"))
            layers.append(try image(name: label, layer: Layer(paint: fill.paint.pinned(to: region), shape: .rect(region)), region: region,
                                    masks: shapes, span: span))
        }
        let ordered = layers.reversed().enumerated().map { index, members in
            JSON.object(JSONObject([("ddd", .int(0)), ("ind", .int(index + 1))] + members))
        }
        let (width, height) = timeline.canvasSize
        return .object([
            ("v", .string("5.7.4")), ("fr", .u(rate)), ("ip", .int(0)), ("op", .n(end)),
            ("w", .int(width)), ("h", .int(height)), ("nm", .string(name)), ("ddd", .int(0)),
            ("assets", .array(assets)), ("layers", .array(Array(ordered))),
        ])
    }

    // MARK: Layers

    /// The frames a fill's layer shows: from `first` to before `end`, except the `hidden` ones.
    struct Span {
        var first: Int
        var end: Int
        /// Frames within the span where the layer is hidden, in order.
        var hidden: [Int]
    }

    /// Which frames show each fill's layer, exactly as ``SplashTimeline/scene(atFrame:)`` draws
    /// them: the settled fill (the last whose transition has ended) and every later fill whose
    /// transition has begun (progress above 0); nil for a fill no frame shows. A spring that
    /// swings past 1 and back, or an easing that dips below 0, hides and shows layers again.
    func visibility() -> [Span?] {
        let count = timeline.fills.count, frames = timeline.frameCount
        var first = [Int?](repeating: nil, count: count), last = [Int](repeating: -1, count: count)
        var shownAt = [[Bool]](repeating: [], count: count)
        for i in 0..<frames {
            let progress = timeline.progress(at: timeline.time(ofFrame: i))
            let settled = progress.lastIndex { $0 >= 1 }.map { $0 + 1 } ?? 0
            for j in 0..<count {
                let shown = j == settled || (j > settled && progress[j - 1] > 0)
                shownAt[j].append(shown)
                if shown {
                    if first[j] == nil { first[j] = i }
                    last[j] = i
                }
            }
        }
        return (0..<count).map { j in
            guard let start = first[j] else { return nil }
            return Span(first: start, end: last[j] + 1, hidden: (start..<(last[j] + 1)).filter { !shownAt[j][$0] })
        }
    }

    /// The members every layer has: type, name, identity transform (or a position), the span
    /// of frames it shows (`ip`, `op`), and opacity held at 0 over frames hidden within it.
    private func common(type: Int, name: String, position: Point = .zero, span: Span) -> [(String, JSON)] {
        var opacity = Self.still(.int(100))
        if !span.hidden.isEmpty {
            let hidden = Set(span.hidden)
            var keyframes: [JSON] = []
            var previous: Bool? = nil
            for frame in span.first..<span.end where hidden.contains(frame) != previous {
                previous = hidden.contains(frame)
                keyframes.append(.object([("t", .int(frame)), ("s", .array([.int(previous! ? 0 : 100)])), ("h", .int(1))]))
            }
            opacity = .object([("a", .int(1)), ("k", .array(keyframes))])
        }
        return [
            ("ty", .int(type)), ("nm", .string(name)), ("sr", .int(1)),
            ("ks", .object([
                ("o", opacity), ("r", Self.still(.int(0))),
                ("p", Self.still(.ns([position.x, position.y, 0]))), ("a", Self.still(.ns([0, 0, 0]))),
                ("s", Self.still(.ns([100, 100, 100]))),
            ])),
            ("ao", .int(0)), ("ip", .int(span.first)), ("op", .int(span.end)), ("st", .int(0)), ("bm", .int(0)),
        ]
    }

    /// A shape layer: one group of a path and a fill.
    private func shapeLayer(name: String, path: JSON, fill: JSON, span: Span) -> [(String, JSON)] {
        let transform: JSON = .object([
            ("ty", .string("tr")), ("p", Self.still(.ns([0, 0]))), ("a", Self.still(.ns([0, 0]))), ("s", Self.still(.ns([100, 100]))),
            ("r", Self.still(.int(0))), ("o", Self.still(.int(100))), ("sk", Self.still(.int(0))), ("sa", Self.still(.int(0))),
        ])
        let group: JSON = .object([
            ("ty", .string("gr")), ("nm", .string(name)),
            ("it", .array([.object([("ty", .string("sh")), ("nm", .string("Outline")), ("ks", path)]), fill, transform])),
        ])
        return common(type: 4, name: name, span: span) + [("shapes", .array([group]))]
    }

    /// Masks: each a path property and a mode (`a` add, `i` intersect).
    private func masks(_ shapes: [(JSON, String)]) -> [(String, JSON)] {
        [("hasMask", .bool(true)), ("masksProperties", .array(shapes.enumerated().map { index, shape in
            .object([("inv", .bool(false)), ("mode", .string(shape.1)), ("pt", shape.0), ("o", Self.still(.int(100))),
                     ("x", Self.still(.int(0))), ("nm", .string("Mask \(index + 1)"))])
        }))]
    }

    private func cardPath(shift: Point) -> JSON {
        Self.still(LottiePath.shape(plan.cardShape.path, scale: scale, shift: shift))
    }

    /// The pixels a region covers at `scale`: whole pixels around it.
    static func pixelRegion(_ region: Rect, scale: Double) -> (origin: Point, width: Int, height: Int) {
        let x0 = (region.minX * scale).rounded(.down), y0 = (region.minY * scale).rounded(.down)
        let x1 = (region.maxX * scale).rounded(.up), y1 = (region.maxY * scale).rounded(.up)
        return (Point(x: x0, y: y0), max(1, Int(x1 - x0)), max(1, Int(y1 - y0)))
    }

    /// An image layer of `layer` rendered alone over `region` (card pixels) at the output's
    /// scale, embedded as a PNG data URI, placed at the region's pixel origin.
    private mutating func image(name: String, layer: Layer, region: Rect, masks shapes: [(JSON, String)],
                                span: Span) throws -> [(String, JSON)] {
        let pixels = Self.pixelRegion(region, scale: scale)
        let whole = Scene(width: plan.canvasSize.width, height: plan.canvasSize.height, background: .clear, depth: .eight,
                          dither: timeline.dither, layers: [layer]).scaled(by: scale)
        let part = Scene(width: pixels.width, height: pixels.height, background: .clear, depth: .eight, dither: timeline.dither,
                         layers: whole.layers.map { $0.offset(by: Point(x: -pixels.origin.x, y: -pixels.origin.y)) })
        let png = try SVGWriter.encodeInMemory(part, threads: threads)
        let id = "image_\(assets.count)"
        assets.append(.object([
            ("id", .string(id)), ("w", .int(pixels.width)), ("h", .int(pixels.height)), ("u", .string("")),
            ("p", .string("data:image/png;base64," + Data(png).base64EncodedString())), ("e", .int(1)),
        ]))
        var members = common(type: 2, name: name, position: pixels.origin, span: span)
        members.append(("refId", .string(id)))
        if !shapes.isEmpty { members += masks(shapes) }
        return members
    }

    // MARK: Growth

    /// The growing shape as a keyframed path property, moved by `shift` after scaling.
    private func growthPath(_ growth: SplashVectorPlan.Growth, shift: Point) -> JSON {
        let reference = growth.to
        func shape(_ progress: Double) -> JSON {
            .array([LottiePath.shape(growth.outline(progress: progress), scale: scale, shift: shift, reference: reference)])
        }
        func ease(_ h: (Double, Double, Double, Double)) -> [(String, JSON)] {
            [("o", .object([("x", .us([h.0])), ("y", .us([h.1]))])), ("i", .object([("x", .us([h.2])), ("y", .us([h.3]))]))]
        }
        var keyframes: [JSON] = []
        switch EasingCurve(plan.easing) {
        case .bezier(let x1, let y1, let x2, let y2):
            keyframes = [
                .object(JSONObject([("t", .n(growth.start * rate)), ("s", shape(0))] + ease((x1, y1, x2, y2)))),
                .object([("t", .n((growth.start + growth.duration) * rate)), ("s", shape(1))]),
            ]
        case .sampled:
            let times = EasingCurve.sampleTimes(start: growth.start, duration: growth.duration, rate: rate)
            let easing = plan.easing, duration = growth.duration
            func progress(_ t: Double) -> Double { easing.progress(at: (t - growth.start) / duration, duration: duration) }
            func slope(_ t: Double) -> Double {
                let h = duration * 1e-5
                let a = max(growth.start, t - h), b = min(growth.start + duration, t + h)
                return b > a ? (progress(b) - progress(a)) / (b - a) : 0
            }
            for (k, t) in times.enumerated() {
                var members: [(String, JSON)] = [("t", .n(t * rate)), ("s", shape(progress(t)))]
                if k + 1 < times.count {
                    let next = times[k + 1]
                    let handles = EasingCurve.hermite(from: progress(t), to: progress(next), slopes: slope(t), slope(next), over: next - t)
                    members += ease(handles ?? (0, 0, 1, 1))
                }
                keyframes.append(.object(JSONObject(members)))
            }
        }
        return .object([("a", .int(1)), ("k", .array(keyframes))])
    }

    // MARK: Fills

    /// A solid fill of a color as Lottie draws it (sRGB), or nil for a clear one.
    static func solid(_ color: Color) -> JSON? {
        let c = OutputColorSpace.srgb.drawn(color)
        guard c.w > 0 else { return nil }
        return .object([("ty", .string("fl")), ("nm", .string("Fill")), ("c", still(.us([level(c.x), level(c.y), level(c.z), 1]))),
                        ("o", still(.u(c.w * 100))), ("r", .int(1))])
    }

    /// A 0…1 channel as its 8-bit level k (rounded, as Chroma draws it) written as
    /// (k + ¼) / 255: a player that truncates (rlottie) and one that rounds both draw level k.
    static func level(_ value: Double) -> Double {
        let k = (min(max(value.isNaN ? 0 : value, 0), 1) * 255).rounded()
        return k == 0 || k == 255 ? k / 255 : (k + 0.25) / 255
    }

    /// The fill of a paint Lottie draws, or nil when it must be an image.
    private func vectorFill(_ paint: Paint) -> JSON? {
        let bounds = plan.cardRect
        switch paint {
        case .solid(let color):
            return Self.solid(color) ?? .object([("ty", .string("fl")), ("nm", .string("Fill")), ("c", Self.still(.us([0, 0, 0, 1]))),
                                                  ("o", Self.still(.int(0))), ("r", .int(1))])
        case .linear(let g):
            guard g.style.spread == .pad else { return nil }
            let start = g.startPoint.resolved(in: bounds), end = g.endPoint.resolved(in: bounds)
            let ramp = GradientRamp(g.style, outputSpace: .srgb)
            if start == end { return Self.solid(Self.color(ramp.color(at: 1))) }
            return gradient(type: 1, start: start, end: end, stops: SVGGradientStops.stops(for: ramp))
        case .radial(let g):
            let center = g.center.resolved(in: bounds)
            guard g.style.spread == .pad, (g.startCenter?.resolved(in: bounds) ?? center) == center else { return nil }
            return concentric(GradientRamp(g.style, outputSpace: .srgb), center: center, from: g.startRadius, to: g.endRadius)
        case .elliptical(let g):
            let frame = g.frame ?? bounds
            guard g.style.spread == .pad, frame.width == frame.height, frame.width > 0 else { return nil }
            return concentric(GradientRamp(g.style, outputSpace: .srgb), center: g.center.resolved(in: bounds),
                              from: g.startRadiusFraction * frame.width, to: g.endRadiusFraction * frame.width)
        case .angular, .mesh, .shadow:
            return nil
        }
    }

    private static func color(_ premultiplied: SIMD4<Double>) -> Color {
        let a = premultiplied.w
        guard a > 0 else { return .clear }
        return Color(.sRGB, red: premultiplied.x / a, green: premultiplied.y / a, blue: premultiplied.z / a, opacity: a)
    }

    /// A radial gradient with one center, t = (distance − r0) / (r1 − r0): Lottie's radius is
    /// the larger and the stops move to where their t falls on it.
    private func concentric(_ ramp: GradientRamp, center: Point, from r0: Double, to r1: Double) -> JSON? {
        guard r0 != r1, r0 >= 0, r1 >= 0 else { return r0 == r1 && r0 >= 0 ? Self.solid(Self.color(ramp.color(at: 1))) : nil }
        let outer = max(r0, r1)
        var stops = SVGGradientStops.stops(for: ramp).map { stop in
            SVGGradientStops.Stop(offset: (r0 + stop.offset * (r1 - r0)) / outer, color: stop.color)
        }
        if r1 < r0 { stops.reverse() }
        return gradient(type: 2, start: center, end: Point(x: center.x + outer, y: center.y), stops: stops)
    }

    /// A gradient fill: `g.k` holds each stop's offset and straight color, then, when any stop
    /// is translucent, each stop's offset and opacity.
    private func gradient(type: Int, start: Point, end: Point, stops: [SVGGradientStops.Stop]) -> JSON {
        var values: [Double] = []
        for stop in stops { values += [stop.offset, stop.color.x, stop.color.y, stop.color.z] }
        if stops.contains(where: { $0.color.w < 1 }) {
            for stop in stops { values += [stop.offset, stop.color.w] }
        }
        var members: [(String, JSON)] = [
            ("ty", .string("gf")), ("nm", .string("Gradient")), ("o", Self.still(.int(100))), ("r", .int(1)),
            ("s", Self.still(.ns([start.x * scale, start.y * scale]))), ("e", Self.still(.ns([end.x * scale, end.y * scale]))),
            ("t", .int(type)), ("g", .object([("p", .int(stops.count)), ("k", Self.still(.array(values.map { .fixed($0, decimals: 5) })))])),
        ]
        if type == 2 { members += [("h", Self.still(.int(0))), ("a", Self.still(.int(0)))] }
        return .object(JSONObject(members))
    }
}
