/// A scene that cannot be rendered, found by `validate()`, with the path of the bad value
/// (`layers[2].shape.circle.radius`, as documents write it).
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the bad value is, as `layers[2].paint.linear.stops[1]` (empty for the whole file).
    public var path: String
    /// What was wrong and what was expected.
    public var message: String

    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// One line: the path, then the message.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
