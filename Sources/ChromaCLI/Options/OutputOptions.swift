import ArgumentParser

/// `-o FILE`: where a drawing command writes its image (PNG, or SVG for a .svg name).
struct OutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp("The image to write: FILE.png, or FILE.svg for SVG (vectors and text); - writes a PNG to standard output.", valueName: "file"))
    var output: String
}
