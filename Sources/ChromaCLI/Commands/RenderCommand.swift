import ArgumentParser
import ChromaDocument
import ChromaLimits
import ChromaOutput
import ChromaRaster
import ChromaSplash
import ChromaWatch
import Foundation

/// `chroma render SCENE.json -o OUT.png`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene file (JSON or YAML) to an image, an animation or its frames, or an assets document to an app's assets.",
        discussion: """
            The scene format is described in docs/SCENES.md; Examples/ has one scene per feature. \
            '-' reads the scene from standard input; '-o -' writes the PNG to standard output. A scene \
            with a splash section renders an animation: '-o FILE.png' writes an animated PNG, any other \
            -o a folder of numbered frames (--animated adds an animation file; --animated FILE alone writes \
            only the animation, as splash --animated does), --frames a range. A folder of \
            scenes renders every .json and .yaml file in it into the -o folder, as NAME.png. Scenes may be \
            written in YAML (.yaml, .yml) with the same keys; subfolders are not read.

            --shard K/N renders part K of N: for a folder, the scenes balanced by their estimated \
            cost (the pixels each writes: width × height, times the frames of an animation), the \
            largest first, each to the shard with the least so far, ties by file name; for a splash \
            scene with -o FOLDER, a contiguous run of its frames. Every shard reads every scene to \
            weigh it. The N shards together write exactly the files of one full run; a shard left \
            with nothing (N above the work) writes nothing and says so. An animated PNG is one file \
            and is not split. docs/SHARDING.md spreads shards with GNU parallel or a Kubernetes Indexed Job.

            A design-token file (.json or .tokens with DTCG tokens) draws its gradient token ($type gradient), \
            or the one --token names, with the geometry and interpolation in its $extensions under \
            "dev.chroma" (docs/PALETTES.md).

            An assets document (a top-level 'assets' list, docs/ASSETS.md) writes every asset of an app — \
            image sets, app icons, Android resources, web icons, colors — under the -o folder, all or nothing; \
            --shard splits its targets.

            Example: chroma render Examples/linear-gradient.json -o Output/linear-gradient.png
            Example: chroma render Examples/ -o Output/
            Example: parallel --will-cite chroma render Examples/ -o Output/ --quiet --shard {}/4 ::: 1 2 3 4
            """
    )

    @Argument(help: ArgumentHelp("The scene file, a folder of scene files, or - for standard input.", valueName: "scene"))
    var scene: String

    /// Extensions of image formats that hold no animation (Chroma's still formats and common
    /// others), refused as a splash scene's -o rather than taken for a folder's name.
    static let stillOnlySuffixes: Set<String> = Set(OutputFormat.knownSuffixes(for: .still)).subtracting(OutputFormat.knownSuffixes(for: .animation))
        .union(["jpg", "jpeg", "jpe", "jfif", "tif", "tiff", "bmp", "heic", "heif", "avif", "jxl", "pdf", "ico", "eps", "ps", "psd", "tga", "exr", "jp2"])

    @OptionGroup var destination: OutputOptions<SceneDestination>

    /// The image or folder to write, nil without `-o`.
    var output: String? { destination.given }

    @OptionGroup var drawing: DrawingOptions
    @OptionGroup var compression: CompressionOptions

    @OptionGroup var animation: AnimationOptions

    @Option(help: ArgumentHelp("Splash scenes: render only frames A through B.", valueName: "A-B"))
    var frames: String?

    @OptionGroup var sharding: ShardOptions
    /// `--quiet`, among the drawing options.
    var progress: ProgressOptions { drawing.progress }
    @OptionGroup var watching: WatchOptions

    @Flag(help: "Let a document name files outside its own folder (absolute paths, '..', links leading out).")
    var allowAnyPath = false

    @Option(help: ArgumentHelp("For a design-token file: the gradient token to draw (its dotted path), when the file holds several.", valueName: "path"))
    var token: String?

    func run() throws {
        // An asset destination draws at sizes of its own: the scene's size sets only its shape.
        let asset = output.map { (try? drawing.assets.output(for: $0)) != nil } ?? false
        try ResourceLimits.$canvasIsShapeOnly.withValue(asset) { try draw() }
    }

    private func draw() throws {
        SceneInput.allowsAnyPath = allowAnyPath
        try DrawingReport.checkDestination(drawing.report, besides: [(option: "-o", path: output), (option: "--animated", path: animation.animated)])
        try OutputPaths.checkAnimation(animation.animated, besideFrames: output)
        if TokenGradientInput.isTokenFile(scene) {
            guard !watching.watch, sharding.shard == nil, animation.animated == nil, frames == nil else {
                throw ValidationError("\(scene) is a design-token file: it draws one gradient; --watch, --shard, --animated and --frames are for scenes")
            }
            guard let output else { throw ValidationError("missing -o FILE: the image to write") }
            let report = try DrawingOutput.render(Drawing(scene: TokenGradientInput.scene(scene, token: token)), options: drawing, compression: compression, to: output)
            if let destination = drawing.report { try DrawingReport.write([report], to: destination) }
            return
        }
        if token != nil { throw ValidationError("--token picks a gradient of a design-token file; \(scene) is not one") }
        guard let output else { return try renderAnimationOnly() }
        if watching.watch { try watch(output: output) }
        var isFolder: ObjCBool = false
        guard scene != "-", FileManager.default.fileExists(atPath: scene, isDirectory: &isFolder), isFolder.boolValue else {
            let document = try SceneInput.document(scene)
            if case .assets(let assets) = document {
                guard animation.animated == nil, frames == nil else { throw ValidationError("--animated and --frames are for splash scenes; \(scene) is an assets document") }
                guard drawing.scale == 1 else { throw ValidationError("--scale is for single images; an assets document draws each asset at the sizes it needs") }
                guard !drawing.assets.namesDestination else {
                    throw ValidationError("\(scene) is an assets document: each target says its kind, appearances and colors there (docs/ASSETS.md); of the asset options only --preview-sheet goes with it")
                }
                try refuseAppearance(forAssets: scene)
                let files = try AssetsRender.render(assets, file: scene == "-" ? "assets" : scene, root: output, shard: sharding.value,
                                                    compression: compression, quiet: progress.quiet, previewSheet: drawing.assets.previewSheet)
                if let destination = drawing.report { try DrawingReport.write([DrawingReport(width: 0, height: 0, files: files, labels: [], swatches: [])], to: destination) }
                return
            }
            let report = try render(scene: scene, output: output, shard: sharding.value, document: document)
            if let destination = drawing.report { try DrawingReport.write([report], to: destination) }
            return
        }
        guard animation.animated == nil, frames == nil else { throw ValidationError("--animated and --frames are for one splash scene, not a folder") }
        let scenes = try SceneFolder.sceneFiles(in: scene)
        guard !scenes.isEmpty else { throw CommandFailure.noInput("no scene files (*.json, *.yaml) in '\(scene)'") }
        // Every document is read (and its size checked) before any is drawn, shard or not, so a
        // bad document leaves no images of the good ones behind.
        let share = try SceneFolder.share(of: scenes, in: scene, for: sharding.value ?? Shard(index: 1, count: 1)!, scale: drawing.scale)
        if let shard = sharding.value, share.isEmpty, !progress.quiet {
            StandardError.write(shard.nothingToRender(scenes.count, "scene"))
        }
        if !share.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure.cannotCreate("cannot create the folder '\(output)': \(error.localizedDescription)")
            }
        }
        var reports: [DrawingReport] = []
        for (name, read) in share {
            let base = SceneFolder.baseName(name)
            read.printWarnings()
            reports.append(try render(scene: scene + "/" + name, output: output + "/" + base + ".png", shard: nil, document: read.document))
            if !progress.quiet, isatty(2) != 0 { StandardError.write("rendered \(output)/\(base).png\n") }
        }
        if let destination = drawing.report { try DrawingReport.write(reports, to: destination, asList: true) }
    }

    /// `--watch`: the file, or every document of the folder, rendered again whenever it or a
    /// file it names changes; documents added to the folder are rendered as they appear.
    private func watch(output: String) throws -> Never {
        guard scene != "-" else { throw ValidationError("--watch needs a scene file or folder; standard input cannot be watched") }
        guard output != "-" else { throw ValidationError("--watch writes files; give -o FILE or -o FOLDER, not -o -") }
        guard sharding.shard == nil else { throw ValidationError("--watch renders everything; it cannot be combined with --shard") }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: scene, isDirectory: &isFolder) else {
            throw CommandFailure.noInput("cannot read '\(scene)': no such file or folder")
        }
        let folder = isFolder.boolValue
        if folder {
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure.cannotCreate("cannot create the folder '\(output)': \(error.localizedDescription)")
            }
        }
        let scene = self.scene
        WatchLoop.run(quiet: progress.quiet, targets: { folder ? FolderListing.documents(in: scene) : [scene] }) { target, files in
            var named: [String] = []
            defer { files += named }
            let read = try SceneInput.read(target, dependencies: &named)
            read.printWarnings()
            if case .assets(let assets) = read.document {
                try refuseAppearance(forAssets: target)
                // Every scene, foreground and palette the targets name (and the files those
                // name) is among the reading's dependencies, watched with the document.
                _ = try AssetsRender.render(assets, file: target, root: output, shard: nil, compression: compression, quiet: true,
                                            previewSheet: drawing.assets.previewSheet)
                return
            }
            let name = (target as NSString).lastPathComponent
            let destination = folder ? output + "/" + SceneFolder.baseName(name) + ".png" : output
            _ = try render(scene: target, output: destination, shard: nil, document: read.document)
        }
    }

    /// Refuses `--appearance` beside the assets document `file`: its targets choose their
    /// appearances themselves (each target's `appearances`, or a scene per appearance).
    /// - Throws: `ValidationError` naming the appearance given.
    private func refuseAppearance(forAssets file: String) throws {
        guard let appearance = drawing.appearance else { return }
        throw ValidationError("--appearance \(appearance) draws one image in one appearance; \(file == "-" ? "the input" : file) is an assets document, whose targets choose their appearances (appearances: [any, dark] or scenes: { any:, dark: } in a target, docs/ASSETS.md)")
    }

    /// No -o: with --animated FILE, a splash scene's animation alone (as `splash --animated`
    /// writes it); anything else names what is missing.
    private func renderAnimationOnly() throws {
        guard let file = animation.animated else {
            throw ValidationError("missing -o FILE: the image to write (-o FOLDER for a folder of scenes); a splash scene may give --animated FILE alone")
        }
        guard !watching.watch else { throw ValidationError("--watch writes files again and again; give -o FILE or -o FOLDER") }
        var isFolder: ObjCBool = false
        if scene != "-", FileManager.default.fileExists(atPath: scene, isDirectory: &isFolder), isFolder.boolValue {
            throw ValidationError("--animated \(file) is for one splash scene; \(scene) is a folder: give -o FOLDER")
        }
        let document = try SceneInput.document(scene)
        guard case .splash = document else {
            throw ValidationError("--animated \(file) without -o is for a scene with a splash section; \(scene == "-" ? "the scene" : scene) has none: give -o FILE")
        }
        let report = try render(scene: scene, output: nil, shard: sharding.value, document: document)
        if let destination = drawing.report { try DrawingReport.write([report], to: destination) }
    }

    /// Renders one document: a still (layers, a chart, a palette sheet) or a splash animation;
    /// with a shard, its part of a splash's numbered frames.
    /// - Returns: what was drawn and written.
    private func render(scene: String, output: String?, shard: Shard?, document: Document) throws -> DrawingReport {
        let still: Drawing
        switch document {
        case .scene(let scene): still = Drawing(scene: scene)
        case .chart(let chart): still = Drawing(chart: chart)
        case .splash(var splash):
            try drawing.assets.refuse(for: scene == "-" ? "the scene" : scene, path: output ?? "")
            splash.scale *= drawing.scale
            if let environment = drawing.environment { splash.environment = environment }
            do {
                try splash.validate()
            } catch let error as SplashError {
                throw ValidationError(error.message)
            }
            // -o with an animation format's extension (or -) is the animation; any other -o is the
            // folder of numbered frames.
            let outputIsAnimation = output == "-"
                || output.flatMap(OutputFormat.suffix(of:)).map(OutputFormat.knownSuffixes(for: .animation).contains) == true
            // An image format that holds no animation would be taken for a folder's name.
            if !outputIsAnimation, let output, let suffix = OutputFormat.suffix(of: output), Self.stillOnlySuffixes.contains(suffix) {
                let written = String(output.suffix(suffix.count))
                throw ValidationError("-o \(output): a splash scene renders an animation, which .\(written) cannot hold; give -o a file ending in "
                    + OutputFormat.knownSuffixes(for: .animation).map { "." + $0 }.joined(separator: ", ")
                    + " (.json is Lottie), or -o a folder name without an extension for numbered PNG frames")
            }
            if outputIsAnimation, let output, let file = animation.animated {
                throw ValidationError("-o \(output) already names the animation; give -o FOLDER with --animated \(file)")
            }
            if shard != nil, outputIsAnimation || animation.animated != nil {
                throw ValidationError("--shard cannot split the animation \((outputIsAnimation ? output : animation.animated) ?? ""): it is one file; render it in one run, or shard numbered frames (-o FOLDER)")
            }
            let frameOutput = try animation.output(folder: outputIsAnimation ? nil : output, animation: outputIsAnimation ? output : nil,
                                               compression: compression)
            return try FrameOutput.render(splash, to: frameOutput, frames: frames, shard: shard, quiet: progress.quiet)
        case .assets:
            throw ValidationError("\(scene) is an assets document: render it on its own, chroma render \(scene) -o FOLDER")
        }
        if shard != nil {
            throw ValidationError("--shard splits a folder of scenes or a splash scene's frames; \(scene == "-" ? "the scene" : scene) is one still image")
        }
        guard animation.animated == nil, frames == nil else {
            throw ValidationError("--animated and --frames are for scenes with a splash section; \(scene == "-" ? "scene" : scene) has none")
        }
        guard let output else { throw ValidationError("missing -o FILE: the image to write") }
        return try DrawingOutput.render(still, options: drawing, compression: compression, to: output)
    }
}
