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
    /// Renders the document's targets (this shard's) into `root`.
    /// - Returns: the files written.
    /// - Throws: `CommandFailure` for an unreadable scene or palette; `ValidationError` for a
    ///   target the output wing refuses, naming the target; what writing throws.
    static func render(_ document: AssetsDocument, file: String, root: String, shard: Shard?, compression: CompressionOptions,
                       quiet: Bool) throws -> [String] {
        var cache: [String: Scene] = [:]
        func scene(_ path: String, for target: AssetsDocument.Target) throws -> Scene {
            if let scene = cache[path] { return scene }
            let read = try SceneInput.document(path)
            guard let scene = read.scene else {
                throw ValidationError("\(file): \(target.location): \(path) is not a still scene (a splash or another assets document cannot be an asset)")
            }
            cache[path] = scene
            return scene
        }
        var plans: [[AssetFile]] = []
        for target in document.targets {
            let base = root == "." ? target.path : root + "/" + target.path
            do {
                switch target.kind {
                case .asset(let kind):
                    // Each appearance's scene (its own file, or the default one) drawn in that
                    // appearance; without named appearances, those the scene's colors adapt to.
                    let appearances = target.namesAppearances
                        ? target.appearances : AppearanceScenes.appearances(of: try scene(target.scenes[.any]!, for: target), among: kind.supportedAppearances)
                    let scenes = try AppearanceScenes(appearances: appearances) { appearance in
                        var drawn = try scene(target.scenes[appearance] ?? target.scenes[.any]!, for: target)
                        drawn.environment = appearance.environment
                        return drawn
                    }
                    let foreground = try target.foreground.map { path in try AppearanceScenes(appearances: [.any]) { _ in try scene(path, for: target) } }
                    plans.append(try AssetOutput(path: base, kind: kind, name: target.name).files(for: scenes, foreground: foreground))
                case .colorSets:
                    plans.append(ColorSetPlan.files(catalog: base, palette: try PaletteInput.file(target.palette!)))
                case .androidColors:
                    plans.append(AndroidResourcesPlan.colorFiles(res: base, palette: try PaletteInput.file(target.palette!)))
                }
            } catch let error as OutputError {
                throw ValidationError("\(file): \(target.location): \(error)")
            }
        }
        let costs = plans.map { files in
            files.reduce(0) { total, file in file.images.reduce(total) { ResourceLimits.sum($0, ResourceLimits.product($1.scene.width, $1.scene.height)) } }
        }
        let mine = (shard ?? Shard(index: 1, count: 1)!).items(costs: costs)
        if let shard, mine.isEmpty, !quiet { StandardError.write(shard.nothingToRender(plans.count, "asset target")) }
        let files = mine.flatMap { plans[$0] }
        do {
            try AssetWriter(compression: compression.compression, threads: CommandEnvironment.threads).write(files)
        } catch let error as OutputError {
            throw ValidationError("\(file): \(error)")
        }
        if !quiet, isatty(2) != 0 { StandardError.write("wrote \(files.count) files of \(mine.count) asset targets into \(root)\n") }
        return files.map(\.path)
    }
}
