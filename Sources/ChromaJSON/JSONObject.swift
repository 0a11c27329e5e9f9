/// A JSON object: members in the order written or added, each key once.
public struct JSONObject: Hashable, Sendable, ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral {
    /// The keys, in order.
    public private(set) var keys: [String] = []
    /// The values, in the order of ``keys``.
    public private(set) var values: [JSON] = []
    /// Each key's position in ``keys``.
    private var positions: [String: Int] = [:]

    /// An empty object.
    public init() {}

    /// Members, in the order given; a repeated key keeps its first place and its last value.
    public init(_ members: [(String, JSON)]) {
        for (key, value) in members { self[key] = value }
    }

    /// Members in the order written; a repeated key keeps its first place and its last value.
    public init(dictionaryLiteral elements: (String, JSON)...) {
        self.init(elements)
    }

    /// Members as an array of pairs, in order (for members built in a loop or joined from parts);
    /// a repeated key keeps its first place and its last value.
    public init(arrayLiteral elements: (String, JSON)...) {
        self.init(elements)
    }

    /// The number of members.
    public var count: Int { keys.count }

    /// Whether the object has no member.
    public var isEmpty: Bool { keys.isEmpty }

    /// The value of `key`, if present. Setting a new key appends it; setting an existing key
    /// replaces its value in place; setting nil removes the member.
    public subscript(key: String) -> JSON? {
        get { positions[key].map { values[$0] } }
        set {
            if let newValue {
                if let position = positions[key] {
                    values[position] = newValue
                } else {
                    positions[key] = keys.count
                    keys.append(key)
                    values.append(newValue)
                }
            } else if let position = positions.removeValue(forKey: key) {
                keys.remove(at: position)
                values.remove(at: position)
                for index in position..<keys.count { positions[keys[index]] = index }
            }
        }
    }

    /// Puts `value` under `key` at `position` (0 first), or replaces the value where `key` already is.
    public mutating func insert(_ value: JSON, forKey key: String, at position: Int) {
        guard positions[key] == nil else { self[key] = value; return }
        let position = min(max(position, 0), keys.count)
        keys.insert(key, at: position)
        values.insert(value, at: position)
        for index in position..<keys.count { positions[keys[index]] = index }
    }

    /// The members, in order.
    public var members: [(key: String, value: JSON)] {
        Array(zip(keys, values)).map { (key: $0.0, value: $0.1) }
    }
}
