import ChromaJSON
import Foundation

/// How palette files meet `JSONReader` and `JSONWriter`: a file's JSON read with its
/// faults as ``PaletteError``s, and the style members written back in (compact, `/` as `\/`, as
/// Foundation's writer wrote them).
enum PaletteJSON {
    /// Compact, `/` written `\/`: a token's kept members and `$extensions`.
    static let style = JSONStyle(layout: .compact, escapesSlash: true)

    /// The JSON value of a palette file.
    /// - Throws: ``PaletteError`` naming the line and column of a fault; a key twice in one
    ///   object names the object's path (`'g': the key 'c' appears twice`).
    static func parse(_ data: Data) throws -> JSON {
        do {
            return try JSONReader.parse(Array(data), subject: "the file")
        } catch {
            if case .duplicateKey(let key) = error.kind {
                let place = error.path.isEmpty ? "(top level)" : error.path.joined(separator: ".")
                throw PaletteError("\(quoted: place): the key \(quoted: key) appears twice; expected each key once in an object (line \(error.line), column \(error.column))")
            }
            throw PaletteError(error.description)
        }
    }

    /// `text` in JSON quotes, `/` as `\/`.
    static func quoted(_ text: String) -> String { JSONString.quoted(text, escapingSlash: true) }
}
