import Foundation

/// The palette file formats Chroma reads and writes.
public enum PaletteFormat: String, CaseIterable, Hashable, Sendable {
    /// GIMP's `.gpl`: a header, then `R G B name` lines.
    case gpl
    /// W3C design tokens (`.json`): groups of tokens whose `$type` is `color`.
    case json
    /// CSS custom properties (`.css`): `--name: color;` declarations.
    case css
    /// Adobe Swatch Exchange (`.ase`), binary.
    case ase
    /// Plain text (`.txt`, `.hex`): one hex or CSS color per line.
    case text

    /// The format a file name implies, by its extension.
    public init?(path: String) {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "gpl": self = .gpl
        case "json": self = .json
        case "css": self = .css
        case "ase": self = .ase
        case "txt", "hex", "colors": self = .text
        default: return nil
        }
    }

    /// The file extensions Chroma recognises, for messages.
    public static let extensions = ".gpl, .json, .css, .ase, .txt or .hex"
}
