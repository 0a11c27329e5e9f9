import ArgumentParser
import ChromaCharts
import ChromaDocument
import ChromaLimits
import ChromaPalette
import ChromaRaster
import ChromaSplash
import ColorCore
import Foundation
import Testing
@testable import ChromaCLI

/// One table of ranges (``InputRange``): every shared number fed through the command line (run
/// in-process), a JSON document, a YAML document and the Swift API gets the same verdict, and a
/// refusal carries the same message, `expected <the range>, found <the value>`, after the place
/// each surface names (`invalid --duration: `, `splash.duration: `, `duration: `).
@Suite struct RangeAgreementTests {
    /// A number one surface reads, and how each surface is handed it.
    struct Case: CustomTestStringConvertible, Sendable {
        /// What the number is, for the test's name.
        var name: String
        var range: InputRange
        /// The values to try: hostile ones and the range's own ends.
        var values: [Double]
        /// The arguments of a command line that reads the number (nil where the command line has
        /// no such option); `out` is a temporary folder for outputs.
        var arguments: (@Sendable (_ value: String, _ out: String) -> [String])?
        /// A document that holds the number (JSON-shaped values; written out as JSON and as YAML).
        var document: (@Sendable (Double) -> Any)?
        /// The Swift API given the number: nil when it accepts it, else the error's text.
        var api: (@Sendable (Double) -> String?)?

        var testDescription: String { name }
    }

    /// Hostile values every case tries beside its range's ends.
    static let hostile: [Double] = [1e308, -1e308, -1, 0, 1e12, .nan, .infinity, 0.5, 9.223372036854776e18]

    /// A splash at 1 fps, so the longest accepted times stay within the frame limit.
    static func splash(_ extra: [String: Any]) -> Any {
        ["splash": ["size": [20, 10], "fills": ["red", "blue"], "fps": 1].merging(extra) { $1 }]
    }

    static func scene(paint: Any, width: Double = 16, height: Double = 16) -> Any {
        ["width": width, "height": height, "layers": [["paint": paint]]]
    }

    static func timelineError(_ change: (inout SplashTimeline) -> Void) -> String? {
        var timeline = SplashTimeline(fills: [.solid(.red), .solid(.blue)], fps: 1, card: SplashCard(width: 20, height: 10))
        change(&timeline)
        do {
            try timeline.validate()
            return nil
        } catch {
            return "\(error)"
        }
    }

    static func paintError(_ paint: Paint) -> String? {
        do {
            try Scene(width: 16, height: 16, layers: [Layer(paint: paint)]).validate()
            return nil
        } catch {
            return "\(error)"
        }
    }

    static func gradient(location: Double) throws -> Gradient {
        try Gradient(elements: [.color(.red, location: location), .color(.blue, location: nil)])
    }

    /// The scene error of a paint whose gradient is built first (a gradient refuses a location
    /// that is not finite itself).
    static func paintError(_ paint: () throws -> Paint) -> String? {
        do {
            return paintError(try paint())
        } catch {
            return "\(error)"
        }
    }

    /// An Int for an API that takes one, or nil when the value is not a whole Int.
    static func whole(_ value: Double) -> Int? { Int.checked(value).flatMap { Double($0) == value ? $0 : nil } }

    static func meshError(columns: Int = 3, rows: Int = 3, jitter: Double = 0) -> String? {
        do {
            _ = try MeshGradient.seeded(columns: columns, rows: rows, colors: [.red, .blue], jitter: jitter,
                                        in: Rect(x: 0, y: 0, width: 16, height: 16))
            return nil
        } catch {
            return "\(error)"
        }
    }

    static func sheetError(_ change: (inout PaletteSheet) -> Void) -> String? {
        var sheet = PaletteSheet(palette: Palette(colors: [.red]))
        change(&sheet)
        do {
            try sheet.validate()
            return nil
        } catch {
            return "\(error)"
        }
    }

