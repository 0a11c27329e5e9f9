import Foundation

/// Results of concurrent work, each set by one worker at its own index and read in order
/// afterwards: how bands, segments and frames made on every core come back into sequence.
package final class IndexedResults<Value>: @unchecked Sendable {
    private var results: [Result<Value, Error>?]
    private let lock = NSLock()

    /// Room for `count` results.
    package init(count: Int) { results = Array(repeating: nil, count: count) }

    /// Stores the result at `index`.
    package func set(_ index: Int, _ result: Result<Value, Error>) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }

    /// The value at `index`, or its error thrown.
    package func get(_ index: Int) throws -> Value {
        lock.lock()
        defer { lock.unlock() }
        return try results[index]!.get()
    }
}
