/// A small, non-validating scanner for the XML of resource files (Android `colors.xml`): tags
/// with attributes, text, comments, the declaration, CDATA and the five named and numeric
/// character references. No DTDs, no namespaces beyond keeping `prefix:name` as the name.
/// Every error names the line.
struct XMLScanner {
    /// One start, end or empty-element tag.
    struct Tag {
        var name: String
        var attributes: [String: String]
        var isClosing: Bool
        var isSelfClosing: Bool
        var line: Int
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    private func starts(with literal: String) -> Bool {
        var i = index
        for s in literal.unicodeScalars {
            guard i < scalars.count, scalars[i] == s else { return false }
            i += 1
        }
        return true
    }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < scalars.count {
            if scalars[index] == "\n" { line += 1 }
            index += 1
        }
    }

    /// Skips to just after `end`, or throws naming what was never closed.
    private mutating func skip(past end: String, what: String) throws {
        let startLine = line
        while index < scalars.count {
            if starts(with: end) { advance(end.unicodeScalars.count); return }
            advance()
        }
        throw PaletteError("line \(startLine): \(what) is never closed")
    }

    /// The next tag, skipping text, comments, declarations and processing instructions; nil at the end.
    mutating func nextTag() throws -> Tag? {
        while index < scalars.count {
            if starts(with: "<!--") { try skip(past: "-->", what: "a comment"); continue }
            if starts(with: "<![CDATA[") { try skip(past: "]]>", what: "a CDATA section"); continue }
            if starts(with: "<?") { try skip(past: "?>", what: "a processing instruction"); continue }
            if starts(with: "<!") { try skip(past: ">", what: "a declaration"); continue }
            if scalars[index] == "<" { return try tag() }
            advance()
        }
        return nil
    }

    private static func isNameScalar(_ s: Unicode.Scalar) -> Bool {
        s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "_" || s == "-" || s == ":" || s == "."
    }

    private mutating func skipSpace() {
        while index < scalars.count, scalars[index].properties.isWhitespace { advance() }
    }

    private mutating func name() -> String {
        var out = String.UnicodeScalarView()
        while index < scalars.count, Self.isNameScalar(scalars[index]) { out.append(scalars[index]); advance() }
        return String(out)
    }

    private mutating func tag() throws -> Tag {
        let tagLine = line
        advance()  // <
        let closing = index < scalars.count && scalars[index] == "/"
        if closing { advance() }
        let tagName = name()
        guard !tagName.isEmpty else { throw PaletteError("line \(tagLine): expected a tag name after '<'") }
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            guard index < scalars.count else { throw PaletteError("line \(tagLine): the tag \(quoted: tagName) is never closed") }
            if scalars[index] == ">" { advance(); return Tag(name: tagName, attributes: attributes, isClosing: closing, isSelfClosing: false, line: tagLine) }
            if starts(with: "/>") {
                advance(2)
                return Tag(name: tagName, attributes: attributes, isClosing: closing, isSelfClosing: true, line: tagLine)
            }
            let key = name()
            guard !key.isEmpty else { throw PaletteError("line \(line): unexpected \(quoted: String(scalars[index])) in the tag \(quoted: tagName)") }
            skipSpace()
            guard index < scalars.count, scalars[index] == "=" else { throw PaletteError("line \(line): attribute \(quoted: key) has no value") }
            advance()
            skipSpace()
            guard index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" else {
                throw PaletteError("line \(line): the value of \(quoted: key) must be quoted")
            }
            let quote = scalars[index]
            advance()
            var raw = String.UnicodeScalarView()
            while index < scalars.count, scalars[index] != quote { raw.append(scalars[index]); advance() }
            guard index < scalars.count else { throw PaletteError("line \(tagLine): the value of \(quoted: key) is never closed") }
            advance()
            attributes[key] = try Self.decodeReferences(String(raw), line: line)
        }
    }

    /// The text up to the closing tag `</name>`, references decoded; a nested tag is an error.
    mutating func text(until name: String, line startLine: Int) throws -> String {
        var raw = String.UnicodeScalarView()
        while index < scalars.count {
            if starts(with: "<!--") { try skip(past: "-->", what: "a comment"); continue }
            if scalars[index] == "<" {
                let closing = try tag()
                guard closing.isClosing, closing.name == name else {
                    throw PaletteError("line \(closing.line): expected text and the closing tag of \(quoted: name), found \(quoted: (closing.isClosing ? "/" : "") + closing.name)")
                }
                return try Self.decodeReferences(String(raw), line: startLine)
            }
            raw.append(scalars[index])
            advance()
        }
        throw PaletteError("line \(startLine): \(quoted: name) is never closed")
    }

    /// Decodes &amp; &lt; &gt; &quot; &apos; and &#N; / &#xN;.
    static func decodeReferences(_ text: String, line: Int) throws -> String {
        guard text.contains("&") else { return text }
        var out = "", rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semi = rest[amp...].firstIndex(of: ";"), rest.distance(from: amp, to: semi) <= 10 else {
                throw PaletteError("line \(line): an '&' starts no character reference; write &amp;")
            }
            let body = rest[rest.index(after: amp)..<semi]
            switch body {
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                let hex = body.hasPrefix("#x") || body.hasPrefix("#X")
                guard body.hasPrefix("#"), let value = UInt32(body.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10),
                      let scalar = Unicode.Scalar(value) else {
                    throw PaletteError("line \(line): unknown character reference \(quoted: "&" + body + ";")")
                }
                out.unicodeScalars.append(scalar)
            }
            rest = rest[rest.index(after: semi)...]
        }
        return out + rest
    }
}
