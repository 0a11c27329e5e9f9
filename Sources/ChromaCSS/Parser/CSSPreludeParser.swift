import ColorCore

/// Reads a gradient's settings, the group before the first stop: the direction of a linear
/// gradient, the shape, size and center of a radial one, the start angle and center of a conic
/// one, and the `in <space> [<hue> hue]` interpolation method, which may come first or last.
struct CSSPreludeParser {
    var cursor: TokenCursor
    /// The `in …` method, when given.
    private(set) var interpolation: ColorInterpolation?

    init(cursor: TokenCursor) {
        self.cursor = cursor
    }

    mutating func parse(kind: String) throws(CSSParseError) -> CSSGradient.Geometry {
        try interpolationIfPresent()
        let geometry: CSSGradient.Geometry
        switch kind {
        case "linear-gradient": geometry = .linear(try direction() ?? .to(horizontal: 0, vertical: 1))
        case "radial-gradient": geometry = try radial()
        default: geometry = try conic()
        }
        try interpolationIfPresent()
        guard cursor.isAtEnd else {
            throw cursor.expected(interpolation == nil ? "',' or 'in <color space>' after the settings" : "',' after the settings")
        }
        return geometry
    }

    // MARK: in <space> [<hue method> hue]

    static let spaces: [String: ColorSpace] = [
        "srgb": .srgb, "srgb-linear": .srgbLinear, "display-p3": .displayP3, "display-p3-linear": .displayP3Linear,
        "a98-rgb": .a98RGB, "prophoto-rgb": .prophotoRGB, "rec2020": .rec2020, "lab": .lab, "oklab": .oklab,
        "xyz": .xyzD65, "xyz-d50": .xyzD50, "xyz-d65": .xyzD65, "hsl": .hsl, "hwb": .hwb, "lch": .lch, "oklch": .oklch,
    ]
    static let spaceList = "srgb, srgb-linear, display-p3, display-p3-linear, a98-rgb, prophoto-rgb, rec2020, lab, oklab, "
        + "xyz, xyz-d50, xyz-d65, hsl, hwb, lch or oklch"

    private mutating func interpolationIfPresent() throws(CSSParseError) {
        guard interpolation == nil, cursor.take("in") else { return }
        guard case .ident(let name)? = cursor.peek?.token, let space = Self.spaces[name] else {
            throw cursor.expected("a color space after 'in' (\(Self.spaceList))")
        }
        cursor.advance()
        var method = ColorInterpolation(space: space, hue: .shorter, premultiplied: true)
        if case .ident(let word)? = cursor.peek?.token, let hue = HueInterpolationMethod(rawValue: word) {
            guard space.hueIndex != nil else {
                throw CSSParseError(offset: cursor.current.start, "a hue method needs a polar space (hsl, hwb, lch, oklch), not \(name)")
            }
            cursor.advance()
            guard cursor.take("hue") else { throw cursor.expected("'hue' after '\(word)'") }
            method.hue = hue
        }
        interpolation = method
    }

    // MARK: linear

    private mutating func direction() throws(CSSParseError) -> CSSGradient.Direction? {
        if cursor.take("to") {
            var horizontal = 0, vertical = 0
            while case .ident(let word)? = cursor.peek?.token {
                if (word == "left" || word == "right") && horizontal == 0 {
                    horizontal = word == "left" ? -1 : 1
                } else if (word == "top" || word == "bottom") && vertical == 0 {
                    vertical = word == "top" ? -1 : 1
                } else {
                    break
                }
                cursor.advance()
            }
            guard horizontal != 0 || vertical != 0 else {
                throw cursor.expected("a side or corner after 'to' (left, right, top, bottom, or a corner such as top right)")
            }
            return .to(horizontal: horizontal, vertical: vertical)
        }
        switch cursor.peek?.token {
        case .dimension?, .number?:
            return .angle(try cursor.angle("the gradient's direction"))
        default:
            return nil
        }
    }

    // MARK: radial

