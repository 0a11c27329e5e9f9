/// A number outside its ``InputRange``: the one message for it, wherever the number came from.
/// Each reader puts its place in front (`invalid --duration: `, `splash.duration: `), so the
/// command line, JSON and YAML documents and the Swift API word it alike.
public struct InputRangeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value given (NaN and infinities included).
    public var value: Double
    /// The range it had to lie in.
    public var range: InputRange

    /// Creates an error.
    public init(value: Double, range: InputRange) {
        self.value = value
        self.range = range
    }

    /// "expected a number from 0 to 3600 seconds, found 5000".
    public var description: String { "expected \(range.expectation), found \(InputRange.format(value))" }

    /// The same message for a value that was not a number at all (a string where a number
    /// belongs), shown as `found`.
    public static func message(for range: InputRange, found: String) -> String { "expected \(range.expectation), found \(found)" }
}
