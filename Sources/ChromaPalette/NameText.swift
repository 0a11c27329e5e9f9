/// Text from outside (palette and color names) as it may reach a file or a terminal: without
/// the characters that control how text shows rather than being shown.
public enum NameText {
    /// Whether a character is a control: C0, DEL, C1, the line and paragraph separators, and
    /// the bidirectional embeddings, overrides, isolates and marks (U+202A…U+202E,
    /// U+2066…U+2069, U+200E, U+200F, U+061C), which reorder what a reader sees (a name that
    /// reads `abc` in an editor may hold `cba`, the "Trojan Source" trick).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || v == 0x7f || (0x80...0x9f).contains(v) || v == 0x2028 || v == 0x2029 || isDirectionControl(scalar)
    }

    /// Whether a character only steers the direction of text (the bidirectional controls).
    public static func isDirectionControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (0x202a...0x202e).contains(v) || (0x2066...0x2069).contains(v) || v == 0x200e || v == 0x200f || v == 0x061c
    }

    /// The text with every direction control removed and every other control a space, trimmed;
    /// nil when nothing is left.
    public static func cleaned(_ text: String?) -> String? {
        guard let text else { return nil }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !isDirectionControl(scalar) { scalars.append(isControl(scalar) ? " " : scalar) }
        let cleaned = String(scalars)
        guard let first = cleaned.firstIndex(where: { !$0.isWhitespace }),
              let last = cleaned.lastIndex(where: { !$0.isWhitespace }) else { return nil }
        return String(cleaned[first...last])
    }
}
