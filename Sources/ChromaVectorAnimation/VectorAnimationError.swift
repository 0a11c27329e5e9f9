/// A splash that a vector animation format cannot hold, or an archive that cannot be made.
public struct VectorAnimationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong, naming the value and what the format takes.
    public var message: String
    public var description: String { message }

    public init(_ message: String) { self.message = message }
}
