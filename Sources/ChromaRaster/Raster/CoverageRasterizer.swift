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

    /// Scratch space for one thread, in flat memory grown on demand: the edges overlapping a
    /// row, the crossings of a scanline, and the running-sum row.
    final class Scratch {
        private(set) var rowEdges: UnsafeMutablePointer<Int32>
        private(set) var crossingX: UnsafeMutablePointer<Double>
        private(set) var crossingWinding: UnsafeMutablePointer<Int32>
        private var capacity: Int
        let carry: UnsafeMutablePointer<Float>
        /// Entries of `carry`: width + 2.
        let carryCount: Int

        init(width: Int) {
            capacity = 16
            rowEdges = .allocate(capacity: capacity)
            crossingX = .allocate(capacity: capacity)
            crossingWinding = .allocate(capacity: capacity)
            carryCount = width + 2
            carry = .allocate(capacity: carryCount)
            carry.initialize(repeating: 0, count: carryCount)
        }

        deinit {
            rowEdges.deallocate()
            crossingX.deallocate()
            crossingWinding.deallocate()
            carry.deallocate()
        }

        /// Makes room for `count` edges and crossings.
        func reserve(_ count: Int) {
            guard count > capacity else { return }
            rowEdges.deallocate()
            crossingX.deallocate()
            crossingWinding.deallocate()
            capacity = count
            rowEdges = .allocate(capacity: count)
            crossingX = .allocate(capacity: count)
            crossingWinding = .allocate(capacity: count)
        }
    }

    /// Adds this shape's coverage of row `y` into `coverage` (which the caller zeroes) and
    /// returns the columns it touched.
    func coverage(row y: Int, into coverage: UnsafeMutablePointer<Float>, scratch: Scratch) -> Range<Int> {
        guard rows.contains(y), !columns.isEmpty else { return 0..<0 }
        scratch.reserve(edges.count)
        let weight = 1 / Float(Self.subsamples)
        let width = columns.upperBound
        let left = Double(columns.lowerBound), right = Double(columns.upperBound)
        var touchedLow = Int.max, touchedHigh = Int.min
        let rowTop = Double(y), rowBottom = Double(y + 1)
        let carry = scratch.carry, rowEdges = scratch.rowEdges
        let crossingX = scratch.crossingX, crossingWinding = scratch.crossingWinding
        edges.withUnsafeBufferPointer { edges in
            // Edges that can cross this row: start above its bottom and end below its top.
            var low = 0, high = edges.count
            while low < high {  // first edge starting at or below the row's bottom
                let mid = (low + high) / 2
                if edges[mid].y0 < rowBottom { low = mid + 1 } else { high = mid }
            }
            // The edges overlapping this row, found once for its sixteen scanlines.
            var rowEdgeCount = 0
            for i in 0..<low where edges[i].y1 > rowTop {
                rowEdges[rowEdgeCount] = Int32(truncatingIfNeeded: i)
                rowEdgeCount += 1
            }
            guard rowEdgeCount >= 2 else { return }
            for s in 0..<Self.subsamples {
                let sy = rowTop + (Double(s) + 0.5) / Double(Self.subsamples)
                // The crossings of this scanline, kept sorted by x (insertion: there are few).
                var count = 0
                for k in 0..<rowEdgeCount {
                    let e = edges[Int(rowEdges[k])]
                    guard e.y0 <= sy && sy < e.y1 else { continue }
                    let x = e.x0 + (sy - e.y0) * e.slope
                    var j = count
                    while j > 0 && crossingX[j - 1] > x {
                        crossingX[j] = crossingX[j - 1]
                        crossingWinding[j] = crossingWinding[j - 1]
                        j -= 1
                    }
                    crossingX[j] = x
                    crossingWinding[j] = e.winding
                    count += 1
                }
                if count < 2 { continue }
                var winding: Int32 = 0
                for k in 0..<(count - 1) {
                    winding += crossingWinding[k]
                    let inside = fillRule == .nonZero ? winding != 0 : winding & 1 != 0
                    guard inside else { continue }
                    let xa = max(left, min(right, crossingX[k]))
                    let xb = max(left, min(right, crossingX[k + 1]))
                    guard xb > xa else { continue }
                    addSpan(xa, xb, weight: weight, coverage: coverage, carry: carry, width: width)
                    touchedLow = min(touchedLow, Int(xa))
                    touchedHigh = max(touchedHigh, Int(xb.rounded(.up)))
                }
            }
        }
        guard touchedLow <= touchedHigh else { return 0..<0 }
        // Full pixels inside spans were recorded as steps in `carry`: sum them in.
        var running: Float = 0
        for x in touchedLow..<min(width, touchedHigh + 1) {
            running += carry[x]
            coverage[x] += running
        }
        for x in touchedLow...min(scratch.carryCount - 1, touchedHigh + 1) { carry[x] = 0 }
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
