import ChromaLimits

extension WebPError: CategorizedError {
    /// A quality outside 0…100 is the caller's (64), a canvas over WebP's 16383 the input's
    /// (65); libwebp failing or frames out of order, a failure Chroma did not expect (70).
    public var category: ErrorCategory {
        switch self {
        case .invalidQuality: .usage
        case .canvasTooLarge: .dataError
        case .frameSizeMismatch, .tooManyFrames, .missingFrames, .finished, .encodingFailed, .muxFailed: .software
        }
    }
}
