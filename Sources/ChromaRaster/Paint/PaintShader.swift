import ColorCore

/// A paint prepared for one fill: geometry resolved to pixels, the gradient baked into a
/// ``ColorRamp``. ``shade(y:x:count:into:context:)`` fills a span with premultiplied colors; the switch
/// on the paint kind happens once per span, and each kind has its own specialised loop.
struct PaintShader: Sendable {
    enum Kind: Sendable {
        case solid(PremultipliedColor)
        case linear(LinearGeometry)
        case concentric(ConcentricGeometry)
        case twoCircle(TwoCircleGeometry)
        case angular(AngularGeometry, before: PremultipliedColor, after: PremultipliedColor)
        case shadow(BoxShadow, color: PremultipliedColor)
        case mesh(PreparedMesh)
    }

    let kind: Kind
    let ramp: ColorRamp?
    let spread: SpreadMode
    /// Whether the ramp must be box-filtered (it jumps at a hard stop, or where repeat wraps).
    let filtering: Bool

    /// Prepares a paint for a canvas (width × height pixels) in an output space, with the
    /// bounds unit points refer to.
    init(paint: Paint, bounds: Rect, outputSpace: ColorSpace, width: Int, height: Int) {
        func solid(_ color: Color) -> PremultipliedColor { PremultipliedColor(color, in: outputSpace, gamut: .map) }
        func baked(_ style: GradientStyle) -> ColorRamp {
            ColorRamp(gradient: style.gradient, interpolation: style.interpolation, outputSpace: outputSpace, gamut: style.gamut)
        }
        switch paint {
        case .solid(let color):
            kind = .solid(solid(color))
            ramp = nil
            spread = .pad
        case .shadow(let shadow):
            kind = .shadow(shadow, color: solid(shadow.color))
            ramp = nil
            spread = .pad
        case .mesh(let mesh):
            kind = .mesh(PreparedMesh(mesh: mesh.resolved(in: bounds), outputSpace: outputSpace, width: width, height: height))
            ramp = nil
            spread = .pad
        case .linear(let g):
            let start = g.startPoint.resolved(in: bounds), end = g.endPoint.resolved(in: bounds)
            let ramp = baked(g.style)
            if start == end {
                kind = Self.degenerate(ramp, spread: g.style.spread)
            } else {
                kind = .linear(LinearGeometry(start: start, end: end))
            }
            self.ramp = ramp
            spread = g.style.spread
        case .radial(let g):
            let center = g.center.resolved(in: bounds)
            let startCenter = g.startCenter?.resolved(in: bounds) ?? center
            let ramp = baked(g.style)
            if startCenter == center {
                let span = g.endRadius - g.startRadius
                kind = span == 0
                    ? Self.degenerate(ramp, spread: g.style.spread)
                    : .concentric(ConcentricGeometry(centerX: Float(center.x), centerY: Float(center.y), scaleX: 1, scaleY: 1,
                                                     startRadius: Float(g.startRadius), inverseSpan: Float(1 / span)))
            } else {
                kind = .twoCircle(TwoCircleGeometry(startCenter: startCenter, startRadius: g.startRadius,
                                                    endCenter: center, endRadius: g.endRadius))
            }
            self.ramp = ramp
            spread = g.style.spread
        case .elliptical(let g):
            let center = g.center.resolved(in: bounds)
            let span = g.endRadiusFraction - g.startRadiusFraction
            let frame = g.frame ?? bounds
            if span == 0 || frame.width <= 0 || frame.height <= 0 {
                kind = Self.degenerate(baked(g.style), spread: g.style.spread)
            } else {
                kind = .concentric(ConcentricGeometry(
                    centerX: Float(center.x), centerY: Float(center.y),
                    scaleX: Float(1 / frame.width), scaleY: Float(1 / frame.height),
                    startRadius: Float(g.startRadiusFraction), inverseSpan: Float(1 / span)))
            }
            ramp = baked(g.style)
            spread = g.style.spread
        case .angular(let g):
            let ramp = baked(g.style)
            let geometry = AngularGeometry(center: g.center.resolved(in: bounds), startDegrees: g.startAngle.degrees,
                                           endDegrees: g.endAngle.degrees, spread: g.style.spread)
            let span = geometry.spanTurns
            if !(span > 0) || !span.isFinite {  // a span beyond Float's range paints nothing
                kind = .solid(.transparent)
            } else {
                // The colors on either side of the seam.
                let before: PremultipliedColor, after: PremultipliedColor
                if geometry.fullTurn {
                    before = ramp.last
                    after = ramp.color(at: (span - 1) / span)
                } else if geometry.gapMidpointTurns != nil {
                    before = ramp.last
                    after = ramp.first
                } else {
                    before = ramp.color(at: g.style.spread.apply(1 / span))
                    after = ramp.first
                }
                kind = .angular(geometry, before: before, after: after)
            }
            self.ramp = ramp
            spread = g.style.spread
        }
        if let ramp {
            filtering = ramp.hasDiscontinuity || (spread == .repeat && ramp.wraps)
        } else {
            filtering = false
        }
    }

    /// A gradient with no extent (coincident linear points, equal concentric radii): its last
    /// color with pad, as CSS and Skia paint it, else its mean color.
    private static func degenerate(_ ramp: ColorRamp, spread: SpreadMode) -> Kind {
        .solid(spread == .pad ? ramp.last : ramp.filtered(at: 0.5, halfWidth: 0.5, spread: .pad))
    }

