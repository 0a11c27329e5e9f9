import ArgumentParser
import ChromaCharts
import ChromaFiles
import ChromaLimits
import ChromaOutput
import ChromaPalette
import ChromaRaster
import ChromaText
import ChromaWatch
import ColorCore
import Foundation

/// `chroma palette`: palette sheets and palette file conversion.
struct PaletteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "palette",
        abstract: "Draw a palette sheet, or convert palette files between tools.",
        discussion: "Example: chroma palette '#1e3c72' '#ff7e5f' '#feb47b' --labels name,hex,oklch -o palette.png",
        subcommands: [PaletteSheetCommand.self, PaletteConvertCommand.self, PaletteCheckCommand.self, PaletteExtractCommand.self,
                      PaletteGenerateCommand.self],
        defaultSubcommand: PaletteSheetCommand.self
    )
}

/// `chroma palette COLOR… | --from FILE | --harmony SCHEME --color C … -o OUT.png`.
struct PaletteSheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Draw a sheet of labelled swatches.",
        discussion: """
            Colors come from arguments, a palette file (GIMP .gpl, design tokens .json, CSS .css, Adobe \
            .ase, .txt lines, Photoshop .aco, Android .xml, Tailwind .tailwind.css, an Xcode .xcassets \
            folder), or a harmony. Labels: \(PaletteSheet.Label.allCases.map(\.rawValue).joined(separator: ", ")).

            Example: chroma palette --from brand.gpl --labels name,hex,rgb --columns 4 --title Brand -o brand.png
            """
    )

    @Argument(help: "The colors (omit with --from or --harmony).")
    var colors: [String] = []

    @Option(help: "Read the colors from a palette file, or - for standard input (with --format).")
    var from: String?

    @Option(help: "The format of --from -.")
    var format: PaletteFormat = .text

    @Option(help: "Make the colors a harmony of --color.")
    var harmony: HarmonyScheme?

    @Option(help: "The base color of --harmony.")
    var color: String?

    @Option(help: "The label lines, comma-separated.")
    var labels: String = "name,hex"

    @Option(help: "Swatches per row, 1…64.")
    var columns: Int = 6

    @Option(help: "Swatch size in pixels, 16…1024.")
    var swatchSize: Int = 128

    @Option(help: "Pixels between swatches, 0…256.")
    var spacing: Int = 20

    @Option(help: "A title above the swatches (default: the palette's own name, as GPL Name:, an ASE group or a token file has it).")
    var title: String?

    @Option(help: "The page color.")
    var background: String?

    @Option(help: "A font file for the labels (default: DejaVu Sans, shipped).")
    var font: String?

    @Flag(name: .customLong("contrast-grid"), help: "Add an N×N grid of text samples with WCAG ratios and levels.")
    var contrastGrid = false

    @Flag(help: "Add a row of swatches per color vision deficiency.")
    var simulate = false

    @Option(help: "Severity of the simulated deficiencies, 0…1.")
    var severity: Double = 1

    @OptionGroup var pixels: PixelOptions
    @OptionGroup var drawing: DrawingOptions
    @OptionGroup var compression: CompressionOptions
    @OptionGroup var output: OutputOptions<ImageDestination>

    @OptionGroup var watching: WatchOptions

    func run() throws {
        guard watching.watch else { return try draw() }
        guard from != "-", output.output != "-" else {
            throw ValidationError("--watch reads and writes files; standard input and output cannot be watched")
        }
        // The palette file and the font are what the sheet reads.
        let inputs = [from, font].compactMap { $0 }
        guard !inputs.isEmpty else { throw ValidationError("--watch watches the palette file: give --from FILE") }
        WatchLoop.run(quiet: drawing.progress.quiet, targets: { [inputs.first ?? "the palette"] }) { _, files in
            files = inputs
            try draw()
        }
    }

    /// Draws the sheet once.
    private func draw() throws {
        let sources = [!colors.isEmpty, from != nil, harmony != nil].filter { $0 }.count
        guard sources == 1 else { throw ValidationError("give the colors one way: as arguments, with --from FILE, or with --harmony SCHEME --color C") }
        let palette: Palette
        if let from {
            // Read here, bounded and from regular files only; a message never shows the contents.
            let fileFormat: PaletteFormat
            if from == "-" {
                fileFormat = format
            } else {
                guard let chosen = PaletteFormat(path: from) else {
                    throw ValidationError("cannot tell the palette format of '\(from)': expected a file ending in \(PaletteFormat.extensions)")
                }
                fileFormat = chosen
            }
            palette = try PaletteInput.read(from, format: fileFormat)
        } else if let harmony {
            guard let color else { throw ValidationError("--harmony needs --color, the base color") }
            palette = Palette(colors: try ArgumentReading.color(color).harmony(harmony))
        } else {
            // A color given by name or function keeps that text as its name; hex codes need none.
            try ColorArguments.check(colors, option: "the colors given")
            palette = Palette(entries: try colors.map { text in
                Palette.Entry(name: text.hasPrefix("#") || text.lowercased().hasPrefix("0x") ? nil : text, color: try ArgumentReading.color(text))
            })
        }
        try ColorArguments.check(text: title, option: "--title")
        let labelKinds = try labels.split(separator: ",").map { name -> PaletteSheet.Label in
            guard let kind = PaletteSheet.Label(rawValue: name.trimmedOfSpaces.lowercased()) else {
                throw ValidationError("unknown label '\(name)'; expected " + PaletteSheet.Label.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return kind
        }
        var labelFont = Font.dejaVuSans
        if let font {
            try InputFile.requireRegularFile(font)
            do { labelFont = try Font(path: font) } catch let error as FontError {
                throw CommandFailure.dataError(error.message)
            }
        }
        var sheet = PaletteSheet(palette: palette, labels: labelKinds, columns: columns, swatchSize: swatchSize, spacing: spacing,
                                 title: title ?? palette.name.map { String($0.prefix(200)) }, background: try background.map(ArgumentReading.color) ?? ChartInk.sheetPage,
                                 font: labelFont)
        sheet.contrastGrid = contrastGrid
        sheet.simulate = simulate
        if let environment = drawing.environment { sheet.environment = environment }
        sheet.severity = severity
        do { try sheet.validate() } catch let error as PaletteError { throw ValidationError(error.message) }
        try DrawingOutput.write(Drawing(chart: sheet.chart()), pixels: pixels, options: drawing, compression: compression, to: output.output)
    }
}

/// `chroma palette convert IN OUT`: between GIMP, design tokens, CSS, ASE and text.
struct PaletteConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a palette file to another format, chosen by the extensions.",
        discussion: """
            A .swift output is Swift source, `extension Color { static let name = Color(…) }`, one constant \
            per color with a lowerCamelCase name (write-only).

            --dark names a palette of the dark appearance (token files per appearance: Colors.json and \
            Colors.dark.json): each of its colors becomes the dark value of the input's color of the same \
            name, written as every format writes an adaptive color (Color(light:dark:) in Swift, a dark \
            appearance in a colorset). Other formats hold one appearance: each dark color is written as \
            a color of its own, NAME-dark after NAME, and a warning on standard error says so.

            Example: chroma palette convert brand.ase brand.gpl
            Example: chroma palette convert brand.gpl BrandColors.swift
            Example: chroma palette convert brand.gpl -o BrandColors.swift
            Example: chroma palette convert Colors.json --dark Colors.dark.json Colors.swift
            """
    )

    @Argument(help: "The palette to read.")
    var input: String

    @Option(help: ArgumentHelp("A palette of the same names for the dark appearance.", valueName: "palette"))
    var dark: String?

    @Argument(help: ArgumentHelp("The palette to write, named as for -o; or give it with -o.", valueName: "output"))
    var outputArgument: String?

    @OptionGroup var destination: OutputOptions<PaletteFileDestination>

    /// The palette to write given with -o, instead of the second argument.
    var outputOption: String? { destination.given }

    /// The palette to write, from the second argument or -o (``validate()`` requires one of them).
    var output: String { outputArgument ?? outputOption ?? "" }

    func validate() throws {
        switch (outputArgument, outputOption) {
        case (let argument?, let option?):
            throw ValidationError("the output is given twice, as the argument '\(argument)' and as -o '\(option)'; give one of them")
        case (nil, nil):
            throw ValidationError("missing the palette to write: give it as the second argument or with -o/--output")
        default: break
        }
        // Converting a file onto itself would replace what it says (a stylesheet's var() and
        // color-mix() with flat hex) by what was read of it.
        if input != "-", output != "-", OutputPaths.same(input, output) {
            throw ValidationError("the output '\(output)' is the palette being read; give the converted palette another path")
        }
    }

    func run() throws {
        // A color that adapts (light-dark(), .blue) is written with every appearance it has.
        let read = {
            var palette = try PaletteInput.file(input)
            if let dark {
                do { palette = try palette.withDarkAppearance(PaletteInput.file(dark)) } catch let error as PaletteError {
                    throw CommandFailure.dataError("\(dark): \(error.excerpted)")
                }
            }
            return palette.expandingAppearances()
        }
        // Standard output for "-" as text (a closed pipe exits quietly with 141); otherwise the
        // path chooses the writer (ChromaPalette's PaletteDestination), checked before reading.
        let destination: PaletteDestination = try output == "-" ? .file(.text) : PaletteDestination.of(output)
        let palette = try read()
        if dark != nil, case .file(let format) = destination {
            // A palette file holds one appearance: the dark colors become entries of their own,
            // which a user who asked for dark colors must be told.
            let kind: String = switch format {
            case .gpl: "a GIMP palette"
            case .json: "a design-token file"
            case .css: "a stylesheet"
            case .ase: "an ASE file"
            case .text: "plain text"
            case .aco: "an ACO file"
            case .android: "an Android colors.xml"
            case .tailwind: "a Tailwind theme"
            }
            let how = format == .text ? "a line of its own after its light color" : "a color of its own named NAME-dark after NAME"
            Warning.write("\(kind) holds one appearance: each color of --dark is written as \(how) (.swift and .xcassets keep light and dark as one color)")
        }
        guard output != "-" else { return try AtomicFile.write([UInt8](PaletteWriter.data(palette, format: .text)), to: output) }
        try PaletteWriter.write(palette, to: output)
    }
}
