import ArgumentParser

/// `-o FILE`: where a drawing command writes its PNG.
struct OutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG file to write, or - for standard output; NAME.imageset or NAME.appiconset writes an asset catalog set (docs/ASSETS.md).", valueName: "file"))
    var output: String
}
