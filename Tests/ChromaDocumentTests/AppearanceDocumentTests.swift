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
        // A mesh whose points all lie in 0…1 would cover one pixel: an error naming the fix.
        #expect { try read(#"{"width": 64, "height": 64, "layers": [{"paint": {"mesh": {"width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1], [1, 1]], "colors": ["red", "blue", "white", "black"]}}}]}"#) } throws: { error in
            "\(error)".contains("mesh's points") && "\(error)".contains("\"units\": \"unit\"")
        }
        let meshUnit = try read(#"{"width": 64, "height": 64, "layers": [{"paint": {"mesh": {"units": "unit", "width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1], [1, 1]], "colors": ["red", "blue", "white", "black"]}}}]}"#)
        #expect(meshUnit.1.isEmpty)
        let pixels = Renderer().renderPixels(meshUnit.0.scene!)
        #expect(pixels[(63 * 64 + 63) * 4 + 3] == 255)   // covers the canvas, not one pixel
        let tiny = try read(#"{"width": 2, "height": 2, "layers": [{"paint": {"linear": {"start": [0, 0], "end": [1, 0], "stops": ["red", "blue"]}}}]}"#)
        #expect(tiny.1.isEmpty)
        let hsb = try read(#"{"width": 2, "height": 2, "layers": [{"paint": "hsb(0.58 0.17 1.0)"}]}"#)
        #expect(hsb.1.count == 1 && hsb.1[0].description.contains("hsb(208.8 17% 100%)"))
    }

    /// Meshes speak unit points: over grids, canvas sizes, shapes and SwiftUI-style points, a mesh
    /// whose pixel points all lie in 0…1 on a canvas larger than 2 px is an error naming
    /// `"units": "unit"` (never a transparent image); with `"units": "unit"` the same numbers
    /// cover the box; pixel points reaching beyond 1, or a canvas of 2 px or less, are drawn.
    @Test(arguments: [(2, 2), (3, 3), (4, 3), (2, 5)])
    func unitLikeMeshPointsAreAnErrorNamingTheFix(_ grid: (Int, Int)) throws {
        let (columns, rows) = grid
        var points: [String] = []
        for r in 0..<rows { for c in 0..<columns {
            // SwiftUI-style points: corners on the unit square, inner points moved a little.
            let inner = c > 0 && c < columns - 1 && r > 0 && r < rows - 1
            let x = Double(c) / Double(columns - 1) + (inner ? 0.07 : 0), y = Double(r) / Double(rows - 1) - (inner ? 0.05 : 0)
            points.append("[\(x), \(y)]")
        } }
        let colors = (0..<(columns * rows)).map { ["\"red\"", "\"blue\"", "\"white\"", "\"black\"", "\".mint\""][$0 % 5] }.joined(separator: ", ")
        let mesh = #""width": \#(columns), "height": \#(rows), "points": [\#(points.joined(separator: ", "))], "colors": [\#(colors)]"#
        for (width, height) in [(3, 3), (64, 64), (640, 2), (1, 300), (1000, 700)] {
            for layer in [#"{"paint": {"mesh": {\#(mesh)}}}"#, #"{"shape": {"rect": [0, 0, \#(width), \#(height)]}, "paint": {"mesh": {\#(mesh)}}}"#] {
                let json = #"{"width": \#(width), "height": \#(height), "layers": [\#(layer)]}"#
                #expect(throws: DocumentError.self, "\(width)×\(height) \(columns)×\(rows)") { try read(json) }
                do { _ = try read(json) } catch {
                    #expect("\(error)".contains("\"units\": \"unit\"") && "\(error)".contains("\(width)×\(height)"), "\(error)")
                }
                let unit = try read(json.replacingOccurrences(of: #"{"mesh": {"#, with: #"{"mesh": {"units": "unit", "#))
                #expect(unit.1.isEmpty)
                if width * height <= 64 * 64 {
                    let pixels = Renderer().renderPixels(unit.0.scene!)
                    #expect(pixels[(width * height - 1) * 4 + 3] == 255 && pixels[3] == 255, "\(width)×\(height) covered")
                }
            }
        }
        // Pixel points beyond 1 are drawn as pixels; a 2×2 canvas may use 0…1 pixels.
        let scaled = #"{"width": 40, "height": 40, "layers": [{"paint": {"mesh": {\#(mesh.replacingOccurrences(of: "[1.0,", with: "[39.0,"))}}}]}"#
        #expect(try read(scaled).1.isEmpty)
        #expect(try read(#"{"width": 2, "height": 2, "layers": [{"paint": {"mesh": {\#(mesh)}}}]}"#).1.isEmpty)
    }
}
