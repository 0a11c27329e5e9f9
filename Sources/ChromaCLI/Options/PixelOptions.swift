import ArgumentParser
import ChromaRaster

/// `--depth`, `--profile`, `--no-dither`: what the drawing commands' pixels are.
struct PixelOptions: ParsableArguments {
    @Option(help: "Bits per channel.")
    var depth: ColorDepth = .eight

    @Option(help: "The color space of the pixels, recorded in the file.")
    var profile: OutputColorSpace = .srgb

    @Flag(help: "Do not dither 8-bit output of gradients.")
    var noDither = false

    /// Sets a scene's depth, color space and dithering from the options.
    func apply(to scene: inout Scene) {
        scene.depth = depth
        scene.colorProfile = profile
        scene.dither = !noDither
    }
}
