/// The custom properties of a stylesheet that color strings may refer to with `var(--name)`
/// or `var(--name, fallback)`: a palette file's `--brand: #3366cc;` beside
/// `--brand-light: oklch(from var(--brand) calc(l + 0.1) c h);`.
///
/// Values are kept as written and read on demand, each at most once (a color referred to by
/// many others is parsed once, so references cannot multiply work). A `var()` stands for a
/// whole color, or for one channel value (`oklch(var(--l) 0.1 200)`). A reference to itself,
/// directly or through others, is refused by name, as are references nested deeper than
/// ``CSSComponentValue/maximumDepth``.
public final class CSSVariables {
    /// The values as written, by name without the leading `--`, lowercased.
    private let values: [String: String]
    private var colors: [String: Color] = [:]
    private var resolving: [String] = []

    /// Creates the variables from their values as written, by name with or without `--`
    /// (names are compared without regard to case).
    public init(_ values: [String: String]) {
        var table: [String: String] = [:]
        for (name, value) in values {
            let key = name.hasPrefix("--") ? String(name.dropFirst(2)) : name
            table[key.lowercased()] = value
        }
        self.values = table
    }

    /// Whether a variable is defined.
    public func defines(_ name: String) -> Bool { values[Self.key(name)] != nil }

    /// The variable's value as written, or nil.
    func text(_ name: String) -> String? { values[Self.key(name)] }

    /// The color a variable holds, read once.
    /// - Throws: ``ColorParseError`` for an undefined name, a cycle, or a value that is no color.
    func color(_ name: String, reading parse: (String) throws -> Color) throws -> Color {
        let key = Self.key(name)
        if let color = colors[key] { return color }
        guard let text = values[key] else { throw VariableError.undefined(name) }
        if resolving.contains(key) { throw VariableError.cycle(resolving.map { "--" + $0 } + ["--" + key]) }
        guard resolving.count < CSSComponentValue.maximumDepth else { throw VariableError.tooDeep }
        resolving.append(key)
        defer { resolving.removeLast() }
        let color = try parse(text)
        colors[key] = color
        return color
    }

    /// Enters a variable whose text is read as a channel value; `leave` must follow.
    func enter(_ name: String) throws {
        let key = Self.key(name)
        if resolving.contains(key) { throw VariableError.cycle(resolving.map { "--" + $0 } + ["--" + key]) }
        guard resolving.count < CSSComponentValue.maximumDepth else { throw VariableError.tooDeep }
        resolving.append(key)
    }

    func leave() { resolving.removeLast() }

    private static func key(_ name: String) -> String {
        (name.hasPrefix("--") ? String(name.dropFirst(2)) : name).lowercased()
    }

    /// Why a `var()` could not be read.
    enum VariableError: Error {
        case undefined(String)
        case cycle([String])
        case tooDeep
    }
}

extension Color {
    /// Reads a color string as ``init(parsing:)`` does, where `var(--name)` takes the value of
    /// a custom property in `variables`.
    /// - Throws: ``ColorParseError`` naming the input and what was expected.
    public init(parsing string: String, variables: CSSVariables) throws {
        self = try CSSColorParser(input: string, variables: variables).parse()
    }
}
