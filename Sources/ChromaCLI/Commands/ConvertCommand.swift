import ArgumentParser
import ColorCore

/// `chroma convert COLOR [--json]`: the color in every model.
struct ConvertCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Print a color in every model.",
        discussion: """
            Models: hex, alpha, srgb, srgb-linear, display-p3, hsb, hsl, hwb, cmyk, xyz-d65, \
            xyz-d50, lab, lch, oklab, oklch. Hues are in degrees (none/null when powerless); \
            HSB, HSL, HWB, CMYK and RGB components are 0…1, Lab L 0…100, OKLab L 0…1, XYZ white Y = 1. \
            Hex is gamut-mapped into sRGB.

            Example: chroma convert '#ff8800' --json
            """
    )

    @Argument(help: "The color: a CSS color, a name or a hex code.")
    var color: String

    @Flag(help: "Print one JSON object with unrounded numbers.")
    var json = false

    func output() throws -> String {
        let report = ColorReport(color: try ArgumentReading.color(color))
        return json ? report.json.serialized() : report.text
    }
}
