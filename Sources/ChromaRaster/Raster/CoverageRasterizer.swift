/// Turns a shape into per-pixel coverage, 0…1, one row at a time.
///
/// Each pixel row is cut into ``subsamples`` horizontal scanlines; on each, the crossings of
/// the polygon's edges give spans of exact horizontal extent under the fill rule, whose area is
/// added to the row. Coverage is therefore exact in x and 1/16-quantised in y, and a row's
/// result depends only on the shape and the row, never on how rows are grouped into bands.
struct CoverageRasterizer: Sendable {
    /// Scanlines per pixel row.
    static let subsamples = 16

    private struct Edge: Sendable {
        var x0: Double, y0: Double, x1: Double, y1: Double
        /// +1 for an edge going down, −1 going up.
        var winding: Int32
        var slope: Double  // dx/dy
    }

    private let edges: [Edge]  // sorted by y0
    private let fillRule: FillRule
    /// The rows the shape can touch.
    let rows: Range<Int>
    /// The columns the shape can touch, clamped to the canvas.
    let columns: Range<Int>

    init(shape: Shape, width: Int, height: Int) {
        var edges: [Edge] = []
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for polygon in shape.path.polygons() {
            for i in 0..<polygon.count {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                minX = min(minX, a.x); maxX = max(maxX, a.x)
                minY = min(minY, a.y); maxY = max(maxY, a.y)
                if a.y == b.y { continue }
                let down = a.y < b.y
                let top = down ? a : b, bottom = down ? b : a
                edges.append(Edge(x0: top.x, y0: top.y, x1: bottom.x, y1: bottom.y, winding: down ? 1 : -1,
                                  slope: (bottom.x - top.x) / (bottom.y - top.y)))
            }
        }
        self.edges = edges.sorted { $0.y0 < $1.y0 }
        fillRule = shape.fillRule
        if edges.isEmpty || !minY.isFinite {
            rows = 0..<0
            columns = 0..<0
        } else {
            let top = max(0, min(height, Int(minY.rounded(.down))))
            let bottom = max(top, min(height, Int(maxY.rounded(.up))))
            rows = top..<bottom
            let left = max(0, min(width, Int(minX.rounded(.down))))
            let right = max(left, min(width, Int(maxX.rounded(.up))))
            columns = left..<right
        }
    }

    /// Scratch space for one thread: crossings of a scanline and the running-sum row.
    struct Scratch {
        var crossings: [(x: Double, winding: Int32)] = []
        /// The edges crossing the current row.
        var rowEdges: [Int] = []
        var carry: [Float]

        init(width: Int) { carry = [Float](repeating: 0, count: width + 2) }
    }

    /// Adds this shape's coverage of row `y` into `coverage` (which the caller zeroes) and
    /// returns the columns it touched.
    func coverage(row y: Int, into coverage: UnsafeMutablePointer<Float>, scratch: inout Scratch) -> Range<Int> {
        guard rows.contains(y), !columns.isEmpty else { return 0..<0 }
        let weight = 1 / Float(Self.subsamples)
        let width = columns.upperBound
        let left = Double(columns.lowerBound), right = Double(columns.upperBound)
        var touchedLow = Int.max, touchedHigh = Int.min
        // Edges that can cross this row: start above its bottom and end below its top.
        let rowTop = Double(y), rowBottom = Double(y + 1)
        var end = 0
        var low = 0, high = edges.count
        while low < high {  // first edge starting at or below the row's bottom
            let mid = (low + high) / 2
            if edges[mid].y0 < rowBottom { low = mid + 1 } else { high = mid }
        }
        end = low
        // The edges overlapping this row, found once for its sixteen scanlines.
        scratch.rowEdges.removeAll(keepingCapacity: true)
        for i in 0..<end where edges[i].y1 > rowTop { scratch.rowEdges.append(i) }
        scratch.carry.withUnsafeMutableBufferPointer { carry in
            for s in 0..<Self.subsamples {
                let sy = rowTop + (Double(s) + 0.5) / Double(Self.subsamples)
                scratch.crossings.removeAll(keepingCapacity: true)
                for i in scratch.rowEdges {
                    let e = edges[i]
                    if e.y0 <= sy && sy < e.y1 {
                        scratch.crossings.append((e.x0 + (sy - e.y0) * e.slope, e.winding))
                    }
                }
                if scratch.crossings.count < 2 { continue }
                scratch.crossings.sort { $0.x < $1.x }
                var winding: Int32 = 0
                for k in 0..<(scratch.crossings.count - 1) {
                    winding += scratch.crossings[k].winding
                    let inside = fillRule == .nonZero ? winding != 0 : winding & 1 != 0
                    guard inside else { continue }
                    let xa = max(left, min(right, scratch.crossings[k].x))
                    let xb = max(left, min(right, scratch.crossings[k + 1].x))
                    guard xb > xa else { continue }
                    addSpan(xa, xb, weight: weight, coverage: coverage, carry: carry.baseAddress!, width: width)
                    touchedLow = min(touchedLow, Int(xa))
                    touchedHigh = max(touchedHigh, Int(xb.rounded(.up)))
                }
            }
            guard touchedLow <= touchedHigh else { return }
            // Full pixels inside spans were recorded as steps in `carry`: sum them in.
            var running: Float = 0
            for x in touchedLow..<min(width, touchedHigh + 1) {
                running += carry[x]
                coverage[x] += running
            }
            for x in touchedLow...min(carry.count - 1, touchedHigh + 1) { carry[x] = 0 }
        }
        guard touchedLow <= touchedHigh else { return 0..<0 }
        return touchedLow..<min(width, touchedHigh)
    }

    /// Adds a span [xa, xb) of one scanline: partial pixels directly, whole pixels as a step.
    @inline(__always)
    private func addSpan(_ xa: Double, _ xb: Double, weight: Float, coverage: UnsafeMutablePointer<Float>,
                         carry: UnsafeMutablePointer<Float>, width: Int) {
        let ia = Int(xa), ib = Int(xb)
        if ia == ib {
            coverage[ia] += Float(xb - xa) * weight
            return
        }
        coverage[ia] += Float(Double(ia + 1) - xa) * weight
        carry[ia + 1] += weight
        carry[ib] -= weight
        if ib < width { coverage[ib] += Float(xb - Double(ib)) * weight }
    }
}
