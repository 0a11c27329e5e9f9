#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Temporary files left behind by a write that was killed before it could clean up (SIGKILL, a
/// crash, a power cut). ``OutputFile`` names its temporary files `.NAME.chroma-PID-XXXXXX`
/// (PID: the writing process; XXXXXX: mkstemp's six characters) and, before writing NAME,
/// removes the ones of that same NAME that are stale.
///
/// A file is removed only when all of these hold: its name has exactly that form for this target;
/// it is a regular file (not a link) owned by this user; and its process id is not this process
/// and no longer runs (`kill(pid, 0)` answers ESRCH). A file of a live writer is never touched.
/// Processes in another PID namespace sharing the folder look dead from here: do not point
/// writers in different containers at the same target.
enum StaleTemporaryFiles {
    /// The name's start for a target file name, up to the process id.
    static func prefix(target name: String) -> String { ".\(name).chroma-" }

    /// The process id in a temporary file name of `target`, or nil when the name is not one.
    static func processID(inName candidate: String, target name: String) -> pid_t? {
        let start = prefix(target: name)
        guard candidate.hasPrefix(start) else { return nil }
        let rest = candidate.dropFirst(start.count)
        let parts = rest.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].utf8.count == 6, parts[1].utf8.allSatisfy({ $0 != UInt8(ascii: "/") }),
              !parts[0].isEmpty, parts[0].utf8.allSatisfy({ (48...57).contains($0) }),
              let pid = pid_t(parts[0]), pid > 0
        else { return nil }
        return pid
    }

    /// Removes the stale temporary files of `target` in `folder`; errors are ignored (a file that
    /// cannot be removed is simply left).
    static func remove(in folder: String, target name: String) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let me = getpid(), user = geteuid()
        while let entry = readdir(directory) {
            let candidate = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let pid = processID(inName: candidate, target: name), pid != me else { continue }
            let path = folder + "/" + candidate
            var status = stat()
            guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_uid == user else { continue }
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(path)
        }
    }
}
