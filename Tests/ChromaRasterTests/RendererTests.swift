import ChromaOutput
import ChromaPNG
import ColorCore
import Testing
@testable import ChromaRaster

@Suite struct RendererTests {
    let ramp = Gradient(colors: [Color(rgb: 0x1e3c72), Color(rgb: 0xff7e5f)])

    func linearScene(width: Int = 300, height: Int = 40, depth: ColorDepth = .eight, dither: Bool = true) -> Scene {
        Scene(width: width, height: height, background: .white, depth: depth, dither: dither,
              layers: [Layer(paint: .linear(LinearGradient(gradient: ramp, startPoint: .unit(.leading), endPoint: .unit(.trailing))))])
    }

    struct Stop: Error {}

    /// The band pipeline: every band once, in order, with its rows above, at any thread count;
    /// the first error, from `work` or from `consume`, ends the run in band order.
    @Test(arguments: [1, 2, 3, 8]) func bandsArriveInOrderAndTheFirstErrorEndsTheRun(threads: Int) throws {
        let scene = PreparedScene(linearScene(width: 5, height: 100))
        let renderer = Renderer(threads: threads)
        var tops: [Int] = []
        try renderer.renderBands(scene, rowsPerBand: 3, rowsAbove: 2, work: { band, above, top in
            precondition(band.height == min(3, 100 - top) && (above?.height ?? 0) == min(top, 2))
            return top
        }) { tops.append($0) }
        #expect(tops == Array(stride(from: 0, to: 100, by: 3)))

        var seen = 0
        #expect(throws: Stop.self) {
            try renderer.renderBands(scene, rowsPerBand: 3, rowsAbove: 0, work: { _, _, top in
                if top == 30 { throw Stop() }
                return top
            }) { _ in seen += 1 }
        }
        #expect(seen == 10, "bands before the failing one are consumed, none after")

