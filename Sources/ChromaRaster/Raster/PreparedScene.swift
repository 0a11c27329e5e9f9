import ChromaPNG
import ColorCore

/// A scene ready to render: paints baked, shapes turned into rasterizers, the background and
/// quantisation settings resolved. Shared read-only by the rendering threads.
struct PreparedScene: Sendable {
    struct PreparedLayer: Sendable {
        var shader: PaintShader
        var shape: ShapeCoverage?
        var clip: ShapeCoverage?
        var opacity: Float
    }

    let width: Int
    let height: Int
    let depth: PNGBitDepth
    let background: SIMD4<Float>
    let layers: [PreparedLayer]
    /// Whether quantisation to 8 bits adds the ordered dither.
    let dithers: Bool
    /// Whether every pixel is opaque (an opaque background stays opaque under source-over).
    let isOpaque: Bool

    init(_ scene: Scene) {
        width = scene.width
        height = scene.height
        depth = scene.depth
        let space: ColorSpace = scene.colorProfile == .displayP3 ? .displayP3 : .srgb
        let bg = scene.background.gamutMapped(to: space, method: .clip).components
        let alpha = Float(scene.background.resolvedOpacity)
        background = SIMD4(Float(bg.x) * alpha, Float(bg.y) * alpha, Float(bg.z) * alpha, alpha)
        layers = scene.layers.map { layer in
            let bounds = layer.shape?.bounds ?? scene.bounds
            return PreparedLayer(
                shader: PaintShader(paint: layer.paint, bounds: bounds, outputSpace: space, width: scene.width, height: scene.height),
                shape: layer.shape.map { ShapeCoverage(shape: $0, width: scene.width, height: scene.height) },
                clip: layer.clip.map { ShapeCoverage(shape: $0, width: scene.width, height: scene.height) },
                opacity: Float(min(max(layer.opacity, 0), 1)))
        }
        dithers = scene.dither && scene.depth == .eight && scene.layers.contains { $0.paint.isGradient }
        isOpaque = alpha >= 1
    }

    /// Renders row y and quantises it into `output` (straight RGBA, 8 or 16 bits per sample).
    func render(row y: Int, context: RowContext, into output: UnsafeMutableRawPointer) {
        context.color.update(repeating: background, count: width)
        for layer in layers where layer.opacity > 0 {
            composite(layer, row: y, context: context)
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
            span = shape.coverage(row: y, into: coverage, scratch: &context.scratch)
            written = span
            hasCoverage = true
        }
        if let clip = layer.clip {
            let clipSpan = clip.coverage(row: y, into: clipCoverage, scratch: &context.scratch)
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
        layer.shader.shade(y: y, x: span.lowerBound, count: span.count, into: shade)
        for i in 0..<span.count {
            let x = span.lowerBound &+ i
            let c = hasCoverage ? Swift.min(coverage[x], 1) * opacity : opacity
            if c <= 0 { continue }
            let source = shade[i] * c
            color[x] = source + color[x] * (1 - source.w)
        }
    }

    /// Straight-alpha quantisation: divide by alpha, scale, dither (8-bit), round, clamp.
    /// Scalar, with conversions the compiler can prove safe (the clamp also turns NaN into 0).
    private func quantize(_ color: UnsafeMutablePointer<SIMD4<Float>>, row y: Int, into output: UnsafeMutableRawPointer) {
        switch depth {
        case .eight:
            let out = output.assumingMemoryBound(to: UInt8.self)
            // This row's eight dither offsets (all zero without dithering).
            var offsets = SIMD8<Float>()
            if dithers { for i in 0..<8 { offsets[i] = Dither.bayer8[(y & 7) * 8 + i] } }
            for x in 0..<width {
                let p = color[x]
                let d = offsets[x & 7]
                let scale: Float = p.w == 1 ? 255 : (p.w > 0 ? 255 / p.w : 0)
                out[4 &* x] = Self.level8(p.x * scale + d)
                out[4 &* x &+ 1] = Self.level8(p.y * scale + d)
                out[4 &* x &+ 2] = Self.level8(p.z * scale + d)
                out[4 &* x &+ 3] = Self.level8(p.w * 255 + d)
            }
        case .sixteen:
            let out = output.assumingMemoryBound(to: UInt16.self)
            for x in 0..<width {
                let p = color[x]
                let scale: Float = p.w == 1 ? 65535 : (p.w > 0 ? 65535 / p.w : 0)
                out[4 &* x] = Self.level16(p.x * scale)
                out[4 &* x &+ 1] = Self.level16(p.y * scale)
                out[4 &* x &+ 2] = Self.level16(p.z * scale)
                out[4 &* x &+ 3] = Self.level16(p.w * 65535)
            }
        }
    }

    /// The nearest level of 0…255 (NaN and negatives give 0).
    @inline(__always)
    private static func level8(_ v: Float) -> UInt8 {
        let clamped = v > 0 ? (v < 255 ? v : 255) : 0
        return UInt8(truncatingIfNeeded: Int32(clamped + 0.5))
    }

    /// The nearest level of 0…65535 (NaN and negatives give 0).
    @inline(__always)
    private static func level16(_ v: Float) -> UInt16 {
        let clamped = v > 0 ? (v < 65535 ? v : 65535) : 0
        return UInt16(truncatingIfNeeded: Int32(clamped + 0.5))
    }
}
