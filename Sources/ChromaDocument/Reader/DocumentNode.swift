import ChromaLimits
import ChromaRaster
import ColorCore

/// A value of a document with its path: what every section decoder reads through. Each
/// accessor checks the kind and range it expects and throws a ``DocumentError`` naming the
/// path, the value found and what was expected.
struct DocumentNode {
    /// The value.
    let value: DocumentValue
    /// Where it is, as `layers[2].paint.linear.stops[1]`.
    let path: String
    /// Where readers note what they read but doubt (a near-black `hsb(0.5 0.2 1)`, unit numbers
    /// on a pixel canvas): shared by every node of one reading; nil outside a reading.
    var warnings: DocumentContext.Warnings? = nil

    /// A node of the same reading, for a value below this one.
    func child(_ value: DocumentValue, path: String) -> DocumentNode {
        DocumentNode(value: value, path: path, warnings: warnings)
    }

    /// Notes a warning at this node (nothing outside a reading).
    func warn(_ message: String) {
        warnings?.list.append(DocumentError(path: path, message: message))
    }

    /// An error at this node.
    func error(_ message: String) -> DocumentError { DocumentError(path: path, message: message) }

    /// "expected …, found <this value>".
    func expected(_ expectation: String) -> DocumentError { .expected(expectation, found: value, at: path) }

    /// The path of a member.
    func path(of key: String) -> String { path.isEmpty ? key : path + "." + key }

    // MARK: Containers

    /// The object here, refusing keys other than `keys`.
    func object(keys: [String]) throws -> DocumentFields {
        guard case .object(let object) = value else { throw expected("an object with keys \(DocumentError.list(keys))") }
        for key in object.keys where !keys.contains(key) {
            throw DocumentError.unknownKey(key, at: path, expected: keys)
        }
        return DocumentFields(object: object, node: self)
    }

    /// An object with exactly one of `keys`, and that key's value.
    func singleKey(_ keys: [String], expected expectation: String) throws -> (key: String, body: DocumentNode) {
        guard case .object(let object) = value, object.count == 1, let key = object.keys.first else {
            throw expected(expectation)
        }
        guard keys.contains(key) else { throw DocumentError.unknownKey(key, at: path, expected: keys) }
        return (key, child(object[key]!, path: path(of: key)))
    }

    /// The items of the array here.
    func array() throws -> [DocumentNode] {
        guard case .array(let items) = value else { throw expected("an array") }
        return items.enumerated().map { child($1, path: "\(path)[\($0)]") }
    }

    /// The items of the array here, whose length is checked against a resource limit first.
    func array(limit: ResourceLimits.Limit, what: String) throws -> [DocumentNode] {
        guard case .array(let items) = value else { throw expected("an array") }
        try check(items.count, limit, what)
        return try array()
    }

    /// The items of an array of exactly `count` values.
    func array(count: Int, of expectation: String) throws -> [DocumentNode] {
        guard case .array(let items) = value, items.count == count else { throw expected(expectation) }
        return try array()
    }

    // MARK: Scalars

    func string() throws -> String {
        switch value {
        case .string(let text): return text
        case .number, .bool: throw expected("a string (quote it to write it as text)")
        default: throw expected("a string")
        }
    }

    func bool() throws -> Bool {
        guard case .bool(let flag) = value else { throw expected("true or false") }
        return flag
    }

    /// A finite number.
    func number() throws -> Double {
        guard case .number(let number) = value, number.isFinite else { throw expected("a number") }
        return number
    }

    /// A number within `range`, checked by the range itself, so its message is the one the
    /// command line and the Swift API give for the same value.
    func number(in range: InputRange) throws -> Double {
        guard case .number(let number) = value else { throw expected(range.expectation) }
        do {
            return try range.check(number)
        } catch {
            throw self.error(error.description)
        }
    }

    /// A whole number within `range` (a whole range of the table).
    func integer(in range: InputRange) throws -> Int {
        guard case .number(let number) = value else { throw expected(range.expectation) }
        do {
            return try range.checkWhole(number)
        } catch {
            throw self.error(error.description)
        }
    }

    /// A name among an enumeration's raw values.
    func choice<Choice: RawRepresentable & CaseIterable>(_ kind: String, _ type: Choice.Type = Choice.self) throws -> Choice
    where Choice.RawValue == String {
        let name = try string()
        guard let choice = Choice(rawValue: name) else {
            throw DocumentError.unknownName(name, at: path, kind: kind, expected: Choice.allCases.map(\.rawValue))
        }
        return choice
    }

    /// A name among `names`.
    func choice(_ kind: String, among names: [String]) throws -> String {
        let name = try string()
        guard names.contains(name) else { throw DocumentError.unknownName(name, at: path, kind: kind, expected: names) }
        return name
    }

    /// A drawing scale, within ``InputRange/scale`` (1× to 4×).
    func scale() throws -> Double { try number(in: .scale) }

    /// A CSS color string.
    func color() throws -> Color {
        guard case .string(let text) = value else { throw expected("a color string") }
        do {
            let color = try Color(parsing: text)
            if let meant = Color.likelyFractionIntent(of: text) { warn(meant.message) }
            return color
        } catch let failure as ColorParseError {
            throw error("expected a color string: \(failure.description)")
        }
    }

    /// A color string that must be opaque (`why` says who needs it so, for the message).
    func opaqueColor(_ why: String) throws -> Color {
        let color = try color()
        guard color.isOpaqueInEveryAppearance else {
            guard case .string(let text) = value else { throw expected("an opaque color") }
            throw error("\(DocumentValue.quote(text)) is not opaque in every appearance; \(why)")
        }
        return color
    }

    /// An appearance: `light`, `dark`, `light-increased` or `dark-increased` (the environment
    /// adaptive colors such as `.blue` and `light-dark()` resolve in).
    func appearance() throws -> EnvironmentValues {
        let name = try string()
        guard let environment = EnvironmentValues(appearance: name) else {
            throw DocumentError.unknownName(name, at: path, kind: "appearance", expected: EnvironmentValues.appearanceNames)
        }
        return environment
    }

    /// A string drawn as text: checked against the text length limit.
    func label() throws -> String {
        let text = try string()
        try check(text.count, .textLength, "the text")
        return text
    }

    /// Checks a resource limit, reporting an excess at this node.
    func check(_ amount: Int, _ limit: ResourceLimits.Limit, _ what: @autoclosure () -> String) throws {
        do {
            try ResourceLimits.check(amount, limit, what())
        } catch let failure as ResourceLimitError {
            throw error(failure.description)
        }
    }
}

/// An object's members, read through their paths.
struct DocumentFields {
    let object: DocumentObject
    /// The object's own node.
    let node: DocumentNode

    /// The member `key`, if present.
    subscript(key: String) -> DocumentNode? {
        object[key].map { node.child($0, path: node.path(of: key)) }
    }

    /// The member `key`.
    /// - Throws: ``DocumentError`` naming the object when it is missing.
    func required(_ key: String) throws -> DocumentNode {
        guard let member = self[key] else { throw DocumentError.missingKey(key, at: node.path) }
        return member
    }

    /// Whether `key` is present.
    func has(_ key: String) -> Bool { object[key] != nil }
}
