import ChromaDocument
import ChromaRaster
import ColorCore
import Testing

/// Scene documents decode every feature, with documented defaults.
@Suite struct SceneDocumentTests {
    func decode(_ json: String) throws -> Scene {
        let document = try DocumentReader.read(Array(json.utf8), syntax: .json)
        guard case .scene(let scene) = document else { throw DocumentError(path: "", message: "not a scene") }
        return scene
    }

    @Test func decodesEveryFeature() throws {
        let scene = try decode("""
            { "width": 256, "height": 128, "background": "#ffffff", "depth": 16, "dither": false, "colorProfile": "display-p3",
              "layers": [
                { "paint": {"linear": {"start": "topLeading", "end": [256, 128], "stops": ["red", {"color": "blue", "location": 0.7}, {"hint": 0.8}, "white"],
                                       "spread": "reflect", "colorSpace": "oklch", "hue": "longer"}} },
                { "paint": {"radial": {"center": "center", "startRadius": 4, "endRadius": 60, "startCenter": [100, 60], "stops": ["white", "black"]}},
                  "shape": {"circle": {"center": "center", "radius": 50}}, "opacity": 0.5 },
                { "paint": {"angular": {"from": 90, "stops": ["red", "blue"]}}, "shape": {"roundedRect": {"rect": [10, 10, 80, 40], "cornerRadius": 12, "style": "continuous"}} },
                { "paint": {"elliptical": {"stops": ["white", "black"], "endRadiusFraction": 0.4}}, "shape": {"ellipse": [0, 0, 50, 30]} },
                { "paint": "oklch(70% 0.15 200)", "shape": {"path": "M10 10 L90 10 C 90 50 10 50 10 10 Z", "fillRule": "evenOdd"},
                  "clip": {"rect": [0, 0, 128, 128]} }
              ] }
            """)
        #expect(scene.width == 256 && scene.height == 128 && scene.depth == .sixteen && !scene.dither)
        #expect(scene.colorProfile == .displayP3 && scene.layers.count == 5)
        guard case .linear(let linear) = scene.layers[0].paint else { Issue.record("not linear"); return }
        #expect(linear.startPoint == .unit(.topLeading) && linear.endPoint == .pixels(Point(x: 256, y: 128)))
        #expect(linear.style.spread == .reflect && linear.style.interpolation.space == .oklch && linear.style.interpolation.hue == .longer)
        #expect(linear.style.gradient.stops.map(\.location) == [0, 0.7, 1] && linear.style.gradient.hints == [nil, 0.8])
        #expect(scene.layers[1].shape == .circle(center: Point(x: 128, y: 64), radius: 50) && scene.layers[1].opacity == 0.5)
        guard case .angular(let angular) = scene.layers[2].paint else { Issue.record("not angular"); return }
        #expect(angular.startAngle == .degrees(0) && angular.endAngle == .degrees(360))  // from 90 (CSS, up) is 0 along +x
        #expect(scene.layers[4].shape?.fillRule == .evenOdd && scene.layers[4].clip != nil)
        let mesh = try decode(#"{"width": 8, "height": 8, "layers": [{"paint": {"mesh": {"width": 2, "height": 2, "smoothsColors": false, "colorSpace": "perceptual", "points": [[0, 0], {"position": [8, 0], "bottomControlPoint": [9, 3]}, [0, 8], [8, 8]], "colors": ["red", "lime", "blue", "white"]}}}]}"#)
        guard case .mesh(let m) = mesh.layers[0].paint, case .grid(2, 2, let points, _) = m.form else { Issue.record("not a grid mesh"); return }
        #expect(!m.smoothsColors && m.interpolation.space == .oklab && points[1].bottomControlPoint == Point(x: 9, y: 3))
        // Defaults.
        let plain = try decode(#"{"width": 4, "height": 4}"#)
        #expect(plain.background == .clear && plain.depth == .eight && plain.dither && plain.layers.isEmpty)
    }
}
