/// The custom properties of a stylesheet that color strings may refer to with `var(--name)`
/// or `var(--name, fallback)`: a palette file's `--brand: #3366cc;` beside
/// `--brand-light: oklch(from var(--brand) calc(l + 0.1) c h);`.
///
/// Values are kept as written and read on demand, each at most once (a color referred to by
/// many others is parsed once, so references cannot multiply work). A `var()` stands for a
/// whole color, or for one channel value (`oklch(var(--l) 0.1 200)`). A reference to itself,
/// directly or through others, is refused by name, as are references nested deeper than
/// `CSSComponentValue/maximumDepth`.
public final class CSSVariables {
    /// The values as written, by name without the leading `--`, lowercased.
    private let values: [String: String]
    private var colors: [String: Color] = [:]
    /// Variables whose color could not be read when asked for from outside any other (so the
    /// failure does not depend on how deep the asking was), with the error: read once too.
    private var failures: [String: Error] = [:]
    /// The component values a variable's text expands to where it stands for channels, read
    /// once (``CSSColorParser/expandingVariables(_:)``), or why it cannot be.
    private var expansions: [String: Result<(values: [CSSComponentValue], size: Int), ColorParseError>] = [:]
    /// Component values still to be copied out of expansions for the whole stylesheet: 16 a
    /// byte of its values and 100 000 more, so that references to a long channel value from
    /// many colors cost time in proportion to the stylesheet, not to its square.
    private var expansionBudget: Int
    /// Whether a variable's value is a `var()` chain that ends nowhere (``isBrokenReference(_:)``).
    private var broken: [String: Bool] = [:]
    private var resolving: [String] = []
    /// Values read so far (as a color or as channel values), and steps taken along `var()`
    /// chains by ``isBrokenReference(_:)``: each grows at most with the stylesheet (tests).
    private(set) var reads = 0, chainSteps = 0
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
        expansionBudget = 100_000 + 16 * table.values.reduce(0) { $0 + $1.utf8.count }
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
        // Each name's answer is kept, and a walk stops at a name already answered, so every
        // chain is walked once however many of its names are asked about.
        var path: [String] = []
        var onPath: Set<String> = []
        var key = Self.key(name)
        var answer = true
        while let text = values[key] {
            if let known = broken[key] { answer = known; break }
            guard onPath.insert(key).inserted else { break }
            path.append(key)
            chainSteps += 1
            let trimmed = text.trimmingWhitespace().lowercased()
            let names = references(key)
            guard trimmed.hasPrefix("var("), trimmed.hasSuffix(")"), !trimmed.contains(","), names.count == 1 else {
                answer = false
                break
            }
            key = names[0]
        }
        // A walk that ended at a name that is not bare var() makes only the last name not
        // broken; the names before it refer to it and are not broken either.
        for step in path { broken[step] = answer }
        return answer
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
        if let failure = failures[key] { throw failure }
        guard let text = values[key] else { throw VariableError.undefined(name) }
        if resolving.contains(key) { throw VariableError.cycle(resolving.map { "--" + $0 } + ["--" + key]) }
        guard resolving.count < CSSComponentValue.maximumDepth else { throw VariableError.tooDeep }
        let outermost = resolving.isEmpty
        resolving.append(key)
        defer { resolving.removeLast() }
        reads += 1
        do {
            let color = try parse(text)
            colors[key] = color
            return color
        } catch {
            // Asked for from outside every other variable, the failure is the variable's own
            // (not a depth reached through the asker): kept, so a broken chain is read once.
            if outermost { failures[key] = error }
            throw error
        }
    }

    /// The component values a variable expands to where it stands for channels: `expand`
    /// (which reads the text and the variables it refers to) runs once a name; later uses
    /// return its values, or throw its error again. Each use is charged to the stylesheet's
    /// expansion budget.
    /// - Throws: ``ColorParseError`` from `expand`, or when the stylesheet's budget is spent.
    func expansion(_ name: String, _ expand: (String) throws -> [CSSComponentValue]) throws -> (values: [CSSComponentValue], size: Int) {
        let key = Self.key(name)
        let expanded: (values: [CSSComponentValue], size: Int)
        if let known = expansions[key] {
            expanded = try known.get()
        } else {
            guard let text = self.values[key] else { throw VariableError.undefined(name) }
            let outermost = resolving.isEmpty
            reads += 1
            do {
                let values = try expand(text)
                expanded = (values, Self.size(of: values))
                expansions[key] = .success(expanded)
            } catch let failure as ColorParseError {
                if outermost { expansions[key] = .failure(failure) }
                throw failure
            }
        }
        expansionBudget -= expanded.size
        guard expansionBudget >= 0 else { throw VariableError.budget }
        return expanded
    }

    /// Component values in a list, those inside functions and blocks included.
    private static func size(of values: [CSSComponentValue]) -> Int {
        values.reduce(values.count) { total, value in
            switch value.kind {
            case .token: return total
            case .function(_, let inner), .block(let inner): return total + size(of: inner)
            }
        }
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
        /// The stylesheet's channel references expand to more values than its budget.
        case budget
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
