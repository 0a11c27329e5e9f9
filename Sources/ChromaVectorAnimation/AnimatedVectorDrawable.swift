import ChromaRaster
import ChromaSplash
import ChromaSVG
import ColorCore
import Foundation

/// A splash timeline as an Android AnimatedVectorDrawable: the animated icon Android 12's
/// splash screen plays (`windowSplashScreenAnimatedIcon`), one XML file.
///
/// The `<vector>` holds the card as a group clipped to its shape (`<clip-path>`), and each
/// fill as a `<path>` in drawing order: the first fills the card, each later one is its
/// growing shape at progress 0. One `<target>` per later fill animates its `pathData` from
/// the shape at progress 0 to the shape at progress 1 (the same commands, so Android morphs
/// them point by point) from the transition's start (`startOffset`), eased by a
/// `<pathInterpolator>`: the timeline's own cubic Bézier (`controlX1` … `controlY2`), or for a
/// spring its curve sampled as the interpolator's `pathData`. Solid fills are `#AARRGGBB`;
/// linear and radial gradients are `<gradient>` elements (API 24+) whose `<item>` stops are
/// sampled from Chroma's ramp so Android's sRGB interpolation keeps within 1/255 of any
/// interpolation space (``SVGGradientStops``). A drawable holds no images: fills it cannot
/// draw (angular, mesh, repeating or elliptical gradients), a soft edge and a Display P3
/// timeline are refused. The card's drop shadow is left out (the splash screen draws the
/// icon's background itself).
///
/// Android asks splash icon animations to last at most 1000 ms; a longer timeline is played
/// faster to fit, and ``note`` says so.
public struct AnimatedVectorDrawable: Sendable {
    /// The longest animation Android recommends for a splash icon, in milliseconds.
    public static let longestSplash = 1000

    /// The drawable's XML, UTF-8.
    public let xml: String
    /// One line saying what changed to fit Android (the time scaled to 1000 ms), or nil.
    public let note: String?
    /// The animation's length as written, in milliseconds (at most ``longestSplash``).
    public let durationMilliseconds: Int

    /// The drawable of `timeline`, `width` × `height` dp (the icon's size on screen; the card
    /// and its margin fill the viewport).
    /// - Throws: the timeline's validation error; ``VectorAnimationError`` for a fill, soft
    ///   edge or color space a drawable cannot hold, or a size that is not a positive number.
    public init(_ timeline: SplashTimeline, width: Double, height: Double) throws {
        try self.init(timeline, width: width, height: height, fraction: nil)
    }

    /// The drawable of `timeline` as a square splash icon `side` dp across (its viewport `side`
    /// units), the card centered and scaled so its longer side is `fraction` of the icon: the
    /// placement of Android 12's splash icon, whose content stays inside the central circle
    /// (192 of 288 dp, 160 of 240 with an icon background).
    /// - Parameters:
    ///   - side: the icon's side in dp, above 0, up to 10000.
    ///   - fraction: the card's longer side over the icon's, above 0, up to 1.
    /// - Throws: what ``init(_:width:height:)`` throws; ``VectorAnimationError`` for a fraction
    ///   out of range.
    public init(_ timeline: SplashTimeline, side: Double, fraction: Double) throws {
        guard fraction.isFinite, fraction > 0, fraction <= 1 else {
            throw VectorAnimationError("invalid icon fraction \(fraction); expected a number above 0, up to 1")
        }
        try self.init(timeline, width: side, height: side, fraction: fraction)
    }

    private init(_ timeline: SplashTimeline, width: Double, height: Double, fraction: Double?) throws {
        try timeline.validate()
        try LottieWriter.checkVector(timeline, format: "An AnimatedVectorDrawable")
        guard width.isFinite, height.isFinite, width > 0, height > 0, width <= 10_000, height <= 10_000 else {
            throw VectorAnimationError("invalid drawable size \(width)×\(height) dp; expected numbers above 0, up to 10000")
        }
        let plan = SplashVectorPlan(timeline)
        let total = plan.totalDuration * 1000
        let factor = total > Double(Self.longestSplash) ? Double(Self.longestSplash) / total : 1
        durationMilliseconds = Int((total * factor).rounded())
        note = factor < 1
            ? "the AnimatedVectorDrawable plays the \(Self.milliseconds(total)) ms splash in \(Self.longestSplash) ms (\(PrintfFormat.string("%.2f", 1 / factor))× faster): Android asks splash icon animations to last at most \(Self.longestSplash) ms"
            : nil
        xml = try Self.document(plan, width: width, height: height, timeScale: factor, fraction: fraction)
    }

