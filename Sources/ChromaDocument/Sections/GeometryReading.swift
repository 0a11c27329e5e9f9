import ChromaLimits
import ChromaRaster

/// Points, rectangles and lengths as documents write them.
extension DocumentNode {
    /// A coordinate in pixels, within ``InputRange/coordinate``.
    func coordinate() throws -> Double { try number(in: .coordinate) }

    /// A length in pixels, within ``InputRange/length``.
    func length() throws -> Double { try number(in: .length) }

    /// An angle in degrees, within ``InputRange/angle``.
    func angle() throws -> Double { try number(in: .angle) }

    /// `[x, y]` in pixels or a unit point name such as "center".
    func point() throws -> AnchorPoint {
        if case .string(let name) = value {
            guard let unit = UnitPoint.named[name] else {
                throw DocumentError.unknownName(name, at: path, kind: "point", expected: UnitPoint.named.keys.sorted())
            }
            return .unit(unit)
        }
        guard case .array = value else { throw expected("[x, y] in pixels or a unit point name such as \"center\"") }
        return .pixels(try pixelPoint())
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
