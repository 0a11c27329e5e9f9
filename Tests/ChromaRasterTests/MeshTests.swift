import ChromaPNG
import ColorCore
import Foundation
import Testing
@testable import ChromaRaster

@Suite struct MeshTests {
    /// A straight grid of `columns × rows` vertices over a canvas, with given colors.
    func grid(_ columns: Int, _ rows: Int, width: Double, height: Double, colors: [Color], smooth: Bool,
              monotone: Bool = false) -> MeshGradient {
        let points = (0..<rows).flatMap { r in
            (0..<columns).map { c in
                MeshPoint(position: Point(x: width * Double(c) / Double(columns - 1), y: height * Double(r) / Double(rows - 1)))
            }
        }
        return MeshGradient(width: columns, height: rows, points: points, colors: colors, smoothsColors: smooth, monotone: monotone)
    }

    func render(_ mesh: MeshGradient, width: Int, height: Int, depth: ColorDepth = .sixteen, background: Color = .black) -> [UInt16] {
        Renderer().renderPixels(Scene(width: width, height: height, background: background, depth: depth, dither: false,
                                      layers: [Layer(paint: .mesh(mesh))]))
    }

    @Test func smoothColorsAreC1AcrossPatchEdgesAndBilinearOnesAreNot() {
        // Three columns: the patch edge is the middle column, x = 100.
        let colors = [Color(white: 0.1), Color(white: 0.5), Color(white: 0.6), Color(white: 0.1), Color(white: 0.5), Color(white: 0.6)]
        func slopeJump(smooth: Bool) -> (atEdge: Double, elsewhere: Double) {
            let pixels = render(grid(3, 2, width: 200, height: 20, colors: colors, smooth: smooth), width: 200, height: 20)
            let row = (0..<200).map { Double(pixels[(10 * 200 + $0) * 4]) }
            let slope = (1..<200).map { row[$0] - row[$0 - 1] }
            let jumps = (1..<slope.count).map { abs(slope[$0] - slope[$0 - 1]) }
            let atEdge = jumps[96...101].max()!
            let elsewhere = (jumps[10...80] + jumps[120...190]).max()!
            return (atEdge, elsewhere)
        }
        let smooth = slopeJump(smooth: true), bilinear = slopeJump(smooth: false)
        // 16-bit rounding moves a difference by at most 2 units; the curvature of the smooth
        // curve adds a few more; the bilinear kink (slopes of 262 and 66 units a pixel) shows as a jump of about 100.
        #expect(smooth.atEdge <= smooth.elsewhere + 4, "smooth: \(smooth)")
        #expect(bilinear.atEdge > 50, "bilinear: \(bilinear)")
    }

    @Test func monotoneColorsStayWithinTheirCorners() {
        // A peak in the middle column overshoots beside it with Catmull-Rom tangents.
        let colors = (0..<2).flatMap { _ in [0.0, 1.0, 0.9, 0.2].map { Color(white: $0) } }
        let free = render(grid(4, 2, width: 300, height: 10, colors: colors, smooth: true), width: 300, height: 10)
        let held = render(grid(4, 2, width: 300, height: 10, colors: colors, smooth: true, monotone: true), width: 300, height: 10)
        let freeRow = (0..<300).map { free[(5 * 300 + $0) * 4] }, heldRow = (0..<300).map { held[(5 * 300 + $0) * 4] }
        // In the middle patch (corners 1.0 and 0.9) the monotone curve stays within 0.9…1.0.
        #expect(heldRow[105..<195].allSatisfy { Double($0) >= 0.9 * 65535 - 2 && Double($0) <= 65535 })
        // Without the limit it dips below 0.9 or rises above 1 somewhere there.
        let overshoot = freeRow[105..<195].contains { Double($0) < 0.9 * 65535 - 300 } || freeRow[105..<195].contains { $0 == 65535 }
        #expect(overshoot, "the unlimited curve should overshoot: \(freeRow[105..<195].min()!)…\(freeRow[105..<195].max()!)")
    }

