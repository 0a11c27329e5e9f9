import ArgumentParser
import ChromaLimits
import ChromaRaster
import ColorCore

/// `--scale`, `--report`, `--appearance`, `--quiet` and the asset options: on every command that draws.
struct DrawingOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Draw in an appearance: light, dark, light-increased or dark-increased (contrast). Adaptive colors — SwiftUI's .blue, .primary, light-dark(a, b) — take its values; it overrides a document's \"appearance\". Default: light, or the document's.", valueName: "appearance"))
    var appearance: String?

    /// The appearance asked for, or nil to keep the drawing's own.
    var environment: EnvironmentValues? {
        appearance.flatMap(EnvironmentValues.init(appearance:))
    }

    @Option(help: ArgumentHelp("Draw at N times the size, 1 to 4 (fractions allowed); text and edges are rendered at that size, not resampled.", valueName: "N"))
    var scale: Double = 1

    @Option(help: ArgumentHelp("Write a JSON report of what was drawn — size, files, and every label and swatch with its box in output pixels — to FILE, or - for standard output.", valueName: "file"))
    var report: String?

    @OptionGroup var assets: AssetOptions

    @OptionGroup var progress: ProgressOptions

    func validate() throws {
        if let appearance, EnvironmentValues(appearance: appearance) == nil {
            throw ValidationError("invalid --appearance '\(appearance)'; expected light, dark, light-increased or dark-increased")
        }
        try ArgumentReading.check(scale, "--scale", .scale)
    }
}
