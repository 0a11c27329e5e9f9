/// A chart that cannot be laid out, naming the bad value.
public struct ChartError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong and what was expected.
    public var message: String
    /// ``message``.
    public var description: String { message }
}
