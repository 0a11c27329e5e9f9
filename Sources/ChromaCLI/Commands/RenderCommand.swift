import ArgumentParser
import ChromaPNG
import ChromaRaster
import Foundation

/// `chroma render SCENE.json -o OUT.png`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a JSON scene file to a PNG.",
        discussion: """
            The scene format is described in docs/SCENES.md; Examples/ has one scene per feature. \
            '-' reads the scene from standard input; '-o -' writes the PNG to standard output.

            Example: chroma render Examples/linear-gradient.json -o Output/linear-gradient.png
            """
    )

    @Argument(help: ArgumentHelp("The scene file, or - for standard input.", valueName: "scene"))
    var scene: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG file to write, or - for standard output.", valueName: "file"))
    var output: String

    @Flag(help: "Compress faster, into a larger file.")
    var fast = false

    func run() throws {
        let target = try PNGOutput(output)
        let data: Data
        do {
            data = scene == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: scene))
        } catch {
            throw CommandFailure(status: 66, message: "cannot read scene '\(scene)': \(FileManager.default.fileExists(atPath: scene) ? "permission denied or not a file" : "no such file")")
        }
        let decoded: Scene
        do {
            decoded = try SceneDecoder.decode(data)
        } catch let error as SceneError {
            throw CommandFailure(status: 65, message: "\(scene == "-" ? "scene" : scene): \(error.description)")
        }
        try target.write { destination in
            try Renderer().render(decoded, to: destination, compression: fast ? .fast : .standard)
        }
    }
}
