import ColorCore
import Foundation

/// Tailwind CSS v4 theme variables: `--color-NAME: VALUE;` declarations inside `@theme { … }`
/// blocks (also `@theme inline`, `@theme static`), which Tailwind turns into `bg-NAME`,
/// `text-NAME` and the rest. The palette entry's name is NAME (without `color-`).
///
/// Read: every `--color-*` variable of every `@theme` block; `initial` (which removes a
/// default color) is skipped; `var(--color-OTHER)` takes the value of an earlier variable;
/// anything else must be a CSS color, or the line is named in the error. Other variables
/// (`--font-*`, `--spacing`) and rules outside `@theme` are ignored.
///
/// Written: one `@theme` block; a color in sRGB as hex, a wider one as `oklch(…)` so nothing
/// is clipped; the palette name as a comment (not read back). Names become Tailwind-friendly:
/// lowercase, letters, digits and `-`.
enum TailwindTheme {
    static func read(_ data: Data) throws -> Palette {
        guard let text = String(data: data, encoding: .utf8) else { throw PaletteError("the file is not UTF-8 text") }
        let cleaned = try stripComments(text)
        var palette = Palette(entries: [])
        var values: [String: Color] = [:]
        var sawTheme = false
        var rest = Substring(cleaned)
        while let at = rest.range(of: "@theme") {
            sawTheme = true
            guard let open = rest[at.upperBound...].firstIndex(of: "{") else {
                throw PaletteError("line \(lineNumber(cleaned, at.lowerBound)): @theme has no '{' block")
            }
            // Declarations at depth 1; nested blocks (@keyframes) are skipped whole.
            var depth = 1, index = cleaned.index(after: open), start = index
            while depth > 0 {
                guard index < cleaned.endIndex else {
                    throw PaletteError("line \(lineNumber(cleaned, open)): the @theme block is never closed")
                }
                switch cleaned[index] {
                case "{": depth += 1
                case "}":
                    depth -= 1
                    if depth == 0 { try declaration(cleaned[start..<index], in: cleaned, values: &values, palette: &palette) }
                    if depth == 1 { start = cleaned.index(after: index) }  // a nested block ends: drop it
                case ";" where depth == 1:
                    try declaration(cleaned[start..<index], in: cleaned, values: &values, palette: &palette)
                    start = cleaned.index(after: index)
                default: break
                }
                index = cleaned.index(after: index)
            }
            rest = cleaned[index...]
        }
        guard sawTheme else { throw PaletteError("no @theme block; expected @theme { --color-NAME: VALUE; }") }
        return palette
    }

    private static func declaration(_ text: Substring, in whole: String, values: inout [String: Color], palette: inout Palette) throws {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("--color-"), let colon = trimmed.firstIndex(of: ":") else { return }
        // Counted only for a message: counting for every declaration would be quadratic.
        func line() -> Int { lineNumber(whole, text.startIndex) + text.prefix(while: \.isWhitespace).filter { $0 == "\n" }.count }
        let name = String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 8)..<colon]).trimmingCharacters(in: .whitespaces)
        var value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name != "*" else { return }  // --color-*: initial resets the defaults
        if value == "initial" { return }
        if value.hasSuffix("!important") { value = value.dropLast(10).trimmingCharacters(in: .whitespaces) }
        let color: Color
        if value.hasPrefix("var(--color-"), value.hasSuffix(")") {
            let target = String(value.dropFirst(12).dropLast()).trimmingCharacters(in: .whitespaces)
            guard let known = values[target] else {
                throw PaletteError("line \(line()): --color-\(name) refers to --color-\(target), which no earlier @theme variable defines")
            }
            color = known
        } else {
            do { color = try Color(parsing: value) } catch let error as ColorParseError {
                throw PaletteError("line \(line()): --color-\(name): \(error.description)")
            }
        }
        values[name] = color
        palette.entries.append(.init(name: name, color: color))
    }

    private static func lineNumber(_ text: String, _ index: String.Index) -> Int {
        text[..<index].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }

    /// The text with /* comments */ replaced by spaces, newlines kept.
    static func stripComments(_ text: String) throws -> String {
        var cleaned = "", index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix("/*") {
                guard let end = text.range(of: "*/", range: text.index(index, offsetBy: 2)..<text.endIndex) else {
                    throw PaletteError("line \(lineNumber(text, index)): a comment is never closed")
                }
                cleaned += text[index..<end.upperBound].map { $0 == "\n" ? "\n" : " " }
                index = end.upperBound
            } else {
                cleaned.append(text[index])
                index = text.index(after: index)
            }
        }
        return cleaned
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
            let value = entry.color.isInGamut(of: .srgb, tolerance: 1e-6) ? entry.color.hexString : entry.color.cssString(in: .oklch, decimals: 4)
            out += "  --color-\(key): \(value);\n"
        }
        return Data((out + "}\n").utf8)
    }
}
