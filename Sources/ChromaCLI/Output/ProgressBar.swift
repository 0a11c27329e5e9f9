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

    func update(_ done: Int) {
        guard enabled else { return }
        let percent = done * 100 / total
        guard percent != shown else { return }
        shown = percent
        let width = 30
        let filled = done * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        StandardError.write("\r\(bar) \(done)/\(total) frames")
    }

    func finish() {
        guard enabled, shown >= 0 else { return }
        StandardError.write("\n")
    }
}
