/// Reads one comma-separated group of tokens, front to back, and words errors as
/// "expected X, found Y" with Y the next token or what ends the group.
struct TokenCursor {
    let tokens: ArraySlice<CSSImageToken>
    /// What ends the group (a ',' or the closing ')'), quoted when the group runs out.
    let terminator: CSSImageToken
    private(set) var index: Int

    init(_ tokens: ArraySlice<CSSImageToken>, terminator: CSSImageToken) {
        self.tokens = tokens
        self.terminator = terminator
        index = tokens.startIndex
    }

    var isAtEnd: Bool { index >= tokens.endIndex }
    var peek: CSSImageToken? { isAtEnd ? nil : tokens[index] }
    /// The next token, or the terminator when the group is used up.
    var current: CSSImageToken { peek ?? terminator }

    mutating func advance() { index += 1 }

    /// Consumes an identifier if it is `name`.
    mutating func take(_ name: String) -> Bool {
        if case .ident(name)? = peek?.kind {
            advance()
            return true
        }
        return false
    }

    /// An error at the next token: "expected …, found …".
    func expected(_ what: String) -> CSSParseError {
        let token = current
        let found = isAtEnd && token.kind == .closeParenthesis ? "')'" : token.quoted
        return CSSParseError(offset: token.start, "expected \(what), found \(found)")
    }

    /// Reads an angle: a dimension in deg, grad, rad or turn, or a unitless 0.
    mutating func angle(_ what: String) throws(CSSParseError) -> Double {
        switch peek?.kind {
        case .dimension(let value, let unit)?:
            guard let scale = CSSLength.degreesPerUnit(unit) else {
                throw CSSParseError(offset: current.start, "unknown angle unit '\(unit)' in \(what); expected deg, grad, rad or turn")
            }
            advance()
            return value * scale
        case .number(0)?:
            advance()
            return 0
        default:
            throw expected("\(what) (an angle such as 45deg, 0.25turn, 1rad or 50grad)")
        }
    }

    /// Reads a `<length-percentage>` if the next token is one; nil otherwise.
    mutating func lengthPercentage() throws(CSSParseError) -> CSSLength? {
        switch peek?.kind {
        case .percentage(let p)?:
            advance()
            return .percent(p)
        case .number(0)?:
            advance()
            return .pixels(0)
        case .dimension(let value, let unit)?:
            guard let scale = CSSLength.pixelsPerUnit(unit) else {
                throw CSSParseError(offset: current.start, "unsupported length unit '\(unit)'; expected px, %, em, rem, in, cm, mm, q, pt or pc")
            }
            advance()
            return .pixels(value * scale)
        default:
            return nil
        }
    }
}
