import Dispatch

/// The server's own thread (a serial queue): every task of the server runs here, never on the
/// shared cooperative pool, so work elsewhere in the process that blocks the pool's few threads
/// (a render, a test waiting on a process) never stops the server from answering or from
/// dropping a slow client on time. The server only waits on sockets through the event pool, so
/// one thread serves every connection.
final class PreviewExecutor: TaskExecutor, @unchecked Sendable {
    private let queue = DispatchQueue(label: "chroma.preview.server")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
