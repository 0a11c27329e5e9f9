import ChromaLimits

extension ScaleError: CategorizedError {
    /// A scale the caller asked for that cannot be made (64).
    public var category: ErrorCategory { .usage }
}
