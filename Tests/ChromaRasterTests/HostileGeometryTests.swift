import ChromaLimits
import ColorCore
import Foundation
import Testing
@testable import ChromaRaster

/// Numbers no document should hold (1e308, 1e-300, NaN, infinities, 2⁶³) never trap the
/// renderer, and the model's `validate()` refuses them with a path naming the bad value.
@Suite struct HostileGeometryTests {
    /// Values swept through every coordinate, length and angle below.
    static let values: [Double] = [0, -1, 0.5, 1e-300, -1e-300, 16_777_216, 16_777_217, 1_000_000, 1_000_001, -1_000_000, 36_000, 36_001, -36_001, 1e15, -1e15, 9.3e18,
                                   1e308, -1e308, .greatestFiniteMagnitude, .infinity, -.infinity, .nan]

    func render(_ layers: [Layer], size: Int = 16) -> [UInt16] {
        Renderer(threads: 1).renderPixels(Scene(width: size, height: size, background: .white, layers: layers))
    }

    func isWhite(_ pixels: [UInt16]) -> Bool { pixels.allSatisfy { $0 == 255 } }

    @Test(arguments: values)
    func aRectAnywhereRendersWithoutATrap(_ x: Double) {
        let pixels = render([Layer(paint: .solid(.black), shape: .rect(Rect(x: x, y: 2, width: 10, height: 10)))])
        // Only a rect whose span reaches the canvas paints; a rect at 1e15 or 1e308 is culled.
        let reaches = x.isFinite && x > -10 && x < 16
        #expect(isWhite(pixels) == !reaches, "x = \(x)")
    }

    @Test(arguments: values)
    func aCircleOfAnyRadiusRendersWithoutATrap(_ radius: Double) {
        let pixels = render([Layer(paint: .solid(.black), shape: .circle(center: Point(x: 8, y: 8), radius: radius))])
        if radius >= 16 && radius <= 1e15 {
            // A circle this large covers the whole canvas, exactly.
            #expect(pixels.enumerated().allSatisfy { $0.offset % 4 == 3 ? $0.element == 255 : $0.element == 0 }, "radius \(radius)")
        }
        let shape = Shape.circle(center: Point(x: 8, y: 8), radius: radius)
        // Valid exactly when the circle's extent (8 ± radius) lies within the coordinate range.
        let valid = InputRange.length.contains(radius) && InputRange.coordinate.contains(8 + radius) && InputRange.coordinate.contains(8 - radius)
        #expect(((try? shape.validate()) != nil) == valid, "radius \(radius)")
    }

    @Test(arguments: values)
    func aMeshPointAnywhereRendersWithoutATrap(_ x: Double) {
        let points = [Point(x: 0, y: 0), Point(x: x, y: 0), Point(x: 0, y: 16), Point(x: 16, y: 16)].map { MeshPoint(position: $0) }
        let mesh = MeshGradient(width: 2, height: 2, points: points, colors: [Color(rgb: 0xff0000), Color(rgb: 0x0000ff), Color(rgb: 0x00ff00), Color(rgb: 0xffff00)])
        _ = render([Layer(paint: .mesh(mesh))])
        let valid = (try? Paint.mesh(mesh).validate()) != nil
        #expect(valid == InputRange.coordinate.contains(x), "x = \(x)")
    }

    @Test(arguments: values)
    func anAngularEndAngleOfAnyValueRendersWithoutATrap(_ end: Double) {
        let paint = Paint.angular(AngularGradient(gradient: Gradient(colors: [Color(rgb: 0xff0000), Color(rgb: 0x0000ff)]), center: .unit(.center),
                                                  startAngle: .degrees(0), endAngle: .degrees(end)))
        _ = render([Layer(paint: paint)])
        _ = render([Layer(paint: paint)], size: 3)
        #expect(((try? paint.validate()) != nil) == InputRange.angle.contains(end), "endAngle \(end)")
    }

