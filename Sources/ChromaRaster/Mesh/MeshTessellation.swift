import ChromaLimits
import ColorCore
import Foundation

/// A triangle of a tessellated mesh with an affine color: color(x, y) = base + dx·(x − x0) + dy·(y − y0).
struct MeshTriangle: Sendable {
    var x0: Float, y0: Float, x1: Float, y1: Float, x2: Float, y2: Float
    var base: SIMD4<Float>
    var dx: SIMD4<Float>
    var dy: SIMD4<Float>
    var minY: Float { Swift.min(y0, y1, y2) }
    var maxY: Float { Swift.max(y0, y1, y2) }
}

/// Turns a mesh into small triangles in paint order, with exact colors at their corners.
///
/// Each patch is cut into cells of a few pixels along its parameters (``PatchGrid``); corner
/// positions come from the tensor patch and corner colors from the patch's color model,
/// converted to the output space. Inside a cell position and color are linear, which departs
/// from the exact patch by far less than a level: hundredths of a level with the finest cells,
/// and within ``PatchGrid/tolerance`` with cells four times as large, which a patch gets only
/// where they are checked to stay within it, as a gradient's ramp is (flat colors and shapes: a
/// device-space patch with straight sides, the common case, costs a sixteenth of the triangles). Cells are emitted with v (s) outermost and u (t) inner,
/// patch after patch, so painting in order gives cairo's fold-over rule.
enum MeshTessellation {
    /// The triangles of a mesh, and the patch outlines (for the anti-aliased outer edge). With
    /// `visible`, triangles wholly outside it (grown by a pixel) are dropped as they are made,
    /// so a mesh mostly off the canvas holds only the triangles the canvas shows.
    static func triangles(_ mesh: MeshGradient, outputSpace: ColorSpace, visible: Rect? = nil) -> (triangles: [MeshTriangle], outlines: [Path]) {
        let patches = self.patches(mesh)
        let totalArea = patches.reduce(0.0) { area, patch in
            let e = patch.geometry.extents
            return area + e.alongS * e.alongT
        }
        // Cells of at least 3 px, larger on big meshes: about 62,500 cells in all (16 px on a
        // 4096² mesh, where a cell departs from the exact patch by hundredths of a level). A
        // patch whose colors and shape are close to linear gets cells four times as large where
        // that keeps every cell within ``PatchGrid/tolerance`` of the exact patch.
        let cell = max(3, (totalArea / 62_500).squareRoot())
        let visibleBox = visible.map { Rect(x: $0.minX - 1, y: $0.minY - 1, width: $0.width + 2, height: $0.height + 2) }
        var triangles: [MeshTriangle] = []
        var outlines: [Path] = []
        for (geometry, colors) in patches {
            let fine = PatchGrid.counts(geometry, cell: cell), coarse = PatchGrid.counts(geometry, cell: 4 * cell)
            var grid = PatchGrid(geometry: geometry, colors: colors, counts: coarse, mesh: mesh, outputSpace: outputSpace, visible: visibleBox)
            if coarse != fine && !grid.isWithinTolerance() {
                grid = PatchGrid(geometry: geometry, colors: colors, counts: fine, mesh: mesh, outputSpace: outputSpace, visible: visibleBox)
            }
            for a in 0..<grid.ns {
                for b in 0..<grid.nt where grid.isVisible(a, b) {
                    let p00 = grid.vertex(a, b), p01 = grid.vertex(a, b + 1), p11 = grid.vertex(a + 1, b + 1), p10 = grid.vertex(a + 1, b)
                    if let t = makeTriangle(p00, p01, p11) { triangles.append(t) }
                    if let t = makeTriangle(p00, p11, p10) { triangles.append(t) }
                }
            }
            let outline = geometry.outline(reversed: geometry.orientation < 0)
            outlines.append(outline)
        }
        return (triangles, outlines)
    }

    private static func makeTriangle(_ a: (Point, SIMD4<Float>), _ b: (Point, SIMD4<Float>), _ c: (Point, SIMD4<Float>)) -> MeshTriangle? {
        let (pa, ca) = a, (pb, cb) = b, (pc, cc) = c
        // Corners beyond Float's range (or not finite) make no triangle: validated meshes stay
        // within ±2²⁴ pixels, and anything else must not reach a pixel index.
        for p in [pa, pb, pc] where !(abs(p.x) <= 1e30 && abs(p.y) <= 1e30) { return nil }
        let e1x = pb.x - pa.x, e1y = pb.y - pa.y, e2x = pc.x - pa.x, e2y = pc.y - pa.y
        let det = e1x * e2y - e2x * e1y
        guard abs(det) > 1e-12 else { return nil }  // degenerate: its neighbours cover it
        let inverse = Float(1 / det)
        let d1 = cb - ca, d2 = cc - ca
        let dx = (d1 * Float(e2y) - d2 * Float(e1y)) * inverse
        let dy = (d2 * Float(e1x) - d1 * Float(e2x)) * inverse
        return MeshTriangle(x0: Float(pa.x), y0: Float(pa.y), x1: Float(pb.x), y1: Float(pb.y), x2: Float(pc.x), y2: Float(pc.y),
                            base: ca, dx: dx, dy: dy)
    }

