import ChromaJSON
import ChromaLimits

/// A design-token file's tokens, flattened: each token's path, its type (declared, inherited
/// from its groups, or, for an alias, its target's), its value and metadata; and the aliases
/// between them resolved, cycles refused (DTCG 2025.10 format module, groups and aliases).
///
/// A group's `$type` applies to every token below it that declares none. A token named `$root`
/// is its group's own value (`{brand.$root}`), named by the group's path. An alias is a value
/// `"{group.token}"` or `{"$ref": "#/group/token"}` (a JSON Pointer to the token or its
/// `$value`); it may name another alias. Errors name the token's path.
///
/// The format's rules are kept: a key appears once in an object; a token or group name holds
/// no `.`, `{` or `}` (the alias syntax); a `$type` is one of the format's types, spelled as
/// they are (case-sensitive), so a misspelled `"colour"` is an error rather than a color
/// silently left out.
struct DesignTokenTree {
    /// The types DTCG 2025.10 defines (format module, types and composite types), and `string`,
    /// which the format's own examples use.
    static let types = ["color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
                        "strokeStyle", "border", "transition", "shadow", "gradient", "typography", "string"]

    /// One token, as written.
    struct Token {
        /// Its path, group names then its own (`$root` kept).
        var path: [String]
        /// The `$type` it declares or inherits from a group, or nil.
        var type: String?
        /// Its `$value`, an alias or a value.
        var value: JSON
        /// Its `$description`, `$extensions` and `$deprecated`, or nil when it has none.
        var metadata: DesignTokenMetadata?
        /// The whole token object as written.
        var object: JSON

        /// The name a palette gives it: the path dotted, a trailing `$root` left out.
        var name: String { (path.last == "$root" ? path.dropLast() : path[...]).joined(separator: ".") }
    }

    private(set) var tokens: [Token] = []
    /// Token by its dotted path (`$root` included, as aliases write it).
    private var index: [String: Int] = [:]

    init(_ root: JSON) throws {
        guard case .object = root else {
            throw PaletteError("expected a JSON object of token groups, found \(DesignTokenColor.kind(root))")
        }
        try walk(root, path: [], inheritedType: nil)
    }

    private mutating func walk(_ node: JSON, path: [String], inheritedType: String?) throws {
        let name = path.joined(separator: ".")
        guard case .object(let object) = node else {
            throw PaletteError("\(quoted: name): expected a token (an object with $value) or a group (an object), found \(DesignTokenColor.kind(node))")
        }
        let place = path.isEmpty ? "(top level)" : name
        var type = inheritedType
        if let declared = node["$type"] {
            guard case .string(let text) = declared else {
                throw PaletteError("\(quoted: place): $type is \(DesignTokenColor.kind(declared)); expected a string such as \"color\"")
            }
            guard Self.types.contains(text) else {
                throw PaletteError("\(quoted: place): $type is \(quoted: text); expected one of \(Self.types.joined(separator: ", ")) (case-sensitive)")
            }
            type = text
        }
        if let value = node["$value"], !path.isEmpty {
            var metadata = DesignTokenMetadata()
            if let description = node["$description"] {
                guard case .string(let text) = description else {
                    throw PaletteError("\(quoted: name): $description is \(DesignTokenColor.kind(description)); expected a string")
                }
                metadata.description = text
            }
            if let extensions = node["$extensions"] {
                guard case .object = extensions else {
                    throw PaletteError("\(quoted: name): $extensions is \(DesignTokenColor.kind(extensions)); expected an object")
                }
                metadata.extensions = extensions.text(PaletteJSON.style)
            }
            if let deprecated = node["$deprecated"] { metadata.deprecated = deprecated.text(PaletteJSON.style) }
            index[name] = tokens.count
            tokens.append(Token(path: path, type: type, value: value, metadata: metadata.isEmpty ? nil : metadata, object: node))
            try Palette.checkCount(tokens.count)
            return
        }
        for (key, child) in object.members where !key.hasPrefix("$") || key == "$root" {
            if let bad = key.first(where: { $0 == "." || $0 == "{" || $0 == "}" }) {
                throw PaletteError("\(quoted: place): the name \(quoted: key) holds '\(bad)'; token and group names cannot hold '.', '{' or '}', which aliases use")
            }
            try walk(child, path: path + [key], inheritedType: type)
        }
    }

