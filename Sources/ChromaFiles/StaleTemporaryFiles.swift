import Foundation

/// Temporary files and folders left behind by a write that was killed before it could clean up
/// (SIGKILL, a crash, a power cut). Chroma names them `.NAME.chroma-HOST-PID-XXXXXX`: NAME the
/// target's file name; HOST eight hex digits naming this machine's boot and PID namespace
/// (``host``); PID the writing process; XXXXXX mkstemp's or mkdtemp's six characters. The first
/// time a process writes into a folder, it removes the stale ones there.
///
/// A temporary is removed only when it is provably this host's and dead: its name has exactly
/// that form; its HOST is this process's (so a file written by another machine sharing the
/// folder over NFS, or by a process in another container's PID namespace, is never touched,
/// whatever its PID means here); it is a regular file or a folder (not a link) owned by this
/// user; and its process id is not this process and no longer runs (`kill(pid, 0)` answers
/// ESRCH). Each folder is looked at once per process, so writing many files into one folder
/// (splash frames) costs one scan. Names without a HOST (written by earlier versions) are left.
public enum StaleTemporaryFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var scanned: Set<String> = []

    /// Eight lowercase hex digits naming where this process runs: a hash of the kernel's boot id,
    /// the host name and the PID namespace (its device and inode), so that two machines, two boots
    /// or two containers with their own PID namespaces never share it, and a process id in a
    /// temporary name is only ever read on the host that wrote it.
    public static let host: String = {
        var identity = ""
        if let boot = try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8) { identity += boot }
        var name = [CChar](repeating: 0, count: 256)
        if gethostname(&name, name.count - 1) == 0 { identity += "|" + String(cString: name) }
        var namespace = stat()
        if stat("/proc/self/ns/pid", &namespace) == 0 { identity += "|\(namespace.st_dev):\(namespace.st_ino)" }
        // No gethostid(): without /etc/hostid, glibc derives it from the host name's address, a
        // resolver lookup (resolv.conf, hosts, DNS) that every write would wait on.
        var hash: UInt32 = 0x811c_9dc5
        for byte in identity.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }()

    /// The name's start for a target file name, up to the host.
    static func prefix(target name: String) -> String { ".\(name).chroma-" }

    /// A `mkstemp`/`mkdtemp` template for a temporary beside `path` in `folder`: its last six
    /// characters are `XXXXXX`.
    static func template(folder: String, target name: String) -> String {
        "\(folder)/\(prefix(target: name))\(host)-\(getpid())-XXXXXX"
    }

    /// The host and process id in a temporary name, or nil when the name is not one.
    static func owner(inName candidate: String) -> (host: String, pid: pid_t)? {
        guard candidate.hasPrefix("."), let marker = candidate.range(of: ".chroma-", options: .backwards),
              marker.lowerBound > candidate.index(after: candidate.startIndex)
        else { return nil }
        let parts = candidate[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].utf8.count == 8, parts[0].utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }),
              parts[2].utf8.count == 6,
              !parts[1].isEmpty, parts[1].utf8.count <= 10, parts[1].utf8.allSatisfy({ (48...57).contains($0) }),
              let pid = pid_t(parts[1]), pid > 0
        else { return nil }
        return (String(parts[0]), pid)
    }

    /// Removes the stale temporary files and folders in `folder`, once per process and folder;
    /// errors are ignored (a file that cannot be removed is simply left).
    public static func remove(in folder: String) {
        let first = lock.withLock { scanned.insert(folder).inserted }
        guard first, let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let me = getpid(), user = geteuid()
        while let entry = readdir(directory) {
            let candidate = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let owner = owner(inName: candidate), owner.host == host, owner.pid != me else { continue }
            let path = folder + "/" + candidate
            var status = stat()
            guard lstat(path, &status) == 0, status.st_uid == user else { continue }
            let kind = status.st_mode & S_IFMT
            guard kind == S_IFREG || kind == S_IFDIR else { continue }
            guard kill(owner.pid, 0) != 0, errno == ESRCH else { continue }
            if kind == S_IFREG { unlink(path) } else { try? FileManager.default.removeItem(atPath: path) }
        }
    }
}
