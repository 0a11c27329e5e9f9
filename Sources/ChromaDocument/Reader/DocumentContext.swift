import Foundation

/// What a document's decoders need beyond its bytes: the folder its relative paths (palette
/// files, fonts) are read from.
struct DocumentContext {
    /// The folder relative paths start from.
    let folder: String
    /// Where decoders note what is read but will not come out as written (a character the
    /// font lacks): kept by reference, so every copy of the context adds to one list.
    let warnings = Warnings()
    /// The files the document names (palettes, fonts), as resolved, in the order they were
    /// named: what a watcher must watch besides the document. Kept by reference, like warnings.
    let dependencies = Dependencies()

    /// The warnings of one reading, in document order.
    final class Warnings {
        var list: [DocumentError] = []
    }

    /// The files one reading named.
    final class Dependencies {
        var list: [String] = []
    }

    /// A path from the document, made absolute against ``folder``, and noted as a dependency.
    func resolve(_ path: String) -> String {
        let resolved = path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
        if !dependencies.list.contains(resolved) { dependencies.list.append(resolved) }
        return resolved
    }
}
