import ChromaPalette
import Foundation

/// A palette read from a file or standard input for the command line: bounded by
/// ``BoundedInput`` (regular files only, up to its cap), and with errors that name the source and
/// the line or offset but never quote the contents: a text "palette" that is really
/// /proc/self/environ, or a 1 GB line on standard input, must not come back on the terminal.
enum PaletteInput {
    /// Reads a palette from `path` ("-" for standard input) in `format`.
    /// - Throws: ``CommandFailure``: 66 for a missing or special file, 65 for bad or oversized data.
    static func read(_ path: String, format: PaletteFormat) throws -> Palette {
        let name = path == "-" ? "standard input" : path
        let data = try BoundedInput.read(path)
        if format != .ase, data.contains(0) {
            throw CommandFailure.dataError("\(name): not a \(format.rawValue) palette: it holds NUL bytes, so it is not text")
        }
        do {
            return try PaletteReader.read(data, format: format)
        } catch let error as PaletteError {
            throw CommandFailure.dataError("\(name): \(TerminalText.withoutQuotes(error.message))")
        }
    }
}
