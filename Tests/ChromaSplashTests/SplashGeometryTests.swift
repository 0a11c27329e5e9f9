import ChromaRaster
import ColorCore
import Foundation
import Testing
@testable import ChromaSplash

@Suite struct SplashGeometryTests {
    let blue = Paint.solid(Color(rgb: 0x0000ff)), red = Paint.solid(Color(rgb: 0xff0000))

    func timeline(_ animation: SplashAnimation, size: (Int, Int) = (200, 100), softness: Double = 0) -> SplashTimeline {
        SplashTimeline(fills: [blue, red], animation: animation, duration: 0.5, fps: 60, softness: softness,
                       card: SplashCard(width: size.0, height: size.1))
    }

    /// The fraction of red (the new color) at each pixel of a frame, from its red channel.
    func newColorFraction(_ timeline: SplashTimeline, frame: Int) -> [[Double]] {
        let pixels = Renderer().renderPixels(timeline.scene(atFrame: frame))
        let (width, height) = timeline.card.canvasSize
        return (0..<height).map { y in (0..<width).map { x in Double(pixels[(y * width + x) * 4]) / 255 } }
    }

    @Test func frameCountAndTimesFollowDurationAndFPS() {
        var t = timeline(.leftToRight)
        #expect(t.totalDuration == 0.5 && t.frameCount == 31)  // 0, 1/60, …, 30/60
        #expect(t.time(ofFrame: 30) == 0.5)
        t.fills = [blue, red, blue, red]
        t.hold = 0.25
        #expect(t.startTimes == [0, 0.75, 1.5])
        #expect(abs(t.totalDuration - 2.25) < 1e-12 && t.frameCount == 136)
        t.fps = 24
        #expect(t.frameCount == 55)  // ⌈2.25 × 24⌉ + 1
    }

    @Test func leftToRightWithEaseInOutIsHalfwayAtHalfTime() {
        // Frame 15 of a 0.5 s transition at 60 fps is at 0.25 s, half its duration.
        let fractions = newColorFraction(timeline(.leftToRight), frame: 15)
        for row in fractions {
            let edge = row.reduce(0, +)  // the covered width, from the left
            #expect(abs(edge - 100) <= 0.5, "edge at \(edge)")
        }
        let right = newColorFraction(timeline(.rightToLeft), frame: 15)
        #expect(abs(right[50].reduce(0, +) - 100) <= 0.5 && right[50][199] == 1 && right[50][0] == 0)
        let down = newColorFraction(timeline(.topToBottom), frame: 15)
        #expect(abs(down.map { $0[7] }.reduce(0, +) - 50) <= 0.5 && down[0][7] == 1)
        let up = newColorFraction(timeline(.bottomToTop), frame: 15)
        #expect(abs(up.map { $0[7] }.reduce(0, +) - 50) <= 0.5 && up[99][7] == 1)
    }

    @Test func circleAreaMatchesItsRadius() {
        let t = timeline(.circle(origin: nil))
        let farthest = (100.0 * 100 + 50 * 50).squareRoot()
        for frame in [6, 10, 15] {
            let progress = t.progress(at: t.time(ofFrame: frame))[0]
            let r = progress * farthest
            let area = newColorFraction(t, frame: frame).joined().reduce(0, +)
            // Only the disc's part inside the card counts.
            let analytic = Self.discAreaInRect(radius: r, center: (100, 50), width: 200, height: 100)
            #expect(abs(area - analytic) <= 0.01 * analytic, "frame \(frame): area \(area), analytic \(analytic) (r \(r))")
        }
    }

    /// The area of a disc inside a rectangle, by fine numerical integration over x.
    static func discAreaInRect(radius r: Double, center: (Double, Double), width: Double, height: Double) -> Double {
        let steps = 200_000
        var area = 0.0
        for i in 0..<steps {
            let x = (Double(i) + 0.5) / Double(steps) * width
            let dx = x - center.0
            guard abs(dx) < r else { continue }
            let half = (r * r - dx * dx).squareRoot()
            area += max(0, min(height, center.1 + half) - max(0, center.1 - half)) * width / Double(steps)
        }
        return area
    }

