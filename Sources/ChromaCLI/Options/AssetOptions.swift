import ArgumentParser
import ChromaOutput
import ChromaRaster
import ChromaText
import ColorCore
import Foundation

extension AndroidAsset: ExpressibleByArgument {}

/// `--appearances`, `--android`, `--web`, `--macos`, `--asset-name`: asset destinations of
/// every drawing command. `-o NAME.imageset` and `-o NAME.appiconset` are asset destinations by
/// their extension alone (docs/ASSETS.md).
struct AssetOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Asset outputs: the appearances to draw, comma-separated: any, dark, high-contrast, dark-high-contrast (any is always drawn).",
                               valueName: "list"))
    var appearances: String?

    @Option(help: ArgumentHelp("Write Android resources into the -o res folder: launcher, adaptive, splash (the drawing also as the Android 12 splash icon) or drawable.", valueName: "kind"))
    var android: AndroidAsset?

    @Flag(help: "Write a web app's icons into the -o folder: icon-192, icon-512, maskable, apple-touch-icon, favicon.ico and the manifest's icons.")
    var web = false

    @Flag(name: .customLong("macos"), help: "With -o NAME.appiconset: add the macOS icon sizes.")
    var macOS = false

    @Option(name: .customLong("asset-name"), help: ArgumentHelp("The Android resource name (default: ic_launcher, splash or image).", valueName: "name"))
    var name: String?

    @Option(name: .customLong("preview-sheet"),
            help: ArgumentHelp("Asset outputs: also write a contact sheet of every icon, as written and under each mask a launcher, the Dock or a browser applies, light and dark, to FILE.png.",
                               valueName: "file"))
    var previewSheet: String?

    @Option(name: .customLong("maskable-background"),
            help: ArgumentHelp("With --web: shrink the whole scene into the maskable icon's 80 % circle and pad it with this color (default: the scene's backdrop full bleed, its shapes shrunk into the circle; a scene without a backdrop shrunk whole, its edges continued).", valueName: "color"))
    var maskableBackground: String?

    @Option(name: .customLong("splash-background"),
            help: ArgumentHelp("With --android splash: the Android 12 splash window's color, opaque (default: the scene's background).", valueName: "color"))
    var splashBackground: String?

    @Option(name: .customLong("icon-background"),
            help: ArgumentHelp("With --android splash: the circle behind the Android 12 splash icon (Theme.SplashScreen.IconBackground).", valueName: "color"))
    var iconBackground: String?

    func validate() throws {
        if let appearances {
            do { _ = try AssetAppearance.list(parsing: appearances) } catch let error as OutputError { throw ValidationError(error.description) }
        }
        if let previewSheet, previewSheet == "-" || OutputFormat.suffix(of: previewSheet) == nil || OutputOptions<ImageDestination>.stillFormat(of: previewSheet) != .png
            || previewSheet.last == "/" {
            throw ValidationError("--preview-sheet '\(previewSheet)' is not a PNG file; expected FILE.png")
        }
        if maskableBackground != nil, !web { throw ValidationError("--maskable-background pads the --web maskable icon; give --web") }
        for (option, value) in [("--splash-background", splashBackground), ("--icon-background", iconBackground)] where value != nil {
            guard android == .splash else { throw ValidationError("\(option) colors the Android 12 splash screen; give --android splash") }
        }
        _ = try colors()
    }

    /// Whether any asset option was given.
    var isRequested: Bool {
        appearances != nil || android != nil || web || macOS || name != nil || previewSheet != nil || maskableBackground != nil
            || splashBackground != nil || iconBackground != nil
    }

    /// Whether an option that only a drawing's own destination takes was given (an assets
    /// document says these per target).
    var namesDestination: Bool {
        appearances != nil || android != nil || web || macOS || name != nil || maskableBackground != nil || splashBackground != nil || iconBackground != nil
    }

    /// The colors the options give: the maskable padding, the splash window's and the icon's background.
    /// - Throws: `ValidationError` for a color that does not parse or is not opaque (each fills
    ///   an opaque area: the maskable icon's edges, the splash window, the splash icon's disc).
    func colors() throws -> (maskable: Color?, splash: Color?, icon: Color?) {
        func opaque(_ text: String?, _ option: String, _ why: String) throws -> Color? {
            guard let text else { return nil }
            let color = try ArgumentReading.color(text)
            guard color.isOpaqueInEveryAppearance else { throw ValidationError("\(option) '\(text)' is not opaque in every appearance; \(why)") }
            return color
        }
        return (try opaque(maskableBackground, "--maskable-background", "a maskable icon is opaque to its edges"),
                try opaque(splashBackground, "--splash-background", "Android's splash window is one opaque color"),
                try opaque(iconBackground, "--icon-background", "the Android 12 splash icon's background is one opaque color"))
    }

    /// The Android splash options these colors give.
    func splashOptions() throws -> AndroidSplashPlan.Options {
        let (_, splash, icon) = try colors()
        return AndroidSplashPlan.Options(iconBackground: icon.map { [.any: $0] } ?? [:], background: splash.map { [.any: $0] } ?? [:])
    }

    /// Writes `files` and, with `--preview-sheet`, the contact sheet of their icons, as one
    /// unit: the assets confined to `root`, the sheet wherever it is named. The list of files
    /// written is kept in `output`, and the files an earlier run listed there that `planned`
    /// (default: `files`) does not hold are removed (``AssetWriter``).
    /// - Throws: `ValidationError` when the files hold no icon; what writing throws.
    static func write(_ files: [AssetFile], within root: String, recordingIn output: String, planned: [AssetFile]? = nil,
                      owns: ((String) -> Bool)? = nil, previewSheet: String?, compression: CompressionOptions) throws {
        try AssetWriter.checkConfined(files, within: root)
        var all = files
        if let previewSheet {
            // The sheet is one more file of the run; one the assets write is refused by name,
            // not as two targets writing one file.
            func same(_ path: String) -> String { AssetWriter.normalized(URL(fileURLWithPath: path).standardized.path) }
            let sheet = same(previewSheet)
            if files.contains(where: { same($0.path) == sheet }) {
                throw ValidationError("--preview-sheet \(previewSheet) is one of the files the assets write; name the sheet outside them, such as beside the -o folder")
            }
            let previews = files.compactMap(\.preview)
            let bytes: [UInt8]
            do {
                bytes = try IconPreviewSheet.png(previews, labeler: Self.label, threads: CommandEnvironment.threads)
            } catch let error as OutputError {
                throw ValidationError(error.description)
            }
            all.append(AssetFile(path: previewSheet, content: .bytes(bytes)))
        }
        let sheet = all.count > files.count ? [all.last!] : []
        let warnings = try AssetWriter(compression: compression.compression, threads: CommandEnvironment.threads)
            .write(all, recordingIn: output, planned: planned.map { $0 + sheet }, owns: owns)
        for line in warnings { Warning.write(line) }
    }

    /// The contact sheet's labels, in DejaVu Sans.
    static let label: IconPreviewSheet.Labeler = { text, size, origin, color in
        Font.dejaVuSans.layer(for: text, size: size, at: origin, paint: .solid(color))
    }

    /// Refuses asset options, and an asset set path, for an animation (`what`), which has no
    /// asset destination.
    func refuse(for what: String, path: String) throws {
        let isSet = OutputOptions<ImageDestination>.stillFormat(of: path)?.isFolder ?? false
        if isRequested || isSet {
            throw ValidationError("asset outputs (-o NAME.imageset, NAME.appiconset, --android, --web, --appearances) are for still drawings; \(what) is an animation")
        }
    }

    /// The name an asset set takes from its folder: `AppIcon` for `ios/AppIcon.appiconset/`.
    static func folderName(_ path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return last.split(separator: ".").first.map(String.init) ?? last
    }

    /// The appearances asked for, `any` alone by default.
    var appearanceList: [AssetAppearance] {
        appearances.flatMap { try? AssetAppearance.list(parsing: $0) } ?? [.any]
    }

    /// The asset destination `path` is with these options, or nil for a plain image.
    /// - Throws: `ValidationError` when the options and the path disagree, or asset options
    ///   are given for a plain image.
    func output(for path: String) throws -> AssetOutput? {
        let kind: AssetKind?
        do {
            kind = try AssetOutput.kind(forPath: path, android: android, web: web, macOS: macOS)
        } catch let error as OutputError {
            throw ValidationError(error.description)
        }
        guard let kind else {
            if let appearances { throw ValidationError("--appearances \(appearances) is for asset outputs (-o NAME.imageset, NAME.appiconset, --android, --web); '\(path)' is one image") }
            if let name { throw ValidationError("--asset-name \(name) is for --android resources") }
            if let previewSheet {
                throw ValidationError("--preview-sheet \(previewSheet) previews icons of asset outputs (-o NAME.appiconset, NAME.icon, --android, --web); '\(path)' is one image")
            }
            return nil
        }
        if let name, android == nil {
            let why = web ? "--web writes the file names browsers and the manifest expect (icon-192.png, favicon.ico, …)"
                : "\(kind.name) assets take their name from the folder (\(Self.folderName(path)))"
            throw ValidationError("--asset-name \(name) names Android resources; \(why)")
        }
        return AssetOutput(path: path, kind: kind, name: name)
    }
}
