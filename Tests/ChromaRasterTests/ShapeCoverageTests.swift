import ColorCore
import Testing
@testable import ChromaRaster

@Suite struct ShapeCoverageTests {
    /// The summed coverage of a shape over a canvas: its rendered area in pixels.
    func area(_ shape: Shape, width: Int = 200, height: Int = 160) -> Double {
        let rasterizer = CoverageRasterizer(shape: shape, width: width, height: height)
        let scratch = CoverageRasterizer.Scratch(width: width)
        let row = UnsafeMutablePointer<Float>.allocate(capacity: width + 1)
        defer { row.deallocate() }
        var total = 0.0
        for y in 0..<height {
            row.initialize(repeating: 0, count: width + 1)
            _ = rasterizer.coverage(row: y, into: row, scratch: scratch)
            for x in 0..<width {
                #expect(row[x] >= -1e-6 && row[x] <= 1 + 1e-5, "coverage \(row[x]) at (\(x), \(y))")
                total += Double(row[x])
            }
        }
        return total
    }

    func expectArea(_ shape: Shape, _ analytic: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let measured = area(shape)
        #expect(abs(measured - analytic) <= 0.01 * analytic, "area \(measured), analytic \(analytic)", sourceLocation: sourceLocation)
    }

    @Test func rectanglesIncludingFractionalOnes() {
        expectArea(.rect(Rect(x: 10, y: 10, width: 50, height: 40)), 2000)
        expectArea(.rect(Rect(x: 10.3, y: 7.7, width: 33.4, height: 21.25)), 33.4 * 21.25)
        #expect(abs(area(.rect(Rect(x: 10, y: 10, width: 50, height: 40))) - 2000) < 1e-3)  // aligned: exact
    }

    @Test func ellipsesAndCircles() {
        expectArea(.ellipse(Rect(x: 20, y: 15, width: 120, height: 70)), .pi * 60 * 35)
        expectArea(.circle(center: Point(x: 100.5, y: 80.25), radius: 37.3), .pi * 37.3 * 37.3)
        expectArea(.circle(center: Point(x: 50, y: 50), radius: 3), .pi * 9)
    }

    @Test func roundedRectangles() {
        let rect = Rect(x: 12, y: 9, width: 130, height: 90)
        expectArea(.roundedRect(rect, cornerRadius: 20, style: .circular), 130 * 90 - (4 - Double.pi) * 400)
        // Continuous corners cut more than circular ones of the same radius, less than the extent would.
        let continuous = area(.roundedRect(rect, cornerRadius: 20, style: .continuous))
        let circularArea: Double = 130 * 90 - (4 - Double.pi) * 400
        let extentArea: Double = 130 * 90 - (4 - Double.pi) * 32 * 32
        #expect(continuous < circularArea)
        #expect(continuous > extentArea)
        // A radius beyond half the side is clamped: a stadium.
        expectArea(.roundedRect(Rect(x: 10, y: 10, width: 100, height: 40), cornerRadius: 500, style: .circular),
                   60 * 40 + .pi * 400)
    }

    @Test func pathsWithBothFillRules() throws {
        // A square with a square hole drawn the same way round: non-zero fills the hole, even-odd does not.
        let data = "M20 20 H120 V120 H20 Z M50 50 H90 V90 H50 Z"
        expectArea(.path(try SVGPathParser.parse(data), fillRule: .nonZero), 100 * 100)
        expectArea(.path(try SVGPathParser.parse(data), fillRule: .evenOdd), 100 * 100 - 40 * 40)
        // A triangle, relative commands.
        expectArea(.path(try SVGPathParser.parse("m10 10 l100 0 l0 80 z"), fillRule: .nonZero), 4000)
        // A half disc from an arc.
        expectArea(.path(try SVGPathParser.parse("M40 80 A50 50 0 0 1 140 80 Z"), fillRule: .nonZero), .pi * 2500 / 2)
        // Quadratic and smooth cubic commands parse and fill.
        #expect(area(.path(try SVGPathParser.parse("M10 100 Q60 0 110 100 T210 100 Z"), fillRule: .nonZero)) > 0)
        #expect(area(.path(try SVGPathParser.parse("M10 100 C10 40 80 40 80 100 S150 160 150 100 Z"), fillRule: .nonZero)) > 0)
    }

    @Test func abuttingShapesLeaveNoSeam() {
        // Two rectangles meeting at a pixel boundary add up to exactly full coverage.
        let left = CoverageRasterizer(shape: .rect(Rect(x: 0, y: 0, width: 50, height: 10)), width: 100, height: 10)
        let right = CoverageRasterizer(shape: .rect(Rect(x: 50, y: 0, width: 50, height: 10)), width: 100, height: 10)
        let scratch = CoverageRasterizer.Scratch(width: 100)
        let row = UnsafeMutablePointer<Float>.allocate(capacity: 101)
        defer { row.deallocate() }
        row.initialize(repeating: 0, count: 101)
        _ = left.coverage(row: 5, into: row, scratch: scratch)
        _ = right.coverage(row: 5, into: row, scratch: scratch)
        #expect((0..<100).allSatisfy { abs(row[$0] - 1) < 1e-6 })
        // Two triangles sharing a diagonal sum to the full square at every pixel.
        row.initialize(repeating: 0, count: 101)
        let a = CoverageRasterizer(shape: .path(try! SVGPathParser.parse("M0 0 L100 0 L0 10 Z"), fillRule: .nonZero), width: 100, height: 10)
        let b = CoverageRasterizer(shape: .path(try! SVGPathParser.parse("M100 0 L100 10 L0 10 Z"), fillRule: .nonZero), width: 100, height: 10)
        _ = a.coverage(row: 4, into: row, scratch: scratch)
        _ = b.coverage(row: 4, into: row, scratch: scratch)
        #expect((0..<100).allSatisfy { abs(row[$0] - 1) < 1e-5 })
    }

    @Test func svgPathErrorsNameThePosition() {
        let cases: [(String, String)] = [
            ("L10 10", "must start with M"),
            ("M10", "expected a number, found the end of the data at character 4"),
            ("M10 10 X5 5", "unknown path command 'X'"),
            ("M0 0 A10 10 0 2 0 5 5", "expected an arc flag"),
            ("M0 0 L1e 2", "expected a number"),
        ]
        for (data, fragment) in cases {
            #expect {
                try SVGPathParser.parse(data)
            } throws: { error in
                (error as? SVGPathError)?.message.contains(fragment) == true
            }
        }
        // SVG number syntax: "1.5.5" is two numbers, "-" starts a number, flags may touch.
        #expect(throws: Never.self) { try SVGPathParser.parse("M1.5.5L-3-4a5 5 0 1110 10z") }
    }
}