    private mutating func radial() throws(CSSParseError) -> CSSGradient.Geometry {
        var shape: CSSGradient.RadialShape?
        var size: CSSGradient.RadialSize?
        var sizeStart = cursor.current.start
        while true {
            if shape == nil, case .ident(let word)? = cursor.peek?.token, let s = CSSGradient.RadialShape(rawValue: word) {
                shape = s
                cursor.advance()
            } else if size == nil, case .ident(let word)? = cursor.peek?.token, let extent = CSSGradient.Extent(rawValue: word) {
                size = .extent(extent)
                cursor.advance()
            } else if size == nil, case let start = cursor.current.start, let first = try cursor.lengthPercentage() {
                sizeStart = start
                size = .lengths(first, try cursor.lengthPercentage())
            } else {
                break
            }
        }
        if case .lengths(let a, let b)? = size {
            switch (shape, b) {
            case (.circle?, _?):
                throw CSSParseError(offset: sizeStart, "a circle takes one radius; expected one length or 'ellipse'")
            case (.ellipse?, nil):
                throw CSSParseError(offset: sizeStart, "an ellipse takes two radii; expected two lengths or 'circle'")
            case (_, nil):
                if case .percent = a {
                    throw CSSParseError(offset: sizeStart, "a circle's radius cannot be a percentage; expected a length such as 40px")
                }
            default:
                break
            }
            for length in [a, b].compactMap({ $0 }) {
                if case .pixels(let v) = length, v < 0 { throw CSSParseError(offset: sizeStart, "a radius cannot be negative") }
                if case .percent(let v) = length, v < 0 { throw CSSParseError(offset: sizeStart, "a radius cannot be negative") }
            }
        }
        let center = cursor.take("at") ? try position() : .center
        return .radial(shape: shape, size: size, center: center)
    }

    // MARK: conic

    private mutating func conic() throws(CSSParseError) -> CSSGradient.Geometry {
        var from = 0.0
        if cursor.take("from") { from = try cursor.angle("the angle after 'from'") }
        let center = cursor.take("at") ? try position() : .center
        return .conic(fromDegrees: from, center: center)
    }

    // MARK: <position>

    /// One token of a position: a keyword or a length-percentage.
    private enum Part {
        case keyword(String, offset: Int)
        case length(CSSLength)

        var keyword: String? { if case .keyword(let k, _) = self { k } else { nil } }
        var isHorizontalKeyword: Bool { keyword == "left" || keyword == "right" }
        var isVerticalKeyword: Bool { keyword == "top" || keyword == "bottom" }
    }

    /// Reads a 1-, 2- or 4-value `<position>` (CSS Values 4); 3 values are not allowed here.
    mutating func position() throws(CSSParseError) -> CSSPosition {
        let start = cursor.current
        var parts: [Part] = []
        while parts.count < 5 {
            if case .ident(let word)? = cursor.peek?.token, ["left", "right", "top", "bottom", "center"].contains(word) {
                parts.append(.keyword(word, offset: cursor.current.start))
                cursor.advance()
            } else if let length = try cursor.lengthPercentage() {
                parts.append(.length(length))
            } else {
                break
            }
        }
        func axis(_ part: Part) -> CSSPosition.Axis {
            switch part {
            case .length(let l): return .init(fromEnd: false, offset: l)
            case .keyword("left", _), .keyword("top", _): return .start
            case .keyword("right", _), .keyword("bottom", _): return .end
            default: return .center
            }
        }
        let invalid = CSSParseError(offset: start.start, "expected a position such as 'center', 'left 20%', '30% 40%', "
            + "'right 10px bottom 20px' after 'at'")
        switch parts.count {
        case 0:
            throw cursor.expected("a position after 'at' (such as center, top left, 30% 40%)")
        case 1:
            if parts[0].isVerticalKeyword { return CSSPosition(x: .center, y: axis(parts[0])) }
            return CSSPosition(x: axis(parts[0]), y: .center)
        case 2:
            let (a, b) = (parts[0], parts[1])
            if a.isVerticalKeyword || b.isHorizontalKeyword {
                // Keywords may swap: 'top left', 'center right'; lengths may not.
                guard a.keyword != nil, b.keyword != nil, !a.isHorizontalKeyword, !b.isVerticalKeyword else { throw invalid }
                return CSSPosition(x: axis(b), y: axis(a))
            }
            return CSSPosition(x: axis(a), y: axis(b))
        case 4:
            guard case .length(let l1) = parts[1], case .length(let l2) = parts[3],
                  let k1 = parts[0].keyword, let k2 = parts[2].keyword, k1 != "center", k2 != "center",
                  parts[0].isHorizontalKeyword != parts[2].isHorizontalKeyword
            else { throw invalid }
            let one = CSSPosition.Axis(fromEnd: k1 == "right" || k1 == "bottom", offset: l1)
            let two = CSSPosition.Axis(fromEnd: k2 == "right" || k2 == "bottom", offset: l2)
            return parts[0].isHorizontalKeyword ? CSSPosition(x: one, y: two) : CSSPosition(x: two, y: one)
        default:
            throw CSSParseError(offset: start.start, "a gradient's position takes 1, 2 or 4 values, found \(parts.count); "
                + "expected such as 'left 20%' or 'right 10px bottom 20px'")
        }
    }
}
