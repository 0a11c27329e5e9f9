import ArgumentParser

/// `-o FILE`: where a drawing command writes its image (PNG, or the format its extension names).
struct OutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp("The image file to write: .png, .webp (lossless) or .gif (256 colors, dithered); - for standard output (PNG).", valueName: "file"))
    var output: String
}

