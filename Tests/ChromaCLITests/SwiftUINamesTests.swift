import ArgumentParser
import ChromaPNG
import ChromaTestSupport
import Foundation
import Testing
import ColorCore
@testable import ChromaCLI

/// One set of names everywhere: SwiftUI's colors after a leading dot, appearances, strings that
/// read back, unit points and Swift code out (issue 27).
@Suite(.tags(.process), .unlessProcessesSkipped) struct SwiftUINamesTests {
    let cli = CommandLineTests()

    func output(_ arguments: [String]) throws -> String {
        let command = try ChromaCommand.parseAsRoot(arguments)
        let runnable = try #require(command as? any OutputCommand)
        return try runnable.output()
    }

    func rows(_ text: String) -> [String: String] {
        var rows: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            if parts.count == 2 { rows[parts[0]] = parts[1].trimmingCharacters(in: .whitespaces) }
        }
        return rows
    }

    @Test func convertShowsSwiftUIsColorAndCSSs() throws {
        let dotted = rows(try output(["convert", ".blue"]))
        #expect(dotted["hex"] == "#007aff" && dotted["swiftui"] == ".blue")
        #expect(dotted["dark"] == "#0a84ff" && dotted["light-increased"] == "#0040dd" && dotted["dark-increased"] == "#409cff")
        #expect(dotted["also"] == "blue is CSS's #0000ff (without the dot)")
        let dark = rows(try output(["convert", ".blue", "--appearance", "dark"]))
        #expect(dark["hex"] == "#0a84ff" && dark["appearance"] == "dark")
        let bare = rows(try output(["convert", "blue"]))
        #expect(bare["hex"] == "#0000ff" && bare["also"] == ".blue is SwiftUI's #007aff light, #0a84ff dark (with a leading dot)")
        #expect(rows(try output(["convert", ".Indigo"]))["hex"] == "#5856d6")
        #expect(rows(try output(["convert", "light-dark(white, #123456)", "--appearance", "dark"]))["hex"] == "#123456")
    }

    @Test func everyConvertRowReadsBack() throws {
        for input in ["#ff8800", "hsb(209 17% 100%)", "oklch(70% 0.15 56)", "#33669980", "gray", "color(display-p3 1 0 0)", "lab(50 20 -30)"] {
            let text = try output(["convert", input])
            let given = try Color(parsing: input)
            let outside = rows(text)["note"] != nil
            for (key, value) in rows(text) where !["hex", "gamut-clip", "gamut-map", "alpha", "swiftui", "appearance", "also", "note"].contains(key) {
                let read = try Color(parsing: value)
                // Outside sRGB the sRGB-gamut syntaxes (and CMYK, as hex) hold the mapped color.
                let expected = outside && ["hsb", "hsl", "hwb", "cmyk"].contains(key) ? given.gamutMapped(to: .srgb) : given
                let a = read.components(in: .srgb), b = expected.components(in: .srgb)
                #expect(abs(a.x - b.x) < 1e-4 && abs(a.y - b.y) < 1e-4 && abs(a.z - b.z) < 1e-4, "\(input): \(key) \(value) \(a) \(b)")
                #expect(abs(read.resolvedOpacity - expected.resolvedOpacity) < 1e-4, "\(input): \(key) \(value)")
            }
        }
    }

    @Test func cssFieldsHoldCSS() throws {
        let object = try #require(JSONSerialization.jsonObject(with: Data(try output(["convert", "hsb(209 17% 100%)", "--json"]).utf8)) as? [String: Any])
        let strings = try #require(object["strings"] as? [String: String])
        let css = try #require(strings["css"])
        #expect(css.hasPrefix("rgb(") && !css.contains("hsb"))
        #expect(strings["hsb"] == "hsb(209 17% 100%)")
    }

    @Test func jsonHasNoNegativeZeroOrNoise() throws {
        for input in ["gray", "white", "#808080", "black"] {
            let text = try output(["convert", input, "--json"])
            #expect(!text.contains("e-1") && !text.contains("-0,") && !text.contains("-0]") && !text.contains("-0\n"), "\(input): \(text)")
        }
    }

    @Test func swiftCodeOut() throws {
        #expect(try output(["convert", "#ff8800", "--swift"]) == "Color(red: 1, green: 0.533333, blue: 0)")
        #expect(try output(["convert", "color(display-p3 1 0 0)", "--swift"]) == "Color(.displayP3, red: 1, green: 0, blue: 0)")
        #expect(try output(["convert", ".blue", "--swift"]) == "Color.blue")
        #expect(try output(["convert", "#ff000080", "--swift"]) == "Color(red: 1, green: 0, blue: 0, opacity: 0.501961)")
        #expect(try output(["convert", "light-dark(#fff, #000)", "--swift"])
            == "Color(light: Color(red: 1, green: 1, blue: 1), dark: Color(red: 0, green: 0, blue: 0))")
    }

    @Test func nearBlackHSBIsWarnedWithTheStringMeant() throws {
        let result = try cli.run(["convert", "hsb(0.58 0.17 1.0)"])
        #expect(result.status == 0 && result.stdout.hasPrefix("hex          #030303"))
        #expect(result.stderr.contains("chroma: warning:") && result.stderr.contains("'hsb(208.8 17% 100%)' (#d4eaff)"))
        for quiet in ["hsb(209 17% 100%)", "hsl(0 0 0)", "hsl(120 50% 0.5)"] {
            #expect(try cli.run(["convert", quiet]).stderr.isEmpty, "\(quiet)")
        }
        #expect(try cli.run(["convert", "hwb(0.5 0.2 0.1)"]).stderr.contains("hwb(180 20% 10%)"))
    }

    @Test func unitLikePointsAreWarnedAndPercentagesRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-units-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pixels = try cli.run(["gradient", "linear", "--size", "200x50", "--stops", "red,blue", "--start", "0,0", "--end", "1,0",
                                  "-o", folder.appendingPathComponent("a.png").path])
        #expect(pixels.status == 0 && pixels.stderr.contains("--start 0%,0% --end 100%,0%"))
        let percent = try cli.run(["gradient", "linear", "--size", "200x50", "--stops", "red,blue", "--start", "0%,0%", "--end", "100%,0%",
                                   "-o", folder.appendingPathComponent("b.png").path])
        let named = try cli.run(["gradient", "linear", "--size", "200x50", "--stops", "red,blue", "--start", ".leading", "--end", "trailing",
                                 "-o", folder.appendingPathComponent("c.png").path])
        #expect(percent.status == 0 && percent.stderr.isEmpty && named.status == 0)
        let b = try Data(contentsOf: folder.appendingPathComponent("b.png")), c = try Data(contentsOf: folder.appendingPathComponent("c.png"))
        #expect(b == c)
        let mixed = try cli.run(["gradient", "linear", "--stops", "red,blue", "--start", "0%,3", "-o", folder.appendingPathComponent("d.png").path])
        #expect(mixed.status == 64 && mixed.stderr.contains("percentages of the canvas"))
    }

    @Test func stopPercentagesReadAsFractions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-stops-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, stops) in [("a", "red,blue@50%,white"), ("b", "red,blue@0.5,white")] {
            #expect(try cli.run(["gradient", "linear", "--size", "64x8", "--stops", stops, "-o", folder.appendingPathComponent(name + ".png").path]).status == 0)
        }
        #expect(try Data(contentsOf: folder.appendingPathComponent("a.png")) == Data(contentsOf: folder.appendingPathComponent("b.png")))
        #expect(try cli.run(["gradient", "linear", "--stops", "red@5x%,blue", "-o", folder.appendingPathComponent("c.png").path]).status == 64)
    }

    @Test func badHexDigitIsNamed() throws {
        let result = try cli.run(["convert", "#zzzzzz"])
        #expect(result.status == 64 && result.stderr.contains("'z' is not a hex digit"))
    }

    @Test func chartOptionsThatDoNotApplyAreRefused() throws {
        for arguments in [["chart", "rgb", "--hue", "120"], ["chart", "wheel", "--saturation", "0.5"], ["chart", "harmony", "--brightness", "0.2"],
                          ["chart", "rgb", "--color", "red"], ["chart", "wheel", "--step", "0.2"],
                          ["chart", "harmony", "--pairs", "red:blue"], ["chart", "rgb", "--full-brightness"]] {
            let result = try cli.run(arguments + ["-o", "/nonexistent/x.png"])
            #expect(result.status == 64 && result.stderr.contains("does not apply to the"), "\(arguments)")
        }
    }

    @Test func gameCardWithYourOwnColors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-card-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let own = try cli.run(["game", "card", "--target", "#8a6f7d", "--base1", ".blue", "--base2", ".orange", "--ratio", "0.4",
                               "--in", "device", "-o", folder.appendingPathComponent("own.png").path])
        #expect(own.status == 0)
        let partial = try cli.run(["game", "card", "--target", "#8a6f7d", "-o", folder.appendingPathComponent("x.png").path])
        #expect(partial.status == 64 && partial.stderr.contains("go together"))
    }

    @Test func appearanceOnDrawingCommands() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-appearance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for scheme in ["light", "dark", "dark-increased"] {
            let path = folder.appendingPathComponent(scheme + ".png").path
            #expect(try cli.run(["swatch", ".blue", "--size", "4x4", "--appearance", scheme, "-o", path]).status == 0)
            let image = try PNGReader.read(contentsOf: path)
            let expected = ["light": [0, 122, 255], "dark": [10, 132, 255], "dark-increased": [64, 156, 255]][scheme]!
            #expect(Array(image.samples[0..<3]).map(Int.init) == expected, "\(scheme)")
        }
        let bad = try cli.run(["swatch", ".blue", "--appearance", "dim", "-o", folder.appendingPathComponent("x.png").path])
        #expect(bad.status == 64 && bad.stderr.contains("invalid --appearance 'dim'"))
    }

    @Test func paletteToSwift() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let gpl = folder.appendingPathComponent("brand.gpl")
        try "GIMP Palette\nName: Brand\n#\n 30  60 114\tDeep Navy\n255 126  95\tred\n  0   0   0\t2nd shade\n  1   2   3\tdefault\n".write(to: gpl, atomically: true, encoding: .utf8)
        let swift = folder.appendingPathComponent("BrandColors.swift")
        let result = try cli.run(["palette", "convert", gpl.path, swift.path])
        #expect(result.status == 0)
        let text = try String(contentsOf: swift, encoding: .utf8)
        #expect(text.contains("extension Color {"))
        #expect(text.contains("static let deepNavy = Color(red: 0.117647, green: 0.235294, blue: 0.447059)"))
        #expect(text.contains("static let redColor = ") && text.contains("static let color2ndShade = ") && text.contains("static let `default` = "))
    }
}
