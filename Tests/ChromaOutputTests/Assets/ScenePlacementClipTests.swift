import ChromaRaster
import ColorCore
import Testing
@testable import ChromaOutput

/// A scene placed into part of another canvas (shrunk into a safe zone, centered on a screen)
/// shows what its own canvas shows: a shape reaching past the scene's edges is cut at them.
@Suite struct ScenePlacementClipTests {
    /// Circles centered on two corners of a `side` scene: a quarter of each shows.
    static func corners(side: Int) -> Scene {
        let s = Double(side)
        return Scene(width: side, height: side, background: .clear, layers: [
            Layer(paint: .solid(Color(rgb: 0xe76f51)), shape: .circle(center: Point(x: 0, y: 0), radius: s * 0.4)),
            Layer(paint: .solid(Color(rgb: 0x2a9d8f)), shape: .circle(center: Point(x: s, y: s), radius: s * 0.4)),
            // Inside the scene: drawn as it is, with no clip.
            Layer(paint: .solid(Color(rgb: 0x264653)), shape: .rect(Rect(x: s * 0.25, y: s * 0.25, width: s * 0.5, height: s * 0.5))),
        ])
    }

    @Test(arguments: [(100, 0.5, 200), (33, 0.62, 97), (512, 0.25, 300), (1, 0.5, 8)] as [(Int, Double, Int)])
    func shapesPastTheSceneAreCutAtItsEdges(side: Int, factor: Double, canvas: Int) {
        let scene = Self.corners(side: side)
        let placed = ScenePlacement.centered(scene, factor: factor, side: canvas)
        // Every layer that reaches past the scene is clipped to it; the one inside is not.
        #expect(placed.layers.filter { $0.clip != nil }.count == 2)
        let image = Renderer(threads: 1).renderImage(placed)
        let low = Double(canvas) * (1 - factor) / 2, high = Double(canvas) - low
        var outside = 0, inside = 0
        image.withBand { band in
            for y in 0..<canvas {
                for x in 0..<canvas {
                    let alpha = band.rgba(x: x, y: y).w
                    // Pixels wholly outside the placed square (a pixel of antialiasing allowed).
                    if Double(x + 1) < low - 1e-9 || Double(x) > high + 1e-9 || Double(y + 1) < low - 1e-9 || Double(y) > high + 1e-9 {
                        if alpha > 0 { outside += 1 }
                    } else if alpha > 0 {
                        inside += 1
                    }
                }
            }
        }
        #expect(outside == 0, "\(outside) pixels drawn outside the placed scene")
        #expect(inside > 0)
    }

    @Test func aSceneInsideItsEdgesGetsNoClip() {
        let scene = Scene(width: 50, height: 50, background: Color(rgb: 0xffffff), layers: [
            Layer(paint: .solid(Color(rgb: 0x000000)), shape: .circle(center: Point(x: 25, y: 25), radius: 25)),
            Layer(paint: .solid(Color(rgb: 0xff0000)), shape: nil),
        ])
        let placed = ScenePlacement.centered(scene, factor: 0.66, side: 108)
        #expect(placed.layers.allSatisfy { $0.clip == nil })
    }
}
