import ArgumentParser
import ChromaDocument
import Foundation

/// Reading a document or palette file, or standard input for "-".
enum SceneInput {
    /// The bytes of a file, or of standard input for "-".
    /// - Throws: ``CommandFailure`` 66 when the file cannot be read.
    static func read(_ path: String) throws -> Data {
        if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "permission denied or not a file" : "no such file"
            throw CommandFailure(status: 66, message: "cannot read '\(path)': \(reason)")
        }
        return data
    }

    /// A document file (JSON, or YAML for .yaml and .yml), read and decoded once.
    /// - Throws: ``CommandFailure`` 66 for an unreadable file, 65 for a document that cannot be read.
    static func document(_ path: String) throws -> Document {
        let data = try read(path)
        let folder = path == "-" ? FileManager.default.currentDirectoryPath : URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            return try DocumentReader.read(data, syntax: DocumentReader.Syntax(fileName: path), name: path == "-" ? "scene" : path,
                                           folder: folder)
        } catch let failure as DocumentError {
            throw CommandFailure(status: 65, message: failure.description)
        }
    }
}
