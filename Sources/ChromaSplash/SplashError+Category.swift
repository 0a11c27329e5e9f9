import ChromaLimits

extension SplashError: CategorizedError {
    /// A splash that cannot be drawn as given: bad data (65).
    public var category: ErrorCategory { .dataError }
}
