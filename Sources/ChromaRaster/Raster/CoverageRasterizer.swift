import ChromaLimits

/// Turns a shape into per-pixel coverage, 0…1, one row at a time.
///
/// Each pixel row is cut into ``subsamples`` horizontal scanlines; on each, the crossings of
/// the polygon's edges give spans of exact horizontal extent under the fill rule, whose area is
/// added to the row. Coverage is therefore exact in x and 1/16-quantised in y, and a row's
/// result depends only on the shape and the row, never on how rows are grouped into bands.
/// A class, so that the layers of a scene are visited per row without copying its arrays.
final class CoverageRasterizer: Sendable {
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

    /// The edges of each pixel row, so a row visits only the edges near it.
    private let rowIndex: RowIndex

    /// Prepares a shape for a canvas of width × height pixels. Geometry is culled and clamped
    /// before anything is converted to a pixel index: polygons with a point that is not finite
    /// are dropped, coordinates are held within ±2²⁵ (33 times ``InputRange/coordinate``, which
    /// validated shapes never reach, even drawn at 4×), and edges wholly above, below or right of the canvas
    /// never reach a row. Nothing here traps, whatever the shape.
    init(shape: Shape, width: Int, height: Int) {
        var edges: [Edge] = []
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        let bound: Double = 33_554_432
        func clamped(_ p: Point) -> Point { Point(x: Swift.min(Swift.max(p.x, -bound), bound), y: Swift.min(Swift.max(p.y, -bound), bound)) }
        let canvasBottom = Double(height), canvasRight = Double(width)
        let canvas = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        for polygon in shape.path.polygons(within: canvas) where polygon.allSatisfy(\.isFinite) {
            for i in 0..<polygon.count {
                var a = clamped(polygon[i]), b = clamped(polygon[(i + 1) % polygon.count])
                if a.y == b.y { continue }
                // Right of the canvas, only an edge's rows matter (its crossings come after every
                // span inside): it becomes the canvas's right border.
                if Swift.min(a.x, b.x) >= canvasRight { a.x = canvasRight; b.x = canvasRight }
                let down = a.y < b.y
                let top = down ? a : b, bottom = down ? b : a
                // An edge wholly above or below the canvas never crosses one of its scanlines.
                if bottom.y <= 0 || top.y >= canvasBottom { continue }
                minX = Swift.min(minX, a.x, b.x); maxX = Swift.max(maxX, a.x, b.x)
                minY = Swift.min(minY, top.y); maxY = Swift.max(maxY, bottom.y)
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
            let top = Int.clamping(minY, rounded: .down, to: 0...height)
            let bottom = Swift.max(top, Int.clamping(maxY, rounded: .up, to: 0...height))
            rows = top..<bottom
            let left = Int.clamping(minX, rounded: .down, to: 0...width)
            let right = Swift.max(left, Int.clamping(maxX, rounded: .up, to: 0...width))
            columns = left..<right
        }
        rowIndex = RowIndex(rows: self.edges.map { edge in
            Int.clamping(edge.y0, rounded: .down, to: 0...height)..<Int.clamping(edge.y1, rounded: .up, to: 0...height)
        }, span: rows)
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
            // The edges overlapping this row, found once for its sixteen scanlines.
            var rowEdgeCount = 0
            rowIndex.forEach(row: y) { i in
                if edges[i].y1 > rowTop && edges[i].y0 < rowBottom {
                    rowEdges[rowEdgeCount] = Int32(truncatingIfNeeded: i)
                    rowEdgeCount += 1
                }
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
