import Foundation

/// Work items 0 ..< count taken by workers one at a time, as each finishes the last, and their
/// results handed back in order: a pipeline with no barrier between batches. A worker may run at
/// most `window` items ahead of the consumer, so finished results waiting to be taken stay few.
package final class OrderedResults<Value>: @unchecked Sendable {
    private let condition = NSCondition()
    private var results: [Int: Result<Value, Error>] = [:]
    /// The next item to hand out.
    private var next = 0
    /// Results taken so far: the next to take is this one.
    private var taken = 0
    private var stopped = false
    private let count: Int
    private let window: Int

    /// Items 0 ..< count (≥ 0), at most `window` (≥ 1) ahead of the consumer.
    package init(count: Int, window: Int) {
        self.count = max(0, count)
        self.window = max(1, window)
    }

    /// The next item for a worker, waiting while the window is full; nil when every item is
    /// handed out or the run was stopped.
    package func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !stopped && next < count && next - taken >= window { condition.wait() }
        guard !stopped && next < count else { return nil }
        next += 1
        return next - 1
    }

    /// Stores a worker's result for an item it claimed.
    package func finish(_ item: Int, _ result: Result<Value, Error>) {
        condition.lock()
        results[item] = result
        condition.broadcast()
        condition.unlock()
    }

    /// The next result in item order, waiting for it; its error is thrown. Call once per item.
    package func take() throws -> Value {
        condition.lock()
        while results[taken] == nil { condition.wait() }
        let result = results.removeValue(forKey: taken)!
        taken += 1
        condition.broadcast()
        condition.unlock()
        return try result.get()
    }

    /// Hands out no more items: workers waiting for one get nil.
    package func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }
}
