import Foundation
import ChromaLimits
import ColorCore

/// Reads one comma-separated group of tokens, front to back, and words errors as
/// "expected X, found Y" with Y the next token or what ends the group.
struct TokenCursor {
    let tokens: ArraySlice<CSSToken.Spanned>
    /// What ends the group (a ',' or the closing ')'), quoted when the group runs out.
    let terminator: CSSToken.Spanned
    private(set) var index: Int

    init(_ tokens: ArraySlice<CSSToken.Spanned>, terminator: CSSToken.Spanned) {
        self.tokens = tokens
        self.terminator = terminator
        index = tokens.startIndex
    }

    var isAtEnd: Bool { index >= tokens.endIndex }
    var peek: CSSToken.Spanned? { isAtEnd ? nil : tokens[index] }
    /// The next token, or the terminator when the group is used up.
    var current: CSSToken.Spanned { peek ?? terminator }

    mutating func advance() { index += 1 }

    /// Consumes an identifier if it is `name`.
    mutating func take(_ name: String) -> Bool {
        if case .ident(name)? = peek?.token {
            advance()
            return true
        }
        return false
    }

    /// An error at the next token: "expected …, found …".
    func expected(_ what: String) -> CSSParseError {
        let token = current
        let found = isAtEnd && token.token == .closeParenthesis ? "')'" : token.quoted
        return CSSParseError(offset: token.start, "expected \(what), found \(found)")
    }

    /// Reads an angle: a dimension in deg, grad, rad or turn, or a unitless 0.
    mutating func angle(_ what: String) throws(CSSParseError) -> Double {
        switch peek?.token {
        case .dimension(let value, let unit)?:
            guard let scale = CSSLength.degreesPerUnit(unit) else {
                throw CSSParseError(offset: current.start, "unknown angle unit '\(unit)' in \(what); expected deg, grad, rad or turn")
            }
            let degrees = try Self.checkedAngle(value * scale, written: value, unit: unit, at: current.start, what)
            advance()
            return degrees
        case .number(0)?:
            advance()
            return 0
        default:
            throw expected("\(what) (an angle such as 45deg, 0.25turn, 1rad or 50grad)")
        }
    }

    /// An angle in degrees held to the ranges table (``InputRange/angle``), the message naming
    /// the value as written: the same from `chroma css` and from a scene.
    static func checkedAngle(_ degrees: Double, written: Double, unit: String, at offset: Int, _ what: String) throws(CSSParseError) -> Double {
        guard InputRange.angle.contains(degrees) else {
            throw CSSParseError(offset: offset, "\(what) is \(Self.shown(written))\(unit); expected \(InputRange.angle.expectation)")
        }
        return degrees
    }

    /// A number as a message shows it: as CSS writes it, or in exponent form when huge.
    static func shown(_ value: Double) -> String {
        abs(value) < 1e7 ? CSSNumber.string(value) : PrintfFormat.string("%.10g", value)
    }

    /// A length in pixels held to the ranges table (``InputRange/coordinate``).
    static func checkedLength(_ pixels: Double, written: Double, unit: String, at offset: Int) throws(CSSParseError) -> Double {
        guard InputRange.coordinate.contains(pixels) else {
            throw CSSParseError(offset: offset, "the length \(Self.shown(written))\(unit) is out of range; expected \(InputRange.coordinate.expectation)")
        }
        return pixels
    }

    /// A percentage of a length held to the ranges table as a fraction (``InputRange/location``,
    /// ±100 000%), as stop positions are.
    static func checkedPercentage(_ percent: Double, at offset: Int, _ what: String) throws(CSSParseError) -> Double {
        guard InputRange.location.contains(percent / 100) else {
            throw CSSParseError(offset: offset, "\(what) of \(Self.shown(percent))% is out of range; expected, as a fraction, \(InputRange.location.expectation)")
        }
        return percent
    }

    /// Reads a `<length-percentage>` if the next token is one; nil otherwise.
    mutating func lengthPercentage() throws(CSSParseError) -> CSSLength? {
        switch peek?.token {
        case .percentage(let p)?:
            let checked = try Self.checkedPercentage(p, at: current.start, "a length")
            advance()
            return .percent(checked)
        case .number(0)?:
            advance()
            return .pixels(0)
        case .dimension(let value, let unit)?:
            guard let scale = CSSLength.pixelsPerUnit(unit) else {
                throw CSSParseError(offset: current.start, "unsupported length unit '\(unit)'; expected px, %, em, rem, in, cm, mm, q, pt or pc")
            }
            let pixels = try Self.checkedLength(value * scale, written: value, unit: unit, at: current.start)
            advance()
            return .pixels(pixels)
        default:
            return nil
        }
    }
}
