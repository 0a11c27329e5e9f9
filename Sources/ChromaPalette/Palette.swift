import ChromaFiles
import ChromaLimits
import ColorCore

/// A list of named colors, as palette files hold them.
public struct Palette: Hashable, Sendable {
    /// One color with an optional name.
    public struct Entry: Hashable, Sendable {
        /// The color's name; a design token's is its dotted path (`brand.primary`).
        public var name: String?
        /// The color.
        public var color: Color
        /// What a design-token file says of the color beside its value (`$description`,
        /// `$extensions`), written back when the palette is written as design tokens; nil for
        /// colors from other formats.
        public var token: DesignTokenMetadata?

        /// A color with an optional name and design-token metadata.
        public init(name: String? = nil, color: Color, token: DesignTokenMetadata? = nil) {
            self.name = name
            self.color = color
            self.token = token
        }
    }

    /// The palette's own name, if the file has one.
    public var name: String?
    /// The colors, in file order.
    public var entries: [Entry]
    /// A design-token file's tokens that are not colors, kept to be written back when the
    /// palette is written as design tokens; empty for other formats.
    public var otherTokens: [DesignTokenKept] = []

    public init(name: String? = nil, entries: [Entry]) {
        self.name = name
        self.entries = entries
    }

    /// A palette of unnamed colors.
    public init(colors: [Color]) {
        self.init(entries: colors.map { Entry(color: $0) })
    }

    /// The most colors a palette may have: the current `ResourceLimits/paletteColors` (10 000 unless changed).
    public static var maximumCount: Int { ResourceLimits.current.paletteColors }

    /// Throws when a reader has read more colors than ``maximumCount``: readers check as they
    /// read, so a file of a million colors stops at the first one too many, not after the parse.
    static func checkCount(_ count: Int) throws {
        if count > maximumCount {
            do { try ResourceLimits.check(count, .paletteColors, "the palette") } catch let error as ResourceLimitError {
                throw PaletteError(error.description)
            }
        }
    }
}

/// A palette file that cannot be read or written, naming where.
///
/// A message may quote what the file holds (a line, a name, a value), written as
/// `\(quoted: text)` in the message: ``message`` shows it, ``redacted`` replaces each quoted
/// piece by `'…'`. Whatever shows a message to a person who may not own the file (the command
/// line, a document naming the file) uses ``redacted``, so a "palette" that is really
/// /proc/self/environ never comes back on a terminal.
public struct PaletteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong, with the line or byte offset when there is one, and what the file holds
    /// there.
    public var message: String
    /// The message with every piece of the file's contents replaced by `'…'`.
    public var redacted: String
    /// What kind of failure it is: bad data (65) unless a file operation failed, whose kind it
    /// keeps (an output that cannot be created 73, a write that failed part way 74).
    public var category: ErrorCategory = .dataError
    /// The system's error number (`errno`) when a file operation failed, nil otherwise.
    public var code: Int32?
    /// The message with every piece of the file's contents as an excerpt
    /// (``PaletteError/excerpt(_:)``): escaped, at most 40 characters. What the command line
    /// and documents show for a file the user named, so the text to fix is in the message.
    public var excerpted: String

    /// An error whose message quotes nothing from a file.
    public init(_ message: String) {
        self.message = message
        self.redacted = message
        self.excerpted = message
    }

    /// An error whose message may quote the file (`\(quoted: text)`).
    public init(_ message: PaletteMessage) {
        self.message = message.shown
        self.redacted = message.redacted
        self.excerpted = message.excerpted
    }

    /// An error whose message quotes nothing from a file, of another category than bad data:
    /// a catalog folder that is missing or not a folder (`.noInput`), with its `errno`.
    public init(_ message: String, category: ErrorCategory, code: Int32?) {
        self.init(message)
        self.category = category
        self.code = code
    }

    /// A file operation that failed, after `what` (such as "cannot write asset catalog 'A'"):
    /// its message (which names the system's reason), its category and its errno kept.
    public init(_ what: String, _ failure: FileError) {
        self.init("\(what): \(failure.message)")
        category = failure.category
        code = failure.code
    }

    /// The error with `prefix` (a path, a location) before its message.
    public func prefixed(_ prefix: String) -> PaletteError {
        var copy = self
        copy.message = prefix + message
        copy.redacted = prefix + redacted
        copy.excerpted = prefix + excerpted
        return copy
    }

    /// The error with `prefix` before its message and `name` (from the file), quoted, between
    /// them: `PREFIX'NAME': MESSAGE`.
    func quotedPrefix(_ name: String, after prefix: String = "") -> PaletteError {
        var copy = self
        copy.message = prefix + "'" + name + "': " + message
        copy.redacted = prefix + "'…': " + redacted
        copy.excerpted = prefix + "'" + Self.excerpt(name) + "': " + excerpted
        return copy
    }

    /// The most characters of the file an excerpt shows.
    public static let excerptLength = 40

    /// A piece of a file as an error message shows it: control characters, `\` and `'` escaped
    /// (`\u{1B}`, `\\`, `\'`), so nothing in it can move the cursor or end the quotes; cut to
    /// ``excerptLength`` characters, the last one `…` when cut.
    public static func excerpt(_ text: some StringProtocol) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            let piece: String
            switch scalar {
            case "\\": piece = "\\\\"
            case "'": piece = "\\'"
            default:
                let v = scalar.value
                if v < 0x20 || (0x7f...0x9f).contains(v) || v == 0x2028 || v == 0x2029 || (0x202a...0x202e).contains(v) || (0x2066...0x2069).contains(v) {
                    piece = "\\u{" + String(v, radix: 16, uppercase: true) + "}"
                } else {
                    piece = String(scalar)
                }
            }
            if count + piece.count > excerptLength {
                if out.count >= excerptLength { out.removeLast() }
                return out + "…"
            }
            out += piece
            count += piece.count
        }
        return out
    }

    /// A color that did not parse, at `location` (such as "line 3: "): the input quoted, the
    /// reason's own quotes treated as quoted input too.
    static func color(_ error: ColorParseError, at location: String) -> PaletteError {
        var reason = error.reason
        if let first = reason.firstIndex(of: "'"), let last = reason.lastIndex(of: "'"), first < last {
            reason = String(reason[..<first]) + "\u{E000}" + reason[reason.index(after: first)..<last] + "\u{E001}" + reason[reason.index(after: last)...]
        }
        return PaletteError("\(location)invalid color \(quoted: error.input): \(marked: reason)")
    }

    public var description: String { message }
}

