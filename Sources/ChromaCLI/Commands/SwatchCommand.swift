import ArgumentParser
import ChromaOutput
import ChromaLimits
import ChromaPNG
import ChromaRaster
import ColorCore
import Foundation

/// `chroma swatch COLOR... -o FILE`: solid swatches side by side, as a PNG.
struct SwatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swatch",
        abstract: "Write colors as solid swatches, side by side, to a PNG.",
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
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard !colors.isEmpty else { throw ValidationError("missing colors; expected at least one color") }
    }

    func run() throws {
        try DrawingReport.checkDestination(drawing.report)
        if output.output == "-", drawing.report == "-" {
            throw ValidationError("-o - and --report - both name standard output; write one of them to a file")
        }
        let given = try ArgumentReading.size(size)
        let cell = (width: Int((Double(given.width) * drawing.scale).rounded()), height: Int((Double(given.height) * drawing.scale).rounded()))
        guard cell.height <= Scene.maximumSide else {
            throw ValidationError("--scale \(drawing.scale) makes swatches \(cell.height) pixels high; at most \(Scene.maximumSide)")
        }
        let colorProfile = PNGColorProfile(self.pixels.profile)
        try ColorArguments.check(colors, option: "the colors given")
        // Adaptive colors (.blue, light-dark()) in the appearance asked for.
        let values = try colors.map { try ArgumentReading.color($0).resolvedColor(in: drawing.environment ?? EnvironmentValues()) }
        let (width, overflow) = cell.width.multipliedReportingOverflow(by: values.count)
        guard !overflow, width <= PNGWriter.Configuration.maximumDimension else {
            throw ValidationError("\(values.count) swatches of \(cell.width) pixels exceed PNG's width limit of \(PNGWriter.Configuration.maximumDimension)")
        }
        // The limits, before anything is written: the image's pixels, and the memory of the
        // shared row and the rows the writer stages (raw and compressed) on every core.
        let canvas = "the \(width)×\(cell.height) image of \(values.count) swatch\(values.count == 1 ? "" : "es") at --size \(size)"
        try ResourceLimits.check(ResourceLimits.product(width, cell.height), .pixels, canvas)
        let sizing = PNGWriter.Configuration(width: width, height: cell.height, bitDepth: PNGBitDepth(self.pixels.depth),
                                             compression: compression.compression)
        let staged = min(cell.height, sizing.segmentRows * 2 * ProcessInfo.processInfo.activeProcessorCount) + sizing.contextRows
        // (Two rows more cover the shared row of 16-bit RGBA.)
        try ResourceLimits.check(ResourceLimits.product(2, staged + 2, sizing.rowBytes), .memory, "writing " + canvas)
        let target = try StillOutput(path: output.output, threads: CommandEnvironment.threads).destination()

        // Each color once, as 16-bit straight RGBA in the file's space.
        let space = self.pixels.profile.colorSpace
        let pixels: [SIMD4<UInt16>] = values.map { color in
            let c = color.gamutMapped(to: space).components
            let q = { (v: Double) in UInt16((min(max(v.isNaN ? 0 : v, 0), 1) * 65535).rounded()) }
            return SIMD4(q(c.x), q(c.y), q(c.z), q(color.resolvedOpacity))
        }
        let bitDepth = PNGBitDepth(self.pixels.depth)
        // What the file will hold: at 8 bits, round(v / 257) as the writer computes it.
        let quantized = pixels.map { p in
            bitDepth == .eight ? SIMD4<UInt32>(truncatingIfNeeded: p) &* 255 &+ 32895 &>> 16 : SIMD4<UInt32>(truncatingIfNeeded: p)
        }
        let full: UInt32 = bitDepth == .eight ? 255 : 65535
        let opaque = quantized.allSatisfy { $0.w == full }
        let neutral = quantized.allSatisfy { $0.x == $0.y && $0.y == $0.z }
        let colorType: PNGColorType = neutral ? (opaque ? .gray : .grayAlpha) : (opaque ? .rgb : .rgba)

        do {
            let writer = try PNGWriter(to: target, configuration: .init(
                width: width, height: cell.height, colorType: colorType, bitDepth: bitDepth,
                compression: compression.compression, colorProfile: colorProfile))
            // One row serves every row of the image.
            var row = [UInt16](repeating: 0, count: width * 4)
            for x in 0..<width {
                let p = pixels[x / cell.width]
                row[4 * x] = p.x; row[4 * x + 1] = p.y; row[4 * x + 2] = p.z; row[4 * x + 3] = p.w
            }
            try row.withUnsafeBytes { buffer in
                let rows = PixelRows(base: buffer.baseAddress!, width: width, height: 1, format: .rgba16)
                for _ in 0..<cell.height { try writer.write(rows) }
            }
            try writer.finish()
        }
        if let destination = drawing.report {
            let boxes = values.indices.map { Rect(x: Double($0 * cell.width), y: 0, width: Double(cell.width), height: Double(cell.height)) }
            try DrawingReport.write([DrawingReport(width: width, height: cell.height, files: output.output == "-" ? [] : [output.output],
                                                   labels: [], swatches: zip(values, boxes).map { ($0.hexString, $1) })], to: destination)
        }
    }
}
