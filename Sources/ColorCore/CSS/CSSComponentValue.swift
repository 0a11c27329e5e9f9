/// A CSS component value (CSS Syntax 3 §5.4.7): a token, or a function or parenthesized block
/// with the component values inside it, so that `rgb(from color-mix(…) calc(r * 2) g b)` reads
/// as five values with nested lists rather than as a flat run of tokens.
struct CSSComponentValue: Equatable {
    enum Kind: Equatable {
        /// Any token but a parenthesis or a function start.
        case token(CSSToken)
        /// `name(` … `)`: a function, its name lowercased.
        case function(String, [CSSComponentValue])
        /// `(` … `)`: a parenthesized block (calc()'s grouping).
        case block([CSSComponentValue])
    }

    var kind: Kind
    /// Whether whitespace came before the value.
    var spaceBefore: Bool

    /// The deepest nesting of functions and blocks a color string may have. Real colors nest a
    /// few levels (a relative color from a mix inside a calc()); the limit keeps a hostile
    /// string of thousands of `(` from recursing through the stack.
    static let maximumDepth = 32

    /// Why tokens could not be grouped.
    enum GroupingError: Error, Equatable {
        /// A function or block is not closed; the name of the innermost one (empty for a block).
        case unclosed(String)
        /// A `)` with nothing open.
        case unmatchedClose
        /// More than ``maximumDepth`` levels of nesting.
        case tooDeep
    }

    /// Groups tokens into component values.
    static func group(_ tokens: [CSSToken.Spanned]) -> Result<[CSSComponentValue], GroupingError> {
        var stack: [(name: String?, values: [CSSComponentValue], spaceBefore: Bool)] = [(nil, [], false)]
        for spanned in tokens {
            switch spanned.token {
            case .function(let name):
                guard stack.count <= maximumDepth else { return .failure(.tooDeep) }
                stack.append((name, [], spanned.spaceBefore))
            case .openParenthesis:
                guard stack.count <= maximumDepth else { return .failure(.tooDeep) }
                stack.append(("", [], spanned.spaceBefore))
            case .closeParenthesis:
                guard stack.count > 1 else { return .failure(.unmatchedClose) }
                let open = stack.removeLast()
                let kind: Kind = open.name == "" ? .block(open.values) : .function(open.name!, open.values)
                stack[stack.count - 1].values.append(CSSComponentValue(kind: kind, spaceBefore: open.spaceBefore))
            default:
                stack[stack.count - 1].values.append(CSSComponentValue(kind: .token(spanned.token), spaceBefore: spanned.spaceBefore))
            }
        }
        guard stack.count == 1 else { return .failure(.unclosed(stack.last!.name ?? "")) }
        return .success(stack[0].values)
    }

    /// The token, when the value is a single token.
    var token: CSSToken? {
        if case .token(let token) = kind { return token }
        return nil
    }

    /// Whether the value is the given token.
    func `is`(_ token: CSSToken) -> Bool { self.token == token }

    /// The identifier, when the value is one.
    var ident: String? {
        if case .token(.ident(let name)) = kind { return name }
        return nil
    }
}

extension Array where Element == CSSComponentValue {
    /// The values split at every top-level token equal to `separator`, empty pieces kept.
    func split(at separator: CSSToken) -> [[CSSComponentValue]] {
        split(omittingEmptySubsequences: false, whereSeparator: { $0.is(separator) }).map(Array.init)
    }
}