    @Test(arguments: ["A1e-300 1e-300 0 0 1 20 20", "A1e308 1e308 0 1 0 20 20", "A1e-300 5 0 0 1 20 20", "A5 1e-300 45 1 1 20 20"])
    func anArcWithAbsurdRadiiIsFinite(_ arc: String) throws {
        let path = try SVGPathParser.parse("M10 10 " + arc + " Z")
        #expect(path.isFinite, "\(arc)")
        #expect(path.elements.contains { if case .close = $0 { true } else { false } })
        // Tiny radii grow until the chord fits (a half ellipse); huge ones give the chord.
        if case .curve(_, _, let end)? = path.elements.dropLast().last { #expect(end == Point(x: 20, y: 20)) }
        _ = render([Layer(paint: .solid(.black), shape: .path(path, fillRule: .nonZero))], size: 24)
    }

    @Test func validateNamesThePathOfTheBadValue() {
        func message(_ scene: Scene) -> String {
            do { try scene.validate(); return "" } catch { return "\(error)" }
        }
        let rect = Scene(width: 8, height: 8, layers: [Layer(paint: .solid(Color(rgb: 0xff0000))), Layer(paint: .solid(Color(rgb: 0xff0000)), shape: .rect(Rect(x: -1e308, y: 0, width: 1, height: 1)))])
        #expect(message(rect) == "layers[1].shape.rect[0]: expected a number from -1000000 to 1000000 pixels, found -1e+308")
        let circle = Scene(width: 8, height: 8, layers: [Layer(paint: .solid(Color(rgb: 0xff0000)), shape: .circle(center: .zero, radius: 1e308))])
        #expect(message(circle).hasPrefix("layers[0].shape.circle.radius:"))
        let opacity = Scene(width: 8, height: 8, layers: [Layer(paint: .solid(Color(rgb: 0xff0000)), opacity: .nan)])
        #expect(message(opacity).hasPrefix("layers[0].opacity:"))
        #expect(message(Scene(width: 0, height: 8)) == "width: expected a whole number from 1 to 65535 pixels, found 0")
        #expect(message(Scene(width: 8, height: 65536)) == "height: expected a whole number from 1 to 65535 pixels, found 65536")
        #expect(message(Scene(width: 8, height: 8, layers: [Layer(paint: .solid(Color(rgb: 0xff0000)), shape: .rect(Rect(x: 0, y: 0, width: 4, height: 4)))])) == "")
    }

    @Test func theNewCountLimitsAreCheckedBeforeAnyWork() throws {
        let limits = ResourceLimits()
        let tiny = Layer(paint: .solid(Color(rgb: 0xff0000)), shape: .rect(Rect(x: 0, y: 0, width: 1, height: 1)))
        for count in [limits.layers, limits.layers + 1] {
            let scene = Scene(width: 8, height: 8, layers: Array(repeating: tiny, count: count))
            #expect(((try? scene.validate()) != nil) == (count <= limits.layers), "\(count) layers")
        }
        var path = Path()
        path.move(to: .zero)
        for i in 1..<limits.pathSegments { path.addLine(to: Point(x: Double(i % 7), y: Double(i % 5))) }
        #expect(throws: Never.self) { try path.validate() }
        path.closeSubpath()
        #expect { try path.validate() } throws: { "\($0)".contains("CHROMA_MAX_PATH_SEGMENTS") }
        let side = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 2, y: 0), Point(x: 3, y: 0)]
        let patch = MeshPatch(sides: [side, [side[3], side[3], Point(x: 3, y: 3), Point(x: 3, y: 3)],
                                      [Point(x: 3, y: 3), Point(x: 3, y: 3), Point(x: 0, y: 3), Point(x: 0, y: 3)],
                                      [Point(x: 0, y: 3), Point(x: 0, y: 3), side[0], side[0]]],
                              colors: [Color(rgb: 0xff0000), Color(rgb: 0x00ff00), Color(rgb: 0x0000ff), .white])
        for count in [limits.meshPatches, limits.meshPatches + 1] {
            let paint = Paint.mesh(MeshGradient(patches: Array(repeating: patch, count: count)))
            #expect(((try? paint.validate()) != nil) == (count <= limits.meshPatches), "\(count) patches")
        }
        for count in [limits.stops, limits.stops + 1] {
            let paint = Paint.linear(LinearGradient(gradient: Gradient(colors: Array(repeating: Color(rgb: 0xff0000), count: count)),
                                                    startPoint: .unit(.leading), endPoint: .unit(.trailing)))
            #expect(((try? paint.validate()) != nil) == (count <= limits.stops), "\(count) stops")
        }
        // Meshes share the patch limit, each counting at least 64: 64 small meshes pass, 65 do not.
        let small = Layer(paint: .mesh(MeshGradient(patches: [patch])))
        for count in [64, 65] {
            let scene = Scene(width: 8, height: 8, layers: Array(repeating: small, count: count))
            #expect(((try? scene.validate()) != nil) == (count <= 64), "\(count) meshes")
        }
        // A mesh far larger than a thin canvas keeps only the triangles the canvas shows.
        let grid = MeshGradient(width: 2, height: 2, points: [Point(x: 0, y: 0), Point(x: 4000, y: 0), Point(x: 0, y: 4000), Point(x: 4000, y: 4000)].map { MeshPoint(position: $0) },
                                colors: [Color(rgb: 0xff0000), Color(rgb: 0x0000ff), Color(rgb: 0x00ff00), .white])
        let all = MeshTessellation.triangles(grid, outputSpace: .srgb).triangles.count
        let shown = MeshTessellation.triangles(grid, outputSpace: .srgb, visible: Rect(x: 0, y: 0, width: 640, height: 1)).triangles.count
        #expect(shown > 0 && shown * 50 < all, "\(shown) of \(all)")
        #expect(ResourceLimits.Limit.layers.environmentVariable == "CHROMA_MAX_LAYERS")
        #expect(ResourceLimits.Limit.meshPatches.environmentVariable == "CHROMA_MAX_MESH_PATCHES")
        #expect(try ResourceLimits.reading(["CHROMA_MAX_LAYERS": "7", "CHROMA_MAX_MESH_PATCHES": "8", "CHROMA_MAX_PATH_SEGMENTS": "9"])
                    == { var l = ResourceLimits(); l.layers = 7; l.meshPatches = 8; l.pathSegments = 9; return l }())
    }

    @Test func aPathOfManyHugeCurvesFlattensToABoundedPolygon() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        for i in 0..<20_000 {
            let far = i % 2 == 0 ? 1.6e7 : -1.6e7
            path.addCurve(to: Point(x: Double(i % 16), y: 8), control1: Point(x: far, y: -far), control2: Point(x: -far, y: far))
        }
        let visible = Rect(x: 0, y: 0, width: 16, height: 16)
        let points = path.polygons(within: visible).reduce(0) { $0 + $1.count }
        // 20,000 curves that each cross the canvas: at most 2,000,000 / 20,000 = 100 segments each.
        #expect(points <= 20_000 * 100 + 1, "\(points) points")
        #expect(points >= 20_000 * 16, "\(points) points")
        // Curves wholly off the canvas keep only their control polygon.
        var far = Path()
        far.move(to: Point(x: 1e6, y: 1e6))
        for _ in 0..<1000 { far.addCurve(to: Point(x: 1e6, y: 1e6), control1: Point(x: 2e6, y: 1e6), control2: Point(x: 2e6, y: 2e6)) }
        #expect(far.polygons(within: visible).reduce(0) { $0 + $1.count } == 1 + 3 * 1000)
    }

    @Test(arguments: [0.0, 0.49, 0.5, 1.5, -0.5, -1.5, 1e308, -1e308, 9.2e18, 9.3e18, -9.3e18, .infinity, -.infinity, .nan])
    func conversionsSaturateOrRefuseInsteadOfTrapping(_ value: Double) {
        let clamped = Int.clamping(value, rounded: .down, to: -5...5)
        #expect((-5...5).contains(clamped))
        if value.isNaN { #expect(clamped == -5) }
        if value.isFinite, abs(value) < 5 { #expect(clamped == Int(value.rounded(.down))) }
        let checked = Int.checked(value)
        #expect((checked != nil) == (value.isFinite && abs(value) < 9.2233720368547758e18))
        #expect(Int.clamping(value, to: Int.min...Int.max) == (value.isNaN ? Int.min : (checked ?? (value > 0 ? Int.max : Int.min))))
    }

    @Test(arguments: [0.0, 179, 181, -181, 540, 1e10, -1e10, 1e300, -1e300, .infinity, -.infinity, .nan])
    func meshHuesUnwrapInOneStepWhateverTheirSize(_ hue: Double) {
        for reference in [0.0, 350, -720] {
            let h = MeshColors.unwrap(hue, near: reference)
            if hue.isFinite {
                #expect(abs(h - reference) <= 180, "\(hue) near \(reference): \(h)")
                if abs(hue) < 1e6 { #expect(abs((h - hue).remainder(dividingBy: 360)) < 1e-9, "\(hue) near \(reference): \(h)") }
            } else {
                #expect(h == reference)
            }
        }
    }
}
