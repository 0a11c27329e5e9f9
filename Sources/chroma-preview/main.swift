import ChromaCLI
import ChromaPreview
import Dispatch

// `chroma-preview`: the live preview's server, as its own executable so that `chroma`'s drawing
// commands never load the HTTP and WebSocket server (FlyingFox). `chroma preview …` runs this
// program in its own place with the same arguments; run by hand, `chroma-preview PATH` is
// `chroma preview PATH`.
PreviewServing.start = { board, port in
    let server = try PreviewServer(board: board, port: port)
    let ready = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var result: Result<String, Error>?
    Task.detached {
        let running = Task { try await server.run() }
        do { result = .success(try await server.waitUntilListening()) } catch { result = .failure(error) }
        ready.signal()
        _ = await running.result
    }
    ready.wait()
    return try result!.get()
}
ChromaCommand.run(arguments: ["preview"] + CommandLine.arguments.dropFirst())
