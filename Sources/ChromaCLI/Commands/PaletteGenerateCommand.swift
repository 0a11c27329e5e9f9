import ArgumentParser
import ChromaCharts
import ChromaLimits
import ChromaOutput
import ChromaPalette
import ChromaScheme
import ColorCore
import Foundation

/// `chroma palette generate SEED --system material|scale|contrast`: palettes from one color.
struct PaletteGenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate palettes from one seed color: Material 3, an OKLCH scale, or contrast steps.",
        discussion: """
            material: Material 3's six tonal palettes (primary, secondary, tertiary, neutral, \
            neutralVariant, error) and its light and dark schemes, equal to Google's \
            material-color-utilities. Variants: \(MaterialVariant.names). --spec 2025 gives \
            Material's 2025 color spec for tonalSpot, neutral, vibrant and expressive (the other \
            variants keep 2021): palettes by hue region, roles at the tone of most chroma, \
            surfaces at raised chroma, the Dim roles (primaryDim, secondaryDim, tertiaryDim, \
            errorDim), and dark palettes where they differ (e.g. primaryDark).
            scale: 11 steps 50…950 in OKLCH, the seed at its nearest step, hue held, chroma tapered \
            toward the ends, every step inside --gamut.
            contrast: one color of the seed's hue per target contrast against --against (WCAG 2 \
            ratios, or APCA Lc with --metric apca).

            Prints a listing; --json prints {"palettes": …, "schemes": …}; -o writes a palette file \
            (\(PaletteFormat.extensions)), Swift source (.swift), an .xcassets folder, or a .png or \
            .svg sheet.

            Example: chroma palette generate '#3b82f6' --system scale --gamut p3 -o blue.tailwind.css
            """
    )

    @Argument(help: "The seed color (any CSS color).")
    var seed: String

    @Option(help: "The palette system.")
    var system: PaletteGenerator.System = .material

    @Option(help: "Material: the scheme variant.")
    var variant: MaterialVariant = .tonalSpot

    @Option(help: "Material: the contrast level, -1 (reduced) … 0 (standard) … 1 (high).")
    var contrastLevel: Double = 0

    @Option(help: "Material: the color spec, 2021 (Google's default) or 2025.")
    var spec: String = "2021"

    @Option(help: "Material: the palette tones to list, comma-separated, each 0…100, or 'all'.")
    var tones: String?

    @Flag(help: "Material: list the six palette key colors among the scheme roles.")
    var keyColors = false

    @Option(help: "Scale: the gamut every step lies in (srgb or p3).")
    var gamut: OKLCHScale.Gamut = .srgb

    @Option(help: "Contrast: the targets, comma-separated (WCAG ratios 1…21, or APCA Lc 0…106).")
    var ratios: String?

    @Option(help: "Contrast: the background the targets are measured against.")
    var against: String = "white"

    @Option(help: "Contrast: wcag (WCAG 2 ratio) or apca (APCA Lc).")
    var metric: ContrastSteps.Metric = .wcag

    @Option(help: "Scale and contrast: the palette's name (default: the seed's hex digits).")
    var name: String?

    @Flag(help: "Print the palettes (and schemes) as JSON.")
    var json = false

    @OptionGroup var destination: OutputOptions<PaletteOrSheetDestination>

    /// The palette or sheet to write, nil to list the palettes on standard output.
    var output: String? { destination.given }

    func validate() throws {
        _ = try materialSpec()
        _ = try ArgumentReading.check(contrastLevel, "--contrast-level", .contrastLevel)
        if let output { try PaletteOrSheetDestination.check(output) }
        if let name {
            guard !name.isEmpty, name.utf8.count <= 256, name.count <= 64 else {
                throw ValidationError("invalid --name '\(name.prefix(64))\(name.count > 64 ? "…" : "")' (\(name.count) characters); expected 1 to 64 characters")
            }
            try ColorArguments.check(text: name, option: "--name")
        }
        // Options of one system are refused with another, rather than ignored.
        let owners: [(given: Bool, option: String, systems: [PaletteGenerator.System])] = [
            (tones != nil, "--tones", [.material]), (keyColors, "--key-colors", [.material]),
            (ratios != nil, "--ratios", [.contrast]), (name != nil, "--name", [.scale, .contrast]),
        ]
        for owner in owners where owner.given && !owner.systems.contains(system) {
            throw ValidationError("\(owner.option) does not apply to --system \(system.rawValue); it is for "
                + owner.systems.map { "--system \($0.rawValue)" }.joined(separator: " and "))
        }
        if json && output != nil { throw ValidationError("give --json or -o, not both") }
    }

    /// The --spec value as a spec.
    func materialSpec() throws -> MaterialSpec {
        guard let value = MaterialSpec(rawValue: spec) else {
            throw ValidationError("invalid --spec '\(spec.prefix(40))'; expected \(MaterialSpec.allCases.map(\.rawValue).joined(separator: " or "))")
        }
        return value
    }

    /// The name a Material palette file carries: the variant, and the spec when it is 2025.
    func materialPaletteName() throws -> String {
        "Material \(variant.rawValue)" + (try materialSpec().effective(for: variant) == .spec2025 ? " 2025" : "")
    }

    /// The palettes the options ask for, and the sheet's title.
    func generated() throws -> (GeneratedPalette, title: String) {
        try ColorArguments.check([seed], option: "the seed")
        let seedColor = try ArgumentReading.color(seed)
        try ArgumentReading.requireOpaqueForContrast(seedColor, seed)
        var generator = PaletteGenerator(system: system)
        generator.variant = variant
        generator.spec = try materialSpec()
        generator.contrastLevel = contrastLevel
        generator.keyColors = keyColors
        generator.gamut = gamut
        generator.metric = metric
        generator.name = name
        switch system {
        case .material: generator.tones = try toneList()
        case .scale: break
        case .contrast:
            let background = try ArgumentReading.color(against)
            try ArgumentReading.requireOpaqueForContrast(background, against)
            generator.background = background
            generator.targets = try targetList()
        }
        do {
            return (try generator.generate(seed: seedColor), generator.title(seed: seedColor))
        } catch let error as ScaleError {
            throw ValidationError(error.message)
        }
    }

    private func toneList() throws -> [Int] {
        guard let tones else { return MaterialGeneration.defaultTones }
        if tones.lowercased() == "all" { return Array(0...100) }
        let items = ArgumentReading.list(tones)
        guard !items.isEmpty, items.count <= 101 else { throw ValidationError("invalid --tones '\(tones.prefix(80))'; expected 1 to 101 tones") }
        return try items.map { item in
            guard let tone = Int(item), (0...100).contains(tone) else {
                throw ValidationError("invalid tone '\(item.prefix(40))' in --tones; expected whole numbers from 0 to 100")
            }
            return tone
        }
    }

    private func targetList() throws -> [Double]? {
        guard let ratios else { return nil }
        let items = ArgumentReading.list(ratios)
        guard !items.isEmpty, items.count <= 64 else { throw ValidationError("invalid --ratios '\(ratios.prefix(80))'; expected 1 to 64 targets") }
        let values = try items.map { item in
            guard let value = Double(item), value.isFinite else {
                throw ValidationError("invalid target '\(item.prefix(40))' in --ratios; expected a number")
            }
            return value
        }
        // A target given twice is one step (3 and 3.0 alike), as --tones' are.
        var seen = Set<Double>()
        return values.filter { seen.insert($0).inserted }
    }

    /// The listing printed without --json or -o: one line per palette, then the schemes.
    static func listing(_ palette: GeneratedPalette) -> String {
        var lines: [String] = []
        for ramp in palette.palettes {
            lines.append(ramp.name + ":")
            lines.append(ramp.steps.map { "  \($0.key.padding(toLength: 5, withPad: " ", startingAt: 0)) \(GeneratedPalette.text($0.color))" }.joined(separator: "\n"))
        }
        for (title, scheme) in [("light", palette.light), ("dark", palette.dark)] {
            guard let scheme else { continue }
            lines.append("scheme \(title):")
            let width = scheme.roles.map(\.role.count).max() ?? 0
            lines.append(scheme.roles.map { "  \($0.role.padding(toLength: width, withPad: " ", startingAt: 0)) \(GeneratedPalette.text($0.color))" }.joined(separator: "\n"))
        }
        return lines.joined(separator: "\n")
    }

    func run() throws {
        let (palette, title) = try generated()
        guard let output else {
            print(json ? palette.json().dropLast() : Substring(Self.listing(palette)))
            return
        }
        if OutputOptions<PaletteOrSheetDestination>.namesSheet(output) {
            let sheet = ToneSheet(palette, title: title)
            do { try sheet.validate() } catch let error as PaletteError { throw CommandFailure.dataError(error.message) }
            let drawing = Drawing(chart: sheet.chart())
            try StillOutput(path: output, threads: CommandEnvironment.threads)
                .write(drawing.chart.scene, title: drawing.chart.title, swatches: drawing.swatchGroups)
        } else {
            try PaletteWriter.write(palette.palette(named: system == .material ? try materialPaletteName() : name ?? String(title)), to: output)
        }
    }
}

extension MaterialVariant: ExpressibleByArgument {}
extension PaletteGenerator.System: ExpressibleByArgument {}
extension OKLCHScale.Gamut: ExpressibleByArgument {}
extension ContrastSteps.Metric: ExpressibleByArgument {}
