import Foundation

/// Temporary files left behind by a write that was killed before it could clean up (SIGKILL, a
/// crash, a power cut). ``OutputFile`` names its temporary files `.NAME.chroma-PID-XXXXXX`
/// (NAME: the target's file name; PID: the writing process; XXXXXX: mkstemp's six characters)
/// and, the first time a process writes into a folder, removes the stale ones there.
///
/// A file is removed only when all of these hold: its name has exactly that form; it is a
/// regular file (not a link) owned by this user; and its process id is not this process and no
/// longer runs (`kill(pid, 0)` answers ESRCH). A file of a live writer is never touched. Each
/// folder is looked at once per process, so writing many files into one folder (splash frames)
/// costs one scan. Processes in another PID namespace sharing the folder look dead from here: do
/// not point writers in different containers at the same folder.
enum StaleTemporaryFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var scanned: Set<String> = []

    /// The name's start for a target file name, up to the process id.
    static func prefix(target name: String) -> String { ".\(name).chroma-" }

    /// The process id in a temporary file name, or nil when the name is not one.
    static func processID(inName candidate: String) -> pid_t? {
        guard candidate.hasPrefix("."), let marker = candidate.range(of: ".chroma-", options: .backwards),
              marker.lowerBound > candidate.index(after: candidate.startIndex)
        else { return nil }
        let parts = candidate[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].utf8.count == 6,
              !parts[0].isEmpty, parts[0].utf8.count <= 10, parts[0].utf8.allSatisfy({ (48...57).contains($0) }),
              let pid = pid_t(parts[0]), pid > 0
        else { return nil }
        return pid
    }

    /// Removes the stale temporary files in `folder`, once per process and folder; errors are
    /// ignored (a file that cannot be removed is simply left).
    static func remove(in folder: String) {
        let first = lock.withLock { scanned.insert(folder).inserted }
        guard first, let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let me = getpid(), user = geteuid()
        while let entry = readdir(directory) {
            let candidate = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let pid = processID(inName: candidate), pid != me else { continue }
            let path = folder + "/" + candidate
            var status = stat()
            guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_uid == user else { continue }
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(path)
        }
    }
}
