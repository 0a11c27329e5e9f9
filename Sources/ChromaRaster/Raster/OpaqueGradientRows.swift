import CRaster

/// The commonest scene's fast path: one opaque, padded linear, concentric (radial,
/// elliptical) or angular gradient over the whole canvas with nothing above it, drawn to 8-bit
/// RGBA.
///
/// The general path writes a row of t values, then a row of premultiplied colors, then
/// quantises them: three passes over memory and sixteen bytes of color a pixel. This one goes
/// from pixel centers to finished bytes eight pixels at a time, in the C kernel
/// `chroma_gradient_row_levels` (AVX2 where the processor has it). The kernel performs the same
/// IEEE operations in the same order as ``PaintShader`` and ``PreparedScene``'s quantisation,
/// without contraction, so the bytes are identical (`OpaqueGradientRowsTests` compares both).
struct OpaqueGradientRows: @unchecked Sendable {
    /// The geometry and the ramp's table, for the kernel; its pointers are `table`'s memory.
    private let gradient: chroma_gradient_row
    /// Keeps the breakpoint table alive.
    private let table: RampTable
    private let dithers: Bool

    /// The fast path for a shader, or nil when it does not apply: another paint, another spread
    /// than pad, a ramp that must be box-filtered, or a ramp that is not opaque.
    init?(_ shader: PaintShader, dithers: Bool) {
        guard let ramp = shader.ramp, shader.spread == .pad, !shader.filtering, ramp.isOpaque else { return nil }
        let table = ramp.table
        var gradient = chroma_gradient_row()
        switch shader.kind {
        case .linear(let g):
            gradient.kind = Int32(CHROMA_GRADIENT_LINEAR)
            gradient.start_x = g.startX
            gradient.start_y = g.startY
            gradient.dtdx = g.dtdx
            gradient.dtdy = g.dtdy
        case .concentric(let g):
            gradient.kind = Int32(CHROMA_GRADIENT_CONCENTRIC)
            gradient.center_x = g.centerX
            gradient.center_y = g.centerY
            gradient.scale_x = g.scaleX
            gradient.scale_y = g.scaleY
            gradient.start_radius = g.startRadius
            gradient.inverse_span = g.inverseSpan
        case .angular(let g, let before, let after) where before == after:
            // No visible seam: t alone decides each pixel, as in the shader's padded path.
            gradient.kind = Int32(CHROMA_GRADIENT_ANGULAR)
            gradient.center_x = g.centerX
            gradient.center_y = g.centerY
            gradient.start_turns = g.startTurns
            gradient.span_turns = g.spanTurns
            gradient.inverse_span = g.inverseSpan
            gradient.start_fraction = g.startFraction
            gradient.t_offset = g.tOffset
            gradient.has_gap = g.gapMidpointTurns == nil ? 0 : 1
            gradient.gap_start = g.gapMidpointTurns.map { AngularGeometry.wrap($0 - g.startTurns) } ?? 0
            let c = AtanTurns.self
            gradient.atan_coefficients = (c.a15, c.a13, c.a11, c.a9, c.a7, c.a5, c.a3, c.a1)
        default:
            return nil
        }
        gradient.locations = UnsafePointer(table.locations)
        gradient.bases = UnsafeRawPointer(table.bases).assumingMemoryBound(to: Float.self)
        gradient.slopes = UnsafeRawPointer(table.slopes).assumingMemoryBound(to: Float.self)
        gradient.buckets = UnsafePointer(table.buckets)
        gradient.count = Int32(table.count)
        gradient.bucket_count = Int32(table.bucketCount)
        self.gradient = gradient
        self.table = table
        self.dithers = dithers
    }

    /// Writes row y, `width` pixels of straight RGBA, 4 bytes each.
    func render(row y: Int, width: Int, into output: UnsafeMutableRawPointer) {
        // Even and odd pixels' offsets of the ordered dither, as the general quantisation adds.
        let even = dithers ? Dither.bayer2[(y & 1) * 2] : 0, odd = dithers ? Dither.bayer2[(y & 1) * 2 + 1] : 0
        withUnsafePointer(to: gradient) { gradient in
            chroma_gradient_row_levels(gradient, Int32(truncatingIfNeeded: y), Int32(truncatingIfNeeded: width), even, odd,
                                       output.assumingMemoryBound(to: UInt8.self))
        }
    }
}
