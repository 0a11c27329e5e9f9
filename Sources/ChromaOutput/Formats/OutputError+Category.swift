import ChromaLimits

extension OutputError: CategorizedError {
    /// An output the caller asked for that cannot be written as asked (64).
    public var category: ErrorCategory { .usage }
}
