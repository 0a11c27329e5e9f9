/// How ``JSONWriter`` lays JSON text out. Every style writes the same values the same way:
/// numbers in their shortest round-tripping form (integers without a fraction), strings escaped
/// by ``JSONString``, members in order unless the layout sorts them.
public struct JSONStyle: Hashable, Sendable {
    /// Where line breaks and spaces go.
    public enum Layout: Hashable, Sendable {
        /// No space at all: `{"a":[1,2]}`.
        case compact
        /// Two spaces of indent per level, `"key": value`, one member per line; an array of
        /// scalars (a color's components) stays on one line as `[1, 2]`; empty containers are
        /// `[]` and `{}`; no newline at the end.
        case indented
        /// As Xcode writes an asset catalog's `Contents.json` (and Icon Composer its `icon.json`):
        /// keys sorted, `"key" : value`, two spaces of indent per level, every array and object
        /// member on its own line, an empty one as an empty line, a newline at the end.
        case xcode
    }

    /// Where line breaks and spaces go.
    public var layout: Layout
    /// Whether `/` is written `\/`, as Xcode and Foundation's JSON writer write it.
    public var escapesSlash: Bool

    /// A style of `layout`, escaping `/` when `escapesSlash` is true.
    public init(layout: Layout, escapesSlash: Bool = false) {
        self.layout = layout
        self.escapesSlash = escapesSlash
    }

    /// No space at all: `{"a":[1,2]}` (Lottie, a token's kept members).
    public static let compact = JSONStyle(layout: .compact)
    /// Indented for people (the command line's `--json` reports).
    public static let pretty = JSONStyle(layout: .indented)
    /// Xcode's `Contents.json` layout, `/` escaped.
    public static let xcode = JSONStyle(layout: .xcode, escapesSlash: true)
}
