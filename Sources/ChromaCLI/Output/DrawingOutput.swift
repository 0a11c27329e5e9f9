import ArgumentParser
import ChromaCharts
import ChromaOutput
import ChromaLimits
import ChromaPNG
import ChromaRaster

/// How every drawing command finishes: the pixel options and the scale applied, the image
/// written in the format the path names (PNG or SVG; atomically, or PNG to standard output),
/// and the report if one was asked for.
enum DrawingOutput {
    /// Writes a drawing.
    /// - Throws: `OutputError`, `FileError` or `PNGError` from the output wing;
    ///   ``ResourceLimitError`` for a scaled canvas over the limits; `ValidationError` when the
    ///   scaled canvas is over the size limit.
    static func write(_ drawing: Drawing, pixels: PixelOptions? = nil, options: DrawingOptions, compression: CompressionOptions,
                      to path: String) throws {
        try DrawingReport.checkDestination(options.report, besides: [(option: "-o", path: path)])
        let report = try render(drawing, pixels: pixels, options: options, compression: compression, to: path)
        if let destination = options.report { try DrawingReport.write([report], to: destination) }
    }

    /// Writes a drawing's PNG and returns its report, for a caller that writes several images
    /// and one report.
    static func render(_ drawing: Drawing, pixels: PixelOptions? = nil, options: DrawingOptions, compression: CompressionOptions,
                       to path: String) throws -> DrawingReport {
        Warning.missingGlyphs(in: drawing.chart.labels)
        var drawing = drawing
        if let pixels { pixels.apply(to: &drawing.chart.scene) }
        if let environment = options.environment { drawing.chart.scene.environment = environment }
        if let assets = try options.assets.output(for: path) {
            return try writeAssets(drawing, to: assets, options: options, compression: compression)
        }
        drawing = try scaled(drawing, by: options.scale)
        if path == "-", options.report == "-" {
            throw ValidationError("-o - and --report - both name standard output; write one of them to a file")
        }
        try StillOutput(path: path, compression: compression.compression, threads: CommandEnvironment.threads)
            .write(drawing.chart.scene, title: drawing.chart.title, swatches: drawing.swatchGroups)
        return drawing.report(files: path == "-" ? [] : [path])
    }

    /// Writes a drawing into an asset destination: the scene in points, drawn at each size and
    /// in each appearance the destination holds.
    static func writeAssets(_ drawing: Drawing, to output: AssetOutput, options: DrawingOptions, compression: CompressionOptions) throws -> DrawingReport {
        guard options.scale == 1 else {
            throw ValidationError("--scale \(options.scale) is for single images; \(output.kind.name) assets are drawn at the sizes they need from the scene's size in points")
        }
        if options.report == "-", output.path == "-" { throw ValidationError("assets are written to a folder, not standard output") }
        if let appearance = options.appearance, options.assets.appearances != nil {
            throw ValidationError("--appearance \(appearance) draws one image in one appearance; an asset's variants are --appearances")
        }
        // Asked-for appearances; the drawing as it is under --appearance; or every appearance
        // the destination stores in which the scene's adaptive colors differ.
        let choice: AppearanceChoice = options.assets.appearances != nil ? .these(options.assets.appearanceList)
            : options.appearance != nil ? .asDrawn : .adaptive
        let scenes = AppearanceScenes(scene: drawing.chart.scene, for: output.kind, choosing: choice)
        var splash = try options.assets.splashOptions()
        // A still drawing is its own Android 12 splash icon, in each appearance drawn.
        if case .android(.splash) = output.kind { splash.useAsIcon(drawing: scenes) }
        let notes = AssetNotes()
        let files = try output.files(for: scenes, background: try options.assets.colors().maskable, splash: splash, notes: notes)
        try AssetOptions.write(files, within: AssetWriter.commonFolder(files), recordingIn: output.path, owns: output.owns, previewSheet: options.assets.previewSheet, compression: compression)
        for line in notes.lines { Warning.write(line) }
        return drawing.report(files: files.map(\.path))
    }

    /// How an animated figure's frames are drawn: each chart with the pixel options, the
    /// appearance and the scale a still of it would have. `first` (the first frame's chart) is
    /// checked against the scale's limit; asset destinations are refused (an animation is one
    /// file or a folder of frames).
    static func frameDrawer(first: Chart, pixels: PixelOptions, options: DrawingOptions, path: String) throws -> @Sendable (Chart) -> Scene {
        try options.assets.refuse(for: "an animation", path: path)
        _ = try scaled(Drawing(chart: first), by: options.scale)
        let (depth, profile, dither) = (pixels.depth, pixels.profile, !pixels.noDither)
        let environment = options.environment, scale = options.scale
        return { chart in
            var chart = chart
            chart.scene.depth = depth
            chart.scene.colorProfile = profile
            chart.scene.dither = dither
            if let environment { chart.scene.environment = environment }
            return (scale == 1 ? chart : chart.scaled(by: scale)).scene
        }
    }

    /// The drawing at a scale, refused when the canvas would exceed the largest side.
    static func scaled(_ drawing: Drawing, by factor: Double) throws -> Drawing {
        let scene = drawing.chart.scene
        let width = (Double(scene.width) * factor).rounded(), height = (Double(scene.height) * factor).rounded()
        guard width <= InputRange.canvasSide.upperBound, height <= InputRange.canvasSide.upperBound else {
            throw ValidationError("--scale \(factor) makes the \(scene.width)×\(scene.height) image \(Int(width))×\(Int(height)); at most \(InputRange.canvasSide.maximum) pixels each way")
        }
        return Drawing(chart: drawing.chart.scaled(by: factor))
    }
}
