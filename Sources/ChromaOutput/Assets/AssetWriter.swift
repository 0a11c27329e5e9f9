import ChromaFiles
import ChromaLimits
import ChromaParallel
import ChromaPNG
import Foundation

/// Writes the files of one or more asset destinations as one unit: every image is rendered
/// (on every core, each at its own size) and every file staged before any target is touched,
/// so a run that fails — a bad scene, a limit, a full disk while staging — leaves the previous
/// assets exactly as they were.
///
/// Staging: each file is written to a temporary file beside its target (`FileBatch`, one
/// batch per folder); then every batch is synced, and every file renamed into place in one step
/// with respect to SIGINT and SIGTERM (`FileBatch.commitTogether(_:)`): a stop leaves either
/// none of the targets changed or all of them. Folders the run had to create are removed again
/// when it fails or is stopped before the renames. A file marked
/// ``AssetFile/onlyIfMissing`` (a catalog's own `Contents.json`) is written only when nothing
/// is at its path.
///
/// Re-runs: given the output folder, the writer keeps there the list of files it wrote
/// (`FileManifest`, `.chroma-files`); the next run into the folder removes, in the same step as
/// its renames, the listed files it does not write itself, and the folders they leave empty, so
/// the folder ends as a run into an empty one leaves it. A file not on the list (the user's own,
/// or a catalog's `Contents.json` made when missing) is never removed.
public struct AssetWriter: Sendable {
    /// PNG filter and deflate settings.
    public var compression: PNGCompression
    /// Threads rendering and encoding, ≥ 1.
    public var threads: Int

    /// Creates a writer.
    public init(compression: PNGCompression = .standard, threads: Int) {
        self.compression = compression
        self.threads = max(1, threads)
    }

    /// Checks the files without rendering: no path twice.
    /// - Throws: ``OutputError/sameFileTwice(_:)``.
    public static func check(_ files: [AssetFile]) throws {
        var seen = Set<String>()
        for file in files where !seen.insert(Self.normalized(file.path)).inserted {
            throw OutputError.sameFileTwice(file.path)
        }
    }

    /// Refuses a file that would land outside `root` through a symbolic link: no folder between
    /// `root` and a file, nor the file itself, may be a link (reading a document is confined to
    /// its folder; writing its assets is confined to `-o` the same way). `root` itself may be.
    /// - Throws: ``OutputError/badAssetDestination(_:reason:)`` naming the link.
    public static func checkConfined(_ files: [AssetFile], within root: String) throws {
        let base = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
        var checked = Set<String>()
        for file in files {
            let relative: Substring
            if base == "." {
                relative = file.path.hasPrefix("./") ? file.path.dropFirst(2) : Substring(file.path)
            } else if base == "/", file.path.hasPrefix("/") {
                relative = file.path.dropFirst()
            } else if file.path.hasPrefix(base + "/") {
                relative = file.path.dropFirst(base.count + 1)
            } else {
                throw OutputError.badAssetDestination(file.path, reason: "it is outside the output folder \(root)")
            }
            var path = base == "/" ? "" : base
            for component in relative.split(separator: "/") where component != "." {
                guard component != ".." else {
                    throw OutputError.badAssetDestination(file.path, reason: "it leads out of the output folder \(root) with '..'")
                }
                path += "/" + component
                guard checked.insert(path).inserted else { continue }
                var status = stat()
                guard lstat(path, &status) == 0 else { break }  // missing: made by the run, below root
                if status.st_mode & S_IFMT == S_IFLNK {
                    throw OutputError.badAssetDestination(path, reason: "it is a symbolic link inside the output folder \(root); "
                        + "assets are written only inside it (remove the link, or give its target as -o)")
                }
            }
        }
    }

    /// The deepest folder holding every file (a set's folder, or its catalog when the catalog's
    /// own `Contents.json` is among them): the root a single destination is confined to.
    public static func commonFolder(_ files: [AssetFile]) -> String {
        var common: [Substring]?
        for file in files {
            let parts = split(file.path).folder.split(separator: "/", omittingEmptySubsequences: false)
            guard let so = common else { common = parts; continue }
            common = Array(zip(so, parts).prefix { $0 == $1 }.map(\.0))
        }
        let joined = (common ?? ["."]).joined(separator: "/")
        return joined.isEmpty ? (files.first?.path.hasPrefix("/") == true ? "/" : ".") : joined
    }

