import ChromaLimits

extension FileError: CategorizedError {
    /// From the operation that failed, never the text: an output that cannot be created (73),
    /// one whose writing failed part way (74), an input that cannot be read (66). A closed
    /// pipe (EPIPE, ``isBrokenPipe``) is I/O; the command line exits quietly for it.
    public var category: ErrorCategory {
        switch kind {
        case .cannotCreate: .cannotCreate
        case .cannotWrite: .ioError
        case .cannotRead: .noInput
        }
    }
}

extension InputError: CategorizedError {
    /// An input too large for its cap, or not text where text is read: bad data (65).
    public var category: ErrorCategory { .dataError }
}
