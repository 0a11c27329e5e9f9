import ColorCore
import Foundation

/// The shadow of a rectangle blurred by a Gaussian, as CSS's `box-shadow` and SwiftUI's
/// `shadow(color:radius:x:y:)`: a paint whose alpha falls off smoothly around the rectangle.
///
/// The blur is exact for the rectangle (a product of two error functions); rounded corners are
/// not subtracted, which is invisible once the blur radius is as large as the corner radius.
public struct BoxShadow: Hashable, Sendable {
    /// The rectangle casting the shadow, already offset.
    public var rect: Rect
    /// The blur radius in pixels; the Gaussian's standard deviation is half of it, as CSS.
    public var radius: Double
    /// The shadow's color (its opacity scales the whole shadow).
    public var color: Color

    /// Creates a shadow.
    public init(rect: Rect, radius: Double, color: Color) {
        self.rect = rect
        self.radius = radius
        self.color = color
    }

    /// The shadow's coverage at a point, 0…1.
    func coverage(x: Double, y: Double) -> Double {
        let sigma = max(radius / 2, 1e-3)
        let k = 1 / (sigma * 2.0.squareRoot())
        let gx = 0.5 * (erf((x - rect.minX) * k) - erf((x - rect.maxX) * k))
        let gy = 0.5 * (erf((y - rect.minY) * k) - erf((y - rect.maxY) * k))
        return gx * gy
    }
}
