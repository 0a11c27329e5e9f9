import ChromaRaster
import ColorCore

/// Apple's macOS app icon grid (macOS 11 and later, Apple Design Resources' app icon template):
/// on the 1024² canvas the icon's body is a rounded rectangle of 824², inset 100 px on every
/// side, with continuous corners of radius 185.4 px, casting a black drop shadow of 30 %
/// opacity, 10 px down, 10 px blur; outside it the canvas is transparent. The template's
/// exports keep the body on whole pixels at each size: 16 → 1 + 14, 32 → 2 + 28, 64 → 6 + 52,
/// 128 → 12 + 104, 256 → 25 + 206, 512 → 50 + 412, 1024 → 100 + 824 (offset + side); other sizes
/// scale the 1024 figures.
public enum MacIconGrid {
    /// The body's inset and side at each pixel size of the template's exports.
    public static let bodies: [Int: (inset: Int, side: Int)] = [16: (1, 14), 32: (2, 28), 64: (6, 52), 128: (12, 104), 256: (25, 206),
                                                                 512: (50, 412), 1024: (100, 824)]
    /// The body's corner radius on the 1024 canvas, in pixels.
    public static let cornerRadius1024 = 185.4
    /// The shadow's offset down and blur radius on the 1024 canvas, in pixels.
    public static let shadowOffset1024 = 10.0, shadowBlur1024 = 10.0
    /// The shadow's opacity (black).
    public static let shadowOpacity = 0.3

    /// The body's rectangle on a canvas `side` pixels square.
    public static func body(side: Double) -> Rect {
        if let exact = bodies[Int(side)], Double(Int(side)) == side {
            return Rect(x: Double(exact.inset), y: Double(exact.inset), width: Double(exact.side), height: Double(exact.side))
        }
        let inset = 100 * side / 1024
        return Rect(x: inset, y: inset, width: side - 2 * inset, height: side - 2 * inset)
    }

    /// The body's shape on a canvas `side` pixels square: its rectangle with continuous corners
    /// of 185.4/824 of its side.
    public static func bodyShape(side: Double) -> Shape {
        let rect = body(side: side)
        return .roundedRect(rect, cornerRadius: cornerRadius1024 / 824 * rect.width, style: .continuous)
    }

    /// The body's drop shadow on a canvas `side` pixels square: the body's rounded rectangle
    /// moved down, its edge softened across twice the blur radius (a Gaussian of that CSS blur
    /// radius falls from 98 % to 2 % over the same span), in black of the shadow's opacity. It
    /// follows the rounded corners, as the template's shadow does.
    public static func shadow(side: Double) -> Layer {
        let rect = body(side: side), k = side / 1024, blur = shadowBlur1024 * k
        let moved = Rect(x: rect.minX, y: rect.minY + shadowOffset1024 * k, width: rect.width, height: rect.height)
        let radius = cornerRadius1024 / 824 * rect.width
        let bounds = Rect(x: moved.minX - 2 * blur, y: moved.minY - 2 * blur, width: moved.width + 4 * blur, height: moved.height + 4 * blur)
        return Layer(paint: .solid(Color(.srgb, 0, 0, 0, opacity: shadowOpacity)),
                     shape: .field(.roundedRect(moved, radius: radius), softness: 2 * blur, bounds: bounds))
    }
}
