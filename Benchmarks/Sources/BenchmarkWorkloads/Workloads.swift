import Chroma
import Foundation

/// The workloads of Chroma's speed suite, defined once for the benchmark suite and for the
/// `fill-rate` helper that `peers.py` runs beside Skia, cairo and Pillow. `peers.py` draws the
/// same geometry and colors with each peer; keep the two in step.
public enum Workloads {
    /// The canvas side of the fill and end-to-end workloads, in pixels.
    public static let side = 4096

    /// The two-color ramp of every gradient workload.
    public static let ramp = Gradient(colors: [Color(rgb: 0x1e3c72), Color(rgb: 0xff7e5f)])

    /// The paints measured for fill rate.
    public enum Fill: String, CaseIterable, Sendable {
        case linear, radial, angular, mesh
    }

    /// An opaque side × side scene filled with one paint: linear from the top-left to the
    /// bottom-right corner; radial from the center to half the side; angular around the center,
    /// the ramp out and back; mesh 3×3 vertices, bilinear colors, straight sides.
    public static func scene(_ fill: Fill, side: Int = side, depth: ColorDepth = .eight, dither: Bool = false) -> Scene {
        let s = Double(side)
        let paint: Paint
        switch fill {
        case .linear:
            paint = .linear(LinearGradient(gradient: ramp, startPoint: .pixels(Point(x: 0, y: 0)), endPoint: .pixels(Point(x: s, y: s))))
        case .radial:
            paint = .radial(RadialGradient(gradient: ramp, center: .pixels(Point(x: s / 2, y: s / 2)), endRadius: s / 2))
        case .angular:
            paint = .angular(AngularGradient(gradient: Gradient(colors: [Color(rgb: 0x1e3c72), Color(rgb: 0xff7e5f), Color(rgb: 0x1e3c72)]),
                                             center: .pixels(Point(x: s / 2, y: s / 2))))
        case .mesh:
            paint = .mesh(MeshGradient(patches: meshPatches(side: s), interpolation: .device, background: .clear))
        }
        return Scene(width: side, height: side, background: .black, depth: depth, dither: dither, layers: [Layer(paint: paint)])
    }

    /// The fill workloads again with colors that leave sRGB: the ramp is red → blue and the
    /// mesh's colors are interpolated in OKLCH (far outside sRGB midway), and the gamut mode
    /// decides what is drawn there. Against ``scene(_:side:depth:dither:)`` they give the cost
    /// of gamut mapping (ramps bake it in once; meshes map each vertex that is out of gamut).
    public static func wideGamutScene(_ fill: Fill, gamut: GamutMode, side: Int = side) -> Scene {
        let s = Double(side)
        let oklch = ColorInterpolation(space: .oklch)
        let wide = Gradient(colors: [Color(rgb: 0xff0000), Color(rgb: 0x0000ff)])
        let paint: Paint
        switch fill {
        case .linear:
            paint = .linear(LinearGradient(gradient: wide, startPoint: .pixels(Point(x: 0, y: 0)), endPoint: .pixels(Point(x: s, y: s)),
                                           interpolation: oklch, gamut: gamut))
        case .radial:
            paint = .radial(RadialGradient(gradient: wide, center: .pixels(Point(x: s / 2, y: s / 2)), endRadius: s / 2,
                                           interpolation: oklch, gamut: gamut))
        case .angular:
            paint = .angular(AngularGradient(gradient: Gradient(colors: [Color(rgb: 0xff0000), Color(rgb: 0x0000ff), Color(rgb: 0xff0000)]),
                                             center: .pixels(Point(x: s / 2, y: s / 2)), interpolation: oklch, gamut: gamut))
        case .mesh:
            paint = .mesh(MeshGradient(patches: meshPatches(side: s), interpolation: oklch, background: .clear, gamut: gamut))
        }
        return Scene(width: side, height: side, background: .black, dither: false, layers: [Layer(paint: paint)])
    }

    /// The mesh: 3×3 vertices, the middle one moved to (0.55, 0.45) of the side, as four Coons
    /// patches with straight sides and bilinear colors (cairo's mesh pattern, Skia's drawPatch).
    public static func meshPatches(side s: Double) -> [MeshPatch] {
        let positions: [(Double, Double)] = [(0, 0), (0.5, 0), (1, 0), (0, 0.5), (0.55, 0.45), (1, 0.5), (0, 1), (0.5, 1), (1, 1)]
        let colors = meshColors.map { Color(rgb: $0) }
        let points = positions.map { Point(x: $0.0 * s, y: $0.1 * s) }
        func side(_ a: Point, _ b: Point) -> [Point] { [a, a + (b - a) * (1.0 / 3), a + (b - a) * (2.0 / 3), b] }
        var patches: [MeshPatch] = []
        for r in 0..<2 {
            for c in 0..<2 {
                let top = r * 3 + c, bottom = top + 3
                let corners: [Int] = [top, top + 1, bottom + 1, bottom]
                let sides: [[Point]] = (0..<4).map { k in side(points[corners[k]], points[corners[(k + 1) % 4]]) }
                patches.append(MeshPatch(sides: sides, colors: corners.map { colors[$0] }))
            }
        }
        return patches
    }

    /// The mesh's vertex colors, row by row.
    public static let meshColors: [UInt32] = [0xff6b6b, 0xfeca57, 0x48dbfb, 0xff9ff3, 0xffffff, 0x1dd1a1, 0x5f27cd, 0x54a0ff, 0xff9f43]

    /// The splash sequence: a 400×200 card with 20-pixel corners, four colors, circles growing
    /// from the center over 1 s each with easeInOut, ⅓ s still after each, 60 fps. It lasts
    /// 4 s (241 frames); the workload is its first 240 frames.
    public static func splash() throws -> SplashTimeline {
        let json = """
        { "splash": { "size": [400, 200], "fills": ["#0000ff", "#ff0000", "#00ff00", "#ffa500"], "animation": "circle",
                      "duration": 1, "hold": 0.3333333333333333, "fps": 60, "easing": "easeInOut", "cornerRadius": 20 } }
        """
        guard case .splash(let timeline) = try DocumentReader.read(Array(json.utf8), syntax: .json) else {
            preconditionFailure("the splash workload is a splash document")
        }
        return timeline
    }

    /// The frames of ``splash()`` measured.
    public static let splashFrames = 0...239

    /// The HSB grid chart of the docs.
    public static func hsbChart() -> Scene { Charts.hsbGrid().scene }

    /// A palette sheet of 24 colors with names and hex values.
    public static func paletteSheet() throws -> Scene {
        let entries = (0..<24).map { i in
            Palette.Entry(name: "Color \(i + 1)", color: Color(hue: Double(i) / 24, saturation: 0.7, brightness: 0.9))
        }
        return PaletteSheet(palette: Palette(name: "Wheel", entries: entries), labels: [.name, .hex]).chart().scene
    }
}
