import ArgumentParser
import Foundation
import Testing
import ColorCore
@testable import ChromaCLI

/// The commands' output, parsed and run in-process.
@Suite struct CommandOutputTests {
    func output(_ arguments: [String]) throws -> String {
        let command = try ChromaCommand.parseAsRoot(arguments)
        let runnable = try #require(command as? any OutputCommand)
        return try runnable.output()
    }

    func json(_ arguments: [String]) throws -> [String: Any] {
        let text = try output(arguments)
        return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func convertJSONHasEveryModelInItsUnits() throws {
        let object = try json(["convert", "#ff8800", "--json"])
        let keys = ["hex", "alpha", "gamut", "srgb8", "srgb", "srgb-linear", "display-p3", "hsb", "hsl", "hwb", "cmyk",
                    "xyz-d65", "xyz-d50", "lab", "lch", "oklab", "oklch", "strings"]
        #expect(Set(object.keys) == Set(keys))
        let strings = try #require(object["strings"] as? [String: String])
        #expect(strings == ["css": "rgb(255 136 0)", "hsb": "hsb(32 100% 100%)", "device-cmyk": "device-cmyk(0 0.4667 1 0)"])
        #expect(object["hex"] as? String == "#ff8800")
        #expect(object["alpha"] as? Double == 1)
        let hsb = try #require(object["hsb"] as? [Double])
        #expect(abs(hsb[0] - 32) < 1e-9 && hsb[1] == 1 && hsb[2] == 1)  // degrees, 0…1
        let cmyk = try #require(object["cmyk"] as? [Double])
        #expect(cmyk.count == 4 && cmyk[0] == 0 && abs(cmyk[1] - 119.0 / 255) < 1e-12 && cmyk[3] == 0)
        let lab = try #require(object["lab"] as? [Double])
        #expect(lab[0] > 60 && lab[0] < 80)  // L in 0…100
        let oklab = try #require(object["oklab"] as? [Double])
        #expect(oklab[0] > 0.6 && oklab[0] < 0.9)  // L in 0…1
        let xyz = try #require(json(["convert", "white", "--json"])["xyz-d65"] as? [Double])
        #expect(abs(xyz[1] - 1) < 1e-12)  // white has Y = 1
        // Keys come in the documented order.
        let text = try output(["convert", "red", "--json"])
        let positions = keys.map { text.range(of: "\"\($0)\"")!.lowerBound }
        #expect(positions == positions.sorted())
    }

    @Test func powerlessHuesAreNullInJSONAndNoneInText() throws {
        let object = try json(["convert", "hsl(120 0% 50%)", "--json"])
        for key in ["hsb", "hsl", "hwb"] {
            let values = try #require(object[key] as? [Any])
            #expect(values[0] is NSNull, "\(key): \(values)")
        }
        let lch = try #require(object["oklch"] as? [Any])
        #expect(lch[2] is NSNull)
        #expect(try output(["convert", "gray"]).contains("hsl          hsl(none 0% 50.196078%)"))
    }

    @Test func convertTextListsTheModelsAndTheCSSForm() throws {
        let text = try output(["convert", "rebeccapurple"])
        #expect(text.hasPrefix("hex          #663399\nalpha        1\nsrgb         color(srgb 0.4 0.2 0.6)\n"))
        #expect(text.contains("hsb          hsb(270 66.666667% 60%)\n") && text.contains("cmyk         device-cmyk(0.333333 0.666667 0 0.4)\n"))
        #expect(text.hasSuffix("css          rgb(102 51 153)"))
        // What convert prints, convert reads back: every row after hex and alpha.
        for line in text.split(separator: "\n").dropFirst(2) {
            let form = String(line.dropFirst(13))
            #expect(try output(["convert", form]).hasPrefix("hex          #663399"), "\(form)")
        }
        #expect(try output(["convert", "#ff000080"]).contains("alpha        0.502"))
    }

    @Test func mixPrintsHexOrTheConvertObject() throws {
        #expect(try output(["mix", "red", "blue", "--by", "0.5", "--in", "device"]) == "#800080")
        #expect(try output(["mix", "red", "blue", "--by", "0", "--in", "srgb"]) == "#ff0000")
        #expect(try output(["mix", "red", "blue", "--by", "100%", "--in", "srgb"]) == "#0000ff")
        // Perceptual is the default, and differs from the device mix.
        #expect(try output(["mix", "red", "blue", "--by", "0.5"]) == Color(rgb: 0xff0000).mix(with: Color(rgb: 0x0000ff), by: 0.5).hexString)
        #expect(try output(["mix", "red", "blue"]) != "#800080")
        let object = try json(["mix", "white", "blue", "--by", "0.5", "--in", "oklch", "--json"])
        let oklch = try #require(object["oklch"] as? [Double])
        let blueHue = try #require(json(["convert", "blue", "--json"])["oklch"] as? [Double])[2]
        #expect(abs(oklch[2] - blueHue) < 1e-9)  // no swing through purple
        for method in HueInterpolationMethod.allCases {
            #expect(try output(["mix", "red", "lime", "--in", "hsl", "--hue", method.rawValue]).hasPrefix("#"))
        }
        for space in ColorSpace.allCases {
            #expect(try output(["mix", "#123456", "#abcdef", "--by", "0.25", "--in", space.rawValue]).count == 7)
        }
        #expect(try output(["mix", "#ff000000", "blue", "--in", "srgb"]) == "#0000ff80")
    }

    /// Any number of colors with --weights is CSS's color-mix() of them at the weights' shares;
    /// two colors with --weights equal --by at the second's share.
    @Test func mixTakesManyColorsWithWeights() throws {
        let css = try Color(parsing: "color-mix(in oklab, red 50%, yellow 25%, blue 25%)").hexString
        #expect(try output(["mix", "red", "yellow", "blue", "--weights", "2,1,1"]) == css)
        #expect(try output(["mix", "red", "yellow", "blue", "--weights", "50,25,25"]) == css)
        #expect(try output(["mix", "red", "yellow", "blue"]) == (try Color(parsing: "color-mix(red, yellow, blue)")).hexString)
        for weights in [(1.0, 3.0), (0, 1), (1, 0), (0.001, 999_999), (1_000_000, 1)] {
            let by = weights.1 / (weights.0 + weights.1)
            let viaWeights = try json(["mix", "#123456", "#fedcba", "--in", "oklch", "--weights", "\(weights.0),\(weights.1)", "--json"])
            let viaBy = try json(["mix", "#123456", "#fedcba", "--in", "oklch", "--by", "\(by)", "--json"])
            let a = try #require(viaWeights["xyz-d65"] as? [Double]), b = try #require(viaBy["xyz-d65"] as? [Double])
            #expect(zip(a, b).allSatisfy { abs($0 - $1) < 1e-12 }, "\(weights)")
            #expect(viaWeights["alpha"] as? Double == 1)
        }
        for count in [2, 3, 7, 64] {
            let colors = (0..<count).map { String(format: "#%06x", ($0 * 0x2f3a51) & 0xffffff) }
            let hex = try output(["mix"] + colors + ["--in", "srgb", "--weights", Array(repeating: "1", count: count).joined(separator: ",")])
            let expected = try Color(parsing: "color-mix(in srgb, \(colors.joined(separator: ", ")))").hexString
            #expect(hex == expected, "\(count) colors")
        }
        // The mixing space and hue method apply to every step; a color may be CSS Color 5.
        #expect(try output(["mix", "red", "lime", "blue", "--in", "oklch", "--hue", "longer"])
                == (try Color(parsing: "color-mix(in oklch longer hue, red, lime, blue)")).hexString)
        #expect(try output(["mix", "color-mix(in srgb, red, blue)", "rgb(from white r g b)", "--in", "srgb"]) == "#bf80bf")
        // A mix of adaptive colors is shown in the appearance asked for.
        #expect(try output(["mix", "light-dark(red, blue)", "white", "--in", "srgb", "--appearance", "dark"]) == "#8080ff")
        #expect(try output(["mix", "light-dark(red, blue)", "white", "--in", "srgb"]) == "#ff8080")
        #expect(try output(["mix", ".blue", "white", "lime", "--appearance", "dark-increased"])
                == (try Color(parsing: "color-mix(.blue, white, lime)")).resolvedColor(in: EnvironmentValues(colorScheme: .dark, colorSchemeContrast: .increased)).hexString)
        let refusals: [([String], String)] = [
            (["mix", "red", "blue", "--appearance", "dim"], "invalid --appearance 'dim'"),
            (["mix", "red"], "one color given ('red'); expected two or more to mix"),
            (["mix"], "Missing expected argument"),
            (["mix", "red", "blue", "green", "--by", "0.3"], "--by mixes two colors, found 3"),
            (["mix", "red", "blue", "--by", "0.3", "--weights", "1,1"], "--by and --weights both given"),
            (["mix", "red", "blue", "--weights", "1"], "--weights has 1 value for 2 colors"),
            (["mix", "red", "blue", "--weights", "1,2,3"], "--weights has 3 values for 2 colors"),
            (["mix", "red", "blue", "--weights", "0,0"], "--weights are all 0"),
            (["mix", "red", "blue", "--weights", "1,x"], "invalid --weights value 'x'; expected a number from 0 to 1000000"),
            (["mix", "red", "blue", "--weights", "1,nan"], "invalid --weights value 'nan'"),
            (["mix", "red", "blue", "--weights", "1,inf"], "invalid --weights value 'inf'"),
            (["mix", "red", "blue", "--weights", "1,-1"], "invalid --weights: expected a number from 0 to 1000000, found -1"),
            (["mix", "red", "blue", "--weights", "1,1e308"], "found 1e+308"),
            (["mix", "red", "blue", "--weights", "1,"], "--weights '1,' has an empty value at position 2"),
            (["mix", "red", "blue", "--weights", "1,,2"], "--weights '1,,2' has an empty value at position 2"),
            (["mix", "red", "blue", "--in", "oklab", "--hue", "longer"], "--hue longer needs a space with a hue (hsl, hwb, hsb, lch, oklch); oklab has none"),
            (["mix", "red", "blue", "--by", "150%"], "invalid fraction: expected a number from 0 to 1, found 150% (or 0% to 100%)"),
            (["mix", "red", "color-mix(in srgb, red 150%, blue)"], "percentage 150% of color 1 of color-mix() is outside 0%…100%"),
        ]
        for (arguments, message) in refusals {
            do {
                let text = try output(arguments)
                Issue.record("\(arguments) printed \(text)")
            } catch {
                let description = ChromaCommand.message(for: error)
                #expect(description.contains(message), "\(arguments): \(description)")
            }
        }
    }

    @Test func deltaAndContrastPrintOneNumber() throws {
        #expect(try output(["delta", "black", "white", "--method", "76"]) == "100")
        #expect(try output(["delta", "red", "red"]) == "0")
        let de = try #require(Double(try output(["delta", "#ff8800", "#ff8c00"])))
        #expect(abs(de - Color(rgb: 0xff8800).deltaE(Color(rgb: 0xff8c00))) < 1e-4)
        #expect(try output(["delta", "black", "white", "--method", "ok"]) == "1")
        #expect(try output(["contrast", "black", "white"]) == "21")
        #expect(try output(["contrast", "#777", "white"]) == "4.4781")
        #expect(try output(["contrast", "white", "#777"]) == "4.4781")
    }

    @Test func harmonyPrintsTheSchemeBaseFirst() throws {
        #expect(try output(["harmony", "#ff0000", "--scheme", "complementary"]) == "#ff0000\n#00ffff")
        #expect(try output(["harmony", "#ff0000", "--scheme", "triadic"]) == "#ff0000\n#00ff00\n#0000ff")
        for scheme in HarmonyScheme.allCases {
            for model in ["hsb", "oklch"] {
                let lines = try output(["harmony", "#3366cc", "--scheme", scheme.rawValue, "--in", model]).split(separator: "\n")
                #expect(lines.first == "#3366cc")
                #expect(lines.count >= 2)
            }
        }
        let text = try output(["harmony", "teal", "--scheme", "square", "--json"])
        let array = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(array.count == 4 && array[0]["hex"] as? String == "#008080")
    }

    @Test func gamePuzzlesAreSeededAndSolvable() throws {
        let first = try output(["game", "new", "--seed", "42"])
        #expect(first == (try output(["game", "new", "--seed", "42"])))
        #expect(first != (try output(["game", "new", "--seed", "43"])))
        let puzzle = MixingGame.puzzle(seed: 42)
        #expect(first.contains("target  \(puzzle.target.hexString)"))
        let object = try json(["game", "new", "--seed", "42", "--json"])
        #expect(object["seed"] as? String == "42" && object["target"] as? String == puzzle.target.hexString)
        #expect(try output(["game", "new"]).hasPrefix("seed    "))

        // Solving recovers the hidden ratio, up to the 8-bit rounding of the colors shown.
        let solved = try json(["game", "score", "--target", puzzle.target.hexString, "--base1", puzzle.base1.hexString,
                               "--base2", puzzle.base2.hexString, "--solve", "--json"])
        let ratio = try #require(solved["ratio"] as? Double)
        #expect(abs(ratio - puzzle.ratio) < 0.02, "solved \(ratio), hidden \(puzzle.ratio)")
        #expect(try #require(solved["perceptual"] as? Double) > 97)
        #expect(try #require(solved["score"] as? Double) > 99)
    }

    @Test func gameScoresFollowTheArticle() throws {
        let text = try output(["game", "score", "--target", "#808080", "--base1", "black", "--base2", "white",
                               "--ratio", "0", "--in", "srgb"])
        // Black against #808080: mean |ΔRGB| = 128/255, so 100 × (1 − 0.50196) = 49.80.
        #expect(text.contains("score       49.8\n"))
        let exact = try output(["game", "score", "--target", "#ff0000", "--base1", "red", "--base2", "blue", "--ratio", "0"])
        #expect(exact.contains("score       100\n") && exact.hasSuffix("perceptual  100"))
        #expect(MixingGame.score(target: .black, mixed: .white) == 0)
    }

    @Test func everyCommandHasHelpWithAnExample() throws {
        for path in [["convert"], ["mix"], ["delta"], ["contrast"], ["harmony"], ["game"], ["game", "new"], ["game", "score"], ["swatch"], ["gradient"], ["render"], ["splash"], ["chart"], ["palette"], ["palette", "sheet"], ["palette", "convert"], ["game", "card"]] {
            let help = ChromaCommand.helpMessage(for: try #require(ChromaCommand.subcommand(path)))
            #expect(help.contains("Example: chroma \(path[0])"), "\(path) help:\n\(help)")
        }
        #expect(ChromaCommand.helpMessage().contains("convert"))
    }
}

extension ChromaCommand {
    /// The command type at a subcommand path, such as ["game", "new"].
    static func subcommand(_ path: [String]) -> ParsableCommand.Type? {
        var type: ParsableCommand.Type = ChromaCommand.self
        for name in path {
            guard let next = type.configuration.subcommands.first(where: { $0._commandName == name }) else { return nil }
            type = next
        }
        return type
    }
}
