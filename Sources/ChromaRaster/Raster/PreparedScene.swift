import ColorCore

/// A scene ready to render: paints baked, shapes turned into rasterizers, the background and
/// quantisation settings resolved. Shared read-only by the rendering threads; made once per
/// render by ``Renderer`` or by an output layer that needs to know ``isOpaque`` first.
public struct PreparedScene: Sendable {
    struct PreparedLayer: Sendable {
        var shader: PaintShader
        var shape: ShapeCoverage?
        var clip: ShapeCoverage?
        var opacity: Float
    }

    /// Pixels per row, ≥ 1.
    public let width: Int
    /// Rows, ≥ 1.
    public let height: Int
    /// Bits per sample of the rendered pixels.
    public let depth: ColorDepth
    let background: PremultipliedColor
    let layers: [PreparedLayer]
    /// Whether quantisation to 8 bits adds the ordered dither.
    let dithers: Bool
    /// Whether every pixel is opaque (an opaque background stays opaque under source-over).
    public let isOpaque: Bool
    /// The topmost layer that paints every pixel opaquely (no shape, no clip, full opacity, an
    /// opaque paint), if any: rendering starts there.
    let coveringLayer: Int?
    /// The layers each row can touch (by their shape's and clip's rows), so a row of a scene
    /// of many small layers visits only its own.
    let rowIndex: RowIndex
    /// The fast path when the scene is one opaque padded gradient (linear, radial, elliptical,
    /// or angular without a visible seam) over the whole canvas with nothing above it, drawn at
    /// 8 bits: rows go from pixel centers to bytes in one pass.
    let opaqueGradient: OpaqueGradientRows?

    /// Prepares a scene: bakes its paints and shapes for the canvas.
    public init(_ scene: Scene) { self.init(scene, fastPaths: true) }

    /// Prepares a scene, with or without the fast paths (which give the same bytes; tests
    /// compare them with the general path).
    init(_ scene: Scene, fastPaths: Bool) {
        let scene = scene.hasAdaptiveColors ? scene.resolvingColors(in: scene.environment) : scene
        width = scene.width
        height = scene.height
        depth = scene.depth
        let space = scene.colorProfile.colorSpace
        background = PremultipliedColor(scene.background, in: space, gamut: .clip)
        let alpha = background.alpha
        layers = scene.layers.map { layer in
            let bounds = layer.shape?.bounds ?? scene.bounds
            return PreparedLayer(
                shader: PaintShader(paint: layer.paint, bounds: bounds, outputSpace: space, width: scene.width, height: scene.height),
                shape: layer.shape.map { ShapeCoverage(shape: $0, width: scene.width, height: scene.height) },
                clip: layer.clip.map { ShapeCoverage(shape: $0, width: scene.width, height: scene.height) },
                opacity: Float(min(max(layer.opacity, 0), 1)))
        }
        rowIndex = RowIndex(rows: layers.map { layer in
            var rows = 0..<scene.height
            if let shape = layer.shape { rows = rows.clamped(to: shape.rows) }
            if let clip = layer.clip { rows = rows.clamped(to: clip.rows) }
            return layer.opacity > 0 ? rows : 0..<0
        }, height: scene.height)
        coveringLayer = layers.lastIndex { $0.shape == nil && $0.clip == nil && $0.opacity == 1 && $0.shader.isOpaque }
        dithers = scene.dither && scene.depth == .eight && scene.layers.contains { $0.paint.isGradient }
        isOpaque = alpha >= 1 || coveringLayer != nil
        if fastPaths, depth == .eight, let cover = coveringLayer, cover == layers.count - 1 {
            opaqueGradient = OpaqueGradientRows(layers[cover].shader, dithers: dithers)
        } else {
            opaqueGradient = nil
        }
    }

    /// Renders row y and quantises it into `output` (straight RGBA, 8 or 16 bits per sample).
    func render(row y: Int, context: RowContext, into output: UnsafeMutableRawPointer) {
        if let opaqueGradient {
            opaqueGradient.render(row: y, width: width, into: output)
            return
        }
        var first = 0
        if let cover = coveringLayer {
            // Nothing under an opaque layer that covers the canvas shows: it paints the row itself.
            layers[cover].shader.shade(y: y, x: 0, count: width, into: context.color, context: context)
            first = cover + 1
        } else {
            context.color.update(repeating: background, count: width)
        }
        rowIndex.forEach(row: y, from: first) { index in
            composite(layers[index], row: y, context: context)
        }
        quantize(context.color, row: y, into: output)
    }

