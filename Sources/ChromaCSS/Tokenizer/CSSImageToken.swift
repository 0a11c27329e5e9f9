/// One token of a CSS `<image>` string, with where it starts and ends (character offsets from 0).
struct CSSImageToken: Equatable, Sendable {
    /// What the token is.
    enum Kind: Equatable, Sendable {
        /// An identifier, lowercased (`to`, `circle`, `red`).
        case ident(String)
        /// An identifier directly followed by `(`, lowercased without the parenthesis.
        case function(String)
        /// A bare number.
        case number(Double)
        /// A number followed by `%`.
        case percentage(Double)
        /// A number with a unit, the unit lowercased (`90deg`, `12px`).
        case dimension(Double, String)
        /// `#` and the name after it (`#ff8800` → `ff8800`).
        case hash(String)
        /// `,`
        case comma
        /// `/`
        case slash
        /// `(` not after a name.
        case openParenthesis
        /// `)`
        case closeParenthesis
        /// `+`, `-` or `*` standing alone (calc()'s operators inside a color function).
        case delimiter(Character)
    }

    var kind: Kind
    /// The offset of the first character, from 0.
    var start: Int
    /// The offset just after the last character.
    var end: Int

    /// The token as the error messages quote it.
    var quoted: String {
        switch kind {
        case .ident(let name): return "'\(name)'"
        case .function(let name): return "'\(name)('"
        case .number(let v): return "'\(CSSNumber.string(v))'"
        case .percentage(let v): return "'\(CSSNumber.string(v))%'"
        case .dimension(let v, let unit): return "'\(CSSNumber.string(v))\(unit)'"
        case .hash(let name): return "'#\(name)'"
        case .comma: return "','"
        case .slash: return "'/'"
        case .openParenthesis: return "'('"
        case .closeParenthesis: return "')'"
        case .delimiter(let c): return "'\(c)'"
        }
    }
}
