import Foundation

/// Watches sets of files by polling their stamps (``FileStamp``), as a dev server that must
/// survive every way an editor saves: no inotify watch to lose when a file is renamed over,
/// nothing to re-arm, and the same code on Linux and macOS. A poll is one `stat(2)` a file, so
/// watching a few dozen files four times a second costs no CPU to speak of.
///
/// Each target (a document, with the files it read) is reported changed once its stamps differ
/// from those of its last report and have held still for one more poll, so a save written in
/// several steps is seen once, complete.
public final class FileWatcher: @unchecked Sendable {
    /// Seconds between polls, 0.01…10.
    public let interval: Double
    private var settled: [String: [FileStamp]] = [:]
    private var pending: [String: [FileStamp]] = [:]

    /// Creates a watcher polling every `interval` seconds (clamped to 0.01…10).
    public init(interval: Double = 0.1) {
        self.interval = min(max(interval.isFinite ? interval : 0.1, 0.01), 10)
    }

    /// Records `target`'s files as seen now, so only later changes count.
    public func remember(_ target: String, files: [String]) {
        remember(target, stamps: files.map(FileStamp.init(path:)))
    }

    /// Records `target`'s files with the stamps they had when a render began: a save made while
    /// the render ran differs from them and is rendered next, never lost.
    public func remember(_ target: String, stamps: [FileStamp]) {
        settled[target] = stamps
        pending[target] = nil
    }

    /// Forgets a target (a document removed from a folder).
    public func forget(_ target: String) {
        settled[target] = nil
        pending[target] = nil
    }

    /// The targets whose files changed since they were remembered and have been still since
    /// the previous poll. `targets` maps each target to the files it depends on (itself first).
    public func changed(_ targets: [String: [String]]) -> [String] {
        var result: [String] = []
        for (target, files) in targets.sorted(by: { $0.key < $1.key }) {
            let now = files.map(FileStamp.init(path:))
            if now == settled[target] {
                pending[target] = nil
            } else if now == pending[target] {
                result.append(target)
            } else {
                pending[target] = now
            }
        }
        return result
    }

    /// Sleeps one interval.
    public func pause() {
        Thread.sleep(forTimeInterval: interval)
    }
}
