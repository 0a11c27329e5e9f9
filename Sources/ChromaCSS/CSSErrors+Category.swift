import ChromaLimits

extension CSSParseError: CategorizedError {
    /// CSS given by the caller that does not parse (64); a document reader wraps it (65).
    public var category: ErrorCategory { .usage }
}

extension CSSWriteError: CategorizedError {
    /// A paint asked for as CSS that CSS cannot say (64).
    public var category: ErrorCategory { .usage }
}
