import ChromaFiles
import Foundation

/// Where a palette is written, chosen by its path: a palette file in a ``PaletteFormat``, Swift
/// source (`.swift`, ``SwiftColorExtension``) or an asset catalog folder (`.xcassets`,
/// ``AssetCatalog``). The one place a palette output's extension is read; the command line and
/// the Swift API write through ``PaletteWriter/write(_:to:)``.
public enum PaletteDestination: Hashable, Sendable {
    /// A palette file in one format.
    case file(PaletteFormat)
    /// A Swift source file: a `Color` extension with one static color per entry.
    case swiftSource
    /// An asset catalog folder of colorsets.
    case assetCatalog

    /// Every suffix a palette may be written to, for messages.
    public static let suffixes = PaletteFormat.extensions.replacingOccurrences(of: " or .xcassets", with: ", .xcassets") + " or .swift (Swift source)"

    /// The destination `path` names, nil when it names none.
    public init?(path: String) {
        if PaletteFormat.isAssetCatalog(path) {
            self = .assetCatalog
        } else if path.lowercased().hasSuffix(".swift") {
            self = .swiftSource
        } else if let format = PaletteFormat(path: path) {
            self = .file(format)
        } else {
            return nil
        }
    }

    /// The destination `path` names.
    /// - Throws: ``PaletteError`` (usage) naming the path and the suffixes expected.
    public static func of(_ path: String) throws -> PaletteDestination {
        guard let destination = PaletteDestination(path: path) else {
            var error = PaletteError("cannot tell the palette format of '\(path)': expected a path ending in \(suffixes)")
            error.category = .usage
            throw error
        }
        return destination
    }
}

extension PaletteWriter {
    /// Writes `palette` where `path` says (``PaletteDestination``): a file atomically, an asset
    /// catalog as one folder swapped into place.
    /// - Throws: ``PaletteError`` (usage) for a path that names no destination, and what
    ///   ``AssetCatalog/write(_:to:)`` throws; `FileError` for a file that cannot be written.
    public static func write(_ palette: Palette, to path: String) throws {
        switch try PaletteDestination.of(path) {
        case .assetCatalog: try AssetCatalog.write(palette, to: path)
        case .swiftSource: try AtomicFile.write([UInt8](SwiftColorExtension.write(palette)), to: path)
        case .file(let format): try AtomicFile.write([UInt8](data(palette, format: format)), to: path)
        }
    }
}
