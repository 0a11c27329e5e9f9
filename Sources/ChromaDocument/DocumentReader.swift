import ChromaJSON
import ColorCore
import Foundation

/// Reads documents: the bytes are parsed once, as JSON or YAML, into one value tree, and each
/// section is handed to its decoder. Every error is a ``DocumentError``: one line naming the
/// file, the path of the bad value, the value and what was expected.
public enum DocumentReader {
    /// The two syntaxes a document may be written in.
    public enum Syntax: String, CaseIterable, Sendable {
        case json
        case yaml

        /// The syntax a file name's extension says: YAML for .yaml and .yml, JSON otherwise.
        public init(fileName: String) {
            let lower = fileName.lowercased()
            self = lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") ? .yaml : .json
        }

        /// The syntax of a document without a name (standard input), from its first character
        /// that is not white space or a byte order mark: JSON when it is `{` or `[`, YAML
        /// otherwise (a YAML scene starts with a key, a comment or `---`).
        public init(content data: some Collection<UInt8>) {
            let first = data.lazy.drop { [9, 10, 13, 32, 0xef, 0xbb, 0xbf].contains($0) }.first
            self = first == UInt8(ascii: "{") || first == UInt8(ascii: "[") ? .json : .yaml
        }

        /// The syntax of a file a folder of documents holds by its name (`.json`, `.yaml`, `.yml`,
        /// as written), nil for any other file.
        public init?(documentName name: String) {
            if name.hasSuffix(".json") { self = .json } else if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { self = .yaml } else { return nil }
        }
    }

    /// The sections a document's top level may hold, besides a scene's own keys.
    static let sections = ["splash", "chart", "palette", "assets"]

    /// Reads a document.
    /// - Parameters:
    ///   - data: the document's bytes.
    ///   - syntax: JSON or YAML.
    ///   - name: the file's name for messages, or nil.
    ///   - folder: the folder relative paths in the document start from.
    ///   - allowingAnyPath: whether the document may name files outside `folder` (absolute
    ///     paths, `..`, links leading out); false refuses them.
    /// - Throws: ``DocumentError``.
    public static func read(_ data: some Collection<UInt8>, syntax: Syntax, name: String? = nil,
                            folder: String = FileManager.default.currentDirectoryPath, allowingAnyPath: Bool = false) throws -> Document {
        var warnings: [DocumentError] = []
        return try read(data, syntax: syntax, name: name, folder: folder, allowingAnyPath: allowingAnyPath, warnings: &warnings)
    }

    /// Reads a document, and what in it will not be drawn as written (text whose font lacks
    /// some of its characters), each as a ``DocumentError`` naming the file and the path.
    /// - Throws: ``DocumentError``.
    public static func read(_ data: some Collection<UInt8>, syntax: Syntax, name: String? = nil, folder: String,
                            allowingAnyPath: Bool = false, warnings: inout [DocumentError]) throws -> Document {
        var dependencies: [String] = []
        return try read(data, syntax: syntax, name: name, folder: folder, allowingAnyPath: allowingAnyPath, warnings: &warnings,
                        dependencies: &dependencies)
    }

    /// Reads a document, its warnings, and the files it names (palettes, fonts), resolved against
    /// `folder`, in the order they are named: what must be watched besides the document itself.
    /// They are set even when reading fails part way (a watcher still watches what was named).
    /// - Throws: ``DocumentError``.
    public static func read(_ data: some Collection<UInt8>, syntax: Syntax, name: String? = nil, folder: String,
                            allowingAnyPath: Bool = false, warnings: inout [DocumentError],
                            dependencies: inout [String]) throws -> Document {
        var context = DocumentContext(folder: folder)
        context.allowsAnyPath = allowingAnyPath
        defer { dependencies = context.dependencies.list }
        return try read(data, syntax: syntax, name: name, context: context, warnings: &warnings)
    }

