import ColorCore
import Foundation

/// W3C design tokens (the Design Tokens Community Group format): nested groups whose tokens
/// have `$value` and a `$type` of `color` (on the token or inherited from a group). A value is a
/// color string, or the newer object form `{"colorSpace": "srgb", "components": [r, g, b],
/// "alpha": a}`. A token's name is its path, dotted.
enum DesignTokens {
    static func read(_ data: Data) throws -> Palette {
        let root = try OrderedJSON.parse(data)
        guard case .object = root else { throw PaletteError("expected a JSON object of token groups") }
        var palette = Palette(entries: [])
        try walk(root, path: [], inheritedType: nil, into: &palette)
        return palette
    }

    private static func walk(_ group: OrderedJSON, path: [String], inheritedType: String?, into palette: inout Palette) throws {
        guard case .object(let members) = group else {
            throw PaletteError("\(quoted: path.joined(separator: ".")): expected a token or a group (a JSON object)")
        }
        var type = inheritedType
        if case .string(let declared)? = group["$type"] { type = declared }
        if let value = group["$value"] {
            guard type == "color" else { return }  // tokens of other types are not colors
            palette.entries.append(.init(name: path.joined(separator: "."), color: try color(value, path: path)))
            try Palette.checkCount(palette.entries.count)
            return
        }
        for (key, child) in members where !key.hasPrefix("$") {
            try walk(child, path: path + [key], inheritedType: type, into: &palette)
        }
    }

    private static func color(_ value: OrderedJSON, path: [String]) throws -> Color {
        let name = path.joined(separator: ".")
        if case .string(let text) = value {
            let color: Color
            do { color = try Color(parsing: text) } catch let error as ColorParseError {
                throw PaletteError.color(error, at: "").quotedPrefix(name)
            }
            // NaN is CSS's `none` (a missing component); an infinity is never a color.
            guard !color.components.x.isInfinite, !color.components.y.isInfinite, !color.components.z.isInfinite,
                  !color.opacity.isInfinite else {
                throw PaletteError("\(quoted: name): the color has a component that is not a finite number")
            }
            return color
        }
        if case .string(let spaceName)? = value["colorSpace"], case .array(let items)? = value["components"], items.count == 3 {
            guard let space = ColorSpace(name: spaceName) else { throw PaletteError("\(quoted: name): unknown color space \(quoted: spaceName)") }
            let numbers = try items.enumerated().map { index, item -> Double in
                guard case .number(let n) = item else { throw PaletteError("\(quoted: name): components must be numbers") }
                guard n.isFinite, abs(n) <= Color.componentLimit else {
                    throw PaletteError("\(quoted: name): component \(index + 1) is \(n); expected a finite number of magnitude at most \(Int(Color.componentLimit))")
                }
                return n
            }
            var alpha = 1.0
            if let given = value["alpha"] {
                guard case .number(let a) = given, a >= 0, a <= 1 else {
                    throw PaletteError("\(quoted: name): alpha must be a number from 0 to 1")
                }
                alpha = a
            }
            return Color(space, numbers[0], numbers[1], numbers[2], opacity: alpha)
        }
        throw PaletteError("\(quoted: name): expected a color string or {\"colorSpace\": …, \"components\": [3 numbers]}")
    }

    /// A token's value as JSON: a hex string within sRGB; beyond it the object form in Display
    /// P3 (or OKLCH beyond P3), so a wide color is not clipped.
    static func value(_ color: Color) -> String {
        if color.isInGamut(of: .srgb, tolerance: 1e-6) { return "\"\(color.hexString)\"" }
        let space: ColorSpace = color.isInGamut(of: .displayP3, tolerance: 1e-6) ? .displayP3 : .oklch
        let c = color.components(in: space)
        let numbers = [c.x, c.y, c.z].map { DecimalFormat.string($0.isNaN ? 0 : $0, maxFractionDigits: 6) }.joined(separator: ", ")
        let alpha = color.opacity == 1 ? "" : ", \"alpha\": \(DecimalFormat.string(color.resolvedOpacity, maxFractionDigits: 4))"
        return "{ \"colorSpace\": \"\(space.rawValue)\", \"components\": [\(numbers)]\(alpha) }"
    }

    static func write(_ palette: Palette) -> Data {
        var tokens: [(String, String)] = []
        var used = Set<String>()
        for (index, entry) in palette.entries.enumerated() {
            var key = (entry.name ?? "color-\(index + 1)").replacingOccurrences(of: ".", with: "-")
            while used.contains(key) { key += "-\(index + 1)" }
            used.insert(key)
            tokens.append((key, value(entry.color)))
        }
        // Written by hand to keep file order and stable bytes.
        func quote(_ s: String) -> String {
            let data = try! JSONSerialization.data(withJSONObject: [s], options: [])
            return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
        }
        var out = "{\n"
        if let name = palette.name { out += "  \"$description\": \(quote(name)),\n" }
        out += tokens.map { "  \(quote($0.0)): { \"$type\": \"color\", \"$value\": \($0.1) }" }.joined(separator: ",\n")
        out += "\n}\n"
        return Data(out.utf8)
    }
}
