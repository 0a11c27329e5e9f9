/// The text of an SVG document, built element by element: attributes in the order given (the
/// writer's fixed order), values escaped, one element per line.
struct SVGMarkup {
    private(set) var text = ""
    private var depth = 0

    /// An attribute; a nil value leaves the attribute out.
    typealias Attribute = (name: String, value: String?)

    /// Opens an element (`selfClosing`: an empty element, `<rect …/>`).
    mutating func open(_ name: String, _ attributes: [Attribute], selfClosing: Bool = false) {
        text += String(repeating: " ", count: depth) + "<" + name + Self.attributes(attributes) + (selfClosing ? "/>\n" : ">\n")
        if !selfClosing { depth += 1 }
    }

    /// An element holding only text, on one line: `<title>Sunset</title>`.
    mutating func element(_ name: String, _ attributes: [Attribute], text content: String) {
        text += String(repeating: " ", count: depth) + "<" + name + Self.attributes(attributes) + ">" + Self.escape(content, quotes: false)
            + "</" + name + ">\n"
    }

    /// Closes the innermost open element.
    mutating func close(_ name: String) {
        depth -= 1
        text += String(repeating: " ", count: depth) + "</" + name + ">\n"
    }

    /// Appends markup made elsewhere (already escaped), at the current depth.
    mutating func append(_ other: SVGMarkup) {
        let indent = String(repeating: " ", count: depth)
        for line in other.text.split(separator: "\n", omittingEmptySubsequences: true) { text += indent + line + "\n" }
    }

    private static func attributes(_ attributes: [Attribute]) -> String {
        var out = ""
        for attribute in attributes {
            guard let value = attribute.value else { continue }
            out += " " + attribute.name + "=\"" + escape(value, quotes: true) + "\""
        }
        return out
    }

    /// Text as XML 1.0 character data: `&`, `<`, `>` (and `"` in attributes) as entities; tabs,
    /// newlines and carriage returns as character references (kept, not normalised by the
    /// parser); other characters XML 1.0 forbids (C0 controls, U+FFFE, U+FFFF) as U+FFFD.
    static func escape(_ string: String, quotes: Bool) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(string.unicodeScalars.count)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quotes: out += "&quot;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out.unicodeScalars.append("\u{FFFD}")
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
