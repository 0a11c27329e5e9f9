import ChromaLimits

/// JSON text that ``JSONReader`` cannot read: malformed, nested deeper than the nesting limit,
/// or longer than the reader was allowed. Bad data (exit status 65).
public struct JSONReadError: Error, CategorizedError, CustomStringConvertible, Equatable {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// The text is not JSON (RFC 8259) at ``JSONReadError/line``:``JSONReadError/column``.
        case syntax
        /// A list or object opens deeper than `limit` levels (found before entering it).
        case nesting(limit: Int)
        /// The text is longer than `limit` bytes (found before reading any of it).
        case size(limit: Int)
        /// An object holds `key` twice (RFC 8259 leaves what that means open; Chroma refuses it).
        case duplicateKey(String)
    }

    /// What went wrong.
    public var kind: Kind
    /// The members leading from the top to the value being read when the fault was found:
    /// object keys, and array positions from 0 in decimal. Empty at the top level.
    public var path: [String]
    /// The line of the fault, from 1 (0 for a size error).
    public var line: Int
    /// The column of the fault in characters, from 1 (0 for a size error).
    public var column: Int
    /// The message, one line, naming the place and what was found: `malformed JSON at line 3,
    /// column 16: expected a value, found ']'`.
    public var description: String

    /// Bad data (65).
    public var category: ErrorCategory { .dataError }

    /// The message for a value nested deeper than `limit` levels in `subject` ("the document"):
    /// the resource limit's own words, naming `CHROMA_MAX_NESTING`, or at the ceiling the most
    /// Chroma reads.
    public static func nestingMessage(deeperThan limit: Int, in subject: String) -> String {
        if limit >= ResourceLimits.nestingCeiling { return "\(subject) nests deeper than \(limit) levels, the most Chroma reads" }
        do {
            try ResourceLimits.check(limit + 1, .nesting, subject)
        } catch {
            return "\(error)".replacingOccurrences(of: "needs \(limit + 1)", with: "needs more than \(limit)")
        }
        return "\(subject) nests deeper than \(limit) levels"
    }
}
