import ChromaLimits
import ChromaRaster
import Foundation

/// How the new color grows over the card, as the reference article's `SplashAnimation`, done
/// right for every angle, plus diamonds and soft edges.
public enum SplashAnimation: Hashable, Sendable {
    /// The new color enters from the left edge and travels right.
    case leftToRight
    /// From the right edge to the left.
    case rightToLeft
    /// From the top edge down.
    case topToBottom
    /// From the bottom edge up.
    case bottomToTop
    /// A straight edge perpendicular to the direction θ (0° along +x, clockwise on screen)
    /// sweeps across: progress 0 covers nothing, 1 covers every corner.
    case angle(Angle)
    /// A circle growing from a point (pixels in the card, nil for its center) to the farthest
    /// corner.
    case circle(origin: Point?)
    /// A diamond growing from a point (nil for the center) until it covers every corner.
    case diamond(origin: Point?)

    /// A circle growing from the card's center, as the article's `.circle`.
    public static var circle: SplashAnimation { .circle(origin: nil) }
    /// A diamond growing from the card's center.
    public static var diamond: SplashAnimation { .diamond(origin: nil) }

    /// Checks an angle (``InputRange/angle``) or an origin (``InputRange/coordinate``).
    /// - Throws: ``SplashError`` naming the bad value.
    public func validate() throws {
        switch self {
        case .angle(let angle):
            try SplashError.check(angle.degrees, .angle, "animation angle")
        case .circle(let origin?), .diamond(let origin?):
            try SplashError.check(origin.x, .coordinate, "animation origin x")
            try SplashError.check(origin.y, .coordinate, "animation origin y")
        default: break
        }
    }

    /// The shape covered at a progress, for a card rectangle, with an edge `softness` pixels wide.
    /// The edge travels a little beyond the card's extremes so that progress 0 covers no pixel
    /// and progress 1 every pixel, whatever the softness.
    func field(progress p: Double, in rect: Rect, softness: Double) -> DistanceField {
        // Pixel centers lie at least half a pixel inside the card; the coverage ramp is
        // max(1, softness) wide, so the edge overshoots by the rest of half its width.
        let overshoot = max(1, softness) / 2 - 0.5
        func travel(_ low: Double, _ high: Double) -> Double {
            (low - overshoot) + p * (high - low + 2 * overshoot)
        }
        switch self {
        case .leftToRight: return .halfPlane(point: Point(x: travel(rect.minX, rect.maxX), y: 0), normal: Point(x: 1, y: 0))
        case .rightToLeft: return .halfPlane(point: Point(x: -travel(-rect.maxX, -rect.minX), y: 0), normal: Point(x: -1, y: 0))
        case .topToBottom: return .halfPlane(point: Point(x: 0, y: travel(rect.minY, rect.maxY)), normal: Point(x: 0, y: 1))
        case .bottomToTop: return .halfPlane(point: Point(x: 0, y: -travel(-rect.maxY, -rect.minY)), normal: Point(x: 0, y: -1))
        case .angle(let angle):
            let direction = Point(x: cos(angle.radians), y: sin(angle.radians))
            let corners = [rect.origin, Point(x: rect.maxX, y: rect.minY), Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)]
            let projections = corners.map { $0.dot(direction) }
            let s = travel(projections.min()!, projections.max()!)
            return .halfPlane(point: direction * s, normal: direction)
        case .circle(let origin):
            let center = origin.map { Point(x: rect.minX + $0.x, y: rect.minY + $0.y) } ?? rect.center
            let corners = [rect.origin, Point(x: rect.maxX, y: rect.minY), Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)]
            let farthest = corners.map { ($0 - center).length }.max()!
            return .circle(center: center, radius: travel(0, farthest))
        case .diamond(let origin):
            let center = origin.map { Point(x: rect.minX + $0.x, y: rect.minY + $0.y) } ?? rect.center
            let corners = [rect.origin, Point(x: rect.maxX, y: rect.minY), Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)]
            let farthest = corners.map { abs($0.x - center.x) + abs($0.y - center.y) }.max()!
            // The edges lie 1/√2 of the L1 radius from the center; travel in Euclidean units.
            let halfRoot2 = 0.7071067811865476
            return .diamond(center: center, radius: travel(0, farthest * halfRoot2) / halfRoot2)
        }
    }
}
