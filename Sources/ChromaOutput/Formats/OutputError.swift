/// An output the wing refuses before anything is drawn: every case names the option and the
/// value, and says what was expected. A bad request by the caller (exit 64 on the command line),
/// never a failure of the file system (those are `FileError`s) or of an encoder.
public enum OutputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path's extension names no format this output can be written as.
    case unknownFormat(option: String, path: String, suffix: String, known: [String])
    /// An asset folder path with nothing before its suffix (`.appiconset`, `App/.icon`).
    case unnamedAssetFolder(option: String, path: String, suffix: String)
    /// Binary image data asked for on a terminal.
    case terminal(option: String)
    /// A frame sequence with neither a folder nor an animation file to go to.
    case nothingToWrite
    /// A frame range outside the sequence.
    case framesOutside(ClosedRange<Int>, count: Int)
    /// Standard output asked of a format that cannot stream (MP4).
    case cannotStream(option: String, format: OutputFormat)
    /// A quality given for a format that has none (PNG, APNG, GIF, Lottie); `written` is the
    /// format as the user gave it: the path's extension (".lottie") or the --format name.
    case qualityNotTaken(OutputFormat, written: String? = nil)
    /// A quality outside 0…100.
    case invalidQuality(Int)
    /// A loop count for a format that has none (MP4, WebM).
    case loopNotTaken(OutputFormat)
    /// A vector animation format (Lottie, dotLottie) asked of a sequence that is not a splash
    /// timeline, or of a frame range rather than the whole timeline.
    case vectorNeedsSplash(OutputFormat, reason: String)
    /// An animated drawing's sweep that cannot be drawn (a value, duration or rate out of range).
    case badSweep(String)
    /// An `--appearances` list that names something else, or one appearance twice.
    case badAppearances(String, reason: String)
    /// An appearance the asset kind cannot store (a high-contrast Android resource).
    case appearanceNotStored(AssetAppearance, kind: String, supported: [AssetAppearance])
    /// An icon drawn from a scene that is not square.
    case sceneNotSquare(kind: String, width: Int, height: Int)
    /// An image set whose appearances' scenes differ in size (Xcode shows each at its own size).
    case appearanceSizesDiffer(kind: String, appearance: AssetAppearance, width: Int, height: Int, anyWidth: Int, anyHeight: Int)
    /// An asset name that cannot be a file or resource name.
    case badAssetName(String, reason: String)
    /// An Android app theme (`postSplashScreenTheme`) that is not a style name, and why.
    case badThemeName(String, reason: String)
    /// An asset destination that cannot hold this kind (a folder of another kind, a file).
    case badAssetDestination(String, reason: String)
    /// Two targets of one run that write the same file.
    case sameFileTwice(String)
    /// An asset image larger than a canvas may be.
    case assetTooLarge(file: String, width: Int, height: Int)
    /// A contact sheet asked of assets that hold no icon (an image set, colors).
    case noIconsToPreview

    public var description: String {
        switch self {
        case let .unknownFormat(option, path, suffix, known):
            let list = known.map { "." + $0 }.joined(separator: ", ")
            return "\(option) '\(path)' ends in .\(suffix), a format this output is not written in; expected \(list) (palette files are converted with chroma palette convert)"
        case let .unnamedAssetFolder(option, path, suffix):
            let example = ["imageset": "Splash", "appiconset": "AppIcon", "icon": "AppIcon"][suffix] ?? "NAME"
            return "\(option) '\(path)' has no name before .\(suffix); expected a name before the suffix, as in \(example).\(suffix)"
        case let .terminal(option):
            return "refusing to write image data to a terminal; redirect standard output or give \(option) FILE"
        case .nothingToWrite:
            return "nothing to write: give -o FOLDER, --animated FILE, or both"
        case let .framesOutside(range, count):
            return "frames \(range.lowerBound)-\(range.upperBound) are outside the animation's 0-\(count - 1)"
        case let .cannotStream(option, format):
            return "\(option) -: \(format.rawValue.uppercased()) cannot be written to standard output (it needs a file it can seek in); give a file, or use .webm"
        case let .qualityNotTaken(format, written):
            return "--quality is for lossy WebP, MP4 and WebM; \(written ?? format.rawValue) has no quality setting"
        case let .loopNotTaken(format) where format == .lottie:
            return "--loop is for APNG, WebP, GIF and dotLottie; Lottie JSON has no loop count (the player's loop setting chooses)"
        case let .loopNotTaken(format):
            return "--loop is for APNG, WebP and GIF; \(format.rawValue.uppercased()) has no loop count (players loop videos themselves)"
        case let .badSweep(reason):
            return "invalid --animate: \(reason)"
        case let .vectorNeedsSplash(format, reason):
            return "\(format == .lottie ? "Lottie" : "dotLottie") is written from a splash timeline's vectors: \(reason)"
        case let .invalidQuality(quality):
            return "invalid --quality \(quality): expected 0 (smallest) to 100 (best)"
        case let .badAppearances(text, reason):
            return "invalid --appearances '\(text)': \(reason)"
        case let .appearanceNotStored(appearance, kind, supported):
            return AssetKind.unstoredAppearance(appearance, kind: kind, supported: supported)
        case let .sceneNotSquare(kind, width, height):
            // A kind named for its icon ("icon", "android splash icon") is not doubled.
            let icons = kind == AssetKind.iconComposer.name ? "Icon Composer (.icon) icons" : kind.hasSuffix("icon") ? kind + "s" : kind + " icons"
            return "\(icons) are square; the scene is \(width)×\(height) (give it equal width and height)"
        case let .appearanceSizesDiffer(kind, appearance, width, height, anyWidth, anyHeight):
            return "an \(kind)'s appearances are one size; the \(appearance.rawValue) scene is \(width)×\(height) and the any scene \(anyWidth)×\(anyHeight) (give them the same width and height)"
        case let .badAssetName(name, reason):
            return "invalid asset name '\(name)': \(reason)"
        case let .badThemeName(name, reason):
            return "invalid app theme '\(name)': \(reason)"
        case let .badAssetDestination(path, reason):
            return "cannot write assets to '\(path)': \(reason)"
        case let .assetTooLarge(file, width, height):
            return "\(file) would be \(width)×\(height) pixels; a side may be at most 65535 (draw the scene smaller)"
        case let .sameFileTwice(path):
            return "two assets write '\(path)'; give each target its own path or name"
        case .noIconsToPreview:
            return "--preview-sheet previews icons, and these assets hold none; expected an app icon (.appiconset, .icon), --android launcher, adaptive or splash, or --web"
        }
    }
}
