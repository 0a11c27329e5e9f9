import ChromaTestSupport
import ColorCore
import Foundation
import Testing
@testable import ChromaCLI

/// `convert --gamut map|clip`: a color outside sRGB is brought into it as the user chooses
/// (CSS Color 4's mapping by default, clipping as browsers paint), and `--json` shows both.
@Suite(.tags(.process), .unlessProcessesSkipped) struct ConvertGamutTests {
    let cli = CommandLineTests()

    /// Colors inside and outside sRGB: every hue at high chroma, wide-gamut primaries, near gray.
    static let colors: [String] = (0..<12).map { "oklch(70% 0.4 \($0 * 30))" } + (0..<6).map { "oklch(\(20 + $0 * 15)% 0.25 \($0 * 60 + 10))" }
        + ["color(display-p3 1 0 0)", "color(rec2020 0 1 0)", "lab(50 120 -120)", "oklch(0.99 0.37 110)", "#ff8800", "gray", "rgb(0 0 0 / 0.5)"]

    @Test func reportFollowsTheChosenGamutAndJSONShowsBoth() throws {
        for text in Self.colors {
            let color = try Color(parsing: text)
            let mapped = color.gamutMapped(to: .srgb, method: .css).hexString
            let clipped = color.gamutMapped(to: .srgb, method: .clip).hexString
            for mode in GamutMode.allCases {
                let report = ColorReport(color: color, typed: text, gamut: mode)
                let json = try #require(JSONSerialization.jsonObject(with: Data(report.json.serialized().utf8)) as? [String: Any])
                #expect(json["gamut"] as? String == mode.rawValue)
                #expect(json["srgb8"] as? [String: String] == ["map": mapped, "clip": clipped], "\(text)")
                #expect(json["hex"] as? String == (mode == .map ? mapped : clipped), "\(text) \(mode)")
                let firstRow = report.text.split(separator: "\n")[0].split(separator: " ")
                #expect(firstRow == ["hex", Substring(mode == .map ? mapped : clipped)], "\(text) \(mode): \(report.text)")
                // CMYK follows the same choice.
                let cmyk = try #require(json["cmyk"] as? [Double])
                let expected = (mode == .map ? color.gamutMapped(to: .srgb, method: .css) : color.gamutMapped(to: .srgb, method: .clip)).cmyk
                #expect(zip(cmyk, [expected.cyan, expected.magenta, expected.yellow, expected.black]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(text) \(mode)")
                if report.inSRGB {
                    #expect(mapped == clipped && !report.text.contains("note"))
                } else {
                    #expect(report.text.contains("gamut-\(mode == .map ? "clip" : "map")"), "\(report.text)")
                }
            }
        }
    }

    @Test func theCommandLineTakesGamutByName() throws {
        let mapped = try cli.run(["convert", "oklch(70% 0.4 30)"])
        #expect(mapped.status == 0 && mapped.stdout.split(separator: "\n")[0].split(separator: " ") == ["hex", "#ff5843"], "\(mapped.stdout)")
        #expect(mapped.stdout.split(separator: "\n").contains { $0.hasPrefix("gamut-clip ") && $0.hasSuffix(" #ff0000 (clipped, as browsers paint it)") }, "\(mapped.stdout)")
        let clipped = try cli.run(["convert", "oklch(70% 0.4 30)", "--gamut", "clip", "--json"])
        #expect(clipped.status == 0, "\(clipped.stderr)")
        let json = try #require(JSONSerialization.jsonObject(with: Data(clipped.stdout.utf8)) as? [String: Any])
        #expect(json["hex"] as? String == "#ff0000" && json["gamut"] as? String == "clip")
        #expect(json["srgb8"] as? [String: String] == ["map": "#ff5843", "clip": "#ff0000"])
        let bad = try cli.run(["convert", "red", "--gamut", "squash"])
        #expect(bad.status == 64 && bad.stderr.contains("squash"), "\(bad.stderr)")
    }
}
