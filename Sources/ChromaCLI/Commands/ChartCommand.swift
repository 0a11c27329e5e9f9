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

            --animate PARAMETER FROM TO draws the figure as an animation, one timeline, the frames \
            drawn in parallel, in any animation format -o names: wheel sweeps hue (degrees); strips \
            sweep hue (degrees), saturation or brightness (0…1), the values the other strips hold; \
            hsb sweeps brightness, the lowest of each cell's stack (0…1). Each frame is the still \
            chart at that value (--hue, --saturation, --brightness).

            Example: chroma chart hsb --step 0.1 -o hsb-grid.png
            Example: chroma chart hsb --step 0.1 -o hsb-grid.svg   (SVG: crisp at any zoom, labels as text)
            Example: chroma chart wheel --animate hue 0 360 --duration 3 -o hue-sweep.webp   (the hue swept round, any animation format)
            Example: chroma chart strips --animate saturation 1 0 --duration 2 -o strips.mp4   (the hue and brightness strips fading to grey)
            Example: chroma chart hsb --animate brightness 0.5 0 --duration 2 -o hsb-dark.gif   (the grid's stacks reaching down to black)
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

    @Option(help: "wheel: the selected hue in degrees (default 180); strips: the hue of the saturation and brightness strips in degrees (default 270).")
    var hue: Double?

    @Option(help: "strips: the saturation of the hue and brightness strips, 0…1 (default 1).")
    var saturation: Double?

    @Option(help: "strips: the brightness of the hue and saturation strips, 0…1 (default 1); hsb: the lowest brightness of each cell's stack, 0…1, the stack keeping its number of strips (default 0.5, or 0 with --full-brightness).")
    var brightness: Double?

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
    /// `--quiet`, among the drawing options.
    var progress: ProgressOptions { drawing.progress }

    /// Refuses an option that the chosen chart does not draw with, instead of ignoring it.
    func validate() throws {
        let given: [(String, Bool, [Kind])] = [
            ("--step", step != nil, [.rgb, .hsb]), ("--full-brightness", fullBrightness, [.hsb]), ("--hue", hue != nil, [.wheel, .strips]),
            ("--saturation", saturation != nil, [.strips]), ("--brightness", brightness != nil, [.strips, .hsb]),
            ("--color", color != nil, [.harmony]), ("--in", model != nil, [.harmony]), ("--pairs", pairs != nil, [.mixing]),
        ]
        for (option, isGiven, kinds) in given where isGiven && !kinds.contains(kind) {
            throw ValidationError("\(option) does not apply to the \(kind.rawValue) chart; it is for \(kinds.map(\.rawValue).joined(separator: " and "))")
        }
    }

    /// The parameters `--animate` sweeps in each chart, with their ranges.
    static func animatedParameters(_ kind: Kind) -> [(name: String, range: InputRange)] {
        switch kind {
        case .wheel: return [("hue", .angle)]
        case .strips: return [("hue", .angle), ("saturation", .fraction), ("brightness", .fraction)]
        case .hsb: return [("brightness", .fraction)]
        case .rgb, .harmony, .mixing: return []
        }
    }

    func run() throws {
        let step = self.step ?? 0.1, hue = self.hue ?? (kind == .strips ? 270 : 180), color = self.color ?? "#3366cc", model = self.model ?? .hsb
        let pairs = self.pairs ?? "red:blue,white:#0000ff,#ffff00:#0000ff"
        if let hueGiven = self.hue { try ArgumentReading.check(hueGiven, "--hue", .angle) }
        if let saturation { try ArgumentReading.check(saturation, "--saturation", .fraction) }
        if let brightness { try ArgumentReading.check(brightness, "--brightness", .fraction) }
        if kind == .hsb || kind == .rgb { try ArgumentReading.check(step, "--step", .chartStep) }
        let saturation = self.saturation ?? 1, brightness = self.brightness
        if let animation = try sweep.sweep(parameters: Self.animatedParameters(kind)) {
            // The chart at each value of the parameter, the others as given: the HSB article's
            // figures in motion.
            let draw: @Sendable (Double) -> Chart
            switch (kind, animation.name) {
            case (.wheel, _): draw = { Charts.wheel(hue: $0) }
            case (.strips, "hue"): draw = { Charts.strips(hue: $0 / 360, saturation: saturation, brightness: brightness ?? 1) }
            case (.strips, "saturation"): draw = { Charts.strips(hue: hue / 360, saturation: $0, brightness: brightness ?? 1) }
            case (.strips, _): draw = { Charts.strips(hue: hue / 360, saturation: saturation, brightness: $0) }
            default: draw = { [fullBrightness] in Charts.hsbGrid(step: step, fullBrightness: fullBrightness, lowestBrightness: $0) }
            }
            let finish = try DrawingOutput.frameDrawer(first: draw(animation.from), pixels: pixels, options: drawing, path: output.output)
            try sweep.write(ParameterSweep(from: animation.from, to: animation.to, duration: sweep.duration, fps: sweep.fps, easing: sweep.easing) {
                finish(draw($0))
            }, to: output.output, quiet: progress.quiet)
            return
        }
        let scene: Chart
        switch kind {
        case .rgb, .hsb:
            scene = kind == .rgb ? Charts.rgbGrid(step: step) : Charts.hsbGrid(step: step, fullBrightness: fullBrightness, lowestBrightness: brightness)
        case .strips:
            scene = Charts.strips(hue: hue / 360, saturation: saturation, brightness: brightness ?? 1)
        case .wheel:
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
