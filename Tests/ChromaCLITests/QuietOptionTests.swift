import Foundation
import Testing
@testable import ChromaCLI

/// `--quiet` on every command that draws, from one option group.
@Suite struct QuietOptionTests {
    @Test(arguments: [["gradient", "linear", "--size", "16x16", "--stops", "red,blue", "-o", "x.png"], ["css", "linear-gradient(red, blue)", "--size", "16x16", "-o", "x.png"],
                      ["swatch", "red", "--size", "16x16", "-o", "x.png"], ["palette", "sheet", "red", "blue", "-o", "x.png"], ["chart", "hsb", "-o", "x.png"]])
    func everyDrawingCommandTakesQuiet(_ command: [String]) throws {
        let root = try FirstRunMessageTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = InProcessChroma.run(command.map { $0 == "x.png" ? root + "/x.png" : $0 } + ["--quiet"])
        #expect(result.status == 0, "\(command): \(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: root + "/x.png"))
    }

    @Test func theQuietFlagIsOneOptionGroup() {
        for command in ["gradient", "css", "swatch", "palette sheet", "chart", "splash", "render", "game card"] {
            let text = InProcessChroma.run(command.split(separator: " ").map(String.init) + ["--help"]).stdout
            let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(flat.contains("--quiet No progress bar or status lines (warnings and errors are still written)."), "\(command)")
        }
    }
}
