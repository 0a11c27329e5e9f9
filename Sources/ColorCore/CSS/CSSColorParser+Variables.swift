/// `var(--name)` and `var(--name, fallback)`, when the string comes with ``CSSVariables``.
extension CSSColorParser {
    /// How many component values `var()` references may expand one string's channels to: far
    /// more than any real color, few enough that references doubling at every level stop early.
    static let maximumExpandedValues = 10_000

    /// The name and the fallback (everything after the first comma) of a `var()`.
    private func variableReference(_ arguments: [CSSComponentValue]) throws -> (name: String, fallback: [CSSComponentValue]?) {
        let comma = arguments.firstIndex(where: { $0.is(.comma) })
        let head = arguments[..<(comma ?? arguments.endIndex)]
        guard head.count == 1, let name = head.first?.ident, name.hasPrefix("--"), name.count > 2 else {
            throw error("var() takes a custom property name such as var(--brand), found "
                + (head.first.map { Self.describe($0) } ?? "nothing"))
        }
        return (name, comma.map { Array(arguments[arguments.index(after: $0)...]) })
    }

    private func undefined(_ name: String) -> ColorParseError {
        variables == nil
            ? error("var(\(name)) needs a stylesheet that defines \(name); here there are no custom properties")
            : error("var(\(name)) refers to \(name), which no declaration defines")
    }

    func variableError(_ failure: CSSVariables.VariableError) -> ColorParseError {
        switch failure {
        case .undefined(let name): return undefined(name)
        case .cycle(let names): return error("var() references go round in a circle: " + names.joined(separator: " → "))
        case .tooDeep:
            return error("var() references nested more than \(CSSComponentValue.maximumDepth) levels deep")
        case .budget:
            return error("var() references in channels expand to more values than this stylesheet holds 16 times over; "
                + "expected channel variables of a few values")
        }
    }

    /// A `var()` where a color goes: the variable's color (read once per stylesheet), or the
    /// fallback's when the variable is not defined.
    func variableColor(_ arguments: [CSSComponentValue]) throws -> Color {
        let (name, fallback) = try variableReference(arguments)
        guard let variables, variables.defines(name) else {
            guard let fallback else { throw undefined(name) }
            guard fallback.count == 1 else {
                throw error("the fallback of var(\(name)) is \(fallback.count) values; expected one color")
            }
            return try color(fallback[0])
        }
        do {
            return try variables.color(name) { text in
                try CSSColorParser(input: text, variables: variables).parse()
            }
        } catch let failure as CSSVariables.VariableError {
            throw variableError(failure)
        } catch let inner as ColorParseError {
            if inner.reason.hasPrefix("the value of ") || inner.reason.hasPrefix("var() references") { throw error(inner.reason) }
            throw error("the value of \(name) ('\(inner.input)'): \(inner.reason)")
        }
    }

    /// The values with every `var()` among them, and inside their math functions, replaced by
    /// the variable's values (or the fallback's): for channels, `oklch(var(--l) 0.1 200)`.
    func expandingVariables(_ values: [CSSComponentValue]) throws -> [CSSComponentValue] {
        guard values.contains(where: Self.mentionsVariable) else { return values }
        var budget = Self.maximumExpandedValues
        return try expand(values, budget: &budget)
    }

    private static func mentionsVariable(_ value: CSSComponentValue) -> Bool {
        switch value.kind {
        case .token: return false
        case .function("var", _): return true
        case .function(_, let inner), .block(let inner): return inner.contains(where: mentionsVariable)
        }
    }

    private func expand(_ values: [CSSComponentValue], budget: inout Int) throws -> [CSSComponentValue] {
        var out: [CSSComponentValue] = []
        for value in values {
            budget -= 1
            guard budget >= 0 else {
                throw error("var() references expand to more than \(Self.maximumExpandedValues) values; expected a color of a few")
            }
            switch value.kind {
            case .function("var", let arguments):
                let (name, fallback) = try variableReference(arguments)
                var replacement: [CSSComponentValue]
                if let variables, variables.defines(name) {
                    // Each variable is read and expanded once a stylesheet; its values are then
                    // copied where it is used (and charged to this string's budget).
                    let size: Int
                    do {
                        (replacement, size) = try variables.expansion(name) { text in
                            do { try variables.enter(name) } catch let failure as CSSVariables.VariableError { throw variableError(failure) }
                            defer { variables.leave() }
                            let parsed = try wrappingValue(name, text) {
                                try CSSColorParser(input: text, variables: variables).componentValues(text)
                            }
                            var inner = Self.maximumExpandedValues
                            return try expand(parsed, budget: &inner)
                        }
                    } catch let failure as CSSVariables.VariableError {
                        throw variableError(failure)
                    } catch let failure as ColorParseError {
                        throw error(failure.reason)
                    }
                    budget -= size
                    guard budget >= 0 else {
                        throw error("var() references expand to more than \(Self.maximumExpandedValues) values; expected a color of a few")
                    }
                } else if let fallback {
                    replacement = try expand(fallback, budget: &budget)
                } else {
                    throw undefined(name)
                }
                if !replacement.isEmpty { replacement[0].spaceBefore = value.spaceBefore }
                out += replacement
            case .function(let name, let inner):
                out.append(CSSComponentValue(kind: .function(name, try expand(inner, budget: &budget)), spaceBefore: value.spaceBefore))
            case .block(let inner):
                out.append(CSSComponentValue(kind: .block(try expand(inner, budget: &budget)), spaceBefore: value.spaceBefore))
            case .token:
                out.append(value)
            }
        }
        return out
    }

    private func wrappingValue<T>(_ name: String, _ text: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let inner as ColorParseError {
            throw error("the value of \(name) ('\(text)'): \(inner.reason)")
        }
    }
}
