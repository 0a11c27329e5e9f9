import ChromaPNG
import ColorCore
import Foundation
import Testing
@testable import ChromaRaster

@Suite struct SceneDecoderTests {
    func decode(_ json: String) throws -> Scene { try SceneDecoder.decode(Data(json.utf8)) }

    func error(_ json: String) -> String? {
        do {
            _ = try decode(json)
            return nil
        } catch let error as SceneError {
            return error.description
        } catch {
            return "unexpected \(error)"
        }
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

    @Test func errorsNameTheJSONPath() {
        let cases: [(String, String)] = [
            ("{", "malformed JSON"),
            ("[]", "expected an object, found an array"),
            (#"{"height": 4}"#, "missing key 'width'"),
            (#"{"width": 0, "height": 4}"#, "width: size 0 is outside 1…65535 pixels"),
            (#"{"width": -3, "height": 4}"#, "width: size -3 is outside"),
            (#"{"width": 4.5, "height": 4}"#, "width: expected a whole number, found 4.5"),
            (#"{"width": "4", "height": 4}"#, "width: expected a number, found a string"),
            (#"{"width": 4, "height": 4, "colour": "red"}"#, "unknown key 'colour'"),
            (#"{"width": 4, "height": 4, "depth": 12}"#, "depth: depth 12 is not supported; expected 8 or 16"),
            (#"{"width": 4, "height": 4, "dither": 1}"#, "dither: expected true or false, found a number"),
            (#"{"width": 4, "height": 4, "background": "nope"}"#, "background: expected a color string: invalid color 'nope'"),
            (#"{"width": 4, "height": 4, "layers": [{"paint": "red"}, {"paint": 3}]}"#, "layers[1].paint: expected a color string or an object"),
            (#"{"width": 4, "height": 4, "layers": [{"paint": {"linear": {"start": "top", "end": "bottom", "stops": ["red", 7]}}}]}"#,
             "layers[0].paint.linear.stops[1]: expected a color string"),
            (#"{"width": 4, "height": 4, "layers": [{"paint": {"linear": {"start": "top", "end": "bottom", "stops": []}}}]}"#,
             "layers[0].paint.linear.stops: a gradient needs at least one color stop"),
            (#"{"width": 4, "height": 4, "layers": [{"paint": {"linear": {"start": "middle", "end": "bottom", "stops": ["red"]}}}]}"#,
             "layers[0].paint.linear.start: unknown point 'middle'"),
            (#"{"width": 4, "height": 4, "layers": [{"paint": {"linear": {"start": [1, "2"], "end": "bottom", "stops": ["red"]}}}]}"#,
             "layers[0].paint.linear.start[1]: expected a number, found a string"),
            (#"{"width": 4, "height": 4, "layers": [{"paint": {"linear": {"start": "top", "end": "bottom", "stops": ["red"], "spread": "wrap"}}}]}"#,
             "layers[0].paint.linear.spread: unknown spread 'wrap'; expected pad, repeat or reflect"),
            (#"{"width": 4, "height": 4, "layers": [{"paint": {"linear": {"start": "top", "end": "bottom", "stops": ["red"], "colorSpace": "cmyk"}}}]}"#,
             "layers[0].paint.linear.colorSpace: unknown color space 'cmyk'"),
            (#"{"width": 4, "height": 4, "layers": [{"paint": {"radial": {"endRadius": -1, "stops": ["red"]}}}]}"#,
             "layers[0].paint.radial.endRadius: -1.0 is negative"),
            (#"{"width": 4, "height": 4, "layers": [{"paint": {"angular": {"startAngle": 90, "endAngle": 10, "stops": ["red"]}}}]}"#,
             "layers[0].paint.angular.endAngle: endAngle 10.0 must be greater than startAngle 90.0"),
            (#"{"width": 4, "height": 4, "layers": [{"paint": {"conic": {}}}]}"#, "layers[0].paint: unknown key 'conic'"),
            (#"{"width": 4, "height": 4, "layers": [{"paint": "red", "shape": {"rect": [0, 0, 4]}}]}"#,
             "layers[0].shape.rect: expected [x, y, width, height], found 3 numbers"),
            (#"{"width": 4, "height": 4, "layers": [{"paint": "red", "shape": {"path": "M0 0 Q"}}]}"#,
             "layers[0].shape.path: expected a number, found the end of the data"),
            (#"{"width": 4, "height": 4, "layers": [{"paint": "red", "shape": {"path": "M0 0 L1 1", "fillRule": "winding"}}]}"#,
             "layers[0].shape.fillRule: unknown fill rule 'winding'"),
            (#"{"width": 4, "height": 4, "layers": [{"paint": "red", "opacity": 2}]}"#, "layers[0].opacity: 2.0 is outside 0.0…1.0"),
            (#"{"width": 4, "height": 4, "layers": [{"shape": {"rect": [0, 0, 1, 1]}}]}"#, "layers[0]: missing key 'paint'"),
            (#"{"width": 4, "height": 4, "layers": [{"paint": {"mesh": {"width": 2, "height": 2, "points": [[0, 0], [4, 0], [0, 4]], "colors": ["red", "red", "red", "red"]}}}]}"#,
             "layers[0].paint.mesh.points: 3 points for a 2×2 grid; expected 4"),
            (#"{"width": 4, "height": 4, "layers": [{"paint": {"mesh": {"width": 1, "height": 2, "points": [], "colors": []}}}]}"#,
             "layers[0].paint.mesh.width: 1 vertices; a mesh needs at least 2 each way"),
            (#"{"width": 4, "height": 4, "layers": [{"paint": {"mesh": {"patches": [{"sides": [[[0, 0], [1, 0], [2, 0], [3, 0]]], "colors": ["red", "red", "red", "red"]}]}}}]}"#,
             "layers[0].paint.mesh.patches[0].sides: expected four sides"),
            (#"{"width": 4, "height": 4, "layers": [{"paint": {"mesh": {"patches": [], "width": 2}}}]}"#,
             "layers[0].paint.mesh.width: a mesh of patches takes no width"),
        ]
        for (json, expected) in cases {
            let message = error(json)
            #expect(message?.contains(expected) == true, "\(json)\n  gave: \(message ?? "no error")\n  want: \(expected)")
            #expect(message?.contains("\n") != true)
        }
    }
}
