import ArgumentParser
import ChromaFiles
import ChromaDocument
import Foundation

/// Reading a document file, or standard input for "-", through the one guarded reader (``InputFile``).
enum SceneInput {
    /// Whether documents may name files outside their own folder (`render --allow-any-path`);
    /// set once, before any document is read.
    nonisolated(unsafe) static var allowsAnyPath = false

    /// A document file (JSON, or YAML for .yaml and .yml; standard input is JSON when it starts with `{` or `[`, YAML otherwise), read and decoded once, its warnings
    /// printed.
    /// - Throws: ``CommandFailure`` 66 for an unreadable file (or one it names), 65 for a document that cannot be read.
    static func document(_ path: String) throws -> Document {
        let read = try self.read(path)
        read.printWarnings()
        return read.document
    }

    /// A document file read and decoded, with its warnings kept to print when it is drawn (a
    /// folder reads every document before drawing any).
    /// - Throws: as ``document(_:)``.
    static func read(_ path: String) throws -> Read {
        var dependencies: [String] = []
        return try read(path, dependencies: &dependencies)
    }

    /// A document file read and decoded, and the files it names (palettes, fonts), set even
    /// when reading fails part way, for a watcher.
    /// - Throws: as ``document(_:)``.
    static func read(_ path: String, dependencies: inout [String]) throws -> Read {
        let data = try InputFile.text(path)
        let folder = path == "-" ? FileManager.default.currentDirectoryPath : URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            var warnings: [DocumentError] = []
            let document = try DocumentReader.read(data, syntax: path == "-" ? DocumentReader.Syntax(content: data) : DocumentReader.Syntax(fileName: path),
                                                   name: path == "-" ? "scene" : path,
                                                   folder: folder, allowingAnyPath: allowsAnyPath, warnings: &warnings, dependencies: &dependencies)
            return Read(document: document, warnings: warnings)
        } catch let failure as DocumentError {
            if failure.kind == .empty, path == "-" {
                throw CommandFailure.dataError("standard input is empty; expected a scene, or a splash, chart, palette or assets document (JSON or YAML)")
            }
            // A file the document names that is missing is absent input (66), not bad data.
            throw failure.kind == .missingInput ? CommandFailure.noInput(failure.description) : CommandFailure.dataError(failure.description)
        }
    }

    /// A decoded document and what in it will not be drawn as written.
    struct Read {
        var document: Document
        var warnings: [DocumentError]

        func printWarnings() {
            warnings.forEach { Warning.write($0.description) }
        }
    }
}
