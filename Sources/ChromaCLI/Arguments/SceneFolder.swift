import ArgumentParser
import ChromaDocument
import ChromaLimits
import ChromaSplash
import Foundation

/// A folder of scene documents, as `chroma render FOLDER` reads it: its files, and the share of
/// them a `--shard` renders.
enum SceneFolder {
    /// The scene files directly in `folder` (.json, .yaml, .yml; subfolders are not read), by name.
    /// Two files that would write one PNG (`a.json` and `a.yaml`) are refused before anything
    /// is read: one image would be lost.
    /// - Throws: ``CommandFailure`` 65 naming both files.
    static func sceneFiles(in folder: String) throws -> [String] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { DocumentReader.Syntax(documentName: $0) != nil }.sorted()
        var seen: [String: String] = [:]
        for file in files {
            if let earlier = seen.updateValue(file, forKey: baseName(file)) {
                throw CommandFailure.dataError("'\(earlier)' and '\(file)' in '\(folder)' would both render to '\(baseName(file)).png'; rename one")
            }
        }
        return files
    }

    /// The PNG a scene file renders to: its name without the extension.
    static func baseName(_ file: String) -> String {
        String(file[..<(file.lastIndex(of: ".") ?? file.endIndex)])
    }

    /// The files of `files` (in their order) that `shard` renders. Files that write the same
    /// PNG (`a.json` and `a.yaml`) stay together, in the order a full run renders them, so the
    /// last one wins as it does there; each such group weighs its ``cost(of:scale:)`` sum and
    /// the groups are balanced by ``Shard/assignment(costs:count:)``, equal costs in name order.
    /// Every shard reads every document to weigh it, so a document that cannot be read stops
    /// every shard, before any file is written.
    /// - Throws: what reading a document throws; `ValidationError` for a splash it cannot render.
    /// - Returns: the files with their documents, read once for both weighing and drawing.
    static func share(of files: [String], in folder: String, for shard: Shard, scale: Double) throws -> [(file: String, read: SceneInput.Read)] {
        var groups: [String] = [], costs: [Int] = [], groupOf: [String: Int] = [:]
        var reads: [SceneInput.Read] = []
        for file in files {
            let read = try SceneInput.read(folder + "/" + file)
            reads.append(read)
            if case .assets = read.document {
                throw ValidationError("\(folder)/\(file) is an assets document: render it on its own, chroma render \(folder)/\(file) -o FOLDER")
            }
            let weight = try cost(of: read.document, scale: scale)
            let base = baseName(file)
            if let group = groupOf[base] {
                costs[group] = ResourceLimits.sum(costs[group], weight)
            } else {
                groupOf[base] = groups.count
                groups.append(base)
                costs.append(weight)
            }
        }
        let mine = Set(shard.items(costs: costs).map { groups[$0] })
        return zip(files, reads).filter { mine.contains(baseName($0.0)) }.map { (file: $0.0, read: $0.1) }
    }

    /// The estimated work of rendering a document: the pixels it writes (every frame of an
    /// animation, which a folder render writes as one animated PNG), at `scale`. Deflating the
    /// pixels is most of a render, so pixels are the measure; it saturates at `Int.max`.
    /// - Throws: `ValidationError` for a splash animation that cannot be rendered.
    static func cost(of document: Document, scale: Double) throws -> Int {
        switch document {
        case .scene, .chart:
            let scene = document.scene!
            let side = { (length: Int) in Int((Double(length) * scale).rounded()) }
            return ResourceLimits.product(side(scene.width), side(scene.height))
        case .splash(var splash):
            splash.scale *= scale
            do {
                try splash.validate()
            } catch let error as SplashError {
                throw ValidationError(error.message)
            }
            let (width, height) = splash.canvasSize
            return ResourceLimits.product(width, height, splash.frameCount)
        case .assets:
            return 0
        }
    }
}
