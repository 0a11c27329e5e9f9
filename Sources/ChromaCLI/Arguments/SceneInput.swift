import ArgumentParser
import Foundation

/// Reading a scene or palette file, or standard input for "-"; YAML scenes (.yaml, .yml) are
/// turned into the same JSON the scene decoders read, so both spellings share one schema.
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

    /// A scene file's JSON: the file itself, or its YAML converted.
    /// - Throws: ``CommandFailure`` 66 for an unreadable file, 65 for YAML that does not parse.
    static func sceneJSON(_ path: String) throws -> Data {
        let data = try read(path)
        let lower = path.lowercased()
        guard lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") else { return data }
        guard let text = String(data: data, encoding: .utf8) else { throw CommandFailure(status: 65, message: "\(path): the file is not UTF-8 text") }
        do {
            return try YAMLScene.json(fromYAML: text)
        } catch let failure as YAMLScene.Failure {
            throw CommandFailure(status: 65, message: "\(path): \(failure.message)")
        }
    }
}
