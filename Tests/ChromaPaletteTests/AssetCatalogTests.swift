import ColorCore
import Foundation
import Testing
@testable import ChromaPalette

/// Xcode asset catalogs, checked against Apple's documented Contents.json layout.
@Suite struct AssetCatalogTests {
    func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "chroma-xcassets-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func json(_ path: String) throws -> [String: Any] {
        let data = try #require(FileManager.default.contents(atPath: path))
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func catalogsFollowApplesLayoutWithDarkAppearances() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let palette = Palette(name: "Brand", entries: [
            .init(name: "background", color: Color(rgb: 0xffffff)),
            .init(name: "accent", color: Color(rgb: 0x3366cc, opacity: 0.5)),
            .init(name: "background-dark", color: Color(rgb: 0x101010)),
            .init(name: "vivid", color: Color(.displayP3, 1, 0, 0)),
            .init(name: "lonely.dark", color: Color(rgb: 0x222222)),
        ])
        let path = root + "/Brand.xcassets"
        try AssetCatalog.write(palette, to: path)
        let folders = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        #expect(folders == ["Contents.json", "accent.colorset", "background.colorset", "lonely.dark.colorset", "vivid.colorset"])
        let top = try json(path + "/Contents.json")
        #expect((top["info"] as? [String: Any])?["version"] as? Int == 1)
        #expect((top["info"] as? [String: Any])?["author"] is String)

        let background = try json(path + "/background.colorset/Contents.json")
        let colors = try #require(background["colors"] as? [[String: Any]])
        #expect(colors.count == 2)
        #expect(colors.allSatisfy { $0["idiom"] as? String == "universal" })
        #expect(colors[0]["appearances"] == nil)
        let appearance = try #require((colors[1]["appearances"] as? [[String: String]])?.first)
        #expect(appearance == ["appearance": "luminosity", "value": "dark"])
        let darkColor = try #require(colors[1]["color"] as? [String: Any])
        #expect(darkColor["color-space"] as? String == "srgb")
        #expect(darkColor["components"] as? [String: String] == ["red": "0.063", "green": "0.063", "blue": "0.063", "alpha": "1.000"])

        let accent = try #require((try json(path + "/accent.colorset/Contents.json")["colors"] as? [[String: Any]])?.first?["color"] as? [String: Any])
        #expect((accent["components"] as? [String: String])?["alpha"] == "0.500")
        let vivid = try #require((try json(path + "/vivid.colorset/Contents.json")["colors"] as? [[String: Any]])?.first?["color"] as? [String: Any])
        #expect(vivid["color-space"] as? String == "display-p3")
        #expect(vivid["components"] as? [String: String] == ["red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"])

