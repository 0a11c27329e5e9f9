import ChromaRaster
import Foundation
import Testing
@testable import ChromaCharts

@Suite struct ChartDocumentTests {
    func scene(_ json: String) throws -> Scene {
        let data = Data(json.utf8)
        return try ChartDocument.decode(data, folder: "/tmp") ?? SceneDecoder.decode(data, layerDecoder: ChartLayers.decode)
    }

    func error(_ json: String) -> String? {
        do { _ = try scene(json); return nil } catch let e as SceneError { return e.description } catch { return "\(error)" }
    }

    @Test func textAndSwatchLayersExpandIntoShapes() throws {
        let decoded = try scene(##"{"width": 300, "height": 200, "layers": [{"text": {"string": "Hi", "at": [10, 40], "size": 30}, "paint": "#ff0000"}, {"swatches": {"colors": ["red", "#00ff00"], "at": [0, 60], "columns": 2, "size": 40}}]}"##)
        guard case .path = decoded.layers[0].shape else { Issue.record("text is not a path layer"); return }
        #expect(decoded.layers.count > 3)  // the text, then shadows, swatches and labels
        let pixels = Renderer().renderPixels(decoded)
        let ink = stride(from: 0, to: 300 * 50 * 4, by: 4).filter { pixels[$0] == 255 && pixels[$0 + 1] == 0 && pixels[$0 + 3] == 255 }.count
        #expect(ink > 50)
    }

    @Test func chartsAndPalettesAreScenesToo() throws {
        #expect(try scene(#"{"chart": {"kind": "wheel", "hue": 10}}"#).width > 500)
        #expect(try scene(#"{"palette": {"colors": ["red", "blue"], "columns": 2, "title": "Two"}}"#).layers.count > 4)
    }

    @Test func errorsNameThePath() {
        let cases: [(String, String)] = [
            (#"{"width": 9, "height": 9, "layers": [{"text": {"at": [0, 0]}}]}"#, "layers[0].text: missing key 'string'"),
            (#"{"width": 9, "height": 9, "layers": [{"text": {"string": "a", "at": [0, 0], "size": 0}}]}"#, "layers[0].text.size: 0.0 is outside 1.0…2048.0"),
            (#"{"width": 9, "height": 9, "layers": [{"text": {"string": "a"}}]}"#, "layers[0].text: missing key 'at'"),
            (#"{"width": 9, "height": 9, "layers": [{"text": {"string": "a", "at": [0, 0], "font": "/none.ttf"}}]}"#, "layers[0].text.font: cannot open font '/none.ttf'"),
            (#"{"width": 9, "height": 9, "layers": [{"text": {"string": "a", "box": [0, 0, 9, 9], "align": "justify"}}]}"#, "unknown alignment 'justify'"),
            (#"{"width": 9, "height": 9, "layers": [{"swatches": {"colors": ["red", 4]}}]}"#, "layers[0].swatches.colors[1]: expected a color string"),
            (#"{"width": 9, "height": 9, "layers": [{"swatches": {"colors": []}}]}"#, "layers[0].swatches: the palette is empty"),
            (#"{"chart": {"kind": "pie"}}"#, "chart.kind: unknown chart 'pie'"),
            (#"{"chart": {"kind": "hsb", "step": 0}}"#, "chart.step: 0.0 is outside 0.02…1.0"),
            (#"{"palette": {"from": "missing.gpl"}}"#, "palette.from: cannot read palette '/tmp/missing.gpl': no such file"),
            (#"{"palette": {"colors": ["red"], "labels": ["weight"]}}"#, "palette.labels[0]: expected one of"),
        ]
        for (json, fragment) in cases {
            let message = error(json)
            #expect(message?.contains(fragment) == true, "\(json)\n  gave: \(message ?? "no error")")
        }
    }
}
