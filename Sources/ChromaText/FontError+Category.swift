import ChromaLimits

extension FontError: CategorizedError {
    /// A font that cannot be loaded or used: bad data (65).
    public var category: ErrorCategory { .dataError }
}