        // Read back in name order, the dark appearance as "-dark".
        let back = try PaletteReader.read(contentsOf: path)
        #expect(back.entries.map(\.name) == ["accent", "background", "background-dark", "lonely.dark", "vivid"])
        #expect(back.entries.map(\.color.hexString) == ["#3366cc80", "#ffffff", "#101010", "#222222", Color(.displayP3, 1, 0, 0).hexString])
        #expect(back.entries[4].color.space == .displayP3)
    }

    @Test func componentsInEveryDocumentedForm() throws {
        let contents = """
            {"colors": [
              {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0xFF", "green": "128", "blue": "0.000", "alpha": "1.000"}}},
              {"idiom": "universal", "appearances": [{"appearance": "contrast", "value": "high"}], "color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "0"}}},
              {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "extended-gray", "components": {"white": "0.5", "alpha": "1"}}},
              {"idiom": "iphone", "color": {"color-space": "srgb", "components": {"red": 0, "green": 0, "blue": 1}}}
            ], "info": {"author": "xcode", "version": 1}}
            """
        let entries = try AssetCatalog.colorSet(Data(contents.utf8), name: "mixed")
        #expect(entries.map(\.name) == ["mixed", "mixed-dark", "mixed-high-contrast"])
        #expect(entries.map(\.color.hexString) == ["#ff8000", "#808080", "#000000"])
    }

    @Test func malformedColorsetsAreNamed() {
        let cases: [(String, String)] = [
            ("[]", "expected an object with a \"colors\" array"),
            ("{\"colors\": []}", "no color in \"colors\""),
            ("{\"colors\": [{\"color\": {\"color-space\": \"cmyk\", \"components\": {}}}]}", "color space 'cmyk' is not supported"),
            ("{\"colors\": [{\"color\": {\"color-space\": \"srgb\", \"components\": {\"red\": \"2.5\", \"green\": \"0\", \"blue\": \"0\"}}}]}", "must be 0 to 1"),
            ("{\"colors\": [{\"color\": {\"color-space\": \"srgb\", \"components\": {\"red\": \"300\", \"green\": \"0\", \"blue\": \"0\"}}}]}", "components.red: expected 0.0 to 1.0"),
            ("{\"colors\": [{\"color\": {\"color-space\": \"srgb\", \"components\": {\"green\": \"0\", \"blue\": \"0\"}}}]}", "expected \"red\""),
            ("{\"colors\": [{\"color\": {\"platform\": \"ios\", \"reference\": \"systemBlueColor\"}}]}", "system color reference"),
            ("{\"colors\": [{\"appearances\": [{\"appearance\": \"luminosity\", \"value\": \"dim\"}], \"color\": {\"color-space\": \"srgb\", \"components\": {\"red\": 0, \"green\": 0, \"blue\": 0}}}]}", "unknown luminosity 'dim'"),
            ("{\"colors\": [{\"color\": {\"color-space\": \"srgb\", \"components\": {\"red\": 0, \"green\": 0, \"blue\": 0, \"alpha\": \"NaN.\"}}}]}", "alpha"),
        ]
        for (json, message) in cases {
            expectPaletteError(message, input: json) { _ = try AssetCatalog.colorSet(Data(json.utf8), name: "x") }
        }
    }

    @Test func writingReplacesOnlyColorCatalogsAndLeavesNoTemporaryFolder() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/Colors.xcassets"
        try AssetCatalog.write(Palette(colors: [Color(rgb: 0x112233)]), to: path)
        try AssetCatalog.write(Palette(entries: [.init(name: "new", color: Color(rgb: 0x445566))]), to: path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: path).sorted() == ["Contents.json", "new.colorset"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["Colors.xcassets"])
        // An app's catalog with an icon is never replaced.
        try FileManager.default.createDirectory(atPath: path + "/AppIcon.appiconset", withIntermediateDirectories: false)
        #expect(throws: PaletteError.self) { try AssetCatalog.write(Palette(colors: [.white]), to: path) }
        #expect(FileManager.default.fileExists(atPath: path + "/new.colorset/Contents.json"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["Colors.xcassets"])
        // A file in the way, a missing parent folder, a missing catalog.
        _ = FileManager.default.createFile(atPath: root + "/File.xcassets", contents: Data())
        #expect(throws: PaletteError.self) { try AssetCatalog.write(Palette(colors: [.white]), to: root + "/File.xcassets") }
        #expect(throws: PaletteError.self) { try AssetCatalog.write(Palette(colors: [.white]), to: root + "/missing/A.xcassets") }
        #expect(throws: PaletteError.self) { try PaletteReader.read(contentsOf: root + "/None.xcassets") }
    }

    @Test func catalogsRoundTripWithEveryFormat() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let palette = PaletteFormatTests.palette
        for format in PaletteFormat.allCases {
            let path = root + "/\(format).xcassets"
            let once = try PaletteReader.read(PaletteWriter.data(palette, format: format), format: format)
            try AssetCatalog.write(once, to: path)
            let back = try PaletteReader.read(contentsOf: path)
            // Name order: compare as sets of hex codes.
            #expect(Set(back.entries.map(\.color.hexString)) == Set(palette.entries.map(\.color.hexString)), "\(format)")
            let again = try PaletteReader.read(PaletteWriter.data(back, format: format), format: format)
            #expect(again.entries.count == palette.entries.count)
        }
    }

    @Test func highContrastVariantsRoundTrip() throws {
        let palette = Palette(entries: [
            .init(name: "text", color: Color(rgb: 0x333333)), .init(name: "text-dark", color: Color(rgb: 0xdddddd)),
            .init(name: "text-high-contrast", color: Color(rgb: 0x000000)), .init(name: "text-dark-high-contrast", color: Color(rgb: 0xffffff)),
            .init(name: "alone-high-contrast", color: Color(rgb: 0x123456)),
        ])
        let sets = AssetCatalog.colorSets(palette)
        #expect(sets.map(\.name) == ["text", "alone-high-contrast"])
        #expect(sets[0].highContrast?.hexString == "#000000" && sets[0].darkHighContrast?.hexString == "#ffffff" && sets[0].dark?.hexString == "#dddddd")
        let json = AssetCatalog.contents(of: sets[0])
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let colors = try #require(parsed["colors"] as? [[String: Any]])
        let appearances = colors.map { ($0["appearances"] as? [[String: String]] ?? []).map { $0["appearance"]! + ":" + $0["value"]! } }
        #expect(appearances == [[], ["luminosity:dark"], ["contrast:high"], ["luminosity:dark", "contrast:high"]])
        let back = try AssetCatalog.colorSet(Data(json.utf8), name: "text")
        #expect(back.map(\.name) == ["text", "text-dark", "text-high-contrast", "text-dark-high-contrast"])
        #expect(back.map(\.color.hexString) == ["#333333", "#dddddd", "#000000", "#ffffff"])
    }
}
