import Foundation

/// A one-line progress bar on standard error, drawn only when standard error is a terminal
/// (nothing on pipes and in CI logs), and only when the percentage changes.
final class ProgressBar {
    private let total: Int
    private let enabled: Bool
    private var shown = -1

    init(total: Int, enabled: Bool = true) {
        self.total = max(1, total)
        self.enabled = enabled && isatty(2) != 0
    }

    /// Whether a progress line is on the terminal without its newline: a message written now
    /// (an interruption's) starts a line of its own first. False until a bar is drawn, so with
    /// `--quiet`, on a pipe or in a log, nothing is added.
    static var lineIsOpen: Bool { openLine.value }

    private static let openLine = LockedFlag()

    func update(_ done: Int) {
        guard enabled else { return }
        let percent = done * 100 / total
        guard percent != shown else { return }
        shown = percent
        let width = 30
        let filled = done * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        Self.openLine.set(true)
        StandardError.write("\r\(bar) \(done)/\(total) frames")
    }

    func finish() {
        guard enabled, shown >= 0 else { return }
        StandardError.write("\n")
        Self.openLine.set(false)
    }
}

/// A flag read and set from any thread (the interruption's handler runs on a queue of its own).
private final class LockedFlag: @unchecked Sendable {
    private var flag = false
    private let lock = NSLock()

    var value: Bool { lock.withLock { flag } }

    func set(_ value: Bool) { lock.withLock { flag = value } }
}
