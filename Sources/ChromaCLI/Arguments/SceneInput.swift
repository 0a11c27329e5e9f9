import ArgumentParser
import ChromaDocument
import Foundation

/// Reading a document file, or standard input for "-", bounded (``BoundedInput``).
enum SceneInput {
    /// A document file (JSON, or YAML for .yaml and .yml), read and decoded once.
    /// - Throws: ``CommandFailure`` 66 for an unreadable file, 65 for a document that cannot be read.
    /// `warnings: false` reads without printing them (a first pass over a folder).
    static func document(_ path: String, warnings printsWarnings: Bool = true) throws -> Document {
        let data = try BoundedInput.read(path)
        let folder = path == "-" ? FileManager.default.currentDirectoryPath : URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            var warnings: [DocumentError] = []
            let document = try DocumentReader.read(data, syntax: DocumentReader.Syntax(fileName: path), name: path == "-" ? "scene" : path,
                                                   folder: folder, warnings: &warnings)
            if printsWarnings { warnings.forEach { Warning.write($0.description) } }
            return document
        } catch let failure as DocumentError {
            throw CommandFailure(status: 65, message: failure.description)
        }
    }
}
