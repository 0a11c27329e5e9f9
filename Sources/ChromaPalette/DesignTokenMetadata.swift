/// What a design token holds beside its value, kept so a token file read and written by Chroma
/// loses nothing of it: the token's `$description` and its `$extensions` (tools' own data,
/// under keys such as `com.figma`), the latter as compact JSON text written back unchanged, and
/// the token an alias names, written back as the alias.
public struct DesignTokenMetadata: Hashable, Sendable {
    /// The token's `$description`, or nil.
    public var description: String?
    /// The token's `$extensions` object as compact JSON text (`{"com.example":{"id":7}}`), or nil.
    public var extensions: String?
    /// The token's `$deprecated` value as JSON text (`true`, or a string saying what to use), or nil.
    public var deprecated: String?

    /// The name of the token this token's value is an alias to (`brand.primary` for
    /// `"{brand.primary}"` or `{"$ref": "#/brand/primary"}`), or nil when its value is a color.
    /// The design-token writer writes the alias again when the palette still holds that token
    /// with the same color, and the color otherwise.
    public var alias: String?

    /// Metadata of a token; every part optional.
    public init(description: String? = nil, extensions: String? = nil, deprecated: String? = nil, alias: String? = nil) {
        self.description = description
        self.extensions = extensions
        self.deprecated = deprecated
        self.alias = alias
    }

    /// Whether there is nothing to keep.
    var isEmpty: Bool { description == nil && extensions == nil && deprecated == nil && alias == nil }
}
