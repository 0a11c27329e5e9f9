import ChromaLimits

extension GIFError: CategorizedError {
    /// A color count outside 2…256 is the caller's (64); giflib failing or frames out of order,
    /// a failure Chroma did not expect (70).
    public var category: ErrorCategory {
        switch self {
        case .invalidColorCount: .usage
        case .frameSizeMismatch, .tooManyFrames, .missingFrames, .finished, .giflib: .software
        }
    }
}
