import ChromaFiles
import ChromaJSON
import ChromaLimits
import ColorCore
import Foundation

/// Xcode asset catalogs of colors: a `Name.xcassets/` folder with a `Contents.json` and one
/// `Color.colorset/` folder per color, each with a `Contents.json` in Apple's documented form
/// (Asset Catalog Format Reference, "Named Color Type"): a `colors` array of
/// `{"idiom": "universal", "color": {"color-space": …, "components": {"red", "green", "blue",
/// "alpha"}}}`, with `"appearances": [{"appearance": "luminosity", "value": "dark"}]` on the
/// dark variant, and `"info": {"author", "version": 1}`.
///
/// **Dark and high-contrast variants.** A palette names a color's dark appearance by the suffix
/// `-dark` (or `.dark`, as a design-token path), its high-contrast one by `-high-contrast` and
/// its dark high-contrast one by `-dark-high-contrast`: `background`, `background-dark` and
/// `background-high-contrast` become one colorset `background` with those appearances
/// (`luminosity` dark, `contrast` high). Reading gives them back as entries of those names. A
/// variant without its base color is a colorset of its own.
///
/// **Components.** Read: `srgb`, `extended-srgb`, `display-p3`, `extended-linear-srgb` and
/// the gray spaces (`gray-gamma-22`, `extended-gray`, read as sRGB gray), each component a
/// float 0 … 1 (`"0.400"`), an integer 0 … 255 (`"102"`) or hex (`"0x66"`). Written: `srgb`
/// for colors inside sRGB (from 8-bit values, so they round-trip exactly), `display-p3` for
/// wider ones (gamut-mapped into P3), three decimals as Xcode writes them.
///
/// **Dropped.** A catalog has no order (colors are read in name order) and no palette name;
/// idioms other than the first of each appearance, and system
/// colors (`"reference"`) are not read.
public enum AssetCatalog {
    /// The most bytes one `Contents.json` may have (1 MiB); a colorset's is under 1 KiB.
    public static let maximumContentsSize = 1 << 20

    /// The most folder entries one read of a catalog looks at (its groups' and colorsets'
    /// names together): 100 000, ten times the largest palette. With each folder walked once
    /// (a group reached again through a link is refused), this bounds the work of any catalog,
    /// whatever its fan-out.
    public static let maximumEntries = 100_000

