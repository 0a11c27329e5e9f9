import ColorCore
import Testing
@testable import ChromaRaster

/// SwiftUI's `MeshGradient` forms: unit points resolved against the canvas at render time give
/// the same pixels as the same mesh in pixels, at every canvas size.
@Suite struct SwiftUIMeshTests {
    static let unitPoints: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.6, 0.4], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]
    static let colors: [Color] = [.red, .orange, .yellow, .pink, .white, .mint, .indigo, .blue, .teal]

    @Test(arguments: [(1, 1), (7, 3), (64, 48), (333, 101)])
    func unitPointsMatchThePixelMesh(width: Int, height: Int) {
        let unit = MeshGradient(width: 3, height: 3, points: Self.unitPoints, colors: Self.colors)
        let pixels = MeshGradient(width: 3, height: 3, points: Self.unitPoints.map {
            MeshPoint(position: Point(x: Double($0.x) * Double(width), y: Double($0.y) * Double(height)))
        }, colors: Self.colors)
        let a = Renderer().renderPixels(Scene(width: width, height: height, dither: false, layers: [Layer(paint: .mesh(unit))]))
        let b = Renderer().renderPixels(Scene(width: width, height: height, dither: false, layers: [Layer(paint: .mesh(pixels))]))
        #expect(a == b)
    }

    @Test func unitPointsFollowTheShapePainted() {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.black, .black, .white, .white])
        let resolved = mesh.resolved(in: Rect(x: 10, y: 20, width: 100, height: 50))
        guard case .grid(_, _, let points, _) = resolved.form else { Issue.record("not a grid"); return }
        #expect(points.map(\.position) == [Point(x: 10, y: 20), Point(x: 110, y: 20), Point(x: 10, y: 70), Point(x: 110, y: 70)])
        #expect(resolved.coordinates == .pixels && resolved.resolved(in: .init(x: 0, y: 0, width: 1, height: 1)) == resolved)
    }

    @Test func bezierPointsKeepTheirControlPoints() {
        let p = MeshGradient.BezierPoint(position: [0.5, 0.5], leadingControlPoint: [0.4, 0.5], topControlPoint: [0.5, 0.4],
                                         trailingControlPoint: [0.6, 0.5], bottomControlPoint: [0.5, 0.6])
        let mesh = MeshGradient(width: 1, height: 1, bezierPoints: [p], colors: [.red], colorSpace: .perceptual)
        guard case .grid(_, _, let points, _) = mesh.resolved(in: Rect(x: 0, y: 0, width: 10, height: 10)).form else { return }
        let trailing = points[0].trailingControlPoint ?? Point(x: 0, y: 0)
        #expect(points[0].position == Point(x: 5, y: 5) && abs(trailing.x - 6) < 1e-5 && trailing.y == 5)
        #expect(mesh.interpolation == .perceptual)
    }
}
