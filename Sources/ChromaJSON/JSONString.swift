/// The one JSON string escaper: `"` and `\` escaped, the control characters U+0000…U+001F as
/// `\b \f \n \r \t` or `\u00XX` (lowercase hex), `/` as `\/` when asked, every other character
/// (DEL, non-ASCII, U+2028) as itself in UTF-8.
public enum JSONString {
    /// `text` in double quotes, escaped.
    public static func quoted(_ text: String, escapingSlash: Bool = false) -> String {
        var out = ""
        append(text, to: &out, escapingSlash: escapingSlash)
        return out
    }

    /// Appends `text` in double quotes, escaped, to `out`.
    public static func append(_ text: String, to out: inout String, escapingSlash: Bool = false) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/" where escapingSlash: out += "\\/"
            case "\u{8}": out += "\\b"
            case "\u{c}": out += "\\f"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                out += scalar.value < 0x10 ? "\\u000" : "\\u00"
                out += String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