    @Test(arguments: stride(from: 0.0, to: 360.0, by: 15.0).map { $0 })
    func angleCoversNothingAtTheStartAndEverythingAtTheEnd(_ degrees: Double) {
        let t = timeline(.angle(.degrees(degrees)), size: (120, 70))
        let first = newColorFraction(t, frame: 0).joined()
        let last = newColorFraction(t, frame: t.frameCount - 1).joined()
        #expect(first.allSatisfy { $0 == 0 }, "\(degrees)°: the first frame shows the new color")
        #expect(last.allSatisfy { $0 == 1 }, "\(degrees)°: the last frame leaves pixels uncovered")
        // Halfway, the edge is a straight line at the right angle: half the card is covered.
        let half = newColorFraction(t, frame: 15).joined().reduce(0, +)
        #expect(abs(half - 4200) < 0.01 * 4200, "\(degrees)°: \(half) of 8400 at half time")
    }

    @Test func firstAndLastFramesShowTheEndColorsForEveryAnimation() {
        let animations: [SplashAnimation] = [.leftToRight, .rightToLeft, .topToBottom, .bottomToTop, .angle(.degrees(33)),
                                             .circle(origin: nil), .circle(origin: Point(x: 10, y: 90)), .diamond(origin: nil),
                                             .diamond(origin: Point(x: 180, y: 20))]
        for animation in animations {
            for softness in [0.0, 6.0] {
                let t = timeline(animation, softness: softness)
                #expect(newColorFraction(t, frame: 0).joined().allSatisfy { $0 == 0 }, "\(animation) soft \(softness)")
                #expect(newColorFraction(t, frame: t.frameCount - 1).joined().allSatisfy { $0 == 1 }, "\(animation) soft \(softness)")
            }
        }
    }

    @Test func softEdgesSpreadTheTransition() {
        let crisp = newColorFraction(timeline(.leftToRight), frame: 15)[50]
        let soft = newColorFraction(timeline(.leftToRight, softness: 20), frame: 15)[50]
        let partial = { (row: [Double]) in row.filter { $0 > 0.02 && $0 < 0.98 }.count }
        #expect(partial(crisp) <= 2 && partial(soft) >= 16)
        #expect(abs(soft.reduce(0, +) - 100) <= 1)  // still halfway
    }

    @Test func overlappingScheduleStacksLayers() {
        let green = Paint.solid(Color(rgb: 0x00ff00))
        var t = SplashTimeline(fills: [blue, red, green], animation: .leftToRight, duration: 0.5, starts: [0, 0.25], easing: .linear,
                               fps: 60, card: SplashCard(width: 100, height: 10))
        // At 0.375 s: red at 75%, green at 25%, green on top.
        let pixels = Renderer().renderPixels(t.scene(atFrame: Int(0.375 * 60)))
        func color(_ x: Int) -> [UInt16] { Array(pixels[(5 * 100 + x) * 4..<(5 * 100 + x) * 4 + 3]) }
        #expect(color(10) == [0, 255, 0] && color(50) == [255, 0, 0] && color(90) == [0, 0, 255])
        t.starts = [0.3, 0.1]
        #expect(throws: SplashError.self) { try t.validate() }
    }

    @Test func cardCornersShadowAndPage() {
        let t = SplashTimeline(fills: [blue, red], animation: .circle(origin: nil),
                               card: SplashCard(width: 200, height: 100, cornerRadius: 10, shadow: .article))
        #expect(t.card.margin == 19 && t.card.canvasSize == (238, 138))
        let pixels = Renderer().renderPixels(t.scene(atFrame: 0))
        func at(_ x: Int, _ y: Int) -> [UInt16] { Array(pixels[(y * 238 + x) * 4..<(y * 238 + x) * 4 + 4]) }
        #expect(at(119, 69) == [0, 0, 255, 255])  // the card
        #expect(at(1, 1) == [255, 255, 255, 255])  // the page, beyond the shadow
        let underCard = at(119, 19 + 100 + 6)  // below the card, in its shadow
        #expect(underCard[0] < 250 && underCard[0] > 200)
        let corner = at(19, 19)  // the rounded corner is not blue
        #expect(corner[2] < 250 || corner[0] > 100)
    }
}
