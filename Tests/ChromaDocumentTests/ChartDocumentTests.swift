import ChromaDocument
import ChromaRaster
import Testing

/// Text, swatch, chart and palette-sheet sections decode into what they draw.
@Suite struct ChartDocumentTests {
    func document(_ json: String) throws -> Document {
        try DocumentReader.read(Array(json.utf8), syntax: .json, folder: "/tmp")
    }

    @Test func textAndSwatchLayersExpandIntoShapes() throws {
        let decoded = try #require(try document(##"{"width": 300, "height": 200, "layers": [{"text": {"string": "Hi", "at": [10, 40], "size": 30}, "paint": "#ff0000"}, {"swatches": {"colors": ["red", "#00ff00"], "at": [0, 60], "columns": 2, "size": 40}}]}"##).scene)
        guard case .path = decoded.layers[0].shape else { Issue.record("text is not a path layer"); return }
        #expect(decoded.layers.count > 3)  // the text, then shadows, swatches and labels
        let pixels = Renderer().renderPixels(decoded)
        let ink = stride(from: 0, to: 300 * 50 * 4, by: 4).filter { pixels[$0] == 255 && pixels[$0 + 1] == 0 && pixels[$0 + 3] == 255 }.count
        #expect(ink > 50)
    }

    @Test func chartsAndPalettesAreChartsWithTheirLabels() throws {
        guard case .chart(let wheel) = try document(#"{"chart": {"kind": "wheel", "hue": 10}}"#) else { Issue.record("not a chart"); return }
        #expect(wheel.scene.width > 500 && !wheel.labels.isEmpty)
        guard case .chart(let sheet) = try document(#"{"palette": {"colors": ["red", "blue"], "columns": 2, "title": "Two"}}"#) else {
            Issue.record("not a chart")
            return
        }
        #expect(sheet.scene.layers.count > 4 && sheet.labels.contains { $0.text == "Two" })
    }

    @Test func everyChartKindDecodes() throws {
        for chart in [#"{"kind": "rgb", "step": 0.25}"#, #"{"kind": "hsb", "step": 0.5, "fullBrightness": true}"#, #"{"kind": "strips"}"#,
                      #"{"kind": "wheel"}"#, #"{"kind": "harmony", "color": "teal", "model": "oklch"}"#,
                      #"{"kind": "mixing", "pairs": [["red", "blue"], ["white", "black"]]}"#] {
            guard case .chart(let decoded) = try document(#"{"chart": \#(chart)}"#) else { Issue.record("\(chart) is not a chart"); continue }
            #expect(decoded.scene.width > 0 && !decoded.swatches.isEmpty, "\(chart)")
        }
    }

    @Test func splashDocumentsAreTimelines() throws {
        guard case .splash(let timeline) = try document(#"{"splash": {"size": [20, 10], "fills": ["red", {"linear": {"start": "leading", "end": "trailing", "stops": ["blue", "white"]}}], "animation": "circle", "fps": 30, "depth": 16, "shadow": true}}"#) else {
            Issue.record("not a splash")
            return
        }
        #expect(timeline.fills.count == 2 && timeline.fps == 30 && timeline.depth == .sixteen && timeline.card.shadow != nil)
        #expect(try document(#"{"splash": {"size": [20, 10], "fills": ["red", "blue"]}}"#).scene == nil)
    }
}
