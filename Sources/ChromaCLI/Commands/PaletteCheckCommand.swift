import ChromaLimits
import ArgumentParser
import ChromaPalette
import ColorCore
import Foundation

/// `chroma palette check FILE | COLOR…`: contrast, color-vision simulation and confusable pairs.
struct PaletteCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a palette's contrast and how it holds up for color-blind users.",
        discussion: """
            For every pair of colors: the WCAG 2.x contrast ratio with AA and AAA verdicts for normal \
            and large text, APCA Lc (\(APCA.version), the first color as text on the second), \
            ΔE2000 and ΔEOK. For every color: how protanopes, deuteranopes and tritanopes see it \
            (Machado et al. 2009, in linear sRGB; --severity below 1 for the anomalous \
            trichromacies). A pair is hard to tell apart under a deficiency when the simulated \
            colors are less than --threshold apart in ΔEOK.

            Required pairs, for --fail-under: with --against, each palette color on each \
            background; without it, every pair of the palette.

            Example: chroma palette check brand.gpl --against white black --fail-under 4.5
            """
    )

    /// The most colors one check takes: the pairs grow with the square of the count.
    static let maximumColors = 1000

    @Argument(help: ArgumentHelp("A palette file, or colors.", valueName: "file-or-colors"))
    var inputs: [String]

    @Option(parsing: .upToNextOption, help: "Background colors to pair every palette color with, such as white black.")
    var against: [String] = []

    @Option(help: "Severity of the simulated deficiencies, 0…1 (1: protanopia, deuteranopia, tritanopia).")
    var severity: Double = 1

    @Option(help: "ΔEOK under which two simulated colors are hard to tell apart, 0…1.")
    var threshold: Double = PaletteCheck.defaultConfusionThreshold

    @Option(name: .customLong("fail-under"), help: ArgumentHelp("Exit 1 when a required pair's WCAG ratio is below this, 1…21.", valueName: "ratio"))
    var failUnder: Double?

    @Flag(help: "Print JSON: colors[] with their simulations, pairs[] with every measure.")
    var json = false

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("give a palette file or at least two colors") }
        try ArgumentReading.check(severity, "--severity", .fraction)
        try ArgumentReading.check(threshold, "--threshold", .colorDistance)
        if let failUnder { try ArgumentReading.check(failUnder, "--fail-under", .contrastRatio) }
    }

    func run() throws {
        let check = try makeCheck()
        try StandardOutput.line(json ? PaletteCheckReport.json(check) : PaletteCheckReport.table(check))
        if let failUnder {
            let short = check.shortfalls(under: failUnder)
            guard short.isEmpty else {
                // The measured ratio rounded down, so a pair just below the threshold never prints as it.
                let list = short.prefix(5).map {
                    "\(check.swatches[$0.a].name) on \(check.swatches[$0.b].name) measures \(DecimalFormat.string(($0.wcag.ratio * 10000).rounded(.down) / 10000, maxFractionDigits: 4)):1"
                }
                throw CommandFailure(.checkFailed, "\(short.count) required pair\(short.count == 1 ? "" : "s") below the --fail-under threshold \(DecimalFormat.string(failUnder, maxFractionDigits: 4)):1: "
                    + list.joined(separator: ", ") + (short.count > 5 ? ", …" : ""))
            }
        }
    }

    /// The check the arguments ask for.
    func makeCheck() throws -> PaletteCheck {
        let palette = try PaletteInput.palette(inputs)
        guard palette.entries.count + against.count >= 2 else { throw ValidationError("a check needs at least two colors, or one and --against") }
        guard palette.entries.count <= Self.maximumColors else {
            throw CommandFailure.dataError("the palette has \(palette.entries.count) colors; a check takes at most \(Self.maximumColors)")
        }
        let backgrounds = try against.map(ArgumentReading.color)
        for (index, entry) in palette.entries.enumerated() {
            try ArgumentReading.requireOpaqueForContrast(entry.color, entry.name ?? "color \(index + 1) (\(entry.color.hexString))")
        }
        for (text, color) in zip(against, backgrounds) { try ArgumentReading.requireOpaqueForContrast(color, text) }
        return PaletteCheck(palette: palette, against: backgrounds, severity: severity, confusionThreshold: threshold)
    }
}