    static let cases: [Case] = [
        Case(name: "splash duration", range: .duration, values: hostile + [3600, 3601, 1e-9],
             arguments: { ["splash", "--colors", "red,blue", "--duration=\($0)", "-o", $1] },
             document: { splash(["duration": $0]) }, api: { v in timelineError { $0.duration = v } }),
        Case(name: "splash hold", range: .seconds, values: hostile + [3600, 5000],
             arguments: { ["splash", "--colors", "red,blue", "--hold=\($0)", "-o", $1] },
             document: { splash(["hold": $0]) }, api: { v in timelineError { $0.hold = v } }),
        Case(name: "splash start time", range: .seconds, values: hostile + [3600, 5000],
             arguments: { ["splash", "--colors", "red,blue", "--starts=\($0)", "-o", $1] },
             document: { splash(["starts": [$0]]) }, api: { v in timelineError { $0.starts = [v] } }),
        Case(name: "splash fps", range: .fps, values: [-1, 0, 1001, 1e12, 1000, 1],
             arguments: { ["splash", "--colors", "red,blue", "--fps=\($0)", "-o", $1] },
             document: { splash(["fps": $0]) }, api: { v in timelineError { $0.fps = whole(v)! } }),
        Case(name: "splash frame count", range: .frameCount, values: [-1, 0, 1, 1e12, 2],
             arguments: { ["splash", "--colors", "red,blue", "--frame-count=\($0)", "-o", $1] },
             document: { splash(["frameCount": $0]) }, api: { v in timelineError { $0.fixedFrameCount = whole(v)! } }),
        Case(name: "splash soft edge", range: .length, values: hostile + [1_000_000, 1_000_001],
             arguments: { ["splash", "--colors", "red,blue", "--soft-edge=\($0)", "-o", $1] },
             document: { splash(["softEdge": $0]) }, api: { v in timelineError { $0.softness = v } }),
        Case(name: "splash corner radius", range: .length, values: hostile + [1_000_001],
             arguments: { ["splash", "--colors", "red,blue", "--corner-radius=\($0)", "-o", $1] },
             document: { splash(["cornerRadius": $0]) }, api: { v in timelineError { $0.card.cornerRadius = v } }),
        Case(name: "splash scale", range: .scale, values: hostile + [4, 4.5, 1],
             arguments: { ["splash", "--colors", "red,blue", "--scale=\($0)", "-o", $1] },
             document: { splash(["scale": $0]) }, api: { v in timelineError { $0.scale = v } }),
        Case(name: "canvas width", range: .canvasSide, values: [-1, 0, 65536, 1e12, 9.223372036854776e18, 65535],
             arguments: { ["gradient", "linear", "--size=\($0)x1", "--stops", "red,blue", "-o", $1 + "/x.png"] },
             document: { ["width": $0, "height": 1] },
             api: { v in
                 do { try Scene(width: whole(v)!, height: 1).validate(); return nil } catch { return "\(error)" }
             }),
        Case(name: "splash card width", range: .canvasSide, values: [-1, 0, 65536, 1e12],
             arguments: { ["splash", "--colors", "red,blue", "--size=\($0)x10", "-o", $1] },
             document: { ["splash": ["size": [$0, 10], "fills": ["red", "blue"]]] },
             api: { v in timelineError { $0.card.width = whole(v)! } }),
        Case(name: "linear start coordinate", range: .coordinate, values: hostile + [1_000_000, -1_000_001],
             arguments: { ["gradient", "linear", "--size", "4x4", "--stops", "red,blue", "--start=\($0),0", "-o", $1 + "/x.png"] },
             document: { scene(paint: ["linear": ["start": [$0, 0], "end": "trailing", "stops": ["red", "blue"]]]) },
             api: { v in paintError { .linear(LinearGradient(gradient: try gradient(location: 0), startPoint: .pixels(Point(x: v, y: 0)), endPoint: .unit(.trailing))) } }),
        Case(name: "radial end radius", range: .length, values: hostile + [1_000_001],
             arguments: { ["gradient", "radial", "--size", "4x4", "--stops", "red,blue", "--end-radius=\($0)", "-o", $1 + "/x.png"] },
             document: { scene(paint: ["radial": ["endRadius": $0, "stops": ["red", "blue"]]]) },
             api: { v in paintError { .radial(RadialGradient(gradient: try gradient(location: 0), center: .unit(.center), startRadius: 0, endRadius: v)) } }),
        Case(name: "angular start angle", range: .angle, values: hostile + [-36_000, -36_001],
             arguments: { ["gradient", "angular", "--size", "4x4", "--stops", "red,blue", "--start-angle=\($0)", "--end-angle", "36000", "-o", $1 + "/x.png"] },
             document: { scene(paint: ["angular": ["startAngle": $0, "endAngle": 36000, "stops": ["red", "blue"]]]) },
             api: { v in paintError { .angular(AngularGradient(gradient: try gradient(location: 0), center: .unit(.center), startAngle: .degrees(v), endAngle: .degrees(36000))) } }),
        Case(name: "stop location", range: .location, values: hostile + [-1000, 1001],
             arguments: { ["gradient", "linear", "--size", "4x4", "--stops=red@\($0),blue", "-o", $1 + "/x.png"] },
             document: { scene(paint: ["linear": ["start": "leading", "end": "trailing", "stops": [["color": "red", "location": $0], "blue"]]]) },
             api: { v in paintError { .linear(LinearGradient(gradient: try gradient(location: v), startPoint: .unit(.leading), endPoint: .unit(.trailing))) } }),
        Case(name: "mesh jitter", range: .jitter, values: hostile + [0.50001],
             arguments: { ["gradient", "mesh", "--size", "8x8", "--colors", "red,blue", "--jitter=\($0)", "-o", $1 + "/x.png"] },
             document: { scene(paint: ["mesh": ["grid": "3x3", "colors": ["red", "blue"], "jitter": $0]]) },
             api: { v in meshError(jitter: v) }),
        Case(name: "mesh grid columns", range: .meshGridSide, values: [-1, 0, 1, 65536, 1e12, 2],
             arguments: { ["gradient", "mesh", "--size", "8x8", "--colors", "red,blue", "--grid=\($0)x3", "-o", $1 + "/x.png"] },
             document: { scene(paint: ["mesh": ["grid": "\(InputRange.format($0))x3", "colors": ["red", "blue"]]]) },
             api: { v in meshError(columns: whole(v)!) }),
        Case(name: "chart step", range: .chartStep, values: hostile + [0.02, 0.01, 1.5],
             arguments: { ["chart", "hsb", "--step=\($0)", "-o", $1 + "/x.png"] },
             document: { ["chart": ["kind": "hsb", "step": $0]] }, api: nil),
        Case(name: "palette columns", range: .columns, values: [-1, 0, 65, 1e12, 64],
             arguments: { ["palette", "red", "--columns=\($0)", "-o", $1 + "/x.png"] },
             document: { ["palette": ["colors": ["red"], "columns": $0]] },
             api: { v in sheetError { $0.columns = whole(v)! } }),
        Case(name: "palette swatch size", range: .swatchSize, values: [-1, 0, 15, 1025, 1e12, 16],
             arguments: { ["palette", "red", "--swatch-size=\($0)", "-o", $1 + "/x.png"] },
             document: { ["palette": ["colors": ["red"], "size": $0]] },
             api: { v in sheetError { $0.swatchSize = whole(v)! } }),
        Case(name: "palette spacing", range: .spacing, values: [-1, 257, 1e12, 0],
             arguments: { ["palette", "red", "--spacing=\($0)", "-o", $1 + "/x.png"] },
             document: { ["palette": ["colors": ["red"], "spacing": $0]] },
             api: { v in sheetError { $0.spacing = whole(v)! } }),
        Case(name: "layer opacity", range: .fraction, values: hostile + [1.5],
             arguments: nil,
             document: { ["width": 4, "height": 4, "layers": [["paint": "red", "opacity": $0]]] },
             api: { v in
                 do { try Scene(width: 4, height: 4, layers: [Layer(paint: .solid(.red), opacity: v)]).validate(); return nil } catch { return "\(error)" }
             }),
        Case(name: "animation loop count", range: .loopCount, values: [-1, 65536, 1e12],
             arguments: { ["splash", "--colors", "red,blue", "--loop=\($0)", "--animated", $1 + "/x.png"] }, document: nil, api: nil),
        Case(name: "text size", range: .textSize, values: hostile + [2048, 2049],
             arguments: nil, document: { ["width": 4, "height": 4, "layers": [["text": ["string": "a", "at": [0, 2], "size": $0]]]] }, api: nil),
    ]

