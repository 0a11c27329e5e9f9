import ChromaFiles
import ChromaLimits
import ColorCore
import Foundation

/// Reads palette files in every ``PaletteFormat``. Errors name the line (text formats), the JSON
/// path (design tokens) or the byte offset (ASE).
public enum PaletteReader {
    /// Reads a palette file, its format from its extension, through ``InputFile`` (a regular
    /// file, at most ``InputFile/cap`` bytes, no NUL in a text format). Messages name the path
    /// and the line but never quote the file.
    /// - Throws: ``PaletteError``; ``FileError`` `.cannotRead` for a missing or special file;
    ///   ``InputError`` for a file over the cap or text with a NUL.
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
            case .css: palette = text.contains("@theme") ? try TailwindTheme.read(data) : try css(text)
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

    static func color(_ text: String, line: Int) throws -> Color {
        do {
            return try Color(parsing: text)
        } catch let error as ColorParseError {
            throw PaletteError.color(error, at: "line \(line): ")
        }
    }

    private static func lines(_ text: String) -> [(number: Int, text: String)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            ($0 + 1, $1.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    static func gpl(_ text: String) throws -> Palette {
        let all = lines(text)
        guard all.first?.text == "GIMP Palette" else { throw PaletteError("line 1: expected 'GIMP Palette'") }
        var palette = Palette(entries: [])
        for (number, line) in all.dropFirst() where !line.isEmpty && !line.hasPrefix("#") {
            if line.hasPrefix("Name:") {
                palette.name = line.dropFirst(5).trimmingCharacters(in: .whitespaces)
                continue
            }
            if line.hasPrefix("Columns:") { continue }
            let fields = line.split(maxSplits: 3, whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 3, let r = UInt8(fields[0]), let g = UInt8(fields[1]), let b = UInt8(fields[2]) else {
                throw PaletteError("line \(number): expected three numbers 0–255 and an optional name, found \(quoted: line)")
            }
            let name = fields.count > 3 ? fields[3].trimmingCharacters(in: .whitespaces) : nil
            palette.entries.append(.init(name: name?.isEmpty == true ? nil : name, color: Color(red8: r, green8: g, blue8: b)))
            try Palette.checkCount(palette.entries.count)
        }
        return palette
    }

    static func css(_ text: String) throws -> Palette {
        // Names Chroma wrote beside properties that cannot spell them (`--coral-red: …; /* Coral Red */`),
        // and a first comment before any rule as the palette's name.
        var writtenNames: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("--"), let colon = trimmed.firstIndex(of: ":"), let open = trimmed.range(of: "; /* "),
                  trimmed.hasSuffix(" */") else { continue }
            let identifier = String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<colon])
            writtenNames[identifier] = String(trimmed[open.upperBound..<trimmed.index(trimmed.endIndex, offsetBy: -3)])
        }
        var paletteName: String?
        let start = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if start.hasPrefix("/*"), let end = start.range(of: "*/") {
            let name = start[start.index(start.startIndex, offsetBy: 2)..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
            if !name.isEmpty { paletteName = name }
        }
        // Strip comments, keeping line numbers by replacing them with spaces.
        var cleaned = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix("/*") {
                guard let end = text.range(of: "*/", range: text.index(index, offsetBy: 2)..<text.endIndex) else {
                    throw PaletteError("line \(text[..<index].filter { $0 == "\n" }.count + 1): a comment is never closed")
                }
                cleaned += text[index..<end.upperBound].map { $0 == "\n" ? "\n" : " " }
                index = end.upperBound
            } else {
                cleaned.append(text[index])
                index = text.index(after: index)
            }
        }
        var palette = Palette(name: paletteName, entries: [])
        // Declarations end at ';' or '}'; custom properties start with "--".
        var declaration = ""
        for character in cleaned {
            if character == ";" || character == "}" || character == "{" {
                let trimmed = declaration.trimmingCharacters(in: .whitespacesAndNewlines)
                if trimmed.hasPrefix("--"), let colon = trimmed.firstIndex(of: ":") {
                    let name = String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<colon]).trimmingCharacters(in: .whitespaces)
                    let value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                    // Custom properties hold anything; only colors belong in the palette.
                    if let color = try? Color(parsing: value) {
                        palette.entries.append(.init(name: writtenNames[name] ?? name, color: color))
                        try Palette.checkCount(palette.entries.count)
                    }
                }
                declaration = ""
            } else {
                declaration.append(character)
            }
        }
        if palette.entries.isEmpty { throw PaletteError("no custom property holds a color; expected declarations such as --brand: #ff8800;") }
        return palette
    }

    static func plain(_ text: String) throws -> Palette {
        var palette = Palette(entries: [])
        for (number, line) in lines(text) where !line.isEmpty && !line.hasPrefix("//") {
            palette.entries.append(.init(color: try color(line, line: number)))
            try Palette.checkCount(palette.entries.count)
        }
        return palette
    }
}
