import ArgumentParser
import ChromaFiles
import ChromaPalette
import Foundation

/// A palette read from a file or standard input for the command line: bounded by
/// ``InputFile`` (regular files only, up to its cap), and with errors that name the source and
/// the line or offset but never quote the contents: a text "palette" that is really
/// /proc/self/environ, or a 1 GB line on standard input, must not come back on the terminal.
enum PaletteInput {
    /// Reads a palette from `path` ("-" for standard input) in `format`.
    /// - Throws: ``CommandFailure``: 66 for a missing or special file, 65 for bad or oversized data.
    static func read(_ path: String, format: PaletteFormat) throws -> Palette {
        let name = path == "-" ? "standard input" : path
        let data = format.isBinary ? try InputFile.bytes(path) : try InputFile.text(path)
        do {
            var notes = PaletteReadNotes()
            let palette = try PaletteReader.read(Data(data), format: format, notes: &notes)
            if let warning = notes.warning(for: name) { Warning.write(warning) }
            return palette
        } catch let error as PaletteError {
            throw CommandFailure(ExitStatus(error.category), "\(name): \(error.excerpted)")
        }
    }

    /// A palette file, its format told by its name, or an asset catalog folder; a missing one
    /// (or a catalog path that is not a folder) exits 66, a bad one 65.
    static func file(_ path: String) throws -> Palette {
        if PaletteFormat.isAssetCatalog(path) {
            do {
                return try PaletteReader.read(contentsOf: path)
            } catch let error as PaletteError {
                // The error's own category: a missing catalog, or a path that is no folder, 66;
                // a catalog that is wrong inside, 65.
                throw CommandFailure(ExitStatus(error.category), "\(path): \(error.excerpted)")
            }
        }
        guard let format = PaletteFormat(path: path) else {
            throw ValidationError("cannot tell the palette format of '\(path)': expected a file ending in \(PaletteFormat.extensions)")
        }
        return try read(path, format: format)
    }

    /// One argument naming a palette file or catalog is read; otherwise every argument is a
    /// color, named by its text unless it is a hex code.
    static func palette(_ inputs: [String]) throws -> Palette {
        if inputs.count == 1, let path = inputs.first,
           PaletteFormat(path: path) != nil || PaletteFormat.isAssetCatalog(path) || FileManager.default.fileExists(atPath: path) {
            return try file(path)
        }
        try ColorArguments.check(inputs, option: "the colors given")
        return Palette(entries: try inputs.map { text in
            Palette.Entry(name: text.hasPrefix("#") || text.lowercased().hasPrefix("0x") ? nil : text, color: try ArgumentReading.color(text))
        })
    }
}
