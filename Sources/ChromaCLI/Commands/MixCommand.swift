import ArgumentParser
import ChromaLimits
import ColorCore

/// `chroma mix A B [C …] [--by F | --weights W,…] [--in SPACE] [--hue METHOD] [--json]`.
struct MixCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "mix",
        abstract: "Mix two or more colors, as SwiftUI's mix(with:by:in:) and CSS's color-mix().",
        discussion: """
            Two colors mix by --by: 0 gives the first color, 1 the second. Any number of colors \
            mix by --weights, one number per color relative to the others (equal when omitted), as \
            CSS Color 5's color-mix() mixes them: the first two, then that mix with the third, and \
            so on, each at its share of the weight so far (the order matters for hues). Mixing is \
            premultiplied by alpha; hues of grays are powerless and take the other color's hue \
            (CSS Color 4). Any color may itself be a CSS color-mix() or a relative color.

            Example: chroma mix white blue --by 0.3 --in oklch
            Example: chroma mix red yellow blue --weights 2,1,1 --in oklab
            """
    )

    @Argument(help: "The colors: two or more (with --by, exactly two: fraction 0 and fraction 1).")
    var colors: [String]

    @Option(parsing: .unconditional, help: "How much of the second of two colors, 0…1 or 0%…100%. (default: 0.5)")
    var by: String?

    @Option(help: ArgumentHelp("One weight per color, 0…1000000, relative to the others (2,1,1 is 50%, 25%, 25%). (default: equal)",
                               valueName: "weights"))
    var weights: String?

    @Option(name: .customLong("in"), help: ArgumentHelp("The mixing space (perceptual is oklab).", valueName: "space"))
    var space: ColorSpace = .oklab

    @Option(help: "The hue method, for a space with a hue (hsl, hwb, hsb, lch, oklch). (default: shorter)")
    var hue: HueInterpolationMethod?

    @Option(help: "Bring the mix into sRGB: map (CSS Color 4's gamut mapping, hue and lightness kept) or clip (each channel clamped). Without it the mix stays in its space; hex output is always mapped.")
    var gamut: GamutMode?

    @Flag(help: "Print the mix in every model, as convert --json.")
    var json = false

    @Option(help: ArgumentHelp("The appearance a mix of adaptive colors (.blue, light-dark(a, b)) is shown in: light, dark, light-increased or dark-increased.", valueName: "appearance"))
    var appearance = "light"

    func validate() throws {
        if EnvironmentValues(appearance: appearance) == nil {
            throw ValidationError("invalid --appearance '\(appearance)'; expected light, dark, light-increased or dark-increased")
        }
        guard colors.count >= 2 else {
            throw ValidationError("one color given ('\(colors.first ?? "")'); expected two or more to mix")
        }
        try ColorArguments.check(colors, option: "the colors")
        if by != nil, weights != nil {
            throw ValidationError("--by and --weights both given; expected --by for two colors or --weights for any number")
        }
        if let hue, space.hueIndex == nil {
            throw ValidationError("--hue \(hue.rawValue) needs a space with a hue (hsl, hwb, hsb, lch, oklch); \(space.rawValue) has none")
        }
        if by != nil, colors.count != 2 {
            throw ValidationError("--by mixes two colors, found \(colors.count); for more give --weights, one per color")
        }
    }

    func output() throws -> String {
        let parsed = try colors.map(ArgumentReading.color)
        let interpolation = ColorInterpolation(space: space, hue: hue ?? .shorter)
        var mixed: Color
        if let weights {
            let shares = try Self.percentages(weights, count: parsed.count)
            mixed = try Color.colorMix(zip(parsed, shares).map { ColorMixItem($0, $1) }, using: interpolation)
        } else if parsed.count == 2 {
            let fraction = try ArgumentReading.fraction(by ?? "0.5", name: "fraction")
            mixed = parsed[0].mix(with: parsed[1], by: fraction, using: interpolation)
        } else {
            mixed = try Color.colorMix(parsed.map { ColorMixItem($0) }, using: interpolation)
        }
        let environment = EnvironmentValues(appearance: appearance)!
        if let gamut { mixed = mixed.resolvedColor(in: environment).gamutMapped(to: .srgb, method: gamut.method) }
        return json ? ColorReport(color: mixed, environment: environment).json.serialized() : mixed.resolvedColor(in: environment).hexString
    }

    /// `--weights`: one number per color, each within ``InputRange/mixWeight``, not all 0, as
    /// percentages of their sum.
    static func percentages(_ text: String, count: Int) throws -> [Double] {
        let items = ArgumentReading.list(text)
        if let empty = items.firstIndex(of: "") {
            throw ValidationError("--weights '\(text)' has an empty value at position \(empty + 1); expected one number per color, such as 2,1,1")
        }
        guard items.count == count else {
            throw ValidationError("--weights has \(items.count) value\(items.count == 1 ? "" : "s") for \(count) colors; expected one weight per color")
        }
        var values: [Double] = []
        for item in items {
            guard let value = Double(item), value.isFinite else {
                throw ValidationError("invalid --weights value '\(item)'; expected a number from 0 to \(Int(InputRange.mixWeight.upperBound))")
            }
            values.append(try ArgumentReading.check(value, "--weights", .mixWeight))
        }
        let total = values.reduce(0, +)
        guard total > 0 else { throw ValidationError("--weights are all 0; expected at least one weight above 0") }
        return values.map { $0 / total * 100 }
    }
}
