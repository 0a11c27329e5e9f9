import Foundation

/// The connections the server holds, each with what it waits for and until when: the bounds
/// of ``PreviewServerLimits`` are kept here. A connection past its deadline, or closed to make
/// room, is shut down (`shutdown(2)`), which wakes whatever waits on it; its own task then
/// closes it and takes it off this list.
final class PreviewConnections: @unchecked Sendable {
    /// What a connection is doing.
    enum State {
        /// Waiting for the client's next request: may be closed to make room.
        case idle
        /// Answering a request.
        case busy
        /// The WebSocket of changes.
        case webSocket
    }

    private struct Entry {
        var state: State
        var since: ContinuousClock.Instant
        var deadline: ContinuousClock.Instant?
        var shut = false
    }

    private let lock = NSLock()
    private var entries: [Int32: Entry] = [:]
    private let capacity: Int
    private let webSockets: Int
    private let clock = ContinuousClock()

    /// A list holding at most `capacity` connections (1 or more), `webSockets` of them WebSockets.
    init(capacity: Int, webSockets: Int) {
        self.capacity = max(1, capacity)
        self.webSockets = max(1, webSockets)
    }

    /// How many connections are open.
    var count: Int { lock.withLock { entries.values.filter { !$0.shut }.count } }

    /// Takes a new connection, idle until `deadline`; when the list is full, closes the one idle
    /// for longest to make room. Returns false (the caller answers 503 and closes) when every
    /// connection is busy.
    func admit(_ file: Int32, deadline: ContinuousClock.Instant) -> Bool {
        lock.withLock {
            if entries.values.filter({ !$0.shut }).count >= capacity {
                guard shutOldestIdle() else { return false }
            }
            entries[file] = Entry(state: .idle, since: clock.now, deadline: deadline)
            return true
        }
    }

    /// Closes the connection idle for longest; false when none is idle.
    @discardableResult
    func closeOldestIdle() -> Bool { lock.withLock { shutOldestIdle() } }

    private func shutOldestIdle() -> Bool {
        guard let (file, _) = entries.filter({ $0.value.state == .idle && !$0.value.shut }).min(by: { $0.value.since < $1.value.since }) else { return false }
        entries[file]?.shut = true
        shutdown(file, Int32(SHUT_RDWR))
        return true
    }

    /// Marks what a connection does now, and until when it may wait on its client (nil: no
    /// deadline, while the server itself works or waits for a change). Returns false for a
    /// WebSocket when `webSockets` are already open.
    @discardableResult
    func mark(_ file: Int32, _ state: State, deadline: ContinuousClock.Instant?) -> Bool {
        lock.withLock {
            guard var entry = entries[file] else { return false }
            if state == .webSocket, entry.state != .webSocket,
               entries.values.filter({ $0.state == .webSocket && !$0.shut }).count >= webSockets { return false }
            if state != entry.state { entry.since = clock.now }
            entry.state = state
            entry.deadline = deadline
            entries[file] = entry
            return true
        }
    }

    /// Moves a connection's deadline (nil: none), keeping its state.
    func wait(_ file: Int32, until deadline: ContinuousClock.Instant?) {
        lock.withLock { entries[file]?.deadline = deadline }
    }

    /// Takes a connection off the list, before its descriptor is closed (so it is never shut
    /// down once its number is reused).
    func remove(_ file: Int32) {
        _ = lock.withLock { entries.removeValue(forKey: file) }
    }

    private var serving = false

    /// Whether the server runs (its deadline thread stops when it does not).
    var isServing: Bool { lock.withLock { serving } }

    /// The server starts.
    func resume() { lock.withLock { serving = true } }

    /// The server stops.
    func stop() { lock.withLock { serving = false } }

    /// Shuts down every connection whose deadline has passed.
    func expire() {
        let now = clock.now
        lock.withLock {
            for (file, entry) in entries where !entry.shut {
                if let deadline = entry.deadline, deadline <= now {
                    entries[file]?.shut = true
                    shutdown(file, Int32(SHUT_RDWR))
                }
            }
        }
    }
}
