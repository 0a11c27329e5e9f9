import ArgumentParser
import ChromaLimits
import ChromaCharts
import ChromaOutput
import ChromaRaster
import ColorCore

/// `chroma game card --seed N [--ratio R] -o card.png`.
struct GameCardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "card",
        abstract: "Draw the game screen for a puzzle: target, your mix at a ratio, the bases, the slider and the score.",
        discussion: """
            The puzzle is the seed's (as chroma game new), or your own colors: --target, --base1 and --base2 \
            together (as chroma game score), mixed in --in.

            Example: chroma game card --seed 42 --ratio 0.4 -o card.png
            Example: chroma game card --target '#8a6f7d' --base1 .blue --base2 .orange --ratio 0.4 -o card.png
            Example: chroma game card --seed 42 --animate ratio 0 1 --duration 2 -o slider.gif   (the slider moved, any animation format)
            """
    )

    @Option(help: "The puzzle's seed (as chroma game new).")
    var seed: UInt64?

    @Option(help: "Your own target color (with --base1 and --base2, instead of --seed).")
    var target: String?

    @Option(help: "Your own first base color (ratio 0).")
    var base1: String?

    @Option(help: "Your own second base color (ratio 1).")
    var base2: String?

    @Option(name: .customLong("in"), help: ArgumentHelp("The mixing space (perceptual is oklab, the default; device is sRGB).", valueName: "space"))
    var space: String = "perceptual"

    @Option(parsing: .unconditional, help: "The slider's ratio, 0…1.")
    var ratio: String = "0.5"

    @OptionGroup var pixels: PixelOptions
    @OptionGroup var drawing: DrawingOptions
    @OptionGroup var compression: CompressionOptions
    @OptionGroup var output: OutputOptions<ImageDestination>
    @OptionGroup var sweep: SweepOptions
    /// `--quiet`, among the drawing options.
    var progress: ProgressOptions { drawing.progress }

    func run() throws {
        let fraction = try ArgumentReading.fraction(ratio, name: "ratio")
        guard let mixSpace = ColorSpace(name: space) else {
            throw ValidationError("invalid --in '\(space)'; expected perceptual, device or a color space such as oklch or srgb")
        }
        let own = [target, base1, base2]
        let puzzle: MixingGame.Puzzle
        if own.allSatisfy({ $0 == nil }) {
            puzzle = MixingGame.puzzle(seed: seed ?? 0)
        } else {
            guard let target, let base1, let base2 else {
                throw ValidationError("--target, --base1 and --base2 go together; give all three for your own puzzle, or none for --seed's")
            }
            if seed != nil { throw ValidationError("--seed makes a puzzle of its own; give either --seed or --target, --base1 and --base2") }
            // The environment the card is drawn in resolves adaptive colors (.blue) before mixing.
            let environment = drawing.environment ?? EnvironmentValues()
            func read(_ text: String) throws -> Color { try ArgumentReading.color(text).resolvedColor(in: environment) }
            puzzle = MixingGame.Puzzle(target: try read(target), base1: try read(base1), base2: try read(base2), ratio: fraction)
        }
        let (target, base1, base2) = (puzzle.target, puzzle.base1, puzzle.base2)
        // The card with the slider at a ratio: the mix, and its score against the target.
        let card = { @Sendable (ratio: Double) -> Chart in
            let mixed = base1.mix(with: base2, by: ratio, in: mixSpace)
            return GameCard(target: target, base1: base1, base2: base2, ratio: ratio, space: mixSpace,
                            score: MixingGame.score(target: target, mixed: mixed)).chart()
        }
        if let animation = try sweep.sweep(parameters: [("ratio", .fraction)]) {
            // The slider moved: the mixing game's card in motion.
            let finish = try DrawingOutput.frameDrawer(first: card(animation.from), pixels: pixels, options: drawing, path: output.output)
            try sweep.write(ParameterSweep(from: animation.from, to: animation.to, duration: sweep.duration, fps: sweep.fps, easing: sweep.easing) {
                finish(card($0))
            }, to: output.output, quiet: progress.quiet)
            return
        }
        try DrawingOutput.write(Drawing(chart: card(fraction)), pixels: pixels, options: drawing, compression: compression, to: output.output)
    }
}
