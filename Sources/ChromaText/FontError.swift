/// A font that cannot be loaded or used.
public struct FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What failed, naming the file or character.
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
