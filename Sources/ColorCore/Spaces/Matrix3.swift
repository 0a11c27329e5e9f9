/// A 3×3 matrix of doubles, row-major, for the linear steps between color spaces.
///
/// The color core builds every RGB ↔ XYZ matrix from chromaticities at first use (CSS Color 4
/// publishes the same matrices as rationals), so no long literal tables are hand-copied.
public struct Matrix3: Hashable, Sendable {
    /// The rows of the matrix.
    public var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    /// Creates a matrix from its three rows.
    public init(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) {
        rows = (r0, r1, r2)
    }

    /// Creates a diagonal matrix.
    public init(diagonal d: SIMD3<Double>) {
        self.init(SIMD3(d.x, 0, 0), SIMD3(0, d.y, 0), SIMD3(0, 0, d.z))
    }

    /// Creates a matrix whose columns are the given vectors.
    public init(columns c0: SIMD3<Double>, _ c1: SIMD3<Double>, _ c2: SIMD3<Double>) {
        self.init(SIMD3(c0.x, c1.x, c2.x), SIMD3(c0.y, c1.y, c2.y), SIMD3(c0.z, c1.z, c2.z))
    }

    /// The matrix applied to a column vector.
    @inlinable
    public static func * (m: Matrix3, v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((m.rows.0 * v).sum(), (m.rows.1 * v).sum(), (m.rows.2 * v).sum())
    }

    /// The product of two matrices (`a * b` applies `b` first).
    public static func * (a: Matrix3, b: Matrix3) -> Matrix3 {
        let t = b.transposed
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3((r * t.rows.0).sum(), (r * t.rows.1).sum(), (r * t.rows.2).sum())
        }
        return Matrix3(row(a.rows.0), row(a.rows.1), row(a.rows.2))
    }

    /// The transpose.
    public var transposed: Matrix3 {
        Matrix3(columns: rows.0, rows.1, rows.2)
    }

    /// The inverse, by the adjugate. The color matrices here are all well conditioned.
    public var inverse: Matrix3 {
        let (a, b, c) = rows
        let c0 = cross(b, c), c1 = cross(c, a), c2 = cross(a, b)
        let det = (a * c0).sum()
        return Matrix3(c0 / det, c1 / det, c2 / det).transposed
    }

    private func cross(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
    }

    public static func == (a: Matrix3, b: Matrix3) -> Bool {
        a.rows.0 == b.rows.0 && a.rows.1 == b.rows.1 && a.rows.2 == b.rows.2
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rows.0)
        hasher.combine(rows.1)
        hasher.combine(rows.2)
    }
}
