import ChromaLimits

extension DocumentError: CategorizedError {
    /// A file the document names that is missing is absent input (66); anything else is a
    /// document that cannot be read (65).
    public var category: ErrorCategory { kind == .missingInput ? .noInput : .dataError }
}
