import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder written whole and put in place in one step (an asset catalog): its files go into a
/// temporary folder beside the target (``PendingFiles/makeFolder(beside:)``, removed on a signal,
/// swept after a kill), are made durable by one ``FileBatch`` a subfolder, and ``commit()`` then
/// swaps the folder with an old one at the target in one step where the system can, or moves the
/// old one aside, renames the new one into place and moves the old one back if that fails. No
/// reader ever sees half a folder, and a failure leaves the target as it was.
public final class AtomicFolder {
    /// The folder written.
    public let path: String
    /// The temporary folder the files are written into until ``commit()``.
    public let staging: String
    private var batches: [String: FileBatch] = [:]
    private var finished = false

    /// Starts a folder that will take the place of `path`.
    /// - Throws: ``FileError`` `.cannotCreate` when the temporary folder cannot be made.
    public init(replacing path: String) throws {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.path = trimmed
        staging = try PendingFiles.makeFolder(beside: trimmed)
    }

    deinit { discard() }

    /// Writes `bytes` to the file `relativePath` of the folder ("Contents.json",
    /// "Blue.colorset/Contents.json"); the subfolders it names are made.
    /// - Throws: ``FileError`` with the system's reason.
    public func add(_ bytes: [UInt8], at relativePath: String) throws {
        let slash = relativePath.lastIndex(of: "/")
        let folder = slash.map { String(relativePath[..<$0]) } ?? ""
        let name = slash.map { String(relativePath[relativePath.index(after: $0)...]) } ?? relativePath
        try batch(folder).add(bytes, name: name)
    }

    /// The batch of files of a subfolder ("" for the folder itself), made on first use.
    private func batch(_ folder: String) throws -> FileBatch {
        if let batch = batches[folder] { return batch }
        let full = folder.isEmpty ? staging : staging + "/" + folder
        if !folder.isEmpty {
            if let slash = folder.lastIndex(of: "/") { _ = try batch(String(folder[..<slash])) }
            guard mkdir(full, 0o777) == 0 || errno == EEXIST else {
                throw FileError.system(.cannotWrite, "cannot create the folder '\(path)/\(folder)'", path: path, code: errno)
            }
        }
        let batch = try FileBatch(folder: full)
        batches[folder] = batch
        return batch
    }

    /// Puts every file on disk and the folder in place of `path` (an old folder there is
    /// replaced whole, a new one created; a file there is refused).
    /// - Throws: ``FileError`` with the system's reason; the target is then as it was.
    public func commit() throws {
        precondition(!finished, "an AtomicFolder is committed once")
        do {
            for folder in batches.keys.sorted() { try batches[folder]!.commit() }
            try swapIntoPlace()
        } catch {
            discard()
            throw error
        }
        finished = true
        PendingFiles.finishFolder(staging)
    }

    /// Abandons the folder: the temporary folder and what it holds are removed.
    public func discard() {
        guard !finished else { return }
        finished = true
        for batch in batches.values { batch.discard() }
        batches.removeAll()
        try? FileManager.default.removeItem(atPath: staging)
        PendingFiles.finishFolder(staging)
    }

    private func swapIntoPlace() throws {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
            throw FileError.system(.cannotCreate, "cannot put the folder '\(path)' in place", path: path, code: ENOTDIR)
        }
        // An old folder is swapped with the new one in one step where the system can; the old
        // one, now under the temporary name, is removed.
        if manager.fileExists(atPath: path), PendingFiles.exchange(staging, path) {
            try? manager.removeItem(atPath: staging)
            return
        }
        // rename(2) cannot replace a folder that holds anything: move the old one aside first.
        let hadOld = manager.fileExists(atPath: path)
        var old: String?
        if hadOld {
            old = try PendingFiles.makeFolder(beside: path)
            // Not removed by a signal while it holds the only copy of the old folder.
            PendingFiles.finishFolder(old!)
            if rename(path, old!) != 0 {
                let code = errno
                rmdir(old!)
                throw FileError.system(.cannotWrite, "cannot move the old '\(path)' aside", path: path, code: code)
            }
        }
        if rename(staging, path) != 0 {
            let code = errno
            // Another writer put a folder there in the meantime: swap with it instead.
            if !hadOld, code == ENOTEMPTY || code == EEXIST, PendingFiles.exchange(staging, path) {
                try? manager.removeItem(atPath: staging)
                return
            }
            if let old { _ = rename(old, path) }
            throw FileError.system(.cannotWrite, "cannot put the folder '\(path)' in place", path: path, code: code)
        }
        if let old { try? manager.removeItem(atPath: old) }
    }
}
