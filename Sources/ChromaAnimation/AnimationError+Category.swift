import ChromaLimits

extension AnimationError: CategorizedError {
    /// An animation whose size, frames or timing cannot be encoded: bad data (65).
    public var category: ErrorCategory { .dataError }
}
