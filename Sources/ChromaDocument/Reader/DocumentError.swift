import ChromaJSON
import ChromaLimits

/// A document that cannot be read, as one line: the file, the path of the bad value
/// (`layers[2].paint.linear.stops[1]`), what was found there and what was expected. Every
/// message about keys, kinds and numbers is built here, so JSON and YAML documents and every
/// section word them alike.
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's name as the user gave it, or nil (then the line starts with the path).
    public var file: String?
    /// Where the bad value is, as `layers[2].paint.linear.stops[1]`; empty for the whole document.
    public var path: String
    /// What was wrong and what was expected.
    public var message: String
    /// What kind of wrong it is, for a reader that adds a hint (a YAML color read as a comment).
    public var kind: Kind = .invalid

    /// What kind of wrong a document error is.
    public enum Kind: Hashable, Sendable {
        /// The text is not JSON or YAML.
        case malformed
        /// A value was expected where the document has null (or nothing).
        case null
        /// The document holds nothing: no byte, or only white space (and in YAML comments).
        case empty
        /// Anything else: a wrong kind of value, a bad number, an unknown key.
        case invalid
        /// A file the document names (a scene of an assets document, a palette) is missing or
        /// cannot be read: the input is absent, not wrong (exit 66 on the command line).
        case missingInput
    }

    /// Creates an error.
    public init(file: String? = nil, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    /// One line: the file, the path, then the message.
    public var description: String {
        let place = [file, path.isEmpty ? nil : Self.printable(path)].compactMap { $0 }.joined(separator: ": ")
        return place.isEmpty ? message : "\(place): \(message)"
    }

    /// A path as a message shows it: keys come from the document, so control characters are
    /// escaped and a path longer than 200 characters keeps its last 200.
    static func printable(_ path: String) -> String {
        (path.count > 200 ? "…" : "") + DocumentValue.escape(String(path.suffix(200)), limit: 200)
    }

    /// The same error, naming the file it came from.
    public func inFile(_ name: String) -> DocumentError {
        var copy = self
        copy.file = name
        return copy
    }

    // MARK: The messages

    /// A key the object does not take.
    static func unknownKey(_ key: String, at path: String, expected keys: [String]) -> DocumentError {
        DocumentError(path: path, message: "unknown key \(DocumentValue.quote(key)); expected \(list(keys))")
    }

    /// A key the object needs.
    static func missingKey(_ key: String, at path: String) -> DocumentError {
        DocumentError(path: path, message: "missing key \(DocumentValue.quote(key))")
    }

    /// A value of the wrong kind, or one that does not parse.
    static func expected(_ expectation: String, found value: DocumentValue, at path: String) -> DocumentError {
        var error = DocumentError(path: path, message: "expected \(expectation), found \(value.described)")
        if case .null = value { error.kind = .null }
        return error
    }

    /// A name that is not one of the choices.
    static func unknownName(_ name: String, at path: String, kind: String, expected names: [String]) -> DocumentError {
        DocumentError(path: path, message: "unknown \(kind) \(DocumentValue.quote(name)); expected \(list(names))")
    }

    /// A document nested deeper than the nesting limit, found as the reader enters the level.
    static func nesting(deeperThan limit: Int, at path: String) -> DocumentError {
        DocumentError(path: path, message: JSONReadError.nestingMessage(deeperThan: limit, in: "the document"))
    }

    /// Names as prose: "a, b or c".
    static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "nothing" }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }
}
