import ArgumentParser
import ChromaOutput

extension AndroidAsset: ExpressibleByArgument {}

/// `--appearances`, `--android`, `--web`, `--macos`, `--asset-name`: asset destinations of
/// every drawing command. `-o NAME.imageset` and `-o NAME.appiconset` are asset destinations by
/// their extension alone (docs/ASSETS.md).
struct AssetOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Asset outputs: the appearances to draw, comma-separated: any, dark, high-contrast, dark-high-contrast (any is always drawn).",
                               valueName: "list"))
    var appearances: String?

    @Option(help: ArgumentHelp("Write Android resources into the -o res folder: launcher, adaptive, splash or drawable.", valueName: "kind"))
    var android: AndroidAsset?

    @Flag(help: "Write a web app's icons into the -o folder: icon-192, icon-512, maskable, apple-touch-icon, favicon.ico and the manifest's icons.")
    var web = false

    @Flag(name: .customLong("macos"), help: "With -o NAME.appiconset: add the macOS icon sizes.")
    var macOS = false

    @Option(name: .customLong("asset-name"), help: ArgumentHelp("The Android resource name (default: ic_launcher, splash or image).", valueName: "name"))
    var name: String?

    func validate() throws {
        if let appearances {
            do { _ = try AssetAppearance.list(parsing: appearances) } catch let error as OutputError { throw ValidationError(error.description) }
        }
    }

    /// Whether any asset option was given.
    var isRequested: Bool { appearances != nil || android != nil || web || macOS || name != nil }

    /// Refuses asset options, and an asset set path, for an animation (`what`), which has no
    /// asset destination.
    func refuse(for what: String, path: String) throws {
        let isSet = OutputFormat.suffix(of: path).map { ["imageset", "appiconset", "icon"].contains($0) } ?? false
        if isRequested || isSet {
            throw ValidationError("asset outputs (-o NAME.imageset, NAME.appiconset, --android, --web, --appearances) are for still drawings; \(what) is an animation")
        }
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
            return nil
        }
        if name != nil, android == nil { throw ValidationError("--asset-name names Android resources; \(kind.name) assets take their name from the folder") }
        return AssetOutput(path: path, kind: kind, name: name)
    }
}