    /// The token an alias value names, or nil when the value is not an alias.
    /// - Throws: when it names no token.
    func target(of value: JSON, in name: String) throws -> Int? {
        let reference: String
        switch value {
        case .string(let text) where text.hasPrefix("{") && text.hasSuffix("}") && text.count > 2:
            reference = String(text.dropFirst().dropLast())
        case .object(let members) where members.count == 1 && members.keys[0] == "$ref":
            guard case .string(let pointer) = members.values[0], pointer.hasPrefix("#/") else {
                throw PaletteError("\(quoted: name): $ref is \(message: DesignTokenColor.describe(members.values[0])); expected a JSON Pointer in this file such as \"#/group/token\"")
            }
            var parts = pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false)
                .map { $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~") }
            if parts.last == "$value" { parts.removeLast() }
            reference = parts.joined(separator: ".")
        default:
            return nil
        }
        guard let found = index[reference] ?? index[reference + ".$root"] else {
            throw PaletteError("\(quoted: name): the alias \(quoted: "{" + reference + "}") names no token in the file")
        }
        return found
    }

    /// The token whose value an alias chain from `start` ends at (`start` itself when its value
    /// is no alias), and the type the chain gives: the first declared along it.
    /// - Throws: for an alias to nothing, or a chain that comes back on itself.
    func resolved(_ start: Int) throws -> (token: Int, type: String?) {
        var current = start
        var type = tokens[start].type
        var chain = [start]
        var seen: Set<Int> = [start]
        while let next = try target(of: tokens[current].value, in: tokens[current].name) {
            guard seen.insert(next).inserted else {
                let names = (chain + [next]).map { tokens[$0].name }.joined(separator: " → ")
                throw PaletteError("\(quoted: tokens[start].name): the aliases \(quoted: names) form a cycle; expected a chain that ends at a value")
            }
            chain.append(next)
            current = next
            if type == nil { type = tokens[next].type }
        }
        return (current, type)
    }

    /// Every token's resolution (as ``resolved(_:)``), each alias chain walked once: a file of
    /// long chains costs its length, not its square.
    func resolvedAll() throws -> [(token: Int, type: String?)] {
        var results = [(token: Int, type: String?)?](repeating: nil, count: tokens.count)
        for start in tokens.indices where results[start] == nil {
            var chain = [start]
            var onChain: Set<Int> = [start]
            var current = start
            var end: (token: Int, type: String?)?
            while let next = try target(of: tokens[current].value, in: tokens[current].name) {
                if let known = results[next] { end = known; break }
                guard onChain.insert(next).inserted else {
                    let names = (chain + [next]).map { tokens[$0].name }.joined(separator: " → ")
                    throw PaletteError("\(quoted: tokens[start].name): the aliases \(quoted: names) form a cycle; expected a chain that ends at a value")
                }
                chain.append(next)
                current = next
            }
            var (token, type) = end ?? (current, nil)
            for index in chain.reversed() {
                type = tokens[index].type ?? type
                results[index] = (token, type)
            }
        }
        return results.map { $0! }
    }

    /// A value inside a composite token (a gradient stop's color or position): the value, or
    /// the value of the token it names, checked to have `type`.
    func value(_ value: JSON, of type: String, in name: String) throws -> (value: JSON, token: String) {
        guard let first = try target(of: value, in: name) else { return (value, name) }
        let (end, endType) = try resolved(first)
        if let endType, endType != type {
            throw PaletteError("\(quoted: name): the alias to \(quoted: tokens[first].name) is a \(endType) token; expected a \(type)")
        }
        return (tokens[end].value, tokens[end].name)
    }
}
