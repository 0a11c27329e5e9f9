import ArgumentParser

/// `chroma game`: the color-mixing game.
struct GameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "game",
        abstract: "The color-mixing game: mix two colors to match a target.",
        discussion: """
            'chroma game new' prints a seeded puzzle; 'chroma game score' scores a ratio, or finds \
            the best one with --solve.

            Example: chroma game new --seed 42 && chroma game score --target '#8a6f7d' \
            --base1 '#1f77b4' --base2 '#ff7f0e' --ratio 0.4
            """,
        subcommands: [GameNewCommand.self, GameScoreCommand.self, GameCardCommand.self]
    )
}
