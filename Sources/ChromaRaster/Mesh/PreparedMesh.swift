import ChromaLimits
import ColorCore

/// A mesh ready to shade rows: its triangles bucketed by the pixel rows whose centers they
/// cross, in paint order, and the rasterizer of its outline.
///
/// A row is shaded by painting, in order, every triangle crossing the row's center line into
/// the span (later triangles win, which is the fold-over rule; pixels on a shared edge take the
/// later triangle's color, equal to the earlier one's there, so there are no cracks). Pixels of
/// the outer edge whose centers fall outside the mesh take their color from the neighbouring
/// row or pixel; the outline's anti-aliased coverage then blends the mesh over the background.
struct PreparedMesh: Sendable {
    private let triangles: [MeshTriangle]
    /// The triangles each canvas row can cross, in paint order.
    private let rowIndex: RowIndex
    private let outline: CoverageRasterizer
    private let background: PremultipliedColor
    private let width: Int
    private let height: Int

    init(mesh: MeshGradient, outputSpace: ColorSpace, width: Int, height: Int) {
        let (triangles, outlines) = MeshTessellation.triangles(mesh, outputSpace: outputSpace,
                                                                visible: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        self.triangles = triangles
        self.width = width
        self.height = height
        var union = Path()
        for outline in outlines {
            for element in outline.elements {
                switch element {
                case .move(let p): union.move(to: p)
                case .line(let p): union.addLine(to: p)
                case .quadCurve(let c, let p): union.addQuadCurve(to: p, control: c)
                case .curve(let c1, let c2, let p): union.addCurve(to: p, control1: c1, control2: c2)
                case .close: union.closeSubpath()
                }
            }
        }
        outline = CoverageRasterizer(shape: .path(union, fillRule: .nonZero), width: width, height: height)
        background = PremultipliedColor(mesh.background, in: outputSpace, gamut: .clip)

        // Rows whose center line y + 0.5 lies within each triangle's vertical extent (saturating:
        // a triangle far off the canvas touches no row); triangles wholly left or right of the
        // canvas touch none either.
        rowIndex = RowIndex(rows: triangles.map { t in
            guard Swift.max(t.x0, t.x1, t.x2) >= 0, Swift.min(t.x0, t.x1, t.x2) <= Float(width) else { return 0..<0 }
            let first = Int.clamping(Double(t.minY) - 0.5, rounded: .up, to: 0...height)
            let last = Int.clamping(Double(t.maxY) - 0.5, rounded: .down, to: -1...(height - 1))
            return first <= last ? first..<(last + 1) : 0..<0
        }, height: height)
    }

    /// Paints the mesh's colors along the center line of `row` into `out` (pixels x ..< x + count);
    /// pixels no triangle reaches are left untouched. Returns whether any pixel was painted.
    private func paintRow(_ row: Int, x: Int, count: Int, into out: UnsafeMutablePointer<PremultipliedColor>,
                          painted: UnsafeMutablePointer<Bool>) -> Bool {
        guard row >= 0, row < height else { return false }
        let lineY = Float(row) + 0.5
        var any = false
        rowIndex.forEach(row: row) { index in
            let t = triangles[index]
            // Where the center line crosses the triangle.
            var low = Float.infinity, high = -Float.infinity
            func cross(_ ax: Float, _ ay: Float, _ bx: Float, _ by: Float) {
                if (ay <= lineY && lineY <= by) || (by <= lineY && lineY <= ay) {
                    if ay == by {
                        low = Swift.min(low, ax, bx); high = Swift.max(high, ax, bx)
                    } else {
                        let cx = ax + (lineY - ay) / (by - ay) * (bx - ax)
                        low = Swift.min(low, cx); high = Swift.max(high, cx)
                    }
                }
            }
            cross(t.x0, t.y0, t.x1, t.y1)
            cross(t.x1, t.y1, t.x2, t.y2)
            cross(t.x2, t.y2, t.x0, t.y0)
            guard low <= high else { return }
            // Pixel centers i + 0.5 within [low, high], with a hair of tolerance against cracks
            // (clamped to the span before any conversion: a crossing may lie far off the canvas).
            let first = Self.index(-(0.5 + 1e-4 - low).wholeBelow, within: x, x &+ count)
            let last = Self.index((high - 0.5 + 1e-4).wholeBelow, within: x &- 1, x &+ count &- 1)
            guard first <= last else { return }
            let rowColor = t.base + t.dy * (lineY - t.y0)
            for i in first...last {
                out[i - x] = PremultipliedColor(premultiplied: rowColor + t.dx * (Float(i) + 0.5 - t.x0))
                painted[i - x] = true
            }
            any = true
        }
        return any
    }

    /// A whole number (or an infinity, or NaN) as an index clamped to low…high, NaN giving
    /// low: `Int.clamping` inlined for the per-triangle work of a row. The bounds are canvas
    /// columns, exact in Float.
    @inline(__always)
    private static func index(_ whole: Float, within low: Int, _ high: Int) -> Int {
        if !(whole > Float(low)) { return low }
        if whole >= Float(high) { return high }
        return Int(whole)
    }

    /// The shaded span: mesh colors where the mesh covers the pixels, the background elsewhere,
    /// blended by the outline's coverage.
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<PremultipliedColor>, scratch: MeshRowScratch) {
        let painted = scratch.painted, coverage = scratch.coverage
        painted.initialize(repeating: false, count: count)
        coverage.initialize(repeating: 0, count: width + 1)
        out.update(repeating: background, count: count)
        let touched = outline.coverage(row: y, into: coverage, scratch: scratch.outline)
        guard !touched.isEmpty else { return }

        _ = paintRow(y, x: x, count: count, into: out, painted: painted)
        // Edge pixels whose centers miss the mesh: borrow from the rows above and below, then
        // from the nearest painted pixel of the row.
        // Whether any covered pixel was missed: an OR over the row without an early exit, so
        // that it vectorises (a miss is rare, and its handling costs far more than the scan).
        var missed: UInt8 = 0
        for i in 0..<count { missed |= (painted[i] ? 0 : 1) & (coverage[x &+ i] > 0 ? 1 : 0) }
        if missed != 0 {
            let borrowed = scratch.borrowed, borrowedPainted = scratch.borrowedPainted
            for neighbour in [y - 1, y + 1] {
                borrowedPainted.initialize(repeating: false, count: count)
                guard paintRow(neighbour, x: x, count: count, into: borrowed, painted: borrowedPainted) else { continue }
                for i in 0..<count where !painted[i] && borrowedPainted[i] && coverage[x + i] > 0 {
                    out[i] = borrowed[i]
                    painted[i] = true
                }
            }
            var lastPainted: Int? = nil
            for i in 0..<count { if painted[i] { lastPainted = i } else if let p = lastPainted, coverage[x + i] > 0 { out[i] = out[p] } }
            lastPainted = nil
            for i in stride(from: count - 1, through: 0, by: -1) {
                if painted[i] { lastPainted = i } else if let p = lastPainted, coverage[x + i] > 0, i < p { out[i] = out[p]; painted[i] = true }
            }
        }
        for i in 0..<count {
            let c = Swift.min(coverage[x + i], 1)
            if c < 1 { out[i] = out[i] * c + background * (1 - c) }
        }
    }
}
