import Dispatch
import Foundation

/// Work spread over at most a given number of threads: how bands, segments and frames use the
/// cores (`CHROMA_THREADS` included), in one place.
package enum Workers {
    /// The cores this process may use, read once: `ProcessInfo.activeProcessorCount` reads the
    /// cgroup files on every call (three opens), which adds up when each of many small images
    /// (splash frames) asks.
    package static let processorCount = ProcessInfo.processInfo.activeProcessorCount

    /// Runs `body` once per worker, on at most `threads` workers at once; each is handed the
    /// indices of 0 ..< count it owns (every threads-th, starting at its own number), so it can
    /// set up what it needs once and reuse it for all of them. Returns when all are done.
    package static func forEach(_ count: Int, threads: Int, _ body: @Sendable (StrideTo<Int>) -> Void) {
        let workers = min(max(1, threads), count)
        guard workers > 0 else { return }
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            body(stride(from: worker, to: count, by: workers))
        }
    }
}