    /// Renders and writes every file, all or nothing (see the type's summary); with `root`,
    /// no file may land outside it through a link (``checkConfined(_:within:)``).
    /// - Parameters:
    ///   - files: the files to write, each an image to render or bytes.
    ///   - root: the folder no file may leave through a link; nil checks nothing.
    ///   - output: the output folder whose list of files the run keeps: the files of an
    ///     earlier run listed there that this run does not plan are removed (see the type's
    ///     summary); nil keeps no list and removes nothing.
    ///   - planned: every file the run's plan holds, when `files` is part of it (one shard of
    ///     an assets document): none of these is removed, and all are listed. Default: `files`.
    ///   - owns: whether a listed file (its path as given to the system) is this run's to
    ///     remove (``AssetOutput/owns(_:)``): another command writing into the same folder
    ///     (a splash beside a launcher icon in one `res`) lists its files there too, and they
    ///     stay, listed, until a run that owns them drops them. Default: every listed file.
    /// - Returns: warning lines (a list of files that could not be used).
    /// - Throws: ``OutputError``; `ResourceLimitError`; `PNGError`; `FileError` naming the path.
    @discardableResult
    public func write(_ files: [AssetFile], within root: String? = nil, recordingIn output: String? = nil,
                      planned: [AssetFile]? = nil, owns: ((String) -> Bool)? = nil) throws -> [String] {
        var all = files
        var stale: [String] = []
        var others: [String] = []
        var warnings: [String] = []
        var outputFolder = output ?? "."
        while outputFolder.count > 1, outputFolder.hasSuffix("/") { outputFolder.removeLast() }
        if output != nil {
            let everything = planned ?? all
            let owned = everything.filter { !$0.onlyIfMissing }.compactMap { FileManifest.relative($0.path, to: outputFolder) }
            let kept = Set(everything.compactMap { FileManifest.relative($0.path, to: outputFolder) })
            // A path inside the output folder, as given to the system.
            func inOutput(_ name: String) -> String { outputFolder == "." ? name : outputFolder == "/" ? "/" + name : outputFolder + "/" + name }
            let path = inOutput(FileManifest.name)
            switch FileManifest.read(in: outputFolder) {
            case .none: break
            case .listed(let old):
                for listed in old.paths where !kept.contains(listed) && listed != FileManifest.name {
                    if owns?(inOutput(listed)) ?? true { stale.append(listed) } else { others.append(listed) }
                }
            case .ignored(let reason):
                warnings.append("ignoring the list of files \(path): \(reason); files of earlier runs are left in place, and the list is written anew")
            }
            let list = AssetFile.text(path, String(decoding: FileManifest(paths: owned + others).bytes, as: UTF8.self))
            // The list is never written through a link, whatever `root` is.
            try Self.checkConfined([list], within: outputFolder)
            all.append(list)
        }
        if let root { try Self.checkConfined(all, within: root) }
        // Folders' own Contents.json, written when missing, may be asked for by every asset in
        // the folder: once is enough.
        var missing = Set<String>()
        let unique = all.filter { !$0.onlyIfMissing || missing.insert(Self.normalized($0.path)).inserted }
        try Self.check(unique)
        let files = unique.filter { !($0.onlyIfMissing && FileManager.default.fileExists(atPath: $0.path)) }
        // A file where a folder must go is found before anything is drawn.
        for file in files { try Self.checkFolderPath(of: file.path) }
        let contents = try encode(files)
        var created: [String] = []
        var batches: [String: FileBatch] = [:]
        do {
            for (file, bytes) in zip(files, contents) {
                let (folder, name) = Self.split(file.path)
                if batches[folder] == nil {
                    try Self.makeFolder(folder, created: &created)
                    batches[folder] = try FileBatch(folder: folder)
                }
                try batches[folder]!.add(bytes, name: name)
            }
            // Every file renamed into place at once: a signal leaves all of them or none.
            try FileBatch.commitTogether(batches.keys.sorted().map { batches[$0]! }) {
                if !stale.isEmpty { FileManifest.remove(stale, below: outputFolder) }
            }
            PendingFiles.forgetMadeFolders(created)
        } catch {
            for batch in batches.values { batch.discard() }
            for folder in created.reversed() { rmdir(folder) }
            PendingFiles.forgetMadeFolders(created)
            throw error
        }
        return warnings
    }

