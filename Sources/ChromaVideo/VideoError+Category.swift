import ChromaLimits

extension VideoError: CategorizedError {
    /// A missing ffmpeg is a service that is unavailable (69); ffmpeg failing or stopped, an
    /// I/O error (74: it writes the file; its own last line says why), as is a file it left
    /// incomplete and a closed standard output (which the command line turns into a quiet
    /// 141); a bad request, usage (64); frames out of order, a failure Chroma did not expect (70).
    public var category: ErrorCategory {
        switch self {
        case .ffmpegMissing, .cannotStart: .unavailable
        case .ffmpegFailed, .ffmpegStopped, .incompleteFile, .outputClosed: .ioError
        case .invalidQuality, .cannotStream, .oddSize, .noAlpha: .usage
        case .frameSizeMismatch, .depthMismatch, .tooManyFrames, .missingFrames, .finished: .software
        }
    }
}
