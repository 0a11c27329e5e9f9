import ArgumentParser
import ChromaJSON
import ColorCore

/// `chroma harmony COLOR --scheme NAME [--in hsb|oklch] [--json]`.
struct HarmonyCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "harmony",
        abstract: "Print the matching colors of a scheme, the given color first.",
        discussion: """
            Schemes: \(HarmonyScheme.allCases.map(\.rawValue).joined(separator: ", ")). In hsb \
            (the default) hues turn at constant saturation and brightness; in oklch at constant \
            lightness and chroma. Colors outside sRGB are gamut-mapped for hex.

            Example: chroma harmony '#3366cc' --scheme triadic --in oklch
            """
    )

    @Argument(help: "The base color.")
    var color: String

    @Option(help: "The scheme.")
    var scheme: HarmonyScheme

    @Option(name: .customLong("in"), help: ArgumentHelp("The model hues turn in.", valueName: "model"))
    var model: HarmonyModel = .hsb

    @Flag(help: "Print a JSON array of the colors in every model.")
    var json = false

    func output() throws -> String {
        let colors = try ArgumentReading.color(color).harmony(scheme, in: model)
        if json {
            return JSON.array(colors.map { ColorReport(color: $0).json }).serialized()
        }
        return colors.map(\.hexString).joined(separator: "\n")
    }
}
