import ChromaTestSupport
import Foundation
import Testing

/// The tests that run `chroma` in process (`InProcessChroma`) see what a user sees: for a sample
/// of every kind of input they take — an ArgumentParser error, a command's `validate()`, an error
/// thrown while running, a read file, a text result, help and version — the built binary gives
/// the same status, the same standard output and the same one line on standard error.
@Suite(.tags(.process), .unlessProcessesSkipped) struct InProcessAgreementTests {
    static let samples: [[String]] = {
        // Every sixth bad input of the command-line table, and each of its commands' first one.
        var rows = stride(from: 0, to: CommandLineTests.badInputs.count, by: 6).map { CommandLineTests.badInputs[$0].0 }
        var seen = Set<String>()
        for (arguments, _) in CommandLineTests.badInputs where seen.insert(arguments[0]).inserted && !rows.contains(arguments) {
            rows.append(arguments)
        }
        return rows + [
            ["convert", "oklch(70% 0.15 200)", "--json"],
            ["mix", "red", "blue", "--by", "0.5", "--in", "device"],
            ["contrast", "#777777", "white"],
            ["mix", "--help"],
            ["--version"],
            ["palette", "convert", ExitStatusTests.examples + "/palettes/sunset.gpl", "/nonexistent-folder/s.json"],
            ["render", "/nonexistent-folder/scene.json", "-o", "/nonexistent-folder/x.png"],
            ["mix"] + Array(repeating: "red", count: 10_100),
        ]
    }()

    @Test(arguments: samples)
    func theBinaryAndTheInProcessRunAgree(_ arguments: [String]) throws {
        let spawned = try CommandLineTests().run(arguments)
        let inProcess = InProcessChroma.run(arguments)
        let shown = arguments.count > 12 ? "\(arguments.prefix(3))… (\(arguments.count) arguments)" : "\(arguments)"
        #expect(inProcess.status == spawned.status, "\(shown): \(inProcess.stderr) vs \(spawned.stderr)")
        #expect(inProcess.stderr == spawned.stderr, "\(shown)")
        #expect(inProcess.stdout == spawned.stdout, "\(shown)")
    }
}