    @Test func foldsFollowCairosRule() {
        // A tensor patch whose rows run down, back up, and down again: y(s) = 10 b0 + 80 b1 − 30 b2 + 50 b3.
        // Colors go from red (s = 0) to blue (s = 1); where rows overlap, the highest s wins.
        let xs = (0..<4).map { 10 + 40 * Double($0) / 3 }
        let ys = [10.0, 80, -30, 50]
        func p(_ i: Int, _ j: Int) -> Point { Point(x: xs[j], y: ys[i]) }
        let patch = MeshPatch(
            sides: [[p(0, 0), p(0, 1), p(0, 2), p(0, 3)], [p(0, 3), p(1, 3), p(2, 3), p(3, 3)],
                    [p(3, 3), p(3, 2), p(3, 1), p(3, 0)], [p(3, 0), p(2, 0), p(1, 0), p(0, 0)]],
            colors: [Color(rgb: 0xff0000), Color(rgb: 0xff0000), Color(rgb: 0x0000ff), Color(rgb: 0x0000ff)],
            interior: [p(1, 1), p(1, 2), p(2, 2), p(2, 1)])
        let pixels = render(MeshGradient(patches: [patch]), width: 60, height: 60, depth: .eight)
        func y(_ s: Double) -> Double { let b = TensorPatch.bernstein(s); return 10 * b[0] + 80 * b[1] - 30 * b[2] + 50 * b[3] }
        for row in [14, 24, 28, 40, 46] {
            let center = Double(row) + 0.5
            // The largest s whose row passes through this pixel row.
            var highest = -1.0
            for k in 0...100_000 {
                let s = Double(k) / 100_000
                if abs(y(s) - center) < 0.002 { highest = max(highest, s) }
            }
            #expect(highest >= 0)
            let expectedBlue = 255 * highest, i = (row * 60 + 30) * 4
            #expect(abs(Double(pixels[i + 2]) - expectedBlue) <= 2.5, "row \(row): blue \(pixels[i + 2]), expected \(expectedBlue) (s = \(highest))")
        }
    }

    @Test func laterPatchesCoverEarlierOnesAndTheBackgroundFillsTheRest() {
        func square(_ x: Double, _ color: Color) -> MeshPatch {
            let a = Point(x: x, y: 10), b = Point(x: x + 30, y: 10), c = Point(x: x + 30, y: 40), d = Point(x: x, y: 40)
            func side(_ p: Point, _ q: Point) -> [Point] { [p, p + (q - p) * (1.0 / 3), p + (q - p) * (2.0 / 3), q] }
            return MeshPatch(sides: [side(a, b), side(b, c), side(c, d), side(d, a)], colors: Array(repeating: color, count: 4))
        }
        let mesh = MeshGradient(patches: [square(10, Color(rgb: 0xff0000)), square(25, Color(rgb: 0x0000ff))], background: Color(rgb: 0x00ff00))
        let pixels = render(mesh, width: 70, height: 50, depth: .eight, background: .white)
        func at(_ x: Int, _ y: Int) -> [UInt16] { Array(pixels[(y * 70 + x) * 4..<(y * 70 + x) * 4 + 3]) }
        #expect(at(15, 25) == [255, 0, 0])  // only the first patch
        #expect(at(32, 25) == [0, 0, 255])  // the overlap: the later patch
        #expect(at(50, 25) == [0, 0, 255])
        #expect(at(5, 5) == [0, 255, 0] && at(65, 45) == [0, 255, 0])  // the mesh's background
    }

    @Test func invalidMeshesAreRefusedWithTheReason() {
        let bad = MeshGradient(width: 3, height: 3, points: [], colors: [])
        #expect(throws: MeshError.self) { try bad.validate() }
        let one = MeshGradient(width: 1, height: 3, points: [], colors: [])
        #expect { try one.validate() } throws: { ($0 as? MeshError)?.message.contains("1×3") == true }
    }
}
