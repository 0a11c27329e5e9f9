import ArgumentParser
import ChromaOutput
import ChromaPalette

/// `-o/--output`: where a command writes, for every command that writes a file or a folder.
/// What it may name is the command's ``OutputDestination``; the option's help is built from the
/// suffixes ``OutputFormat`` (images) and ``PaletteDestination`` (palettes) know, and an output
/// path's extension is read only through them.
struct OutputOptions<Destination: OutputDestination>: ParsableArguments {
    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp(Destination.help, valueName: Destination.valueName))
    var given: String?

    /// The path given; empty only for a destination that is not ``OutputDestination/isRequired``
    /// when `-o` was not given (read ``given`` there).
    var output: String { given ?? "" }

    func validate() throws {
        // An empty path would put an asset set's files at the file system's root.
        if given?.isEmpty == true {
            throw ValidationError("-o is empty; expected the \(Destination.valueName) to write (- for standard output where a command writes one)")
        }
        if Destination.isRequired, given == nil {
            throw ValidationError("missing -o \(Destination.valueName.uppercased()): \(Destination.missing)")
        }
    }

    /// The still image format `path` names (PNG for "-" and a name without an extension), nil
    /// when its extension names none.
    static func stillFormat(of path: String) -> OutputFormat? {
        try? OutputFormat.forPath(path, role: .still, option: "-o")
    }

    /// Whether `path` names a one-file image a sheet can be drawn into (PNG, SVG, WebP, GIF) by its
    /// extension, rather than a palette or an asset set.
    static func namesSheet(_ path: String) -> Bool {
        guard path != "-", OutputFormat.suffix(of: path) != nil, let format = stillFormat(of: path) else { return false }
        return !format.isFolder
    }
}

/// What a command's `-o` names: its help, its value's name and whether it must be given.
protocol OutputDestination {
    /// The option's help text.
    static var help: String { get }
    /// The value's name in the help (`file`, `folder`).
    static var valueName: String { get }
    /// Whether the command refuses to run without `-o`.
    static var isRequired: Bool { get }
    /// What `-o` is for, in the message of a missing `-o`.
    static var missing: String { get }
}

extension OutputDestination {
    static var valueName: String { "file" }
    static var isRequired: Bool { false }
    static var missing: String { "the image to write" }

    /// The one-file image formats, each with its suffix and what it keeps: ".png, .svg (vectors and text), …".
    static var imageSuffixes: String {
        let formats = OutputFormat.allCases.filter { !$0.isFolder && !$0.suffixes(for: .still).isEmpty }
        return list(formats.map { format in "." + format.suffixes(for: .still)[0] + (note(format).map { " (\($0))" } ?? "") })
    }

    /// The asset folders a still may be written as: "NAME.imageset, NAME.appiconset or NAME.icon".
    static var assetSetSuffixes: String {
        list(OutputFormat.allCases.filter(\.isFolder).flatMap { $0.suffixes(for: .still) }.map { "NAME." + $0 })
    }

    /// The help of an image output: the formats by extension, the asset sets, standard output.
    static var imageHelp: String {
        "The image to write, in the format its extension names: \(imageSuffixes); \(assetSetSuffixes) writes an asset catalog set or "
            + "an Icon Composer icon (docs/ASSETS.md); - writes a PNG to standard output."
    }

    /// What the help says a format keeps or drops, nil when its name says enough.
    private static func note(_ format: OutputFormat) -> String? {
        switch format {
        case .svg: "vectors and text"
        case .webp: "lossless"
        case .gif: "256 colors, dithered"
        case .png, .apng, .mp4, .webm, .lottie, .dotLottie, .imageSet, .appIconSet, .iconComposer: nil
        }
    }

    /// "a, b or c".
    static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
    }
}

/// The `-o` of a drawing command that must write an image (swatch, chart, css, palette sheet,
/// game card).
enum ImageDestination: OutputDestination {
    static var help: String { imageHelp }
    static var isRequired: Bool { true }
    static var missing: String { "the image to write (\(imageSuffixes), or - for standard output)" }
}

/// The `-o` of `gradient`, which `--print-css` makes optional.
enum GradientDestination: OutputDestination {
    static var help: String { imageHelp + " Not needed with --print-css." }
    static var missing: String { "the image to write (or --print-css)" }
}

/// The `-o` of `render`: an image, or the folder of an assets document or of a folder of scenes.
enum SceneDestination: OutputDestination {
    static var help: String {
        imageHelp + " For an assets document or a folder of scenes, the folder to write into. A splash scene given --animated FILE needs no -o."
    }
}

/// The `-o` of `splash`: the folder of its numbered frames, or the Android res folder.
enum FramesDestination: OutputDestination {
    static var help: String {
        "The folder for numbered frames (\(NumberedFrames.fileName(frame: 0, of: 1)), …); with --android splash, the app's res folder."
    }
    static var valueName: String { "folder" }
    static var missing: String { "the folder for numbered frames" }
}

/// The `-o` of `palette convert`: a palette, chosen by its extension (``PaletteDestination``).
enum PaletteFileDestination: OutputDestination {
    static var help: String {
        "The palette to write, in the format its extension names: \(PaletteDestination.suffixes); - writes text to standard output. "
            + "Or give it as the second argument."
    }
    static var missing: String { "the palette to write" }
}

/// The `-o` of `palette extract` and `palette generate`: a palette by its extension, or a sheet
/// image of it.
enum PaletteOrSheetDestination: OutputDestination {
    static var help: String {
        "The palette to write, in the format its extension names: \(PaletteDestination.suffixes); or a sheet of it: \(list(sheetSuffixes))."
    }

    /// The suffixes of the images a sheet may be written as.
    static var sheetSuffixes: [String] {
        OutputFormat.allCases.filter { !$0.isFolder && !$0.suffixes(for: .still).isEmpty }.map { "." + $0.suffixes(for: .still)[0] }
    }

    /// Whether `path` names a sheet or a palette.
    /// - Throws: `ValidationError` naming the path and the suffixes expected.
    static func check(_ path: String) throws {
        guard !OutputOptions<Self>.namesSheet(path), PaletteDestination(path: path) == nil else { return }
        throw ValidationError("cannot tell what to write to '\(path)': expected a sheet (\(list(sheetSuffixes))) or a palette ending in \(PaletteDestination.suffixes)")
    }
}
