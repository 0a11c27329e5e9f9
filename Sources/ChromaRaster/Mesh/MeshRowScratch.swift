/// One thread's buffers for shading mesh rows, allocated once and reused for every row.
final class MeshRowScratch {
    /// Whether each pixel of the span was painted by a triangle.
    let painted: UnsafeMutablePointer<Bool>
    /// The outline's coverage of the row (width + 1 entries).
    let coverage: UnsafeMutablePointer<Float>
    /// Colors painted along a neighbouring row, for edge pixels.
    let borrowed: UnsafeMutablePointer<PremultipliedColor>
    /// Which of `borrowed` were painted.
    let borrowedPainted: UnsafeMutablePointer<Bool>
    /// The outline rasterizer's scratch.
    let outline: CoverageRasterizer.Scratch

    init(width: Int) {
        painted = .allocate(capacity: width)
        coverage = .allocate(capacity: width + 1)
        borrowed = .allocate(capacity: width)
        borrowedPainted = .allocate(capacity: width)
        outline = CoverageRasterizer.Scratch(width: width)
    }

    deinit {
        painted.deallocate()
        coverage.deallocate()
        borrowed.deallocate()
        borrowedPainted.deallocate()
    }
}
