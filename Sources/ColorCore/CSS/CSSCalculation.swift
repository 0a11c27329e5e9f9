import Foundation

/// CSS Values 4's math functions as color channels use them: `calc()` with `+ - * /` and
/// parentheses, `min()`, `max()`, `clamp()`, `round()`, `mod()`, `rem()`, `abs()`, `sign()`,
/// `sin()` … `atan2()`, `pow()`, `sqrt()`, `hypot()`, `log()`, `exp()`, the constants `e`,
/// `pi`, `infinity`, `-infinity` and `NaN`, and, in a relative color, the channel keywords.
///
/// Values are typed as CSS types them: a number, a percentage or an angle (held in degrees).
/// Adding needs the same type on both sides; multiplying needs a number on one side; dividing
/// needs a number below, or the same type (giving a number: `calc(1turn / 1deg)` is 360).
struct CSSCalculation {
    /// A typed value.
    struct Value: Equatable {
        enum Unit: Equatable {
            case number, percentage, angle
        }
        /// The number; degrees for an angle; may be infinite or NaN inside a calculation.
        var number: Double
        var unit: Unit
    }

    /// A calculation that is not valid, in words for a ``ColorParseError``.
    struct Failure: Error {
        var reason: String
    }

    /// The names of the math functions.
    static let functions: Set<String> = ["calc", "min", "max", "clamp", "round", "mod", "rem", "abs", "sign",
                                         "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "pow", "sqrt",
                                         "hypot", "log", "exp"]

    /// The channel keywords of a relative color and their values (numbers); empty otherwise.
    let keywords: [String: Double]

    /// Evaluates a math function `name(arguments)`.
    func evaluate(_ name: String, _ arguments: [CSSComponentValue]) throws(Failure) -> Value {
        let parts = arguments.split(at: .comma)
        func one() throws(Failure) -> Value {
            guard parts.count == 1 else { throw Failure(reason: "\(name)() takes one argument, found \(parts.count)") }
            return try sum(parts[0], in: name)
        }
        func list(_ count: ClosedRange<Int>) throws(Failure) -> [Value] {
            guard count.contains(parts.count) else {
                let wanted = count.lowerBound == count.upperBound ? "\(count.lowerBound)" : "\(count.lowerBound) to \(count.upperBound)"
                throw Failure(reason: "\(name)() takes \(wanted) comma-separated arguments, found \(parts.count)")
            }
            var values: [Value] = []
            for part in parts { values.append(try sum(part, in: name)) }
            return values
        }
        switch name {
        case "calc":
            return try one()
        case "min", "max", "hypot":
            let values = try list(1...Int.max)
            let unit = try sameUnit(values, in: name)
            let numbers = values.map(\.number)
            let result: Double
            switch name {
            case "min": result = numbers.contains(where: \.isNaN) ? .nan : numbers.min()!
            case "max": result = numbers.contains(where: \.isNaN) ? .nan : numbers.max()!
            default: result = sqrt(numbers.reduce(0) { $0 + $1 * $1 })
            }
            return Value(number: result, unit: unit)
        case "clamp":
            let values = try list(3...3)
            let unit = try sameUnit(values, in: name)
            let (low, value, high) = (values[0].number, values[1].number, values[2].number)
            if low.isNaN || value.isNaN || high.isNaN { return Value(number: .nan, unit: unit) }
            return Value(number: max(low, min(value, high)), unit: unit)
        case "round":
            return try round(parts)
        case "mod", "rem":
            let values = try list(2...2)
            let unit = try sameUnit(values, in: name)
            let (a, b) = (values[0].number, values[1].number)
            guard b != 0, a.isFinite else { return Value(number: .nan, unit: unit) }
            if b.isInfinite {
                // A finite value modulo an infinite one is the value itself, unless mod()
                // needs the result to take the divisor's sign.
                if name == "mod", a != 0, (a < 0) != (b < 0) { return Value(number: .nan, unit: unit) }
                return Value(number: a, unit: unit)
            }
            let quotient = a / b
            let result = name == "mod" ? a - b * quotient.rounded(.down) : a - b * quotient.rounded(.towardZero)
            return Value(number: result, unit: unit)
        case "abs":
            let value = try one()
            return Value(number: abs(value.number), unit: value.unit)
        case "sign":
            let value = try one()
            let n = value.number
            return Value(number: n.isNaN ? .nan : (n > 0 ? 1 : (n < 0 ? -1 : n)), unit: .number)
        case "sin", "cos", "tan":
            let value = try one()
            let radians: Double
            switch value.unit {
            case .number: radians = value.number
            case .angle: radians = value.number * .pi / 180
            case .percentage: throw Failure(reason: "\(name)() takes a number (radians) or an angle, found a percentage")
            }
            let result = name == "sin" ? sin(radians) : (name == "cos" ? cos(radians) : tan(radians))
            return Value(number: result, unit: .number)
        case "asin", "acos", "atan":
            let value = try one()
            guard value.unit == .number else { throw Failure(reason: "\(name)() takes a number, found \(Self.describe(value.unit))") }
            let radians = name == "asin" ? asin(value.number) : (name == "acos" ? acos(value.number) : atan(value.number))
            return Value(number: radians * 180 / .pi, unit: .angle)
        case "atan2":
            let values = try list(2...2)
            _ = try sameUnit(values, in: name)
            return Value(number: atan2(values[0].number, values[1].number) * 180 / .pi, unit: .angle)
        case "pow":
            let values = try list(2...2)
            try numbers(values, in: name)
            return Value(number: pow(values[0].number, values[1].number), unit: .number)
        case "sqrt", "exp":
            let value = try one()
            try numbers([value], in: name)
            return Value(number: name == "sqrt" ? sqrt(value.number) : exp(value.number), unit: .number)
        case "log":
            let values = try list(1...2)
            try numbers(values, in: name)
            let natural = Foundation.log(values[0].number)
            return Value(number: values.count == 2 ? natural / Foundation.log(values[1].number) : natural, unit: .number)
        default:
            throw Failure(reason: "unknown math function \(name)()")
        }
    }

