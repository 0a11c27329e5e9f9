/// An error encoding or decoding a PNG, with a message that names what was wrong. Failures of
/// the file system (a missing folder, a full disk) are `FileError`s of ChromaFiles, with the errno.
public struct PNGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure this is.
    public enum Kind: Hashable, Sendable {
        /// The caller's arguments: a size, a buffer, an option.
        case invalidArgument
        /// libpng or zlib reported an error while encoding or decoding.
        case codec
        /// The input is not a PNG, or is truncated or corrupt.
        case invalidData
    }

    /// The kind of failure.
    public var kind: Kind
    /// One line saying what was wrong (libpng's own message where it has one).
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
