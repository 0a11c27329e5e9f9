import ColorCore
import Foundation

/// Android color resources (`res/values/colors.xml`): `<resources>` holding
/// `<color name="NAME">#AARRGGBB</color>` elements. Android writes hex as `#RGB`, `#ARGB`,
/// `#RRGGBB` or `#AARRGGBB`: alpha comes *first*, unlike CSS. A value `@color/other` refers to
/// another color of the file. Other resources (`<string>`, `<dimen>` …), comments, the XML
/// declaration and `tools:` attributes are skipped.
///
/// Names are written as Android resource names: lowercase letters, digits and `_` (anything
/// else becomes `_`, a leading digit gets `color_` before it). Android keeps dark colors in a
/// separate `values-night/colors.xml`; this format holds one appearance, and no palette name.
enum AndroidColors {
    static func read(_ data: Data) throws -> Palette {
        guard let text = String(data: data, encoding: .utf8) else { throw PaletteError("the file is not UTF-8 text") }
        var scanner = XMLScanner(text)
        var raw: [(name: String, value: String, line: Int)] = []
        var sawResources = false
        while let tag = try scanner.nextTag() {
            if tag.name == "resources" { sawResources = true; continue }
            guard tag.name == "color", !tag.isClosing else { continue }
            guard sawResources else { throw PaletteError("line \(tag.line): <color> outside <resources>") }
            guard let name = tag.attributes["name"], !name.isEmpty else {
                throw PaletteError("line \(tag.line): a <color> has no name attribute; expected <color name=\"…\">")
            }
            guard !tag.isSelfClosing else { throw PaletteError("line \(tag.line): color \(quoted: name) has no value") }
            let value = try scanner.text(until: "color", line: tag.line).trimmingCharacters(in: .whitespacesAndNewlines)
            raw.append((name, value, tag.line))
            try Palette.checkCount(raw.count)
        }
        guard sawResources else { throw PaletteError("no <resources> element; expected an Android colors.xml") }
        var byName: [String: Int] = [:]
        for (index, item) in raw.enumerated() where byName[item.name] == nil { byName[item.name] = index }
        let (resolved, _) = try resolve(raw, byName: byName)
        var palette = Palette(entries: [])
        for (index, item) in raw.enumerated() {
            palette.entries.append(.init(name: item.name, color: try color(resolved[index] ?? item.value, name: item.name, line: item.line)))
        }
        return palette
    }

    /// Every color's value with its `@color/` references followed, and the references followed
    /// in all. Each color's final value is found once and remembered, so a chain of n references
    /// costs n steps in all, not n² (the chain from every color walked again).
    static func resolve(_ raw: [(name: String, value: String, line: Int)], byName: [String: Int]) throws -> (values: [String?], steps: Int) {
        var steps = 0
        var resolved = [String?](repeating: nil, count: raw.count)
        var visiting = [Bool](repeating: false, count: raw.count)
        for start in raw.indices where resolved[start] == nil {
            var chain: [Int] = []
            var index = start
            var value: String
            while true {
                if let known = resolved[index] { value = known; break }
                let own = raw[index].value
                guard own.hasPrefix("@color/") else { value = own; break }
                visiting[index] = true
                chain.append(index)
                steps += 1
                guard let next = byName[String(own.dropFirst(7))] else {
                    let item = raw[start]
                    throw PaletteError("line \(item.line): color \(quoted: item.name) refers to \(quoted: own), which is not in the file")
                }
                guard !visiting[next] else {
                    let item = raw[start]
                    throw PaletteError("line \(item.line): color \(quoted: item.name) refers to \(quoted: own), which is a cycle")
                }
                index = next
            }
            if chain.isEmpty { resolved[index] = value }
            for link in chain {
                resolved[link] = value
                visiting[link] = false
            }
        }
        return (resolved, steps)
    }

    /// An Android hex color: #RGB, #ARGB, #RRGGBB or #AARRGGBB.
    static func color(_ value: String, name: String, line: Int) throws -> Color {
        let digits = value.hasPrefix("#") ? value.dropFirst() : Substring(value)
        guard value.hasPrefix("#"), [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit),
              let number = UInt32(digits, radix: 16) else {
            throw PaletteError("line \(line): color \(quoted: name) is \(quoted: value); expected #RGB, #ARGB, #RRGGBB, #AARRGGBB or @color/NAME")
        }
        switch digits.count {
        case 3, 4:
            let n = digits.count
            func nibble(_ i: Int) -> Double { Double((number >> UInt32(4 * (n - 1 - i))) & 0xf) * 17 / 255 }
            let skip = n == 4 ? 1 : 0
            return Color(.srgb, nibble(skip), nibble(skip + 1), nibble(skip + 2), opacity: n == 4 ? nibble(0) : 1)
        case 6: return Color(rgb: number)
        default: return Color(rgb: number & 0xff_ffff, opacity: Double(number >> 24) / 255)
        }
    }

    /// An Android resource name for a color: lowercase snake case (`onSurfaceVariant` is
    /// `on_surface_variant`), `color_` before a leading digit or a name with no letter or digit
    /// left, and `_` after a Java keyword (`default_`), which the resource compiler refuses.
    static func resourceName(_ name: String?, _ index: Int) -> String {
        guard let name, !name.isEmpty else { return "color_\(index + 1)" }
        var snake = ""
        var previous: Character?
        for c in name {
            if c.isUppercase, let p = previous, p.isLowercase || p.isNumber { snake.append("_") }
            snake.append(c)
            previous = c
        }
        var cleaned = String(snake.lowercased().map { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "_" ? $0 : "_" })
        guard cleaned.contains(where: { $0.isLetter || $0.isNumber }) else { return "color_\(index + 1)" }
        if cleaned.first!.isNumber { cleaned = "color_" + cleaned }
        return javaKeywords.contains(cleaned) ? cleaned + "_" : cleaned
    }

    /// Java's reserved words and literals, which no resource may be named.
    static var javaKeywords: Set<String> { AndroidNames.javaKeywords }

    static func write(_ palette: Palette) -> Data {
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        if let name = palette.name { out += "<!-- \(name.replacingOccurrences(of: "--", with: "- -")) -->\n" }
        out += "<resources>\n"
        var names = UniqueNames(separator: "_")
        for (index, entry) in palette.entries.enumerated() {
            let key = names.claim(resourceName(entry.name, index), index: index)
            let c = entry.color.rgba8
            let hex = (c.a == 255 ? [c.r, c.g, c.b] : [c.a, c.r, c.g, c.b]).map { PrintfFormat.string("%02X", $0) }.joined()
            out += "    <color name=\"\(key)\">#\(hex)</color>\n"
        }
        return Data((out + "</resources>\n").utf8)
    }
}

/// What Android resource names may be.
public enum AndroidNames {
    /// Java's reserved words and literals, which no resource may be named.
    public static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue", "default", "do",
        "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if", "implements", "import", "instanceof",
        "int", "interface", "long", "native", "new", "package", "private", "protected", "public", "return", "short", "static",
        "strictfp", "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try", "void", "volatile", "while",
        "true", "false", "null", "_",
    ]
}
