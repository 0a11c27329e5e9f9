import ChromaJSON
import ColorCore
import Foundation

/// W3C design tokens, DTCG 2025.10 (format and color modules): nested groups whose tokens
/// have a `$value` and a `$type` of `color` (on the token, inherited from a group, or the type
/// of the token an alias names). A value is the color object in any of the format's spaces
/// (``DesignTokenColor``), or a color string as older files write it. A token's name is its
/// path, dotted; `$description`, `$extensions` and `$deprecated` are kept
/// (``DesignTokenMetadata``) and written back, as are aliases and the tokens that are not colors.
enum DesignTokens {
    static func read(_ data: Data) throws -> Palette {
        let tree = try DesignTokenTree(PaletteJSON.parse(data))
        var palette = Palette(entries: [])
        let resolutions = try tree.resolvedAll()
        for (index, token) in tree.tokens.enumerated() {
            let (end, type) = resolutions[index]
            guard type == "color" else {
                // Tokens of other types are not colors: kept as written, to be written back.
                palette.otherTokens.append(DesignTokenKept(path: token.path, json: kept(token, type: type), position: palette.entries.count))
                continue
            }
            if end != index, let endType = tree.tokens[end].type, endType != "color" {
                throw PaletteError("\(quoted: token.name): the alias to \(quoted: tree.tokens[end].name) is a \(endType) token; expected a color")
            }
            let color = try DesignTokenColor.read(tree.tokens[end].value, name: token.name)
            var metadata = token.metadata
            if end != index, let target = try tree.target(of: token.value, in: token.name) {
                metadata = metadata ?? DesignTokenMetadata()
                metadata?.alias = tree.tokens[target].name
            }
            palette.entries.append(.init(name: token.name, color: color, token: metadata))
        }
        return palette
    }

    /// A token that is not a color as JSON text: its object as written, with the `$type` it
    /// inherited written on it, since its groups are written anew.
    private static func kept(_ token: DesignTokenTree.Token, type: String?) -> String {
        guard case .object(var members) = token.object else { return token.object.text(PaletteJSON.style) }
        if let type, members["$type"] == nil { members.insert(.string(type), forKey: "$type", at: 0) }
        return JSON.object(members).text(PaletteJSON.style)
    }

