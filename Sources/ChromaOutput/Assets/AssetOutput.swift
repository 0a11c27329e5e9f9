import ChromaAssetModel
import ChromaFiles
import ChromaPNG
import ChromaRaster
import ColorCore

/// An asset destination: the output wing's entry for a folder of assets, its kind chosen from
/// the path (`NAME.imageset`, `NAME.appiconset`, by `AssetKind/catalogKind(ofPath:macOS:)`) or by the request
/// (`--android KIND` for a `res` folder, `--web` for a web app's icon folder).
public struct AssetOutput: Sendable {
    /// The destination folder.
    public var path: String
    /// What it holds.
    public var kind: AssetKind
    /// The asset's name where the kind takes one (Android resources); nil for the default.
    public var name: String?

    /// Creates a destination.
    public init(path: String, kind: AssetKind, name: String? = nil) {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.path = trimmed
        self.kind = kind
        self.name = name
    }

    /// The asset kind a request names, nil for a plain image: `--android` and `--web` choose
    /// theirs; otherwise the path's extension (`.imageset`, `.appiconset`) does, with `macOS`
    /// adding the macOS sizes to an app icon.
    /// - Throws: ``OutputError/badAssetDestination(_:reason:)`` when the request and the path
    ///   disagree (`--android` with `X.imageset`, `--macos` without an app icon);
    ///   ``OutputError/unnamedAssetFolder(option:path:suffix:)`` for an asset folder suffix
    ///   with no name before it (`-o .appiconset`), whatever the request.
    public static func kind(forPath path: String, android: AndroidAsset?, web: Bool, macOS: Bool) throws -> AssetKind? {
        try OutputFormat.checkNamed(path, option: "-o")
        let named = AssetKind.catalogKind(ofPath: path, macOS: macOS)
        if android != nil || web {
            guard !(android != nil && web) else { throw OutputError.badAssetDestination(path, reason: "--android and --web write different folders; give one") }
            guard named == nil, path != "-" else { throw OutputError.badAssetDestination(path, reason: "\(web ? "--web" : "--android") writes into a folder, not \(path == "-" ? "standard output" : "an asset catalog set")") }
            guard !macOS else { throw OutputError.badAssetDestination(path, reason: "--macos adds macOS sizes to an .appiconset") }
            // A folder named like an image (out.png) is a slip for one image: said, not made.
            if let suffix = OutputFormat.suffix(of: path), OutputFormat.allCases.contains(where: { !$0.isFolder && $0.suffixes(for: .still).contains(suffix) }) {
                throw OutputError.badAssetDestination(path, reason: "\(web ? "--web" : "--android") writes into a folder, not a .\(suffix) file")
            }
            return android.map(AssetKind.android) ?? .web
        }
        switch named {
        case .imageSet?:
            guard !macOS else { throw OutputError.badAssetDestination(path, reason: "--macos adds macOS sizes to an .appiconset, not an .imageset") }
            return .imageSet
        case .appIcon?: return named
        case .iconComposer?:
            guard !macOS else { throw OutputError.badAssetDestination(path, reason: "--macos adds macOS sizes to an .appiconset; an .icon document serves every platform") }
            return .iconComposer
        default:
            guard !macOS else { throw OutputError.badAssetDestination(path, reason: "--macos adds macOS sizes to an .appiconset") }
            return nil
        }
    }

    /// Whether the file at `path` (as given to the system, like ``path``) is this destination's
    /// to replace or remove when a later run no longer writes it: a file inside its folder, and
    /// for Android resources, whose `res` folder other assets share, only a file named after
    /// the asset (``isNamed(_:after:)``).
    public func owns(_ path: String) -> Bool {
        guard FileManifest.relative(path, to: self.path) != nil else { return false }
        guard case .android(let android) = kind else { return true }
        return Self.isNamed(path, after: name ?? android.defaultName)
    }

    /// Whether the file at `path` is named after the Android resource `name`: its name before
    /// the first `.` is `name`, or `name` followed by `_` and a part (`ic_launcher_round.png`,
    /// `splash_background.xml`), the names every Android asset's files take.
    public static func isNamed(_ path: String, after name: String) -> Bool {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let stem = file.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? file
        return stem == name || stem.hasPrefix(name + "_")
    }

    /// The files the destination gets for `scenes`.
    /// - Parameters:
    ///   - scenes: the scenes of the asset, one per appearance.
    ///   - foreground: an adaptive icon's foreground layer, or a web maskable icon's.
    ///   - startup: a web app's startup screen (iOS startup images).
    ///   - background: the color a web maskable icon drawn from one scene is padded with.
    ///   - splash: an Android splash's icon, colors and app theme.
    ///   - notes: where warning lines go (content a mask would cut, a layer left out).
    /// - Throws: ``OutputError``.
    public func files(for scenes: AppearanceScenes, foreground: AppearanceScenes? = nil, startup: AppearanceScenes? = nil,
                      background: Color? = nil, splash: AndroidSplashPlan.Options = .init(), notes: AssetNotes? = nil) throws -> [AssetFile] {
        switch kind {
        case .imageSet: try ImageSetPlan.files(folder: path, scenes: scenes)
        case .appIcon(let macOS): try AppIconPlan.files(folder: path, scenes: scenes, macOS: macOS, notes: notes)
        case .android(let android):
            try AndroidResourcesPlan.files(res: path, kind: android, name: name, scenes: scenes, foreground: foreground, splash: splash, notes: notes)
        case .iconComposer: try IconComposerPlan.files(folder: path, scenes: scenes, notes: notes)
        case .web:
            try WebIconsPlan.files(folder: path, scenes: scenes, foreground: foreground, background: background, startup: startup, notes: notes)
        }
    }

    /// Renders and writes the destination's files as one unit (``AssetWriter``).
    /// - Throws: ``OutputError``, `ResourceLimitError`, `PNGError`, `FileError`.
    public func write(_ scenes: AppearanceScenes, foreground: AppearanceScenes? = nil, compression: PNGCompression = .standard,
                      threads: Int) throws {
        try AssetWriter(compression: compression, threads: threads).write(files(for: scenes, foreground: foreground))
    }
}
