import ArgumentParser
import ColorCore

/// `chroma mix A B --by F [--in SPACE] [--hue METHOD] [--json]`.
struct MixCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "mix",
        abstract: "Mix two colors, as SwiftUI's mix(with:by:in:).",
        discussion: """
            --by 0 gives the first color, 1 the second. Mixing is premultiplied by alpha; hues of \
            grays are powerless and take the other color's hue (CSS Color 4).

            Example: chroma mix white blue --by 0.3 --in oklch
            """
    )

    @Argument(help: "The first color (fraction 0).")
    var first: String

    @Argument(help: "The second color (fraction 1).")
    var second: String

    @Option(parsing: .unconditional, help: "How much of the second color, 0…1 or 0%…100%.")
    var by: String = "0.5"

    @Option(name: .customLong("in"), help: ArgumentHelp("The mixing space (perceptual is oklab).", valueName: "space"))
    var space: ColorSpace = .oklab

    @Option(help: "The hue method.")
    var hue: HueInterpolationMethod = .shorter

    @Option(help: "Bring the mix into sRGB: map (CSS Color 4's gamut mapping, hue and lightness kept) or clip (each channel clamped). Without it the mix stays in its space; hex output is always mapped.")
    var gamut: GamutMode?

    @Flag(help: "Print the mix in every model, as convert --json.")
    var json = false

    func output() throws -> String {
        let a = try ArgumentReading.color(first)
        let b = try ArgumentReading.color(second)
        let fraction = try ArgumentReading.fraction(by, name: "fraction")
        let interpolation = ColorInterpolation(space: space, hue: hue)
        let mixed = gamut.map { a.mix(with: b, by: fraction, using: interpolation, gamut: $0, in: .srgb) }
            ?? a.mix(with: b, by: fraction, using: interpolation)
        return json ? ColorReport(color: mixed).json.serialized() : mixed.hexString
    }
}
