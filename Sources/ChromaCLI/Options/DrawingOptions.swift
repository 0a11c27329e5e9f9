import ArgumentParser
import ChromaLimits
import ChromaRaster

/// `--scale` and `--report`: on every command that draws.
struct DrawingOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Draw at N times the size, 1 to 4 (fractions allowed); text and edges are rendered at that size, not resampled.", valueName: "N"))
    var scale: Double = 1

    @Option(help: ArgumentHelp("Write a JSON report of what was drawn — size, files, and every label and swatch with its box in output pixels — to FILE, or - for standard output.", valueName: "file"))
    var report: String?

    func validate() throws {
        try ArgumentReading.check(scale, "--scale", .scale)
    }
}
