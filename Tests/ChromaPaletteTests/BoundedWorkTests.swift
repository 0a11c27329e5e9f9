import ChromaFiles
import ChromaLimits
import ColorCore
import Foundation
import Testing
@testable import ChromaPalette

/// Readers whose work grows with their input and stops at the limits: reference chains followed
/// once, @theme blocks read in one pass, colors counted as they are read, catalog walks bounded
/// by the folders they really have.
@Suite struct BoundedWorkTests {
    static func androidChain(_ count: Int) -> Data {
        var text = "<resources>\n<color name=\"c0\">#112233</color>\n"
        for index in 1..<count { text += "<color name=\"c\(index)\">@color/c\(index - 1)</color>\n" }
        return Data((text + "</resources>\n").utf8)
    }

    @Test(arguments: [10, 100, 1000, 5000])
    func androidReferenceChainsAreFollowedOnce(_ count: Int) throws {
        // Color n refers to n − 1: walked from every color, that is n²/2 steps.
        var raw: [(name: String, value: String, line: Int)] = [("c0", "#112233", 1)]
        for index in 1..<count { raw.append(("c\(index)", "@color/c\(index - 1)", index + 1)) }
        let byName = Dictionary(uniqueKeysWithValues: raw.enumerated().map { ($1.name, $0) })
        let (values, steps) = try AndroidColors.resolve(raw, byName: byName)
        #expect(steps == count - 1, "\(count) colors took \(steps) steps")
        #expect(values.allSatisfy { $0 == "#112233" })
        let palette = try PaletteReader.read(Self.androidChain(count), format: .android)
        #expect(palette.entries.count == count && palette.entries.last?.color.hexString == "#112233")
    }

    @Test func androidCyclesAndMissingTargetsAreNamed() {
        let cycle = Data("<resources><color name=\"a\">@color/b</color><color name=\"b\">@color/a</color></resources>".utf8)
        #expect { try PaletteReader.read(cycle, format: .android) } throws: { ($0 as? PaletteError)?.message.contains("which is a cycle") == true }
        let selfLoop = Data("<resources><color name=\"a\">@color/a</color></resources>".utf8)
        #expect { try PaletteReader.read(selfLoop, format: .android) } throws: { ($0 as? PaletteError)?.message.contains("which is a cycle") == true }
        let missing = Data("<resources><color name=\"a\">#fff</color><color name=\"b\">@color/a</color><color name=\"c\">@color/z</color></resources>".utf8)
        #expect { try PaletteReader.read(missing, format: .android) } throws: { ($0 as? PaletteError)?.message.contains("not in the file") == true }
    }

