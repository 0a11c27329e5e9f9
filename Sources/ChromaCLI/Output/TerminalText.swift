import ChromaPalette

/// Text from outside made safe for one line of standard error: control characters escaped,
/// quoted input cut to a readable length, the whole line bounded. Every error `chroma` prints
/// goes through ``line(_:)`` at the one place it prints errors (`ChromaCommand.run`).
enum TerminalText {
    /// The most characters a quoted piece of input keeps; longer ones end in "…".
    static let quoteLimit = 64
    /// The most characters of one error line.
    static let lineLimit = 600

    /// A message as one safe line: quoted spans longer than ``quoteLimit`` cut, every control
    /// character (C0, DEL, C1, and the bidirectional overrides that reorder what a terminal
    /// shows) written as an escape such as `\u{1B}`, newlines included, and the whole cut to
    /// ``lineLimit`` characters.
    static func line(_ message: String) -> String {
        // A huge message is cut before any work on it: its head, and its tail where "expected …" is.
        var text = Substring(message)
        if text.unicodeScalars.count > 4 * lineLimit {
            let scalars = text.unicodeScalars
            let head = String(String.UnicodeScalarView(scalars.prefix(2 * lineLimit)))
            let tail = String(String.UnicodeScalarView(scalars.suffix(lineLimit / 2)))
            text = Substring(head + "…' … " + tail)
        }
        let shortened = shortenQuotes(String(text))
        var out = ""
        var count = 0
        for scalar in shortened.unicodeScalars {
            let piece = isControl(scalar) ? escape(scalar) : String(scalar)
            count += 1
            if count > lineLimit {
                out += "…"
                break
            }
            out += piece
        }
        return out
    }

    /// Replaces every quoted span ('…') with `'…'`, for messages about a file's contents, which
    /// are never echoed (a palette that is really /proc/self/environ must not print it).
    static func withoutQuotes(_ message: String) -> String {
        mapQuotes(message) { _ in "…" }
    }

    static func shortenQuotes(_ message: String) -> String {
        mapQuotes(message) { quoted in
            quoted.count > quoteLimit ? String(quoted.prefix(quoteLimit - 1)) + "…" : quoted
        }
    }

    /// Applies `transform` to the inside of each quoted span: a `'` at the start or after a
    /// space, `(`, `=` or `:`, up to the next `'` at the end or before a space or `:;,).`.
    private static func mapQuotes(_ message: String, _ transform: (String) -> String) -> String {
        let characters = Array(message)
        var out = ""
        var i = 0
        let opensAfter: Set<Character> = [" ", "(", "=", ":"]
        let closesBefore: Set<Character> = [" ", ":", ";", ",", ")", "."]
        while i < characters.count {
            let c = characters[i]
            if c == "'", i == 0 || opensAfter.contains(characters[i - 1]) {
                var j = i + 1
                var end: Int? = nil
                while j < characters.count {
                    if characters[j] == "'", j + 1 == characters.count || closesBefore.contains(characters[j + 1]) {
                        end = j
                        break
                    }
                    j += 1
                }
                if let end {
                    out += "'" + transform(String(characters[(i + 1)..<end])) + "'"
                    i = end + 1
                    continue
                }
                // No closing quote: the rest is the quoted input.
                out += "'" + transform(String(characters[(i + 1)...]))
                break
            }
            out.append(c)
            i += 1
        }
        return out
    }

    /// Text from outside (a palette's color names) made safe for a terminal without cutting it:
    /// every control character escaped as in ``line(_:)``.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars { out += isControl(scalar) ? escape(scalar) : String(scalar) }
        return out
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        NameText.isControl(scalar)
    }

    static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\t": "\\t"
        case "\r": "\\r"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}
