import ChromaFiles
import ChromaLimits
import ColorCore
import Foundation

/// Reads palette files in every ``PaletteFormat``. Errors name the line (text formats), the JSON
/// path (design tokens) or the byte offset (ASE).
public enum PaletteReader {
    /// Reads a palette file, its format from its extension, through `InputFile` (a regular
    /// file, at most `InputFile/cap` bytes, no NUL in a text format). Messages name the path
    /// and the line but never quote the file.
    /// - Throws: ``PaletteError``; `FileError` `.cannotRead` for a missing or special file;
    ///   `InputError` for a file over the cap or text with a NUL.
    public static func read(contentsOf path: String) throws -> Palette {
        if PaletteFormat.isAssetCatalog(path) { return try checked(AssetCatalog.read(folder: path)) }
        guard let format = PaletteFormat(path: path) else {
            throw PaletteError("cannot tell the palette format of '\(path)': expected a file ending in \(PaletteFormat.extensions)")
        }
        let bytes = format.isBinary ? try InputFile.bytes(path) : try InputFile.text(path)
        do {
            return try read(Data(bytes), format: format)
        } catch let error as PaletteError {
            throw error.prefixed("\(path): ")
        }
    }

    /// Reads palette data in a format.
    public static func read(_ data: Data, format: PaletteFormat) throws -> Palette {
        var notes = PaletteReadNotes()
        return try read(data, format: format, notes: &notes)
    }

    /// Reads palette data in a format, noting what was left out for a warning.
    public static func read(_ data: Data, format: PaletteFormat, notes: inout PaletteReadNotes) throws -> Palette {
        let palette: Palette
        switch format {
        case .ase: palette = try ASE.read(data)
        case .json: palette = try DesignTokens.read(data)
        case .aco: palette = try ACO.read(data)
        case .android: palette = try AndroidColors.read(data)
        case .tailwind: palette = try TailwindTheme.read(data)
        case .gpl, .css, .text:
            guard let text = String(data: data, encoding: .utf8) else { throw PaletteError("the file is not UTF-8 text") }
            switch format {
            case .gpl: palette = try gpl(text)
            case .css: palette = text.contains("@theme") ? try TailwindTheme.read(data) : try css(text, notes: &notes)
            default: palette = try plain(text)
            }
        }
        return try checked(palette)
    }

    /// The palette, if it has colors and stays within the resource limits.
    private static func checked(_ palette: Palette) throws -> Palette {
        guard !palette.entries.isEmpty else { throw PaletteError("the palette has no colors") }
        do {
            try ResourceLimits.check(palette.entries.count, .paletteColors, "the palette")
            try ResourceLimits.check(palette.name?.count ?? 0, .textLength, "the palette's name")
            for (index, entry) in palette.entries.enumerated() {
                try ResourceLimits.check(entry.name?.count ?? 0, .textLength, "the name of color \(index + 1)")
            }
        } catch let error as ResourceLimitError {
            throw PaletteError(error.description)
        }
        return palette
    }

    static func color(_ text: String, line: Int, column: Int? = nil) throws -> Color {
        do {
            return try Color(parsing: text)
        } catch let error as ColorParseError {
            throw PaletteError.color(error, at: "line \(line)" + (column.map { ", column \($0)" } ?? "") + ": ")
        }
    }

    /// The 1-based column, in characters, where `piece` (a slice of `text`) starts on its line.
    static func column(of piece: Substring, in text: String) -> Int {
        let before = text[..<piece.startIndex]
        let lineStart = before.lastIndex(of: "\n").map(text.index(after:)) ?? text.startIndex
        return text[lineStart..<piece.startIndex].count + 1
    }

    /// The lines of a text with their numbers, trimmed, read lazily (a file of many lines is
    /// never held twice).
    private static func lines(_ text: String) -> some Collection<(number: Int, text: Substring)> {
        text.split(separator: "\n", omittingEmptySubsequences: false).lazy.enumerated().map { ($0 + 1, trimmed($1)) }
    }

