import ColorCore
import Foundation
import Testing
@testable import ChromaPalette

/// A design-token file read and written by Chroma: aliases stay aliases, tokens that are not
/// colors come back as they were (their inherited `$type` written on them), `$extensions` stay,
/// and a second round trip writes the same bytes.
@Suite struct DesignTokenRoundTripTests {
    func read(_ text: String) throws -> Palette { try PaletteReader.read(Data(text.utf8), format: .json) }
    func write(_ palette: Palette) -> String { String(decoding: PaletteWriter.data(palette, format: .json), as: UTF8.self) }

    /// The JSON value at a path of a written file, keys joined by `/` (a key may hold dots).
    func node(_ text: String, _ path: String) throws -> Any? {
        var node: Any? = try JSONSerialization.jsonObject(with: Data(text.utf8))
        for part in path.split(separator: "/") { node = (node as? [String: Any])?[String(part)] }
        return node
    }

    static let file = ##"""
    {"base": {"$type": "color",
              "blue": {"$value": {"colorSpace": "oklch", "components": [0.6, 0.15, 250]}, "$extensions": {"com.figma": {"id": "1:2"}}},
              "deep": {"$root": {"$value": "#102030"}, "hover": {"$value": "{base.deep.$root}"}}},
     "space": {"$type": "dimension", "small": {"$value": {"value": 4, "unit": "px"}, "$extensions": {"org.example": [1, 2]}},
               "alias": {"$value": "{space.small}"}},
     "semantic": {"primary": {"$value": "{base.blue}", "$description": "Buttons"}, "link": {"$value": "{semantic.primary}"},
                  "pointer": {"$value": {"$ref": "#/base/blue/$value"}}},
     "duration": {"$type": "duration", "$value": {"value": 120, "unit": "ms"}},
     "sky": {"$type": "gradient", "$value": [{"color": "{base.blue}", "position": 0}, {"color": "#ffffff", "position": 1}],
             "$extensions": {"dev.chroma": {"kind": "linear", "angle": 90}}},
     "type": {"heading": {"$type": "typography", "$value": {"fontFamily": ["Inter", "sans-serif"], "fontSize": {"value": 32, "unit": "px"}}}}}
    """##

    @Test func aliasesAndOtherTokensSurviveARoundTrip() throws {
        let palette = try read(Self.file)
        #expect(palette.entries.map(\.name) == ["base.blue", "base.deep", "base.deep.hover", "semantic.primary", "semantic.link", "semantic.pointer"])
        #expect(palette.otherTokens.map { $0.path.joined(separator: ".") } == ["space.small", "space.alias", "duration", "sky", "type.heading"])
        let written = write(palette)
        // Aliases as aliases ($ref as the curly form), the alias to a $root naming it so.
        #expect(try node(written, "semantic/primary/$value") as? String == "{base.blue}", "\(written)")
        #expect(try node(written, "semantic/link/$value") as? String == "{semantic.primary}")
        #expect(try node(written, "semantic/pointer/$value") as? String == "{base.blue}")
        #expect(try node(written, "base/deep/hover/$value") as? String == "{base.deep.$root}")
        #expect(try node(written, "semantic/primary/$description") as? String == "Buttons")
        #expect(try node(written, "base/blue/$extensions/com.figma/id") as? String == "1:2")
        // Other tokens unchanged, with the type their group gave them.
        #expect(try node(written, "space/small/$type") as? String == "dimension")
        #expect(try node(written, "space/small/$value/value") as? Int == 4)
        #expect(try node(written, "space/small/$extensions/org.example") as? [Int] == [1, 2])
        #expect(try node(written, "space/alias/$value") as? String == "{space.small}")
        #expect(try node(written, "duration/$value/unit") as? String == "ms")
        #expect(try node(written, "sky/$extensions/dev.chroma/kind") as? String == "linear")
        #expect((try node(written, "sky/$value") as? [[String: Any]])?.first?["color"] as? String == "{base.blue}")
        #expect(try node(written, "type/heading/$value/fontFamily") as? [String] == ["Inter", "sans-serif"])
        // The written file reads back to the same colors and tokens, and writes the same bytes.
        let again = try read(written)
        #expect(again.entries.map(\.name) == palette.entries.map(\.name))
        #expect(again.entries.map(\.color) == palette.entries.map(\.color))
        #expect(again.otherTokens == palette.otherTokens)
        #expect(write(again) == written)
        // The gradient token still draws from the written file.
        #expect(try DesignTokenGradient.read(Data(written.utf8)).map(\.name) == ["sky"])
    }

    /// An alias whose target changed color, was renamed or is gone is written as its color; the
    /// file still reads back with every color.
    @Test func aliasesToChangedTargetsAreWrittenAsColors() throws {
        let palette = try read(Self.file)
        var changed = palette
        changed.entries[0].color = Color(.srgb, 1, 0, 0)
        #expect(try node(write(changed), "semantic/primary/$value") is [String: Any])
        var renamed = palette
        renamed.entries[0].name = "base.navy"
        #expect(try node(write(renamed), "semantic/primary/$value") is [String: Any])
        var removed = palette
        removed.entries.remove(at: 0)
        let written = write(removed)
        #expect(try node(written, "semantic/primary/$value") is [String: Any])
        // semantic.link still names semantic.primary, which is still there with its color.
        #expect(try node(written, "semantic/link/$value") as? String == "{semantic.primary}")
        #expect(try read(written).entries.map(\.color) == removed.entries.map(\.color))
    }

    /// Aliases built by hand in a ring (a file could not hold them: its reader refuses cycles)
    /// are written as colors, so the written file reads back; at every ring length.
    @Test(arguments: [1, 2, 3, 50, 2000])
    func handBuiltAliasRingsAreWrittenAsColors(_ length: Int) throws {
        let color = Color(.srgb, 0.2, 0.4, 0.6)
        let palette = Palette(entries: (0..<length).map {
            Palette.Entry(name: "t\($0)", color: color, token: DesignTokenMetadata(alias: "t\(($0 + 1) % length)"))
        })
        let again = try read(write(palette))
        #expect(again.entries.count == length && again.entries.allSatisfy { $0.color == color })
    }

    /// A long chain of aliases is written as the same chain, in time linear in its length.
    @Test func longAliasChainsStayAliases() throws {
        let count = 5000
        let tokens = (0..<count).map { "\"t\($0)\": {\"$value\": \"{t\($0 + 1)}\"}" } + ["\"t\(count)\": {\"$type\": \"color\", \"$value\": \"#abcdef\"}"]
        let written = write(try read("{" + tokens.joined(separator: ", ") + "}"))
        #expect(try node(written, "t0/$value") as? String == "{t1}")
        #expect(try node(written, "t\(count - 1)/$value") as? String == "{t\(count)}")
        #expect(try node(written, "t\(count)/$value") is [String: Any])
    }

    /// Hostile tokens that are not colors: huge arrays, deep values, odd names, no type at all,
    /// a name a color also has once made valid. Each is written back whole and the file parses.
    @Test func hostileOtherTokensAreKeptWhole() throws {
        let huge = Array(repeating: "1e308", count: 100_000).joined(separator: ",")
        let deep = String(repeating: "[", count: 40) + "0" + String(repeating: "]", count: 40)
        let text = ##"{"c": {"$type": "color", "$value": "#010203"}, "n": {"$type": "number", "$value": [HUGE]},"## +
            ##" "d": {"$type": "shadow", "$value": DEEP}, "untyped": {"$value": "12px"}, "g": {"weird \" name\n": {"$type": "typography", "$value": null}},"## +
            ##" "$x": {"$type": "x", "$value": 1}}"##
        let palette = try read(text.replacingOccurrences(of: "HUGE", with: huge).replacingOccurrences(of: "DEEP", with: deep))
        #expect(palette.entries.count == 1 && palette.otherTokens.count == 4)
        let written = write(palette)
        #expect((try node(written, "n/$value") as? [Double])?.count == 100_000)
        #expect(try node(written, "untyped/$value") as? String == "12px")
        #expect((try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any])?["g"] != nil)
        #expect(try read(written).otherTokens == palette.otherTokens)
    }

    /// Adaptive colors written out (`NAME`, `NAME-dark`) keep the other tokens after the color
    /// they followed.
    @Test func expandingAppearancesKeepsOtherTokensInPlace() throws {
        var palette = try read(##"{"a": {"$type": "color", "$value": "#000000"}, "s": {"$type": "dimension", "$value": "1px"}, "b": {"$type": "color", "$value": "#ffffff"}}"##)
        palette.entries[0].color = Color(light: Color(.srgb, 0, 0, 0), dark: Color(.srgb, 1, 1, 1))
        let expanded = palette.expandingAppearances()
        #expect(expanded.entries.map(\.name) == ["a", "a-dark", "b"])
        #expect(expanded.otherTokens.map(\.position) == [2])
        let keys = try #require(write(expanded).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("\"") })
        #expect(keys.map { $0.prefix(4) } == ["\"a\":", "\"a-d", "\"s\":", "\"b\":"], "\(keys)")
    }
}
