import ChromaLimits
import ArgumentParser
import ChromaCharts
import ChromaOutput
import ChromaRaster
import ColorCore

/// `chroma chart rgb|hsb|strips|wheel|harmony|mixing … -o OUT.png`.
struct ChartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chart",
        abstract: "Draw the charts of the HSB article: RGB and HSB grids, strips, a color wheel, harmonies, mixing.",
        discussion: """
            rgb and hsb: grids of every combination at --step (0.1 by default); hsb stops at brightness \
            0.5 unless --full-brightness. strips: hue, saturation and brightness. wheel: the hue ring at \
            --hue degrees. harmony: the matching colors of --color. mixing: device and perceptual mixes \
            of the --pairs given as A:B.

            Example: chroma chart hsb --step 0.1 -o hsb-grid.png
            Example: chroma chart hsb --step 0.1 -o hsb-grid.svg   (SVG: crisp at any zoom, labels as text)
            Example: chroma chart wheel --animate hue 0 360 --duration 3 -o hue-sweep.webp   (the hue swept round, any animation format)
            """
    )

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case rgb, hsb, strips, wheel, harmony, mixing
    }

    @Argument(help: "The chart.")
    var kind: Kind

    @Option(help: "rgb, hsb: the step between values, 0.02…1 (default 0.1).")
    var step: Double?

    @Flag(help: "hsb: brightness all the way to 0 instead of 0.5.")
    var fullBrightness = false

    @Option(help: "wheel: the selected hue in degrees (default 180).")
    var hue: Double?

    @Option(help: "harmony: the base color (default #3366cc).")
    var color: String?

    @Option(name: .customLong("in"), help: ArgumentHelp("harmony: turn hues in this model (default hsb).", valueName: "model"))
    var model: HarmonyModel?

    @Option(help: "mixing: pairs of colors A:B, comma-separated (default red:blue,white:#0000ff,#ffff00:#0000ff).")
    var pairs: String?

    @OptionGroup var pixels: PixelOptions
    @OptionGroup var drawing: DrawingOptions
    @OptionGroup var compression: CompressionOptions
    @OptionGroup var output: OutputOptions<ImageDestination>
    @OptionGroup var sweep: SweepOptions
    @OptionGroup var progress: ProgressOptions

    /// Refuses an option that the chosen chart does not draw with, instead of ignoring it.
    func validate() throws {
        let given: [(String, Bool, [Kind])] = [
            ("--step", step != nil, [.rgb, .hsb]), ("--full-brightness", fullBrightness, [.hsb]), ("--hue", hue != nil, [.wheel]),
            ("--color", color != nil, [.harmony]), ("--in", model != nil, [.harmony]), ("--pairs", pairs != nil, [.mixing]),
        ]
        for (option, isGiven, kinds) in given where isGiven && !kinds.contains(kind) {
            throw ValidationError("\(option) does not apply to the \(kind.rawValue) chart; it is for \(kinds.map(\.rawValue).joined(separator: " and "))")
        }
    }

    func run() throws {
        let step = self.step ?? 0.1, hue = self.hue ?? 180, color = self.color ?? "#3366cc", model = self.model ?? .hsb
        let pairs = self.pairs ?? "red:blue,white:#0000ff,#ffff00:#0000ff"
        if let animation = try sweep.sweep(parameters: kind == .wheel ? ["hue"] : []) {
            // The wheel's hue, swept: the HSB article's figure in motion.
            try ArgumentReading.check(animation.from, "--animate hue (from)", .angle)
            try ArgumentReading.check(animation.to, "--animate hue (to)", .angle)
            let finish = try DrawingOutput.frameDrawer(first: Charts.wheel(hue: animation.from), pixels: pixels, options: drawing, path: output.output)
            try sweep.write(ParameterSweep(from: animation.from, to: animation.to, duration: sweep.duration, fps: sweep.fps, easing: sweep.easing) {
                finish(Charts.wheel(hue: $0))
            }, to: output.output, quiet: progress.quiet)
            return
        }
        let scene: Chart
        switch kind {
        case .rgb, .hsb:
            try ArgumentReading.check(step, "--step", .chartStep)
            scene = kind == .rgb ? Charts.rgbGrid(step: step) : Charts.hsbGrid(step: step, fullBrightness: fullBrightness)
        case .strips:
            scene = Charts.strips()
        case .wheel:
            try ArgumentReading.check(hue, "--hue", .angle)
            scene = Charts.wheel(hue: hue)
        case .harmony:
            scene = Charts.harmonies(of: try ArgumentReading.color(color), model: model)
        case .mixing:
            let list = try ArgumentReading.list(pairs).map { item -> (Color, Color) in
                let sides = item.split(separator: ":", maxSplits: 1).map(String.init)
                guard sides.count == 2 else { throw ValidationError("invalid pair '\(item)' in --pairs; expected A:B, such as red:blue") }
                return (try ArgumentReading.color(sides[0]), try ArgumentReading.color(sides[1]))
            }
            try ArgumentReading.check(list.count, "--pairs (the number of pairs)", .mixingPairs)
            scene = Charts.mixing(pairs: list)
        }
        try DrawingOutput.write(Drawing(chart: scene), pixels: pixels, options: drawing, compression: compression, to: output.output)
    }
}
