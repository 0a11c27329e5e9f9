import ChromaAssetModel
import ChromaFiles
import ChromaJSON
import ColorCore
import Foundation

extension AssetCatalog {
    /// One colorset to write: its folder name and its color in each appearance it has.
    public struct ColorSet: Hashable, Sendable {
        /// The colorset's name (its folder is `name.colorset`).
        public var name: String
        /// The color for any (light) appearance.
        public var light: Color
        /// The dark appearance, if the palette has one (see ``AssetCatalog``).
        public var dark: Color?
        /// The high-contrast (light) appearance, if the palette has one.
        public var highContrast: Color?
        /// The dark high-contrast appearance, if the palette has one.
        public var darkHighContrast: Color?
    }

    /// The colorsets of a palette: a color and its `-dark`, `-high-contrast` and
    /// `-dark-high-contrast` variants (or `.dark`… as design-token paths) paired, names made
    /// safe for folder names ('/', ':', and a leading '.' become '-') and unique.
    public static func colorSets(_ palette: Palette) -> [ColorSet] {
        var named: [String: Int] = [:]
        for (index, entry) in palette.entries.enumerated() {
            if let name = entry.name, named[name] == nil { named[name] = index }
        }
        var variantsOf: [Int: [Int: Int]] = [:], isVariant = Set<Int>()
        for (index, entry) in palette.entries.enumerated() {
            guard let name = entry.name,
                  let (suffix, kind) = variantSuffixes.first(where: { name.hasSuffix($0.0) && name.count > $0.0.count }) else { continue }
            if let base = named[String(name.dropLast(suffix.count))], base != index, variantsOf[base]?[kind] == nil {
                variantsOf[base, default: [:]][kind] = index
                isVariant.insert(index)
            }
        }
        var sets: [ColorSet] = [], names = UniqueNames(separator: "-", ignoringCase: true)  // folders may be case-insensitive
        for (index, entry) in palette.entries.enumerated() where !isVariant.contains(index) {
            let name = names.claim(folderName(entry.name, index), index: index)
            let variant = { (kind: Int) in variantsOf[index]?[kind].map { palette.entries[$0].color } }
            sets.append(ColorSet(name: name, light: entry.color, dark: variant(1), highContrast: variant(2), darkHighContrast: variant(3)))
        }
        return sets
    }

    /// The name suffixes of the variants, longest first, with their kind: 1 dark, 2 high
    /// contrast, 3 dark high contrast.
    static let variantSuffixes: [(String, Int)] = [("-dark-high-contrast", 3), (".dark-high-contrast", 3), ("-high-contrast", 2),
                                                   (".high-contrast", 2), ("-dark", 1), (".dark", 1)]

    static func folderName(_ name: String?, _ index: Int) -> String {
        guard let name, !name.isEmpty else { return "color-\(index + 1)" }
        // Controls and separators become '-'; the name is cut to 200 bytes of UTF-8 (whole
        // characters), so NAME.colorset stays within a file name's 255 bytes whatever the script.
        var cleaned = ""
        var bytes = 0
        for character in name {
            let kept: Character = character == "/" || character == ":" || character == "\\" || character.isNewline
                || character.unicodeScalars.contains(where: NameText.isControl) ? "-" : character
            let size = kept.utf8.count
            guard bytes + size <= 200 else { break }
            cleaned.append(kept)
            bytes += size
        }
        if cleaned.hasPrefix(".") { cleaned = "-" + cleaned.dropFirst() }
        return cleaned.isEmpty ? "color-\(index + 1)" : cleaned
    }

    /// The `Contents.json` of a colorset, as Xcode lays it out (`XcodeJSON`: keys sorted, " : ").
    public static func contents(of set: ColorSet) -> String {
        func colorJSON(_ color: Color, dark: Bool, high: Bool = false) -> JSON {
            let wide = !color.isInGamut(of: .srgb, tolerance: 1e-6) || [.displayP3, .displayP3Linear].contains(color.space)
            let components: [Double]
            if wide {
                let p3 = color.gamutMapped(to: .displayP3).components
                components = [p3.x, p3.y, p3.z]
            } else {
                let c = color.rgba8
                components = [c.r, c.g, c.b].map { Double($0) / 255 }
            }
            func f(_ v: Double) -> JSON { .string(PrintfFormat.string("%.3f", min(max(v.isNaN ? 0 : v, 0), 1))) }
            var members: JSONObject = [
                "color": .object([
                    "color-space": .string(wide ? "display-p3" : "srgb"),
                    "components": .object(["alpha": f(color.resolvedOpacity), "blue": f(components[2]), "green": f(components[1]), "red": f(components[0])]),
                ]),
                "idiom": .string("universal"),
            ]
            var appearances: [JSON] = []
            if dark { appearances.append(.object(["appearance": .string("luminosity"), "value": .string("dark")])) }
            if high { appearances.append(.object(["appearance": .string("contrast"), "value": .string("high")])) }
            if !appearances.isEmpty { members["appearances"] = .array(appearances) }
            return .object(members)
        }
        var colors = [colorJSON(set.light, dark: false)]
        if let dark = set.dark { colors.append(colorJSON(dark, dark: true)) }
        if let high = set.highContrast { colors.append(colorJSON(high, dark: false, high: true)) }
        if let darkHigh = set.darkHighContrast { colors.append(colorJSON(darkHigh, dark: true, high: true)) }
        return XcodeJSON.text(.object(["colors": .array(colors), "info": XcodeJSON.info]))
    }

    /// A catalog that will not be written where asked (a file there, or a folder holding more
    /// than colorsets): the output cannot be created (73).
    private static func refusal(_ message: String) -> PaletteError {
        var error = PaletteError(message)
        error.category = .cannotCreate
        return error
    }

    /// Writes a palette as an asset catalog folder, atomically: the catalog is written into a
    /// temporary folder beside `path` and renamed into place, so no reader ever sees half a
    /// catalog. An existing folder at `path` is replaced only if it holds nothing but colorsets
    /// and a `Contents.json` (a catalog with app icons or images is never deleted).
    /// - Throws: ``PaletteError`` naming the path and the reason: `.cannotCreate` for a place it
    ///   will not write or cannot create, `.ioError` with the errno for a write that failed.
    public static func write(_ palette: Palette, to path: String) throws {
        let manager = FileManager.default
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: url.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw refusal("cannot write asset catalog '\(path)': a file of that name exists") }
            let existing = (try? manager.contentsOfDirectory(atPath: url.path)) ?? []
            if let other = existing.first(where: { $0 != "Contents.json" && !$0.hasSuffix(".colorset") && !$0.hasPrefix(".") }) {
                throw refusal("will not replace asset catalog '\(path)': it holds '\(other)', which is not a colorset; write to a new folder")
            }
        }
        // The folder is written beside the target and swapped into place whole (ChromaFiles'
        // AtomicFolder: removed on a signal, swept after a kill, the old catalog restored if the
        // swap fails); a failure keeps the system's reason and errno.
        do {
            let folder = try AtomicFolder(replacing: url.path)
            try folder.add(Array(XcodeJSON.text(XcodeJSON.folderContents).utf8), at: "Contents.json")
            for set in colorSets(palette) {
                try folder.add(Array(contents(of: set).utf8), at: set.name + ".colorset/Contents.json")
            }
            try folder.commit()
        } catch let error as FileError {
            throw PaletteError("cannot write asset catalog '\(path)'", error)
        }
    }
}