    /// The value as a user types it on the command line.
    /// (Swift prints NaN and infinities as `nan` and `inf`, which the parsers read back.)
    static func typed(_ value: Double) -> String { InputRange.format(value) }

    /// A value as a YAML 1.1 scalar Yams reads as the same number (a float needs a dot there).
    static func yamlNumber(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return InputRange.format(value) }
        return String(format: "%.17e", value)
    }

    /// JSON-shaped values as block YAML.
    static func yaml(_ value: Any, indent: String = "") -> String {
        switch value {
        case let object as [String: Any]:
            return object.keys.sorted().map { key in
                let item = object[key]!
                if item is [String: Any] || item is [Any] { return "\(indent)\(key):\n" + yaml(item, indent: indent + "  ") }
                return "\(indent)\(key): \(yaml(item))\n"
            }.joined()
        case let array as [Any]:
            return array.map { item in
                if item is [String: Any] {
                    let body = yaml(item, indent: indent + "  ")
                    return "\(indent)- " + body.dropFirst(indent.count + 2)
                }
                if item is [Any] { return "\(indent)-\n" + yaml(item, indent: indent + "  ") }
                return "\(indent)- \(yaml(item))\n"
            }.joined()
        case let number as Double: return yamlNumber(number)
        case let number as Int: return "\(number)"
        case let text as String: return "\"\(text)\""
        default: return "\(value)"
        }
    }

    /// The document's error text, or nil when it reads.
    static func read(_ text: String, _ syntax: DocumentReader.Syntax) -> String? {
        do {
            _ = try DocumentReader.read(Array(text.utf8), syntax: syntax)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// The command line's error text, or nil when it ran.
    static func runCommand(_ arguments: [String]) -> String? {
        do {
            var command = try ChromaCommand.parseAsRoot(arguments)
            try command.run()
            return nil
        } catch {
            return ChromaCommand.message(for: error)
        }
    }

    @Test(arguments: cases)
    func everySurfaceGivesTheSameVerdictAndMessage(_ item: Case) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-ranges-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: out) }
        for value in item.values {
            let accepted = item.range.contains(value)
            let message = InputRangeError(value: value, range: item.range).description
            var surfaces: [(String, String?)] = []
            if let api = item.api, value.isFinite || !item.range.isWhole, !item.range.isWhole || Self.whole(value) != nil {
                surfaces.append(("Swift API", api(value)))
            }
            if let document = item.document, value.isFinite {
                let tree = document(value)
                let json = String(decoding: try JSONSerialization.data(withJSONObject: tree), as: UTF8.self)
                surfaces.append(("JSON", Self.read(json, .json)))
                surfaces.append(("YAML", Self.read(Self.yaml(tree), .yaml)))
            }
            // Accepted values would render (some of them hours of frames): the command line
            // is asked about refusals, the only verdict it gives without drawing.
            if let arguments = item.arguments, !accepted, !item.range.isWhole || value.isFinite {
                surfaces.append(("command line", Self.runCommand(arguments(Self.typed(value), out))))
            }
            for (surface, error) in surfaces {
                if accepted {
                    #expect(error == nil, "\(item.name) = \(value) through the \(surface): refused with \(error ?? "")")
                } else {
                    let error = try #require(error, "\(item.name) = \(value) through the \(surface): accepted")
                    #expect(error.contains(message), "\(item.name) = \(value) through the \(surface): \(error); expected it to say \(message)")
                }
            }
        }
    }

    /// The table's messages: the range, its unit and the value as typed.
    @Test func theMessagesSayTheRangeAndTheValue() {
        #expect(InputRangeError(value: 5000, range: .duration).description == "expected a number above 0, up to 3600 seconds, found 5000")
        #expect(InputRangeError(value: 1e308, range: .canvasSide).description == "expected a whole number from 1 to 65535 pixels, found 1e+308")
        #expect(InputRangeError(value: .nan, range: .coordinate).description == "expected a number from -1000000 to 1000000 pixels, found nan")
        #expect(InputRange.chartStep.expectation == "a number from 0.02 to 1")
        #expect(InputRange.duration.contains(0) == false && InputRange.seconds.contains(0))
        #expect(InputRange.canvasSide.contains(4.5) == false && InputRange.canvasSide.contains(65535))
        #expect(throws: InputRangeError(value: 70000, range: .canvasSide)) { try InputRange.canvasSide.checkWhole(70000) }
        #expect(throws: InputRangeError(value: 1e308, range: .canvasSide)) { try InputRange.canvasSide.checkWhole(1e308) }
        #expect(throws: InputRangeError(value: -.infinity, range: .fps)) { try InputRange.fps.checkWhole(-.infinity) }
    }

    /// `chroma splash --duration 5000` used to be accepted while a document's `"duration": 5000`
    /// was refused; both are refused now, with one message.
    @Test func theDurationThatOnlyTheCommandLineTookIsRefusedEverywhere() throws {
        let message = "expected a number above 0, up to 3600 seconds, found 5000"
        let cli = try #require(Self.runCommand(["splash", "--colors", "red,blue", "--duration", "5000", "-o", "/nonexistent-chroma"]))
        #expect(cli == "invalid --duration: " + message)
        let json = try #require(Self.read(#"{"splash": {"size": [20, 10], "fills": ["red", "blue"], "duration": 5000}}"#, .json))
        #expect(json == "splash.duration: " + message)
        #expect(Self.timelineError { $0.duration = 5000 } == "duration: " + message)
    }
}
