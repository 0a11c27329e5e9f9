import ColorCore
import Foundation

/// Tailwind CSS v4 theme variables: `--color-NAME: VALUE;` declarations inside `@theme { … }`
/// blocks (also `@theme inline`, `@theme static`), which Tailwind turns into `bg-NAME`,
/// `text-NAME` and the rest. The palette entry's name is NAME (without `color-`).
///
/// Read: every `--color-*` variable of every `@theme` block; `initial` (which removes a
/// default color) is skipped; anything else must be a CSS color, or the line is named in the
/// error. A color may use any custom property of the blocks with `var()`, as a whole color or
/// inside one (`color-mix(in oklab, var(--color-brand) 60%, white)`), declared before or after
/// it, the last declaration of a name winning as in CSS. Other variables (`--font-*`,
/// `--spacing`) and rules outside `@theme` are not palette entries.
///
/// Written: one `@theme` block; a color in sRGB as hex, a wider one as `oklch(…)` so nothing
/// is clipped; the palette name as a comment (not read back). Names become Tailwind-friendly:
/// lowercase, letters, digits and `-`.
enum TailwindTheme {
    static func read(_ data: Data) throws -> Palette {
        guard let text = String(data: data, encoding: .utf8) else { throw PaletteError("the file is not UTF-8 text") }
        let bytes = try StylesheetDeclaration.blankingComments(Array(text.utf8))
        var declarations: [Declaration] = []
        var sawTheme = false
        // One pass over the bytes: outside a block, look for "@theme"; inside, split
        // declarations at depth 1. Every byte is looked at a bounded number of times, however
        // many blocks the file has.
        let keyword = Array("@theme".utf8)
        var index = 0, line = 1
        func slice(_ range: Range<Int>) -> Substring { Substring(String(decoding: bytes[range], as: UTF8.self)) }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            guard bytes[index] == UInt8(ascii: "@"), bytes.count - index >= keyword.count,
                  bytes[index..<index + keyword.count].elementsEqual(keyword) else {
                index += 1
                continue
            }
            sawTheme = true
            let themeLine = line
            index += keyword.count
            while index < bytes.count, bytes[index] != UInt8(ascii: "{") {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
            guard index < bytes.count else { throw PaletteError("line \(themeLine): @theme has no '{' block") }
            let openLine = line
            // Declarations at depth 1; nested blocks (@keyframes) are skipped whole.
            var depth = 1, start = index + 1, startLine = line
            index += 1
            while depth > 0 {
                guard index < bytes.count else { throw PaletteError("line \(openLine): the @theme block is never closed") }
                switch bytes[index] {
                case UInt8(ascii: "\n"): line += 1
                case UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { collect(slice(start..<index), line: startLine, into: &declarations) }
                    if depth == 1 { start = index + 1; startLine = line }  // a nested block ends: drop it
                case UInt8(ascii: ";") where depth == 1:
                    collect(slice(start..<index), line: startLine, into: &declarations)
                    start = index + 1
                    startLine = line
                default: break
                }
                index += 1
            }
        }
        guard sawTheme else { throw PaletteError("no @theme block; expected @theme { --color-NAME: VALUE; }") }
        // Every custom property of the @theme blocks is a variable the colors may use
        // (`oklch(from var(--color-brand) calc(l + 0.1) c h)`), wherever it is declared.
        // A name declared twice is one variable, where it first appears, with its last value.
        var texts: [String: String] = [:]
        var lines: [String: Int] = [:]
        var names: [String] = []
        for declaration in declarations {
            if texts.updateValue(declaration.value, forKey: declaration.property) == nil { names.append(declaration.property) }
            lines[declaration.property] = declaration.line
        }
        let variables = CSSVariables(texts)
        variables.prepare()
        var palette = Palette(entries: [])
        for property in names {
            guard property.hasPrefix("--color-") else { continue }
            let name = String(property.dropFirst(8))
            guard !name.isEmpty, name != "*" else { continue }  // --color-*: initial resets the defaults
            if texts[property] == "initial" { continue }
            let color: Color
            do { color = try variables.color(named: property) } catch let error as ColorParseError {
                throw PaletteError.color(error, at: "").quotedPrefix(property, after: "line \(lines[property] ?? 0): ")
            }
            palette.entries.append(.init(name: name, color: color))
            try Palette.checkCount(palette.entries.count)
        }
        return palette
    }

    /// A custom property declared in an @theme block, its value as written.
    private struct Declaration {
        var property: String
        var value: String
        var line: Int
    }

    /// One declaration of a block, which starts on line `startLine`: a custom property is kept.
    private static func collect(_ text: Substring, line startLine: Int, into declarations: inout [Declaration]) {
        guard let property = StylesheetDeclaration.customProperty(text) else { return }
        let line = startLine + text.prefix(while: \.isWhitespace).filter { $0 == "\n" }.count
        declarations.append(Declaration(property: "--" + property.name, value: property.value, line: line))
    }

    /// A Tailwind color name: lowercase ASCII letters, digits and '-'.
    static func identifier(_ name: String?, _ index: Int) -> String {
        guard let name, !name.isEmpty else { return "color-\(index + 1)" }
        return String(name.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) || $0 == "-" ? $0 : "-" })
    }

    static func write(_ palette: Palette) -> Data {
        var out = palette.name.map { "/* \($0.replacingOccurrences(of: "*/", with: "* /")) */\n" } ?? ""
        out += "@theme {\n"
        var names = UniqueNames(separator: "-")
        for (index, entry) in palette.entries.enumerated() {
            let key = names.claim(identifier(entry.name, index), index: index)
            let value = PaletteWriter.cssValue(entry.color)
            out += "  --color-\(key): \(value);\n"
        }
        return Data((out + "}\n").utf8)
    }
}
