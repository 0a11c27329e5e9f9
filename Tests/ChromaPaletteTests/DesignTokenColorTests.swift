import ColorCore
import Foundation
import Testing
@testable import ChromaPalette

/// DTCG 2025.10 colors: every space of the color module against coloraide's components, the
/// format's own examples, round trips that change no component, and what the format adds
/// around a value (aliases, inherited types, `$extensions`, `none`, the hex fallback).
@Suite struct DesignTokenColorTests {
    static let fixture: Data = try! Data(contentsOf: Bundle.module.url(forResource: "dtcg-colors", withExtension: "json")!)

    func read(_ text: String) throws -> Palette { try PaletteReader.read(Data(text.utf8), format: .json) }

    /// The fixture's `test.xyz-d65` numbers of an entry.
    func referenceXYZ(_ entry: Palette.Entry) throws -> SIMD3<Double> {
        let text = try #require(entry.token?.extensions)
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [Double]])
        let xyz = try #require(object["test.xyz-d65"])
        return SIMD3(xyz[0], xyz[1], xyz[2])
    }

    /// How far Chroma's conversions may be from coloraide's: 1e-9, except ProPhoto RGB, whose
    /// RGB-to-XYZ matrix coloraide states with a first row of 0.79776049… where CSS Color 4's
    /// sample code (and ColorCore, from the same primaries) has 0.79776664…: a difference of
    /// up to 1.5e-5 in a component, the two libraries' and not the token format's.
    static func tolerance(_ space: ColorSpace) -> Double { space == .prophotoRGB ? 2e-5 : 1e-9 }

    @Test func everySpaceReadsToColorAidesColor() throws {
        let palette = try PaletteReader.read(Self.fixture, format: .json)
        #expect(palette.entries.count == 14 * 40)
        var worst: [ColorSpace: Double] = [:]
        for entry in palette.entries {
            let xyz = entry.color.components(in: .xyzD65), expected = try referenceXYZ(entry)
            let error = (0..<3).map { Swift.abs(xyz[$0] - expected[$0]) }.max()!
            worst[entry.color.space] = max(worst[entry.color.space] ?? 0, error)
        }
        #expect(Set(worst.keys) == Set(DesignTokenColor.spaces))
        for (space, error) in worst {
            #expect(error < Self.tolerance(space), "\(space): XYZ differs from coloraide's by up to \(error)")
        }
    }

    /// Chroma's own conversion of each seed into each space gives coloraide's components, in
    /// the format's units (hsl and hwb in 0–100): the writer puts the same numbers in a file.
    @Test func everySpaceWritesColorAidesComponents() throws {
        let palette = try PaletteReader.read(Self.fixture, format: .json)
        for entry in palette.entries {
            let seed = Color(.xyzD65, try referenceXYZ(entry), opacity: entry.color.opacity)
            let written = try read("{\"t\": {\"$type\": \"color\", \"$value\": \(DesignTokenColor.write(seed.converted(to: entry.color.space)))}}")
            let mine = written.entries[0].color.components, theirs = entry.color.components
            let isHue = entry.color.space.hueIndex
            for i in 0..<3 {
                if i == isHue, theirs[i].isNaN || mine[i].isNaN { continue }  // a powerless hue
                var difference = abs(mine[i] - theirs[i])
                if i == isHue { difference = min(difference, 360 - difference) }
                let tolerance = i == isHue ? 1e-6 : Self.tolerance(entry.color.space) * max(1, abs(theirs[i]))
                #expect(difference < tolerance, "\(entry.name!) component \(i + 1): \(mine[i]) vs coloraide \(theirs[i])")
            }
        }
    }

    /// Read, written and read again, no component moves by more than 1e-6 (here: none moves),
    /// the space and alpha stay, and a `none` stays `none`.
    @Test func roundTripChangesNoComponent() throws {
        let first = try PaletteReader.read(Self.fixture, format: .json)
        let again = try PaletteReader.read(PaletteWriter.data(first, format: .json), format: .json)
        #expect(again.entries.count == first.entries.count)
        for (a, b) in zip(first.entries, again.entries) {
            #expect(a.name == b.name && a.color.space == b.color.space && a.color.opacity == b.color.opacity)
            for i in 0..<3 {
                let x = a.color.components[i], y = b.color.components[i]
                #expect((x.isNaN && y.isNaN) || abs(x - y) <= 1e-6, "\(a.name!): \(x) → \(y)")
            }
            #expect(a.token == b.token, "\(a.name!): $extensions kept")
        }
    }

    @Test(arguments: [0.0, 1e-12, -1e-7, 0.1, 1.0 / 3, 123.456789012345, 1e6, -1e6, 5e-324, 0.999999999999])
    func numbersRoundTripExactly(_ value: Double) throws {
        for space in DesignTokenColor.spaces {
            let color = Color(space, value, 0.5, 0.25, opacity: 0.7)
            let back = try read("{\"t\": {\"$type\": \"color\", \"$value\": \(DesignTokenColor.write(color))}}").entries[0].color
            #expect(back.space == space && abs(back.components.x - value) <= 1e-12 * max(1, abs(value)) && back.opacity == 0.7, "\(space): \(back)")
        }
    }

    /// The color module's examples: "Hot pink" in every space, each with its hex fallback #ff00ff.
    @Test func theFormatsExamplesReadAsHotPink() throws {
        let examples: [(String, String)] = [
            ("srgb", "[1, 0, 1]"), ("srgb-linear", "[1, 0, 1]"), ("hsl", "[300, 100, 50]"), ("hwb", "[300, 0, 0]"),
            ("lab", "[60.17, 93.54, -60.5]"), ("lch", "[60.17, 111.4, 327.11]"), ("oklab", "[0.7017, 0.2746, -0.169]"),
            ("oklch", "[0.7017, 0.3225, 328.363]"), ("xyz-d65", "[0.5929, 0.2848, 0.9699]"), ("xyz-d50", "[0.5791, 0.2831, 0.728]"),
        ]
        for (space, components) in examples {
            let text = "{\"Hot pink\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"\(space)\", \"components\": \(components), \"alpha\": 1, \"hex\": \"#ff00ff\"}}}"
            let color = try read(text).entries[0].color
            #expect(color.space.rawValue == space)
            #expect(color.hexString == "#ff00ff", "\(space): \(color.hexString)")
        }
        // Wide spaces: (1, 0, 1) there is beyond sRGB; its hex is the gamut-mapped fallback.
        for space in ["display-p3", "a98-rgb", "prophoto-rgb", "rec2020"] {
            let color = try read("{\"p\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"\(space)\", \"components\": [1, 0, 1], \"hex\": \"#ff00ff\"}}}").entries[0].color
            #expect(color.components == SIMD3(1, 0, 1) && color.space.rawValue == space)
            #expect(!color.isInGamut(of: .srgb, tolerance: 1e-6))
        }
        // "White" with a hue of none, and with a hue of 0: both white, one hue missing.
        let white = try read(##"{"W": {"$type": "color", "$value": {"colorSpace": "hsl", "components": ["none", 0, 100], "alpha": 1, "hex": "#ffffff"}}, "W0": {"$type": "color", "$value": {"colorSpace": "hsl", "components": [0, 0, 100]}}}"##)
        #expect(white.entries[0].color.components.x.isNaN && white.entries[0].color.hexString == "#ffffff")
        #expect(white.entries[1].color.components.x == 0 && white.entries[1].color.hexString == "#ffffff")
        // Translucent shadow: alpha 0.5.
        let shadow = try read(##"{"s": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5, "hex": "#000000"}}}"##)
        #expect(shadow.entries[0].color.opacity == 0.5)
    }

    @Test func theOlderStringFormStillReads() throws {
        let palette = try read(##"{"Majestic magenta": {"$value": "#ff00ff", "$type": "color"}, "Translucent shadow": {"$value": "#00000088", "$type": "color"}, "w": {"$type": "color", "$value": "oklch(0.7 0.1 30)"}}"##)
        #expect(palette.entries.map(\.color.hexString) == ["#ff00ff", "#00000088", Color(.oklch, 0.7, 0.1, 30).hexString])
    }

    @Test func hexAloneAndUnknownSpacesFallBackToHex() throws {
        let palette = try read(##"{"a": {"$type": "color", "$value": {"hex": "#336699"}}, "b": {"$type": "color", "$value": {"colorSpace": "jzczhz", "components": [0.1, 0.2, 3], "hex": "#ff8800", "alpha": 0.5}}}"##)
        #expect(palette.entries[0].color.hexString == "#336699")
        #expect(palette.entries[1].color.hexString == "#ff880080")
    }

    @Test func typesAreInheritedFromGroupsAndAliasesResolve() throws {
        let text = ##"""
        {"base": {"$type": "color", "blue": {"$value": {"colorSpace": "oklch", "components": [0.6, 0.15, 250]}},
                  "deep": {"$root": {"$value": "#102030"}, "hover": {"$value": "{base.deep.$root}"}}},
         "semantic": {"primary": {"$value": "{base.blue}"}, "link": {"$value": "{semantic.primary}"},
                      "pointer": {"$value": {"$ref": "#/base/blue/$value"}}},
         "space": {"$type": "dimension", "small": {"$value": "4px"}, "alias": {"$value": "{space.small}"}}}
        """##
        let palette = try read(text)
        #expect(palette.entries.map(\.name) == ["base.blue", "base.deep", "base.deep.hover", "semantic.primary", "semantic.link", "semantic.pointer"])
        let blue = palette.entries[0].color
        #expect(palette.entries[3].color == blue && palette.entries[4].color == blue && palette.entries[5].color == blue)
        #expect(palette.entries[2].color.hexString == "#102030")
    }

    @Test func extensionsDescriptionsAndGroupsSurviveARoundTrip() throws {
        let text = ##"{"brand": {"$type": "color", "primary": {"$value": "#336699", "$description": "Buttons \"and\" links", "$deprecated": "use accent", "$extensions": {"com.figma": {"id": "1:2", "hidden": false, "n": [1, 2.5, null]}}}}}"##
        let palette = try read(text)
        let written = String(decoding: PaletteWriter.data(palette, format: .json), as: UTF8.self)
        let again = try read(written)
        #expect(again.entries == palette.entries)
        #expect(palette.entries[0].token?.extensions == ##"{"com.figma":{"id":"1:2","hidden":false,"n":[1,2.5,null]}}"##)
        let object = try #require(JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any])
        #expect((object["brand"] as? [String: Any])?["primary"] != nil, "\(written)")
    }

    /// Names that are also groups, and names the format cannot hold, still write a valid file
    /// that reads back with every color.
    @Test func awkwardNamesWriteValidTokens() throws {
        let names = ["a", "a.b", "a.b.c", "{x}", "$y", "..", "a", "", "dot.", "Deep Navy"]
        let palette = Palette(entries: names.enumerated().map { Palette.Entry(name: $1, color: Color(.srgb, Double($0) / 10, 0.5, 0.5)) })
        let again = try read(String(decoding: PaletteWriter.data(palette, format: .json), as: UTF8.self))
        #expect(again.entries.count == names.count)
        #expect(Set(again.entries.map(\.color.components.x)) == Set((0..<names.count).map { Double($0) / 10 }))
        #expect(again.entries.prefix(3).map(\.name) == ["a", "a.b", "a.b.c"])
    }

    @Test(arguments: [1, 2, 3, 50, 2000])
    func aliasCyclesAreRefusedNamingTheToken(_ length: Int) {
        let tokens = (0..<length).map { "\"t\($0)\": {\"$type\": \"color\", \"$value\": \"{t\(($0 + 1) % length)}\"}" }
        let text = "{" + tokens.joined(separator: ", ") + "}"
        expectPaletteError("form a cycle", input: "cycle of \(length)") { _ = try read(text) }
        expectPaletteError("'t0'", input: "cycle of \(length)") { _ = try read(text) }
    }

    @Test func longAliasChainsResolveWithoutRecursion() throws {
        let count = 5000
        let tokens = (0..<count).map { "\"t\($0)\": {\"$value\": \"{t\($0 + 1)}\"}" } + ["\"t\(count)\": {\"$type\": \"color\", \"$value\": \"#abcdef\"}"]
        let palette = try read("{" + tokens.joined(separator: ", ") + "}")
        #expect(palette.entries.count == count + 1 && palette.entries.allSatisfy { $0.color.hexString == "#abcdef" })
    }

    @Test func hostileFilesAreRefusedNamingTheTokenPath() {
        let cases: [(String, String)] = [
            (##"{"g": {"c": {"$type": "color", "$value": "{g.missing}"}}}"##, "'g.c': the alias '{g.missing}' names no token"),
            (##"{"g": {"$type": 5, "c": {"$value": "#fff"}}}"##, "'g': $type is a number; expected a string"),
            (##"{"g": {"c": {"$type": "color", "$value": true}}}"##, "'g.c': the color is a boolean"),
            (##"{"g": {"c": {"$type": "color", "$value": {"colorSpace": 3, "components": [1, 0, 0]}}}}"##, "'g.c': colorSpace is a number"),
            (##"{"g": {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": "red"}}}}"##, "'g.c': components is a string"),
            (##"{"g": {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, "x", 0]}}}}"##, "'g.c': component 2 is 'x'; expected a number or \"none\""),
            (##"{"g": {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, null, 0]}}}}"##, "'g.c': component 2 is null"),
            (##"{"g": {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0]}}}}"##, "'g.c': 2 components; expected 3 for srgb"),
            (##"{"g": {"c": {"$type": "color", "$value": {"colorSpace": "cmyk", "components": [1, 0, 0]}}}}"##, "'g.c': unknown color space 'cmyk'; expected one of srgb, srgb-linear, hsl"),
            (##"{"g": {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": 12}}}}"##, "'g.c': hex is 12"),
            (##"{"g": {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#12345"}}}}"##, "'g.c': hex is '#12345'"),
            (##"{"g": {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "alpha": "half"}}}}"##, "'g.c': alpha is 'half'"),
            (##"{"g": {"c": {"$type": "color", "$value": {"components": [1, 0, 0]}}}}"##, "'g.c': the color has no colorSpace"),
            (##"{"g": {"c": {"$type": "color", "$value": "#fff", "$extensions": [1]}}}"##, "'g.c': $extensions is an array of 1"),
            (##"{"g": {"c": {"$type": "color", "$value": "#fff", "$description": 7}}}"##, "'g.c': $description is a number"),
            (##"{"g": {"c": 7}}"##, "'g.c': expected a token"),
            (##"{"d": {"$type": "dimension", "$value": "4px"}, "c": {"$type": "color", "$value": "{d}"}}"##, "'c': the alias to 'd' is a dimension token; expected a color"),
            (##"{"c": {"$type": "color", "$value": {"$ref": 5}}}"##, "'c': $ref is 5"),
            (##"{"c": {"$type": "color", "$value": {"$ref": "#/nothing/here"}}}"##, "'c': the alias '{nothing.here}' names no token"),
            (##"{"g": {"c": {"$type": "color", "$value": "#fff"}, "c": {"$type": "color", "$value": "#000"}}}"##, "'g': the key 'c' appears twice; expected each key once"),
            (##"{"c": {"$type": "color", "$value": "#fff"}, "d": {"$type": "color", "$value": "#000"}, "c": {"$type": "color", "$value": "#000"}}"##, "'(top level)': the key 'c' appears twice"),
            (##"{"g": {"c": {"$type": "color", "$type": "number", "$value": "#fff"}}}"##, "'g.c': the key '$type' appears twice"),
            (##"{"g": {"$type": "color", "$type": "color", "c": {"$value": "#fff"}}}"##, "'g': the key '$type' appears twice"),
            (##"{"g": {"a.b": {"$type": "color", "$value": "#fff"}}}"##, "'g': the name 'a.b' holds '.'; token and group names cannot hold '.', '{' or '}'"),
            (##"{"{x}": {"$type": "color", "$value": "#fff"}}"##, "'(top level)': the name '{x}' holds '{'"),
            (##"{"g}": {"c": {"$type": "color", "$value": "#fff"}}}"##, "'(top level)': the name 'g}' holds '}'"),
            (##"{"g": {"h.": {"$type": "color", "c": {"$value": "#fff"}}}}"##, "'g': the name 'h.' holds '.'"),
            (##"{"g": {"c": {"$type": "colour", "$value": "#fff"}}}"##, "'g.c': $type is 'colour'; expected one of color, dimension, fontFamily"),
            (##"{"g": {"$type": "Color", "c": {"$value": "#fff"}}}"##, "'g': $type is 'Color'; expected one of color"),
            (##"{"$type": "", "c": {"$value": "#fff"}}"##, "'(top level)': $type is ''; expected one of"),
        ]
        for (text, fragment) in cases {
            expectPaletteError(fragment, input: text) { _ = try read(text) }
        }
    }

    /// Every type the format defines reads (the colors as colors, the others kept), and a long
    /// name the error quotes is cut to an excerpt.
    @Test func everyDefinedTypeReadsAndLongBadNamesAreExcerpted() throws {
        for type in DesignTokenTree.types {
            let palette = try read(##"{"c": {"$type": "color", "$value": "#000"}, "g": {"$type": "TYPE", "t": {"$value": "#123456"}}}"##.replacingOccurrences(of: "TYPE", with: type))
            #expect(palette.entries.count + palette.otherTokens.count == 2, "\(type)")
            #expect((palette.entries.count == 2) == (type == "color"), "\(type)")
        }
        let long = String(repeating: "a", count: 10_000) + "."
        do {
            _ = try read(##"{"g": {"NAME": {"$type": "color", "$value": "#fff"}}}"##.replacingOccurrences(of: "NAME", with: long))
            Issue.record("accepted a 10001-character name with a dot")
        } catch let error as PaletteError {
            #expect(error.excerpted.count < 200 && error.excerpted.contains("holds '.'"), "\(error.excerpted.prefix(300))")
        }
    }

    @Test(arguments: [4, 1000, 1_000_000])
    func hugeComponentArraysAreRefusedByCount(_ count: Int) {
        let text = "{\"g\": {\"c\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"oklch\", \"components\": [" + Array(repeating: "0.5", count: count).joined(separator: ",") + "]}}}}"
        expectPaletteError("'g.c': \(count) components; expected 3 for oklch", input: "\(count) components") { _ = try read(text) }
    }

    @Test func deepGroupsStopAtTheNestingLimit() {
        let depth = 70
        let text = String(repeating: "{\"g\": ", count: depth) + "{\"$type\": \"color\", \"$value\": \"#fff\"}" + String(repeating: "}", count: depth)
        expectPaletteError("levels of nesting", input: "\(depth) groups") { _ = try read(text) }
    }

    @Test func tokenFilesWithTooManyTokensStop() {
        let text = "{" + (0...Palette.maximumCount).map { "\"s\($0)\": {\"$type\": \"dimension\", \"$value\": \"\($0)px\"}" }.joined(separator: ",") + "}"
        expectPaletteError("palette-colors", input: "many tokens") { _ = try read(text) }
    }

    /// Token files per appearance: the dark file's colors become the dark values of the light
    /// file's colors of the same path, and Swift gets one `Color(light:dark:)` for each.
    @Test func tokenFilesPerAppearanceMakeAdaptiveColors() throws {
        let light = try read(##"{"brand": {"$type": "color", "primary": {"$value": "#2f6db5"}, "accent": {"$value": "#ff7100"}}}"##)
        let dark = try read(##"{"brand": {"$type": "color", "primary": {"$value": {"colorSpace": "oklch", "components": [0.72, 0.13, 250]}}}}"##)
        let both = try light.withDarkAppearance(dark)
        let primary = both.entries[0].color
        #expect(primary.isAdaptive && primary.resolvedColor(in: .light).hexString == "#2f6db5")
        #expect(primary.resolvedColor(in: .dark) == dark.entries[0].color)
        #expect(!both.entries[1].color.isAdaptive)
        let swift = String(decoding: SwiftColorExtension.write(both.expandingAppearances()), as: UTF8.self)
        #expect(swift.contains("static let brandPrimary = Color(light: Color(red: 0.184314, green: 0.427451, blue: 0.709804), dark: "), "\(swift)")
        expectPaletteError("the dark palette's color 'brand.other' has no light color of that name", input: "stray") {
            _ = try light.withDarkAppearance(try read(##"{"brand": {"other": {"$type": "color", "$value": "#000"}}}"##))
        }
    }

    /// Gradient tokens: stops with colors and positions as values or aliases, positions clamped,
    /// Chroma's geometry from `$extensions`, drawn through CSS.
    @Test func gradientTokensReadWithAliasesAndGeometry() throws {
        let text = ##"""
        {"c": {"$type": "color", "a": {"$value": {"colorSpace": "oklch", "components": [0.7, 0.1, "none"]}}},
         "end": {"$type": "number", "$value": 42},
         "g": {"$type": "gradient", "$value": [{"color": "{c.a}", "position": -99}, {"color": "#ff0000", "position": "{end}"}],
               "$extensions": {"dev.chroma": {"kind": "conic", "angle": 45, "center": [0.25, 0.75], "interpolation": "oklch", "hue": "longer"}}},
         "h": {"$value": "{g}"}}
        """##
        let gradients = try DesignTokenGradient.read(Data(text.utf8))
        #expect(gradients.map(\.name) == ["g", "h"])
        let g = gradients[0]
        #expect(g.stops.map(\.position) == [0, 1] && g.stops[0].color.components.z.isNaN)
        #expect(g.css == "conic-gradient(from 45deg at 25% 75% in oklch longer hue, oklch(0.7 0.1 none) 0%, rgb(255 0 0) 100%)", "\(g.css)")
        #expect(g.size == (512, 512) && gradients[1].stops == g.stops)
        let bad: [(String, String)] = [
            (##"{"g": {"$type": "gradient", "$value": "#fff"}}"##, "'g': the gradient is a string"),
            (##"{"g": {"$type": "gradient", "$value": [{"color": "#fff"}]}}"##, "'g stop 1': expected an object with color and position"),
            (##"{"n": {"$type": "number", "$value": 1}, "g": {"$type": "gradient", "$value": [{"color": "{n}", "position": 0}]}}"##, "'g stop 1': the alias to 'n' is a number token; expected a color"),
            (##"{"g": {"$type": "gradient", "$value": [{"color": "#fff", "position": "x"}]}}"##, "'g stop 1': position is 'x'"),
            (##"{"g": {"$type": "gradient", "$value": [{"color": "#fff", "position": 0}], "$extensions": {"dev.chroma": {"kind": "spiral"}}}}"##, "kind is 'spiral'; expected one of linear, radial, conic"),
            (##"{"g": {"$type": "gradient", "$value": [{"color": "#fff", "position": 0}], "$extensions": {"dev.chroma": {"width": 1e9}}}}"##, "width is 1000000000; expected a number 1…16384"),
        ]
        for (text, fragment) in bad {
            expectPaletteError(fragment, input: text) { _ = try DesignTokenGradient.read(Data(text.utf8)) }
        }
        let huge = "{\"g\": {\"$type\": \"gradient\", \"$value\": [" + Array(repeating: "{\"color\": \"#fff\", \"position\": 0}", count: 100_000).joined(separator: ",") + "]}}"
        expectPaletteError("'g':", input: "100000 stops") { _ = try DesignTokenGradient.read(Data(huge.utf8)) }
    }
}
