/// A color string that could not be read, with the offending input and what was expected.
public struct ColorParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The whole input that failed.
    public var input: String
    /// What was wrong and what was expected, in one sentence without a final period.
    public var reason: String

    /// Creates an error for an input.
    public init(input: String, reason: String) {
        self.input = input
        self.reason = reason
    }

    /// One line: the bad input in quotes, then the reason.
    public var description: String {
        "invalid color '\(input)': \(reason)"
    }
}
