/// The coverage source of a prepared shape: the polygon rasterizer, or a distance field.
enum ShapeCoverage: Sendable {
    case polygon(CoverageRasterizer)
    case field(DistanceFieldCoverage)

    init(shape: Shape, width: Int, height: Int) {
        if case .field(let field, let softness, let bounds) = shape {
            self = .field(DistanceFieldCoverage(field: field, softness: softness, bounds: bounds, width: width, height: height))
        } else {
            self = .polygon(CoverageRasterizer(shape: shape, width: width, height: height))
        }
    }

    /// The rows the shape can touch.
    var rows: Range<Int> {
        switch self {
        case .polygon(let rasterizer): return rasterizer.columns.isEmpty ? 0..<0 : rasterizer.rows
        case .field(let field): return field.columns.isEmpty ? 0..<0 : field.rows
        }
    }

    /// Adds the coverage of row y into `coverage` and returns the columns touched.
    func coverage(row y: Int, into coverage: UnsafeMutablePointer<Float>, scratch: CoverageRasterizer.Scratch) -> Range<Int> {
        switch self {
        case .polygon(let rasterizer): return rasterizer.coverage(row: y, into: coverage, scratch: scratch)
        case .field(let field): return field.coverage(row: y, into: coverage)
        }
    }
}
