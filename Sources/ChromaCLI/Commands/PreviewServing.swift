import ChromaPreviewBoard
import Foundation

/// Where `chroma preview` gets its server. The server (an HTTP and WebSocket library) lives in
/// its own executable, `chroma-preview`, so that every other command starts without loading it:
/// that program sets ``start`` and runs the command line; `chroma` itself, finding no server,
/// runs `chroma-preview` in its own place (same process, same arguments, same exit status).
package enum PreviewServing {
    /// Starts serving `board` on 127.0.0.1 at `port` (0: a free port) and returns the page's
    /// URL once it listens. Set only by the `chroma-preview` executable, before it runs.
    package nonisolated(unsafe) static var start: ((_ board: PreviewBoard, _ port: UInt16) throws -> String)?

    /// The server's file name, looked for beside the running `chroma`.
    static let executableName = "chroma-preview"

    /// Replaces this process with `chroma-preview PATH --port PORT [--quiet]`, found beside the
    /// running executable. Returns only by throwing: 69 (EX_UNAVAILABLE) when it is missing.
    static func runServer(path: String, port: Int, quiet: Bool) throws -> Never {
        let folder = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
        guard let server = folder?.appendingPathComponent(executableName).path, access(server, X_OK) == 0 else {
            throw CommandFailure(.unavailable, "the preview server '\(executableName)' is not installed beside this chroma "
                                 + "(\(folder?.path ?? "its folder is unknown")); build it with swift build --product \(executableName) and keep the two together")
        }
        let arguments = ["--port", String(port)] + (quiet ? ["--quiet"] : []) + ["--", path]
        // Signals this process has set aside are handed back before the program takes its place.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        fflush(nil)
        let argv = ([executableName] + arguments).map { strdup($0) } + [nil]
        execv(server, argv)
        let code = errno
        throw CommandFailure(.unavailable, "cannot run the preview server \(server): \(String(cString: strerror(code)))")
    }
}
