import ArgumentParser
import ChromaOutput
import ChromaPNG
import ChromaPalette
import Foundation
import Testing
@testable import ChromaCLI

/// Every command's `-o`: one option group, its help built from the formats' own suffixes, the
/// output's extension read only by `OutputFormat` and `PaletteDestination`.
@Suite struct OutputOptionTests {
    let cli = CommandLineTests()

    /// The parse error of `arguments`, with its exit status and message.
    static func refusal(_ arguments: [String]) -> (status: Int32, message: String)? {
        do {
            var command = try ChromaCommand.parseAsRoot(arguments)
            try command.validate()
            return nil
        } catch {
            return (ChromaCommand.exitCode(for: error).rawValue, ChromaCommand.message(for: error))
        }
    }

    @Test func theHelpNamesEveryFormatOutputFormatKnows() {
        for format in OutputFormat.allCases where !format.suffixes(for: .still).isEmpty {
            let suffix = format.suffixes(for: .still)[0]
            #expect(ImageDestination.help.contains((format.isFolder ? "NAME." : ".") + suffix), "\(format)")
            #expect(SceneDestination.help.hasPrefix(ImageDestination.help) && GradientDestination.help.hasPrefix(ImageDestination.help))
            if !format.isFolder {
                #expect(PaletteOrSheetDestination.help.contains("." + suffix), "\(format)")
                #expect(ImageDestination.missing.contains("." + suffix), "\(format)")
            }
        }
        for suffix in ["gpl", "json", "tokens", "css", "ase", "txt", "aco", "xml", "tailwind.css", "xcassets", "swift"] {
            #expect(PaletteFileDestination.help.contains("." + suffix) && PaletteOrSheetDestination.help.contains("." + suffix), "\(suffix)")
            #expect(PaletteDestination(path: "a." + suffix) != nil, "\(suffix)")
        }
        #expect(FramesDestination.help.contains(NumberedFrames.fileName(frame: 0, of: 1)))
    }

    /// Every command that needs an image refuses to run without -o, as a usage error (64)
    /// naming what -o is for; the ones for which -o is optional parse without it.
    @Test(arguments: [["swatch", "red"], ["chart", "wheel"], ["css", "linear-gradient(red, blue)"], ["palette", "red", "blue"],
                      ["game", "card", "--seed", "1"]])
    func aMissingRequiredOutputIsAUsageError(_ arguments: [String]) throws {
        let refusal = try #require(Self.refusal(arguments), "\(arguments) parsed without -o")
        #expect(refusal.status == 64, "\(arguments): \(refusal)")
        #expect(refusal.message.contains("missing -o FILE: the image to write (.png, .svg"), "\(arguments): \(refusal.message)")
        #expect(Self.refusal(arguments + ["-o", "x.png"]) == nil, "\(arguments) -o x.png")
        #expect(Self.refusal(arguments + ["--output", "x.webp"]) == nil, "\(arguments) --output x.webp")
    }

    @Test(arguments: [["gradient", "linear", "--stops", "red,blue", "--print-css"], ["splash", "--colors", "red,blue", "--frame-count", "2"],
                      ["palette", "extract", "x.png"], ["palette", "generate", "red"], ["palette", "convert", "a.gpl", "b.css"]])
    func anOptionalOutputParsesWithout(_ arguments: [String]) {
        #expect(Self.refusal(arguments) == nil, "\(arguments): \(String(describing: Self.refusal(arguments)))")
    }

    @Test(arguments: [
        ("x.png", true), ("X.PNG", true), ("x.svg", true), ("x.webp", true), ("x.gif", true), ("a/b.c/x.apng", true),
        ("x.gpl", false), ("x.xcassets", false), ("x.imageset", false), ("x.icon", false), ("-", false), ("png", false),
        ("x.jpg", false), ("x.png/", true), (".png", false), ("x.json", false), ("x.mp4", false),
    ])
    func aPaletteOutputIsASheetByItsImageSuffix(_ path: String, _ isSheet: Bool) {
        #expect(OutputOptions<PaletteOrSheetDestination>.namesSheet(path) == isSheet, "\(path)")
        let named = isSheet || PaletteDestination(path: path) != nil
        #expect(((try? PaletteOrSheetDestination.check(path)) != nil) == named, "\(path)")
        for command in [["palette", "extract", "in.png"], ["palette", "generate", "red"]] {
            let refusal = Self.refusal(command + ["-o", path])
            #expect((refusal == nil) == named, "\(command) -o \(path): \(String(describing: refusal))")
            if let refusal {
                #expect(refusal.status == 64 && refusal.message.contains("cannot tell what to write to '\(path)': expected a sheet (.png, .svg, .webp or .gif)"),
                        "\(refusal.message)")
            }
        }
    }

    /// A palette sheet may be any one-file image format a drawing takes: written and decodable.
    @Test func extractAndGenerateWriteSheetsInEveryImageFormat() throws {
        let folder = NSTemporaryDirectory() + "chroma-output-option-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var pixels: [UInt8] = []
        for (rgb, rows) in [([0x2a, 0x9d, 0x8f], 6), ([0xe9, 0xc4, 0x6a], 4)] as [([UInt8], Int)] {
            for _ in 0..<(rows * 10) { pixels += rgb + [255] }
        }
        let image = folder + "/bands.png"
        _ = FileManager.default.createFile(atPath: image, contents: Data(try PNGEncoder().encode(rgba8: pixels, width: 10, height: 10)))
        let magic: [String: (Int, [UInt8])] = ["png": (0, [0x89, 0x50, 0x4e, 0x47]), "svg": (0, Array("<svg ".utf8)),
                                               "webp": (8, Array("WEBP".utf8)), "gif": (0, Array("GIF89a".utf8))]
        for (suffix, (offset, bytes)) in magic.sorted(by: { $0.key < $1.key }) {
            for command in [["palette", "extract", image, "-n", "2"], ["palette", "generate", "#2a9d8f"]] {
                let out = folder + "/\(command[1]).\(suffix)"
                let run = try cli.run(command + ["-o", out])
                #expect(run.status == 0, "\(command) \(suffix): \(run.stderr)")
                let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: out)))
                #expect(written.count > offset + bytes.count && Array(written[offset..<(offset + bytes.count)]) == bytes, "\(command) \(suffix)")
            }
        }
    }
}
