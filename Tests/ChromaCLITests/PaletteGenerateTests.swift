import ChromaPNG
import ChromaTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ChromaCLI

/// `chroma palette generate`: the JSON shape and key order, palette files and sheets, and bad
/// input refused by name with nothing written.
@Suite(.tags(.process), .unlessProcessesSkipped) struct PaletteGenerateTests {
    let cli = CommandLineTests()

    func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "chroma-generate-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The keys of a JSON object in file order (JSONSerialization forgets it).
    func keys(in text: String, indent: Int) -> [String] {
        let prefix = String(repeating: " ", count: indent) + "\""
        return text.split(separator: "\n").filter { $0.hasPrefix(prefix) }.map { line in
            String(line.dropFirst(prefix.count).prefix { $0 != "\"" })
        }
    }

    @Test func materialJSONHasTheIssuesShapeInItsFixedOrder() throws {
        let result = try cli.run(["palette", "generate", "#6750a4", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["palettes", "schemes"])
        let palettes = try #require(object["palettes"] as? [String: [String: String]])
        #expect(palettes.count == 6)
        #expect(palettes["primary"]?["40"] == "#65558f")            // Google's own test value
        let schemes = try #require(object["schemes"] as? [String: [String: String]])
        #expect(schemes["light"]?["primary"] == "#65558f" && schemes["dark"]?["primary"] == "#cfbdfe")
        #expect(schemes["light"]?["surfaceContainerHigh"] != nil && schemes["light"]?["primaryPaletteKeyColor"] == nil)
        #expect(keys(in: result.stdout, indent: 4) == ["primary", "secondary", "tertiary", "neutral", "neutralVariant", "error", "light", "dark"])
        let roles = keys(in: result.stdout, indent: 6)
        #expect(Array(roles.prefix(18)) == ["0", "5", "10", "15", "20", "25", "30", "35", "40", "50", "60", "70", "80", "90", "95", "98", "99", "100"])
        #expect(roles.contains("onPrimaryContainer"))
    }

    /// `--spec 2025`: the light palettes, then the dark ones that differ; the 2025 roles with the
    /// four Dim roles; variants the spec does not define print what 2021 prints.
    @Test func spec2025JSONAddsDarkPalettesAndTheDimRoles() throws {
        let result = try cli.run(["palette", "generate", "#6750a4", "--spec", "2025", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["palettes", "schemes"])
        #expect(keys(in: result.stdout, indent: 4) == ["primary", "secondary", "tertiary", "neutral", "neutralVariant", "error", "primaryDark", "light", "dark"])
        let schemes = try #require(object["schemes"] as? [String: [String: String]])
        for mode in ["light", "dark"] {
            let roles = try #require(schemes[mode])
            #expect(roles.count == 53, "\(mode): \(roles.count)")
            for role in ["primaryDim", "secondaryDim", "tertiaryDim", "errorDim", "surfaceContainerHighest", "onPrimaryFixedVariant"] {
                #expect(roles[role]?.hasPrefix("#") == true, "\(mode) \(role)")
            }
        }
        let roleKeys = keys(in: result.stdout, indent: 6).filter { Int($0) == nil }
        #expect(Array(roleKeys.prefix(53).drop { $0 != "primary" }.prefix(3)) == ["primary", "primaryDim", "onPrimary"])
        let old = try cli.run(["palette", "generate", "#6750a4", "--json"])
        let oldSchemes = try #require((JSONSerialization.jsonObject(with: Data(old.stdout.utf8)) as? [String: Any])?["schemes"] as? [String: [String: String]])
        #expect(oldSchemes["light"]?["primaryDim"] == nil && oldSchemes["light"]?.count == 49)
        #expect(schemes["light"]?["primary"] != oldSchemes["light"]?["primary"])
        for variant in ["content", "fidelity", "monochrome", "rainbow", "fruitSalad"] {
            let asked = try cli.run(["palette", "generate", "#b33b15", "--variant", variant, "--spec", "2025", "--json", "--contrast-level", "0.5"])
            let plain = try cli.run(["palette", "generate", "#b33b15", "--variant", variant, "--json", "--contrast-level", "0.5"])
            #expect(asked.status == 0 && asked.stdout == plain.stdout, "\(variant)")
        }
    }

    @Test func spec2025WritesASheetAndPaletteFiles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for variant in ["tonalSpot", "expressive"] {
            for name in ["s.png", "s.css", "s.gpl"] {
                let result = try cli.run(["palette", "generate", "#b33b15", "--variant", variant, "--spec", "2025", "-o", "\(folder)/\(variant)-\(name)"])
                #expect(result.status == 0, "\(variant) \(name): \(result.stderr)")
            }
            let png = try PNGReader.read(contentsOf: "\(folder)/\(variant)-s.png")
            #expect(png.width > 800 && png.height > 600)
            let css = try String(contentsOfFile: "\(folder)/\(variant)-s.css", encoding: .utf8)
            #expect(css.contains("primaryDim") && css.contains("primaryDark-40"), "\(variant)")
        }
    }

    @Test func scaleAndContrastGiveOnePaletteNamedAfterTheSeed() throws {
        let scale = try cli.run(["palette", "generate", "#3b82f6", "--system", "scale", "--json"])
        #expect(scale.status == 0, "\(scale.stderr)")
        let object = try #require(JSONSerialization.jsonObject(with: Data(scale.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["palettes"])
        #expect(keys(in: scale.stdout, indent: 4) == ["3b82f6"])
        #expect(keys(in: scale.stdout, indent: 6) == ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"])
        let contrast = try cli.run(["palette", "generate", "#0b7285", "--system", "contrast", "--ratios", "1.25,1.5,2,3,4.5,7", "--against", "white", "--json", "--name", "teal"])
        #expect(contrast.status == 0, "\(contrast.stderr)")
        #expect(keys(in: contrast.stdout, indent: 6) == ["1.25", "1.5", "2", "3", "4.5", "7"])
        #expect(keys(in: contrast.stdout, indent: 4) == ["teal"])
    }

    @Test func writesPaletteFilesAndASheet() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["m.gpl", "m.json", "m.css", "m.tailwind.css", "m.xml", "m.txt", "m.ase", "m.xcassets", "m.png", "m.svg", "M.swift"] {
            let result = try cli.run(["palette", "generate", "#b33b15", "--variant", "fidelity", "-o", "\(folder)/\(name)"])
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(FileManager.default.fileExists(atPath: "\(folder)/\(name)"), "\(name)")
        }
        let css = try String(contentsOfFile: "\(folder)/m.css", encoding: .utf8)
        #expect(css.contains("--primary-40:") && css.contains("--onPrimary-dark:") || css.contains("primary-40") && css.contains("dark"))
        let dark = try String(contentsOfFile: "\(folder)/m.xcassets/primary.colorset/Contents.json", encoding: .utf8)
        #expect(dark.contains("\"dark\""))
        let svg = try String(contentsOfFile: "\(folder)/m.svg", encoding: .utf8)
        #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
        #expect(svg.contains("data-hex=\"#") && XMLParser(data: Data(svg.utf8)).parse())
        let swift = try String(contentsOfFile: "\(folder)/M.swift", encoding: .utf8)
        #expect(swift.contains("extension Color {") && swift.contains("static let primary40"))
        let png = try PNGReader.read(contentsOf: "\(folder)/m.png")
        #expect(png.width > 800 && png.height > 600)
        for system in ["scale", "contrast"] {
            let result = try cli.run(["palette", "generate", "#3b82f6", "--system", system, "-o", "\(folder)/\(system).png"])
            #expect(result.status == 0, "\(system): \(result.stderr)")
        }
    }

    @Test(arguments: [
        (["--contrast-level", "nan"], "--contrast-level"), (["--contrast-level", "1.5"], "--contrast-level"),
        (["--contrast-level", "1e308"], "--contrast-level"), (["--variant", "pastel"], "pastel"),
        (["--tones", "0,50,101"], "101"), (["--tones", "x"], "'x'"), (["--spec", "2024"], "'2024'; expected 2021 or 2025"),
        (["--spec", "2025.0"], "2025.0"), (["--spec", ""], "--spec"),
        (["--system", "contrast", "--ratios", "0.5"], "0.5"), (["--system", "contrast", "--ratios", "nan"], "nan"),
        (["--system", "contrast", "--ratios", "1e308"], "1e+308"), (["--system", "contrast", "--ratios", "22"], "22"),
        (["--system", "contrast", "--against", "#7778", "--ratios", "3"], "#7778"), (["--system", "contrast", "--against", "grey", "--ratios", "21"], "21"),
        (["--system", "scale", "--gamut", "rec2020"], "rec2020"), (["-o", "out.bmp"], "out.bmp"),
        (["--system", "scale", "--tones", "10"], "--tones does not apply to --system scale"),
        (["--system", "scale", "--ratios", "3"], "--ratios does not apply to --system scale; it is for --system contrast"),
        (["--name", "brand"], "--name does not apply to --system material"),
        (["--system", "contrast", "--key-colors", "--ratios", "3"], "--key-colors does not apply"),
        (["--system", "scale", "--name", String(repeating: "x", count: 4097)], "(4097 characters); expected 1 to 64 characters"),
        (["--system", "scale", "--name", String(repeating: "x", count: 65)], "(65 characters); expected 1 to 64 characters"),
    ])
    func badInputIsRefusedByNameAndNothingIsWritten(_ extra: [String], _ named: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try cli.run(["palette", "generate", "#6750a4"] + extra + (extra.contains("-o") ? [] : ["-o", "\(folder)/out.json"]))
        #expect(result.status == 64, "\(extra): \(result.status) \(result.stderr)")
        #expect(result.stderr.contains(named), "\(extra): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count <= 2, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    /// A contrast target given twice is one step (as a tone given twice is).
    @Test func repeatedTargetsAreOneStep() throws {
        let result = try cli.run(["palette", "generate", "#3b82f6", "--system", "contrast", "--ratios", "3,3,4.50,4.5,3.0", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(keys(in: result.stdout, indent: 6) == ["3", "4.5"])
    }

    @Test func badSeedsAreRefused() throws {
        for seed in ["notacolor", "#12345", "rgb(0 0 0 / 0.5)", ""] {
            let result = try cli.run(["palette", "generate", seed])
            #expect(result.status == 64 && result.stdout.isEmpty, "\(seed): \(result.stderr)")
        }
    }
}

/// The `generate` palette document: drawn like `palette generate -o sheet.png`, bad settings
/// refused with their path.
@Suite struct PaletteGenerateDocumentTests {
    let cli = CommandLineTests()

    @Test func documentAndCommandDrawTheSameSheet() throws {
        let folder = NSTemporaryDirectory() + "chroma-generate-doc-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let document = ##"{"palette": {"generate": {"seed": "#0b7285", "system": "contrast", "ratios": [1.5, 3, 4.5], "against": "white"}}}"##
        try document.write(toFile: "\(folder)/steps.json", atomically: true, encoding: .utf8)
        #expect(try cli.run(["render", "\(folder)/steps.json", "-o", "\(folder)/doc.png"]).status == 0)
        #expect(try cli.run(["palette", "generate", "#0b7285", "--system", "contrast", "--ratios", "1.5,3,4.5", "-o", "\(folder)/cli.png"]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/doc.png")) == Data(contentsOf: URL(fileURLWithPath: "\(folder)/cli.png")))
    }

    @Test func documentSpecIsANumberOrAString() throws {
        let folder = NSTemporaryDirectory() + "chroma-generate-doc-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, spec) in [("number", "2025"), ("string", "\"2025\"")] {
            let document = ##"{"palette": {"generate": {"seed": "#b33b15", "variant": "vibrant", "spec": "## + spec + "}}}"
            try document.write(toFile: "\(folder)/\(name).json", atomically: true, encoding: .utf8)
            let result = try cli.run(["render", "\(folder)/\(name).json", "-o", "\(folder)/\(name).png"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(try cli.run(["palette", "generate", "#b33b15", "--variant", "vibrant", "--spec", "2025", "-o", "\(folder)/cli.png"]).status == 0)
        #expect(try cli.run(["palette", "generate", "#b33b15", "--variant", "vibrant", "-o", "\(folder)/cli2021.png"]).status == 0)
        let cli = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/cli.png"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/number.png")) == cli)
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/string.png")) == cli)
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/cli2021.png")) != cli)
    }

    @Test(arguments: [
        (##"{"palette": {"generate": {"seed": "#6750a4", "system": "bogus"}}}"##, "palette.generate.system"),
        (##"{"palette": {"generate": {"seed": "#6750a4", "contrastLevel": 2}}}"##, "palette.generate.contrastLevel"),
        (##"{"palette": {"generate": {"seed": "#6750a4", "tones": [0, 101]}}}"##, "palette.generate.tones"),
        (##"{"palette": {"generate": {"seed": "#6750a4", "spec": 2024}}}"##, "palette.generate.spec"),
        (##"{"palette": {"generate": {"seed": "#6750a4", "spec": "2025x"}}}"##, "palette.generate.spec"),
        (##"{"palette": {"generate": {"seed": "#6750a4", "spec": 1e308}}}"##, "palette.generate.spec"),
        (##"{"palette": {"generate": {"seed": "#6750a4", "spec": true}}}"##, "palette.generate.spec"),
        (##"{"palette": {"generate": {"seed": "#6750a4", "system": "contrast", "ratios": [25]}}}"##, "invalid contrast target 25"),
        (##"{"palette": {"generate": {"seed": "#6750a480"}}}"##, "opaque"),
        (##"{"palette": {"generate": {"seed": "#6750a4"}, "colors": ["red"]}}"##, "not both"),
        (##"{"palette": {"generate": {"system": "scale"}}}"##, "seed"),
    ])
    func badSettingsAreRefusedByPath(_ document: String, _ named: String) throws {
        let folder = NSTemporaryDirectory() + "chroma-generate-doc-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try document.write(toFile: "\(folder)/bad.json", atomically: true, encoding: .utf8)
        let result = try cli.run(["render", "\(folder)/bad.json", "-o", "\(folder)/out.png"])
        #expect(result.status == 65 || result.status == 64, "\(result.status) \(result.stderr)")
        #expect(result.stderr.contains(named), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/out.png"))
    }
}
