import ArgumentParser
import ChromaJSON
import ColorCore

/// `chroma game score --target A --base1 B --base2 C --ratio R [--in SPACE] [--solve] [--json]`.
struct GameScoreCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "score",
        abstract: "Score a mix against the target, or find the best ratio with --solve.",
        discussion: """
            score is the article's: 100 × (1 − mean |ΔR, ΔG, ΔB|). perceptual is 100 − 5 × CIEDE2000, \
            floored at 0, which follows what the eye sees. Both are 100 for a perfect match.

            Example: chroma game score --target '#8a6f7d' --base1 '#1f77b4' --base2 '#ff7f0e' --ratio 0.4
            """
    )

    @Option(help: "The color to match.")
    var target: String

    @Option(help: "The first base color (ratio 0).")
    var base1: String

    @Option(help: "The second base color (ratio 1).")
    var base2: String

    @Option(parsing: .unconditional, help: "The mix ratio, 0…1; not needed with --solve.")
    var ratio: String?

    @Option(name: .customLong("in"), help: ArgumentHelp("The mixing space (perceptual is oklab).", valueName: "space"))
    var space: ColorSpace = .oklab

    @Flag(help: "Find the ratio with the best perceptual score and print it with its scores.")
    var solve = false

    @Flag(help: "Print a JSON object.")
    var json = false

    func output() throws -> String {
        let targetColor = try ArgumentReading.color(target)
        let a = try ArgumentReading.color(base1), b = try ArgumentReading.color(base2)
        let mixSpace = space
        let chosen: Double
        if solve {
            if ratio != nil { throw ValidationError("--ratio and --solve exclude each other; give one") }
            chosen = MixingGame.solve(target: targetColor, base1: a, base2: b, in: mixSpace)
        } else {
            guard let ratio else { throw ValidationError("missing --ratio; give a ratio 0…1, or --solve") }
            chosen = try ArgumentReading.fraction(ratio, name: "ratio")
        }
        let mixed = a.mix(with: b, by: chosen, in: mixSpace)
        let score = MixingGame.score(target: targetColor, mixed: mixed)
        let perceptual = MixingGame.perceptualScore(target: targetColor, mixed: mixed)
        if json {
            return JSON.object([
                ("ratio", .number(chosen)), ("mix", .string(mixed.hexString)),
                ("score", .number(score)), ("perceptual", .number(perceptual)),
                ("deltaE2000", .number(targetColor.deltaE(mixed, method: .ciede2000))),
            ]).serialized()
        }
        return """
            ratio       \(DecimalFormat.string(chosen, maxFractionDigits: 4))
            mix         \(mixed.hexString)
            score       \(DecimalFormat.string(score, maxFractionDigits: 2))
            perceptual  \(DecimalFormat.string(perceptual, maxFractionDigits: 2))
            """
    }
}