    /// A piece of text without the white space (spaces, tabs, line ends) at either end: a scan
    /// of its scalars, much cheaper than Foundation's character sets on long files.
    static func trimmed(_ text: Substring) -> Substring {
        let isSpace = { (s: Unicode.Scalar) in s == " " || s == "\t" || s == "\r" || s == "\n" || s == "\u{0B}" || s == "\u{0C}" || s.properties.isWhitespace }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return text[text.endIndex...] }
        return Substring(scalars[first...last])
    }

    static func gpl(_ text: String) throws -> Palette {
        let all = lines(text)
        guard all.first(where: { _ in true })?.text == "GIMP Palette" else { throw PaletteError("line 1: expected 'GIMP Palette'") }
        var palette = Palette(entries: [])
        for (number, line) in all.dropFirst() where !line.isEmpty && !line.hasPrefix("#") {
            if line.hasPrefix("Name:") {
                palette.name = String(trimmed(line.dropFirst(5)))
                continue
            }
            if line.hasPrefix("Columns:") { continue }
            let fields = line.split(maxSplits: 3, whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 3, let r = UInt8(fields[0]), let g = UInt8(fields[1]), let b = UInt8(fields[2]) else {
                throw PaletteError("line \(number), column \(column(of: line, in: text)): expected three numbers 0–255 and an optional name, found \(quoted: line)")
            }
            let name = fields.count > 3 ? String(trimmed(fields[3])) : nil
            palette.entries.append(.init(name: name?.isEmpty == true ? nil : name, color: Color(red8: r, green8: g, blue8: b)))
            try Palette.checkCount(palette.entries.count)
        }
        return palette
    }

    static func css(_ text: String) throws -> Palette {
        var notes = PaletteReadNotes()
        return try css(text, notes: &notes)
    }

    /// Custom properties: every one that holds a color. One that looks like a color (a `#` or a
    /// color function) but does not read as one, or a bare `var()` to nothing or in a circle,
    /// is left out and its line noted.
    static func css(_ text: String, notes: inout PaletteReadNotes) throws -> Palette {
        // Names Chroma wrote beside properties that cannot spell them (`--coral-red: …; /* Coral Red */`),
        // and a first comment before any rule as the palette's name.
        var writtenNames: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let trimmed = String(Self.trimmed(line))
            guard trimmed.hasPrefix("--"), let colon = trimmed.firstIndex(of: ":"), let open = trimmed.range(of: "; /* "),
                  trimmed.hasSuffix(" */"), open.upperBound <= trimmed.index(trimmed.endIndex, offsetBy: -3),
                  colon >= trimmed.index(trimmed.startIndex, offsetBy: 2) else { continue }
            let identifier = String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<colon])
            writtenNames[identifier] = String(trimmed[open.upperBound..<trimmed.index(trimmed.endIndex, offsetBy: -3)])
        }
        var paletteName: String?
        let start = Self.trimmed(Substring(text))
        // The comment's end is looked for after its start: "/*/" does not close it.
        if start.hasPrefix("/*"), let end = start.dropFirst(2).range(of: "*/") {
            let name = String(Self.trimmed(start[start.index(start.startIndex, offsetBy: 2)..<end.lowerBound]))
            if !name.isEmpty { paletteName = name }
        }
        // Each rule is its own block: a name in another rule (`.dark { --brand: … }`) is another
        // entry; a property outside every rule is in block -1.
        let properties = try StylesheetBlocks(text).properties.map { (name: $0.name, value: $0.value, block: $0.block ?? -1, line: $0.line) }
        // Custom properties hold anything; only colors belong in the palette. A name declared
        // twice in one rule is one property, where it first appears, with its last value (as
        // the cascade makes it); in another rule (`.dark { --brand: … }`) it is another entry.
        // A color may use the properties with var(), declared before or after it: each name
        // has the value of the first rule that declares it.
        struct RuleProperty: Hashable { var block: Int, name: String }
        var lastValue: [RuleProperty: String] = Dictionary(minimumCapacity: properties.count)
        var entries: [(name: String, block: Int, line: Int)] = []
        entries.reserveCapacity(properties.count)
        var firstRule: [String: (value: String, block: Int)] = Dictionary(minimumCapacity: properties.count)
        for property in properties {
            if lastValue.updateValue(property.value, forKey: RuleProperty(block: property.block, name: property.name)) == nil {
                entries.append((property.name, property.block, property.line))
            }
            if let rule = firstRule[property.name], rule.block != property.block { continue }
            firstRule[property.name] = (property.value, property.block)
        }
        let variables = CSSVariables(firstRule.mapValues(\.value))
        variables.prepare()
        var palette = Palette(name: paletteName, entries: [])
        for entry in entries {
            let color = firstRule[entry.name]?.block == entry.block
                ? try? variables.color(named: entry.name)
                : try? Color(parsing: lastValue[RuleProperty(block: entry.block, name: entry.name)]!, variables: variables)
            if let color {
                palette.entries.append(.init(name: writtenNames[entry.name] ?? entry.name, color: color))
                try Palette.checkCount(palette.entries.count)
            } else if Self.looksLikeColor(lastValue[RuleProperty(block: entry.block, name: entry.name)]!)
                        || (firstRule[entry.name]?.block == entry.block && variables.isBrokenReference(entry.name)) {
                notes.unreadColorLines.append(entry.line)
            }
        }
        if palette.entries.isEmpty { throw PaletteError("no custom property holds a color; expected declarations such as --brand: #ff8800;") }
        return palette
    }

    /// Whether a custom property's value was meant as a color: a `#` code or a color function
    /// (a bare `var()` may hold anything).
    static func looksLikeColor(_ value: String) -> Bool {
        let lower = value.lowercased()
        if lower.hasPrefix("#") { return true }
        guard let open = lower.firstIndex(of: "(") else { return false }
        return colorFunctions.contains(String(lower[..<open]))
    }

    private static let colorFunctions: Set<String> = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color",
                                                      "color-mix", "light-dark", "contrast-color", "device-cmyk", "cmyk", "hsb", "hsv"]

    static func plain(_ text: String) throws -> Palette {
        var palette = Palette(entries: [])
        for (number, line) in lines(text) where !line.isEmpty && !line.hasPrefix("//") {
            palette.entries.append(.init(color: try color(String(line), line: number, column: column(of: line, in: text))))
            try Palette.checkCount(palette.entries.count)
        }
        return palette
    }
}
