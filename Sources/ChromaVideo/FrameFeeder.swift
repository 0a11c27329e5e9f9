import Foundation

/// Sends frames to ffmpeg's standard input on a thread of its own, through a queue bounded in
/// bytes, so that the next frames are drawn while ffmpeg encodes the ones before: ``push(_:)``
/// returns once the frame is queued and waits only while the queue is full.
///
/// Each frame goes to the socket in one `send` of all its bytes. After a failed send (ffmpeg
/// ended) the queue is dropped and every later ``push(_:)`` returns false at once.
final class FrameFeeder: @unchecked Sendable {
    /// The bytes the queue may hold; a frame larger than this is still taken when the queue is empty.
    let capacity: Int

    private let ffmpeg: FFmpegProcess
    private let condition = NSCondition()
    private var queue: [[UInt8]] = []
    private var head = 0
    private var queued = 0
    private var closed = false
    private var failed = false
    private var running = true
    /// The most bytes the queue has held at once (for tests: never above ``capacity`` but for one frame).
    private(set) var mostQueued = 0

    /// Starts the sending thread.
    /// - Parameter capacity: the queue's bound in bytes, 1 or more.
    init(ffmpeg: FFmpegProcess, capacity: Int) {
        self.ffmpeg = ffmpeg
        self.capacity = max(1, capacity)
        let thread = Thread { [self] in run() }
        thread.name = "chroma-ffmpeg-feeder"
        thread.start()
    }

    /// The queue's bound for frames of `frameBytes` bytes: at least two frames, and up to
    /// 32 MiB, enough for a batch of small frames to wait while the next batch is drawn.
    static func capacity(frameBytes: Int) -> Int {
        let (two, overflow) = frameBytes.multipliedReportingOverflow(by: 2)
        return overflow ? Int.max : max(two, 32 << 20)
    }

    /// Queues a frame, waiting while the queue is full.
    /// - Returns: false when ffmpeg no longer reads (a send failed) or the feeder was stopped.
    func push(_ bytes: [UInt8]) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !failed, !closed, queued > 0, queued + bytes.count > capacity { condition.wait() }
        guard !failed, !closed else { return false }
        queue.append(bytes)
        queued += bytes.count
        mostQueued = max(mostQueued, queued)
        condition.broadcast()
        return true
    }

    /// Waits until every queued frame is sent (or a send failed) and the thread has ended.
    /// - Returns: whether every frame was sent.
    func close() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        closed = true
        condition.broadcast()
        while running { condition.wait() }
        return !failed
    }

    /// Drops the queue and ends the thread without sending the rest; a send under way is
    /// ended by shutting ffmpeg's input for writing.
    func abort() {
        condition.lock()
        closed = true
        failed = true
        queue.removeAll()
        queued = 0
        condition.broadcast()
        condition.unlock()
        ffmpeg.shutDownInput()
        condition.lock()
        while running { condition.wait() }
        condition.unlock()
    }

    private func run() {
        while true {
            condition.lock()
            while head == queue.count, !closed, !failed { condition.wait() }
            if failed || head == queue.count {
                running = false
                condition.broadcast()
                condition.unlock()
                return
            }
            let bytes = queue[head]
            queue[head] = []
            head += 1
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
            } else if head >= 64, head * 2 >= queue.count {
                // A queue that never empties (ffmpeg the slower) drops its sent slots now and then.
                queue.removeFirst(head)
                head = 0
            }
            condition.unlock()
            let sent = bytes.withUnsafeBytes { ffmpeg.send($0) }
            condition.lock()
            queued -= bytes.count
            if !sent {
                failed = true
                queue.removeAll()
                head = 0
                queued = 0
            }
            condition.broadcast()
            condition.unlock()
        }
    }
}
