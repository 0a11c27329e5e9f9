import ArgumentParser
import ChromaLimits
import ChromaRaster
import ColorCore
import Foundation

/// Reading option values into color-core types, each failure a `ValidationError` (exit 64)
/// that names the bad value and what was expected.
enum ArgumentReading {
    static func color(_ text: String) throws -> Color {
        do {
            let color = try Color(parsing: text)
            if let intent = Color.likelyFractionIntent(of: text) { Warning.write(intent.message) }
            return color
        } catch let error as ColorParseError {
            throw ValidationError(error.description)
        }
    }

    /// A fraction 0…1 (a plain number or a percentage such as 30%).
    static func fraction(_ text: String, name: String) throws -> Double {
        var number = Substring(text)
        var scale = 1.0
        if number.hasSuffix("%") {
            number = number.dropLast()
            scale = 0.01
        }
        guard let value = Double(number).map({ $0 * scale }), value.isFinite else {
            throw ValidationError("invalid \(name) '\(text)'; expected a number from 0 to 1 (or 0% to 100%)")
        }
        guard (0...1).contains(value) else {
            throw ValidationError("\(name) \(text) is outside 0…1; expected a number from 0 to 1 (or 0% to 100%)")
        }
        return value
    }

    /// Reads `WIDTHxHEIGHT`, each 1…``Scene/maximumSide``.
    static func size(_ text: String) throws -> (width: Int, height: Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...Scene.maximumSide).contains(width), (1...Scene.maximumSide).contains(height)
        else {
            throw ValidationError("invalid --size '\(text)'; expected WIDTHxHEIGHT in pixels, each 1 to \(Scene.maximumSide), such as 64x64")
        }
        return (width, height)
    }

    /// Splits a list on commas outside parentheses: `rgb(1, 2, 3),red` is two items, trimmed.
    static func list(_ text: String) -> [String] {
        var items: [String] = []
        var depth = 0
        var current = ""
        for c in text {
            if c == "(" { depth += 1 }
            if c == ")" { depth -= 1 }
            if c == ",", depth == 0 {
                items.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(c)
            }
        }
        items.append(current.trimmingCharacters(in: .whitespaces))
        return items
    }

    /// A comma-separated list of colors (commas inside `rgb(…)` and the like do not split).
    /// Refuses a translucent color where a WCAG contrast is asked for: the ratio is defined for
    /// opaque colors, and a translucent one's depends on what shows through it.
    /// - Parameter text: the color as the user named it, for the message.
    static func requireOpaqueForContrast(_ color: Color, _ text: String) throws {
        guard color.resolvedOpacity >= 1 else {
            throw ValidationError("'\(text)' has opacity \(DecimalFormat.string(color.resolvedOpacity, maxFractionDigits: 4)); "
                + "contrast is defined for opaque colors: composite it over its background first (chroma mix)")
        }
    }

    static func colors(_ text: String, option: String) throws -> [Color] {
        let items = list(text)
        try ColorArguments.check(items, option: option)
        return try items.map { item in
            guard !item.isEmpty else { throw ValidationError("invalid \(option) '\(text)': an empty item; expected colors separated by commas") }
            return try color(item)
        }
    }

    /// Reads `color[@location],…` into a gradient.
    static func stops(_ text: String) throws -> Gradient {
        let items = list(text)
        try ResourceLimits.check(items.count, .stops, "--stops")
        try ColorArguments.check(items, option: "--stops")
        let elements: [Gradient.Element] = try items.map { item in
            guard !item.isEmpty else { throw ValidationError("invalid --stops '\(text)': an empty stop; expected colors separated by commas") }
            if let at = item.lastIndex(of: "@") {
                let locationText = item[item.index(after: at)...]
                // A fraction (0.5) or a percentage (50%), as `mix --by` reads them.
                let isPercent = locationText.hasSuffix("%")
                guard let number = Double(isPercent ? locationText.dropLast() : locationText), number.isFinite,
                    case let location = isPercent ? number / 100 : number, abs(location) <= 1_000
                else {
                    throw ValidationError("invalid stop location '\(locationText)' in --stops; expected a number from -1000 to 1000 or a percentage, such as 0.5 or 50%")
                }
                return .color(try color(String(item[..<at])), location: location)
            }
            return .color(try color(item), location: nil)
        }
        do {
            return try Gradient(elements: elements)
        } catch let error as GradientError {
            throw ValidationError("invalid --stops: \(error.message)")
        }
    }

    /// Reads `x,y` in pixels (each within ±1,000,000) or a unit point name.
    /// A point: `x,y` in pixels, percentages of the canvas `20%,0%` (SwiftUI's unit point
    /// (0.2, 0)), or a unit point name, `topLeading` or `.topLeading`.
    static func point(_ text: String, _ option: String) throws -> AnchorPoint {
        let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
        if let unit = UnitPoint.named[name] { return .unit(unit) }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let percents = parts.filter { $0.hasSuffix("%") }.count
        let numbers = parts.map { Double($0.hasSuffix("%") ? String($0.dropLast()) : $0) }
        guard parts.count == 2, percents == 0 || percents == 2, let x = numbers[0], let y = numbers[1],
            abs(x) <= 1e6, abs(y) <= 1e6
        else {
            throw ValidationError("invalid \(option) '\(text)'; expected x,y in pixels (each within ±1000000), percentages of the canvas such as 20%,0%, or a unit point name such as center or topLeading")
        }
        return percents == 2 ? .unit(UnitPoint(x: x / 100, y: y / 100)) : .pixels(Point(x: x, y: y))
    }

    /// Warns when every point is in pixels within 0…1 on a canvas larger than 2×2: SwiftUI's unit
    /// points typed as pixels (a one-pixel ramp), with the percentages probably meant.
    static func warnIfUnitLike(_ points: [(option: String, text: String, point: AnchorPoint)], width: Int, height: Int) {
        guard max(width, height) > 2, !points.isEmpty else { return }
        var meant: [String] = []
        for (option, _, point) in points {
            guard case .pixels(let p) = point, (0...1).contains(p.x), (0...1).contains(p.y) else { return }
            func percent(_ v: Double) -> String { DecimalFormat.string(v * 100, maxFractionDigits: 4) + "%" }
            meant.append("\(option) \(percent(p.x)),\(percent(p.y))")
        }
        let given = points.map { "\($0.option) \($0.text)" }.joined(separator: " ")
        Warning.write("\(given) are pixels, within one pixel of the top-left corner of the \(width)×\(height) canvas; "
            + "for SwiftUI's unit points write \(meant.joined(separator: " "))")
    }

    /// A number within `range`, for an option whose value the parser read as a Double.
    static func number(_ value: Double, _ option: String, in range: ClosedRange<Double>, unit: String = "") throws -> Double {
        guard value.isFinite, range.contains(value) else {
            throw ValidationError("invalid \(option) \(value); expected \(unit.isEmpty ? "" : unit + " ")from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }
}
