import Foundation

/// The palette file formats Chroma reads and writes.
public enum PaletteFormat: String, CaseIterable, Hashable, Sendable {
    /// GIMP's `.gpl`: a header, then `R G B name` lines.
    case gpl
    /// W3C design tokens, DTCG 2025.10 (`.json`, `.tokens`): groups of tokens whose `$type` is `color`.
    case json
    /// CSS custom properties (`.css`): `--name: color;` declarations.
    case css
    /// Adobe Swatch Exchange (`.ase`), binary.
    case ase
    /// Plain text (`.txt`, `.hex`): one hex or CSS color per line.
    case text
    /// Photoshop color swatches (`.aco`), binary, version 1 and 2 sections.
    case aco
    /// Android color resources (`colors.xml`, any `.xml`).
    case android
    /// Tailwind CSS v4 `@theme` variables (`.tailwind.css`; a `.css` file with an `@theme`
    /// block is read as one too).
    case tailwind

    /// The format a file name implies, by its extension.
    /// An Xcode asset catalog (`.xcassets`) is a folder, not a file format: see ``AssetCatalog``.
    public init?(path: String) {
        if path.lowercased().hasSuffix(".tailwind.css") { self = .tailwind; return }
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "gpl": self = .gpl
        case "json", "tokens": self = .json
        case "css": self = .css
        case "ase": self = .ase
        case "txt", "hex", "colors": self = .text
        case "aco": self = .aco
        case "xml": self = .android
        default: return nil
        }
    }

    /// Whether the format is binary (ASE, ACO): every other format is text, and a NUL byte in it
    /// is refused before it is parsed.
    public var isBinary: Bool { self == .ase || self == .aco }

    /// The file extensions Chroma recognises, for messages.
    public static let extensions = ".gpl, .json, .tokens, .css, .ase, .txt, .hex, .aco, .xml, .tailwind.css or .xcassets (a folder)"

    /// Whether a path names an Xcode asset catalog folder (`.xcassets`), read and written by
    /// ``AssetCatalog`` rather than as bytes.
    public static func isAssetCatalog(_ path: String) -> Bool {
        URL(fileURLWithPath: path).pathExtension.lowercased() == "xcassets"
    }
}