    /// The palette as a token file: names split at their dots into groups (`brand.primary` is
    /// the token `primary` in the group `brand`; a name that is also a group's is that group's
    /// `$root`), each color the format's object in its own space with the hex fallback. Names
    /// the format cannot hold are made valid: `{`, `}` become `(`, `)`, an empty part or one
    /// starting with `$` gets a `_`, and a repeated name gets its position appended. A color read
    /// as an alias is written as that alias while the palette holds its target, unchanged and
    /// under the same name; tokens that are not colors (``Palette/otherTokens``) are written
    /// back as they were read, in their places. What a group says of itself (its `$description`,
    /// `$extensions`, `$type`) is not kept: the groups are written anew from the names.
    static func write(_ palette: Palette) -> Data {
        final class Group {
            var members: [(String, Member)] = []
            func child(_ key: String) -> Group {
                if let found = members.first(where: { $0.0 == key }) {
                    switch found.1 {
                    case .group(let group): return group
                    case .token, .kept:
                        // A token with children moves to the new group's $root.
                        let group = Group()
                        group.members.append(("$root", found.1))
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
            case kept(String)
        }
        let root = Group()
        var names = UniqueNames(separator: "-")
        let written = palette.entries.enumerated().map { index, entry in
            names.claim(entry.name ?? "color-\(index + 1)", index: index).split(separator: ".", omittingEmptySubsequences: false).map { part -> String in
                var key = part.replacingOccurrences(of: "{", with: "(").replacingOccurrences(of: "}", with: ")")
                if key.isEmpty || key.hasPrefix("$") { key = "_" + key }
                return key
            }
        }
        // An alias is written again when the token it names is written under that name with the
        // same color; otherwise (renamed, changed or gone) the color itself is written.
        var entryByName: [String: Palette.Entry] = [:]
        for (index, entry) in palette.entries.enumerated() where entry.name == written[index].joined(separator: ".") {
            entryByName[entry.name!] = entryByName[entry.name!] ?? entry
        }
        func aliasTarget(_ entry: Palette.Entry) -> String? {
            guard let alias = entry.token?.alias, alias != entry.name, entryByName[alias]?.color == entry.color else { return nil }
            return alias
        }
        // Aliases that come back on themselves (only a palette built by hand has them) are
        // written as colors. Each chain is walked once.
        var onCycle: [String: Bool] = [:]
        func isOnCycle(_ start: String) -> Bool {
            var chain: [String] = [], position: [String: Int] = [:]
            var current = start
            var cycleStart = Int.max
            while onCycle[current] == nil, let entry = entryByName[current], let next = aliasTarget(entry) {
                if let seen = position[current] { cycleStart = seen; break }
                position[current] = chain.count
                chain.append(current)
                current = next
            }
            for (index, name) in chain.enumerated() { onCycle[name] = index >= cycleStart }
            return onCycle[start] ?? false
        }
        /// Puts a kept token back in its group, under a key no color took.
        func place(_ kept: DesignTokenKept) {
            guard !kept.path.isEmpty else { return }
            var group = root
            for part in kept.path.dropLast() { group = group.child(part) }
            var key = kept.path.last!, suffix = 2
            while group.members.contains(where: { $0.0 == key }) {
                key = kept.path.last! + "-\(suffix)"
                suffix += 1
            }
            group.members.append((key, .kept(kept.json)))
        }
        var keptTokens = palette.otherTokens.sorted { $0.position < $1.position }[...]
        for (index, entry) in palette.entries.enumerated() {
            while let next = keptTokens.first, next.position <= index { place(keptTokens.removeFirst()) }
            let parts = written[index]
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
        keptTokens.forEach(place)
        // An alias to a token that became its group's `$root` names it so (`{brand.$root}`).
        var roots: Set<String> = []
        func collectRoots(_ group: Group, path: [String]) {
            if group.members.contains(where: { $0.0 == "$root" }) { roots.insert(path.joined(separator: ".")) }
            for case let (key, .group(child)) in group.members { collectRoots(child, path: path + [key]) }
        }
        collectRoots(root, path: [])
        func value(_ entry: Palette.Entry) -> String {
            if let alias = aliasTarget(entry), !(entry.name.map { entryByName[$0] == entry && isOnCycle($0) } ?? false) {
                return PaletteJSON.quoted("{" + alias + (roots.contains(alias) ? ".$root" : "") + "}")
            }
            return DesignTokenColor.write(entry.color)
        }
        func token(_ entry: Palette.Entry, indent: String) -> String {
            var fields = ["\"$type\": \"color\"", "\"$value\": \(value(entry))"]
            if let description = entry.token?.description { fields.append("\"$description\": \(PaletteJSON.quoted(description))") }
            if let deprecated = entry.token?.deprecated { fields.append("\"$deprecated\": \(deprecated)") }
            if let extensions = entry.token?.extensions { fields.append("\"$extensions\": \(extensions)") }
            return "{ " + fields.joined(separator: ", ") + " }"
        }
        func render(_ group: Group, indent: String, head: [String]) -> String {
            let inner = indent + "  "
            var lines: [String] = head.map { inner + $0 }
            for (key, member) in group.members {
                switch member {
                case .token(let entry): lines.append(inner + PaletteJSON.quoted(key) + ": " + token(entry, indent: inner))
                case .group(let child): lines.append(inner + PaletteJSON.quoted(key) + ": " + render(child, indent: inner, head: []))
                case .kept(let json): lines.append(inner + PaletteJSON.quoted(key) + ": " + json)
                }
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        }
        let head = palette.name.map { ["\"$description\": \(PaletteJSON.quoted($0))"] } ?? []
        return Data((render(root, indent: "", head: head) + "\n").utf8)
    }
}
