/// Text written into a PNG as tEXt chunks (or iTXt when a value is not Latin-1).
///
/// No timestamp is written, so the same pixels and metadata always give the same bytes.
public struct PNGMetadata: Hashable, Sendable {
    /// The Software entry.
    public var software: String?
    /// The Title entry.
    public var title: String?
    /// The Description entry.
    public var description: String?
    /// The Author entry.
    public var author: String?
    /// The Comment entry.
    public var comment: String?

    /// Creates metadata; `software` defaults to "Chroma".
    public init(software: String? = "Chroma", title: String? = nil, description: String? = nil,
                author: String? = nil, comment: String? = nil) {
        self.software = software
        self.title = title
        self.description = description
        self.author = author
        self.comment = comment
    }

    /// The entries as (PNG keyword, value), in a fixed order.
    var entries: [(key: String, value: String)] {
        [("Software", software), ("Title", title), ("Description", description), ("Author", author),
         ("Comment", comment)].compactMap { key, value in value.map { (key, $0) } }
    }
}
