import ChromaLimits
import ArgumentParser
import ChromaOutput
import ChromaFiles
import ChromaCharts
import ChromaPNG
import ChromaPalette
import ChromaRaster
import ColorCore
import Foundation

/// `chroma palette extract IMAGE -n K [-o OUT]`: the dominant colors of a PNG.
struct PaletteExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Find the dominant colors of a PNG image.",
        discussion: """
            k-means in OKLab, seeded (the same seed gives the same colors), largest area first; \
            colors closer than --merge ΔEOK are merged. Every exact color covering at least --min-share \
            (2% by default) is a flat color, reported as itself with its true share, even beyond -n. \
            Images over 4 megapixels are sampled on a regular grid. Without -o, prints each color \
            with its share of the image; -o writes a palette file (\(PaletteFormat.extensions)) \
            or, for a .png, a palette sheet.

            Example: chroma palette extract photo.png -n 6 -o photo.gpl
            """
    )

    @Argument(help: "The PNG image.")
    var image: String

    @Option(name: .short, help: "How many colors to find, 1…64.")
    var n: Int = 6

    @Option(help: "The k-means seed.")
    var seed: UInt64 = 0

    @Option(help: "ΔEOK under which two found colors merge, 0…1.")
    var merge: Double = 0.04

    @Option(help: ArgumentHelp("Report every exact color covering at least this share of the image as a flat color, with its exact share (even beyond -n): a fraction from 0.001 to 1, or a percentage such as 2%.", valueName: "share"))
    var minShare: String = "0.02"

    @OptionGroup var destination: OutputOptions<PaletteOrSheetDestination>

    /// The palette or sheet to write, nil to list the colors on standard output.
    var output: String? { destination.given }

    /// --min-share as a fraction.
    func minimumShare() throws -> Double {
        let text = minShare.trimmedOfSpaces
        let percent = text.hasSuffix("%")
        guard let number = Double(percent ? String(text.dropLast()) : text), number.isFinite,
              PaletteExtractor.flatShareRange.contains(percent ? number / 100 : number) else {
            throw ValidationError("invalid --min-share '\(minShare.prefix(40))'; expected a fraction from 0.001 to 1, or a percentage from 0.1% to 100%")
        }
        return percent ? number / 100 : number
    }

    func validate() throws {
        try ArgumentReading.check(n, "-n", .extractedColors)
        try ArgumentReading.check(merge, "--merge", .colorDistance)
        _ = try minimumShare()
        if let output { try PaletteOrSheetDestination.check(output) }
    }

    func run() throws {
        // Only the pixels the extractor looks at are decoded: the same regular grid it would
        // take from the whole image, so a small file announcing a huge image costs the grid's
        // memory, not the image's.
        let extractor = PaletteExtractor(count: n, seed: seed, mergeDistance: merge, minimumFlatShare: try minimumShare())
        let decoded: PNGImage
        do {
            decoded = try PNGReader.read(contentsOf: image, maximumPixels: extractor.maximumSamples).image
        } catch let error as PNGError {
            throw CommandFailure.dataError("\(image): \(error)")
        }
        let colors: [PaletteExtractor.Extracted]
        do {
            var sampled = extractor
            sampled.maximumSamples = max(1, decoded.width * decoded.height)
            colors = try sampled
                .extract(samples: decoded.samples, width: decoded.width, height: decoded.height,
                         maximumValue: decoded.bitDepth == .sixteen ? 65535 : 255)
        } catch let error as PaletteError {
            throw CommandFailure.dataError("\(image): \(error.message)")
        }
        guard let output else {
            try StandardOutput.line(colors.map { "\($0.color.hexString)  " + PrintfFormat.string("%5.1f%%", $0.share * 100) + ($0.isExact ? "  exact" : "") }
                .joined(separator: "\n"))
            return
        }
        if OutputOptions<PaletteOrSheetDestination>.namesSheet(output) {
            let sheet = PaletteSheet(palette: PaletteExtractor.palette(colors, namedByShare: true), columns: min(colors.count, 8))
            let drawing = Drawing(chart: sheet.chart())
            try StillOutput(path: output, threads: CommandEnvironment.threads)
                .write(drawing.chart.scene, title: drawing.chart.title, swatches: drawing.swatchGroups)
        } else {
            try PaletteWriter.write(PaletteExtractor.palette(colors), to: output)
        }
    }
}
