import ChromaLimits

extension VectorAnimationError: CategorizedError {
    /// A splash asked for as vectors that the vector formats cannot hold as asked (64).
    public var category: ErrorCategory { .usage }
}
