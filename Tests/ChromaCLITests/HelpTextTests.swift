import ArgumentParser
import Foundation
import Testing
@testable import ChromaCLI

/// The whole `--help` text of every command, pinned in HelpSnapshots/. After a deliberate
/// change, regenerate them with CHROMA_UPDATE_SNAPSHOTS=1 swift test --filter HelpTextTests.
@Suite struct HelpTextTests {
    static let paths: [[String]] = [
        [], ["convert"], ["mix"], ["delta"], ["contrast"], ["harmony"], ["game"], ["game", "new"], ["game", "score"],
        ["game", "card"], ["swatch"], ["gradient"], ["css"], ["render"], ["splash"], ["chart"], ["palette"], ["palette", "sheet"],
        ["palette", "convert"], ["palette", "check"], ["palette", "extract"], ["palette", "generate"], ["preview"],
    ]

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("HelpSnapshots")

    @Test(arguments: paths)
    func helpTextIsPinned(_ path: [String]) throws {
        let command = try #require(path.isEmpty ? ChromaCommand.self : ChromaCommand.subcommand(path))
        let text = ChromaCommand.helpMessage(for: command, columns: 100) + "\n"
        let file = Self.folder.appendingPathComponent((path.isEmpty ? ["chroma"] : ["chroma"] + path).joined(separator: "-") + ".txt")
        if ProcessInfo.processInfo.environment["CHROMA_UPDATE_SNAPSHOTS"] == "1" {
            try text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let pinned = try String(contentsOf: file, encoding: .utf8)
        let name = (["chroma"] + path).joined(separator: " ")
        #expect(text == pinned, "help of '\(name)' changed; regenerate with CHROMA_UPDATE_SNAPSHOTS=1 if intended")
        #expect(path.isEmpty || text.contains("Example: chroma"))
    }
}