/// A palette error's message, written as a string with `\(quoted: text)` for what comes from
/// the file: it keeps the message as shown and as redacted (see ``PaletteError``).
public struct PaletteMessage: ExpressibleByStringInterpolation, Sendable {
    var shown = ""
    var redacted = ""
    var excerpted = ""

    public init(stringLiteral value: String) {
        shown = value
        redacted = value
        excerpted = value
    }

    public init(stringInterpolation: Interpolation) {
        shown = stringInterpolation.shown
        redacted = stringInterpolation.redacted
        excerpted = stringInterpolation.excerpted
    }

    /// The pieces of a message as it is written.
    public struct Interpolation: StringInterpolationProtocol, Sendable {
        var shown = ""
        var redacted = ""
        var excerpted = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            shown += literal
            redacted += literal
            excerpted += literal
        }

        /// A value that is not the file's contents (a number, a path, a format's name).
        public mutating func appendInterpolation<T>(_ value: T) {
            let text = "\(value)"
            shown += text
            redacted += text
            excerpted += text
        }

        /// Something the file holds, in quotes: shown as `'text'`, redacted as `'…'`.
        public mutating func appendInterpolation(quoted text: some StringProtocol) {
            shown += "'" + text + "'"
            redacted += "'…'"
            excerpted += "'" + PaletteError.excerpt(text) + "'"
        }

        /// Another message, shown and redacted as it is.
        public mutating func appendInterpolation(message: PaletteMessage) {
            shown += message.shown
            redacted += message.redacted
            excerpted += message.excerpted
        }

        /// Text in which the file's contents lie between U+E000 and U+E001.
        mutating func appendInterpolation(marked text: String) {
            var inside = false
            var piece = ""
            for character in text {
                switch character {
                case "\u{E000}": inside = true; shown += "'"; redacted += "'…"; piece = ""
                case "\u{E001}": inside = false; shown += "'"; redacted += "'"; excerpted += "'" + PaletteError.excerpt(piece) + "'"
                default:
                    shown.append(character)
                    if inside { piece.append(character) } else { redacted.append(character); excerpted.append(character) }
                }
            }
            if inside { excerpted += "'" + PaletteError.excerpt(piece) }
        }
    }
}