    /// `round([strategy,] A [, B])`: A rounded to a multiple of B (1 when omitted, for numbers).
    private func round(_ parts: [[CSSComponentValue]]) throws(Failure) -> Value {
        var parts = parts[...]
        var rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero
        var nearest = true
        if let first = parts.first, first.count == 1, let word = first[0].ident,
            ["nearest", "up", "down", "to-zero"].contains(word) {
            nearest = word == "nearest"
            rule = ["up": .up, "down": .down, "to-zero": .towardZero][word] ?? .toNearestOrAwayFromZero
            parts = parts.dropFirst()
        }
        guard parts.count == 1 || parts.count == 2 else {
            throw Failure(reason: "round() takes an optional strategy (nearest, up, down, to-zero), a value and an optional step, found \(parts.count) values")
        }
        var values: [Value] = []
        for part in parts { values.append(try sum(part, in: "round")) }
        if values.count == 1 {
            guard values[0].unit == .number else {
                throw Failure(reason: "round() of \(Self.describe(values[0].unit)) needs a step of the same type")
            }
            values.append(Value(number: 1, unit: .number))
        }
        let unit = try sameUnit(values, in: "round")
        let (a, step) = (values[0].number, abs(values[1].number))
        guard step != 0, !a.isNaN, !step.isNaN else { return Value(number: .nan, unit: unit) }
        if a.isInfinite { return Value(number: step.isInfinite ? .nan : a, unit: unit) }
        if step.isInfinite { return Value(number: a, unit: unit) }
        let quotient = a / step
        // CSS rounds a value exactly halfway up (toward +∞), not away from zero.
        let rounded = nearest ? (quotient + 0.5).rounded(.down) : quotient.rounded(rule)
        return Value(number: rounded * step, unit: unit)
    }

    // MARK: Expressions

    /// A sum of products: `a + b * c - (d / e)`.
    func sum(_ values: [CSSComponentValue], in function: String) throws(Failure) -> Value {
        guard !values.isEmpty else { throw Failure(reason: "expected a value in \(function)(), found nothing") }
        var index = 0
        var result = try product(values, &index, in: function)
        while index < values.count {
            let value = values[index]
            guard case .token(.delimiter(let op)) = value.kind, op == "+" || op == "-" else {
                if case .token(let token) = value.kind, token.isNumeric {
                    throw Failure(reason: "expected an operator before \(CSSColorParser.describe(value)) in \(function)(); "
                        + "'+' and '-' need a space on each side (write 'r + 5', not 'r +5')")
                }
                throw Failure(reason: "expected an operator (+, -, *, /) in \(function)(), found \(CSSColorParser.describe(value))")
            }
            guard index + 1 < values.count else {
                throw Failure(reason: "expected a value after '\(op)' at the end of \(function)()")
            }
            guard value.spaceBefore, values[index + 1].spaceBefore else {
                throw Failure(reason: "'\(op)' in \(function)() needs a space on each side (write 'r \(op) 5')")
            }
            index += 1
            let right = try product(values, &index, in: function)
            guard result.unit == right.unit else {
                throw Failure(reason: "cannot \(op == "+" ? "add" : "subtract") \(Self.describe(right.unit)) "
                    + "\(op == "+" ? "to" : "from") \(Self.describe(result.unit)) in \(function)()")
            }
            result.number = op == "+" ? result.number + right.number : result.number - right.number
        }
        return result
    }

