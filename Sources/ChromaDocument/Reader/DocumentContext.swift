import Foundation

/// What a document's decoders need beyond its bytes: the folder its relative paths (palette
/// files, fonts) are read from.
struct DocumentContext {
    /// The folder relative paths start from.
    let folder: String

    /// A path from the document, made absolute against ``folder``.
    func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
    }
}
