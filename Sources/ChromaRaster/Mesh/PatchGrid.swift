import ChromaLimits
import ColorCore

/// One patch cut into `ns × nt` cells of about `cell` pixels along its parameters: corner
/// positions from the tensor patch, corner colors (converted to the output space) computed on
/// first use, so cells the canvas does not show cost no conversion.
///
/// ``isWithinTolerance()`` tells whether drawing the cells as pairs of flat triangles departs
/// from the exact patch by at most ``tolerance`` anywhere it was sampled, which is what lets
/// ``MeshTessellation`` use larger cells on patches that are close to linear.
struct PatchGrid {
    /// The largest departure allowed from the exact color, in premultiplied output units (0…1):
    /// a fifth of an 8-bit level, what a gradient's ramp allows (``RampSampler/tolerance``).
    static let tolerance: Float = RampSampler.tolerance
    /// The largest departure allowed from the exact position, in pixels.
    static let positionTolerance = 0.25

    let ns: Int, nt: Int
    private let geometry: TensorPatch
    private let colors: PatchColorModel
    private let space: ColorSpace, outputSpace: ColorSpace, gamut: GamutMode
    /// Cells wholly outside this box are not drawn (nil: every cell is).
    private let visible: Rect?
    private var positions: [Point] = []
    private var values: [SIMD4<Float>]
    private var known: [Bool]

    /// The cell counts along s and t for cells of about `cell` pixels: 1…1024 each, saturating,
    /// so a patch with points far away (or not finite) gets few cells, never a trap.
    static func counts(_ geometry: TensorPatch, cell: Double) -> (ns: Int, nt: Int) {
        let extents = geometry.extents
        return (Int.clamping(extents.alongS / cell, rounded: .up, to: 1...1024), Int.clamping(extents.alongT / cell, rounded: .up, to: 1...1024))
    }

    init(geometry: TensorPatch, colors: PatchColorModel, counts: (ns: Int, nt: Int), mesh: MeshGradient, outputSpace: ColorSpace, visible: Rect?) {
        (ns, nt) = counts
        self.geometry = geometry
        self.colors = colors
        space = mesh.interpolation.space
        self.outputSpace = outputSpace
        gamut = mesh.gamut
        self.visible = visible
        positions.reserveCapacity((ns + 1) * (nt + 1))
        for a in 0...ns {
            let s = Double(a) / Double(ns)
            for b in 0...nt { positions.append(geometry.point(s: s, t: Double(b) / Double(nt))) }
        }
        values = [SIMD4<Float>](repeating: .zero, count: (ns + 1) * (nt + 1))
        known = [Bool](repeating: false, count: (ns + 1) * (nt + 1))
    }

    /// The exact output color at (s, t), premultiplied.
    private func color(s: Double, t: Double) -> SIMD4<Float> {
        MeshColors.output(colors.value(s: s, t: t), space: space, outputSpace: outputSpace, gamut: gamut).simd
    }

    /// Vertex (a, b): its position and output color.
    mutating func vertex(_ a: Int, _ b: Int) -> (Point, SIMD4<Float>) {
        let k = a &* (nt &+ 1) &+ b
        if !known[k] {
            values[k] = color(s: Double(a) / Double(ns), t: Double(b) / Double(nt))
            known[k] = true
        }
        return (positions[k], values[k])
    }

    /// Whether cell (a, b) may show: some corner inside the visible box (NaN corners are kept,
    /// and dropped when their triangles are made).
    func isVisible(_ a: Int, _ b: Int) -> Bool {
        guard let visible else { return true }
        let corners = [positions[a * (nt + 1) + b], positions[a * (nt + 1) + b + 1],
                       positions[(a + 1) * (nt + 1) + b], positions[(a + 1) * (nt + 1) + b + 1]]
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return !(xs.max()! < visible.minX || xs.min()! > visible.maxX || ys.max()! < visible.minY || ys.min()! > visible.maxY)
    }

    /// The largest magnitude of the four components.
    private static func largest(_ v: SIMD4<Float>) -> Float { pointwiseMax(v, -v).max() }

    /// Whether every visible cell is within the tolerances at its center (against the diagonal its
    /// triangles share) and at the middles of its sides (against the sides' chords). A color
    /// error counts with the position error times the steepest color change of the cell.
    /// Anything not finite fails.
    mutating func isWithinTolerance() -> Bool {
        for a in 0..<ns {
            for b in 0..<nt where isVisible(a, b) {
                let p00 = vertex(a, b), p01 = vertex(a, b + 1), p11 = vertex(a + 1, b + 1), p10 = vertex(a + 1, b)
                var steepest: Float = 0
                for (u, v) in [(p00, p01), (p01, p11), (p11, p10), (p10, p00), (p00, p11), (p01, p10)] {
                    let distance = (v.0 - u.0).length
                    let change = Self.largest(v.1 - u.1)
                    if change > 0 { steepest = Swift.max(steepest, change / Float(distance)) }
                }
                let s0 = Double(a) / Double(ns), s1 = Double(a + 1) / Double(ns)
                let t0 = Double(b) / Double(nt), t1 = Double(b + 1) / Double(nt)
                var samples = [((s0 + s1) / 2, (t0 + t1) / 2, p00, p11), (s0, (t0 + t1) / 2, p00, p01), ((s0 + s1) / 2, t0, p00, p10)]
                if a == ns - 1 { samples.append((s1, (t0 + t1) / 2, p10, p11)) }
                if b == nt - 1 { samples.append(((s0 + s1) / 2, t1, p01, p11)) }
                for (s, t, u, v) in samples {
                    let offset = (geometry.point(s: s, t: t) - (u.0 + v.0) * 0.5).length
                    let chord: SIMD4<Float> = (u.1 + v.1) * 0.5
                    let error = Self.largest(color(s: s, t: t) - chord) + steepest * Float(offset)
                    guard offset <= Self.positionTolerance, error <= Self.tolerance else { return false }
                }
            }
        }
        return true
    }
}
