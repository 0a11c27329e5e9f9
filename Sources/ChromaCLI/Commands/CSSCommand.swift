import ArgumentParser
import ChromaCSS
import ChromaLimits
import ChromaPNG
import ChromaRaster
import ColorCore

/// `chroma css '<css image>' --size WxH -o OUT.png`: a CSS gradient, rendered as Chromium does.
struct CSSCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "css",
        abstract: "Render CSS gradients (CSS Images 4) to a PNG, as the browsers draw them.",
        discussion: """
            Reads linear-gradient(), radial-gradient(), conic-gradient() and their repeating- forms: \
            angles and 'to <side or corner>', radial shapes, sizes and 'at <position>', conic 'from', \
            stops in px and %, double positions, color hints and 'in <space> [<hue> hue]'. A comma-separated \
            list layers as CSS background-image does, the first on top. Bad CSS is one line naming the \
            position (1-based) and what was expected, exit status 64, and nothing is written.

            Example: chroma css 'linear-gradient(in oklch 135deg, #ff6b6b, #4d96ff)' --size 640x320 -o card.png
            Example: chroma css 'radial-gradient(circle at 30% 40%, #fff8, transparent 60%), conic-gradient(from 45deg, #f06, #48f, #f06)' --size 512x512 -o splash.png
            """
    )

    @Argument(help: ArgumentHelp("The CSS <image>: one gradient or a comma-separated list.", valueName: "css"))
    var css: String

    @Option(help: ArgumentHelp("The canvas, WIDTHxHEIGHT in pixels.", valueName: "size"))
    var size: String = "512x512"

    @Option(help: "The color under the gradients (default transparent).")
    var background: String?

    @Option(help: "Bits per channel: 8 or 16.")
    var depth: Int = 8

    @Flag(help: "Do not dither 8-bit output.")
    var noDither = false

    @Option(help: "The file's color space: srgb or display-p3.")
    var profile: String = "srgb"

    @Flag(help: "Compress faster, into a larger file.")
    var fast = false

    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG file to write, or - for standard output.", valueName: "file"))
    var output: String

    func run() throws {
        let (width, height) = try ArgumentReading.size(size)
        try ResourceLimits.check(width * height, .pixels, "--size \(size)")
        guard depth == 8 || depth == 16 else { throw ValidationError("invalid --depth \(depth); expected 8 or 16") }
        let colorProfile: PNGColorProfile
        switch profile.lowercased() {
        case "srgb": colorProfile = .srgb
        case "display-p3", "p3": colorProfile = .displayP3
        default: throw ValidationError("invalid --profile '\(profile)'; expected srgb or display-p3")
        }
        let layers: [Layer]
        do {
            layers = try CSSImage(parsing: css).layers(width: width, height: height)
        } catch {
            throw ValidationError("css: \(error)")
        }
        let scene = Scene(width: width, height: height, background: try background.map(ArgumentReading.color) ?? .clear,
                          depth: depth == 16 ? .sixteen : .eight, dither: !noDither, colorProfile: colorProfile, layers: layers)
        try PNGOutput(output).write { destination in
            try Renderer(threads: CommandEnvironment.threads).render(scene, to: destination, compression: fast ? .fast : .standard)
        }
    }
}