    private static func milliseconds(_ value: Double) -> String { SVGNumber.format(value, decimals: 0) }

    /// The whole XML.
    /// With `fraction`, the viewport is the icon's dp and the content one group placed in it.
    private static func document(_ plan: SplashVectorPlan, width: Double, height: Double, timeScale: Double, fraction: Double?) throws -> String {
        var vector = ""
        var targets = ""
        let (w, h) = plan.canvasSize
        let n = { (v: Double) in SVGNumber.format(v, decimals: 4) }
        var viewport = (width: "\(w)", height: "\(h)")
        if let fraction {
            let scale = width * fraction / Double(max(w, h))
            let x = (width - Double(w) * scale) / 2, y = (height - Double(h) * scale) / 2
            viewport = (n(width), n(height))
            vector += "    <group android:name=\"placement\" android:translateX=\"\(n(x))\" android:translateY=\"\(n(y))\" android:scaleX=\"\(n(scale))\" android:scaleY=\"\(n(scale))\">\n"
        }
        if plan.background.resolvedOpacity > 0 {
            let canvas = Shape.rect(Rect(x: 0, y: 0, width: Double(w), height: Double(h)))
            vector += "    <path android:name=\"background\" android:pathData=\"\(pathData(canvas.path))\" android:fillColor=\"\(hex(plan.background))\"/>\n"
        }
        vector += "    <group android:name=\"card\">\n"
        vector += "      <clip-path android:name=\"card_clip\" android:pathData=\"\(pathData(plan.cardShape.path))\"/>\n"
        for (k, layer) in plan.layers.enumerated() {
            let name = "fill_\(k)"
            let start = layer.growth.map { pathData($0.from) } ?? pathData(plan.cardShape.path)
            let fill = try fillAttribute(layer.paint, bounds: plan.cardRect, index: k)
            if let inline = fill.inline {
                vector += "      <path android:name=\"\(name)\" android:pathData=\"\(start)\" android:fillColor=\"\(inline)\"/>\n"
            } else {
                vector += "      <path android:name=\"\(name)\" android:pathData=\"\(start)\">\n"
                vector += "        <aapt:attr name=\"android:fillColor\">\n\(fill.element!)        </aapt:attr>\n      </path>\n"
            }
            guard let growth = layer.growth else { continue }
            let offset = Int((growth.start * 1000 * timeScale).rounded())
            let duration = max(1, Int((growth.duration * 1000 * timeScale).rounded()))
            targets += "  <target android:name=\"\(name)\">\n    <aapt:attr name=\"android:animation\">\n"
            targets += "      <objectAnimator android:propertyName=\"pathData\" android:valueType=\"pathType\""
            targets += " android:valueFrom=\"\(start)\" android:valueTo=\"\(pathData(growth.to))\""
            targets += " android:startOffset=\"\(offset)\" android:duration=\"\(duration)\">\n"
            targets += "        <aapt:attr name=\"android:interpolator\">\n          \(interpolator(plan.easing, duration: growth.duration))\n        </aapt:attr>\n"
            targets += "      </objectAnimator>\n    </aapt:attr>\n  </target>\n"
        }
        vector += "    </group>\n"
        if fraction != nil { vector += "    </group>\n" }
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        out += "<animated-vector xmlns:android=\"http://schemas.android.com/apk/res/android\" xmlns:aapt=\"http://schemas.android.com/aapt\">\n"
        out += "  <aapt:attr name=\"android:drawable\">\n"
        out += "  <vector android:width=\"\(SVGNumber.format(width, decimals: 2))dp\" android:height=\"\(SVGNumber.format(height, decimals: 2))dp\""
        out += " android:viewportWidth=\"\(viewport.width)\" android:viewportHeight=\"\(viewport.height)\">\n"
        out += vector
        out += "  </vector>\n  </aapt:attr>\n"
        out += targets
        out += "</animated-vector>\n"
        return out
    }

    /// The easing as a `<pathInterpolator>`: control points of a cubic Bézier, or a spring's
    /// curve sampled at 240 points, a polyline from 0,0 to 1,1 (a spring overshoots above 1).
    static func interpolator(_ easing: Easing, duration: Double) -> String {
        switch EasingCurve(easing) {
        case .bezier(let x1, let y1, let x2, let y2):
            let n = { (v: Double) in SVGNumber.format(v, decimals: 4) }
            return "<pathInterpolator android:controlX1=\"\(n(x1))\" android:controlY1=\"\(n(y1))\" android:controlX2=\"\(n(x2))\" android:controlY2=\"\(n(y2))\"/>"
        case .sampled:
            let count = 240
            var d = "M0,0"
            for i in 1...count {
                let f = Double(i) / Double(count)
                let p = i == count ? 1 : easing.progress(at: f, duration: duration)
                d += " L" + SVGNumber.format(f, decimals: 5) + "," + SVGNumber.format(p, decimals: 5)
            }
            return "<pathInterpolator android:pathData=\"\(d)\"/>"
        }
    }

