import ChromaFiles
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

    /// The `Contents.json` of a colorset, as Xcode lays it out (keys sorted, " : ").
    public static func contents(of set: ColorSet) -> String {
        func colorJSON(_ color: Color, dark: Bool, high: Bool = false) -> String {
            let wide = !color.isInGamut(of: .srgb, tolerance: 1e-6) || [.displayP3, .displayP3Linear].contains(color.space)
            let components: [Double]
            if wide {
                let p3 = color.gamutMapped(to: .displayP3).components
                components = [p3.x, p3.y, p3.z]
            } else {
                let c = color.rgba8
                components = [c.r, c.g, c.b].map { Double($0) / 255 }
            }
            func f(_ v: Double) -> String { String(format: "%.3f", min(max(v.isNaN ? 0 : v, 0), 1)) }
            var items: [String] = []
            if dark { items.append("        {\n          \"appearance\" : \"luminosity\",\n          \"value\" : \"dark\"\n        }") }
            if high { items.append("        {\n          \"appearance\" : \"contrast\",\n          \"value\" : \"high\"\n        }") }
            let appearance = items.isEmpty ? "" : "      \"appearances\" : [\n" + items.joined(separator: ",\n") + "\n      ],\n"
            return """
                    {
                \(appearance)      "color" : {
                        "color-space" : "\(wide ? "display-p3" : "srgb")",
                        "components" : {
                          "alpha" : "\(f(color.resolvedOpacity))",
                          "blue" : "\(f(components[2]))",
                          "green" : "\(f(components[1]))",
                          "red" : "\(f(components[0]))"
                        }
                      },
                      "idiom" : "universal"
                    }
                """
        }
        var colors = [colorJSON(set.light, dark: false)]
        if let dark = set.dark { colors.append(colorJSON(dark, dark: true)) }
        if let high = set.highContrast { colors.append(colorJSON(high, dark: false, high: true)) }
        if let darkHigh = set.darkHighContrast { colors.append(colorJSON(darkHigh, dark: true, high: true)) }
        return "{\n  \"colors\" : [\n" + colors.joined(separator: ",\n") + "\n  ],\n" + info + "}\n"
    }

    static let info = "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n"

    /// A catalog that will not be written where asked (a file there, or a folder holding more
    /// than colorsets): the output cannot be created (73).
    private static func refusal(_ message: String) -> PaletteError {
        var error = PaletteError(message)
        error.category = .cannotCreate
        return error
    }

    /// The errno behind a Foundation or POSIX error (EIO when it carries none).
    private static func systemCode(of error: Error) -> Int32 {
        if let error = error as? POSIXError { return error.code.rawValue }
        let bridged = error as NSError
        if bridged.domain == NSPOSIXErrorDomain { return Int32(bridged.code) }
        if let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return Int32(underlying.code)
        }
        return EIO
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
        // The temporary folder is named so that a signal removes it and a later run sweeps it
        // after a kill (PendingFiles, StaleTemporaryFiles), and safely beside other machines.
        let temporary: String
        do { temporary = try PendingFiles.makeFolder(beside: url.path) } catch let error as FileError {
            throw PaletteError("cannot write asset catalog '\(path)'", error)
        }
        defer { PendingFiles.finishFolder(temporary) }
        // A failure after the temporary folder exists is a write that failed part way (74),
        // its errno kept in the error and named in the message.
        func fail(_ error: Error) -> PaletteError {
            try? manager.removeItem(atPath: temporary)
            if let error = error as? FileError { return PaletteError("cannot write asset catalog '\(path)'", error) }
            let code = systemCode(of: error)
            return PaletteError("cannot write asset catalog '\(path)'",
                                FileError(.cannotWrite, path: path, code: code, message: String(cString: strerror(code))))
        }
        do {
            try Data(("{\n" + info + "}\n").utf8).write(to: URL(fileURLWithPath: temporary + "/Contents.json"))
            for set in colorSets(palette) {
                let folder = temporary + "/" + set.name + ".colorset"
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: false)
                try Data(contents(of: set).utf8).write(to: URL(fileURLWithPath: folder + "/Contents.json"))
            }
        } catch { throw fail(error) }
        // An old catalog is swapped with the new one in one step where the system can; the old
        // one, now under the temporary name, is removed.
        if manager.fileExists(atPath: url.path), PendingFiles.exchange(temporary, url.path) {
            try? manager.removeItem(atPath: temporary)
            return
        }
        // rename(2) cannot replace a non-empty folder: move the old one aside first.
        let hadOld = manager.fileExists(atPath: url.path)
        var old: String?
        if hadOld {
            do { old = try PendingFiles.makeFolder(beside: url.path) } catch { throw fail(error) }
            // Not removed by a signal while it holds the only copy of the old catalog.
            PendingFiles.finishFolder(old!)
            if rename(url.path, old!) != 0 { throw fail(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)) }
        }
        if rename(temporary, url.path) != 0 {
            let code = errno
            // Another writer put a catalog there in the meantime: swap with it instead.
            if !hadOld, code == ENOTEMPTY || code == EEXIST, PendingFiles.exchange(temporary, url.path) {
                try? manager.removeItem(atPath: temporary)
                return
            }
            let error = POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
            if let old { _ = rename(old, url.path) }
            throw fail(error)
        }
        if let old { try? manager.removeItem(atPath: old) }
    }
}
