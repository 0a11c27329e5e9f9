import ChromaRaster
import ColorCore
import Foundation

/// Writes a ChromaRaster paint as a CSS `<image>` that ``CSSImage`` reads back to the same
/// pixels on the same canvas (the reverse of the reader).
///
/// Geometry is written in pixels for the canvas: a linear gradient's angle with its stops placed
/// on CSS's gradient line, a radial gradient as a circle or an ellipse at its center, an angular
/// one as `conic-gradient(from …)`. The interpolation is always written (`in <space> …`), so
/// CSS's legacy-color default never applies. ChromaRaster's conventions become CSS:
/// stop locations outside 0…1 are pinned to it, `reflect` becomes a repeating gradient of the
/// stops forth and back, and an angular gradient's SwiftUI gap becomes two stops where the
/// end colors meet.
public enum CSSWriter {
    /// The CSS for a paint drawn on a `width` × `height` canvas (unit points resolve against it).
    /// - Throws: ``CSSWriteError`` for a mesh, a shadow, a two-circle radial gradient, a radius
    ///   or angle span that runs backwards, a repeating gradient with the longer hue whose stops
    ///   do not reach 0 and 1, interpolation without premultiplied alpha, or a space
    ///   CSS has no name for (hsb, the linear a98-rgb, prophoto-rgb and rec2020).
    public static func css(for paint: Paint, width: Double, height: Double) throws(CSSWriteError) -> String {
        let bounds = Rect(x: 0, y: 0, width: width, height: height)
        switch paint {
        case .solid(let color):
            let c = color.cssString(in: color.space)
            return "linear-gradient(\(c), \(c))"
        case .linear(let g):
            return try linear(g, bounds: bounds)
        case .radial(let g):
            let center = g.center.resolved(in: bounds)
            if let start = g.startCenter?.resolved(in: bounds), start != center {
                throw CSSWriteError("a two-circle radial gradient has no CSS form; CSS radial gradients have one center")
            }
            guard g.endRadius >= g.startRadius else {
                throw CSSWriteError("a radial gradient whose end radius \(g.endRadius) is below its start radius \(g.startRadius) has no CSS form")
            }
            let radius = Swift.max(g.endRadius, 1)
            let prelude = "circle \(px(radius)) at \(px(center.x)) \(px(center.y))"
            return try function("radial-gradient", prelude, g.style) { g.startRadius + $0 * (g.endRadius - g.startRadius) }
        case .elliptical(let g):
            let frame = g.frame ?? bounds
            let center = g.center.resolved(in: bounds)
            guard g.endRadiusFraction >= g.startRadiusFraction else {
                throw CSSWriteError("an elliptical gradient whose end radius runs below its start radius has no CSS form")
            }
            guard frame.width > 0, frame.height > 0 else { return "linear-gradient(transparent, transparent)" }
            // Chroma's distance is measured in frames; CSS's ellipse with the frame's size as radii
            // measures the same, so a distance d is d × frame width pixels along CSS's ray.
            let prelude = "\(px(frame.width)) \(px(frame.height)) at \(px(center.x)) \(px(center.y))"
            return try function("radial-gradient", prelude, g.style) {
                (g.startRadiusFraction + $0 * (g.endRadiusFraction - g.startRadiusFraction)) * frame.width
            }
        case .angular(let g):
            return try angular(g, bounds: bounds)
        case .shadow:
            throw CSSWriteError("a box shadow has no CSS <image> form")
        case .mesh:
            throw CSSWriteError("a mesh gradient has no CSS form")
        }
    }

    private static func linear(_ g: LinearGradient, bounds: Rect) throws(CSSWriteError) -> String {
        let start = g.startPoint.resolved(in: bounds), end = g.endPoint.resolved(in: bounds)
        let d = end - start
        let length = d.length
        guard length > 0 else {
            guard g.style.spread == .pad else {
                throw CSSWriteError("a repeating linear gradient whose start and end points coincide has no CSS form")
            }
            let c = g.style.gradient.stops[g.style.gradient.stops.count - 1].color
            return "linear-gradient(\(c.cssString(in: c.space)), \(c.cssString(in: c.space)))"
        }
        let u = Point(x: d.x / length, y: d.y / length)
        let degrees = atan2(u.x, -u.y) * 180 / .pi
        // CSS's gradient line for that angle: through the center, as long as the box's projection.
        let cssLength = abs(bounds.width * u.x) + abs(bounds.height * u.y)
        let offset = (start - bounds.center).dot(u) + cssLength / 2
        return try function("linear-gradient", "\(number(degrees))deg", g.style) { offset + $0 * length }
    }

