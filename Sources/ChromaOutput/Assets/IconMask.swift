import ChromaAssetModel
import ChromaRaster
import Foundation

/// The shapes a launcher, a Dock or a browser cuts an icon to, and the safe zones inside them
/// (docs/ASSETS.md, "Masks and safe zones"): what the contact sheet (`IconPreviewSheet`)
/// previews and what the writers keep content inside.
public enum IconMask: String, CaseIterable, Hashable, Sendable {
    /// A circle touching the edges (Pixel launchers; Android's round icons).
    case circle
    /// A superellipse |x|⁴ + |y|⁴ = 1 touching the edges (Samsung One UI, "squircle").
    case squircle
    /// A square with circular corners of 16 % of the side (a "rounded square" launcher shape).
    case roundedSquare = "rounded-square"
    /// A circle with its top-left corner square, radius half the side (the teardrop shape).
    case teardrop
    /// iOS's home-screen icon shape, which an Icon Composer document also gets on iOS: the whole
    /// canvas with continuous corners in the proportion of the macOS body's (185.4 of 824, 22.5 %
    /// of the side): macOS 11 took iOS's icon shape.
    case iOS = "ios"
    /// macOS's icon body: the rounded rectangle of Apple's grid (``MacIconGrid``) on its canvas.
    case macOS = "macos"
    /// A maskable web icon's minimum safe zone: the centered circle of 80 % of the side.
    case maskable

    /// The mask's shape on a canvas `side` pixels square.
    public func shape(side: Double) -> Shape {
        let r = side / 2, c = Point(x: r, y: r)
        switch self {
        case .circle:
            return .circle(center: c, radius: r)
        case .maskable:
            return .circle(center: c, radius: r * WebIconsPlan.safeZone)
        case .roundedSquare:
            return .roundedRect(Rect(x: 0, y: 0, width: side, height: side), cornerRadius: 0.16 * side, style: .circular)
        case .iOS:
            return .roundedRect(Rect(x: 0, y: 0, width: side, height: side), cornerRadius: MacIconGrid.cornerRadius1024 / 824 * side, style: .continuous)
        case .macOS:
            return MacIconGrid.bodyShape(side: side)
        case .squircle:
            // The superellipse sampled finely enough to be smooth at any icon size.
            var path = Path()
            let steps = 256
            for i in 0...steps {
                let t = Double(i) / Double(steps) * 2 * .pi
                let (cs, sn) = (cos(t), sin(t))
                let x = c.x + r * copysign(pow(abs(cs), 0.5), cs), y = c.y + r * copysign(pow(abs(sn), 0.5), sn)
                if i == 0 { path.move(to: Point(x: x, y: y)) } else { path.addLine(to: Point(x: x, y: y)) }
            }
            path.closeSubpath()
            return .path(path, fillRule: .nonZero)
        case .teardrop:
            let k = r * 0.5522847498307936  // a quarter circle's Bézier handle
            var path = Path()
            path.move(to: Point(x: 0, y: 0))
            path.addLine(to: Point(x: r, y: 0))
            path.addCurve(to: Point(x: side, y: r), control1: Point(x: r + k, y: 0), control2: Point(x: side, y: r - k))
            path.addCurve(to: Point(x: r, y: side), control1: Point(x: side, y: r + k), control2: Point(x: r + k, y: side))
            path.addCurve(to: Point(x: 0, y: r), control1: Point(x: r - k, y: side), control2: Point(x: 0, y: r + k))
            path.closeSubpath()
            return .path(path, fillRule: .nonZero)
        }
    }

    /// The masks a launcher applies to an Android or web icon, for the contact sheet.
    public static let launcherMasks: [IconMask] = [.circle, .squircle, .roundedSquare, .teardrop]
}

/// A safe zone: the centered circle whose content no mask cuts, as a fraction of the canvas side
/// (its radius over the side).
public struct SafeZone: Hashable, Sendable {
    /// The circle's radius over the canvas side, 0…0.5 (a diameter of 80 % is 0.4).
    public var radius: Double
    /// Where the zone comes from, for messages ("the 66 dp safe circle of 108 dp").
    public var name: String
    /// The unit messages measure in ("dp", "px") and the canvas side in that unit.
    public var unit: String, side: Double

    /// A web maskable icon: the circle of 80 % of the side (W3C Web App Manifest, "maskable").
    public static let maskable = SafeZone(radius: 0.4, name: "the maskable safe circle of 80 %", unit: "px", side: 512)
    /// An Android adaptive icon's foreground: the 66 dp circle of the 108 dp layer.
    public static let adaptive = SafeZone(radius: 33.0 / 108, name: "the 66 dp safe circle of 108 dp", unit: "dp", side: 108)
    /// An Android 12 splash icon without an icon background: 192 dp of 288 dp.
    public static let splash = SafeZone(radius: 96.0 / 288, name: "the 192 dp circle of the 288 dp splash icon", unit: "dp", side: 288)
    /// An Android 12 splash icon with an icon background: 160 dp of 240 dp.
    public static let splashWithBackground = SafeZone(radius: 80.0 / 240, name: "the 160 dp circle of the 240 dp splash icon", unit: "dp", side: 240)
}
