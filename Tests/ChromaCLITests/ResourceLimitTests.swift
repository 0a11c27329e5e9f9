import ChromaLimits
import ChromaTestSupport
import Foundation
import Testing

/// Every resource limit stops `chroma` before any work, with exit 65, one line naming the limit
/// and the variable that raises it, and no file written.
@Suite(.tags(.process), .unlessProcessesSkipped) struct ResourceLimitTests {
    let cli = CommandLineTests()
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples").path

    /// (variable=value, arguments, what the message names); `OUT` stands for the output path.
    static let cases: [(String, [String], String)] = [
        ("CHROMA_MAX_PIXELS=1000", ["gradient", "linear", "--size", "100x100", "--stops", "red,blue", "-o", "OUT"], "--size 100x100 needs 10000 pixels"),
        ("CHROMA_MAX_PIXELS=1000", ["render", examples + "/linear-gradient.json", "-o", "OUT"], "the canvas"),
        ("CHROMA_MAX_MEMORY=64K", ["gradient", "linear", "--size", "4000x10", "--stops", "red,blue", "-o", "OUT"], "rendering the canvas 4000×10"),
        ("CHROMA_MAX_MEMORY=64K", ["splash", "--size", "400x400", "--colors", "red,blue", "--apng", "OUT"], "frames of 400×400 at once"),
        ("CHROMA_MAX_FRAMES=10", ["render", examples + "/splash.json", "-o", "OUT"], "91 frames"),
        ("CHROMA_MAX_STOPS=1", ["gradient", "linear", "--stops", "red,blue", "-o", "OUT"], "--stops needs 2 stops"),
        ("CHROMA_MAX_STOPS=1", ["render", examples + "/linear-gradient.json", "-o", "OUT"], "stops: the gradient needs 4 stops"),
        ("CHROMA_MAX_STOPS=1", ["css", "linear-gradient(red, blue)", "--size", "10x10", "-o", "OUT"], "css: the gradient needs 2 stops"),
        ("CHROMA_MAX_STOPS=1", ["render", examples + "/tokens/gradients.tokens.json", "--token", "sky.sunrise", "-o", "OUT"], "'sky.sunrise': the gradient needs 3 stops"),
        ("CHROMA_MAX_MESH_SIDE=2", ["gradient", "mesh", "--grid", "3x3", "--colors", "red,blue", "-o", "OUT"], "--grid 3x3 needs 3 vertices a side"),
        ("CHROMA_MAX_MESH_SIDE=2", ["render", examples + "/mesh-aurora.json", "-o", "OUT"], "the mesh grid"),
        ("CHROMA_MAX_PALETTE_COLORS=2", ["palette", "--from", examples + "/palettes/sunset.gpl", "-o", "OUT"], "the palette needs 3 colors"),  // counted as read: it stops at the first too many
        ("CHROMA_MAX_TEXT_LENGTH=3", ["render", examples + "/palette-sheet.json", "-o", "OUT"], "characters"),
        ("CHROMA_MAX_NESTING=3", ["render", examples + "/mesh-curved.json", "-o", "OUT"], "levels of nesting"),
    ]

    @Test(arguments: cases.indices)
    func aLimitStopsTheCommandBeforeItWrites(_ index: Int) throws {
        let (setting, arguments, fragment) = Self.cases[index]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let parts = setting.split(separator: "=").map(String.init)
        let result = try cli.run(arguments.map { $0 == "OUT" ? folder.appendingPathComponent("out.png").path : $0 },
                                 environment: [parts[0]: parts[1]])
        #expect(result.status == 65, "\(setting) \(arguments): \(result.stderr)")
        #expect(result.stderr.hasPrefix("chroma: ") && result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(fragment) && result.stderr.contains("raise it with \(parts[0])"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func limitsAreRaisedByTheirVariables() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["gradient", "mesh", "--size", "64x64", "--grid", "70x2", "--colors", "red,blue", "-o", folder.appendingPathComponent("m.png").path]
        #expect(try cli.run(arguments).status == 65)  // 70 is over the default of 64
        #expect(try cli.run(arguments, environment: ["CHROMA_MAX_MESH_SIDE": "70"]).status == 0)
    }

    @Test(arguments: ["CHROMA_MAX_PIXELS=abc", "CHROMA_MAX_MEMORY=12Q", "CHROMA_MAX_FRAMES=0", "CHROMA_THREADS=0", "CHROMA_THREADS=many"])
    func badSettingsAreUsageErrorsNamingTheVariable(_ setting: String) throws {
        let parts = setting.split(separator: "=").map(String.init)
        let result = try cli.run(["convert", "red"], environment: [parts[0]: parts[1]])
        #expect(result.status == 64 && result.stdout.isEmpty)
        #expect(result.stderr == "chroma: invalid \(parts[0]) '\(parts[1])': " + result.stderr.split(separator: ":", maxSplits: 2)[2].dropFirst(), "\(result.stderr)")
        #expect(result.stderr.contains("expected"))
    }

    /// A setting's value is read with the blanks Foundation's `CharacterSet.whitespaces` holds
    /// trimmed at either end (tabs and every Unicode space separator), and nothing else: a line
    /// break is still refused; each limit's variable is `CHROMA_MAX_` and its name in capitals.
    @Test func settingsTrimBlanksAndOnlyBlanks() throws {
        for blank in [" ", "\t", "\u{00A0}", "\u{2003}", "\u{3000}", " \t\u{202F}"] {
            let limits = try ResourceLimits.reading(["CHROMA_MAX_MEMORY": blank + "512M" + blank, "CHROMA_MAX_FRAMES": blank + "7"])
            #expect(limits.memory == 512 << 20 && limits.frames == 7, "\(Array(blank.unicodeScalars))")
        }
        for bad in ["\n512M", "512M\r\n", "5 12M", "", "\u{3000}"] {
            #expect(throws: ResourceLimitError.InvalidSetting.self, "\(Array(bad.unicodeScalars))") {
                try ResourceLimits.reading(["CHROMA_MAX_MEMORY": bad])
            }
        }
        for limit in ResourceLimits.Limit.allCases {
            let name = limit.environmentVariable
            #expect(name == "CHROMA_MAX_" + limit.rawValue.uppercased().split(separator: "-").joined(separator: "_"))
            #expect(name.allSatisfy { $0.isASCII && ($0.isUppercase || $0 == "_") }, "\(name)")
        }
    }

    /// The binary reads its settings by name with blanks around them (`CHROMA_THREADS=" 2 "`).
    @Test func theBinaryReadsSettingsWithBlanks() throws {
        let result = try cli.run(["convert", "red"], environment: ["CHROMA_THREADS": " 2\t", "CHROMA_MAX_PIXELS": "\u{3000}1000 "])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let refused = try cli.run(["gradient", "linear", "--size", "100x100", "--stops", "red,blue", "-o", "/nonexistent-folder/x.png"],
                                  environment: ["CHROMA_MAX_PIXELS": "\u{3000}1000 "])
        #expect(refused.status == 65 && refused.stderr.contains("CHROMA_MAX_PIXELS"), "\(refused.stderr)")
    }

    @Test func settingsReadWholeNumbersAndByteSuffixes() throws {
        let limits = try ResourceLimits.reading(["CHROMA_MAX_MEMORY": "512M", "CHROMA_MAX_PIXELS": "4294967296", "UNRELATED": "x"])
        #expect(limits.memory == 512 << 20 && limits.pixels == 1 << 32)
        #expect(limits.frames == ResourceLimits().frames)
        #expect(throws: ResourceLimitError.InvalidSetting.self) { try ResourceLimits.reading(["CHROMA_MAX_MEMORY": "99999999999T"]) }
    }
}
