import ArgumentParser

/// `-o FILE`: where a drawing command writes its image, in the format its extension names.
struct OutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp("The image to write: .png, .svg (vectors and text), .webp (lossless) or .gif (256 colors, dithered); - writes a PNG to standard output; NAME.imageset or NAME.appiconset writes an asset catalog set (docs/ASSETS.md).", valueName: "file"))
    var output: String
}

