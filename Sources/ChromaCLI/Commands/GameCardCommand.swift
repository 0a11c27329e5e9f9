import ArgumentParser
import ChromaCharts
import ChromaOutput
import ChromaRaster
import ColorCore

/// `chroma game card --seed N [--ratio R] -o card.png`.
struct GameCardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "card",
        abstract: "Draw the game screen for a puzzle: target, your mix at a ratio, the bases, the slider and the score.",
        discussion: "Example: chroma game card --seed 42 --ratio 0.4 -o card.png"
    )

    @Option(help: "The puzzle's seed (as chroma game new).")
    var seed: UInt64 = 0

    @Option(parsing: .unconditional, help: "The slider's ratio, 0…1.")
    var ratio: String = "0.5"

    @OptionGroup var pixels: PixelOptions
    @OptionGroup var drawing: DrawingOptions
    @OptionGroup var compression: CompressionOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let fraction = try ArgumentReading.fraction(ratio, name: "ratio")
        let puzzle = MixingGame.puzzle(seed: seed)
        let mixed = puzzle.base1.mix(with: puzzle.base2, by: fraction, in: .perceptual)
        let card = GameCard(target: puzzle.target, base1: puzzle.base1, base2: puzzle.base2, ratio: fraction,
                            score: MixingGame.score(target: puzzle.target, mixed: mixed))
        try DrawingOutput.write(Drawing(chart: card.chart()), pixels: pixels, options: drawing, compression: compression, to: output.output)
    }
}
