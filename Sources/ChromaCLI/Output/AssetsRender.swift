import ArgumentParser
import ChromaDocument
import ChromaLimits
import ChromaOutput
import ChromaPalette
import ChromaRaster
import Foundation

/// `chroma render ASSETS.yaml -o ROOT`: every target of an assets document, drawn and written
/// as one unit (``AssetWriter``): all images rendered in parallel and staged before any target
/// is replaced, so a failed run leaves the previous assets in place. `--shard K/N` renders the
/// targets of part K, balanced by the pixels each writes, as a folder of scenes is split.
enum AssetsRender {
    /// Renders the document's targets (this shard's) into `root`, and with `previewSheet` the
    /// contact sheet of their icons (``IconPreviewSheet``) in the same unit. The reader has read every
    /// scene and palette; this plans each target's files (the output wing's ``AssetOutput``,
    /// ``ColorSetPlan``, ``AndroidResourcesPlan``), keeps this shard's, and hands them to one writer.
    /// - Returns: the files written.
    /// - Throws: a data error (65) for a target the output wing refuses, naming the target, and
    ///   for two targets writing one file; what writing throws.
    static func render(_ document: AssetsDocument, file: String, root: String, shard: Shard?, compression: CompressionOptions,
                       quiet: Bool, previewSheet: String? = nil) throws -> [String] {
        try checkRoot(root)
        let notes = AssetNotes()
        let plans = try plans(document, file: file, root: root, notes: notes)
        let costs = plans.map { files in
            files.reduce(0) { total, file in file.images.reduce(total) { ResourceLimits.sum($0, ResourceLimits.product($1.scene.width, $1.scene.height)) } }
        }
        let mine = (shard ?? Shard(index: 1, count: 1)!).items(costs: costs)
        if let shard, mine.isEmpty, !quiet { StandardError.write(shard.nothingToRender(plans.count, "asset target")) }
        let files = mine.flatMap { plans[$0] }
        for line in notes.lines { Warning.write(line) }
        do {
            // The document owns the list in its root: a target it no longer has loses its files.
            try AssetOptions.write(files, within: root, recordingIn: root, planned: plans.flatMap { $0 }, previewSheet: previewSheet, compression: compression)
        } catch let error as OutputError {
            // Two targets writing one file is the document's content; the destination's state is not.
            if case .sameFileTwice = error { throw CommandFailure.dataError("\(file): \(error)") }
            throw ValidationError("\(file): \(error)")
        }
        if !quiet, isatty(2) != 0 { StandardError.write("wrote \(files.count) files of \(mine.count) asset targets into \(root)\n") }
        return files.map(\.path) + (previewSheet.map { [$0] } ?? [])
    }

    /// Refuses a root that names a file (`-o x.png`): an assets document writes a tree of files,
    /// so `-o` names the folder they go in; a suffix of an image, an animation or an asset set
    /// would make a folder of that name.
    /// - Throws: `ValidationError` (64) naming the suffix and what `-o` must be.
    static func checkRoot(_ root: String) throws {
        guard root != "-" else {
            throw ValidationError("-o -: an assets document writes a tree of files, not one image to standard output; give -o a folder, such as -o Output/assets")
        }
        guard let suffix = OutputFormat.suffix(of: root),
              RenderCommand.stillOnlySuffixes.contains(suffix) || OutputFormat.knownSuffixes(for: .still).contains(suffix)
              || OutputFormat.knownSuffixes(for: .animation).contains(suffix) else { return }
        let format = OutputFormat.allCases.first { $0.isFolder && $0.suffixes(for: .still).contains(suffix) }
        let image = RenderCommand.stillOnlySuffixes.contains(suffix) || OutputFormat.knownSuffixes(for: .still).contains(suffix)
        let what = format != nil ? "an asset set" : image ? "an image" : "an animation"
        let name = root.split(separator: "/").last ?? Substring(root)
        throw ValidationError("-o \(root) ends in .\(name.suffix(suffix.count)), \(what)'s suffix; an assets document writes a tree of files "
            + "(each target's path inside -o), so -o must name a folder without that suffix, such as -o Output/assets")
    }

    /// The files of every target of the document (of every shard), one list per target in
    /// document order, under `root`, nothing drawn or written; the plans' warning lines go to
    /// `notes`.
    /// - Throws: a data error (65) for a target the output wing refuses, naming `file` and the target.
    static func plans(_ document: AssetsDocument, file: String, root: String, notes: AssetNotes) throws -> [[AssetFile]] {
        var plans: [[AssetFile]] = []
        for target in document.targets {
            let base = root == "." ? target.path : root + "/" + target.path
            do {
                switch target.kind {
                case .asset(let kind):
                    // Each appearance's scene (its own, or the default one) drawn in that
                    // appearance; without named appearances, those the scene's colors adapt to.
                    let any = target.scenes[.any]!
                    let appearances = target.namesAppearances ? target.appearances : AppearanceScenes.appearances(of: any, among: kind.supportedAppearances)
                    let scenes = AppearanceScenes(appearances: appearances) { appearance in
                        var drawn = target.scenes[appearance] ?? any
                        drawn.environment = appearance.environment
                        return drawn
                    }
                    let foreground = target.foreground.map { scene in AppearanceScenes(appearances: [.any]) { _ in scene } }
                    // A scene per appearance (its own, or the default one) drawn in each the
                    // target draws or gives a scene for, among `supported`; unless the target
                    // names its appearances, also in each the scene's own adaptive colors
                    // differ in, as the command line draws a drawing (an adaptive icon or
                    // startup scene beside a plain scene gets its dark variant).
                    func variants(_ given: [AssetAppearance: Scene], among supported: [AssetAppearance]) -> AppearanceScenes? {
                        guard let any = given[.any] else { return nil }
                        let own = target.namesAppearances ? [] : AppearanceScenes.appearances(of: any, among: supported)
                        let drawn = Set(Array(given.keys) + appearances + own).filter { supported.contains($0) }.sorted()
                        return AppearanceScenes(appearances: drawn) { appearance in
                            var variant = given[appearance] ?? any
                            variant.environment = appearance.environment
                            return variant
                        }
                    }
                    var splash = AndroidSplashPlan.Options(icon: variants(target.icon, among: [.any, .dark]), iconBackground: target.iconBackground,
                                                           background: target.splashBackground)
                    if let theme = target.appTheme { splash.appTheme = theme }
                    plans.append(try AssetOutput(path: base, kind: kind, name: target.name)
                        .files(for: scenes, foreground: foreground, startup: variants(target.startup, among: [.any, .dark]), background: target.background,
                               splash: splash, notes: notes))
                case .colorSets:
                    plans.append(ColorSetPlan.files(catalog: base, palette: target.palette!))
                case .androidColors:
                    plans.append(AndroidResourcesPlan.colorFiles(res: base, palette: target.palette!))
                }
            } catch let error as OutputError {
                // What a target says is the document's content: a bad name, a scene too large.
                throw CommandFailure.dataError("\(file): \(target.location): \(error)")
            }
        }
        return plans
    }
}