    /// Reads a document in `context` (its folder, its path rule, where its dependencies go).
    static func read(_ data: some Collection<UInt8>, syntax: Syntax, name: String?, context: DocumentContext,
                     warnings: inout [DocumentError]) throws -> Document {
        do {
            if isBlank(data, syntax: syntax) {
                var empty = DocumentError(path: "", message: "the document is empty; expected a scene, or a splash, chart, palette or assets document (JSON or YAML)")
                empty.kind = .empty
                throw empty
            }
            let result = try document(parse(data, syntax: syntax), context: context)
            // A warning from a file the document names keeps that file's name.
            warnings = context.warnings.list.map { warning in warning.file == nil ? name.map(warning.inFile) ?? warning : warning }
            return result
        } catch var failure as DocumentError {
            if syntax == .yaml, failure.kind == .malformed || failure.kind == .null,
               let text = String(validating: Array(data), as: UTF8.self), let hint = YAMLReader.commentedColorHint(in: text) {
                failure.message += " (\(hint))"
            }
            throw name.map(failure.inFile) ?? failure
        }
    }

    /// Whether `data` holds nothing to read: white space only (a byte order mark aside), and in
    /// YAML comment lines. (Such YAML is an empty document, which would be read as a scene
    /// missing its width.)
    static func isBlank(_ data: some Collection<UInt8>, syntax: Syntax) -> Bool {
        var bytes = Array(data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var inComment = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): inComment = false
            case _ where inComment: continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"): continue
            case UInt8(ascii: "#") where syntax == .yaml: inComment = true
            default: return false
            }
        }
        return true
    }

    /// Parses bytes into the value tree, without reading any section.
    /// - Throws: ``DocumentError`` for malformed JSON or YAML, or a document over the nesting limit.
    public static func parse(_ data: some Collection<UInt8>, syntax: Syntax) throws -> DocumentValue {
        switch syntax {
        case .json:
            do {
                return try JSONReader.parse(Array(data))
            } catch {
                throw DocumentError(path: "", message: error.description)
            }
        case .yaml:
            // YAML is composed into a node tree before any limit can be checked (about 70 bytes
            // of memory per byte of input), so its size is held to a cap that still holds the
            // most values a document may have.
            guard data.count <= YAMLReader.maximumBytes else {
                throw DocumentError(path: "", message: "the YAML document holds \(data.count) bytes, more than the \(YAMLReader.maximumBytes) a YAML document may hold; write larger documents as JSON")
            }
            // YAML allows a byte order mark at the start (YAML 1.2, 5.2); it is not content.
            var bytes = Array(data)
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw DocumentError(path: "", message: "the document is not UTF-8 text")
            }
            return try YAMLReader.parse(text)
        }
    }

    private static func document(_ value: DocumentValue, context: DocumentContext) throws -> Document {
        let root = DocumentNode(value: value, path: "", warnings: context.warnings)
        guard case .object(let object) = value else {
            throw root.expected("an object: a scene, or a splash, chart or palette section")
        }
        let environment = try object["appearance"].map { try DocumentNode(value: $0, path: "appearance").appearance() }
        guard let section = sections.first(where: { object[$0] != nil }) else {
            var scene = try SceneSection.scene(root, context: context)
            if let environment { scene.environment = environment }
            return .scene(scene)
        }
        for key in object.keys where key != section && key != "appearance" {
            throw DocumentError(path: "", message: "a \(section) document has only a \(section) section and an appearance; unexpected key \(DocumentValue.quote(key))")
        }
        let node = root.child(object[section]!, path: section)
        switch section {
        case "splash":
            var timeline = try SplashSection.timeline(node)
            if let environment { timeline.environment = environment }
            return .splash(timeline)
        case "chart":
            var chart = try ChartSection.chart(node)
            if let environment { chart.scene.environment = environment }
            return .chart(chart)
        case "assets":
            guard context.allowsAssets else {
                throw node.error("an assets document names scenes; a scene it names cannot be another assets document")
            }
            return .assets(try AssetsSection.document(node, context: context))
        default:
            var chart = try PaletteSheetSection.chart(node, context: context, environment: environment ?? EnvironmentValues())
            if let environment { chart.scene.environment = environment }
            return .chart(chart)
        }
    }
}
