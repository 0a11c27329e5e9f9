import ChromaCLI
import ChromaPreview
import Foundation

// `chroma-preview`: the live preview's server, as its own executable so that `chroma`'s drawing
// commands never load the HTTP and WebSocket server (FlyingFox). `chroma preview …` runs this
// program in its own place with the same arguments; run by hand, `chroma-preview PATH` is
// `chroma preview PATH`.
PreviewServing.start = { board, port in
    // Listening starts here, so a port in use is refused before anything is printed.
    let server = try PreviewServer(board: board, port: port)
    // On the server's own thread from the start: the renders never hold up its first answer.
    let serving = server.start()
    Task.detached {
        do {
            try await serving.value
        } catch {
            FileHandle.standardError.write(Data("chroma: the preview server stopped: \(error)\n".utf8))
            exit(70)
        }
    }
    return server.url
}
ChromaCommand.run(arguments: ["preview"] + CommandLine.arguments.dropFirst())
