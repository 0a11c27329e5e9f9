import ColorCore
import Testing
@testable import ChromaRaster

/// Cell sizes of the mesh tessellation: large cells only where they stay within
/// `PatchGrid.tolerance` of the exact patch.
@Suite struct PatchGridTests {
    /// Four straight-sided Coons patches over a square canvas, the middle vertex moved off center
    /// (the speed suite's mesh): nearly linear in position and, in device sRGB, in color.
    static func mesh(side s: Double, interpolation: ColorInterpolation = .device) -> MeshGradient {
        let positions: [(Double, Double)] = [(0, 0), (0.5, 0), (1, 0), (0, 0.5), (0.55, 0.45), (1, 0.5), (0, 1), (0.5, 1), (1, 1)]
        let colors: [UInt32] = [0xff6b6b, 0xfeca57, 0x48dbfb, 0xff9ff3, 0xffffff, 0x1dd1a1, 0x5f27cd, 0x54a0ff, 0xff9f43]
        let points = positions.map { Point(x: $0.0 * s, y: $0.1 * s) }
        func side(_ a: Point, _ b: Point) -> [Point] { [a, a + (b - a) * (1.0 / 3), a + (b - a) * (2.0 / 3), b] }
        var patches: [MeshPatch] = []
        for r in 0..<2 {
            for c in 0..<2 {
                let corners = [r * 3 + c, r * 3 + c + 1, r * 3 + c + 4, r * 3 + c + 3]
                patches.append(MeshPatch(sides: (0..<4).map { k in side(points[corners[k]], points[corners[(k + 1) % 4]]) },
                                         colors: corners.map { Color(rgb: colors[$0]) }))
            }
        }
        return MeshGradient(patches: patches, interpolation: interpolation, background: .clear)
    }

    /// About 62,500 cells (two triangles each) at the finest; a sixteenth of that with cells four times as large.
    static let fineTriangles = 2 * 62_500

    @Test(arguments: [256, 1000, 4096])
    func nearlyLinearPatchesGetCellsFourTimesAsLarge(side: Int) {
        let s = Double(side)
        let (triangles, _) = MeshTessellation.triangles(Self.mesh(side: s), outputSpace: .srgb, visible: Rect(x: 0, y: 0, width: s, height: s))
        #expect(triangles.count <= Self.fineTriangles / 12, "\(triangles.count) triangles at \(side)²")
        #expect(triangles.count >= Self.fineTriangles / 24, "\(triangles.count) triangles at \(side)²")
    }

    @Test(arguments: [ColorInterpolation(space: .oklch), ColorInterpolation(space: .lab)])
    func curvedColorsKeepTheFineCells(_ interpolation: ColorInterpolation) {
        // Colors interpolated in OKLCH or Lab curve through sRGB: cells four times as large would
        // depart from them by more than a fifth of a level.
        let (triangles, _) = MeshTessellation.triangles(Self.mesh(side: 1000, interpolation: interpolation), outputSpace: .srgb,
                                                        visible: Rect(x: 0, y: 0, width: 1000, height: 1000))
        #expect(triangles.count >= Self.fineTriangles * 3 / 4, "\(triangles.count) triangles")
    }

    @Test func curvedSidesKeepTheFineCells() {
        // A patch whose sides bulge far from their chords.
        let p = [Point(x: 0, y: 0), Point(x: 900, y: 0), Point(x: 900, y: 900), Point(x: 0, y: 900)]
        let bulge = 500.0
        let sides = [[p[0], Point(x: 300, y: -bulge), Point(x: 600, y: bulge), p[1]], [p[1], Point(x: 900 + bulge, y: 300), Point(x: 900 - bulge, y: 600), p[2]],
                     [p[2], Point(x: 600, y: 900 + bulge), Point(x: 300, y: 900 - bulge), p[3]], [p[3], Point(x: -bulge, y: 600), Point(x: bulge, y: 300), p[0]]]
        let mesh = MeshGradient(patches: [MeshPatch(sides: sides, colors: [.red, .green, .blue, .white])], interpolation: .device)
        let (triangles, _) = MeshTessellation.triangles(mesh, outputSpace: .srgb, visible: Rect(x: 0, y: 0, width: 1000, height: 1000))
        #expect(triangles.count >= Self.fineTriangles / 2, "\(triangles.count) triangles")
    }

    @Test func largeCellsStayWithinAFifthOfALevel() {
        // 16-bit output of the nearly linear mesh against the exact patches: a fifth of an 8-bit
        // level is 51.4 units of 65535, plus half a unit of rounding.
        let side = 600
        let mesh = Self.mesh(side: Double(side))
        let pixels = Renderer().renderPixels(Scene(width: side, height: side, background: .black, depth: .sixteen, dither: false,
                                                   layers: [Layer(paint: .mesh(mesh))]))
        var worst = 0.0
        for y in stride(from: 2, to: side - 2, by: 7) {
            for x in stride(from: 2, to: side - 2, by: 5) {
                guard let exact = MeshReferenceTests.exactColor(mesh, x: Double(x) + 0.5, y: Double(y) + 0.5) else {
                    Issue.record("(\(x), \(y)) lies in no patch")
                    continue
                }
                let i = (y * side + x) * 4
                for c in 0..<3 { worst = max(worst, abs(Double(pixels[i + c]) - exact[c] * 257)) }
            }
        }
        #expect(worst <= 0.2 * 257 + 0.5, "worst \(worst) units of 65535")
    }
}