    private func product(_ values: [CSSComponentValue], _ index: inout Int, in function: String) throws(Failure) -> Value {
        var result = try operand(values, &index, in: function)
        while index < values.count, case .token(.delimiter(let op)) = values[index].kind, op == "*" || op == "/" {
            index += 1
            let right = try operand(values, &index, in: function)
            if op == "*" {
                switch (result.unit, right.unit) {
                case (.number, _): result = Value(number: result.number * right.number, unit: right.unit)
                case (_, .number): result.number *= right.number
                default:
                    throw Failure(reason: "cannot multiply \(Self.describe(result.unit)) by \(Self.describe(right.unit)) in \(function)(); one side must be a number")
                }
            } else {
                switch (result.unit, right.unit) {
                case (_, .number): result.number /= right.number
                case let (a, b) where a == b: result = Value(number: result.number / right.number, unit: .number)
                default:
                    throw Failure(reason: "cannot divide \(Self.describe(result.unit)) by \(Self.describe(right.unit)) in \(function)()")
                }
            }
        }
        return result
    }

    private func operand(_ values: [CSSComponentValue], _ index: inout Int, in function: String) throws(Failure) -> Value {
        guard index < values.count else {
            throw Failure(reason: "expected a value at the end of \(function)()")
        }
        let value = values[index]
        index += 1
        switch value.kind {
        case .token(.number(let n)): return Value(number: n, unit: .number)
        case .token(.percentage(let p)): return Value(number: p, unit: .percentage)
        case .token(.dimension(let n, let unit)):
            guard let degrees = CSSColorParser.degrees(n, unit) else {
                throw Failure(reason: "unit '\(unit)' in \(function)(); expected a number, a percentage or an angle (deg, rad, grad, turn)")
            }
            return Value(number: degrees, unit: .angle)
        case .token(.ident(let name)):
            switch name {
            case "e": return Value(number: M_E, unit: .number)
            case "pi": return Value(number: .pi, unit: .number)
            case "infinity": return Value(number: .infinity, unit: .number)
            case "-infinity": return Value(number: -.infinity, unit: .number)
            case "nan": return Value(number: .nan, unit: .number)
            default:
                if let number = keywords[name] { return Value(number: number, unit: .number) }
                let known = keywords.isEmpty ? "" : " or a channel keyword (" + keywords.keys.sorted().joined(separator: ", ") + ")"
                throw Failure(reason: "unknown keyword '\(name)' in \(function)(); expected a number, e, pi, infinity\(known)")
            }
        case .block(let inner):
            return try sum(inner, in: function)
        case .function(let name, let arguments):
            guard Self.functions.contains(name) else {
                throw Failure(reason: "\(name)() inside \(function)(); expected a math function such as calc(), min() or round()")
            }
            return try evaluate(name, arguments)
        case .token:
            throw Failure(reason: "unexpected \(CSSColorParser.describe(value)) in \(function)(); expected a number, a percentage, an angle or a keyword")
        }
    }

    private func sameUnit(_ values: [Value], in function: String) throws(Failure) -> Value.Unit {
        let unit = values[0].unit
        if let other = values.first(where: { $0.unit != unit }) {
            throw Failure(reason: "\(function)() mixes \(Self.describe(unit)) with \(Self.describe(other.unit)); expected arguments of one type")
        }
        return unit
    }

    private func numbers(_ values: [Value], in function: String) throws(Failure) {
        if let other = values.first(where: { $0.unit != .number }) {
            throw Failure(reason: "\(function)() takes numbers, found \(Self.describe(other.unit))")
        }
    }

    static func describe(_ unit: Value.Unit) -> String {
        switch unit {
        case .number: return "a number"
        case .percentage: return "a percentage"
        case .angle: return "an angle"
        }
    }
}

extension CSSToken {
    /// Whether the token is a number, a percentage or a dimension.
    var isNumeric: Bool {
        switch self {
        case .number, .percentage, .dimension: return true
        default: return false
        }
    }
}
