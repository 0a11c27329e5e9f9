import ChromaRaster
import Foundation

extension SplashAnimation {
    /// The region a crisp growing shape covers at `progress`, as a closed path in card pixels
    /// (the canvas's coordinates, `rect` the card): the same edge ``field(progress:in:softness:)``
    /// draws, for outputs that draw vectors (Lottie, Android's AnimatedVectorDrawable).
    ///
    /// Every point of the path moves linearly with progress, and the paths at every progress
    /// have the same commands, so a player that interpolates two paths point by point (a
    /// keyframed Lottie shape, an Android `pathData` animator) with the timeline's easing draws
    /// the shape of every instant. A straight edge is a quadrilateral reaching far enough
    /// behind the edge to cover the card; a circle is four cubic Béziers (within 0.03% of its
    /// radius); a diamond is four lines.
    public func outline(progress p: Double, in rect: Rect) -> Path {
        let field = self.field(progress: p, in: rect, softness: 0)
        switch field {
        case .halfPlane(let point, let normal):
            // Far enough that the covered side spans the card from any edge position the
            // travel reaches (the card's diagonal twice over, plus the card's distance from 0).
            let reach = 2 * (rect.width + rect.height) + abs(rect.minX) + abs(rect.minY) + 4
            let along = Point(x: -normal.y, y: normal.x)
            var path = Path()
            path.move(to: point + along * reach)
            path.addLine(to: point + along * -reach)
            path.addLine(to: point + along * -reach + normal * -reach)
            path.addLine(to: point + along * reach + normal * -reach)
            path.closeSubpath()
            return path
        case .circle(let center, let radius):
            return Shape.circle(center: center, radius: radius).path
        case .diamond(let center, let radius):
            var path = Path()
            path.move(to: Point(x: center.x + radius, y: center.y))
            path.addLine(to: Point(x: center.x, y: center.y + radius))
            path.addLine(to: Point(x: center.x - radius, y: center.y))
            path.addLine(to: Point(x: center.x, y: center.y - radius))
            path.closeSubpath()
            return path
        case .roundedRect(let rect, let radius):
            return Shape.roundedRect(rect, cornerRadius: radius, style: .circular).path
        }
    }
}