    /// Reads every `.colorset` in a catalog folder (and in its group folders, 8 deep at most),
    /// in name order. Each folder is walked once (a link to a folder already walked is refused),
    /// at most ``maximumEntries`` entries are looked at, and each `Contents.json` is read through
    /// `InputFile` (a regular file after links, at most ``maximumContentsSize`` bytes).
    /// - Throws: ``PaletteError`` naming the colorset and what is wrong; `FileError` or
    ///   `InputError` for a `Contents.json` that cannot be read or is too large.
    public static func read(folder path: String) throws -> Palette {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw PaletteError("cannot read asset catalog '\(path)': \(exists ? "not a folder" : "no such folder")",
                               category: .noInput, code: exists ? ENOTDIR : ENOENT)
        }
        var walk = CatalogWalk()
        let palette = try read(folder: path, walk: &walk)
        guard !palette.entries.isEmpty else { throw PaletteError("\(path): the catalog has no .colorset folders") }
        return palette
    }

    /// Reads a catalog folder, counting the work in `walk`.
    static func read(folder path: String, walk: inout CatalogWalk) throws -> Palette {
        var palette = Palette(entries: [])
        try collect(path, depth: 0, walk: &walk, into: &palette)
        return palette
    }

    /// What one read of a catalog has done so far: the folders walked (by device and inode) and
    /// the entries looked at.
    struct CatalogWalk {
        var folders: Set<[UInt64]> = []
        var entries = 0
    }

    private static func collect(_ folder: String, depth: Int, walk: inout CatalogWalk, into palette: inout Palette) throws {
        guard depth <= 8 else { throw PaletteError("\(folder): groups nested more than 8 deep") }
        var status = stat()
        guard stat(folder, &status) == 0 else {
            let code = errno
            throw PaletteError("cannot list '\(folder)': \(String(cString: strerror(code)))", category: .noInput, code: code)
        }
        guard walk.folders.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted else {
            throw PaletteError("\(folder): a folder reached a second time (through a link); each group may appear once")
        }
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted() } catch {
            throw PaletteError("cannot list '\(folder)': \(error.localizedDescription)")
        }
        walk.entries += names.count
        guard walk.entries <= maximumEntries else {
            throw PaletteError("\(folder): the catalog has more than \(maximumEntries) entries in its folders")
        }
        for name in names where !name.hasPrefix(".") {
            let child = folder + "/" + name
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child, isDirectory: &isFolder), isFolder.boolValue else { continue }
            if name.hasSuffix(".colorset") {
                let contents = child + "/Contents.json"
                let data: [UInt8]
                do {
                    data = try InputFile.text(contents, cap: maximumContentsSize)
                } catch let error as FileError where error.code == ENOENT {
                    throw PaletteError("\(child): no Contents.json")
                } catch let error as InputError where error.kind == .tooLarge {
                    throw PaletteError("\(contents): a colorset's Contents.json may have at most \(maximumContentsSize) bytes")
                }
                do {
                    palette.entries += try colorSet(Data(data), name: String(name.dropLast(9)))
                } catch let error as PaletteError {
                    throw error.prefixed("\(contents): ")
                }
                guard palette.entries.count <= Palette.maximumCount else {
                    throw PaletteError("the catalog has more than \(Palette.maximumCount) colors (CHROMA_MAX_PALETTE_COLORS)")
                }
            } else if !name.contains(".") || name.hasSuffix(".folder") {
                try collect(child, depth: depth + 1, walk: &walk, into: &palette)
            }
        }
    }

    /// The colors of one colorset's `Contents.json`: the light (or only) appearance named
    /// `name`, the dark one `name-dark`.
    /// - Throws: ``PaletteError`` naming the JSON path of the problem.
    public static func colorSet(_ data: Data, name: String) throws -> [Palette.Entry] {
        let root = try PaletteJSON.parse(data)
        guard case .array(let colors)? = root["colors"] else { throw PaletteError("expected an object with a \"colors\" array") }
        // The first color of each appearance: any, dark, high contrast, dark high contrast.
        var found: [String: Color] = [:]
        for (index, item) in colors.enumerated() {
            let path = "colors[\(index)]"
            var appearance = "any", high = false
            if let appearances = item["appearances"] {
                guard case .array(let list) = appearances else { throw PaletteError("\(path).appearances: expected an array") }
                for entry in list {
                    guard case .string(let kind)? = entry["appearance"], case .string(let value)? = entry["value"] else {
                        throw PaletteError("\(path).appearances: expected {\"appearance\": …, \"value\": …}")
                    }
                    if kind == "luminosity" { appearance = value } else if kind == "contrast", value == "high" { high = true }
                }
            }
            guard let colorValue = item["color"] else { continue }  // an idiom without a color
            let color = try Self.color(colorValue, path: path + ".color")
            let suffix: String
            switch appearance {
            case "dark": suffix = high ? "-dark-high-contrast" : "-dark"
            case "any", "light": suffix = high ? "-high-contrast" : ""
            default: throw PaletteError("\(path).appearances: unknown luminosity \(quoted: appearance); expected light or dark")
            }
            if found[suffix] == nil { found[suffix] = color }
        }
        var entries: [Palette.Entry] = []
        for suffix in ["", "-dark", "-high-contrast", "-dark-high-contrast"] {
            if let color = found[suffix] { entries.append(.init(name: name + suffix, color: color)) }
        }
        guard !entries.isEmpty else { throw PaletteError("no color in \"colors\"") }
        return entries
    }

    private static func color(_ value: JSON, path: String) throws -> Color {
        if value["reference"] != nil { throw PaletteError("\(path): a system color reference has no components") }
        guard case .string(let spaceName)? = value["color-space"] else { throw PaletteError("\(path): expected \"color-space\"") }
        guard let components = value["components"] else { throw PaletteError("\(path): expected \"components\"") }
        func component(_ key: String) throws -> Double {
            guard let raw = components[key] else { throw PaletteError("\(path).components: expected \"\(key)\"") }
            guard let number = componentValue(raw), abs(number) <= Color.componentLimit else {
                throw PaletteError("\(path).components.\(key): expected 0.0 to 1.0, 0 to 255 or 0x00 to 0xFF")
            }
            return number
        }
        // Alpha is always a float (Apple documents no 0 … 255 form for it).
        var alpha = 1.0
        if let raw = components["alpha"] {
            switch raw {
            case .number(let n): alpha = n
            case .string(let text): alpha = Double(text.trimmedOfSpaces) ?? .nan
            default: alpha = .nan
            }
        }
        do {
            try InputRange.fraction.check(alpha)
        } catch {
            throw PaletteError("\(path).components.alpha: \(error)")
        }
        switch spaceName {
        case "srgb", "extended-srgb", "display-p3", "extended-linear-srgb":
            let rgb = SIMD3(try component("red"), try component("green"), try component("blue"))
            if !spaceName.hasPrefix("extended"), rgb.min() < 0 || rgb.max() > 1 {
                throw PaletteError("\(path).components: \(spaceName) components must be 0 to 1; use extended-srgb for others")
            }
            let space: ColorSpace = spaceName == "display-p3" ? .displayP3 : spaceName == "extended-linear-srgb" ? .srgbLinear : .srgb
            return Color(space, rgb, opacity: alpha)
        case "gray-gamma-22", "extended-gray", "gray":
            return Color(white: try component("white"), opacity: alpha)
        default:
            throw PaletteError("\(path): color space \(quoted: spaceName) is not supported; expected srgb, extended-srgb, display-p3, extended-linear-srgb or gray-gamma-22")
        }
    }

    /// A component as Apple writes it: a JSON number, or a string holding a float with a '.',
    /// a decimal integer 0 … 255 or hex 0x00 … 0xFF.
    static func componentValue(_ value: JSON) -> Double? {
        switch value {
        case .number(let n): return n <= 1 ? n : (n <= 255 && n == n.rounded() ? n / 255 : nil)
        case .string(let text):
            let t = text.trimmedOfSpaces
            if t.lowercased().hasPrefix("0x") { return UInt8(t.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            if t.contains(".") || t.contains("e") || t.contains("E") { return Double(t) }
            return UInt8(t).map { Double($0) / 255 }
        default: return nil
        }
    }
}
