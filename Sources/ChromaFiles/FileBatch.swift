internal import CFiles
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole files written into one folder and made durable together: many small files (splash
/// frames) at the cost of one wait for the disk instead of one per file.
///
/// Each ``add(_:name:)`` writes a file to a temporary name beside its target, as ``OutputFile``
/// does; ``commit()`` then puts every file of the batch on disk at once, renames each over its
/// target, and syncs the folder once. On Linux the one wait is `syncfs(2)` of the folder's file
/// system (which also reports any writeback error the file system had since the batch's folder
/// was opened); elsewhere each file is fsynced. Measured on ext4 (`Benchmarks/durability.py`),
/// 240 frames take about a tenth of the time of an fsync, a rename and a folder fsync per file.
///
/// The guarantee is the same as one file's: a target holds either what it held before or the
/// complete new file, never a partial one, whether the process is killed or the disk fills; after
/// ``commit()`` returns, the batch's files are complete and on disk under their names. Files not
/// yet committed are temporary files, removed by ``discard()``, on deinit, by ``PendingFiles`` on
/// SIGINT or SIGTERM, or, after a SIGKILL or a power cut, by the next writer into the folder.
/// `syncfs` also waits for other programs' unwritten data on the same file system.
///
/// ``commitInBackground()`` lets the disk work of one group overlap the writing of the next.
public final class FileBatch: @unchecked Sendable {
    /// The folder the files go into.
    public let folder: String
    private let folderDescriptor: Int32
    private let lock = NSLock()
    private var pending: [OutputFile] = []
    private var pendingBytes = 0
    private let committer = DispatchQueue(label: "chroma.file-batch")
    private let background = DispatchGroup()
    private var failure: Error?

    /// Opens `folder` for a batch of files.
    /// - Throws: ``FileError`` `.cannotCreate` when the folder cannot be opened.
    public init(folder: String) throws {
        self.folder = folder
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError.system(.cannotCreate, "cannot write files into '\(folder)'", path: folder, code: errno) }
        folderDescriptor = descriptor
    }

    deinit {
        discard()
        close(folderDescriptor)
    }

    /// Files written and not yet committed.
    public var count: Int { lock.withLock { pending.count } }

    /// Bytes of the files written and not yet committed.
    public var byteCount: Int { lock.withLock { pendingBytes } }

    /// Writes `bytes` to a temporary file for the target `name` in the folder; the target is
    /// replaced at the next ``commit()``. Safe to call from several threads at once.
    /// - Throws: ``FileError`` naming the path and the system's reason (a full disk, no
    ///   permission, a target that is a folder or a symbolic link); nothing is left behind.
    public func add(_ bytes: [UInt8], name: String) throws {
        let file = try OutputFile(.file(folder + "/" + name))
        try file.write(bytes)
        lock.withLock {
            pending.append(file)
            pendingBytes += bytes.count
        }
    }

    /// Puts every file added since the last commit on disk, moves each into place, and syncs
    /// the folder, after the commits started by ``commitInBackground()`` have finished. On a
    /// failure the files not yet moved are removed and their targets left as they were.
    /// - Throws: ``FileError`` `.cannotWrite` when the data cannot be synced or a file cannot be moved, here
    ///   or in a background commit.
    public func commit() throws {
        background.wait()
        try rethrowBackgroundFailure()
        try commit(takePending())
    }

    /// Starts committing the files added so far on another thread, so the caller can go on
    /// writing the next ones; commits run one after another, in the order they were started.
    /// ``commit()`` waits for them. A failure is thrown by the next call of either.
    /// - Throws: ``FileError`` from an earlier background commit.
    public func commitInBackground() throws {
        try rethrowBackgroundFailure()
        let files = takePending()
        guard !files.isEmpty else { return }
        background.enter()
        let handoff = Handoff(files: files)
        committer.async { [self] in
            defer { background.leave() }
            do { try commit(handoff.files) } catch { lock.withLock { if failure == nil { failure = error } } }
        }
    }

    /// Waits for the background commits, then removes the files not yet committed: the way out
    /// after a failure elsewhere, which leaves every committed file in place.
    public func discardAfterCommits() {
        background.wait()
        discard()
    }

    private func rethrowBackgroundFailure() throws {
        if let failure = lock.withLock({ failure }) { throw failure }
    }

    private func takePending() -> [OutputFile] {
        lock.withLock {
            defer { (pending, pendingBytes) = ([], 0) }
            return pending
        }
    }

    private func commit(_ files: [OutputFile]) throws {
        guard !files.isEmpty else { return }
        do {
            try sync(files)
            for file in files { try file.moveIntoPlace(syncingFolder: false) }
        } catch {
            for file in files { file.discard() }
            throw error
        }
        try syncFolder()
    }

    /// Commits `batches` as one unit: every file is put on disk first, then every rename of
    /// every batch is made in one step with respect to a stop (``PendingFiles/finishTogether(_:)``),
    /// so SIGINT or SIGTERM leaves either no target changed or all of them; each folder is
    /// synced last. `finishing` (removing the files an earlier run wrote and this one does not,
    /// ``FileManifest/remove(_:below:)``) runs in the same step, after the renames.
    /// - Throws: ``FileError``; on a failure before the renames, no target has changed.
    public static func commitTogether(_ batches: [FileBatch], finishing: () -> Void = {}) throws {
        var taken: [(batch: FileBatch, files: [OutputFile])] = []
        do {
            for batch in batches {
                batch.background.wait()
                try batch.rethrowBackgroundFailure()
                taken.append((batch, batch.takePending()))
            }
            for (batch, files) in taken where !files.isEmpty { try batch.sync(files) }
            try PendingFiles.finishTogether {
                for (_, files) in taken { for file in files { try file.moveIntoPlace(syncingFolder: false) } }
                finishing()
            }
        } catch {
            for (_, files) in taken { for file in files { file.discard() } }
            throw error
        }
        for (batch, files) in taken where !files.isEmpty { try batch.syncFolder() }
    }

    /// Puts `files` (written into this folder) on disk.
    private func sync(_ files: [OutputFile]) throws {
        #if os(Linux)
        if chroma_sync_file_system(folderDescriptor) != 0 { throw FileError.system(.cannotWrite, "cannot flush the files in '\(folder)'", path: folder, code: errno) }
        #else
        for file in files { try file.sync() }
        #endif
    }

    /// Makes the renames into the folder durable.
    private func syncFolder() throws {
        // A file system that cannot sync a folder (EINVAL) keeps renames in order without it.
        if fsync(folderDescriptor) != 0, errno != EINVAL {
            throw FileError.system(.cannotWrite, "cannot flush the folder '\(folder)'", path: folder, code: errno)
        }
    }

    /// Abandons the files added since the last commit: their temporary files are removed.
    public func discard() {
        for file in takePending() { file.discard() }
    }
}

/// Files handed to the committing thread: from then on only that thread touches them.
private struct Handoff: @unchecked Sendable {
    let files: [OutputFile]
}
