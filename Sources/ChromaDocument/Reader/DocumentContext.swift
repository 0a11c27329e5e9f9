import Foundation

/// What a document's decoders need beyond its bytes: the folder its relative paths (palette
/// files, fonts) are read from.
struct DocumentContext {
    /// The folder relative paths start from.
    let folder: String
    /// Whether a document may name any file (an absolute path, `..`, a link leading out of
    /// ``folder``); false by default.
    var allowsAnyPath = false
    /// Whether the document may be an assets document; false for a scene an assets document
    /// names, so an assets document cannot name another (or itself).
    var allowsAssets = true
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

    /// A path noted as a dependency (once), for a watcher.
    private func noted(_ resolved: String) -> String {
        if !dependencies.list.contains(resolved) { dependencies.list.append(resolved) }
        return resolved
    }

    /// A file the document names, made absolute against ``folder``. Unless ``allowsAnyPath``,
    /// the file must lie inside the document's folder: an absolute path, a `..` component, or a
    /// path whose symbolic links lead out of the folder is refused, so a document from
    /// elsewhere cannot make Chroma read (or report on) a file its author could not see.
    /// - Throws: ``DocumentError`` at `node`.
    func resolve(_ node: DocumentNode) throws -> String {
        let path = try node.string()
        guard !path.isEmpty, !path.contains("\u{0}") else { throw node.error("expected a file name, found an empty name or a NUL") }
        if allowsAnyPath { return noted(path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)) }
        guard !path.hasPrefix("/") else {
            throw node.error("a document names files relative to its own folder; an absolute path is refused (--allow-any-path allows it)")
        }
        guard !path.split(separator: "/").contains("..") else {
            throw node.error("a document names files inside its own folder; a path with '..' is refused (--allow-any-path allows it)")
        }
        let resolved = noted((folder as NSString).appendingPathComponent(path))
        // Links: the real file must still be inside the real folder. A missing file is left to
        // the reader, which says so.
        if let real = Self.realPath(resolved), let base = Self.realPath(folder) {
            let inside = base == "/" ? real.hasPrefix("/") : real.hasPrefix(base + "/")
            guard inside else {
                throw node.error("the file leads out of the document's folder through a symbolic link (--allow-any-path allows it)")
            }
        }
        return resolved
    }

    private static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