    /// Every file's bytes, images rendered in parallel (each image on one thread when there
    /// are several, on every thread when there is one). The encoded files are held until all
    /// are staged: their pixels, at worst the size of the files, are checked against the memory
    /// limit first.
    private func encode(_ files: [AssetFile]) throws -> [[UInt8]] {
        let images = files.flatMap(\.images)
        let held = images.reduce(0) { ResourceLimits.sum($0, ResourceLimits.product($1.scene.width, $1.scene.height, $1.scene.depth.bytesPerPixel)) }
        try ResourceLimits.check(held, .memory, "holding the \(images.count) asset images until every file is written")
        let jobs = files.enumerated().flatMap { file in file.element.images.enumerated().map { (file: file.offset, image: $0.offset, $0.element) } }
        let workers = max(1, min(threads, jobs.count))
        let inner = max(1, threads / workers)
        let results = ResultSlots(count: jobs.count)
        let compression = compression
        Workers.forEach(jobs.count, threads: workers) { indices in
            for index in indices {
                results.set(index, Result { try jobs[index].2.encode(compression: compression, threads: inner) })
            }
        }
        var encoded = [[[UInt8]]](repeating: [], count: files.count)
        for (index, job) in jobs.enumerated() { encoded[job.file].append(try results.get(index)) }
        return files.enumerated().map { index, file in
            switch file.content {
            case .bytes(let bytes): return bytes
            case .image: return encoded[index][0]
            case .icon(let list): return ICOContainer.bytes(of: zip(list, encoded[index]).map { ($0.scene.width, $1) })
            }
        }
    }

    /// Refuses a path one of whose folders is something other than a folder (a regular file,
    /// a FIFO; after links): the file could never be created there.
    /// - Throws: `FileError` `.cannotCreate` (exit 73) naming the file and the path in its way.
    static func checkFolderPath(of path: String) throws {
        var folder = split(path).folder
        var blocked: String?
        // The deepest existing component decides: above it everything exists as folders.
        while true {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
                if !isFolder.boolValue { blocked = folder }
                break
            }
            let parent = split(folder).folder
            guard parent != folder, folder != "." else { break }
            folder = parent
        }
        guard let blocked else { return }
        throw FileError(.cannotCreate, path: path, code: ENOTDIR,
                        message: "cannot write '\(path)': '\(blocked)' is a file, where a folder must go; expected a folder there, or nothing (move the file, or give another path)")
    }

    /// Creates `folder` and the folders above it that are missing, recording each it made.
    private static func makeFolder(_ folder: String, created: inout [String]) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            // Found by `checkFolderPath(of:)` before drawing, unless the file appeared since.
            guard isFolder.boolValue else {
                throw FileError(.cannotCreate, path: folder, code: ENOTDIR, message: "cannot create the folder '\(folder)': a file of that name is in the way")
            }
            return
        }
        let (parent, _) = split(folder)
        if parent != folder, !parent.isEmpty { try makeFolder(parent, created: &created) }
        // Made and recorded in one step: a signal at any moment removes it or finds it unmade.
        if try PendingFiles.createFolder(folder) { created.append(folder) }
    }

    /// The folder and the name of a path ("." for a bare name).
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    /// A path with `//` and `/./` folded, for comparing targets (no `..` resolved, no link
    /// followed): `out//web/./a.png` is `out/web/a.png`.
    public static func normalized(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.joined(separator: "/")
    }
}

/// One result per job, set by the workers and read after they finish.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [Result<[UInt8], Error>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<[UInt8], Error>) { lock.withLock { slots[index] = result } }

    func get(_ index: Int) throws -> [UInt8] { try lock.withLock { slots[index] }!.get() }
}
