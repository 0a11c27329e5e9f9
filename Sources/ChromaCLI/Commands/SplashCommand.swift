import ArgumentParser
import ChromaOutput
import ChromaRaster
import ChromaSplash
import ChromaVectorAnimation
import ChromaLimits
import ColorCore
import Foundation

/// `chroma splash`: the reference article's color-change animation, as frames.
struct SplashCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "splash",
        abstract: "Render a splash color-transition animation to numbered PNGs and/or an animation file.",
        discussion: """
            Each color after the first grows over the card as a new layer, as SwiftUI's SplashView. \
            Frame i shows time i / fps; there are ⌈T × fps⌉ + 1 frames for an animation of T seconds \
            (the last transition's start + duration + hold; within a thousandth of a frame of a whole \
            number counts as it), and the last frame always shows the final state. --frame-count N gives \
            exactly N frames spread evenly over T instead. Any --frames range renders alone and writes \
            the same files as a full run, so a long sequence can be split across machines.

            --shard K/N renders the K-th of N contiguous runs of frames (of the --frames range when \
            one is given, else of all), their lengths differing by at most one frame; the N shards \
            together write exactly the files of one run. It needs -o FOLDER and refuses --animated, \
            which is one file. A shard left without frames (N above the frame count) writes nothing \
            and says so. docs/SHARDING.md spreads shards with GNU parallel or a Kubernetes Indexed Job.

            Example: chroma splash --size 200x100 --colors '#0000ff,#ff0000,#00ff00,#ffa500' --animation circle --corner-radius 10 -o Output/splash/ --animated Output/splash.png
            Example: parallel --will-cite chroma splash --colors red,blue --quiet -o frames/ --shard {}/4 ::: 1 2 3 4

            --android splash -o RES writes the splash screen's resources as a still's --android splash \
            does, the final frame placed as the Android 12 splash icon (inside the icon's safe \
            circle), and drawable/NAME_animated.xml, an AnimatedVectorDrawable of the animation in \
            that circle, which the theme Theme.NAME.Starting names (windowSplashScreenAnimatedIcon), \
            played within the 1000 ms Android asks for. The window is the first frame's color. \
            Adaptive colors write their night resources where they differ.
            Example: chroma splash --size 108x108 --colors .blue,.red --animation circle --android splash -o app/src/main/res
            """
    )

    @Option(help: ArgumentHelp("The card, WIDTHxHEIGHT in pixels.", valueName: "size"))
    var size: String = "200x100"

    @Option(help: "The colors, first to last, comma-separated (commas inside rgb(…) do not split).")
    var colors: String

    @Option(name: .customLong("animation"), help: "How each color grows over the card.")
    var growth: SplashAnimation = .leftToRight

    @Option(parsing: .unconditional, help: "Seconds per transition.")
    var duration: Double = 0.5

    @Option(help: "Frames per second, 1…1000.")
    var fps: Int = 60

    @Option(help: ArgumentHelp("Exactly N frames (2 or more), spread evenly from the first state to the last, instead of one every 1/fps s.", valueName: "N"))
    var frameCount: Int?

    @Option(parsing: .unconditional, help: "Seconds of stillness after each transition and at the end.")
    var hold: Double = 0

    @Option(help: "Start times in seconds, one per transition, comma-separated (default: back to back).")
    var starts: String?

    @Option(help: "The timing curve of each transition.")
    var easing: Easing = .easeInOut

    @Option(parsing: .unconditional, help: "The width in pixels of a soft growing edge (0: crisp).")
    var softEdge: Double = 0

    @Option(parsing: .unconditional, help: "The card's corner radius in pixels.")
    var cornerRadius: Double = 0

    @Flag(help: "Add the article's drop shadow (black 20%, radius 10, 4 px down) on a white page.")
    var shadow = false

    @Option(help: "The page around the card (default transparent, white with --shadow).")
    var background: String?

    @Option(help: ArgumentHelp("Render only frames A through B (numbered in the whole animation).", valueName: "A-B"))
    var frames: String?

    @OptionGroup var destination: OutputOptions<FramesDestination>

    /// The frames folder (or res folder), nil without `-o`.
    var output: String? { destination.given }

    @OptionGroup var animation: AnimationOptions

    @OptionGroup var sharding: ShardOptions
    @OptionGroup var pixels: PixelOptions
    @OptionGroup var drawing: DrawingOptions
    @OptionGroup var compression: CompressionOptions
    /// `--quiet`, among the drawing options.
    var progress: ProgressOptions { drawing.progress }

    func run() throws {
        try DrawingReport.checkDestination(drawing.report, besides: [(option: "-o", path: output), (option: "--animated", path: animation.animated)])
        try OutputPaths.checkAnimation(animation.animated, besideFrames: output)
        let androidSplash = drawing.assets.android == .splash
        if androidSplash {
            if let file = animation.animated { throw ValidationError("--android splash writes the icon's resources into -o RES; write --animated \(file) in another run") }
            if frames != nil || sharding.shard != nil { throw ValidationError("--android splash writes the whole animation; leave out --frames and --shard") }
            if drawing.assets.appearances != nil { throw ValidationError("--android splash draws the splash in one appearance; leave out --appearances") }
            guard let output, output != "-" else { throw ValidationError("--android splash needs -o RES, the app's res folder") }
        } else {
            try drawing.assets.refuse(for: "a splash", path: output ?? "")
        }
        if output == "-" {
            throw ValidationError("-o - would send numbered frames to standard output; give -o a folder, or use --animated - for an animation")
        }
        if let shard = sharding.shard, let file = animation.animated {
            throw ValidationError("--shard \(shard) cannot split --animated \(file): an animation is one file; render it in one run, or shard numbered frames (-o FOLDER)")
        }
        let frameOutput = try animation.output(folder: androidSplash ? nil : output, compression: compression)
        if !androidSplash { try frameOutput.check() }
        let cell = try ArgumentReading.size(size)
        let fills = try ArgumentReading.colors(colors, option: "--colors").map(Paint.solid)
        let schedule = try starts.map { text in
            try text.split(separator: ",").map { item -> Double in
                guard let value = Double(item.trimmedOfSpaces) else {
                    throw ValidationError("invalid start time '\(item)' in --starts; expected seconds such as 0.25")
                }
                return try ArgumentReading.check(value, "--starts", .seconds)
            }
        }
        // Every number against the one table, named by its option.
        try ArgumentReading.check(duration, "--duration", .duration)
        try ArgumentReading.check(hold, "--hold", .seconds)
        try ArgumentReading.check(fps, "--fps", .fps)
        if let frameCount { try ArgumentReading.check(frameCount, "--frame-count", .frameCount) }
        try ArgumentReading.check(softEdge, "--soft-edge", .length)
        try ArgumentReading.check(cornerRadius, "--corner-radius", .length)
        // The card's pixels are a limit like every canvas's (exit 65), checked before the timeline.
        try ResourceLimits.check(ResourceLimits.product(cell.width, cell.height), .pixels, "the card --size \(size)")
        var card = SplashCard(width: cell.width, height: cell.height, cornerRadius: cornerRadius,
                              shadow: shadow ? .article : nil, background: try background.map(ArgumentReading.color))
        if card.background == nil && shadow { card.background = .white }
        guard cornerRadius <= card.maximumCornerRadius else {
            throw ValidationError("--corner-radius \(InputRange.format(cornerRadius)) is more than half the card's shorter side; expected at most "
                + "\(InputRange.format(card.maximumCornerRadius)) for the \(cell.width)×\(cell.height) card (that much makes its short sides round)")
        }
        var timeline = SplashTimeline(
            fills: fills, animation: growth, duration: duration, hold: hold,
            starts: schedule, easing: easing, fps: fps, softness: softEdge, card: card, depth: pixels.depth)
        timeline.colorProfile = pixels.profile
        timeline.dither = !pixels.noDither
        timeline.scale = drawing.scale
        if let environment = drawing.environment { timeline.environment = environment }
        timeline.fixedFrameCount = frameCount
        // The arguments' values are usage errors; a limit they exceed (a ResourceLimitError) is a
        // data error, as everywhere.
        do { try timeline.validate() } catch let error as SplashError { throw ValidationError(error.message) }
        if androidSplash, let output {
            try writeAndroidSplash(timeline, res: output)
            return
        }
        if animation.animated == "-", drawing.report == "-" {
            throw ValidationError("--animated - and --report - both name standard output; write one of them to a file")
        }
        let report = try FrameOutput.render(timeline, to: frameOutput, frames: frames, shard: sharding.value, quiet: progress.quiet)
        if let destination = drawing.report { try DrawingReport.write([report], to: destination) }
    }

    /// `--android splash -o RES`: the still splash's resources with the final frame as the
    /// Android 12 splash icon (the same files an assets document's `icon:` writes:
    /// `drawable/NAME_icon.xml`, or PNGs per density, inside the safe circle) and beside them
    /// `drawable/NAME_animated.xml`, the AnimatedVectorDrawable placed in the same circle, which
    /// the theme names as `windowSplashScreenAnimatedIcon`; all written as one unit.
    func writeAndroidSplash(_ timeline: SplashTimeline, res: String) throws {
        guard timeline.scale == 1 else {
            throw ValidationError("--scale \(timeline.scale) is for single images; Android resources are drawn at each density from the card's size in dp")
        }
        guard let assets = try drawing.assets.output(for: res) else { throw ValidationError("--android splash needs -o RES, the app's res folder") }
        // Adaptive colors (.blue, light-dark()) are drawn light and night where they differ,
        // unless --appearance fixed one.
        let choice: AppearanceChoice = drawing.appearance != nil ? .asDrawn : .adaptive
        let last = AppearanceScenes(scene: timeline.scene(atFrame: timeline.frameCount - 1), for: .android(.splash), choosing: choice)
        let first = AppearanceScenes(scene: timeline.scene(atFrame: 0), for: .android(.splash), choosing: choice)
        let name = assets.name ?? AndroidAsset.splash.defaultName
        var options = try drawing.assets.splashOptions()
        // The window shows what the splash starts from, the first frame's color: the final
        // frame's would hide the icon, which ends in it.
        if options.background.isEmpty {
            for (appearance, scene) in first.variants { options.background[appearance] = AndroidSplashPlan.windowColor(scene) }
        }
        // The final frame is the still icon, as a still drawing is its own.
        let icon = options.useAsIcon(drawing: last)
        options.iconResource = name + "_animated"
        let placement = AndroidSplashPlan.iconPlacement(icon, options: options)
        let drawable: AnimatedVectorDrawable, night: AnimatedVectorDrawable?
        do {
            drawable = try AnimatedVectorDrawable(timeline, side: Double(placement.side), fraction: placement.fraction)
            var dark = timeline
            dark.environment = AssetAppearance.dark.environment
            night = last[.dark] == nil ? nil : try AnimatedVectorDrawable(dark, side: Double(placement.side), fraction: placement.fraction)
        } catch let error as VectorAnimationError {
            throw ValidationError(error.message)
        }
        let notes = AssetNotes()
        var files = try assets.files(for: last, splash: options, notes: notes)
        let path = res + "/drawable/\(name)_animated.xml"
        files.append(.text(path, drawable.xml))
        if let night, night.xml != drawable.xml { files.append(.text(res + "/drawable-night/\(name)_animated.xml", night.xml)) }
        try AssetOptions.write(files, within: res, recordingIn: res, owns: assets.owns, previewSheet: drawing.assets.previewSheet, compression: compression)
        for line in notes.lines { Warning.write(line) }
        if let note = drawable.note { Warning.write(note) }
        if !progress.quiet { StandardError.write("wrote \(files.count) files into \(res), the animated icon \(path)\n") }
    }
}
