import ChromaDocument
import Testing

/// A bad value in any section gets one line naming its path, the value found and what was
/// expected — the same line whether the document is JSON or YAML (YAML's flow syntax reads
/// every JSON document, so each case runs through both readers).
@Suite struct DocumentErrorTests {
    static func message(_ text: String, _ syntax: DocumentReader.Syntax) -> String? {
        do {
            _ = try DocumentReader.read(Array(text.utf8), syntax: syntax, name: "doc", folder: "/tmp")
            return nil
        } catch let failure as DocumentError {
            return failure.description
        } catch {
            return "unexpected \(error)"
        }
    }

    static let scene = #"{"width": 4, "height": 4, "layers": [LAYER]}"#
    static func layer(_ json: String) -> String { scene.replacingOccurrences(of: "LAYER", with: json) }
    static func linear(_ extra: String) -> String {
        layer(#"{"paint": {"linear": {"start": "top", "end": "bottom", "stops": ["red", "blue"]EXTRA}}}"#.replacingOccurrences(of: "EXTRA", with: extra))
    }

    /// (document, the whole expected line after "doc: ").
    static let cases: [(String, String)] = [
        // The scene.
        ("[]", "expected an object: a scene, or a splash, chart or palette section, found an array of 0"),
        (#"{"height": 4}"#, #"missing key "width""#),
        (#"{"width": 0, "height": 4}"#, "width: expected a whole number from 1 to 65535 pixels, found 0"),
        (#"{"width": -3, "height": 4}"#, "width: expected a whole number from 1 to 65535 pixels, found -3"),
        (#"{"width": 4.5, "height": 4}"#, "width: expected a whole number from 1 to 65535 pixels, found 4.5"),
        (#"{"width": 1e308, "height": 4}"#, "width: expected a whole number from 1 to 65535 pixels, found 1e+308"),
        (#"{"width": "4", "height": 4}"#, #"width: expected a whole number from 1 to 65535 pixels, found the string "4""#),
        (#"{"width": 4, "height": 4, "colour": "red"}"#, #"unknown key "colour"; expected width, height, scale, background, depth, dither, colorProfile, layers or appearance"#),
        (#"{"width": 4, "height": 4, "depth": 12}"#, "depth: expected a depth of 8 or 16 bits, found 12"),
        (#"{"width": 4, "height": 4, "dither": 1}"#, "dither: expected true or false, found 1"),
        (#"{"width": 4, "height": 4, "colorProfile": "adobe"}"#, #"colorProfile: unknown color profile "adobe"; expected srgb or display-p3"#),
        // Layers and paints.
        (layer(#"{"paint": "red"}, {"paint": 3}"#), "layers[1].paint: expected a color string or an object with one key: linear, radial, elliptical, angular, mesh or css, found 3"),
        (layer(#"{"shape": {"rect": [0, 0, 1, 1]}}"#), #"layers[0]: missing key "paint""#),
        (layer(#"{"paint": "red", "opacity": 2}"#), "layers[0].opacity: expected a number from 0 to 1, found 2"),
        (layer(#"{"paint": {"conic": {}}}"#), #"layers[0].paint: unknown key "conic"; expected linear, radial, elliptical, angular, mesh or css"#),
        (linear(#", "spread": "wrap""#), #"layers[0].paint.linear.spread: unknown spread "wrap"; expected pad, repeat or reflect"#),
        (linear(#", "hue": "short""#), #"layers[0].paint.linear.hue: unknown hue method "short"; expected shorter, longer, increasing or decreasing"#),
        (layer(#"{"paint": {"linear": {"start": "middle", "end": "bottom", "stops": ["red"]}}}"#), "layers[0].paint.linear.start: unknown point \"middle\""),
        (layer(#"{"paint": {"linear": {"start": [1, "2"], "end": "bottom", "stops": ["red"]}}}"#),
         #"layers[0].paint.linear.start[1]: expected a number from -1000000 to 1000000 pixels, found the string "2""#),
        (layer(#"{"paint": {"linear": {"start": "top", "end": "bottom", "stops": ["red", 7]}}}"#),
         #"layers[0].paint.linear.stops[1]: expected a color string, {"color": …, "location": …} or {"hint": …}, found 7"#),
        (layer(#"{"paint": {"linear": {"start": "top", "end": "bottom", "stops": ["red", {"color": "red", "location": 1e308}]}}}"#),
         "layers[0].paint.linear.stops[1].location: expected a number from -1000 to 1000, found 1e+308"),
        (layer(#"{"paint": {"radial": {"endRadius": -1, "stops": ["red"]}}}"#), "layers[0].paint.radial.endRadius: expected a number from 0 to 1000000 pixels, found -1"),
        (layer(#"{"paint": {"angular": {"startAngle": 0, "endAngle": 2.7e302, "stops": ["red"]}}}"#),
         "layers[0].paint.angular.endAngle: expected a number from -36000 to 36000 degrees, found 2.7e+302"),
        (layer(#"{"paint": {"angular": {"startAngle": 90, "endAngle": 10, "stops": ["red"]}}}"#),
         "layers[0].paint.angular.endAngle: endAngle 10 must be greater than startAngle 90"),
        // Meshes.
        (layer(#"{"paint": {"mesh": {"width": 2, "height": 2, "points": [[0, 0], [4, 0], [0, 4]], "colors": ["red", "red", "red", "red"]}}}"#),
         "layers[0].paint.mesh.points: expected 4 points for a 2×2 grid, found an array of 3"),
        (layer(#"{"paint": {"mesh": {"width": 2, "height": 2, "points": [[0, 0], [4, 0], [0, 1e308], [4, 4]], "colors": ["red", "red", "red", "red"]}}}"#),
         "layers[0].paint.mesh.points[2][1]: expected a number from -1000000 to 1000000 pixels, found 1e+308"),
        (layer(#"{"paint": {"mesh": {"width": 1, "height": 2, "points": [], "colors": []}}}"#),
         "layers[0].paint.mesh.width: expected a whole number from 2 to 65535 vertices, found 1"),
        (layer(#"{"paint": {"mesh": {"patches": [{"sides": [[[0, 0], [1, 0], [2, 0], [3, 0]]], "colors": ["red", "red", "red", "red"]}]}}}"#),
         "layers[0].paint.mesh.patches[0].sides: expected four sides of four points each, [[P0, c, c, P1], [P1, c, c, P2], [P2, c, c, P3], [P3, c, c, P0]], found an array of 1"),
        (layer(#"{"paint": {"mesh": {"patches": [], "width": 2}}}"#),
         "layers[0].paint.mesh.width: a mesh of patches takes no width; give either patches or a grid (width, height, points, colors)"),
        // Shapes.
        (layer(#"{"paint": "red", "shape": {"rect": [0, 0, 4]}}"#), "layers[0].shape.rect: expected [x, y, width, height] in pixels, found an array of 3"),
        (layer(#"{"paint": "red", "shape": {"rect": [-1e308, 0, 4, 4]}}"#), "layers[0].shape.rect[0]: expected a number from -1000000 to 1000000 pixels, found -1e+308"),
        (layer(#"{"paint": "red", "shape": {"circle": {"radius": 1e308}}}"#), "layers[0].shape.circle.radius: expected a number from 0 to 1000000 pixels, found 1e+308"),
        // A size in range that carries its shape out of range names the size as given, not the edge.
        (layer(#"{"paint": "red", "shape": {"circle": {"center": [32, 32], "radius": 1e6}}}"#),
         "layers[0].shape.circle.radius: the radius 1000000 around the center (32, 32) reaches 1000032; expected the circle within -1000000 to 1000000 pixels (a radius up to 999968 here)"),
        (layer(#"{"paint": "red", "shape": {"circle": {"center": [-500000, 0], "radius": 600000}}}"#),
         "layers[0].shape.circle.radius: the radius 600000 around the center (-500000, 0) reaches -1100000; expected the circle within -1000000 to 1000000 pixels (a radius up to 500000 here)"),
        (layer(#"{"paint": "red", "shape": {"roundedRect": {"rect": [999990, 0, 20, 20], "cornerRadius": 5}}}"#),
         "layers[0].shape.roundedRect.rect[2]: the width 20 from x 999990 reaches 1000010; expected the rectangle within -1000000 to 1000000 pixels (a width up to 10 here)"),
        // A corner radius past half the shorter side would make a capsule without a word.
        (layer(#"{"paint": "red", "shape": {"roundedRect": {"rect": [0, 0, 160, 80], "cornerRadius": 40.5}}}"#),
         "layers[0].shape.roundedRect.cornerRadius: 40.5 is more than half the rectangle's shorter side; expected at most 40 for a 160×80 rectangle (that much makes its short sides round)"),
        (layer(#"{"paint": "red", "shape": {"roundedRect": {"rect": [0, 0, 0, 80], "cornerRadius": 1e6}}}"#), "layers[0].shape.roundedRect.cornerRadius: 1000000 is more than half the rectangle's shorter side; expected at most 0 for a 0×80 rectangle (that much makes its short sides round)"),
        (layer(#"{"paint": "red", "shape": {"rect": [0, -1e6, 4, 2000001]}}"#), "layers[0].shape.rect[3]: expected a number from 0 to 1000000 pixels, found 2000001"),
        (layer(#"{"paint": "red", "shape": {"rect": [0, 999999.5, 4, 1]}}"#),
         "layers[0].shape.rect[3]: the height 1 from y 999999.5 reaches 1000000.5; expected the rectangle within -1000000 to 1000000 pixels (a height up to 0.5 here)"),
        (layer(#"{"paint": "red", "shape": {"path": "M0 0 L1 1", "fillRule": "winding"}}"#),
         #"layers[0].shape.fillRule: unknown fill rule "winding"; expected nonZero or evenOdd"#),
        // Text and swatches.
        (layer(#"{"text": {"at": [0, 0]}}"#), #"layers[0].text: missing key "string""#),
        (layer(#"{"text": {"string": "a", "at": [0, 0], "size": 0}}"#), "layers[0].text.size: expected a number from 1 to 2048 pixels, found 0"),
        (layer(#"{"text": {"string": "a"}}"#), #"layers[0].text: missing key "at" (the baseline's start) or "box""#),
        (layer(#"{"text": {"string": "a", "box": [0, 0, 9, 9], "align": "justify"}}"#),
         #"layers[0].text.align: unknown alignment "justify"; expected leading, center or trailing"#),
        (layer(#"{"swatches": {"colors": ["red", 4]}}"#), "layers[0].swatches.colors[1]: expected a color string, found 4"),
        (layer(#"{"swatches": {"colors": ["red"], "columns": 1e308}}"#), "layers[0].swatches.columns: expected a whole number from 1 to 64 columns, found 1e+308"),
        // Splash.
        (#"{"splash": {"size": [10, 10], "fills": ["red", "blue"], "duration": 1e308}}"#, "splash.duration: expected a number above 0, up to 3600 seconds, found 1e+308"),
        (#"{"splash": {"size": [10, 10], "fills": ["red", "blue"], "fps": 0}}"#, "splash.fps: expected a whole number from 1 to 1000 frames per second, found 0"),
        (#"{"splash": {"size": [10, 10], "fills": ["red", "blue"], "shadow": {"radius": 1e7}}}"#, "splash.shadow.radius: expected a number from 0 to 1000000 pixels, found 10000000"),
        (#"{"splash": {"size": [200, 100], "fills": ["red", "blue"], "cornerRadius": 1e6}}"#,
         "splash: cornerRadius 1000000 is more than half the card's shorter side; expected at most 50 for the 200×100 card (that much makes its short sides round)"),
        (#"{"splash": {"size": [200, 101], "fills": ["red", "blue"], "cornerRadius": 50.6}}"#,
         "splash: cornerRadius 50.6 is more than half the card's shorter side; expected at most 50.5 for the 200×101 card (that much makes its short sides round)"),
        (#"{"splash": {"size": [10, 10], "fills": ["red", 5]}}"#,
         "splash.fills[1]: expected a color string or an object with one key: linear, radial, elliptical, angular, mesh or css, found 5"),
        (#"{"splash": {"size": [10, 10], "fills": ["red", "blue"]}, "width": 4}"#, #"a splash document has only a splash section and an appearance; unexpected key "width""#),
        // Charts and palette sheets.
        (#"{"chart": {"kind": "pie"}}"#, #"chart.kind: unknown chart "pie"; expected rgb, hsb, strips, wheel, harmony or mixing"#),
        (#"{"chart": {"kind": "hsb", "step": 0}}"#, "chart.step: expected a number from 0.02 to 1, found 0"),
        (#"{"chart": {"kind": "rgb", "hue": 3}}"#, #"chart: unknown key "hue"; expected kind, scale or step"#),
        (#"{"chart": {"kind": "mixing", "pairs": [["red"]]}}"#, "chart.pairs[0]: expected a pair of colors, [A, B], found an array of 1"),
        (#"{"palette": {"from": "missing.gpl"}}"#, "palette.from: cannot read '/tmp/missing.gpl': no such file"),
        (#"{"palette": {"colors": ["red"], "labels": ["weight"]}}"#, #"palette.labels[0]: unknown label "weight"; expected "#),
        (#"{"palette": {"colors": ["red"], "columns": -1}}"#, "palette.columns: expected a whole number from 1 to 64 columns, found -1"),
    ]

    @Test(arguments: cases)
    func badValuesGetOneLineNamingTheirPath(document: String, expected: String) {
        for syntax in DocumentReader.Syntax.allCases {
            let message = Self.message(document, syntax)
            #expect(message?.hasPrefix("doc: " + expected) == true, "\(syntax): \(document)\n  gave: \(message ?? "no error")\n  want: doc: \(expected)")
            #expect(message?.contains("\n") != true)
        }
    }

    @Test func malformedJSONNamesTheLineAndColumn() {
        #expect(Self.message("{\n  \"width\": 4,\n  \"height\": [1,]\n}", .json)
            == "doc: malformed JSON at line 3, column 16: expected a value, found ']'")
        #expect(Self.message(#"{"width": 4, "width": 5}"#, .json)?.contains(#"the key "width" appears twice in one object"#) == true)
        #expect(Self.message(#"{"width": NaN}"#, .json)?.contains("expected a value, found 'N'") == true)
        #expect(Self.message(#"{"width": 1e999}"#, .json)?.contains("is too large for a 64-bit float") == true)
        #expect(Self.message("{\"a\": \"\u{1}\"}", .json)?.contains("a control character inside a string") == true)
        #expect(Self.message(" {", .json) == "doc: malformed JSON at line 1, column 3: expected a key in double quotes, found the end of the document")
        // Nothing at all is an empty document, in either syntax.
        for (text, syntax) in [("", DocumentReader.Syntax.json), (" \n\t", .json), ("", .yaml), ("# only\n  # comments\n", .yaml), ("\u{FEFF}", .yaml)] {
            #expect(Self.message(text, syntax) == "doc: the document is empty; expected a scene, or a splash, chart, palette or assets document (JSON or YAML)")
        }
        #expect(Self.message("# a comment", .json)?.hasPrefix("doc: malformed JSON") == true)
    }

    @Test func quotedInputIsCutAndEscaped() throws {
        let long = String(repeating: "x", count: 10_000)
        let message = try #require(Self.message(#"{"width": 4, "height": 4, "colorProfile": "\u001b]0;\#(long)"}"#, .json))
        #expect(message.count < 300)
        #expect(!message.contains("\u{1b}") && message.contains(#"\u{1b}]0;xxx"#) && message.contains("…"))
    }

    @Test func nestingIsRefusedBeforeRecursion() {
        for depth in [65, 1_000, 100_000] {
            let deep = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            #expect(Self.message(deep, .json)?.contains("the document needs more than 64 levels of nesting, over the nesting limit of 64; raise it with CHROMA_MAX_NESTING") == true, "JSON at \(depth)")
            // YAML's parser has a depth limit of its own, which may speak first.
            let yaml = Self.message(deep, .yaml) ?? "no error"
            #expect(yaml.contains("the document needs more than 64 levels of nesting, over the nesting limit of 64; raise it with CHROMA_MAX_NESTING") || yaml.contains("malformed YAML"), "YAML at \(depth): \(yaml)")
        }
    }
}