    /// `#AARRGGBB` of a color as drawn in sRGB.
    static func hex(_ color: Color) -> String {
        let c = OutputColorSpace.srgb.drawn(color)
        return hex(c)
    }

    /// `#AARRGGBB` of a straight sRGB color, 0…1 each.
    static func hex(_ c: SIMD4<Double>) -> String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for channel in [c.w, c.x, c.y, c.z] {
            let v = Int((min(max(channel.isNaN ? 0 : channel, 0), 1) * 255).rounded())
            text.append(digits[v >> 4])
            text.append(digits[v & 15])
        }
        return text
    }

    /// A fill: an inline color, or a `<gradient>` element for `aapt:attr`.
    private static func fillAttribute(_ paint: Paint, bounds: Rect, index: Int) throws -> (inline: String?, element: String?) {
        func refuse(_ kind: String) -> VectorAnimationError {
            VectorAnimationError("an AnimatedVectorDrawable holds no images: fill \(index + 1) (\(kind)) cannot be drawn; use colors, or linear or circular radial gradients that pad")
        }
        func gradient(_ attributes: String, _ stops: [SVGGradientStops.Stop]) -> String {
            var element = "          <gradient \(attributes)>\n"
            for stop in stops {
                element += "            <item android:offset=\"\(SVGNumber.format(stop.offset, decimals: 5))\" android:color=\"\(hex(stop.color))\"/>\n"
            }
            return element + "          </gradient>\n"
        }
        let n = { (v: Double) in SVGNumber.format(v, decimals: 3) }
        switch paint {
        case .solid(let color):
            return (hex(color), nil)
        case .linear(let g):
            guard g.style.spread == .pad else { throw refuse("a repeating linear gradient") }
            let start = g.startPoint.resolved(in: bounds), end = g.endPoint.resolved(in: bounds)
            let ramp = GradientRamp(g.style, outputSpace: .srgb)
            if start == end { return (hex(ramp.color(at: 1).demultiplied), nil) }
            return (nil, gradient("android:type=\"linear\" android:startX=\"\(n(start.x))\" android:startY=\"\(n(start.y))\" android:endX=\"\(n(end.x))\" android:endY=\"\(n(end.y))\"",
                                  SVGGradientStops.stops(for: ramp)))
        case .radial(let g):
            let center = g.center.resolved(in: bounds)
            guard g.style.spread == .pad, (g.startCenter?.resolved(in: bounds) ?? center) == center,
                  g.startRadius >= 0, g.endRadius >= 0, g.startRadius != g.endRadius else { throw refuse("a radial gradient Android cannot draw") }
            let r0 = g.startRadius, r1 = g.endRadius, outer = max(r0, r1)
            var stops = SVGGradientStops.stops(for: GradientRamp(g.style, outputSpace: .srgb)).map {
                SVGGradientStops.Stop(offset: (r0 + $0.offset * (r1 - r0)) / outer, color: $0.color)
            }
            if r1 < r0 { stops.reverse() }
            return (nil, gradient("android:type=\"radial\" android:centerX=\"\(n(center.x))\" android:centerY=\"\(n(center.y))\" android:gradientRadius=\"\(n(outer))\"", stops))
        case .elliptical: throw refuse("an elliptical gradient")
        case .angular: throw refuse("an angular gradient")
        case .mesh: throw refuse("a mesh gradient")
        case .shadow: throw refuse("a shadow")
        }
    }

    /// Android path data: absolute commands, numbers at 3 decimals.
    static func pathData(_ path: Path) -> String {
        var d: [String] = []
        func p(_ point: Point) -> String { SVGNumber.format(point.x, decimals: 3) + "," + SVGNumber.format(point.y, decimals: 3) }
        for element in path.elements {
            switch element {
            case .move(let a): d.append("M" + p(a))
            case .line(let a): d.append("L" + p(a))
            case .quadCurve(let c, let a): d.append("Q" + p(c) + " " + p(a))
            case .curve(let c1, let c2, let a): d.append("C" + p(c1) + " " + p(c2) + " " + p(a))
            case .close: d.append("Z")
            }
        }
        return d.joined(separator: " ")
    }
}

private extension SIMD4<Double> {
    /// Straight color of a premultiplied one.
    var demultiplied: SIMD4<Double> { w > 0 ? SIMD4(x / w, y / w, z / w, w) : .zero }
}
