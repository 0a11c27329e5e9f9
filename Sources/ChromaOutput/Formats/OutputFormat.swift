import ChromaAssetModel

/// The file formats the output wing writes, each with the suffixes that choose it: the one
/// place an output path's extension is read (as libvips' savers declare their suffixes).
///
/// Adding a format: a case here with its suffixes and roles, an encoder (a ``FrameSink`` for
/// animations; a case in ``StillOutput`` for stills), and the CLI's help text. Nothing else
/// reads an extension.
public enum OutputFormat: String, CaseIterable, Hashable, Sendable {
    /// PNG, 8 or 16 bits, sRGB or Display P3 chunks (ChromaPNG over libpng).
    case png
    /// Animated PNG (ChromaPNG), every frame lossless.
    case apng
    /// SVG (ChromaSVG): vectors and text where SVG draws them exactly, embedded PNGs elsewhere.
    case svg
    /// WebP (ChromaWebP over libwebp): lossless by default, lossy at a quality; still or animated.
    case webp
    /// GIF (ChromaGIF: the project's quantizer, giflib's container): 256 colors a frame, dithered.
    case gif
    /// MP4 with H.264 (ChromaVideo, through ffmpeg): animations only, not streamable.
    case mp4
    /// WebM with VP9 (ChromaVideo, through ffmpeg): animations only.
    case webm
    /// Lottie JSON (ChromaVectorAnimation): a splash as vector shapes and keyframes, for
    /// lottie-ios, lottie-android, lottie-web; animations of splash timelines only. Chosen by
    /// `.json` (an animation has no other JSON form) or `--format lottie`.
    case lottie
    /// dotLottie (ChromaVectorAnimation): the Lottie JSON in a deflated ZIP with its manifest.
    /// Chosen by `.lottie` or `--format dotlottie`.
    case dotLottie = "dotlottie"
    /// An asset catalog image set folder (``ImageSetPlan``): PNGs at 1×, 2×, 3× and `Contents.json`.
    case imageSet = "imageset"
    /// An asset catalog app icon folder (``AppIconPlan``).
    case appIconSet = "appiconset"
    /// An Icon Composer document folder, Xcode 26's layered app icon (``IconComposerPlan``).
    case iconComposer = "icon"

    /// What an output is: one image, or one file holding a whole frame sequence.
    public enum Role: String, Hashable, Sendable {
        /// One image (`-o FILE` of a drawing command).
        case still
        /// An animation file (`--animated FILE`, `--apng FILE`).
        case animation
    }

    /// The file name suffixes (lowercase, without the dot) that choose this format for `role`.
    public func suffixes(for role: Role) -> [String] {
        switch (self, role) {
        case (.png, .still): ["png", "apng"]
        case (.apng, .animation): ["png", "apng"]
        case (.svg, .still): ["svg"]
        case (.webp, _): ["webp"]
        case (.gif, _): ["gif"]
        case (.mp4, .animation): ["mp4"]
        case (.webm, .animation): ["webm"]
        case (.lottie, .animation): ["json"]
        case (.dotLottie, .animation): ["lottie"]
        case (.imageSet, .still): [AssetKind.imageSetSuffix]
        case (.appIconSet, .still): [AssetKind.appIconSetSuffix]
        case (.iconComposer, .still): [AssetKind.iconComposerSuffix]
        default: []
        }
    }

    /// Whether the format can be written to standard output (WebP and GIF are assembled in memory
    /// first; MP4 needs a file it can seek in).
    public var streams: Bool {
        switch self {
        case .png, .apng, .svg, .webp, .gif, .webm, .lottie, .dotLottie: true
        case .mp4, .imageSet, .appIconSet, .iconComposer: false
        }
    }

    /// The format used for standard output (`-`) and for a name without an extension.
    public static func standard(for role: Role) -> OutputFormat {
        role == .still ? .png : .apng
    }

    /// Whether a still or animation of this format keeps a quality setting (lossy WebP, video).
    public var takesQuality: Bool { self == .webp || self == .mp4 || self == .webm }

    /// The format a `--format` value names for `role`: a format's own name ("lottie",
    /// "dotlottie") when it has that role, else a suffix ("webp", "gif", "png"); nil when none.
    public static func named(_ name: String, role: Role) -> OutputFormat? {
        let lower = name.lowercased()
        return allCases.first { $0.rawValue == lower && !$0.suffixes(for: role).isEmpty } ?? forSuffix(lower, role: role)
    }

    /// The format a file name suffix chooses for `role` ("webp", "lottie", …), nil when none takes it.
    public static func forSuffix(_ suffix: String, role: Role) -> OutputFormat? {
        allCases.first { $0.suffixes(for: role).contains(suffix.lowercased()) }
    }

    /// Whether the format holds vectors of a splash timeline (Lottie, dotLottie), written from
    /// the timeline itself rather than from drawn frames.
    public var isVectorAnimation: Bool { self == .lottie || self == .dotLottie }

    /// The format `path` names for `role`, from its extension (case-insensitive); a path
    /// without one, and "-" (standard output), get `fallback`, or ``standard(for:)``.
    /// - Throws: ``OutputError/unknownFormat(option:path:suffix:known:)`` listing the known suffixes.
    ///   ``OutputError/unnamedAssetFolder(option:path:suffix:)`` for a still's asset folder with
    ///   nothing before its suffix (``checkNamed(_:option:)``).
    public static func forPath(_ path: String, role: Role, option: String, fallback: OutputFormat? = nil) throws -> OutputFormat {
        if role == .still { try checkNamed(path, option: option) }
        guard path != "-", let suffix = Self.suffix(of: path) else { return fallback ?? standard(for: role) }
        if let format = allCases.first(where: { $0.suffixes(for: role).contains(suffix) }) { return format }
        throw OutputError.unknownFormat(option: option, path: path, suffix: suffix, known: knownSuffixes(for: role))
    }

    /// The asset folder format whose suffix is the whole last component of `path` (`.appiconset`,
    /// `App/.icon/`): a folder with nothing before its suffix, which reads as a hidden file
    /// without an extension; nil for any other path.
    public static func unnamedFolder(_ path: String) -> OutputFormat? {
        let name = PathSuffix.lastComponent(path)
        guard name.count > 1, name.first == "." else { return nil }
        let suffix = name.dropFirst().lowercased()
        return allCases.first { $0.isFolder && $0.suffixes(for: .still).contains(suffix) }
    }

    /// Refuses an asset folder without a name before its suffix (`-o .appiconset`), which would
    /// otherwise be written as a PNG file of that hidden name.
    /// - Throws: ``OutputError/unnamedAssetFolder(option:path:suffix:)``.
    public static func checkNamed(_ path: String, option: String) throws {
        guard let format = unnamedFolder(path), let suffix = format.suffixes(for: .still).first else { return }
        throw OutputError.unnamedAssetFolder(option: option, path: path, suffix: suffix)
    }

    /// Every suffix some format takes for `role`, in the order of the cases.
    public static func knownSuffixes(for role: Role) -> [String] {
        var seen: [String] = []
        for format in allCases { for suffix in format.suffixes(for: role) where !seen.contains(suffix) { seen.append(suffix) } }
        return seen
    }

    /// Whether the format is a folder of files (an asset set) rather than one file.
    public var isFolder: Bool { self == .imageSet || self == .appIconSet || self == .iconComposer }

    /// The lowercase extension of the last path component, nil when it has none (a leading dot
    /// starts a hidden name, not an extension). Slashes at the end (a folder) are ignored.
    public static func suffix(of path: String) -> String? { PathSuffix.of(path) }
}
