import ChromaLimits

extension PNGError: CategorizedError {
    /// PNG input that does not decode is bad data (65); anything else libpng refuses is a
    /// failure Chroma did not expect (70).
    public var category: ErrorCategory { kind == .invalidData ? .dataError : .software }
}
