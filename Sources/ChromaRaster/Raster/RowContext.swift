/// Per-thread buffers for rendering rows: allocated once per band, reused for every row.
final class RowContext {
    /// The row being composited, premultiplied.
    let color: UnsafeMutablePointer<PremultipliedColor>
    /// A paint's colors for a span.
    let shade: UnsafeMutablePointer<PremultipliedColor>
    /// A paint's gradient parameter t for each pixel of a span.
    let parameters: UnsafeMutablePointer<Float>
    /// A shape's coverage of the row (kept zeroed between layers).
    let coverage: UnsafeMutablePointer<Float>
    /// A clip's coverage of the row (kept zeroed between layers).
    let clipCoverage: UnsafeMutablePointer<Float>
    let scratch: CoverageRasterizer.Scratch
    /// A mesh's row buffers, made on first use.
    lazy var mesh = MeshRowScratch(width: width)
    private let width: Int

    init(width: Int) {
        self.width = width
        color = .allocate(capacity: width)
        shade = .allocate(capacity: width)
        parameters = .allocate(capacity: width)
        coverage = .allocate(capacity: width + 1)
        clipCoverage = .allocate(capacity: width + 1)
        coverage.initialize(repeating: 0, count: width + 1)
        clipCoverage.initialize(repeating: 0, count: width + 1)
        scratch = CoverageRasterizer.Scratch(width: width)
    }

    deinit {
        color.deallocate()
        shade.deallocate()
        parameters.deallocate()
        coverage.deallocate()
        clipCoverage.deallocate()
    }
}