    private static func angular(_ g: AngularGradient, bounds: Rect) throws(CSSWriteError) -> String {
        let center = g.center.resolved(in: bounds)
        let span = g.endAngle.degrees - g.startAngle.degrees
        guard span > 0 else { throw CSSWriteError("an angular gradient whose end angle is not after its start angle has no CSS form") }
        let at = "at \(px(center.x)) \(px(center.y))"
        if span >= 360 {
            // The last full turn shows: t from (span − 360) / span to 1, from end − 360.
            let from = g.endAngle.degrees - 360 + 90
            return try function("conic-gradient", "from \(number(from))deg \(at)", g.style, unit: "deg", pad: true) {
                $0 * span - (span - 360)
            }
        }
        let from = g.startAngle.degrees + 90
        if g.style.spread == .pad {
            // SwiftUI's gap: the end colors meet halfway across it.
            let stops = g.style.gradient.stops
            let middle = span + (360 - span) / 2
            let last = stops[stops.count - 1].color, first = stops[0].color
            let gap = ", \(last.cssString(in: last.space)) \(number(middle))deg, \(first.cssString(in: first.space)) \(number(middle))deg"
            return try function("conic-gradient", "from \(number(from))deg \(at)", g.style, unit: "deg", extra: gap) { $0 * span }
        }
        return try function("conic-gradient", "from \(number(from))deg \(at)", g.style, unit: "deg") { $0 * span }
    }

    /// Writes `[repeating-]name(prelude in …, stops)`, with `position(t)` placing ChromaRaster's t.
    private static func function(_ name: String, _ prelude: String, _ style: GradientStyle, unit: String = "px",
                                 pad: Bool = false, extra: String = "",
                                 _ position: (Double) -> Double) throws(CSSWriteError) -> String {
        let method = try interpolation(style.interpolation)
        let repeating = !pad && style.spread != .pad
        var stops = pinned(style.gradient)
        if repeating {
            // ChromaRaster repeats over all of 0…1, CSS over the stops' span: the end colors
            // continue to the ends. Between two equal hues, `longer` would sweep a full turn.
            if stops[0].location > 0 || stops[stops.count - 1].location < 1,
               style.interpolation.space.hueIndex != nil, style.interpolation.hue == .longer {
                throw CSSWriteError("a repeating gradient with the longer hue whose stops do not reach 0 and 1 has no CSS form")
            }
            if stops[0].location > 0 { stops.insert(Element(color: stops[0].color, location: 0, hint: nil), at: 0) }
            if stops[stops.count - 1].location < 1 {
                stops.append(Element(color: stops[stops.count - 1].color, location: 1, hint: nil))
            }
        }
        if !pad && style.spread == .reflect {
            // Forth and back: the mirrored stops over 1…2, repeated.
            let mirrored = stops.reversed().map { Element(color: $0.color, location: 2 - $0.location, hint: nil) }
            var hints = stops.map(\.hint)  // the hint before each stop
            hints.removeFirst()
            var back = mirrored
            for i in 1..<back.count { back[i].hint = hints[hints.count - i].map { 2 - $0 } }
            stops += back.dropFirst()
        }
        let list = stops.map { element -> String in
            let hint = element.hint.map { "\(number(position($0)))\(unit), " } ?? ""
            return "\(hint)\(element.color.cssString(in: element.color.space)) \(number(position(element.location)))\(unit)"
        }
        let kind = (repeating ? "repeating-" : "") + name
        return "\(kind)(\(prelude) \(method), \(list.joined(separator: ", "))\(extra))"
    }

    /// A stop with the hint before it, locations pinned to 0…1 as ChromaRaster's ramps pin them.
    private struct Element {
        var color: Color
        var location: Double
        var hint: Double?
    }

    private static func pinned(_ gradient: Gradient) -> [Element] {
        func pin(_ v: Double) -> Double { Swift.min(Swift.max(v, 0), 1) }
        var out: [Element] = []
        for (i, stop) in gradient.stops.enumerated() {
            out.append(Element(color: stop.color, location: pin(stop.location), hint: i > 0 ? gradient.hints[i - 1].map(pin) : nil))
        }
        return out
    }

    private static func interpolation(_ method: ColorInterpolation) throws(CSSWriteError) -> String {
        guard method.premultiplied else {
            throw CSSWriteError("interpolation without premultiplied alpha has no CSS form; CSS always premultiplies")
        }
        let names: [ColorSpace: String] = [
            .srgb: "srgb", .srgbLinear: "srgb-linear", .displayP3: "display-p3", .displayP3Linear: "display-p3-linear",
            .a98RGB: "a98-rgb", .prophotoRGB: "prophoto-rgb", .rec2020: "rec2020", .lab: "lab", .oklab: "oklab",
            .xyzD65: "xyz-d65", .xyzD50: "xyz-d50", .hsl: "hsl", .hwb: "hwb", .lch: "lch", .oklch: "oklch",
        ]
        guard let name = names[method.space] else {
            throw CSSWriteError("the interpolation space \(method.space.rawValue) has no CSS name; expected one of "
                + names.values.sorted().joined(separator: ", "))
        }
        if method.space.hueIndex != nil && method.hue != .shorter { return "in \(name) \(method.hue.rawValue) hue" }
        return "in \(name)"
    }

    private static func number(_ v: Double) -> String { CSSNumber.string(v) }
    private static func px(_ v: Double) -> String { number(v) + "px" }
}
