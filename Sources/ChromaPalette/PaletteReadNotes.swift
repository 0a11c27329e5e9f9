/// What a palette reader left out of a file it read, for a warning: a stylesheet's custom
/// properties hold anything, so one that does not read as a color is skipped, not an error.
public struct PaletteReadNotes: Hashable, Sendable {
    /// The lines (from 1) of custom properties that look like colors (a `#` code or a color
    /// function) but do not read as one, and of `var()` references to nothing or in a circle.
    public var unreadColorLines: [Int] = []

    /// Creates empty notes.
    public init() {}

    /// One line for a warning about `source`, or nil when nothing was left out.
    public func warning(for source: String) -> String? {
        guard !unreadColorLines.isEmpty else { return nil }
        let count = unreadColorLines.count
        let lines = unreadColorLines.prefix(10).map(String.init).joined(separator: ", ") + (count > 10 ? ", …" : "")
        return "\(source): \(count) custom propert\(count == 1 ? "y is" : "ies are") left out (line\(count == 1 ? "" : "s") \(lines)): "
            + "\(count == 1 ? "it looks" : "they look") like a color but \(count == 1 ? "does" : "do") not read as one, or refer\(count == 1 ? "s" : "") to nothing; "
            + "chroma convert 'VALUE' names what is wrong"
    }
}
