#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file operation that failed: what was being done, to which path, and the system's error
/// number when the system gave one. Matched by value (``kind``, ``code``), never by its text,
/// as swift-nio's `IOError` and swift-system's `Errno` are.
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the failing operation was doing.
    public enum Kind: Hashable, Sendable {
        /// Creating an output: its folder is missing or not writable, the target is a folder or
        /// a symbolic link, the process is stopping.
        case cannotCreate
        /// Writing, syncing, moving or closing an output that was created.
        case cannotWrite
        /// Opening or reading an input.
        case cannotRead
    }

    /// What the failing operation was doing.
    public var kind: Kind
    /// The path involved, nil for standard output.
    public var path: String?
    /// The system's error number (`errno`), nil when the failure is Chroma's own refusal.
    public var code: Int32?
    /// One line naming the path and the reason.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, path: String?, code: Int32? = nil, message: String) {
        self.kind = kind
        self.path = path
        self.code = code
        self.message = message
    }

    /// An error from a failed system call: `what` (such as "cannot write 'x.png'") and the
    /// system's reason for `code`.
    public static func system(_ kind: Kind, _ what: String, path: String?, code: Int32) -> FileError {
        FileError(kind, path: path, code: code, message: "\(what): \(String(cString: strerror(code)))")
    }

    /// True when standard output's reader went away (EPIPE): a closed pipe, not a failure to report.
    public var isBrokenPipe: Bool { code == EPIPE }

    public var description: String { message }
}
