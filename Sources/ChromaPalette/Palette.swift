import ChromaLimits
import ColorCore

/// A list of named colors, as palette files hold them.
public struct Palette: Hashable, Sendable {
    /// One color with an optional name.
    public struct Entry: Hashable, Sendable {
        public var name: String?
        public var color: Color

        public init(name: String? = nil, color: Color) {
            self.name = name
            self.color = color
        }
    }

    /// The palette's own name, if the file has one.
    public var name: String?
    /// The colors, in file order.
    public var entries: [Entry]

    public init(name: String? = nil, entries: [Entry]) {
        self.name = name
        self.entries = entries
    }

    /// A palette of unnamed colors.
    public init(colors: [Color]) {
        self.init(entries: colors.map { Entry(color: $0) })
    }

    /// The most colors a palette may have: the current ``ResourceLimits/paletteColors`` (10 000 unless changed).
    public static var maximumCount: Int { ResourceLimits.current.paletteColors }
}

/// A palette file that cannot be read or written, naming where.
public struct PaletteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong, with the line or byte offset when there is one.
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
