import ColorCore

/// Reads a CSS `<image>` list: gradient functions separated by commas, each with its settings
/// (the prelude, read by ``CSSPreludeParser``) and its stop list.
struct CSSImageParser {
    let tokens: [CSSToken.Spanned]
    let characters: [Character]

    init(_ text: String) throws(CSSParseError) {
        characters = Array(text)
        tokens = try CSSToken.imageTokens(text)
    }

    /// The gradient functions, first (topmost) first.
    func parse() throws(CSSParseError) -> [CSSGradient] {
        guard !tokens.isEmpty else {
            throw CSSParseError(offset: 0, "expected a gradient such as linear-gradient(red, blue), found nothing")
        }
        var gradients: [CSSGradient] = []
        var i = 0
        while true {
            let (gradient, next) = try parseFunction(at: i)
            gradients.append(gradient)
            i = next
            if i == tokens.count { break }
            guard tokens[i].token == .comma else {
                throw CSSParseError(offset: tokens[i].start, "expected ',' between images or the end, found \(tokens[i].quoted)")
            }
            i += 1
            guard i < tokens.count else {
                throw CSSParseError(offset: tokens[i - 1].start, "expected an image after ',', found the end")
            }
        }
        return gradients
    }

    static let kinds = ["linear-gradient", "radial-gradient", "conic-gradient"]

    /// One gradient function starting at token `start`; returns it and the index after its ')'.
    private func parseFunction(at start: Int) throws(CSSParseError) -> (CSSGradient, Int) {
        let head = tokens[start]
        guard case .function(let name) = head.token else {
            throw CSSParseError(offset: head.start, "expected a gradient function such as linear-gradient(, found \(head.quoted)")
        }
        let repeating = name.hasPrefix("repeating-")
        let kind = repeating ? String(name.dropFirst("repeating-".count)) : name
        guard Self.kinds.contains(kind) else {
            throw CSSParseError(offset: head.start, "unknown image function '\(name)('; expected linear-gradient, radial-gradient, "
                + "conic-gradient or a repeating- form of them")
        }
        // The arguments up to the matching ')', split at commas outside nested parentheses.
        var groups: [(range: Range<Int>, terminator: CSSToken.Spanned)] = []
        var depth = 0
        var groupStart = start + 1
        var i = start + 1
        while true {
            guard i < tokens.count else {
                throw CSSParseError(offset: characters.count, "expected ')' to close \(name)(, found the end")
            }
            let token = tokens[i]
            switch token.token {
            case .function, .openParenthesis:
                depth += 1
            case .closeParenthesis where depth > 0:
                depth -= 1
            case .closeParenthesis where depth == 0, .comma where depth == 0:
                groups.append((groupStart..<i, token))
                groupStart = i + 1
            default:
                break
            }
            if token.token == .closeParenthesis && depth == 0 && groups.last?.terminator == token { break }
            i += 1
        }
        let defaultGeometry: CSSGradient.Geometry
        switch kind {
        case "linear-gradient": defaultGeometry = .linear(.to(horizontal: 0, vertical: 1))
        case "radial-gradient": defaultGeometry = .radial(shape: nil, size: nil, center: .center)
        default: defaultGeometry = .conic(fromDegrees: 0, center: .center)
        }
        var gradient = CSSGradient(geometry: defaultGeometry, repeating: repeating, interpolation: nil,
                                   allColorsLegacy: true, elements: [], offset: head.start)
        var stopGroups = groups[...]
        let firstCursor = TokenCursor(tokens[groups[0].range], terminator: groups[0].terminator)
        if !firstCursor.isAtEnd, isPrelude(tokens[groups[0].range], kind: kind) {
            var prelude = CSSPreludeParser(cursor: firstCursor)
            gradient.geometry = try prelude.parse(kind: kind)
            gradient.interpolation = prelude.interpolation
            stopGroups = stopGroups.dropFirst()
            guard !stopGroups.isEmpty else {
                throw CSSParseError(offset: groups[0].terminator.start, "expected ',' and the color stops after the gradient's settings, found ')'")
            }
        }
        try parseStops(stopGroups, into: &gradient, function: name)
        return (gradient, i + 1)
    }

