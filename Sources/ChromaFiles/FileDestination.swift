/// Where an output's bytes go: a file written atomically (``OutputFile``), standard output, or
/// memory. Every encoder of the output wing writes to one of these.
public enum FileDestination: Hashable, Sendable {
    /// A file, written atomically: a temporary file beside it, synced and renamed into place.
    case file(String)
    /// Standard output, as `-o -` on the command line.
    case standardOutput
    /// Memory: the bytes are returned when the writer finishes.
    case memory
}
