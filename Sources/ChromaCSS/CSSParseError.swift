/// CSS that cannot be read or drawn: the position of the problem and what was expected.
///
/// The description reads `at 17: expected a color stop after ',', found ')'`, where 17 is the
/// 1-based character position in the input (0 when the problem is the input as a whole).
public struct CSSParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based character position of the problem in the input; 0 for the whole input.
    public var position: Int
    /// What was wrong and what was expected, naming the bad value.
    public var message: String
    /// Whether the CSS is well formed but asks for more than a resource limit allows (exit 65
    /// in the command-line tool, as every limit), rather than being malformed.
    public var exceedsLimit = false

    /// Creates an error at a 0-based character offset.
    init(offset: Int, _ message: String) {
        position = offset + 1
        self.message = message
    }

    /// Creates an error about the input as a whole (a limit, a canvas size).
    init(whole message: String) {
        position = 0
        self.message = message
    }

    /// The same error, marked as a resource limit's.
    func limit() -> CSSParseError {
        var copy = self
        copy.exceedsLimit = true
        return copy
    }

    /// One line: `at <position>: <message>`, or the message alone for the whole input.
    public var description: String {
        position > 0 ? "at \(position): \(message)" : message
    }
}
