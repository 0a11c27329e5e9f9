/// A token of a design-token file that is not a color (a dimension, a font, a gradient…), kept
/// as written so that a token file read and written by Chroma still holds it: the palette
/// carries it beside its colors and the design-token writer puts it back in its group, in its
/// place among the colors. Other formats have no place for it and leave it out.
public struct DesignTokenKept: Hashable, Sendable {
    /// Its path: the names of its groups, then its own (`["space", "small"]`; `$root` kept).
    public var path: [String]
    /// The whole token object as compact JSON text, `$value` and `$extensions` as written, with
    /// the `$type` it inherited from its groups written on it (the groups are written anew).
    public var json: String
    /// How many of the palette's colors come before it in the file (0 … the color count), so
    /// the writer puts it back in its place.
    public var position: Int

    /// A kept token; `position` counts the palette's colors before it.
    public init(path: [String], json: String, position: Int) {
        self.path = path
        self.json = json
        self.position = position
    }
}
