/// What kind of failure an error is: the one fact the command line's exit status is read from
/// (docs/EXIT-CODES.md), carried by the error itself through ``CategorizedError``.
public enum ErrorCategory: Hashable, Sendable, CaseIterable {
    /// The request is wrong: an option, an argument, a value out of its range (EX_USAGE, 64).
    case usage
    /// An input's contents are wrong, or ask for more than a limit allows (EX_DATAERR, 65).
    case dataError
    /// An input is missing, unreadable or not a regular file (EX_NOINPUT, 66).
    case noInput
    /// A tool the work needs is not installed (EX_UNAVAILABLE, 69).
    case unavailable
    /// Something Chroma did not expect: a bug to report (EX_SOFTWARE, 70).
    case software
    /// An output cannot be created (EX_CANTCREAT, 73).
    case cannotCreate
    /// Writing an output failed part way, such as on a full disk (EX_IOERR, 74).
    case ioError
}

/// An error that says what kind of failure it is. Every error type of the library conforms;
/// the command line reads ``category`` and nothing else, and exits 70 (software) for an error
/// that does not conform.
public protocol CategorizedError: Error {
    /// What kind of failure this is.
    var category: ErrorCategory { get }
}

extension ResourceLimitError: CategorizedError {
    /// Asking for more than a limit allows is bad data (65).
    public var category: ErrorCategory { .dataError }
}

extension ResourceLimitError.InvalidSetting: CategorizedError {
    /// A `CHROMA_*` variable that does not parse is bad usage (64).
    public var category: ErrorCategory { .usage }
}

extension InputRangeError: CategorizedError {
    /// A number outside its range, given by the caller (64).
    public var category: ErrorCategory { .usage }
}