        var consumed = 0
        #expect(throws: Stop.self) {
            try renderer.renderBands(scene, rowsPerBand: 1, rowsAbove: 0, work: { _, _, top in top }) { _ in
                consumed += 1
                if consumed == 4 { throw Stop() }
            }
        }
        #expect(consumed == 4)
    }

    @Test func sameBytesWhateverTheThreadsAndSamePixelsWhateverTheSegments() throws {
        var scene = linearScene(width: 97, height: 61)
        scene.layers.append(Layer(paint: .angular(AngularGradient(gradient: Gradient(colors: [.black, .white, .black]))),
                                  shape: .circle(center: Point(x: 40.3, y: 30.1), radius: 22.7), opacity: 0.8))
        let pixels = Renderer(threads: 1).renderImage(scene).bytes
        // Segments of 1 row, 7 rows, and the whole image; filters with and without the row above.
        for segmentSize in [1, 7 * 389, 1 << 20] {
            for filter in [PNGCompression.Filter.none, .up, .paeth, .adaptive] {
                let compression = PNGCompression(level: 6, filter: filter, segmentSize: segmentSize)
                let reference = try Renderer(threads: 1).render(scene, to: .memory, compression: compression)!
                for threads in [2, 3, 4] {
                    #expect(try Renderer(threads: threads).render(scene, to: .memory, compression: compression) == reference,
                            "\(threads) threads, \(filter), segments of \(segmentSize) bytes")
                }
                let decoded = try PNGReader.decode(reference)
                let same = (0..<61).allSatisfy { y in
                    (0..<97).allSatisfy { x in
                        let i = (y * 97 + x) * 4
                        return decoded[x, y] == SIMD4(UInt16(pixels[i]), UInt16(pixels[i + 1]), UInt16(pixels[i + 2]), UInt16(pixels[i + 3]))
                    }
                }
                #expect(same, "\(filter), segments of \(segmentSize) bytes")
            }
        }
    }

    @Test func sixteenBitOutputKeepsTheFineSteps() throws {
        let png = try Renderer().render(linearScene(width: 1024, height: 2, depth: .sixteen), to: .memory)!
        let image = try PNGReader.decode(png)
        #expect(image.bitDepth == .sixteen && image.fileColorType == 2)
        let reds = Set((0..<1024).map { image[$0, 0].x })
        #expect(reds.count > 900)  // an 8-bit file could hold at most 226 distinct reds on this ramp
        #expect(image[0, 0].x < image[1023, 0].x)
    }

    @Test func ditherIsDeterministicAndNeverMovesAValueByMoreThanHalfALevel() {
        let plain = Renderer().renderPixels(linearScene(dither: false))
        let dithered = Renderer().renderPixels(linearScene(dither: true))
        #expect(plain != dithered)
        #expect(dithered == Renderer().renderPixels(linearScene(dither: true)))
        #expect(zip(plain, dithered).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
        // Dithering breaks the bands in two dimensions: the rows of a horizontal ramp, identical
        // without it, alternate with it.
        let row = 300 * 4
        #expect(plain[0..<row] == plain[row..<(2 * row)])
        #expect(dithered[0..<row] != dithered[row..<(2 * row)])
        #expect(dithered[0..<row] == dithered[(2 * row)..<(3 * row)])
    }

    @Test func flatColorsStayExactWithDitheringOn() {
        // A gradient made of one color, and a solid layer: every pixel is exactly the color.
        let flat = Scene(width: 64, height: 16, background: .white, dither: true, layers: [
            Layer(paint: .linear(LinearGradient(gradient: Gradient(colors: [Color(rgb: 0x336699), Color(rgb: 0x336699)]),
                                                startPoint: .unit(.leading), endPoint: .unit(.trailing))),
                  shape: .rect(Rect(x: 0, y: 0, width: 32, height: 16))),
            Layer(paint: .solid(Color(rgb: 0x336699)), shape: .rect(Rect(x: 32, y: 0, width: 32, height: 16))),
        ])
        let pixels = Renderer().renderPixels(flat)
        #expect(stride(from: 0, to: pixels.count, by: 4).allSatisfy { Array(pixels[$0..<$0 + 4]) == [0x33, 0x66, 0x99, 255] })
    }

    @Test func opacityClipAndSourceOver() {
        let scene = Scene(width: 40, height: 20, background: .white, layers: [
            Layer(paint: .solid(Color(rgb: 0xff0000)), shape: .rect(Rect(x: 0, y: 0, width: 20, height: 20)), opacity: 0.5),
            Layer(paint: .solid(Color(rgb: 0x0000ff)), clip: .rect(Rect(x: 30, y: 0, width: 10, height: 20))),
        ])
        let pixels = Renderer().renderPixels(scene)
        func pixel(_ x: Int, _ y: Int) -> [UInt16] { Array(pixels[(y * 40 + x) * 4..<(y * 40 + x) * 4 + 4]) }
        #expect(pixel(5, 5) == [255, 128, 128, 255])  // half red over white
        #expect(pixel(25, 5) == [255, 255, 255, 255])  // outside the clip
        #expect(pixel(35, 5) == [0, 0, 255, 255])  // inside the clip
    }

    @Test func transparentBackgroundsWriteAlphaAndOpaqueOnesDoNot() throws {
        var scene = linearScene()
        #expect(try PNGReader.decode(Renderer().render(scene, to: .memory)!).fileColorType == 2)
        scene.background = .clear
        scene.layers = [Layer(paint: .solid(Color(rgb: 0x00ff00)), shape: .circle(center: Point(x: 20, y: 20), radius: 10.5))]
        let image = try PNGReader.decode(Renderer().render(scene, to: .memory)!)
        #expect(image.fileColorType == 6)
        #expect(image[20, 20] == SIMD4(0, 255, 0, 255) && image[100, 5].w == 0)
        let edge = image[30, 20].w  // the circle's anti-aliased edge
        #expect(edge > 0 && edge < 255)
    }

    @Test func twoCircleRadialLeavesPixelsOutsideTheConeTransparent() {
        let paint = Paint.radial(RadialGradient(gradient: Gradient(colors: [.white, .black]), center: .pixels(Point(x: 30, y: 10)),
                                                startRadius: 2, endRadius: 4, startCenter: .pixels(Point(x: 5, y: 10))))
        let pixels = Renderer().renderPixels(Scene(width: 40, height: 20, layers: [Layer(paint: paint)]))
        #expect(pixels[(0 * 40 + 20) * 4 + 3] == 0)  // far above the cone between the circles
        #expect(pixels[(10 * 40 + 20) * 4 + 3] == 255)  // on the axis, inside it
    }

    @Test func unitPointsReferToTheShapesBounds() {
        // A gradient from the leading to the trailing edge of a shape, not of the canvas.
        let paint = Paint.linear(LinearGradient(gradient: Gradient(colors: [.black, .white]), startPoint: .unit(.leading), endPoint: .unit(.trailing)))
        let scene = Scene(width: 100, height: 10, background: .black, dither: false,
                          layers: [Layer(paint: paint, shape: .rect(Rect(x: 50, y: 0, width: 50, height: 10)))])
        let pixels = Renderer().renderPixels(scene)
        #expect(pixels[(5 * 100 + 50) * 4] <= 3 && pixels[(5 * 100 + 99) * 4] >= 252)
    }
}
