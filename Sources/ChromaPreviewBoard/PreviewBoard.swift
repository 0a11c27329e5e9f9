import Foundation

/// What the preview shows, shared by the renders (which post to it) and the server (which
/// reads it): the documents in order, each with the version it was last posted at. Reading
/// never waits for a render, so a slow render never blocks the page.
public final class PreviewBoard: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: (image: PreviewImage, version: Int)] = [:]
    private var order: [String] = []
    private var version = 0
    private var listeners: [UUID: AsyncStream<Int>.Continuation] = [:]

    /// Creates an empty board.
    public init() {}

    /// The number of posts so far: it grows with every change.
    public var currentVersion: Int { lock.withLock { version } }

    /// Shows `image` in place of the document's previous one and tells every listener.
    public func post(_ image: PreviewImage) {
        let (now, waiting) = lock.withLock { () -> (Int, [AsyncStream<Int>.Continuation]) in
            version += 1
            if entries[image.name] == nil { order.append(image.name) }
            entries[image.name] = (image, version)
            return (version, Array(listeners.values))
        }
        for listener in waiting { listener.yield(now) }
    }

    /// Removes a document (deleted from a watched folder).
    public func remove(_ name: String) {
        let (now, waiting) = lock.withLock { () -> (Int, [AsyncStream<Int>.Continuation]) in
            guard entries.removeValue(forKey: name) != nil else { return (version, []) }
            order.removeAll { $0 == name }
            version += 1
            return (version, Array(listeners.values))
        }
        for listener in waiting { listener.yield(now) }
    }

    /// The documents in the order they were first posted, each with its version.
    public func snapshot() -> [(image: PreviewImage, version: Int)] {
        lock.withLock { order.compactMap { entries[$0] } }
    }

    /// The document at `index` of ``snapshot()``, if it still has `version`.
    public func image(at index: Int, version wanted: Int) -> PreviewImage? {
        lock.withLock {
            guard order.indices.contains(index), let entry = entries[order[index]], entry.version == wanted else { return nil }
            return entry.image
        }
    }

    /// A stream of versions, one each time the board changes, from now on.
    public func changes() -> AsyncStream<Int> {
        AsyncStream { continuation in
            let id = UUID()
            lock.withLock { listeners[id] = continuation }
            continuation.onTermination = { [weak self] _ in
                guard let self else { return }
                _ = self.lock.withLock { self.listeners.removeValue(forKey: id) }
            }
        }
    }
}
