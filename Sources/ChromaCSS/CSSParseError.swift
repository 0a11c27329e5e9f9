/// CSS that cannot be read or drawn: the position of the problem and what was expected.
///
/// The description reads `at 17: expected a color stop after ',', found ')'`, where 17 is the
/// 1-based character position in the input (0 when the problem is the input as a whole).
public struct CSSParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based character position of the problem in the input; 0 for the whole input.
    public var position: Int
    /// What was wrong and what was expected, naming the bad value.
    public var message: String

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

    /// One line: `at <position>: <message>`, or the message alone for the whole input.
    public var description: String {
        position > 0 ? "at \(position): \(message)" : message
    }
}
