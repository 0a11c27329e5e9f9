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

    /// A fraction within ``InputRange/fraction`` (a plain number or a percentage such as 30%).
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
        do {
            return try InputRange.fraction.check(value)
        } catch {
            // A percentage is named as typed: "found 150%", not the fraction it stands for.
            let found = scale == 1 ? "\(error)" : InputRangeError.message(for: .fraction, found: text)
            throw ValidationError("invalid \(name): \(found) (or 0% to 100%)")
        }
    }

    /// Reads `WIDTHxHEIGHT`, each within ``InputRange/canvasSide``.
    static func size(_ text: String, option: String = "--size") throws -> (width: Int, height: Int) {
        let (width, height) = try pair(text, option: option, range: .canvasSide,
                                       expected: "WIDTHxHEIGHT in pixels, each 1 to \(InputRange.canvasSide.maximum), such as 64x64")
        return (width, height)
    }

    /// Reads `AxB`, each a whole number within `range` (a size, a mesh grid). Text that is not
    /// two numbers is refused with `expected`; a number outside the range with the table's message.
    static func pair(_ text: String, option: String, range: InputRange, expected: String) throws -> (Int, Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = Double(parts[0]), let second = Double(parts[1]) else {
            throw ValidationError("invalid \(option) '\(text)'; expected \(expected)")
        }
        return (try whole(first, option, range), try whole(second, option, range))
    }

    /// `value` of `option`, checked against `range`: the table's message after the option's name,
    /// as `invalid --duration: expected a number above 0, up to 3600 seconds, found 5000`.
    @discardableResult
    static func check(_ value: Double, _ option: String, _ range: InputRange) throws -> Double {
        do {
            return try range.check(value)
        } catch {
            throw ValidationError("invalid \(option): \(error)")
        }
    }

    /// A percentage `percent` (as `typed`) as the fraction it stands for, checked against `range`;
    /// refused naming the percentage as typed and the range in both forms: "invalid --stops
    /// location: expected a number from -1000 to 1000 (or -100000% to 100000%), found 200000%".
    static func percentage(_ percent: Double, typed: String, _ option: String, _ range: InputRange) throws -> Double {
        let value = percent / 100
        guard range.contains(value) else {
            throw ValidationError("invalid \(option): expected \(range.expectation) (or \(InputRange.format(range.lowerBound * 100))% "
                + "to \(InputRange.format(range.upperBound * 100))%), found \(typed)")
        }
        return value
    }

    /// `value` of `option`, checked against a whole `range`.
    @discardableResult
    static func check(_ value: Int, _ option: String, _ range: InputRange) throws -> Int {
        do {
            return try range.check(value)
        } catch {
            throw ValidationError("invalid \(option): \(error)")
        }
    }

    /// `value` of `option` as a whole number within `range`.
    static func whole(_ value: Double, _ option: String, _ range: InputRange) throws -> Int {
        do {
            return try range.checkWhole(value)
        } catch {
            throw ValidationError("invalid \(option): \(error)")
        }
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
                items.append(current.trimmedOfSpaces)
                current = ""
            } else {
                current.append(c)
            }
        }
        items.append(current.trimmedOfSpaces)
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
                guard let number = Double(isPercent ? locationText.dropLast() : locationText) else {
                    throw ValidationError("invalid stop location '\(locationText)' in --stops; expected \(InputRange.location.expectation) or a percentage, such as 0.5 or 50%")
                }
                let location = isPercent ? try percentage(number, typed: String(locationText), "--stops location", .location)
                    : try check(number, "--stops location", .location)
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

    /// A point: `x,y` in pixels (each within ``InputRange/coordinate``), percentages of the
    /// canvas `20%,0%` (SwiftUI's unit point (0.2, 0)), or a unit point name, `topLeading` or
    /// `.topLeading`.
    static func point(_ text: String, _ option: String) throws -> AnchorPoint {
        let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
        if let unit = UnitPoint.named[name] { return .unit(unit) }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmedOfSpaces }
        let percents = parts.filter { $0.hasSuffix("%") }.count
        let numbers = parts.map { Double($0.hasSuffix("%") ? String($0.dropLast()) : $0) }
        guard parts.count == 2, percents == 0 || percents == 2, let x = numbers[0], let y = numbers[1] else {
            throw ValidationError("invalid \(option) '\(text)'; expected x,y in pixels (each \(InputRange.coordinate.expectation)), percentages of the canvas such as 20%,0%, or a unit point name such as center or topLeading")
        }
        let px = try check(x, option + " x", .coordinate), py = try check(y, option + " y", .coordinate)
        return percents == 2 ? .unit(UnitPoint(x: px / 100, y: py / 100)) : .pixels(Point(x: px, y: py))
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
}
