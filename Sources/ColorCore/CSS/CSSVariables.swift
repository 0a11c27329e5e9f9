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
    /// Whether any value may refer to another (false once ``prepare()`` has found none): then a
    /// color is read directly, with no cache to keep.
    private var mayRefer = true

    /// Creates the variables from their values as written, by name with or without `--`
    /// (names are compared without regard to case).
    public init(_ values: [String: String]) {
        var table: [String: String] = Dictionary(minimumCapacity: values.count)
        for (name, value) in values {
            let key = name.hasPrefix("--") ? String(name.dropFirst(2)) : name
            table[key.lowercased()] = value
        }
        self.values = table
    }

    /// Whether a variable is defined.
    public func defines(_ name: String) -> Bool { values[Self.key(name)] != nil }

    /// The color a variable holds (read once; later calls return it at once).
    /// - Throws: ``ColorParseError`` for an undefined name, a reference cycle, or a value that
    ///   is no color, naming the value as written.
    public func color(named name: String) throws -> Color {
        if !mayRefer, let text = values[Self.key(name)] { return try CSSColorParser(input: text, variables: self).parse() }
        do {
            return try color(name) { text in try CSSColorParser(input: text, variables: self).parse() }
        } catch let failure as VariableError {
            let text = values[Self.key(name)] ?? "var(--\(Self.key(name)))"
            throw ColorParseError(input: text, reason: CSSColorParser(input: text, variables: self).variableError(failure).reason)
        }
    }

    /// Reads every variable's color once, each after the variables it refers to, so that a
    /// chain of references declared in any order is read without nesting one reading in another
    /// (a chain of ten thousand colors written last to first reads as one written in order).
    /// Values that are no color are left unread; ``color(named:)`` reports them.
    public func prepare() {
        // Without a reference there is no order to keep: each color is read when asked for.
        guard values.keys.contains(where: { !references($0).isEmpty }) else {
            mayRefer = false
            return
        }
        colors.reserveCapacity(values.count)
        var order: [String] = []
        var state: [String: Bool] = [:]  // false: on the path, true: done
        for start in values.keys.sorted() where state[start] == nil {
            var stack: [(name: String, references: [String], next: Int)] = [(start, references(start), 0)]
            state[start] = false
            while let top = stack.last {
                if top.next < top.references.count {
                    stack[stack.count - 1].next += 1
                    let reference = top.references[top.next]
                    if values[reference] != nil, state[reference] == nil {
                        state[reference] = false
                        stack.append((reference, references(reference), 0))
                    }
                } else {
                    stack.removeLast()
                    state[top.name] = true
                    order.append(top.name)
                }
            }
        }
        for name in order { _ = try? color(named: name) }
    }

    /// Whether a variable's value is a bare `var()` chain that ends nowhere: at a name no
    /// declaration defines (without a fallback) or back at a name of the chain. Such a value is
    /// no color and no length either: a stylesheet's mistake, worth a warning.
    public func isBrokenReference(_ name: String) -> Bool {
        var seen: Set<String> = []
        var key = Self.key(name)
        while let text = values[key] {
            guard seen.insert(key).inserted else { return true }
            let trimmed = text.trimmingWhitespace().lowercased()
            guard trimmed.hasPrefix("var("), trimmed.hasSuffix(")"), !trimmed.contains(","), let next = references(key).first,
                  references(key).count == 1 else { return false }
            key = next
        }
        return true
    }

    /// The names a variable's value refers to with `var(--name…)`, lowercased, without `--`.
    private func references(_ key: String) -> [String] {
        guard let text = values[key] else { return [] }
        var names: [String] = []
        let bytes = Array(text.utf8)
        var i = 0
        while i + 4 <= bytes.count {
            guard bytes[i] | 0x20 == UInt8(ascii: "v"), bytes[i + 1] | 0x20 == UInt8(ascii: "a"), bytes[i + 2] | 0x20 == UInt8(ascii: "r"),
                  bytes[i + 3] == UInt8(ascii: "(") else { i += 1; continue }
            i += 4
            while i < bytes.count, bytes[i] == 32 || bytes[i] == 9 || bytes[i] == 10 { i += 1 }
            guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "-"), bytes[i + 1] == UInt8(ascii: "-") else { continue }
            i += 2
            let start = i
            while i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "_") || (bytes[i] | 0x20 >= 97 && bytes[i] | 0x20 <= 122)
                || (bytes[i] >= 48 && bytes[i] <= 57) || bytes[i] >= 0x80 { i += 1 }
            names.append(String(decoding: bytes[start..<i], as: UTF8.self).lowercased())
        }
        return names
    }

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