    /// Every patch's geometry and color model, in paint order.
    static func patches(_ mesh: MeshGradient) -> [(geometry: TensorPatch, colors: PatchColorModel)] {
        switch mesh.form {
        case .patches(let patches):
            return patches.map { patch in
                (TensorPatch(sides: patch.sides, interior: patch.interior),
                 .bilinear(MeshColors(corners: patch.colors, interpolation: mesh.interpolation).values))
            }
        case .grid(let width, let height, let points, let colors):
            let values = MeshColors(grid: colors, width: width, interpolation: mesh.interpolation).values
            let (ds, dt) = derivatives(values, width: width, height: height, monotone: mesh.monotone)
            var result: [(TensorPatch, PatchColorModel)] = []
            for r in 0..<(height - 1) {
                for c in 0..<(width - 1) {
                    let corners = [r * width + c, r * width + c + 1, (r + 1) * width + c + 1, (r + 1) * width + c]
                    let sides = gridSides(points, width: width, height: height, row: r, column: c)
                    let model: PatchColorModel = mesh.smoothsColors
                        ? .hermite(values: corners.map { values[$0] }, ds: corners.map { ds[$0] }, dt: corners.map { dt[$0] }, clamp: mesh.monotone)
                        : .bilinear(corners.map { values[$0] })
                    result.append((TensorPatch(sides: sides, interior: nil), model))
                }
            }
            return result
        }
    }

    /// The four sides of grid cell (row, column), with implied control points where none are given:
    /// Catmull-Rom tangents, (next − previous) / 6 from the vertex, one-sided a third of the way at borders.
    static func gridSides(_ points: [MeshPoint], width: Int, height: Int, row r: Int, column c: Int) -> [[Point]] {
        func vertex(_ row: Int, _ column: Int) -> MeshPoint { points[row * width + column] }
        func position(_ row: Int, _ column: Int) -> Point { vertex(row, column).position }
        func horizontalTangent(_ row: Int, _ column: Int) -> Point {
            let left = column > 0 ? position(row, column - 1) : nil, right = column < width - 1 ? position(row, column + 1) : nil
            switch (left, right) {
            case let (l?, r?): return (r - l) * (1.0 / 6)
            case let (nil, r?): return (r - position(row, column)) * (1.0 / 3)
            case let (l?, nil): return (position(row, column) - l) * (1.0 / 3)
            default: return .zero
            }
        }
        func verticalTangent(_ row: Int, _ column: Int) -> Point {
            let up = row > 0 ? position(row - 1, column) : nil, down = row < height - 1 ? position(row + 1, column) : nil
            switch (up, down) {
            case let (u?, d?): return (d - u) * (1.0 / 6)
            case let (nil, d?): return (d - position(row, column)) * (1.0 / 3)
            case let (u?, nil): return (position(row, column) - u) * (1.0 / 3)
            default: return .zero
            }
        }
        func trailing(_ row: Int, _ column: Int) -> Point { vertex(row, column).trailingControlPoint ?? position(row, column) + horizontalTangent(row, column) }
        func leading(_ row: Int, _ column: Int) -> Point { vertex(row, column).leadingControlPoint ?? position(row, column) - horizontalTangent(row, column) }
        func bottom(_ row: Int, _ column: Int) -> Point { vertex(row, column).bottomControlPoint ?? position(row, column) + verticalTangent(row, column) }
        func top(_ row: Int, _ column: Int) -> Point { vertex(row, column).topControlPoint ?? position(row, column) - verticalTangent(row, column) }
        let tl = (r, c), tr = (r, c + 1), br = (r + 1, c + 1), bl = (r + 1, c)
        return [
            [position(tl.0, tl.1), trailing(tl.0, tl.1), leading(tr.0, tr.1), position(tr.0, tr.1)],
            [position(tr.0, tr.1), bottom(tr.0, tr.1), top(br.0, br.1), position(br.0, br.1)],
            [position(br.0, br.1), leading(br.0, br.1), trailing(bl.0, bl.1), position(bl.0, bl.1)],
            [position(bl.0, bl.1), top(bl.0, bl.1), bottom(tl.0, tl.1), position(tl.0, tl.1)],
        ]
    }

    /// Per-vertex derivatives of the colors along the grid, per cell: central differences inside,
    /// one-sided at borders; monotone limits them (Fritsch–Carlson) so no cell overshoots.
    static func derivatives(_ values: [SIMD4<Double>], width: Int, height: Int, monotone: Bool) -> (ds: [SIMD4<Double>], dt: [SIMD4<Double>]) {
        func derivative(_ previous: SIMD4<Double>?, _ current: SIMD4<Double>, _ next: SIMD4<Double>?) -> SIMD4<Double> {
            switch (previous, next) {
            case let (p?, n?):
                var d = (n - p) * 0.5
                if monotone {
                    let back = current - p, forward = n - current
                    for i in 0..<4 {
                        if back[i] * forward[i] <= 0 { d[i] = 0 } else {
                            let limit = 3 * Swift.min(abs(back[i]), abs(forward[i]))
                            d[i] = d[i] < 0 ? Swift.max(d[i], -limit) : Swift.min(d[i], limit)
                        }
                    }
                }
                return d
            case let (nil, n?): return monotone ? .zero : n - current
            case let (p?, nil): return monotone ? .zero : current - p
            default: return .zero
            }
        }
        var ds = values, dt = values
        for r in 0..<height {
            for c in 0..<width {
                let k = r * width + c
                dt[k] = derivative(c > 0 ? values[k - 1] : nil, values[k], c < width - 1 ? values[k + 1] : nil)
                ds[k] = derivative(r > 0 ? values[k - width] : nil, values[k], r < height - 1 ? values[k + width] : nil)
            }
        }
        return (ds, dt)
    }
}
