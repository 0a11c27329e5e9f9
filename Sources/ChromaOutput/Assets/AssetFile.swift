/// One file an asset destination writes: its path and what it holds.
public struct AssetFile: Sendable {
    /// What a file holds.
    public enum Content: Sendable {
        /// One PNG image.
        case image(AssetImage)
        /// A Windows icon (`.ico`) holding each image as a PNG (Windows Vista's PNG-in-ICO).
        case icon([AssetImage])
        /// Text or bytes made beforehand (`Contents.json`, Android XML, a manifest snippet).
        case bytes([UInt8])
    }

    /// The path, from the current folder or absolute.
    public var path: String
    /// What the file holds.
    public var content: Content
    /// Written only when no file is at the path yet (a catalog's own `Contents.json`).
    public var onlyIfMissing: Bool
    /// The icon this file stands for on the contact sheet (``IconPreviewSheet``), if any.
    public var preview: IconPreview?

    /// Creates a file.
    public init(path: String, content: Content, onlyIfMissing: Bool = false, preview: IconPreview? = nil) {
        self.path = path
        self.content = content
        self.onlyIfMissing = onlyIfMissing
        self.preview = preview
    }

    /// A text file, UTF-8.
    public static func text(_ path: String, _ text: String, onlyIfMissing: Bool = false) -> AssetFile {
        AssetFile(path: path, content: .bytes(Array(text.utf8)), onlyIfMissing: onlyIfMissing)
    }

    /// The images the file is made of.
    public var images: [AssetImage] {
        switch content {
        case .image(let image): [image]
        case .icon(let images): images
        case .bytes: []
        }
    }
}
