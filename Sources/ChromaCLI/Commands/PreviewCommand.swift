import ArgumentParser
import ChromaCharts
import ChromaDocument
import ChromaLimits
import ChromaOutput
import ChromaPalette
import ChromaPreviewBoard
import ChromaRaster
import ChromaSplash
import ChromaWatch
import ColorCore
import Foundation

/// `chroma preview FILE|FOLDER`: a local page showing each document, updated as it is saved.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live preview of a document or a folder of documents on 127.0.0.1.",
        discussion: """
            Prints the page's URL first, then renders every document (scenes, charts, palette sheets, \
            splash animations as animated PNGs) at 1× and 2× and serves a page on 127.0.0.1 only. The \
            page updates itself within a second of a save, however the editor saves; a document that \
            fails shows its one-line error in place of its image, and the last good image comes back \
            with the next good save. A palette sheet shows its contrast check beside it. The limits are \
            the command line's. Ctrl-C stops.

            Example: chroma preview Examples/
            Example: chroma preview Examples/palette-sheet.json --port 8017
            """
    )

    @Argument(help: ArgumentHelp("A document file, or a folder of them (.json, .yaml, .yml).", valueName: "path"))
    var path: String

    @Option(help: ArgumentHelp("The port on 127.0.0.1, 1…65535; 0 (the default) picks a free one.", valueName: "port"))
    var port: Int = 0

    @OptionGroup var progress: ProgressOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("invalid --port \(port); expected 0 (a free port) to 65535") }
    }

    func run() throws {
        var isFolder: ObjCBool = false
        guard path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw CommandFailure.noInput("cannot read '\(path)': no such file or folder")
        }
        guard let start = PreviewServing.start else { try PreviewServing.runServer(path: path, port: port, quiet: progress.quiet) }
        let board = PreviewBoard()
        let url: String
        do {
            url = try start(board, UInt16(port))
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            // The server's error names the port and what to do (another --port when it is in use).
            throw CommandFailure.cannotCreate("\(error)")
        }
        // The URL first, on a line of its own, for people and scripts.
        FileHandle.standardOutput.write(Data((url + "\n").utf8))
        let path = self.path, folder = isFolder.boolValue
        WatchLoop.run(quiet: progress.quiet, targets: { folder ? FolderListing.documents(in: path) : [path] },
                      removed: { board.remove($0) }) { target, files in
            let clock = ContinuousClock(), start = clock.now
            do {
                var image = try Self.image(of: target, files: &files)
                image.milliseconds = Self.milliseconds(clock.now - start)
                board.post(image)
            } catch {
                board.post(PreviewImage(name: target, milliseconds: Self.milliseconds(clock.now - start), error: ChromaCommand.line(for: error)))
                throw error
            }
        }
    }

    /// A document rendered in memory at 1× and 2×, by the same reader and limits as `render`;
    /// `files` gets the files it names.
    static func image(of path: String, files: inout [String]) throws -> PreviewImage {
        var named: [String] = []
        defer { files += named }
        let read = try SceneInput.read(path, dependencies: &named)
        read.printWarnings()
        let renderer = Renderer(threads: CommandEnvironment.threads)
        switch read.document {
        case .scene(let scene):
            try doubleFits(scene, path)
            let one = try renderer.render(scene, to: .memory)!
            let two = try renderer.render(scene.scaled(by: 2), to: .memory)!
            return PreviewImage(name: path, width: scene.width, height: scene.height, milliseconds: 0, image1x: one, image2x: two)
        case .chart(let chart):
            try doubleFits(chart.scene, path)
            let double = Drawing(chart: chart.scaled(by: 2)).chart
            let one = try renderer.render(chart.scene, to: .memory)!
            let two = try renderer.render(double.scene, to: .memory)!
            return PreviewImage(name: path, width: chart.scene.width, height: chart.scene.height, milliseconds: 0,
                                image1x: one, image2x: two, contrast: chart.palette.map(contrast) ?? [])
        case .splash(let timeline):
            var double = timeline
            double.scale *= 2
            guard InputRange.scale.contains(double.scale) else {
                throw CommandFailure.dataError("\(path): the 2× preview draws the splash at twice its scale \(InputRange.format(timeline.scale)), \(InputRange.format(double.scale)); "
                    + "at most \(InputRange.format(InputRange.scale.upperBound)) (preview splashes of scale up to \(InputRange.format(InputRange.scale.upperBound / 2)), render the others)")
            }
            // Named by the document's own size and scale, not the doubled timeline's.
            let (doubleWidth, doubleHeight) = double.canvasSize, side = InputRange.canvasSide.upperBound
            guard Double(doubleWidth) <= side, Double(doubleHeight) <= side else {
                let (width, height) = timeline.canvasSize
                let margin = timeline.card.canvasSize.width == timeline.card.width ? "" : " (with its shadow's margin)"
                throw CommandFailure.dataError("\(path): the 2× preview of the \(timeline.card.width)×\(timeline.card.height) splash at its scale "
                    + "\(InputRange.format(timeline.scale)), \(width)×\(height) pixels\(margin), would be \(doubleWidth)×\(doubleHeight); "
                    + "at most \(InputRange.canvasSide.maximum) pixels each way (render it with chroma render)")
            }
            do { try double.validate() } catch let error as SplashError {
                throw CommandFailure.dataError("\(path): the 2× preview (the splash at scale \(InputRange.format(double.scale)), twice its \(InputRange.format(timeline.scale))): \(error.message)")
            }
            let (width, height) = timeline.canvasSize
            return PreviewImage(name: path, width: width, height: height, milliseconds: 0,
                                image1x: try animation(timeline), image2x: try animation(double))
        case .assets:
            throw CommandFailure.dataError("\(path) is an assets document; preview its scene files, or render it with chroma render \(path) -o FOLDER")
        }
    }

    /// Refuses a scene whose 2× image would be wider or taller than a canvas may be, or hold
    /// more pixels than the pixels limit, as `render --scale 2` does, before anything (the 1×
    /// image included) is drawn; the message names the document's own size.
    static func doubleFits(_ scene: Scene, _ path: String) throws {
        let side = InputRange.canvasSide.upperBound
        guard Double(scene.width) * 2 <= side, Double(scene.height) * 2 <= side else {
            throw CommandFailure.dataError("\(path): the 2× preview of the \(scene.width)×\(scene.height) image would be "
                + "\(scene.width * 2)×\(scene.height * 2); at most \(InputRange.canvasSide.maximum) pixels each way (render it with chroma render)")
        }
        try ResourceLimits.check(ResourceLimits.product(scene.width * 2, scene.height * 2), .pixels,
                                 "\(path): the 2× preview of the \(scene.width)×\(scene.height) image (\(scene.width * 2)×\(scene.height * 2))")
    }

    /// A splash animation as an animated PNG in memory.
    static func animation(_ timeline: SplashTimeline) throws -> [UInt8] {
        let writer = FrameSequenceWriter(threads: CommandEnvironment.threads)
        try writer.check(timeline)
        let file = try APNGFile(to: .memory, sequence: timeline, frames: 0...(timeline.frameCount - 1), loopCount: 0,
                                encoder: PNGFrameEncoder(for: timeline, compression: .fast), threads: CommandEnvironment.threads)
        try writer.write(timeline, frames: 0...(timeline.frameCount - 1), to: [file])
        return file.bytes ?? []
    }

    /// A palette's WCAG 2 check, every pair of its first 16 colors both ways round.
    static func contrast(_ palette: Palette) -> [PreviewImage.ContrastRow] {
        let colors = palette.entries.prefix(16).map(\.color)  // 240 pairs at most on the page
        var rows: [PreviewImage.ContrastRow] = []
        for (i, a) in colors.enumerated() {
            for (j, b) in colors.enumerated() where i != j && a.resolvedOpacity >= 1 && b.resolvedOpacity >= 1 {
                let verdict = WCAGVerdict(a, b)
                let level = verdict.ratio >= WCAGVerdict.aaaNormal ? "AAA" : verdict.ratio >= WCAGVerdict.aaNormal ? "AA"
                    : verdict.ratio >= WCAGVerdict.aaLarge ? "AA large" : "fail"
                rows.append(.init(foreground: a.hexString, background: b.hexString, ratio: verdict.ratio, level: level))
            }
        }
        return rows
    }

    static func milliseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
    }
}
