import ArgumentParser
import ChromaCSS
import ChromaLimits
import ChromaRaster
import ColorCore

/// `chroma css '<css image>' --size WxH -o OUT.png`: a CSS gradient, rendered as Chromium does.
struct CSSCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "css",
        abstract: "Render CSS gradients (CSS Images 4) as the browsers draw them, to a PNG, SVG, WebP or GIF, or as app assets.",
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

    @OptionGroup var pixels: PixelOptions
    @OptionGroup var drawing: DrawingOptions
    @OptionGroup var compression: CompressionOptions
    @OptionGroup var output: OutputOptions<ImageDestination>

    func run() throws {
        // An asset destination draws at sizes of its own: --size sets only the shape.
        let asset = (try? drawing.assets.output(for: output.output)) != nil
        try ResourceLimits.$canvasIsShapeOnly.withValue(asset) { try draw() }
    }

    private func draw() throws {
        let (width, height) = try ArgumentReading.size(size)
        try ResourceLimits.checkCanvas(width: width, height: height, "--size \(size)")
        let layers: [Layer]
        do {
            layers = try CSSImage(parsing: css).layers(width: width, height: height)
        } catch {
            // Malformed CSS is a usage error (64); CSS that asks for more than a limit, a data error (65).
            guard error.exceedsLimit else { throw ValidationError("css: \(error)") }
            throw CommandFailure.dataError("css: \(error)")
        }
        let scene = Scene(width: width, height: height, background: try background.map(ArgumentReading.color) ?? .clear, layers: layers)
        try DrawingOutput.write(Drawing(scene: scene), pixels: pixels, options: drawing, compression: compression, to: output.output)
    }
}
