import ArgumentParser
import ChromaJSON
import ColorCore

/// `chroma game new [--seed N] [--json]`.
struct GameNewCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Print a puzzle: a target and the two base colors to mix.",
        discussion: """
            The same seed gives the same puzzle on every machine. Without --seed a random seed is \
            drawn and printed, so the puzzle can be replayed.

            Example: chroma game new --seed 42 --json
            """
    )

    @Option(help: "The puzzle's seed, 0 to 18446744073709551615.")
    var seed: UInt64?

    @Flag(help: "Print a JSON object.")
    var json = false

    func output() throws -> String {
        let seed = self.seed ?? UInt64.random(in: 0...UInt64.max)
        let puzzle = MixingGame.puzzle(seed: seed)
        if json {
            return JSON.object([
                ("seed", .string(String(seed))),
                ("target", .string(puzzle.target.hexString)),
                ("base1", .string(puzzle.base1.hexString)),
                ("base2", .string(puzzle.base2.hexString)),
            ]).serialized()
        }
        return """
            seed    \(seed)
            target  \(puzzle.target.hexString)
            base1   \(puzzle.base1.hexString)
            base2   \(puzzle.base2.hexString)
            """
    }
}
