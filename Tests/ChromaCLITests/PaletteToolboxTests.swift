import ChromaPNG
import ChromaTestSupport
import ColorCore
import Foundation
import Testing
@testable import ChromaCLI

/// `chroma palette check`, `palette extract` and conversion to the app-platform formats.
@Suite(.tags(.process), .unlessProcessesSkipped) struct PaletteToolboxTests {
    let cli = CommandLineTests()

    func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "chroma-toolbox-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// WCAG 2 contrast is defined for opaque colors: a translucent one is refused by name, at
    /// every opacity under 1, never scored as if it were opaque (transparent black on white read 21).
    @Test(arguments: ["rgb(0 0 0 / 0)", "rgb(0 0 0 / 0.5)", "#00000080", "rgb(0 0 0 / 0.9999)", "transparent"])
    func translucentColorsAreRefusedByContrastAndCheck(_ color: String) throws {
        for arguments in [["contrast", color, "white"], ["contrast", "white", color], ["palette", "check", color, "white"],
                          ["palette", "check", "white", "--against", color]] {
            let result = try cli.run(arguments)
            #expect(result.status == 64 && result.stdout.isEmpty, "\(arguments)")
            // A hex entry of a palette is named by its position and hex code; others as typed.
            #expect(result.stderr.hasPrefix("chroma: '") && result.stderr.contains("\(color.hasPrefix("#") ? "" : color)' has opacity ")
                    && result.stderr.contains("contrast is defined for opaque colors"), "\(result.stderr)")
        }
        #expect(try cli.run(["contrast", "rgb(0 0 0 / 1)", "white"]).stdout == "21\n")
    }

    @Test func checkJSONHasTheIssuesShape() throws {
        let result = try cli.run(["palette", "check", "navy", "#ff7e5f", "--against", "white", "black", "--json"])
        #expect(result.status == 0)
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["colors", "pairs"])
        let colors = try #require(object["colors"] as? [[String: Any]])
        #expect(colors.map { $0["name"] as? String } == ["navy", "#ff7e5f", "#ffffff", "#000000"])
        let simulated = try #require(colors[0]["simulated"] as? [String: String])
        #expect(Set(simulated.keys) == ["protanopia", "deuteranopia", "tritanopia"])
        let pairs = try #require(object["pairs"] as? [[String: Any]])
        // One palette pair, then each color against each background; never white with black.
        #expect(pairs.map { "\($0["a"]!)/\($0["b"]!)" } == ["navy/#ff7e5f", "navy/#ffffff", "navy/#000000", "#ff7e5f/#ffffff", "#ff7e5f/#000000"])
        for key in ["wcag2", "apca", "deltaE2000", "deltaEOK"] { #expect(pairs[0][key] is Double, "\(key)") }
        #expect(abs((pairs[1]["wcag2"] as? Double ?? 0) - 16.0) < 0.1)     // navy on white
        #expect(pairs[1]["AAA"] as? Bool == true && pairs[2]["AALarge"] as? Bool == false)
        #expect(pairs.map { $0["required"] as? Bool } == [false, true, true, true, true])
    }

    @Test func failUnderExitsOneForARequiredPairOnly() throws {
        let short = try cli.run(["palette", "check", "red", "green", "--fail-under", "4.5"])
        #expect(short.status == 1)
        #expect(short.stderr == "chroma: 1 required pair below the --fail-under threshold 4.5:1: red on green measures 1.2848:1\n")
        #expect(short.stdout.contains("hard to tell apart: ΔEOK < 0.080 after simulation"))
        #expect(short.stdout.contains("red / green"))
        // With backgrounds, the palette's own pairs are not required.
        let against = try cli.run(["palette", "check", "black", "#111111", "--against", "white", "--fail-under", "7"])
        #expect(against.status == 0, "\(against.stderr)")
        #expect(against.stdout.contains("black / #111111"))
        let exact = try cli.run(["palette", "check", "#777777", "--against", "white", "--fail-under", "4.47"])
        #expect(exact.status == 0)
        #expect(try cli.run(["palette", "check", "#777777", "--against", "white", "--fail-under", "4.48"]).status == 1)  // 4.478
    }

    @Test func checkNamesBadInput() throws {
        let cases: [([String], Int32, String)] = [
            (["palette", "check", "red", "blue", "--severity", "1.5"], 64, "invalid --severity: expected a number from 0 to 1, found 1.5"),
            (["palette", "check", "red", "blue", "--severity", "nan"], 64, "invalid --severity: expected a number from 0 to 1, found nan"),
            (["palette", "check", "red", "blue", "--fail-under", "0.5"], 64, "invalid --fail-under: expected a number from 1 to 21, found 0.5"),
            (["palette", "check", "red", "blue", "--threshold=-1"], 64, "invalid --threshold: expected a number from 0 to 1 ΔEOK, found -1"),
            (["palette", "check", "red"], 64, "at least two colors"),
            (["palette", "check", "red", "notacolor"], 64, "'notacolor'"),
            (["palette", "check", "/nonexistent/brand.gpl"], 66, "no such file"),
            (["palette", "check", "red", "--against", "nope"], 64, "'nope'"),
        ]
        for (arguments, status, message) in cases {
            let result = try cli.run(arguments)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        }
    }

    @Test func convertReachesEveryAppFormatAndBack() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let source = folder + "/brand.gpl"
        try "GIMP Palette\nName: Brand\n#\n 30  60 114\tnavy\n255 126  95\tcoral\n 16  16  16\tnavy-dark\n".write(toFile: source, atomically: true, encoding: .utf8)
        for name in ["brand.aco", "colors.xml", "theme.tailwind.css", "Brand.xcassets"] {
            let target = folder + "/" + name
            let there = try cli.run(["palette", "convert", source, target])
            #expect(there.status == 0, "\(name): \(there.stderr)")
            let back = try cli.run(["palette", "convert", target, "-"])
            #expect(back.status == 0, "\(name): \(back.stderr)")
            #expect(Set(back.stdout.split(separator: "\n")) == ["#1e3c72", "#ff7e5f", "#101010"], "\(name)")
        }
        #expect(FileManager.default.fileExists(atPath: folder + "/Brand.xcassets/navy.colorset/Contents.json"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/Brand.xcassets/navy-dark.colorset"))
        let check = try cli.run(["palette", "check", folder + "/Brand.xcassets", "--json"])
        #expect(check.status == 0 && check.stdout.contains("\"navy-dark\""))
    }

    /// `--dark` into a format of one appearance writes each dark color as `NAME-dark` and says so
    /// in one warning line; into Swift or an asset catalog, where light and dark stay one color,
    /// it says nothing.
    @Test(arguments: ["out.gpl", "out.json", "out.tokens", "out.css", "out.ase", "out.txt", "out.aco", "colors.xml", "out.tailwind.css", "-",
                      "Out.swift", "Out.xcassets"])
    func darkIntoOneAppearanceFormatWarns(_ name: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ##"{ "brand": { "$type": "color", "navy": { "$value": "#1e3c72" }, "sun": { "$value": "#ffd36e" } } }"##
            .write(toFile: folder + "/Colors.json", atomically: true, encoding: .utf8)
        try ##"{ "brand": { "$type": "color", "navy": { "$value": "#8dc8ff" } } }"##.write(toFile: folder + "/Colors.dark.json", atomically: true, encoding: .utf8)
        let target = name == "-" ? "-" : folder + "/" + name
        let result = try cli.run(["palette", "convert", folder + "/Colors.json", "--dark", folder + "/Colors.dark.json", target])
        #expect(result.status == 0, "\(name): \(result.stderr)")
        let oneAppearance = !(name.hasSuffix(".swift") || name.hasSuffix(".xcassets"))
        let lines = result.stderr.split(separator: "\n")
        if oneAppearance {
            #expect(lines.count == 1 && lines[0].hasPrefix("chroma: warning: ") && lines[0].contains(" holds one appearance: each color of --dark is written as "), "\(name): \(result.stderr)")
            // The dark color is there, as a color of its own.
            let back = name == "-" ? result : try cli.run(["palette", "convert", target, "-"])
            #expect(back.stdout.split(separator: "\n").contains("#8dc8ff"), "\(name): \(back.stdout)")
        } else {
            #expect(result.stderr.isEmpty, "\(name): \(result.stderr)")
        }
    }

    @Test func extractFindsTheColorsOfAPNG() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 60% #2a9d8f, 25% #e9c46a, 15% #264653, in bands.
        var pixels: [UInt8] = []
        for (rgb, rows) in [([0x2a, 0x9d, 0x8f], 60), ([0xe9, 0xc4, 0x6a], 25), ([0x26, 0x46, 0x53], 15)] as [([UInt8], Int)] {
            for _ in 0..<(rows * 50) { pixels += rgb + [255] }
        }
        let image = folder + "/bands.png"
        _ = FileManager.default.createFile(atPath: image, contents: Data(try PNGEncoder().encode(rgba8: pixels, width: 50, height: 100)))
        let text = try cli.run(["palette", "extract", image, "-n", "5"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout == "#2a9d8f   60.0%  exact\n#e9c46a   25.0%  exact\n#264653   15.0%  exact\n")
        let gpl = try cli.run(["palette", "extract", image, "-n", "3", "-o", folder + "/found.gpl"])
        #expect(gpl.status == 0)
        #expect(try String(contentsOfFile: folder + "/found.gpl", encoding: .utf8).contains(" 42 157 143\t#2a9d8f"))
        let sheet = try cli.run(["palette", "extract", image, "-n", "3", "-o", folder + "/found.png"])
        #expect(sheet.status == 0)
        #expect(try PNGReader.read(contentsOf: folder + "/found.png").width > 100)
        // Bad input.
        #expect(try cli.run(["palette", "extract", image, "-n", "0"]).stderr.contains("invalid -n: expected a whole number from 1 to 64 colors, found 0"))
        #expect(try cli.run(["palette", "extract", image, "-o", folder + "/x.pdf"]).stderr.contains("cannot tell what to write"))
        #expect(try cli.run(["palette", "extract", folder + "/missing.png"]).status == 66)
        try "not a png".write(toFile: folder + "/bad.png", atomically: true, encoding: .utf8)
        #expect(try cli.run(["palette", "extract", folder + "/bad.png"]).status == 65)
    }

    @Test func sheetsDrawTheGridAndTheSimulations() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plain = try cli.run(["palette", "red", "blue", "-o", folder + "/plain.png"])
        let full = try cli.run(["palette", "red", "blue", "--contrast-grid", "--simulate", "-o", folder + "/full.png"])
        #expect(plain.status == 0 && full.status == 0, "\(full.stderr)")
        let a = try PNGReader.read(contentsOf: folder + "/plain.png"), b = try PNGReader.read(contentsOf: folder + "/full.png")
        #expect(b.height > a.height + 200)
        #expect(try cli.run(["palette", "red", "blue", "--simulate", "--severity", "2", "-o", folder + "/x.png"]).stderr.contains("severity: expected a number from 0 to 1, found 2"))
    }

    /// `--fail-under`'s message prints each failing pair's measured ratio (rounded down, so it
    /// never prints as the threshold) and the threshold, each in its place, at many thresholds
    /// and pairs just under them (the issue's #ef0000 on white measures 4.4966:1).
    @Test func failUnderMessagePrintsMeasuredAndThresholdInTheirPlaces() throws {
        for color in ["#ef0000", "#777777", "#767676", "#595959", "#949494", "#ff0000", "#000000", "#c0c0c0", "#ffffff", "#0b7285", "#ff7e5f"] {
            // Thresholds just above the ratio: at the next hundredth, and a ten-thousandth above.
            let measured = try Color(parsing: color).contrastRatio(with: .white)
            for threshold in [min(21, (measured * 100).rounded(.down) / 100 + 0.01), min(21, (measured * 10000).rounded(.down) / 10000 + 0.0001)] where threshold > measured {
            let result = try cli.run(["palette", "check", color, "--against", "white", "--fail-under", "\(threshold)"])
            #expect(result.status == 1, "\(color) \(threshold): \(result.stderr)")
            let ratio = try Color(parsing: color).contrastRatio(with: .white)
            let pattern = "below the --fail-under threshold \(DecimalFormat.string(threshold, maxFractionDigits: 4)):1: \(color) on #ffffff measures "
            #expect(result.stderr.contains(pattern), "\(result.stderr)")
            let printed = try #require(Double(result.stderr.components(separatedBy: "measures ").last!.dropLast(3)), "\(result.stderr)")
            #expect(printed < threshold && printed <= ratio && ratio - printed < 1e-4, "\(color) \(threshold): \(result.stderr)")
            }
        }
    }
}