    static let colorFunctions: Set<String> = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color",
                                              "color-mix", "light-dark", "device-cmyk", "cmyk", "contrast-color"]
    static let legacyFunctions: Set<String> = ["rgb", "rgba", "hsl", "hsla", "hwb"]

    /// Whether the first group holds the settings rather than a stop: it starts with a keyword of
    /// the settings, or with a direction angle (linear, conic) or a size (radial) and has no color.
    private func isPrelude(_ group: ArraySlice<CSSToken.Spanned>, kind: String) -> Bool {
        guard let first = group.first else { return false }
        switch first.token {
        case .ident(let name):
            return Self.preludeWords.contains(name) || CSSGradient.Extent(rawValue: name) != nil
        case .dimension(_, let unit):
            let angle = CSSLength.degreesPerUnit(unit) != nil
            return (kind == "radial-gradient" ? !angle : angle) && !group.contains(where: isColorStart)
        case .number(0):
            return !group.contains(where: isColorStart)
        case .percentage:
            return kind == "radial-gradient" && !group.contains(where: isColorStart)
        default:
            return false
        }
    }

    /// Identifiers of the settings that are no color.
    static let preludeWords: Set<String> = ["to", "in", "at", "from", "circle", "ellipse", "left", "right", "top", "bottom",
                                            "center", "hue"]

    private func isColorStart(_ token: CSSToken.Spanned) -> Bool {
        switch token.token {
        case .hash: return true
        case .function(let name): return Self.colorFunctions.contains(name)
        case .ident(let name):
            return !Self.preludeWords.contains(name) && CSSGradient.Extent(rawValue: name) == nil
                && CSSPreludeParser.spaces[name] == nil && HueInterpolationMethod(rawValue: name) == nil
        default: return false
        }
    }

    private func parseStops(_ groups: ArraySlice<(range: Range<Int>, terminator: CSSToken.Spanned)>, into gradient: inout CSSGradient,
                            function: String) throws(CSSParseError) {
        let conic = function.hasSuffix("conic-gradient")
        var previousWasHint = true  // nothing before the first stop: a hint cannot come first
        var colorCount = 0
        for (n, group) in groups.enumerated() {
            var cursor = TokenCursor(tokens[group.range], terminator: group.terminator)
            let afterWhat = group.range.lowerBound > 0 ? tokens[group.range.lowerBound - 1].quoted : "'('"
            if cursor.isAtEnd {
                throw cursor.expected("a color stop after \(afterWhat)")
            }
            var color: Color?
            var positions: [CSSStopPosition] = []
            while !cursor.isAtEnd {
                if isColorStart(cursor.current) {
                    guard color == nil else { throw cursor.expected("a position or ',' after the color") }
                    // Chromium reads only <color> <position>{0,2}: a position first is refused.
                    guard positions.isEmpty else {
                        throw CSSParseError(offset: tokens[group.range.lowerBound].start,
                                            "expected a color before the position; a stop is '<color> [<position> [<position>]]'")
                    }
                    color = try readColor(&cursor, legacy: &gradient.allColorsLegacy)
                } else if let position = try stopPosition(&cursor, conic: conic) {
                    guard color != nil || positions.isEmpty else {
                        throw CSSParseError(offset: cursor.tokens[cursor.index - 1].start, "expected ',' after the color hint, found another position")
                    }
                    guard positions.count < 2 else {
                        throw CSSParseError(offset: cursor.tokens[cursor.index - 1].start, "expected ',' after the color stop, found another position")
                    }
                    positions.append(position)
                } else {
                    throw cursor.expected(color == nil ? "a color stop after \(afterWhat)" : "a position or ',' after the color")
                }
            }
            let start = tokens[group.range.lowerBound].start
            if let color {
                gradient.elements.append(.color(color, positions: positions))
                previousWasHint = false
                colorCount += 1
            } else {
                guard positions.count == 1 else {
                    throw CSSParseError(offset: start, "expected a color in this stop; only a color hint is a lone position")
                }
                if previousWasHint {
                    throw CSSParseError(offset: start, n == 0 ? "a color hint cannot come first; expected a color stop"
                                                              : "two color hints in a row; expected a color stop between them")
                }
                if n == groups.count - 1 {
                    throw CSSParseError(offset: start, "a color hint cannot come last; expected a color stop after it")
                }
                gradient.elements.append(.hint(positions[0]))
                previousWasHint = true
            }
        }
        guard colorCount >= 1 else {
            throw CSSParseError(offset: tokens[groups.first!.range.lowerBound].start, "expected at least one color stop")
        }
        if colorCount < 2 {
            // CSS Images 4 asks for two; a lone color with two positions is two stops.
            let positionsOfOnly = gradient.elements.compactMap { if case .color(_, let p) = $0 { p.count } else { nil } }.first ?? 0
            if positionsOfOnly < 2 {
                throw CSSParseError(offset: groups.last!.terminator.start,
                                    "expected at least two color stops in \(function)(), found one")
            }
        }
    }

    private func stopPosition(_ cursor: inout TokenCursor, conic: Bool) throws(CSSParseError) -> CSSStopPosition? {
        switch cursor.peek?.token {
        case .percentage(let p)?:
            cursor.advance()
            return .fraction(p / 100)
        case .number(0)?:
            cursor.advance()
            return .fraction(0)
        case .dimension(let v, let unit)?:
            if conic {
                guard let scale = CSSLength.degreesPerUnit(unit) else {
                    throw CSSParseError(offset: cursor.current.start,
                                        "expected an angle or a percentage as a conic stop position, found '\(CSSNumber.string(v))\(unit)'")
                }
                let degrees = try TokenCursor.checkedAngle(v * scale, written: v, unit: unit, at: cursor.current.start, "a conic stop position")
                cursor.advance()
                return .degrees(degrees)
            }
            guard let length = try cursor.lengthPercentage() else { return nil }
            if case .pixels(let px) = length { return .pixels(px) }
            return nil
        default:
            return nil
        }
    }

    /// Reads one color: a name, a hash or a color function (through its ')'), with ColorCore's parser.
    private func readColor(_ cursor: inout TokenCursor, legacy: inout Bool) throws(CSSParseError) -> Color {
        let first = cursor.current
        var end = first.end
        switch first.token {
        case .function(let name):
            // light-dark() is as legacy as the colors it holds: light-dark(#ff0000, #000) keeps a
            // gradient in sRGB, as the same gradient without it (and as Chromium draws both).
            if !Self.legacyFunctions.contains(name) && name != "light-dark" { legacy = false }
            var depth = 1
            cursor.advance()
            while depth > 0 {
                guard let token = cursor.peek else { throw cursor.expected("')' to close \(name)(") }
                if case .function(let inner) = token.token {
                    depth += 1
                    if name == "light-dark", !Self.legacyFunctions.contains(inner), inner != "light-dark" { legacy = false }
                }
                if token.token == .openParenthesis { depth += 1 }
                if token.token == .closeParenthesis { depth -= 1 }
                end = token.end
                cursor.advance()
            }
        case .ident(let name):
            if name == "currentcolor" {
                throw CSSParseError(offset: first.start, "'currentcolor' has no value outside a web page; expected a color")
            }
            cursor.advance()
        default:
            cursor.advance()
        }
        let text = String(characters[first.start..<end])
        do {
            return try Color(parsing: text)
        } catch {
            let reason = (error as? ColorParseError)?.reason ?? "\(error)"
            throw CSSParseError(offset: first.start, "invalid color '\(text)': \(reason)")
        }
    }
}