    /// Whether every pixel this paint fills is opaque: a solid opaque color, or a gradient whose
    /// colors are all opaque and which paints every pixel (linear, concentric, angular).
    var isOpaque: Bool {
        switch kind {
        case .solid(let color): return color.alpha >= 1
        case .linear, .concentric, .angular: return ramp?.isOpaque ?? false
        case .twoCircle, .shadow, .mesh: return false
        }
    }

    /// Fills `count` premultiplied colors for the pixels (x, y) … (x + count − 1, y).
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<PremultipliedColor>, context: RowContext) {
        switch kind {
        case .solid(let color):
            out.update(repeating: color, count: count)
        case .linear(let g):
            shade(g, y: y, x: x, count: count, into: out, parameters: context.parameters)
        case .concentric(let g):
            shade(g, y: y, x: x, count: count, into: out, parameters: context.parameters)
        case .twoCircle(let g):
            shade(g, y: y, x: x, count: count, into: out, parameters: context.parameters)
        case .angular(let g, let before, let after):
            shadeAngular(g, before: before, after: after, y: y, x: x, count: count, into: out, parameters: context.parameters)
        case .mesh(let mesh):
            mesh.shade(y: y, x: x, count: count, into: out, scratch: context.mesh)
        case .shadow(let shadow, let color):
            let cy = Double(y) + 0.5
            for i in 0..<count {
                out[i] = color * Float(shadow.coverage(x: Double(x + i) + 0.5, y: cy))
            }
        }
    }

    private func shade<G: GradientGeometry>(_ geometry: G, y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<PremultipliedColor>,
                                            parameters: UnsafeMutablePointer<Float>) {
        let ramp = self.ramp!
        let spread = self.spread
        let cy = Float(y) + 0.5
        if filtering {
            for i in 0..<count {
                let (t, h) = geometry.parameter(x: Float(x &+ i) + 0.5, y: cy)
                out[i] = t.isNaN ? .transparent : ramp.filtered(at: t, halfWidth: h, spread: spread)
            }
            return
        }
        // Two passes: every t of the span, then the colors.
        Self.parameters(count: count, into: parameters, spread: spread) { geometry.parameter(x: $0 + Float(x) + 0.5, y: cy).t }
        ramp.colors(at: parameters, count: count, into: out)
    }

    /// Writes t for pixels 0 ..< count of a span (`t(i)` for the pixel at offset i, as a
    /// float), spread into 0…1; NaN stays NaN. The spread is switched once, and the pixel offset
    /// counts in 32 bits, so that the loops vectorise where `t` allows (linear, concentric).
    @inline(__always)
    private static func parameters(count: Int, into out: UnsafeMutablePointer<Float>, spread: SpreadMode,
                                   _ t: (Float) -> Float) {
        let n = Int32(count)
        switch spread {
        case .pad:
            var i: Int32 = 0
            while i < n {
                let v = t(Float(i))
                out[Int(i)] = v.isNaN ? v : Swift.min(Swift.max(v, 0), 1)
                i &+= 1
            }
        case .repeat, .reflect:
            var i: Int32 = 0
            while i < n {
                let v = t(Float(i))
                out[Int(i)] = v.isNaN ? v : spread.apply(v)
                i &+= 1
            }
        }
    }

    /// The padded t of an angular gradient for pixels x ..< x + count of row center y, eight
    /// lanes at a time: what ``parameters(count:into:spread:_:)`` writes for the pad spread.
    private static func paddedParameters(_ geometry: AngularGeometry, y: Float, x: Int, count: Int, into out: UnsafeMutablePointer<Float>) {
        let lanes = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7), left = Float(x)
        var i = 0
        while i < count {
            var t = geometry.t(x: (lanes + Float(i)) + left + 0.5, y: y)
            t.replace(with: 0, where: t .< 0)  // NaN stays NaN
            t.replace(with: 1, where: t .> 1)
            if i &+ 8 <= count {
                UnsafeMutableRawPointer(out + i).storeBytes(of: t, as: SIMD8<Float>.self)
            } else {
                for k in 0..<(count &- i) { out[i &+ k] = t[k] }
            }
            i &+= 8
        }
    }

    private func shadeAngular(_ geometry: AngularGeometry, before: PremultipliedColor, after: PremultipliedColor,
                              y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<PremultipliedColor>,
                              parameters: UnsafeMutablePointer<Float>) {
        let ramp = self.ramp!
        let spread = self.spread
        let cy = Float(y) + 0.5
        let seamVisible = before != after
        if !filtering && !seamVisible {
            // The common case: one t per pixel, nothing else; all the t first, then the colors.
            if spread == .pad {
                Self.paddedParameters(geometry, y: cy, x: x, count: count, into: parameters)
            } else if geometry.hasGap {
                Self.parameters(count: count, into: parameters, spread: spread) { geometry.t(x: $0 + Float(x) + 0.5, y: cy) }
            } else {
                Self.parameters(count: count, into: parameters, spread: spread) { geometry.tWithoutGap(x: $0 + Float(x) + 0.5, y: cy) }
            }
            ramp.colors(at: parameters, count: count, into: out)
            return
        }
        for i in 0..<count {
            let (t, h, seam) = geometry.parameter(x: Float(x &+ i) + 0.5, y: cy)
            var color = filtering ? ramp.filtered(at: t, halfWidth: h, spread: spread) : ramp.color(at: spread.apply(t))
            if seamVisible && abs(seam) < 1 {
                // The seam is a straight ray: cover the pixel by its signed distance to it.
                let w = Swift.min(Swift.max(0.5 + seam, 0), 1)
                color = after * w + before * (1 - w)
            }
            out[i] = color
        }
    }
}
