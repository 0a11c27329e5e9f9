import ArgumentParser
import ChromaDocument
import ChromaOutput
import ChromaPNG
import ChromaRaster
import ChromaSplash
import Foundation

/// `chroma render SCENE.json -o OUT.png`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene file (JSON or YAML) to a PNG.",
        discussion: """
            The scene format is described in docs/SCENES.md; Examples/ has one scene per feature. \
            '-' reads the scene from standard input; '-o -' writes the PNG to standard output. A scene \
            with a splash section renders an animation: '-o FILE.png' writes an animated PNG, any other \
            -o a folder of numbered frames (--apng adds an animated PNG), --frames a range. A folder of \
            scenes renders every .json and .yaml file in it into the -o folder, as NAME.png. Scenes may be \
            written in YAML (.yaml, .yml) with the same keys.

            Example: chroma render Examples/linear-gradient.json -o Output/linear-gradient.png
            Example: chroma render Examples/ -o Output/
            """
    )

    @Argument(help: ArgumentHelp("The scene file, a folder of scene files, or - for standard input.", valueName: "scene"))
    var scene: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG file to write, or - for standard output.", valueName: "file"))
    var output: String

    @OptionGroup var drawing: DrawingOptions
    @OptionGroup var compression: CompressionOptions

    @Option(help: ArgumentHelp("Splash scenes: an animated PNG to write as well.", valueName: "file"))
    var apng: String?

    @Option(help: ArgumentHelp("Splash scenes: render only frames A through B.", valueName: "A-B"))
    var frames: String?

    @OptionGroup var progress: ProgressOptions

    func run() throws {
        var isFolder: ObjCBool = false
        guard scene != "-", FileManager.default.fileExists(atPath: scene, isDirectory: &isFolder), isFolder.boolValue else {
            let report = try render(scene: scene, output: output)
            if let destination = drawing.report { try DrawingReport.write([report], to: destination) }
            return
        }
        guard apng == nil, frames == nil else { throw ValidationError("--apng and --frames are for one splash scene, not a folder") }
        let scenes = try FileManager.default.contentsOfDirectory(atPath: scene)
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
        guard !scenes.isEmpty else { throw CommandFailure(status: 66, message: "no scene files (*.json, *.yaml) in '\(scene)'") }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.cannotCreate("cannot create the folder '\(output)': \(error.localizedDescription)")
        }
        var reports: [DrawingReport] = []
        for name in scenes {
            let base = String(name[..<name.lastIndex(of: ".")!])
            reports.append(try render(scene: scene + "/" + name, output: output + "/" + base + ".png"))
            if !progress.quiet, isatty(2) != 0 { StandardError.write("rendered \(output)/\(base).png\n") }
        }
        if let destination = drawing.report { try DrawingReport.write(reports, to: destination) }
    }

    /// Renders one document: a still (layers, a chart, a palette sheet) or a splash animation.
    /// - Returns: what was drawn and written.
    private func render(scene: String, output: String) throws -> DrawingReport {
        let document = try SceneInput.document(scene)
        let still: Drawing
        switch document {
        case .scene(let scene): still = Drawing(scene: scene)
        case .chart(let chart): still = Drawing(chart: chart)
        case .splash(var splash):
            splash.scale *= drawing.scale
            do {
                try splash.validate()
            } catch let error as SplashError {
                throw ValidationError(error.message)
            }
            // -o FILE.png (or -) is the animated PNG; any other -o is the folder of numbered frames.
            let outputIsAnimation = output == "-" || output.lowercased().hasSuffix(".png")
            if outputIsAnimation, apng != nil {
                throw ValidationError("-o \(output) already names the animated PNG; give -o FOLDER with --apng FILE")
            }
            return try FrameOutput.render(splash, folder: outputIsAnimation ? nil : output, apng: outputIsAnimation ? output : apng,
                                          frames: frames, compression: compression.compression, quiet: progress.quiet)
        }
        guard apng == nil, frames == nil else {
            throw ValidationError("--apng and --frames are for scenes with a splash section; \(scene == "-" ? "scene" : scene) has none")
        }
        return try DrawingOutput.render(still, options: drawing, compression: compression, to: output)
    }
}