extension PaletteToolboxTests {
    /// `palette extract` on game cards (seeds and ratios): every exact color covering at least
    /// 2 % (or --min-share) of the card is printed, exact, with its true share within 0.5 %.
    @Test(arguments: [(1 as UInt64, 0.4, "0.02"), (7, 0.25, "2%"), (42, 0.4, "0.01"), (99, 0.75, "5%")])
    func extractFindsEveryFlatColorOfTheGameCard(_ seed: UInt64, _ ratio: Double, _ minShare: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let card = folder + "/card.png"
        let drawn = try cli.run(["game", "card", "--seed", "\(seed)", "--ratio", "\(ratio)", "-o", card])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let image = try PNGReader.read(contentsOf: card)
        var truth: [String: Int] = [:]
        var total = 0
        let scale = image.bitDepth == .eight ? 1 : 257
        for i in stride(from: 0, to: image.samples.count, by: 4) where Int(image.samples[i + 3]) / scale > 127 {
            let hex = String(format: "#%02x%02x%02x", Int(image.samples[i]) / scale, Int(image.samples[i + 1]) / scale, Int(image.samples[i + 2]) / scale)
            truth[hex, default: 0] += 1
            total += 1
        }
        let minimum = minShare.hasSuffix("%") ? Double(minShare.dropLast())! / 100 : Double(minShare)!
        let result = try cli.run(["palette", "extract", card, "-n", "6", "--min-share", minShare])
        #expect(result.status == 0, "\(result.stderr)")
        // Lines: "#rrggbb   42.0%  exact".
        var printed: [String: (share: Double, exact: Bool)] = [:]
        for line in result.stdout.split(separator: "\n") {
            let fields = line.split(separator: " ")
            printed[String(fields[0])] = (Double(fields[1].dropLast())! / 100, fields.count > 2 && fields[2] == "exact")
        }
        let flat = truth.filter { Double($0.value) / Double(total) >= minimum }
        #expect(!flat.isEmpty)
        for (hex, count) in flat {
            let share = Double(count) / Double(total)
            let entry = printed[hex]
            #expect(entry?.exact == true, "\(hex) covers \(share): \(result.stdout)")
            if let entry { #expect(abs(entry.share - share) <= 0.005 + 0.0005, "\(hex): printed \(entry.share), covers \(share)") }
        }
        let sum = printed.values.map(\.share).reduce(0, +)
        #expect(abs(sum - 1) <= 0.005, "shares add up to \(sum)")
    }
}
