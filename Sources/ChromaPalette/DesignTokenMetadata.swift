/// What a design token holds beside its value, kept so a token file read and written by Chroma
/// loses nothing of it: the token's `$description` and its `$extensions` (tools' own data,
/// under keys such as `com.figma`), the latter as compact JSON text written back unchanged.
public struct DesignTokenMetadata: Hashable, Sendable {
    /// The token's `$description`, or nil.
    public var description: String?
    /// The token's `$extensions` object as compact JSON text (`{"com.example":{"id":7}}`), or nil.
    public var extensions: String?
    /// The token's `$deprecated` value as JSON text (`true`, or a string saying what to use), or nil.
    public var deprecated: String?

    /// Metadata of a token; every part optional.
    public init(description: String? = nil, extensions: String? = nil, deprecated: String? = nil) {
        self.description = description
        self.extensions = extensions
        self.deprecated = deprecated
    }

    /// Whether there is nothing to keep.
    var isEmpty: Bool { description == nil && extensions == nil && deprecated == nil }
}