    @Test(arguments: [PaletteFormat.gpl, .css, .text, .android, .tailwind, .json])
    func theColorLimitIsCheckedAsColorsAreRead(_ format: PaletteFormat) throws {
        // 10 001 colors, then a broken line: the limit, not the broken line, is what is reported,
        // so the reader stopped at the first color too many.
        let limit = Palette.maximumCount
        var text: String
        switch format {
        case .gpl: text = "GIMP Palette\n" + String(repeating: "1 2 3 x\n", count: limit + 1) + "nonsense\n"
        case .css: text = ":root {" + (0...limit).map { "--c\($0): red;" }.joined() + " /* never closed"
        case .text: text = String(repeating: "#123456\n", count: limit + 1) + "nonsense\n"
        case .android: text = "<resources>" + (0...limit).map { "<color name=\"c\($0)\">#fff</color>" }.joined() + "<color name=\"x\">nonsense</color></resources>"
        case .tailwind: text = "@theme {" + (0...limit).map { "--color-c\($0): red;" }.joined() + "--color-x: nonsense; }"
        default: text = "{" + (0...limit).map { "\"c\($0)\": {\"$type\": \"color\", \"$value\": \"red\"}" }.joined(separator: ",") + ", \"x\": {\"$type\": \"color\", \"$value\": \"nonsense\"}}"
        }
        if format == .css { text = text.replacingOccurrences(of: " /* never closed", with: " --x: nonsense; }") }
        #expect { try PaletteReader.read(Data(text.utf8), format: format) } throws: { error in
            (error as? PaletteError)?.message.contains("CHROMA_MAX_PALETTE_COLORS") == true
        }
    }

    @Test(arguments: [1, 10, 100, 1000])
    func tailwindBlocksAreReadInOnePass(_ blocks: Int) throws {
        // Many small @theme blocks, each with one color: all read, in order.
        let text = (0..<blocks).map { "@theme { --color-c\($0): #0000ff; }\n.x{}\n" }.joined()
        let palette = try PaletteReader.read(Data(text.utf8), format: .tailwind)
        #expect(palette.entries.count == blocks && palette.entries.last?.name == "c\(blocks - 1)")
        // A bad one at the end names its own line.
        let bad = text + "\n@theme {\n --color-z: nope;\n}"
        #expect { try PaletteReader.read(Data(bad.utf8), format: .tailwind) } throws: { error in
            (error as? PaletteError)?.message.hasPrefix("line \(2 * blocks + 3): ") == true
        }
    }

    @Test func catalogGroupsReachedTwiceThroughLinksAreRefused() throws {
        // Eight levels of eight links to the next level: 8⁸ walks without a record of the folders seen.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fanout-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = root + "/A.xcassets"
        for level in 0...8 { try FileManager.default.createDirectory(atPath: root + "/g\(level)", withIntermediateDirectories: true) }
        try FileManager.default.createDirectory(atPath: root + "/g8/c.colorset", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root + "/g8/c.colorset/Contents.json",
                                       contents: Data(#"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.1", "green": "0.2", "blue": "0.3", "alpha": "1.000"}}}]}"#.utf8))
        for level in 0..<8 {
            for link in 0..<8 { try FileManager.default.createSymbolicLink(atPath: root + "/g\(level)/l\(link)", withDestinationPath: root + "/g\(level + 1)") }
        }
        try FileManager.default.createSymbolicLink(atPath: catalog, withDestinationPath: root + "/g0")
        var walk = AssetCatalog.CatalogWalk()
        #expect { try AssetCatalog.read(folder: catalog, walk: &walk) } throws: { ($0 as? PaletteError)?.message.contains("reached a second time") == true }
        #expect(walk.folders.count <= 9 && walk.entries <= 9 * 8 + 1, "\(walk.folders.count) folders, \(walk.entries) entries")
    }

    @Test func aContentsJSONThatIsALinkIsCappedByWhatItLeadsTo() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("contents-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/A.xcassets/c.colorset", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root + "/big", contents: Data(count: AssetCatalog.maximumContentsSize + 1))
        try FileManager.default.createSymbolicLink(atPath: root + "/A.xcassets/c.colorset/Contents.json", withDestinationPath: root + "/big")
        #expect { try AssetCatalog.read(folder: root + "/A.xcassets") } throws: { ($0 as? PaletteError)?.message.contains("may have at most 1048576 bytes") == true }
        try FileManager.default.removeItem(atPath: root + "/A.xcassets/c.colorset/Contents.json")
        try FileManager.default.createSymbolicLink(atPath: root + "/A.xcassets/c.colorset/Contents.json", withDestinationPath: "/dev/zero")
        #expect { try AssetCatalog.read(folder: root + "/A.xcassets") } throws: { ($0 as? FileError)?.kind == .cannotRead }
    }

    @Test func namesFromTheFileAreRedacted() {
        let cases: [(PaletteFormat, String)] = [
            (.gpl, "GIMP Palette\nSECRET-LINE\n"),
            (.android, "<resources><color name=\"SECRET-NAME\">SECRET-VALUE</color></resources>"),
            (.android, "<resources><SECRET-TAG a=\"1\" SECRET></resources>"),
            (.tailwind, "@theme { --color-SECRET-NAME: var(--color-SECRET-REF); }"),
            (.json, "{\"SECRET-TOKEN\": {\"$type\": \"color\", \"$value\": \"SECRET-VALUE\"}}"),
            (.text, "SECRET-LINE's value\n"),
        ]
        for (format, text) in cases {
            #expect { try PaletteReader.read(Data(text.utf8), format: format) } throws: { error in
                guard let error = error as? PaletteError else { return false }
                return error.message.contains("SECRET") && !error.redacted.contains("SECRET")
            }
        }
    }

    @Test(arguments: ["é", "日", "🎨", "a", "\u{1B}"])
    func colorsetNamesAreCutByBytes(_ character: String) throws {
        let name = AssetCatalog.folderName(String(repeating: character, count: 300), 0)
        #expect(name.utf8.count <= 200 && !name.isEmpty && (name + ".colorset").utf8.count <= 255)
        #expect(!name.unicodeScalars.contains { $0.value < 0x20 })
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let palette = Palette(entries: [.init(name: String(repeating: character, count: 300), color: Color(red: 1, green: 0, blue: 0))])
        try AssetCatalog.write(palette, to: root + "/A.xcassets")
        #expect(try AssetCatalog.read(folder: root + "/A.xcassets").entries.count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["A.xcassets"])
    }
}
