import ChromaLimits
import ChromaRaster
import Foundation

/// Points, rectangles and lengths as documents write them.
extension DocumentNode {
    /// A coordinate in pixels, within ``InputRange/coordinate``.
    func coordinate() throws -> Double { try number(in: .coordinate) }

    /// A length in pixels, within ``InputRange/length``.
    func length() throws -> Double { try number(in: .length) }

    /// An angle in degrees, within ``InputRange/angle``.
    func angle() throws -> Double { try number(in: .angle) }

    /// A point: `[x, y]` in pixels (or in the unit square when `units` is ``PointUnits/unit``),
    /// a unit point name such as "center" or ".topLeading", or percentages of the bounds,
    /// `"20%,0%"` or `["20%", "0%"]`.
    func point(units: PointUnits = .pixels) throws -> AnchorPoint {
        let expectation = "[x, y] in pixels, a unit point name such as \"center\", or percentages such as \"20%,0%\""
        if case .string(let text) = value {
            let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
            if let unit = UnitPoint.named[name] { return .unit(unit) }
            if text.contains("%") {
                let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmedOfSpaces }
                guard parts.count == 2 else { throw expected(expectation) }
                return .unit(UnitPoint(x: try percent(parts[0]), y: try percent(parts[1])))
            }
            throw DocumentError.unknownName(text, at: path, kind: "point", expected: UnitPoint.named.keys.sorted())
        }
        guard case .array(let items) = value else { throw expected(expectation) }
        if items.count == 2, case .string(let x) = items[0], case .string(let y) = items[1] {
            return .unit(UnitPoint(x: try percent(x), y: try percent(y)))
        }
        let point = try pixelPoint()
        return units == .unit ? .unit(UnitPoint(x: point.x, y: point.y)) : .pixels(point)
    }

    /// A percentage such as `20%` as a unit fraction, within the coordinate range.
    private func percent(_ text: String) throws -> Double {
        guard text.hasSuffix("%"), let number = Double(text.dropLast()), number.isFinite,
            InputRange.coordinate.contains(number / 100)
        else {
            throw error("expected a percentage such as \"20%\", found \(DocumentValue.quote(text))")
        }
        return number / 100
    }

    /// The `units` key of a gradient or mesh: how its `[x, y]` numbers are read.
    func units() throws -> PointUnits {
        try choice("units", PointUnits.self)
    }

    /// Warns when every point is in pixels, within 0…1, on bounds larger than 2×2: SwiftUI's unit
    /// points read as pixels, a one-pixel ramp or a mesh drawn into one pixel.
    func warnIfUnitLike(_ points: [AnchorPoint], box: Rect, what: String) {
        var pixels: [Point] = []
        for point in points {
            guard case .pixels(let p) = point else { return }
            pixels.append(p)
        }
        guard !pixels.isEmpty, PointUnits.looksLikeUnit(pixels, box: box) else { return }
        warn("\(what) all lie within 0…1 but are pixels: on this \(Int(box.width))×\(Int(box.height)) box that is \(pixels.count == 1 ? "the top-left pixel" : "within one pixel"); "
            + "for SwiftUI's unit points add \"units\": \"unit\", or write percentages such as [\"0%\", \"100%\"]")
    }

    /// `[x, y]` in pixels.
    func pixelPoint() throws -> Point {
        let items = try array(count: 2, of: "[x, y] in pixels")
        return Point(x: try items[0].coordinate(), y: try items[1].coordinate())
    }

    /// `[x, y, width, height]` in pixels.
    func rect() throws -> Rect {
        let items = try array(count: 4, of: "[x, y, width, height] in pixels")
        return Rect(x: try items[0].coordinate(), y: try items[1].coordinate(),
                    width: try items[2].length(), height: try items[3].length())
    }
}

/// How a gradient's or mesh's `[x, y]` numbers are read: pixels (the default) or SwiftUI's unit
/// square of the bounds.
enum PointUnits: String, CaseIterable {
    /// Pixels of the canvas.
    case pixels
    /// Fractions of the bounds painted, 0…1, as SwiftUI's `UnitPoint` and `MeshGradient`.
    case unit

    /// Whether pixel points all lie within 0…1 on bounds larger than 2×2 pixels.
    static func looksLikeUnit(_ points: [Point], box: Rect) -> Bool {
        max(box.width, box.height) > 2 && points.allSatisfy { (0...1).contains($0.x) && (0...1).contains($0.y) }
    }
}
