/// A bicubic tensor-product patch: 4 × 4 control points, point(s, t) = Σ P[i][j] bᵢ(s) bⱼ(t)
/// with Bernstein polynomials b. In cairo's layout, corner 0 is P[0][0], corner 1 P[0][3],
/// corner 2 P[3][3] and corner 3 P[3][0]; s runs from side 0 to side 2 (down a grid: v) and t
/// from side 3 to side 1 (across a grid: u).
struct TensorPatch: Sendable {
    /// Control points, index i × 4 + j.
    var points: [Point]

    subscript(i: Int, j: Int) -> Point {
        get { points[i * 4 + j] }
        set { points[i * 4 + j] = newValue }
    }

    /// A patch from four sides (side k from corner k to corner k + 1) and optional interior points.
    init(sides: [[Point]], interior: [Point]?) {
        points = Array(repeating: .zero, count: 16)
        for k in 0..<4 {
            self[0, k] = sides[0][k]      // side 0 along t at s = 0
            self[k, 3] = sides[1][k]      // side 1 along s at t = 1
            self[3, 3 - k] = sides[2][k]  // side 2 back along t at s = 1
            self[3 - k, 0] = sides[3][k]  // side 3 back along s at t = 0
        }
        if let interior {
            self[1, 1] = interior[0]
            self[1, 2] = interior[1]
            self[2, 2] = interior[2]
            self[2, 1] = interior[3]
        } else {
            fillCoonsInterior()
        }
    }

    /// The interior points that make the tensor patch the Coons patch of its boundary (PDF's
    /// formulas): P₁₁ = (−4P₀₀ + 6(P₀₁ + P₁₀) − 2(P₀₃ + P₃₀) + 3(P₃₁ + P₁₃) − P₃₃) / 9, and
    /// the same about each corner.
    private mutating func fillCoonsInterior() {
        func coons(_ corner: (Int, Int)) -> Point {
            let (ci, cj) = corner
            let ni = ci == 0 ? 1 : 2, nj = cj == 0 ? 1 : 2   // neighbours along the sides
            let fi = 3 - ci, fj = 3 - cj                        // the far side
            let farNi = ci == 0 ? 1 : 2, farNj = cj == 0 ? 1 : 2
            var p = self[ci, cj] * -4
            p = p + (self[ci, nj] + self[ni, cj]) * 6
            p = p - (self[ci, fj] + self[fi, cj]) * 2
            p = p + (self[fi, farNj] + self[farNi, fj]) * 3
            p = p - self[fi, fj]
            return p * (1.0 / 9)
        }
        let p11 = coons((0, 0)), p12 = coons((0, 3)), p22 = coons((3, 3)), p21 = coons((3, 0))
        self[1, 1] = p11
        self[1, 2] = p12
        self[2, 2] = p22
        self[2, 1] = p21
    }

    /// The point at parameters (s, t), both 0…1.
    func point(s: Double, t: Double) -> Point {
        let bs = Self.bernstein(s), bt = Self.bernstein(t)
        var x = 0.0, y = 0.0
        for i in 0..<4 {
            for j in 0..<4 {
                let w = bs[i] * bt[j]
                x += points[i &* 4 &+ j].x * w
                y += points[i &* 4 &+ j].y * w
            }
        }
        return Point(x: x, y: y)
    }

    /// The four cubic Bernstein weights at u.
    static func bernstein(_ u: Double) -> SIMD4<Double> {
        let v = 1 - u
        return SIMD4(v * v * v, 3 * v * v * u, 3 * v * u * u, u * u * u)
    }

    /// The outline: side 0, side 1, side 2, side 3, as a closed path; `reversed` walks it the
    /// other way round (the same curves, rows and columns swapped), so that outlines of either
    /// orientation can be made to wind alike and fill as a union.
    func outline(reversed: Bool = false) -> Path {
        let g = { (i: Int, j: Int) in reversed ? self[j, i] : self[i, j] }
        var path = Path()
        path.move(to: g(0, 0))
        path.addCurve(to: g(0, 3), control1: g(0, 1), control2: g(0, 2))
        path.addCurve(to: g(3, 3), control1: g(1, 3), control2: g(2, 3))
        path.addCurve(to: g(3, 0), control1: g(3, 2), control2: g(3, 1))
        path.addCurve(to: g(0, 0), control1: g(2, 0), control2: g(1, 0))
        path.closeSubpath()
        return path
    }

    /// The lengths of the control polygons along t (sides 0 and 2) and along s (sides 1 and 3).
    var extents: (alongT: Double, alongS: Double) {
        func length(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Double { (b - a).length + (c - b).length + (d - c).length }
        let t = max(length(self[0, 0], self[0, 1], self[0, 2], self[0, 3]), length(self[3, 0], self[3, 1], self[3, 2], self[3, 3]))
        let s = max(length(self[0, 0], self[1, 0], self[2, 0], self[3, 0]), length(self[0, 3], self[1, 3], self[2, 3], self[3, 3]))
        return (t, s)
    }

    /// The signed area of the corner quadrilateral (positive clockwise on screen).
    var orientation: Double {
        let c = [self[0, 0], self[0, 3], self[3, 3], self[3, 0]]
        var area = 0.0
        for k in 0..<4 { area += c[k].x * c[(k + 1) % 4].y - c[(k + 1) % 4].x * c[k].y }
        return area
    }
}
