/// One document as the preview page shows it: its images at 1× and 2×, or the one-line error
/// that stands in their place.
public struct PreviewImage: Sendable {
    /// The document's path, as given.
    public var name: String
    /// Width and height of the 1× image in pixels (0 when it failed).
    public var width: Int
    public var height: Int
    /// How long the render took, in milliseconds.
    public var milliseconds: Int
    /// The PNG (or animated PNG) at 1× and 2×; nil when the render failed.
    public var image1x: [UInt8]?
    public var image2x: [UInt8]?
    /// The one-line error, path included, when the render failed.
    public var error: String?
    /// Rows of a palette's contrast check (each pair's colors, WCAG ratio and level), for a
    /// palette sheet; empty otherwise.
    public var contrast: [ContrastRow]

    /// One pair of a palette's contrast check.
    public struct ContrastRow: Sendable {
        /// The two colors as hex codes, text then background.
        public var foreground: String
        public var background: String
        /// The WCAG 2 ratio, 1…21.
        public var ratio: Double
        /// The level the pair reaches: "AAA", "AA", "AA large" or "fail".
        public var level: String

        /// Creates a row.
        public init(foreground: String, background: String, ratio: Double, level: String) {
            self.foreground = foreground
            self.background = background
            self.ratio = ratio
            self.level = level
        }
    }

    /// A rendered document.
    public init(name: String, width: Int, height: Int, milliseconds: Int, image1x: [UInt8], image2x: [UInt8],
                contrast: [ContrastRow] = []) {
        self.name = name
        self.width = width
        self.height = height
        self.milliseconds = milliseconds
        self.image1x = image1x
        self.image2x = image2x
        self.error = nil
        self.contrast = contrast
    }

    /// A document that failed to render.
    public init(name: String, milliseconds: Int, error: String) {
        self.name = name
        self.width = 0
        self.height = 0
        self.milliseconds = milliseconds
        self.image1x = nil
        self.image2x = nil
        self.error = error
        self.contrast = []
    }
}
