import ArgumentParser
import ChromaJSON
import ColorCore

/// `chroma convert COLOR [--json]`: the color in every model.
struct ConvertCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Print a color in every model.",
        discussion: """
            Models: hex, alpha, srgb, srgb-linear, display-p3, hsb, hsl, hwb, cmyk, xyz-d65, \
            xyz-d50, lab, lch, oklab, oklch. Each row is a string chroma reads back as the same color; \
            --json gives the numbers: hues in degrees (null when powerless), HSB, HSL, HWB, CMYK and \
            RGB components 0…1, Lab L 0…100, OKLab L 0…1, XYZ white Y = 1. A color outside sRGB is brought \
            into it for hex, HSB, HSL, HWB and CMYK by --gamut: map (the default, CSS Color 4's gamut \
            mapping) or clip (each channel clamped, what Chromium, Firefox and Safari paint today); \
            the other one's hex is shown beside it, and --json gives both. \
            A leading dot names SwiftUI's color (.blue is #007aff, adapting to dark mode; blue is \
            CSS's #0000ff); an adaptive color is shown in --appearance with its four values.

            Example: chroma convert '#ff8800' --json
            Example: chroma convert .blue --appearance dark
            Example: chroma convert 'oklch(70% 0.4 30)' --gamut clip
            """
    )

    @Argument(help: "The color: a CSS color, a name or a hex code.")
    var color: String

    @Flag(help: "Print one JSON object with unrounded numbers.")
    var json = false

    @Flag(help: "Print the SwiftUI expression for the color instead: Color(red:green:blue:), Color(.displayP3, …) outside sRGB, Color.blue for a SwiftUI color.")
    var swift = false

    @Option(help: ArgumentHelp("The appearance an adaptive color (.blue, light-dark(a, b)) is shown in: light, dark, light-increased or dark-increased.", valueName: "appearance"))
    var appearance = "light"

    @Option(help: "A color outside sRGB, for hex, HSB, HSL, HWB and CMYK: map (CSS Color 4's gamut mapping) or clip (each channel clamped, as browsers paint).")
    var gamut: GamutMode = .map

    func validate() throws {
        if EnvironmentValues(appearance: appearance) == nil {
            throw ValidationError("invalid --appearance '\(appearance)'; expected light, dark, light-increased or dark-increased")
        }
    }

    func output() throws -> String {
        if swift {
            let read = try ArgumentReading.color(color)
            return json ? JSON.object([("swift", .string(read.swiftUICode()))]).serialized() : read.swiftUICode()
        }
        let report = ColorReport(color: try ArgumentReading.color(color), environment: EnvironmentValues(appearance: appearance)!, typed: color, gamut: gamut)
        return json ? report.json.serialized() : report.text
    }
}
