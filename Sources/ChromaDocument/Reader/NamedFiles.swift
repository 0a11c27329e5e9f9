import ChromaFiles
import ChromaLimits
import ChromaPalette
import ChromaRaster
import Foundation

/// The files a document names, read by the reader itself (as a palette sheet's `from` and an
/// assets document's scenes and palettes), so a document comes back resolved: its callers
/// read no file it names. Each file is resolved by ``DocumentContext/resolve(_:)`` (its path
/// rule, noted as a dependency) and read through ChromaFiles' bounded reader.
extension DocumentContext {
    /// The palette file (any format ``PaletteReader`` reads, or an asset catalog) `node` names.
    /// - Throws: ``DocumentError`` at `node`: ``DocumentError/Kind/missingInput`` for a file
    ///   that is missing or cannot be read, `.invalid` for one that is not a palette.
    func palette(_ node: DocumentNode) throws -> Palette {
        let path = try resolve(node)
        do {
            return try PaletteReader.read(contentsOf: path)
        } catch let failure as PaletteError {
            // A file inside the document's folder is quoted (an excerpt, escaped), so the text to
            // fix is in the message; one the document may reach anywhere (--allow-any-path) is
            // not, so a document cannot make Chroma print another file's contents.
            var error = node.error(allowsAnyPath ? failure.redacted : failure.excerpted)
            if !FileManager.default.fileExists(atPath: path) { error.kind = .missingInput }
            throw error
        } catch {
            throw Self.readFailure(error, at: node)
        }
    }

    /// A failure to read a named file as a document error at `node`: missing input for a
    /// ``FileError``, invalid for an ``InputError`` (too large, not text); others unchanged.
    private static func readFailure(_ failure: Error, at node: DocumentNode) -> Error {
        switch failure {
        case let failure as FileError:
            var error = node.error(failure.message)
            error.kind = .missingInput
            return error
        case let failure as InputError: return node.error(failure.description)
        default: return failure
        }
    }

    /// The still scene (a scene, chart or palette sheet document) in the file `node` names,
    /// read once per reading of the document (`cache`), in its own folder with this document's
    /// path rule; its warnings and the files it names join this document's.
    /// - Throws: ``DocumentError`` at `node`: `.missingInput` for a file that is missing or
    ///   cannot be read; `.invalid` for one that does not read or is not a still scene.
    func scene(_ node: DocumentNode, cache: inout [String: Scene]) throws -> (file: String, scene: Scene) {
        let path = try resolve(node)
        if let scene = cache[path] { return (path, scene) }
        let bytes: [UInt8]
        do {
            bytes = try InputFile.text(path)
        } catch {
            throw Self.readFailure(error, at: node)
        }
        var nested = DocumentContext(folder: (path as NSString).deletingLastPathComponent)
        nested.allowsAnyPath = allowsAnyPath
        nested.allowsAssets = false
        defer {
            for file in nested.dependencies.list where !dependencies.list.contains(file) { dependencies.list.append(file) }
        }
        var nestedWarnings: [DocumentError] = []
        let document: Document
        do {
            // An asset's scene sets only its shape: each image is checked as it is drawn.
            document = try ResourceLimits.$canvasIsShapeOnly.withValue(true) {
                try DocumentReader.read(bytes, syntax: DocumentReader.Syntax(fileName: path), name: path, context: nested, warnings: &nestedWarnings)
            }
        } catch let failure as DocumentError {
            var error = node.error(failure.description)
            if failure.kind == .missingInput { error.kind = .missingInput }
            throw error
        }
        warnings.list += nestedWarnings
        guard let scene = document.scene else {
            throw node.error("\(path) is not a still scene (a splash cannot be an asset)")
        }
        cache[path] = scene
        return (path, scene)
    }
}