    /// Paints one layer over the row: coverage from its shape and clip, colors from its paint,
    /// source-over with the layer's opacity. Leaves the coverage rows zeroed.
    private func composite(_ layer: PreparedLayer, row y: Int, context: RowContext) {
        let coverage = context.coverage, clipCoverage = context.clipCoverage
        var span = 0..<width
        var hasCoverage = false
        // Coverage rows are zero outside the columns last written; only those are cleared.
        var written = 0..<0
        if let shape = layer.shape {
            span = shape.coverage(row: y, into: coverage, scratch: context.scratch)
            written = span
            hasCoverage = true
        }
        if let clip = layer.clip {
            let clipSpan = clip.coverage(row: y, into: clipCoverage, scratch: context.scratch)
            if hasCoverage {
                for x in span { coverage[x] *= clipSpan.contains(x) ? clipCoverage[x] : 0 }
                span = span.clamped(to: clipSpan)
            } else {
                coverage.update(from: clipCoverage, count: width)
                span = clipSpan
                written = 0..<width
                hasCoverage = true
            }
            if !clipSpan.isEmpty { (clipCoverage + clipSpan.lowerBound).update(repeating: 0, count: clipSpan.count + 1) }
        }
        defer {
            if hasCoverage, !written.isEmpty { (coverage + written.lowerBound).update(repeating: 0, count: min(written.count + 1, width + 1 - written.lowerBound)) }
        }
        guard !span.isEmpty else { return }
        let opacity = layer.opacity
        let shade = context.shade, color = context.color
        layer.shader.shade(y: y, x: span.lowerBound, count: span.count, into: shade, context: context)
        for i in 0..<span.count {
            let x = span.lowerBound &+ i
            let c = hasCoverage ? Swift.min(coverage[x], 1) * opacity : opacity
            if c <= 0 { continue }
            color[x] = (shade[i] * c).over(color[x])
        }
    }

    /// Straight-alpha quantisation: divide by alpha, scale, dither (8-bit), round, clamp.
    /// One pixel's four channels at a time in SIMD lanes, with no trapping conversion.
    private func quantize(_ color: UnsafeMutablePointer<PremultipliedColor>, row y: Int, into output: UnsafeMutableRawPointer) {
        switch depth {
        case .eight:
            // This row's two dither offsets, each for all four channels (zero without dithering).
            let even = SIMD4<Float>(repeating: dithers ? Dither.bayer2[(y & 1) * 2] : 0)
            let odd = SIMD4<Float>(repeating: dithers ? Dither.bayer2[(y & 1) * 2 + 1] : 0)
            if isOpaque {
                // Every pixel is opaque (to within rounding): no division, two pixels (both
                // offsets) a step.
                var x = 0
                while x &+ 1 < width {
                    let pair = Self.opaqueLevels(SIMD8(lowHalf: color[x].simd, highHalf: color[x &+ 1].simd),
                                                 dither: SIMD8(lowHalf: even, highHalf: odd))
                    output.storeBytes(of: pair, toByteOffset: 4 &* x, as: SIMD8<UInt8>.self)
                    x &+= 2
                }
                if x < width {
                    let last = Self.opaqueLevels(SIMD8(lowHalf: color[x].simd, highHalf: .zero), dither: SIMD8(lowHalf: even, highHalf: odd))
                    output.storeBytes(of: last.lowHalf, toByteOffset: 4 &* x, as: SIMD4<UInt8>.self)
                }
                return
            }
            for x in 0..<width {
                let p = color[x].simd
                let scale: Float = p.w == 1 ? 255 : (p.w > 0 ? 255 / p.w : 0)
                let levels = Self.levels(p * SIMD4(scale, scale, scale, 255) + (x & 1 == 0 ? even : odd), maximum: 255)
                output.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: levels), toByteOffset: 4 &* x, as: SIMD4<UInt8>.self)
            }
        case .sixteen:
            for x in 0..<width {
                let p = color[x].simd
                let scale: Float = p.w == 1 ? 65535 : (p.w > 0 ? 65535 / p.w : 0)
                let levels = Self.levels(p * SIMD4(scale, scale, scale, 65535), maximum: 65535)
                output.storeBytes(of: SIMD4<UInt16>(truncatingIfNeeded: levels), toByteOffset: 8 &* x, as: SIMD4<UInt16>.self)
            }
        }
    }

    /// 8-bit levels of two opaque pixels' colors (premultiplied by 1) plus their dither:
    /// clamped to 0…255 (NaN to 0) and rounded half up as ``levels(_:maximum:)`` does, on
    /// eight lanes.
    @inline(__always)
    private static func opaqueLevels(_ v: SIMD8<Float>, dither: SIMD8<Float>) -> SIMD8<UInt8> {
        let magic = SIMD8<Float>(repeating: 8_388_608)
        let scaled = v * 255 + dither
        var clamped = scaled.replacing(with: 0, where: .!(scaled .>= 0))  // NaN gives 0 too
        clamped.replace(with: 255, where: clamped .> 255)
        let w = clamped + 0.5
        var whole = (w + magic) - magic
        whole.replace(with: whole - 1, where: whole .> w)
        return SIMD8<UInt8>(truncatingIfNeeded: unsafeBitCast(whole + magic, to: SIMD8<UInt32>.self))
    }

    /// The nearest levels of 0…maximum (NaN and negatives give 0), halves rounded up: floor(v + ½)
    /// without a libm call or a trapping conversion. Adding 2²³ rounds to an integer (to nearest);
    /// one less where that overshot gives the floor; the integer is then the low bits of the
    /// float at 2²³, where one unit is one step.
    @inline(__always)
    private static func levels(_ v: SIMD4<Float>, maximum: Float) -> SIMD4<UInt32> {
        let magic = SIMD4<Float>(repeating: 8_388_608)
        var clamped = v.replacing(with: 0, where: .!(v .> 0))
        clamped.replace(with: maximum, where: clamped .> maximum)
        let w = clamped + 0.5
        var whole = (w + magic) - magic
        whole.replace(with: whole - 1, where: whole .> w)
        return unsafeBitCast(whole + magic, to: SIMD4<UInt32>.self) & 0xFFFF
    }
}
