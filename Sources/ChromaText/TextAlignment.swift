/// How a line of text sits in its box horizontally (the document key `align`).
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
    /// Starts at the box's left edge.
    case leading
    /// Centred across the box.
    case center
    /// Ends at the box's right edge.
    case trailing
}
