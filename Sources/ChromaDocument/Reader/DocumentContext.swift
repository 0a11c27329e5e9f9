import Foundation

/// What a document's decoders need beyond its bytes: the folder its relative paths (palette
/// files, fonts) are read from.
struct DocumentContext {
    /// The folder relative paths start from.
    let folder: String
    /// Where decoders note what is read but will not come out as written (a character the
    /// font lacks): kept by reference, so every copy of the context adds to one list.
    let warnings = Warnings()

    /// The warnings of one reading, in document order.
    final class Warnings {
        var list: [DocumentError] = []
    }

    /// A path from the document, made absolute against ``folder``.
    func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
    }
}
