import ArgumentParser
import ChromaCharts
import ChromaRaster
import ColorCore
import Foundation

/// `chroma swatch COLOR... -o FILE`: solid swatches side by side, as a PNG.
struct SwatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swatch",
        abstract: "Write colors as solid swatches, side by side, to a PNG, SVG, WebP or GIF, or as app assets.",
        discussion: """
            Each color fills one cell of --size; colors outside the file's gamut are mapped into it \
            (CSS Color 4). The file is written atomically; '-o -' writes to standard output.

            Example: chroma swatch '#1e3c72' 'oklch(70% 0.15 40)' --size 128x128 -o swatches.png
            """
    )

    @Argument(help: "The colors, left to right.")
    var colors: [String]

    @Option(help: ArgumentHelp("The size of one swatch, WIDTHxHEIGHT in pixels.", valueName: "size"))
    var size: String = "64x64"

    @OptionGroup var pixels: PixelOptions
    @OptionGroup var drawing: DrawingOptions
    @OptionGroup var compression: CompressionOptions
    @OptionGroup var output: OutputOptions<ImageDestination>

    func validate() throws {
        guard !colors.isEmpty else { throw ValidationError("missing colors; expected at least one color") }
    }

    func run() throws {
        let given = try ArgumentReading.size(size)
        // The scale applies to each swatch, so every swatch has the same whole size.
        let cell = (width: Int((Double(given.width) * drawing.scale).rounded()), height: Int((Double(given.height) * drawing.scale).rounded()))
        try ColorArguments.check(colors, option: "the colors given")
        // Adaptive colors (.blue, light-dark()) in the appearance asked for.
        // An asset output keeps them adaptive: it draws each appearance it writes.
        let adaptive = try drawing.assets.output(for: output.output) != nil
        let values = try colors.map { color in
            let value = try ArgumentReading.color(color)
            return adaptive ? value : value.resolvedColor(in: drawing.environment ?? EnvironmentValues())
        }
        let chart: Chart
        do {
            chart = try Charts.swatchRow(values, cellWidth: cell.width, cellHeight: cell.height)
        } catch {
            throw ValidationError("\(error.message) (--size \(size)\(drawing.scale == 1 ? "" : " at --scale \(drawing.scale)"))")
        }
        var unscaled = drawing
        unscaled.scale = 1
        try DrawingOutput.write(Drawing(chart: chart), pixels: pixels, options: unscaled, compression: compression, to: output.output)
    }
}
