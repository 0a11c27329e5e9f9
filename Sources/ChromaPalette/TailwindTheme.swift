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
        let stylesheet = try StylesheetBlocks(text)
        if let statement = stylesheet.statements.first(where: { StylesheetBlocks.isTheme($0.text) }) {
            throw PaletteError("line \(statement.line): @theme has no '{' block")
        }
        if let unclosed = stylesheet.unclosedBlocks.first(where: { StylesheetBlocks.isTheme(stylesheet.blocks[$0].prelude) }) {
            throw PaletteError("line \(stylesheet.blocks[unclosed].line): the @theme block is never closed")
        }
        guard stylesheet.blocks.contains(where: { StylesheetBlocks.isTheme($0.prelude) }) else {
            throw PaletteError("no @theme block; expected @theme { --color-NAME: VALUE; }")
        }
        // The custom properties directly in an @theme block; a nested block (@keyframes) is not
        // read.
        let declarations = stylesheet.properties.filter { property in
            property.block.map { StylesheetBlocks.isTheme(stylesheet.blocks[$0].prelude) } ?? false
        }
        // Every custom property of the @theme blocks is a variable the colors may use
        // (`oklch(from var(--color-brand) calc(l + 0.1) c h)`), wherever it is declared.
        // A name declared twice is one variable, where it first appears, with its last value.
        var texts: [String: String] = [:]
        var lines: [String: Int] = [:]
        var names: [String] = []
        for declaration in declarations {
            let property = "--" + declaration.name
            if texts.updateValue(declaration.value, forKey: property) == nil { names.append(property) }
            lines[property] = declaration.line
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
