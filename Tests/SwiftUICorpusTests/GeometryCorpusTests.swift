import Chroma
import Testing

/// Snippets written from Apple's documentation pages for `MeshGradient` (points, Bézier points,
/// locations and resolved colors), `UnitPoint` and `Angle`. Every `// snippet` counts.
@Suite struct GeometryCorpusTests {
    static let grid: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.5, 0.5], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]
    static let colors: [Color] = [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint]

    // MARK: MeshGradient

    @Test func meshFromPoints() {
        let mesh = MeshGradient(width: 3, height: 3, points: Self.grid, colors: Self.colors) // snippet
        let px = pixels(mesh, 101, 101)
        // Pixel centers on a vertex take its color: (50.5, 50.5) is the middle vertex.
        #expect(near(pixel(px, width: 101, 50, 50), rgba(0xffffff), 2))
        #expect(near(pixel(px, width: 101, 0, 0), rgba(0xff3b30), 6) && near(pixel(px, width: 101, 100, 100), rgba(0x00c7be), 6))
        #expect(mesh.width == 3 && mesh.height == 3 && mesh.smoothsColors && mesh.colorSpace == .device && mesh.background == .clear) // snippet

        let dark = pixels(mesh, 101, 101, in: environment(.dark)) // snippet
        #expect(near(pixel(dark, width: 101, 0, 0), rgba(0xff453a), 6))

        let perceptual = MeshGradient(width: 3, height: 3, points: Self.grid, colors: Self.colors, background: .black, // snippet
                                      smoothsColors: false, colorSpace: .perceptual)
        #expect(perceptual.colorSpace == .perceptual && !perceptual.smoothsColors && pixels(perceptual, 101, 101) != px)
    }

    @Test func meshFromLocationsAndResolvedColors() {
        let reference = pixels(MeshGradient(width: 3, height: 3, points: Self.grid, colors: Self.colors), 101, 101)
        let viaEnums = MeshGradient(width: 3, height: 3, locations: .points(Self.grid), colors: .colors(Self.colors)) // snippet
        #expect(pixels(viaEnums, 101, 101) == reference)
        let resolved = Self.colors.map { $0.resolve(in: EnvironmentValues()) }
        let viaResolved = MeshGradient(width: 3, height: 3, points: Self.grid, resolvedColors: resolved) // snippet
        #expect(pixels(viaResolved, 101, 101) == reference)
        let viaBoth = MeshGradient(width: 3, height: 3, locations: .points(Self.grid), colors: .resolvedColors(resolved)) // snippet
        #expect(pixels(viaBoth, 101, 101) == reference)
        if case .points(let points) = viaEnums.locations { #expect(points == Self.grid) } else { Issue.record("points expected") } // snippet
        if case .colors(let list) = viaEnums.colors { #expect(list == Self.colors) } else { Issue.record("colors expected") } // snippet
    }

    @Test func meshFromBezierPoints() {
        // Control points a third of the way to each neighbour: the same mesh as plain points.
        func bezier(_ p: SIMD2<Float>) -> MeshGradient.BezierPoint { // snippet
            MeshGradient.BezierPoint(position: p, leadingControlPoint: p - [1.0 / 6, 0], topControlPoint: p - [0, 1.0 / 6],
                                     trailingControlPoint: p + [1.0 / 6, 0], bottomControlPoint: p + [0, 1.0 / 6])
        }
        let curved = MeshGradient(width: 3, height: 3, bezierPoints: Self.grid.map(bezier), colors: Self.colors) // snippet
        let plain = pixels(MeshGradient(width: 3, height: 3, points: Self.grid, colors: Self.colors), 101, 101)
        let px = pixels(curved, 101, 101)
        #expect(zip(px, plain).allSatisfy { abs(Int($0) - Int($1)) <= 2 })
        let viaLocations = MeshGradient(width: 3, height: 3, locations: .bezierPoints(Self.grid.map(bezier)), colors: .colors(Self.colors)) // snippet
        #expect(pixels(viaLocations, 101, 101) == px)
        let viaResolved = MeshGradient(width: 3, height: 3, bezierPoints: Self.grid.map(bezier), // snippet
                                       resolvedColors: Self.colors.map { $0.resolve(in: EnvironmentValues()) })
        #expect(pixels(viaResolved, 101, 101) == px)
    }

    // MARK: UnitPoint

    @Test func unitPoints() {
        let point = UnitPoint(x: 0.25, y: 0.75) // snippet
        #expect(point.x == 0.25 && point.y == 0.75)
        #expect(UnitPoint() == .zero && UnitPoint.zero == .topLeading) // snippet
        let named: [(UnitPoint, Double, Double)] = [(.topLeading, 0, 0), (.top, 0.5, 0), (.topTrailing, 1, 0), // snippet
                                                     (.leading, 0, 0.5), (.center, 0.5, 0.5), (.trailing, 1, 0.5),
                                                     (.bottomLeading, 0, 1), (.bottom, 0.5, 1), (.bottomTrailing, 1, 1)]
        for (p, x, y) in named { #expect(p.x == x && p.y == y) }
        let diagonal = LinearGradient(colors: [.black, .white], startPoint: .topLeading, endPoint: .bottomTrailing) // snippet
        let px = pixels(diagonal, 11, 11)
        #expect(pixel(px, width: 11, 10, 0) == pixel(px, width: 11, 0, 10))
    }

    // MARK: Angle

    @Test func angles() {
        #expect(close(Angle(degrees: 180).radians, .pi)) // snippet
        #expect(close(Angle.radians(.pi / 2).degrees, 90)) // snippet
        #expect(Angle() == .zero && Angle.degrees(30) < .degrees(60)) // snippet
        var angle = Angle.degrees(90) // snippet
        angle.radians = .pi
        #expect(close(angle.degrees, 180) && close(angle.animatableData, .pi))
    }
}
