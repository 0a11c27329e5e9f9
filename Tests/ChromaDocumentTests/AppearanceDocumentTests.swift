import Foundation
import Testing
import ChromaRaster
import ColorCore
@testable import ChromaDocument

/// A document's `"appearance"`, unit points (`"units": "unit"`, names, percentages) and the
/// warnings for pixel points that look like unit points.
@Suite struct AppearanceDocumentTests {
    func read(_ json: String) throws -> (Document, [DocumentError]) {
        var warnings: [DocumentError] = []
        let document = try DocumentReader.read(Array(json.utf8), syntax: .json, name: nil, folder: "/", warnings: &warnings)
        return (document, warnings)
    }

    func firstPixel(_ document: Document) -> [UInt16] {
        Array(Renderer().renderPixels(document.scene!)[0..<4])
    }

    @Test func appearanceResolvesAdaptiveColors() throws {
        let light = try read(#"{"width": 2, "height": 2, "layers": [{"paint": ".blue"}]}"#).0
        let dark = try read(#"{"width": 2, "height": 2, "appearance": "dark", "layers": [{"paint": ".blue"}]}"#).0
        let pair = try read(#"{"width": 2, "height": 2, "appearance": "dark-increased", "layers": [{"paint": "light-dark(white, .red)"}]}"#).0
        #expect(firstPixel(light) == [0, 122, 255, 255] && firstPixel(dark) == [10, 132, 255, 255])
        #expect(firstPixel(pair) == [255, 105, 97, 255])
        #expect(throws: DocumentError.self) { try read(#"{"width": 2, "height": 2, "appearance": "dim", "layers": []}"#) }
        let splash = try read(#"{"appearance": "dark", "splash": {"size": [8, 8], "fills": [".blue", ".red"]}}"#).0
        if case .splash(let timeline) = splash { #expect(timeline.environment.colorScheme == .dark) } else { Issue.record("a splash") }
    }

    @Test func unitPointsThreeWays() throws {
        let unit = try read(#"{"width": 40, "height": 10, "layers": [{"paint": {"linear": {"units": "unit", "start": [0, 0], "end": [1, 0], "stops": ["red", "blue"]}}}]}"#)
        let named = try read(#"{"width": 40, "height": 10, "layers": [{"paint": {"linear": {"start": "leading", "end": ".trailing", "stops": ["red", "blue"]}}}]}"#)
        let percent = try read(#"{"width": 40, "height": 10, "layers": [{"paint": {"linear": {"start": "0%,50%", "end": ["100%", "50%"], "stops": ["red", "blue"]}}}]}"#)
        let a = Renderer().renderPixels(unit.0.scene!), b = Renderer().renderPixels(named.0.scene!), c = Renderer().renderPixels(percent.0.scene!)
        #expect(a == b && b == c && unit.1.isEmpty && named.1.isEmpty && percent.1.isEmpty)
    }

    @Test func unitLikePixelsWarn() throws {
        let linear = try read(#"{"width": 200, "height": 50, "layers": [{"paint": {"linear": {"start": [0, 0], "end": [1, 0], "stops": ["red", "blue"]}}}]}"#)
        #expect(linear.1.count == 1 && linear.1[0].description.contains("\"units\": \"unit\""))
        let mesh = try read(#"{"width": 64, "height": 64, "layers": [{"paint": {"mesh": {"width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1], [1, 1]], "colors": ["red", "blue", "white", "black"]}}}]}"#)
        #expect(mesh.1.count == 1 && mesh.1[0].description.contains("mesh's points"))
        let meshUnit = try read(#"{"width": 64, "height": 64, "layers": [{"paint": {"mesh": {"units": "unit", "width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1], [1, 1]], "colors": ["red", "blue", "white", "black"]}}}]}"#)
        #expect(meshUnit.1.isEmpty)
        let pixels = Renderer().renderPixels(meshUnit.0.scene!)
        #expect(pixels[(63 * 64 + 63) * 4 + 3] == 255)   // covers the canvas, not one pixel
        let tiny = try read(#"{"width": 2, "height": 2, "layers": [{"paint": {"linear": {"start": [0, 0], "end": [1, 0], "stops": ["red", "blue"]}}}]}"#)
        #expect(tiny.1.isEmpty)
        let hsb = try read(#"{"width": 2, "height": 2, "layers": [{"paint": "hsb(0.58 0.17 1.0)"}]}"#)
        #expect(hsb.1.count == 1 && hsb.1[0].description.contains("hsb(208.8 17% 100%)"))
    }
}
