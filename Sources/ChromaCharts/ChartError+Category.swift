import ChromaLimits

extension ChartError: CategorizedError {
    /// A chart whose contents cannot be laid out: bad data (65).
    public var category: ErrorCategory { .dataError }
}
