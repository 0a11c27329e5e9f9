import ColorCore
import Foundation

/// W3C design tokens, DTCG 2025.10 (format and color modules): nested groups whose tokens
/// have a `$value` and a `$type` of `color` (on the token, inherited from a group, or the type
/// of the token an alias names). A value is the color object in any of the format's spaces
/// (``DesignTokenColor``), or a color string as older files write it. A token's name is its
/// path, dotted; `$description`, `$extensions` and `$deprecated` are kept
/// (``DesignTokenMetadata``) and written back.
enum DesignTokens {
    static func read(_ data: Data) throws -> Palette {
        let tree = try DesignTokenTree(OrderedJSON.parse(data))
        var palette = Palette(entries: [])
        let resolutions = try tree.resolvedAll()
        for (index, token) in tree.tokens.enumerated() {
            let (end, type) = resolutions[index]
            guard type == "color" else { continue }  // tokens of other types are not colors
            if end != index, let endType = tree.tokens[end].type, endType != "color" {
                throw PaletteError("\(quoted: token.name): the alias to \(quoted: tree.tokens[end].name) is a \(endType) token; expected a color")
            }
            let color = try DesignTokenColor.read(tree.tokens[end].value, name: token.name)
            palette.entries.append(.init(name: token.name, color: color, token: token.metadata))
        }
        return palette
    }

    /// The palette as a token file: names split at their dots into groups (`brand.primary` is
    /// the token `primary` in the group `brand`; a name that is also a group's is that group's
    /// `$root`), each color the format's object in its own space with the hex fallback. Names
    /// the format cannot hold are made valid: `{`, `}` become `(`, `)`, an empty part or one
    /// starting with `$` gets a `_`, and a repeated name gets its position appended.
    static func write(_ palette: Palette) -> Data {
        final class Group {
            var members: [(String, Member)] = []
            func child(_ key: String) -> Group {
                if let found = members.first(where: { $0.0 == key }) {
                    switch found.1 {
                    case .group(let group): return group
                    case .token(let token):
                        // A token with children moves to the new group's $root.
                        let group = Group()
                        group.members.append(("$root", .token(token)))
                        members[members.firstIndex(where: { $0.0 == key })!].1 = .group(group)
                        return group
                    }
                }
                let group = Group()
                members.append((key, .group(group)))
                return group
            }
        }
        enum Member {
            case group(Group)
            case token(Palette.Entry)
        }
        let root = Group()
        var names = UniqueNames(separator: "-")
        for (index, entry) in palette.entries.enumerated() {
            let name = names.claim(entry.name ?? "color-\(index + 1)", index: index)
            let parts = name.split(separator: ".", omittingEmptySubsequences: false).map { part -> String in
                var key = part.replacingOccurrences(of: "{", with: "(").replacingOccurrences(of: "}", with: ")")
                if key.isEmpty || key.hasPrefix("$") { key = "_" + key }
                return key
            }
            var group = root
            for part in parts.dropLast() { group = group.child(part) }
            let key = parts.last!
            if let found = group.members.firstIndex(where: { $0.0 == key }) {
                if case .group(let existing) = group.members[found].1 {
                    existing.members.insert(("$root", .token(entry)), at: 0)
                }
                continue  // UniqueNames keeps whole names apart; a clash here is a sanitised one
            }
            group.members.append((key, .token(entry)))
        }
        func token(_ entry: Palette.Entry, indent: String) -> String {
            var fields = ["\"$type\": \"color\"", "\"$value\": \(DesignTokenColor.write(entry.color))"]
            if let description = entry.token?.description { fields.append("\"$description\": \(OrderedJSON.quoted(description))") }
            if let deprecated = entry.token?.deprecated { fields.append("\"$deprecated\": \(deprecated)") }
            if let extensions = entry.token?.extensions { fields.append("\"$extensions\": \(extensions)") }
            return "{ " + fields.joined(separator: ", ") + " }"
        }
        func render(_ group: Group, indent: String, head: [String]) -> String {
            let inner = indent + "  "
            var lines: [String] = head.map { inner + $0 }
            for (key, member) in group.members {
                switch member {
                case .token(let entry): lines.append(inner + OrderedJSON.quoted(key) + ": " + token(entry, indent: inner))
                case .group(let child): lines.append(inner + OrderedJSON.quoted(key) + ": " + render(child, indent: inner, head: []))
                }
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        }
        let head = palette.name.map { ["\"$description\": \(OrderedJSON.quoted($0))"] } ?? []
        return Data((render(root, indent: "", head: head) + "\n").utf8)
    }
}
