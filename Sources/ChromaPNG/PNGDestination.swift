/// Where a PNG writer sends its bytes.
public enum PNGDestination: Hashable, Sendable {
    /// A file, written atomically (see the writer's documentation).
    case file(String)
    /// Standard output, as `-o -` on the command line.
    case standardOutput
    /// Memory: the bytes are returned by `finish()`.
    case memory
}
