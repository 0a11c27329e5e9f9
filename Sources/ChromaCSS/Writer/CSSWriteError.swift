/// A paint that has no CSS form (a mesh, a shadow, a two-circle radial gradient, interpolation
/// without premultiplied alpha, a space CSS does not name), with the reason.
public struct CSSWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What cannot be written, naming the value.
    public var message: String

    init(_ message: String) { self.message = message }

    /// The message, one line.
    public var description: String { message }
}
