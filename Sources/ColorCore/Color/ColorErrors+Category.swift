import ChromaLimits

extension ColorParseError: CategorizedError {
    /// A color that does not parse is given by the caller (64); a document reader wraps it in
    /// its own error (65).
    public var category: ErrorCategory { .usage }
}

extension ColorMixError: CategorizedError {
    /// A mix the caller asked for that has no result (64).
    public var category: ErrorCategory { .usage }
}
